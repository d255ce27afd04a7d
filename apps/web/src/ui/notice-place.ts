// Where the notice goes (ui/Notices.tsx): never over something the user can press. It sits at the
// bottom of the screen unless that band covers an action (a product card's ADICIONAR, a dialog's
// buttons, the cart's FINALIZAR bar); then it moves up to the nearest band clear of actions. An
// action is a control whose centre the user can reach now: one under a dialog's backdrop does not
// count, the dialog's own buttons do.

export interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Room kept between the notice and the screen's edge, and the step of the search for a clear band. */
export const NOTICE_MARGIN = 8;
const STEP = 4;

const overlaps = (a: Band, b: Band) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The top of the notice: the lowest place (bottom first) where a notice of `height` between `left`
 * and `right` covers none of the `actions`; the bottom when none is clear.
 */
export function noticeTop(p: {
  viewportHeight: number;
  height: number;
  left: number;
  right: number;
  actions: readonly Band[];
}): number {
  const bottom = Math.max(NOTICE_MARGIN, p.viewportHeight - NOTICE_MARGIN - p.height);
  // A little room around each action, so the notice does not touch it.
  const near = p.actions.map((a) => ({
    top: a.top - 2,
    bottom: a.bottom + 2,
    left: a.left - 2,
    right: a.right + 2,
  }));
  for (let top = bottom; top >= NOTICE_MARGIN; top -= STEP) {
    const band = { top, bottom: top + p.height, left: p.left, right: p.right };
    if (!near.some((a) => overlaps(a, band))) return top;
  }
  return bottom;
}

const ACTIONS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="link"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
].join(',');

/** The actions on screen the user can reach now (outside `notices`), as bands. */
export function reachableActions(notices: HTMLElement): Band[] {
  const bands: Band[] = [];
  const vh = window.innerHeight;
  const vw = window.innerWidth;
  for (const el of document.querySelectorAll<HTMLElement>(ACTIONS)) {
    if (notices.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= vh || r.right <= 0 || r.left >= vw) {
      continue;
    }
    const x = Math.min(Math.max(r.left + r.width / 2, 0), vw - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), vh - 1);
    const hit = document.elementsFromPoint(x, y).find((e) => !notices.contains(e));
    if (!hit || !(hit === el || el.contains(hit) || hit.contains(el))) continue;
    bands.push({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
  }
  return bands;
}

/**
 * Keeps the notices' container (notistack's, inside `root`) clear of the actions while a notice is
 * on screen: placed again when a notice shows, the page scrolls or resizes, or the page changes (a
 * dialog opens). Returns the function that stops it.
 */
export function keepNoticesClear(root: HTMLElement): () => void {
  if (typeof document.elementsFromPoint !== 'function') return () => undefined;
  let frame = 0;
  const place = () => {
    frame = 0;
    const container = root.querySelector<HTMLElement>('.notistack-SnackbarContainer');
    if (!container || container.childElementCount === 0) return;
    const box = container.getBoundingClientRect();
    if (box.height === 0) return;
    const top = noticeTop({
      viewportHeight: window.innerHeight,
      height: box.height,
      left: box.left,
      right: box.right,
      actions: reachableActions(root),
    });
    // At once: a notice sliding over a button, even for a moment, would take its tap.
    container.style.transition = 'none';
    container.style.top = `${top}px`;
    container.style.bottom = 'auto';
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(place);
  };
  const pageChanged = new MutationObserver(schedule);
  pageChanged.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('scroll', schedule, { capture: true, passive: true });
  window.addEventListener('resize', schedule);
  // A notice's height is known once it has slid in.
  root.addEventListener('transitionend', schedule);
  return () => {
    if (frame !== 0) cancelAnimationFrame(frame);
    pageChanged.disconnect();
    window.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
    root.removeEventListener('transitionend', schedule);
  };
}
