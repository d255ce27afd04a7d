// The one notification helper (spec 01 §8): a title, a message, a duration; sticky notices stay
// until closed. A notice identical to one on screen (same variant, title and message) is not shown
// again: the one on screen stays. Works outside React too (notistack's global enqueueSnackbar). notistack is loaded
// on demand with its provider (ui/Notices.tsx, mounted in app/): a notice asked for before the
// provider has mounted waits for it.
import type { SnackbarKey } from 'notistack';
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

type Notistack = typeof import('notistack');
const waiting: ((notistack: Notistack) => void)[] = [];
/**
 * The app's provider (ui/Notices.tsx) announces itself when its module loads and again once mounted:
 * notistack sets its global functions while the provider renders, and a notice given to a provider
 * not yet mounted would be lost. Without that provider (a test mounting notistack's own), notistack's
 * global functions being set is enough.
 */
let appProvider: 'none' | 'loading' | 'mounted' = 'none';

/**
 * The notices on screen (or waiting to show), by variant, title and message. One that has shown
 * counts while its text is in the page (a provider that unmounted took it away without an exit);
 * one still waiting counts until its time would be over (a queued notice closed before it showed
 * reports nothing).
 */
const onScreen = new Map<string, { key: SnackbarKey; until: number; shown: boolean }>();
const STALE_AFTER_MS = 2_000;

function stillOnScreen(entry: { key: SnackbarKey; until: number; shown: boolean }): boolean {
  if (entry.shown) return document.querySelector(`[data-notice="${String(entry.key)}"]`) !== null;
  return entry.until > Date.now();
}

/** Runs `fn` with notistack once a provider is mounted, in the order asked. */
function withNotistack(fn: (notistack: Notistack) => void) {
  void import('notistack').then((notistack) => {
    // notistack's global functions are set when a SnackbarProvider is created (its types say always).
    const created = (notistack.enqueueSnackbar as Notistack['enqueueSnackbar'] | undefined) !== undefined;
    const ready = appProvider === 'mounted' || (appProvider === 'none' && created);
    if (ready && waiting.length === 0) fn(notistack);
    else waiting.push(fn);
  });
}

/** Called when ui/Notices.tsx loads: notices wait until it has mounted. */
export function noticesLoading() {
  if (appProvider === 'none') appProvider = 'loading';
}

/** Called when the provider unmounts: its notices are gone, new ones wait for the next provider. */
export function noticesGone() {
  appProvider = 'loading';
  onScreen.clear();
}

/** Called by the provider (ui/Notices.tsx) once mounted: shows the notices that were waiting. */
export function noticesReady() {
  appProvider = 'mounted';
  void import('notistack').then((notistack) => {
    for (const fn of waiting.splice(0)) fn(notistack);
  });
}

let lastKey = 0;

const DEFAULT_TITLES: Record<NotifyVariant, string> = {
  success: TITLES.success,
  info: TITLES.info,
  warning: TITLES.warning,
  error: TITLES.dialogWarning,
};

function NoticeText({ id, title, message }: { id: SnackbarKey; title: string; message: string }) {
  return (
    <span data-notice={id}>
      {title ? <strong>{title} </strong> : null}
      {message}
    </span>
  );
}

function CloseAction({ id }: { id: SnackbarKey }) {
  return (
    <IconButton size="small" color="inherit" aria-label={LABELS.close} onClick={() => dismissNotice(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function notify(variant: NotifyVariant, message: string, options: NotifyOptions = {}): SnackbarKey {
  const { title = DEFAULT_TITLES[variant], duration = NOTIFY_DURATIONS.TYPICAL, sticky = false } = options;
  const same = `${variant}\u0000${title}\u0000${message}`;
  const current = onScreen.get(same);
  if (current && stillOnScreen(current)) return current.key;
  const key: SnackbarKey = `notice-${++lastKey}`;
  const entry = { key, until: sticky ? Infinity : Date.now() + duration + STALE_AFTER_MS, shown: false };
  onScreen.set(same, entry);
  const gone = () => {
    if (onScreen.get(same)?.key === key) onScreen.delete(same);
  };
  withNotistack(({ enqueueSnackbar }) =>
    enqueueSnackbar(<NoticeText id={key} title={title} message={message} />, {
      key,
      variant,
      persist: sticky,
      autoHideDuration: sticky ? null : duration,
      // Only hovering the notice pauses its time, not the window losing focus.
      disableWindowBlurListener: true,
      // Closing starts the exit: from then on an identical notice is a new one.
      onEnter: () => {
        entry.shown = true;
      },
      onClose: gone,
      onExited: gone,
      action: (id) => <CloseAction id={id} />,
    }),
  );
  return key;
}

/** Closes a notice (also one still waiting for the provider). */
export function dismissNotice(key: SnackbarKey) {
  withNotistack(({ closeSnackbar }) => closeSnackbar(key));
}

export const notifySuccess = (message: string, options?: NotifyOptions) =>
  notify('success', message, options);
export const notifyInfo = (message: string, options?: NotifyOptions) => notify('info', message, options);
export const notifyWarning = (message: string, options?: NotifyOptions) =>
  notify('warning', message, options);
export const notifyError = (message: string, options?: NotifyOptions) => notify('error', message, options);
