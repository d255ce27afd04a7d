import { and, eq, lte } from 'drizzle-orm';
import { EVENT_TYPES, ORDER_CANCELLABLE_MAX_STATUS, ORDER_STATUS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { pedidoItens, pedidoStatusHistorico, pedidos } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { businessWarning, notFound } from '../../http/errors';
import { liberarReservas } from '../estoques';
import { recordEvent } from '../eventos';
import { notifyStatusChange } from '../notificacoes';
import { byId, findPedido, findPedidoHeader, statusDesc } from './find-pedido';

/**
 * GET /api/pedidos/cancelar/{id} (docs/product/portal-cliente.md §4 Cancelling an order): only while statusId
 * <= 2. The order and its items go to 7 CANCELADO with a history row and a cancel event (type 7). The status
 * is re-checked by the UPDATE itself, so a concurrent ERP status change cannot be overwritten.
 */
export async function cancelPedido(ctx: AppContext, user: AuthUser, id: number): Promise<Pedido> {
  const h = await findPedidoHeader(ctx.db, user, byId(id));
  if (!h) throw notFound();
  const refuse = (statusId: number) =>
    businessWarning(MSG.orderNotCancellable(h.pedido.ref, statusDesc(statusId)));
  if (h.pedido.statusId > ORDER_CANCELLABLE_MAX_STATUS) throw refuse(h.pedido.statusId);
  const now = ctx.clock();
  const done = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(pedidos)
      .set({ statusId: ORDER_STATUS.CANCELADO, modifiedDate: now })
      .where(and(eq(pedidos.id, id), lte(pedidos.statusId, ORDER_CANCELLABLE_MAX_STATUS)))
      .returning({ id: pedidos.id });
    if (updated.length === 0) return false;
    await tx
      .update(pedidoItens)
      .set({ statusId: ORDER_STATUS.CANCELADO })
      .where(eq(pedidoItens.pedidoId, id));
    await liberarReservas(tx as unknown as Db, id);
    await tx.insert(pedidoStatusHistorico).values({
      pedidoId: id,
      statusId: ORDER_STATUS.CANCELADO,
      observacao: 'Pedido cancelado pelo portal.',
      usuarioId: user.id,
      createdDate: now,
    });
    await recordEvent(
      { db: tx as unknown as Db, clock: ctx.clock },
      {
        eventosTiposId: EVENT_TYPES.PEDIDO_CANCELADO,
        clienteId: h.pedido.clienteId,
        filialId: h.pedido.unidadeId,
        createdBy: user.id,
      },
    );
    await notifyStatusChange(tx as unknown as Db, {
      pedidoId: id,
      statusId: ORDER_STATUS.CANCELADO,
      at: now,
      publicUrl: ctx.config.publicUrl,
    });
    return true;
  });
  if (!done) {
    const [current] = await ctx.db
      .select({ statusId: pedidos.statusId })
      .from(pedidos)
      .where(eq(pedidos.id, id));
    throw refuse(current?.statusId ?? h.pedido.statusId);
  }
  const pedido = await findPedido(ctx.db, user, byId(id), ctx.clock());
  if (!pedido) throw notFound();
  return pedido;
}
