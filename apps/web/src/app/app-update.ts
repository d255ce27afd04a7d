// A new version of the app waiting in the service worker (app/pwa.ts registers it): it is applied on
// the next navigation, so a screen is never reloaded under the user's hands.
let pending: (() => void) | null = null;

export function setPendingUpdate(apply: () => void): void {
  pending = apply;
}

/** Called on every navigation: activates the waiting version (the page loads the new screen). */
export function applyPendingUpdate(): void {
  if (!pending) return;
  const apply = pending;
  pending = null;
  apply();
}
