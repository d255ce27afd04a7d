// The one notification helper (spec 01 §8): a title, a message, a duration; sticky notices stay
// until closed. Works outside React too (notistack's global enqueueSnackbar, provider in app/).
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { TITLES } from '@portal/shared/messages';
import { LABELS } from '@portal/shared/labels';

export type NotifyVariant = 'success' | 'info' | 'warning' | 'error';

export interface NotifyOptions {
  /** Bold title before the message; defaults by variant (TITLES). */
  title?: string;
  /** Milliseconds on screen; default 8 s (NOTIFY_DURATIONS.TYPICAL). */
  duration?: number;
  /** Stays until the user closes it. */
  sticky?: boolean;
}

export type Notifier = (variant: NotifyVariant, message: string, options?: NotifyOptions) => void;

const DEFAULT_TITLES: Record<NotifyVariant, string> = {
  success: TITLES.success,
  info: TITLES.info,
  warning: TITLES.warning,
  error: TITLES.dialogWarning,
};

function NoticeText({ title, message }: { title: string; message: string }) {
  return (
    <span>
      {title ? <strong>{title} </strong> : null}
      {message}
    </span>
  );
}

function CloseAction({ id }: { id: SnackbarKey }) {
  return (
    <IconButton size="small" color="inherit" aria-label={LABELS.close} onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function notify(variant: NotifyVariant, message: string, options: NotifyOptions = {}): SnackbarKey {
  const { title = DEFAULT_TITLES[variant], duration = NOTIFY_DURATIONS.TYPICAL, sticky = false } = options;
  return enqueueSnackbar(<NoticeText title={title} message={message} />, {
    variant,
    persist: sticky,
    autoHideDuration: sticky ? null : duration,
    action: (id) => <CloseAction id={id} />,
  });
}

export const notifySuccess = (message: string, options?: NotifyOptions) =>
  notify('success', message, options);
export const notifyInfo = (message: string, options?: NotifyOptions) => notify('info', message, options);
export const notifyWarning = (message: string, options?: NotifyOptions) =>
  notify('warning', message, options);
export const notifyError = (message: string, options?: NotifyOptions) => notify('error', message, options);
