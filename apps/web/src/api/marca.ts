// The brand of this deployment (GET /marcas/atual, public): names, logos and images of the public
// screens, the page title and the favicon (docs/product/portal-cliente.md §1). Kept in memory, like the
// configuration.
import { useEffect, useSyncExternalStore } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { MARCA_PADRAO } from '@portal/shared/marcas';
import type { Marca } from '@portal/shared/schemas/marcas';
import { get } from './client';

export type { Marca };

export async function fetchMarca(): Promise<Marca> {
  const data = await get<Marca>('/marcas/atual', { silent: true, token: null });
  return data ?? MARCA_PADRAO;
}

const marcaQuery = { queryKey: ['marca'], queryFn: fetchMarca, staleTime: Infinity, retry: 1 };

const noSubscription = () => () => {};

/**
 * The brand; `ready` is false while it loads (the screens then hold the images back). While the
 * prerendered login is hydrated (main.tsx) it is the prerender's, not loaded yet, whatever has
 * arrived since: the screen then follows at once with the brand.
 */
export function useMarca(): { marca: Marca; ready: boolean } {
  const { data, isFetched } = useQuery(marcaQuery);
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (hydrating) return { marca: MARCA_PADRAO, ready: false };
  return { marca: data ?? MARCA_PADRAO, ready: isFetched };
}

/**
 * Asks for the brand at start-up: every screen shows it (the public frame, the header), and its
 * images wait for it, so the request leaves with the app rather than after the screen's code.
 */
export function prefetchMarca(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(marcaQuery);
}

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') === href) return;
  link.href = href;
  if (href.endsWith('.svg')) link.type = 'image/svg+xml';
  else link.removeAttribute('type');
}

/** Page title '{brand}' or '{brand} - {suffix}', and the brand's favicon. */
export function useBrandDocument(suffix?: string): Marca {
  const { marca, ready } = useMarca();
  useEffect(() => {
    document.title = suffix ? `${marca.nome} - ${suffix}` : marca.nome;
  }, [marca.nome, suffix]);
  useEffect(() => {
    if (ready && marca.favicon) setFavicon(marca.favicon);
  }, [ready, marca.favicon]);
  return marca;
}
