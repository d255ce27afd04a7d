// The one dialog of the app with the spec's dialog state (docs/product/portal-cliente.md §3): size md by
// default, a close button unless hidden, loading flags, a paged search result and a free-form object. Closing
// hides it at once and resets the state 100 ms later, so the content does not change while it fades.
// MUI's Dialog traps focus and closes on Escape (unless the close button is hidden).
import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiDialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import CloseIcon from '@mui/icons-material/Close';
import { MSG } from '@portal/shared/messages';
import { LABELS } from '@portal/shared/labels';
import type { DialogController } from './dialog-state';

export * from './dialog-state';

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
                onClick={() => void action.onClick()}
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
