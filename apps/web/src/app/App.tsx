import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { setNavigator } from '../api/client';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/** Lets the HTTP client navigate (9002 -> /token-expirado) without reloading the page. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => navigate(path));
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <NavigationBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
