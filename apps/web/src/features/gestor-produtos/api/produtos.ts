// Calls of the manager's product screens (spec 02 §7 Products and categories) and the picture upload.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Categoria } from '@portal/shared/schemas/catalogo';
import type { Paged } from '@portal/shared/schemas/common';
import type {
  ProdutoGestor,
  ProdutoGestorBody,
  ProdutoImagemInfo,
  ProdutoListItem,
} from '@portal/shared/schemas/gestor-cadastros';
import { http, request, toApiError, type ApiResult } from '../../../api/client';
import { useSession } from '../../../state/session';
import { notify } from '../../../ui/notify';
import { MSG } from '@portal/shared/messages';
import { hasToken } from '../../../ui/use-token-guard';

async function dataOrThrow<T>(p: Promise<ApiResult<T>>): Promise<T> {
  const res = await p;
  if (!res.ok) throw new Error(res.error?.message ?? 'falha');
  return res.data;
}

export const produtosKey = ['gestor', 'produtos'] as const;

export interface ProdutosFilter {
  q: string;
  page: number;
}

export function useProdutosList(f: ProdutosFilter) {
  return useQuery({
    queryKey: [...produtosKey, 'list', f],
    queryFn: () =>
      dataOrThrow(
        request<Paged<ProdutoListItem>>('GET', '/produtos/gestor/filter', {
          query: { q: f.q, page: f.page },
        }),
      ),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

export function useProduto(id: number | null) {
  return useQuery({
    queryKey: [...produtosKey, 'detail', id],
    queryFn: () => dataOrThrow(request<ProdutoGestor>('GET', `/produtos/${id}`)),
    enabled: id !== null && hasToken(),
    retry: false,
  });
}

/** GET /categorias/filter?q: the categories to add to a product. */
export function useCategoriasBusca(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['gestor', 'categorias-busca', q],
    queryFn: () => dataOrThrow(request<Categoria[]>('GET', '/categorias/filter', { query: { q } })),
    enabled: enabled && hasToken(),
    staleTime: 30_000,
  });
}

export const createProduto = (body: ProdutoGestorBody) =>
  request<ProdutoGestor>('POST', '/produtos', { body });
export const updateProduto = (id: number, body: ProdutoGestorBody) =>
  request<ProdutoGestor>('PUT', `/produtos/${id}`, { body: { ...body, produtoId: id } });
export const addCategoria = (produtoId: number, categoriaId: number) =>
  request<unknown>('POST', '/produtos/categoria', {
    body: { pk: produtoId, fk: categoriaId },
    silent: true,
  });
export const removeCategoria = (produtoId: number, categoriaId: number) =>
  request<void>('DELETE', '/produtos/categoria', { body: { pk: produtoId, fk: categoriaId }, silent: true });
export const removeImagem = (produtoId: number) => request<void>('DELETE', `/produtos/${produtoId}/imagem`);

/**
 * PUT /produtos/{id}/imagem with the file's bytes and type (the JSON client does not send files).
 * Failures go through the generic handling.
 */
export async function uploadImagem(produtoId: number, file: Blob): Promise<ProdutoImagemInfo | undefined> {
  const token = useSession.getState().usuario?.auth.token;
  let res: Response;
  try {
    res = await fetch(`/api/produtos/${produtoId}/imagem`, {
      method: 'PUT',
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch {
    notify('warning', MSG.serverOffline);
    return undefined;
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  if (res.ok) return body as ProdutoImagemInfo;
  http.handleError(toApiError(res.status, body), res.status);
  return undefined;
}
