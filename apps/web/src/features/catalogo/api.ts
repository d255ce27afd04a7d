// Catalogue calls of the product search (docs/product/portal-cliente.md §7 "Catalogue and sync").
import type {
  Categoria,
  Produto,
  ProdutoFilterBody,
  ProdutosCompradosQuery,
} from '@portal/shared/schemas/catalogo';
import { BUSCA_CORRIGIDA_HEADER } from '@portal/shared/constants';
import { request } from '../../api/client';

/** The query keys of the search screen's calls (the screen and the build's prerender, src/prerender-sample.ts). */
export const categoriasKey = ['categorias'] as const;
export const produtosKey = (
  clienteId: number,
  unidadeId: number,
  busca: string,
  categoriaId: number | null,
  version: number,
) => ['produtos', clienteId, unidadeId, busca, categoriaId, version] as const;
export const compradosKey = (clienteId: number, unidadeId: number, version: number) =>
  ['comprados', clienteId, unidadeId, version] as const;

/** GET /categorias/filter?q: every category (q empty), by description. Throws when it failed (notified). */
export async function fetchCategorias(q = ''): Promise<Categoria[]> {
  const r = await request<Categoria[]>('GET', '/categorias/filter', { query: { q } });
  if (!r.ok) throw new Error('categorias');
  return r.data ?? [];
}

/** A search's products, and the corrected text when the one typed found nothing (a typo). */
export interface ResultadoBusca {
  produtos: Produto[];
  corrigida: string | null;
}

/** POST /produtos/filter: the customer's catalogue at the branch. Throws when it failed (notified). */
export async function filterProdutos(body: ProdutoFilterBody, signal?: AbortSignal): Promise<ResultadoBusca> {
  const r = await request<Produto[]>('POST', '/produtos/filter', { body, signal });
  if (!r.ok) throw new Error('produtos');
  return { produtos: r.data ?? [], corrigida: r.headers?.get(BUSCA_CORRIGIDA_HEADER) ?? null };
}

/** GET /produtos/comprados: the customer's most ordered products at the branch. Throws when it failed (notified). */
export async function fetchComprados(q: ProdutosCompradosQuery, signal?: AbortSignal): Promise<Produto[]> {
  const r = await request<Produto[]>('GET', '/produtos/comprados', {
    query: { clienteId: q.clienteId, filialId: q.filialId },
    signal,
  });
  if (!r.ok) throw new Error('comprados');
  return r.data ?? [];
}
