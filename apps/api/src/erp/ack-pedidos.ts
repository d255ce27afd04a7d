import { eq, sql } from 'drizzle-orm';
import type { PedidoAckItem } from '@portal/shared/schemas/integracao';
import { pedidos } from '../db/schema';
import { BatchErrors, ErpKeys, findBatchPedidos, inTransaction, type ErpContext } from './common';

/**
 * Acknowledges orders taken from the feed: they leave it. Idempotent: the first acknowledgement
 * date is kept, and acknowledging again only updates the ERP number when one is sent.
 */
export async function ackPedidos(ctx: ErpContext, itens: PedidoAckItem[]): Promise<{ confirmados: number }> {
  return inTransaction(ctx, async (db) => {
    const keys = new ErpKeys(db);
    const errors = new BatchErrors();
    const ids = (await findBatchPedidos(keys, errors, itens)).map((p) => p?.id ?? 0);
    errors.throwIfAny();
    const now = ctx.clock();
    for (const [i, it] of itens.entries()) {
      await db
        .update(pedidos)
        .set({
          erpAckDate: sql`coalesce(${pedidos.erpAckDate}, ${now.toISOString()}::timestamptz)`,
          ...(it.erpNumero ? { erpNumero: it.erpNumero } : {}),
        })
        .where(eq(pedidos.id, ids[i]));
    }
    return { confirmados: new Set(ids).size };
  });
}
