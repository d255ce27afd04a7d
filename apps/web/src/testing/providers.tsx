// The test kit's providers: what the app gives every screen (server state, notices) and a router, for
// the web tests only (never imported by the app: the build does not bundle it).
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** A query client for one test: no retries, so a failed call shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Server state and notifications, as the app provides them (features do not import the app). */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createTestQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </QueryClientProvider>
  );
}

export interface RenderOptions {
  /** The router's history; none: no router (the test brings its own, or needs none). */
  initialEntries?: string[];
  client?: QueryClient;
}

/**
 * Renders `ui` inside the app's providers and, with `initialEntries`, a MemoryRouter at those
 * addresses; returns the render result and the query client.
 */
export function renderWithProviders(
  ui: ReactElement,
  { initialEntries, client = createTestQueryClient() }: RenderOptions = {},
): RenderResult & { client: QueryClient } {
  const routed = initialEntries ? <MemoryRouter initialEntries={initialEntries}>{ui}</MemoryRouter> : ui;
  return { ...render(<AppProviders client={client}>{routed}</AppProviders>), client };
}
