import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RangePagination } from './RangePagination';

afterEach(cleanup);

describe('manager list pagination (docs/product/gestor-crm-vendas.md §9)', () => {
  it('shows a 5-page range around the current page, 2 margin pages, Anterior and Próxima', () => {
    const onPage = vi.fn();
    render(<RangePagination page={10} pages={20} onPage={onPage} />);
    const labels = screen.getAllByRole('button').map((b) => b.textContent);
    expect(labels).toEqual(['Anterior', '1', '2', '8', '9', '10', '11', '12', '19', '20', 'Próxima']);
    expect(screen.getAllByText('…')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(onPage).toHaveBeenLastCalledWith(11);
    fireEvent.click(screen.getByRole('button', { name: 'Ir para a página 20' }));
    expect(onPage).toHaveBeenLastCalledWith(20);
  });

  it('Anterior is disabled on the first page; nothing is shown for a single page', () => {
    const { rerender } = render(<RangePagination page={1} pages={3} onPage={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<RangePagination page={1} pages={1} onPage={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
