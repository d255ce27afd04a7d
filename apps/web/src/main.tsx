import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The built index.html holds the login screen (src/prerender.tsx): on /login it is hydrated; any
// other path drops it (it was hidden, vite.config.ts) and renders its own screen.
if (location.pathname === '/login' && root.firstElementChild) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  document.documentElement.removeAttribute('data-sem-prerender');
  // As a transition the first render yields to the browser every few milliseconds, in short tasks.
  startTransition(() => createRoot(root).render(app));
}

// The installable app's service worker (production builds only), once the page has loaded (the
// entry may start after the load event: index.html imports it after the first frame on /login).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./app/pwa').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
