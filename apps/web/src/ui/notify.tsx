// The one notification helper (docs/product/portal-cliente.md §8): a title, a message, a duration; sticky
// notices stay until closed. One notice at a time (the provider, ui/Notices.tsx, keeps one): a new notice
// takes the place of the one on screen. A notice identical to the one on screen (same variant, title and
// message) is not shown again: the one on screen stays. Successes in a row (the same success, or
// the same group, e.g. products added to the cart one after another) merge into the notice on
// screen: it shows the newest message with their count ('... (3)') and its time starts again.
// Works outside React too (notistack's global enqueueSnackbar). notistack is loaded on demand with
// its provider (ui/Notices.tsx, mounted in app/): a notice asked for before the provider has
// mounted waits for it. The time on screen is kept here (not by notistack), so a merge can restart
// it; hovering the notice pauses it.
import type { SnackbarKey } from 'notistack';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { useSyncExternalStore } from 'react';
import { MSG, TITLES } from '@portal/shared/messages';
import { LABELS } from '@portal/shared/labels';

export type NotifyVariant = 'success' | 'info' | 'warning' | 'error';

export interface NotifyOptions {
  /** Bold title before the message; defaults by variant (TITLES). */
  title?: string;
  /** Milliseconds on screen; default 8 s (NOTIFY_DURATIONS.TYPICAL). */
  duration?: number;
  /** Stays until the user closes it. */
  sticky?: boolean;
  /**
   * Notices of one group merge while one is on screen: it shows the newest message and their
   * count. A success's group is its message unless given.
   */
  group?: string;
}

/** Groups of notices that merge while one is on screen (NotifyOptions.group). */
export const NOTICE_GROUPS = {
  /** Products added to the cart one after another, whichever they are. */
  cartAdd: 'produto-adicionado',
} as const;

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

/** A notice on screen (or waiting to show), with the time it has left. */
interface Entry {
  key: SnackbarKey;
  until: number;
  shown: boolean;
  /** Notices merged into it (1 for itself). */
  count: number;
  /** Milliseconds on screen; null for a sticky notice. */
  duration: number | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** When the running timer started and how long it had to run (for the pause on hover). */
  startedAt: number;
  left: number;
}

/**
 * The notices on screen (or waiting to show), by variant, title and message (or group). One that
 * has shown counts while its text is in the page (a provider that unmounted took it away without an
 * exit); one still waiting counts until its time would be over (a queued notice closed before it
 * showed reports nothing).
 */
const onScreen = new Map<string, Entry>();
const STALE_AFTER_MS = 2_000;

function stillOnScreen(entry: Entry): boolean {
  if (entry.shown) return document.querySelector(`[data-notice="${String(entry.key)}"]`) !== null;
  return entry.until > Date.now();
}

/** The text each notice shows now (a merge changes it in place). */
const texts = new Map<SnackbarKey, { title: string; message: string }>();
const textListeners = new Set<() => void>();
function setText(key: SnackbarKey, text: { title: string; message: string }) {
  texts.set(key, text);
  for (const listener of textListeners) listener();
}
function subscribeTexts(listener: () => void) {
  textListeners.add(listener);
  return () => textListeners.delete(listener);
}

function runTimer(entry: Entry, ms: number) {
  stopTimer(entry);
  if (entry.duration === null) return;
  entry.startedAt = Date.now();
  entry.left = ms;
  entry.timer = setTimeout(() => dismissNotice(entry.key), ms);
}
function stopTimer(entry: Entry) {
  if (entry.timer === null) return;
  clearTimeout(entry.timer);
  entry.timer = null;
  entry.left = Math.max(0, entry.left - (Date.now() - entry.startedAt));
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
  for (const entry of onScreen.values()) stopTimer(entry);
  onScreen.clear();
  texts.clear();
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

function NoticeText({ id }: { id: SnackbarKey }) {
  const text = useSyncExternalStore(subscribeTexts, () => texts.get(id));
  if (!text) return null;
  return (
    <span data-notice={id}>
      {text.title ? <strong>{text.title} </strong> : null}
      {text.message}
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
  const group = options.group ?? (variant === 'success' ? message : undefined);
  const same = `${variant}\u0000${title}\u0000${group ?? message}`;
  const current = onScreen.get(same);
  if (current && stillOnScreen(current)) {
    if (group === undefined) return current.key;
    current.count += 1;
    setText(current.key, { title, message: MSG.noticeRepeated(message, current.count) });
    current.until = sticky ? Infinity : Date.now() + duration + STALE_AFTER_MS;
    current.duration = sticky ? null : duration;
    if (current.shown) runTimer(current, duration);
    else stopTimer(current);
    return current.key;
  }
  const key: SnackbarKey = `notice-${++lastKey}`;
  const entry: Entry = {
    key,
    until: sticky ? Infinity : Date.now() + duration + STALE_AFTER_MS,
    shown: false,
    count: 1,
    duration: sticky ? null : duration,
    timer: null,
    startedAt: 0,
    left: 0,
  };
  onScreen.set(same, entry);
  setText(key, { title, message });
  const gone = () => {
    stopTimer(entry);
    if (onScreen.get(same)?.key === key) onScreen.delete(same);
  };
  withNotistack(({ enqueueSnackbar }) =>
    enqueueSnackbar(<NoticeText id={key} />, {
      key,
      variant,
      // The time on screen is kept here (runTimer): notistack's own timer could not restart on a merge.
      persist: false,
      autoHideDuration: null,
      onEnter: () => {
        entry.shown = true;
        if (entry.duration !== null) runTimer(entry, entry.duration);
      },
      // Closing starts the exit: from then on an identical notice is a new one.
      onClose: gone,
      onExited: () => {
        gone();
        texts.delete(key);
      },
      // Only hovering the notice pauses its time, not the window losing focus.
      SnackbarProps: {
        onMouseEnter: () => stopTimer(entry),
        onMouseLeave: () => {
          if (entry.duration !== null && entry.timer === null && onScreen.get(same)?.key === key)
            runTimer(entry, Math.max(entry.left, 1_000));
        },
      },
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
