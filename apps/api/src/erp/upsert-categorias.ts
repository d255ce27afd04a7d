import type { BatchResult, CategoriaItem } from '@portal/shared/schemas/integracao';
import { categorias } from '../db/schema';
import { BatchCounter, inTransaction, upsertRow, type ErpContext } from './common';

/** Product categories by ERP code. */
export async function upsertCategorias(ctx: ErpContext, itens: CategoriaItem[]): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const counter = new BatchCounter();
    for (const it of itens) {
      const r = await upsertRow(
        db,
        categorias,
        [categorias.erpCodigo],
        { erpCodigo: it.erpCodigo, descricao: it.descricao },
        { descricao: it.descricao },
      );
      counter.count(r.outcome);
    }
    return counter.result();
  });
}
