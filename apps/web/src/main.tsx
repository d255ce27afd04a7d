import { startTransition, StrictMode } from 'react';

/** The next task: the browser paints and answers input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code is evaluated in three tasks (React's DOM renderer; MUI's styles engine and the
 * theme; the app) with the browser free between them, rather than in one long task. The three are
 * fetched together from the start (the build puts modulepreload links for them in index.html,
 * vite.config.ts).
 */
async function start() {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  const { App } = await import('./app/App');
  await nextTask();

  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The built index.html holds the login screen (src/prerender.tsx): on /login it is hydrated; any
  // other path drops it (it was hidden, vite.config.ts) and renders its own screen. Both as
  // transitions: React then works in slices of a few milliseconds and yields to the browser between
  // them (a default-priority hydration or render is one long task).
  if (location.pathname === '/login' && root.firstElementChild) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    document.documentElement.removeAttribute('data-sem-prerender');
    startTransition(() => createRoot(root).render(app));
  }
}

void start();

// The installable app's service worker (production builds only), once the page has loaded (the
// entry may start after the load event: index.html imports it after the first frame on /login).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./app/pwa').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
