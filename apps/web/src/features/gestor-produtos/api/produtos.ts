// Calls of the manager's product screens (docs/product/gestor-crm-vendas.md §7 Products and categories) and
// the picture upload.
import type { Categoria } from '@portal/shared/schemas/catalogo';
import type {
  ProdutoGestor,
  ProdutoGestorBody,
  ProdutoImagemInfo,
  ProdutoListItem,
} from '@portal/shared/schemas/gestor-cadastros';
import { http, request, toApiError } from '../../../api/client';
import { useLookup, usePagedList, useRecord } from '../../../api/manager-list';
import type { ListState } from '../../../ui/use-server-list';
import { useSession } from '../../../state/session';
import { notify } from '../../../ui/notify';
import { MSG } from '@portal/shared/messages';

export const produtosKey = ['gestor', 'produtos'] as const;

/** GET /produtos/gestor/filter: the products list (words, page, sort by id or sku). */
export const useProdutosList = (state: ListState<never>) =>
  usePagedList<ProdutoListItem>(produtosKey, '/produtos/gestor/filter', state, 'q');

export const useProduto = (id: number | null) =>
  useRecord<ProdutoGestor>(produtosKey, (p) => `/produtos/${p}`, id);

/** GET /categorias/filter?q: the categories to add to a product. */
export const useCategoriasBusca = (q: string, enabled: boolean) =>
  useLookup<Categoria>('categorias-busca', '/categorias/filter', q, enabled);

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
