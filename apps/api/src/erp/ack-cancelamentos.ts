import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@portal/shared/constants';
import type { PedidoCancelAckItem } from '@portal/shared/schemas/integracao';
import { pedidos } from '../db/schema';
import { BatchErrors, ERP_MSG, ErpKeys, inTransaction, type ErpContext } from './common';

/**
 * The ERP confirms it cancelled its copy of orders taken from the cancellation feed: they leave the
 * feed. Idempotent (the first date is kept); an order that is not cancelled is refused, so a
 * confirmation sent for the wrong order cannot hide a cancellation.
 */
export async function ackCancelamentos(ctx: ErpContext, itens: PedidoCancelAckItem[]): Promise<{ confirmados: number }> {
  return inTransaction(ctx, async (db) => {
    const keys = new ErpKeys(db);
    const errors = new BatchErrors();
    const ids: number[] = [];
    for (const [i, it] of itens.entries()) {
      const unit = await keys.unit(it.empresa, it.filial);
      if (!unit) {
        errors.item(i, 'empresa', ERP_MSG.unitNotFound);
        continue;
      }
      const p = await keys.pedido(it.ref, unit.id);
      if (!p) errors.item(i, 'ref', ERP_MSG.orderNotFound);
      else if (p.statusId !== ORDER_STATUS.CANCELADO) errors.item(i, 'ref', ERP_MSG.orderNotCancelled);
      ids.push(p?.id ?? 0);
    }
    errors.throwIfAny();
    const now = ctx.clock();
    for (const id of new Set(ids)) {
      await db
        .update(pedidos)
        .set({ erpCancelAckDate: sql`coalesce(${pedidos.erpCancelAckDate}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(pedidos.id, id), eq(pedidos.statusId, ORDER_STATUS.CANCELADO)));
    }
    return { confirmados: new Set(ids).size };
  });
}
