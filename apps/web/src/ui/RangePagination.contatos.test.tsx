import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRM_LABELS as L } from '@portal/shared/labels';
import { RangePagination } from './RangePagination';

afterEach(cleanup);

describe('contacts pagination', () => {
  it("shows a 5-page range with 2 margin pages, 'Anterior' and 'Próxima'", () => {
    const onPage = vi.fn();
    render(<RangePagination label={L.pagination} page={7} pages={14} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: L.pagination });
    const labels = Array.from(nav.querySelectorAll('button')).map((b) => b.textContent);
    expect(labels).toEqual([L.previous, '1', '2', '5', '6', '7', '8', '9', '13', '14', L.next]);
    fireEvent.click(screen.getByRole('button', { name: L.next }));
    expect(onPage).toHaveBeenCalledWith(8);
    fireEvent.click(screen.getByRole('button', { name: L.goToPage(14) }));
    expect(onPage).toHaveBeenCalledWith(14);
  });

  it('is not shown for a single page', () => {
    render(<RangePagination label={L.pagination} page={1} pages={1} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
