import { useEffect, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter, useLocation, useNavigate } from 'react-router';
import { setNavigator } from '../api/client';
import { prefetchMarca } from '../api/marca';
import { OfflineBanner } from '../ui/OfflineBanner';
import { applyPendingUpdate } from './app-update';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';

/** Lets the HTTP client navigate (9002 -> /token-expirado) without reloading the page. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path));
  }, [navigate]);
  // A new version of the app (service worker) waits for the next navigation (app/app-update.ts).
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else applyPendingUpdate();
  }, [pathname]);
  return null;
}

/**
 * The app; with `location` it renders that screen without a browser (the build's prerender,
 * src/prerender.tsx, with `queryClient` holding what the screen reads): no request leaves and the
 * notices' provider stays out.
 */
export function App({ location, queryClient: given }: { location?: string; queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => {
    if (given) return given;
    const client = createQueryClient();
    if (location === undefined) prefetchMarca(client);
    return client;
  });
  const screens = (
    <>
      <NavigationBridge />
      <OfflineBanner />
      <AppRoutes />
    </>
  );
  return (
    <AppProviders queryClient={queryClient} notices={location === undefined}>
      {location === undefined ? (
        // A navigation renders at once: the shell stays and the screen's place shows the loader while
        // the screen's code loads. Inside a transition (React Router's default) the previous screen
        // stayed on display, live, with the address already changed: a click that navigated showed
        // nothing until the code came, and what was done meanwhile on the old screen was thrown away.
        <BrowserRouter useTransitions={false}>{screens}</BrowserRouter>
      ) : (
        <StaticRouter location={location}>{screens}</StaticRouter>
      )}
    </AppProviders>
  );
}
