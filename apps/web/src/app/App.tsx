import { useEffect, useState } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { setNavigator } from '../api/client';
import { prefetchMarca } from '../api/marca';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';

/** Lets the HTTP client navigate (9002 -> /token-expirado) without reloading the page. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path));
  }, [navigate]);
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
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
