// The state of the app's dialog (docs/product/portal-cliente.md §3), apart from its view (ui/Dialog.tsx) so a
// screen can hold a dialog's state and load the view only when the dialog first opens.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS } from '@portal/shared/constants';
import type { Paged } from '@portal/shared/schemas/common';

export type DialogSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface DialogAction {
  key: string;
  label: string;
  /** May be async: the dialog does not wait for it (show progress with setActionLoading). */
  onClick: () => void | Promise<void>;
  color?: 'primary' | 'secondary' | 'error' | 'inherit';
  variant?: 'text' | 'outlined' | 'contained';
  disabled?: boolean;
  autoFocus?: boolean;
}

export interface DialogState<T = unknown, I = unknown> {
  open: boolean;
  size: DialogSize;
  title: ReactNode;
  content: ReactNode;
  actions: DialogAction[];
  /** The close (X) button in the title; shown by default. */
  showClose: boolean;
  loading: boolean;
  /** Loading per action key (that button shows a spinner and is disabled). */
  actionLoading: Record<string, boolean>;
  /** Generic search result of dialogs that list something. */
  search: { loading: boolean; data: Paged<I> };
  /** Free-form object of the dialog's owner. */
  data: T | null;
}

export function dialogDefaults<T = unknown, I = unknown>(): DialogState<T, I> {
  return {
    open: false,
    size: 'md',
    title: null,
    content: null,
    actions: [],
    showClose: true,
    loading: false,
    actionLoading: {},
    search: { loading: false, data: { page: 0, pages: 0, rows: 0, items: [] } },
    data: null,
  };
}

export interface DialogController<T = unknown, I = unknown> {
  state: DialogState<T, I>;
  /** Opens with the given fields over the defaults. */
  open: (patch?: Partial<Omit<DialogState<T, I>, 'open'>>) => void;
  update: (patch: Partial<DialogState<T, I>>) => void;
  setLoading: (loading: boolean) => void;
  setActionLoading: (key: string, loading: boolean) => void;
  /** Hides now, resets to the defaults after TIMINGS.DIALOG_CLOSE_RESET (100 ms). */
  close: () => void;
}

export function useDialog<T = unknown, I = unknown>(): DialogController<T, I> {
  const [state, setState] = useState<DialogState<T, I>>(dialogDefaults);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelReset = () => {
    if (resetTimer.current) clearTimeout(resetTimer.current);
    resetTimer.current = null;
  };
  useEffect(() => cancelReset, []);

  const open = useCallback((patch: Partial<Omit<DialogState<T, I>, 'open'>> = {}) => {
    cancelReset();
    setState({ ...dialogDefaults<T, I>(), ...patch, open: true });
  }, []);
  const update = useCallback(
    (patch: Partial<DialogState<T, I>>) => setState((s) => ({ ...s, ...patch })),
    [],
  );
  const setLoading = useCallback((loading: boolean) => setState((s) => ({ ...s, loading })), []);
  const setActionLoading = useCallback(
    (key: string, loading: boolean) =>
      setState((s) => ({ ...s, actionLoading: { ...s.actionLoading, [key]: loading } })),
    [],
  );
  const close = useCallback(() => {
    setState((s) => ({ ...s, open: false }));
    cancelReset();
    resetTimer.current = setTimeout(() => {
      resetTimer.current = null;
      setState(dialogDefaults<T, I>());
    }, TIMINGS.DIALOG_CLOSE_RESET);
  }, []);

  return useMemo(
    () => ({ state, open, update, setLoading, setActionLoading, close }),
    [state, open, update, setLoading, setActionLoading, close],
  );
}
