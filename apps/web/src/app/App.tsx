import { useEffect, useRef, useState } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
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

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchMarca(client);
    return client;
  });
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <NavigationBridge />
        <OfflineBanner />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
