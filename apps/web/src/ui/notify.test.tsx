import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { LABELS } from '@portal/shared/labels';
import Notices, { NOTICES_ROOT_ID } from './Notices';
import { notify } from './notify';

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

describe('notices (spec 01 §8)', () => {
  it('an identical notice on screen is not stacked: one stays', async () => {
    renderApp();
    act(() => {
      for (let i = 0; i < 4; i++) notify('warning', 'Token expirado A');
      notify('warning', 'Senha errada A');
      notify('warning', 'Senha errada A');
    });
    await screen.findByText('Token expirado A');
    await screen.findByText('Senha errada A');
    expect(screen.getAllByText('Token expirado A')).toHaveLength(1);
    expect(screen.getAllByText('Senha errada A')).toHaveLength(1);
  });

  it('the same message in another variant is another notice; once closed it can come back', async () => {
    renderApp();
    act(() => {
      notify('warning', 'Mensagem B');
      notify('error', 'Mensagem B');
    });
    await waitFor(() => expect(screen.getAllByText('Mensagem B')).toHaveLength(2));
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
