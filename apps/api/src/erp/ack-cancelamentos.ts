import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@portal/shared/constants';
import type { PedidoCancelAckItem } from '@portal/shared/schemas/integracao';
import { pedidos } from '../db/schema';
import { BatchErrors, ERP_MSG, ErpKeys, findBatchPedidos, inTransaction, type ErpContext } from './common';

/**
 * The ERP confirms it cancelled its copy of orders taken from the cancellation feed: they leave the
 * feed. Idempotent (the first date is kept); an order that is not cancelled is refused, so a
 * confirmation sent for the wrong order cannot hide a cancellation.
 */
export async function ackCancelamentos(
  ctx: ErpContext,
  itens: PedidoCancelAckItem[],
): Promise<{ confirmados: number }> {
  return inTransaction(ctx, async (db) => {
    const keys = new ErpKeys(db);
    const errors = new BatchErrors();
    const found = await findBatchPedidos(keys, errors, itens);
    found.forEach((p, i) => {
      if (p && p.statusId !== ORDER_STATUS.CANCELADO) errors.item(i, 'ref', ERP_MSG.orderNotCancelled);
    });
    const ids = found.map((p) => p?.id ?? 0);
    errors.throwIfAny();
    const now = ctx.clock();
    for (const id of new Set(ids)) {
      await db
        .update(pedidos)
        .set({
          erpCancelAckDate: sql`coalesce(${pedidos.erpCancelAckDate}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(eq(pedidos.id, id), eq(pedidos.statusId, ORDER_STATUS.CANCELADO)));
    }
    return { confirmados: new Set(ids).size };
  });
}
