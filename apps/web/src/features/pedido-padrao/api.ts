// Standing-order calls (docs/product/portal-cliente.md §7 Orders: /pedidos/padrao). Lists throw when they
// failed (already notified by the client).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PedidoPadrao, PedidoPadraoCarrinho } from '@portal/shared/schemas/pedidos';
import { request } from '../../api/client';

/** GET /pedidos/padrao?cliente&search: the customer's standing orders. */
export async function listarPedidosPadrao(
  cliente: number,
  search: string,
  signal?: AbortSignal,
): Promise<PedidoPadrao[]> {
  const r = await request<PedidoPadrao[]>('GET', '/pedidos/padrao', {
    query: { cliente, search: search.trim() },
    signal,
  });
  if (!r.ok) throw new Error('pedidos-padrao');
  return r.data ?? [];
}

/** DELETE /pedidos/padrao/{id}: true on 204. */
export async function excluirPedidoPadrao(id: number): Promise<boolean> {
  const r = await request<null>('DELETE', `/pedidos/padrao/${id}`);
  return r.ok;
}

/** Deleting as a mutation: afterwards (done or refused) the standing orders are read again. */
export function useExcluirPedidoPadrao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirPedidoPadrao,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['pedidos-padrao'] });
    },
  });
}

/** GET /pedidos/padrao/{id}/carrinho?filial: cart lines at the branch's current prices, and what is unavailable. */
export async function carrinhoDoPedidoPadrao(
  id: number,
  filial: number,
): Promise<PedidoPadraoCarrinho | undefined> {
  const r = await request<PedidoPadraoCarrinho>('GET', `/pedidos/padrao/${id}/carrinho`, {
    query: { filial },
  });
  return r.ok ? r.data : undefined;
}
