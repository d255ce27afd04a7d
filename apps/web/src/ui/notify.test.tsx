import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { LABELS } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import Notices, { NOTICES_ROOT_ID } from './Notices';
import { NOTICE_MARGIN, noticeTop } from './notice-place';
import { NOTICE_GROUPS, notify } from './notify';

afterEach(cleanup);

function App({ dialogOpen = false }: { dialogOpen?: boolean }) {
  return (
    <>
      <div id="root">
        <Dialog open={dialogOpen} aria-labelledby="t">
          <DialogTitle id="t">Diálogo</DialogTitle>
        </Dialog>
      </div>
      <Notices />
    </>
  );
}

const renderApp = () => render(<App />);

describe('notices (docs/product/portal-cliente.md §8)', () => {
  it('an identical notice on screen is not stacked: one stays', async () => {
    renderApp();
    act(() => {
      for (let i = 0; i < 4; i++) notify('warning', 'Token expirado A');
    });
    await screen.findByText('Token expirado A');
    expect(screen.getAllByText('Token expirado A')).toHaveLength(1);
    act(() => {
      notify('warning', 'Senha errada A');
      notify('warning', 'Senha errada A');
    });
    await screen.findByText('Senha errada A');
    expect(screen.getAllByText('Senha errada A')).toHaveLength(1);
  });

  it('one notice at a time: a new one takes the place of the one on screen', async () => {
    renderApp();
    act(() => {
      notify('warning', 'Primeiro D');
    });
    await screen.findByText('Primeiro D');
    act(() => {
      notify('error', 'Segundo D');
    });
    await screen.findByText('Segundo D');
    await waitFor(() => expect(screen.queryByText('Primeiro D')).toBeNull());
    expect(document.querySelectorAll('[data-notice]')).toHaveLength(1);
  });

  it('successes in a row merge into one notice with the newest message and their count', async () => {
    renderApp();
    act(() => {
      notify('success', MSG.productAdded('AREIA E'), { group: NOTICE_GROUPS.cartAdd });
    });
    await screen.findByText(MSG.productAdded('AREIA E'));
    act(() => {
      notify('success', MSG.productAdded('BRITA E'), { group: NOTICE_GROUPS.cartAdd });
      notify('success', MSG.productAdded('CAL E'), { group: NOTICE_GROUPS.cartAdd });
    });
    await screen.findByText(MSG.noticeRepeated(MSG.productAdded('CAL E'), 3));
    expect(document.querySelectorAll('[data-notice]')).toHaveLength(1);
    expect(screen.queryByText(MSG.productAdded('AREIA E'))).toBeNull();
    // The same success again counts too.
    act(() => {
      notify('success', 'Salvo E');
    });
    await screen.findByText('Salvo E');
    act(() => {
      notify('success', 'Salvo E');
    });
    await screen.findByText(MSG.noticeRepeated('Salvo E', 2));
  });

  it('the same message in another variant is another notice; once closed it can come back', async () => {
    renderApp();
    act(() => {
      notify('warning', 'Mensagem B');
    });
    await waitFor(() => expect(screen.getAllByText('Mensagem B')).toHaveLength(1));
    act(() => {
      notify('error', 'Mensagem B');
    });
    await waitFor(() => expect(document.querySelector('.notistack-MuiContent-error')).not.toBeNull());
    await waitFor(() => expect(screen.getAllByText('Mensagem B')).toHaveLength(1));
    for (const close of screen.getAllByRole('button', { name: LABELS.close })) fireEvent.click(close);
    await waitFor(() => expect(screen.queryAllByText('Mensagem B')).toHaveLength(0));
    act(() => {
      notify('warning', 'Mensagem B');
    });
    await waitFor(() => expect(screen.getAllByText('Mensagem B')).toHaveLength(1));
  });

  it('render outside #root in a live region that a dialog does not hide', async () => {
    const { rerender } = renderApp();
    rerender(<App dialogOpen />);
    await screen.findByRole('dialog', { name: 'Diálogo' });
    // The dialog hides the rest of the page, the app's #root with it.
    await waitFor(() =>
      expect(document.getElementById('root')?.closest('[aria-hidden="true"]')).not.toBeNull(),
    );
    act(() => {
      notify('info', 'Aviso C');
    });
    const text = await screen.findByText('Aviso C');
    const root = document.getElementById(NOTICES_ROOT_ID)!;
    expect(root.parentElement).toBe(document.body);
    expect(root.contains(text)).toBe(true);
    expect(root.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(root.hasAttribute('aria-hidden')).toBe(false));
    expect(text.closest('[aria-hidden="true"]')).toBeNull();
  });
});

describe('where the notice goes', () => {
  const phone = { viewportHeight: 844, height: 60, left: 16, right: 374 };
  it('at the bottom when nothing there can be pressed', () => {
    expect(noticeTop({ ...phone, actions: [{ top: 100, bottom: 140, left: 16, right: 180 }] })).toBe(
      844 - NOTICE_MARGIN - 60,
    );
  });
  it('above an action at the bottom (a card ADICIONAR, a dialog button), never over one', () => {
    const actions = [
      { top: 780, bottom: 820, left: 200, right: 370 },
      { top: 600, bottom: 640, left: 20, right: 180 },
    ];
    const top = noticeTop({ ...phone, actions });
    expect(top + 60).toBeLessThanOrEqual(780 - 2);
    for (const a of actions) expect(top + 60 <= a.top - 2 || top >= a.bottom + 2).toBe(true);
    expect(top).toBeGreaterThan(640);
  });
  it('an action beside the notice, not under it, does not move it', () => {
    expect(
      noticeTop({
        viewportHeight: 768,
        height: 60,
        left: 900,
        right: 1346,
        actions: [{ top: 720, bottom: 760, left: 20, right: 300 }],
      }),
    ).toBe(768 - NOTICE_MARGIN - 60);
  });
});
