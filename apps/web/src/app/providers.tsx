// App-wide providers: theme (pt-BR), server state, notifications.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { theme } from './theme';

// The notices' provider is its own chunk: no screen needs it to render its first frame.
const Notices = lazy(() => import('../ui/Notices'));

export function AppProviders({
  children,
  queryClient,
  notices = true,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** false in the build's prerender: the provider needs a document (its boundary stays empty). */
  notices?: boolean;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        {children}
        <Suspense fallback={null}>{notices ? <Notices /> : null}</Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
