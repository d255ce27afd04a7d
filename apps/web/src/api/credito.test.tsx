import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LABELS } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { clearSession } from '../state/session';
import Notices from '../ui/Notices';
import { notifyOverdueTitles } from './credito';

const alicerce = { codigo: '100001', loja: '01' };
const silva = { codigo: '100002', loja: '01' };

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

async function closeAll() {
  for (const close of screen.queryAllByRole('button', { name: LABELS.close })) fireEvent.click(close);
  await waitFor(() => expect(screen.queryAllByText(/titulo\(s\) vencido/)).toHaveLength(0));
}

describe('overdue-titles notice (docs/product/portal-cliente.md §8)', () => {
  it('shows once per session for a customer, again for another customer and after a new login', async () => {
    render(<Notices />);
    act(() => notifyOverdueTitles(3, alicerce));
    expect(await screen.findByText(MSG.overdueTitles(3))).toBeTruthy();
    await closeAll();

    // The page reloaded the figures: not again.
    act(() => notifyOverdueTitles(3, alicerce));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(MSG.overdueTitles(3))).toBeNull();

    // A seller switched to another customer: that customer's titles.
    act(() => notifyOverdueTitles(2, silva));
    expect(await screen.findByText(MSG.overdueTitles(2))).toBeTruthy();

    // Logging out starts a new session.
    act(() => clearSession());
    act(() => notifyOverdueTitles(3, alicerce));
    expect(await screen.findByText(MSG.overdueTitles(3))).toBeTruthy();
  });
});
