// The notices' provider (notistack), loaded after the first paint (app/providers.tsx) so no screen
// waits for it; notices asked for before it mounts are shown when it does (ui/notify.tsx). They
// render in their own live region outside #root, one at a time, at the bottom right of the screen
// (the whole width on a phone), moved up when that would cover an action (ui/notice-place.ts).
import { useEffect, useState } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { LABELS } from '@portal/shared/labels';
import { keepNoticesClear } from './notice-place';
import { noticesGone, noticesLoading, noticesReady } from './notify';

noticesLoading();

// notistack's default colours put white text on light orange/green (contrast about 2:1); these
// shades keep every notice at WCAG AA contrast or better.
const Notice = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#9a4f00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
}));
const NOTICE_COMPONENTS = { default: Notice, success: Notice, error: Notice, warning: Notice, info: Notice };

/** The id of the notices' container, a child of <body> beside the app's #root. */
export const NOTICES_ROOT_ID = 'avisos';

/**
 * The notices' container: outside #root, so a MUI dialog does not hide it with the app; a polite
 * live region, so screen readers announce each notice. A MUI dialog marks every other child of
 * <body> aria-hidden while open; the container takes that mark off again at once.
 */
function noticesRoot(): HTMLElement {
  let root = document.getElementById(NOTICES_ROOT_ID);
  if (!root) {
    root = document.createElement('div');
    root.id = NOTICES_ROOT_ID;
    root.setAttribute('aria-live', 'polite');
    root.setAttribute('aria-label', LABELS.notices);
    root.setAttribute('role', 'region');
    document.body.appendChild(root);
  }
  return root;
}

function useKeptReadable(root: HTMLElement) {
  useEffect(() => {
    const unhide = () => {
      if (root.hasAttribute('aria-hidden')) root.removeAttribute('aria-hidden');
    };
    unhide();
    const observer = new MutationObserver(unhide);
    observer.observe(root, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [root]);
}

export default function Notices() {
  const [root] = useState(noticesRoot);
  useKeptReadable(root);
  useEffect(() => keepNoticesClear(root), [root]);
  useEffect(() => {
    noticesReady();
    return noticesGone;
  }, []);
  // At the bottom: a notice never sits over the header or the menus that open below it. One at a
  // time: a new one takes the place of the one on screen (ui/notify.tsx merges successes in a row).
  return (
    <SnackbarProvider
      maxSnack={1}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={NOTICE_COMPONENTS}
      domRoot={root}
    />
  );
}
