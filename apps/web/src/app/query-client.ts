import { QueryClient } from '@tanstack/react-query';

// No automatic retries or focus refetches: every failure is already notified by the HTTP client
// (docs/product/portal-cliente.md §8); repeating the call would repeat the notice.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
