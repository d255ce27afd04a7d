// The one dialog of the app with the spec's dialog state (spec 01 §3): size md by default, a close
// button unless hidden, loading flags, a paged search result and a free-form object. Closing hides
// it at once and resets the state 100 ms later, so the content does not change while it fades.
// MUI's Dialog traps focus and closes on Escape (unless the close button is hidden).
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiDialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import CloseIcon from '@mui/icons-material/Close';
import { TIMINGS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { Paged } from '@portal/shared/schemas/common';
import { LABELS } from '@portal/shared/labels';

export type DialogSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface DialogAction {
  key: string;
  label: string;
  onClick: () => void;
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

interface AppDialogProps<T, I> {
  dialog: DialogController<T, I>;
  /** Content instead of state.content (e.g. a form owned by the caller). */
  children?: ReactNode;
}

export function AppDialog<T, I>({ dialog, children }: AppDialogProps<T, I>) {
  const { state, close } = dialog;
  const titleId = useId();
  return (
    // Without the close button the dialog closes only through its actions (not Escape or a click outside).
    <MuiDialog
      open={state.open}
      onClose={state.showClose ? close : undefined}
      maxWidth={state.size}
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: state.showClose ? 6 : 3 }}>
        {state.title}
      </DialogTitle>
      {state.showClose ? (
        <IconButton aria-label={LABELS.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      ) : null}
      {state.loading ? <LinearProgress aria-label={MSG.loading} /> : null}
      <DialogContent>{children ?? state.content}</DialogContent>
      {state.actions.length > 0 ? (
        <DialogActions>
          {state.actions.map((action) => {
            const busy = !!state.actionLoading[action.key];
            return (
              <Button
                key={action.key}
                onClick={action.onClick}
                color={action.color ?? 'primary'}
                variant={action.variant ?? 'text'}
                disabled={action.disabled || busy || state.loading}
                autoFocus={action.autoFocus}
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {action.label}
              </Button>
            );
          })}
        </DialogActions>
      ) : null}
    </MuiDialog>
  );
}
