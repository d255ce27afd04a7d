// Order calls (docs/product/portal-cliente.md §7 Orders, §8). Lists throw when they failed (already notified
// by the client); documents go through the client's download helper (non-200: the JSON message as
// 'Atenção:' for 8 s).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { MSG, TITLES } from '@portal/shared/messages';
import type { Paged } from '@portal/shared/schemas/common';
import type { RastreioResponse } from '@portal/shared/schemas/integracao';
import type { Pedido, PedidoGridBody, PedidoPadrao, PedidoResumo } from '@portal/shared/schemas/pedidos';
import { download, http, request } from '../../api/client';
import { PEDIDOS_KEY, pedidoDetailKey } from '../../api/pedido-keys';
import { notify, notifySuccess } from '../../ui/notify';

export interface StatusSoma {
  pedidoStatusId: number;
  total: number;
}

/** The customer and branch of the counters. */
export interface SomaBody {
  unidadeId: number;
  clienteId: number;
  usuarioId: number;
}

/** POST /pedidos/filtro/grid. */
export async function listarPedidos(
  body: PedidoGridBody,
  signal?: AbortSignal,
): Promise<Paged<PedidoResumo>> {
  const r = await request<Paged<PedidoResumo>>('POST', '/pedidos/filtro/grid', { body, signal });
  if (!r.ok) throw new Error('pedidos');
  return r.data ?? { page: 1, pages: 0, rows: 0, items: [] };
}

/** POST /pedidos/status/soma: the count of every status. */
export async function somarStatus(body: SomaBody, signal?: AbortSignal): Promise<StatusSoma[]> {
  const r = await request<StatusSoma[]>('POST', '/pedidos/status/soma', { body, signal });
  if (!r.ok) throw new Error('soma');
  return r.data ?? [];
}

/** POST /pedidos/status/soma/utimos/{dias}: the last-orders badge (id 999). */
export async function somarUltimos(dias: number, body: SomaBody, signal?: AbortSignal): Promise<StatusSoma> {
  const r = await request<StatusSoma>('POST', `/pedidos/status/soma/utimos/${dias}`, { body, signal });
  if (!r.ok) throw new Error('soma');
  return r.data ?? { pedidoStatusId: 999, total: 0 };
}

/**
 * GET /pedidos/{id}. A 400 answer is shown as an error for 12 s (docs/product/portal-cliente.md §8); other
 * failures go through the generic handling. Throws when it failed.
 */
export async function buscarPedido(id: string, signal?: AbortSignal): Promise<Pedido> {
  const r = await request<Pedido>('GET', `/pedidos/${encodeURIComponent(id)}`, { signal, silent: true });
  if (r.ok && r.data) return r.data;
  if (!r.ok && r.error) {
    if (r.status === 400) notify('error', r.error.message, { duration: NOTIFY_DURATIONS.LONG });
    else http.handleError(r.error, r.status);
  } else if (!signal?.aborted) {
    notify('warning', MSG.serverOffline, { title: TITLES.dialogWarning });
  }
  throw new Error((!r.ok && r.error?.message) || MSG.genericFailure);
}

/** GET /pedidos/cancelar/{id}: the cancelled order, or undefined (the refusal was notified). */
export async function cancelarPedido(id: number): Promise<Pedido | undefined> {
  const r = await request<Pedido>('GET', `/pedidos/cancelar/${id}`);
  return r.ok ? r.data : undefined;
}

/**
 * Cancelling as a mutation: a cancelled order is shown at once (detail of the route id `routeId`);
 * the order is loaded again in any case (its status may have moved on), and the list's counters.
 */
export function useCancelarPedido(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarPedido,
    onSuccess: async (done) => {
      if (done) {
        notifySuccess(MSG.orderCancelled(done.ref));
        queryClient.setQueryData(pedidoDetailKey(routeId), done);
      }
      await queryClient.invalidateQueries({ queryKey: PEDIDOS_KEY });
    },
  });
}

/** GET /pedidos/{id}/impressao: the order PDF, saved with the server's name. */
export function imprimirPedido(id: number) {
  return download(`/pedidos/${id}/impressao`);
}

/** POST /pedidos/padrao {pedidoId, descricao}: 201 with the standing order. */
export async function criarPedidoPadrao(
  pedidoId: number,
  descricao: string,
): Promise<PedidoPadrao | undefined> {
  const r = await request<PedidoPadrao>('POST', '/pedidos/padrao', { body: { pedidoId, descricao } });
  return r.ok && r.status === 201 ? r.data : undefined;
}

/** GET /pedidos/{id}/rastreio?chave: the configured tracking service's answer for a key of the order. */
export async function rastrearPedido(
  id: number,
  chave: string,
  signal?: AbortSignal,
): Promise<RastreioResponse> {
  const r = await request<RastreioResponse>('GET', `/pedidos/${id}/rastreio`, { query: { chave }, signal });
  if (!r.ok || !r.data) throw new Error('rastreio');
  return r.data;
}
