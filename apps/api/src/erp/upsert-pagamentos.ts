import type {
  BatchResult,
  PagamentoCondicaoItem,
  PagamentoFormaItem,
} from '@portal/shared/schemas/integracao';
import { pagamentoCondicoes, pagamentoFormas } from '../db/schema';
import {
  BatchCounter,
  BatchErrors,
  ERP_MSG,
  ErpKeys,
  inTransaction,
  upsertRow,
  type ErpContext,
} from './common';

/** Payment methods by sku (ANT = advance payment). */
export async function upsertPagamentoFormas(
  ctx: ErpContext,
  itens: PagamentoFormaItem[],
): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const counter = new BatchCounter();
    for (const it of itens) {
      const r = await upsertRow(
        db,
        pagamentoFormas,
        [pagamentoFormas.sku],
        { sku: it.sku, descricao: it.descricao, status: it.status ?? 'L' },
        { descricao: it.descricao, status: it.status },
      );
      counter.count(r.outcome);
    }
    return counter.result();
  });
}

/** Payment conditions by method sku + sku, with their installment days. */
export async function upsertPagamentoCondicoes(
  ctx: ErpContext,
  itens: PagamentoCondicaoItem[],
): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const keys = new ErpKeys(db);
    const errors = new BatchErrors();
    const formaIds: number[] = [];
    for (const [i, it] of itens.entries()) {
      const id = await keys.forma(it.formaSku);
      if (!id) errors.item(i, 'formaSku', ERP_MSG.paymentMethodNotFound);
      formaIds.push(id ?? 0);
    }
    errors.throwIfAny();
    const counter = new BatchCounter();
    for (const [i, it] of itens.entries()) {
      const r = await upsertRow(
        db,
        pagamentoCondicoes,
        [pagamentoCondicoes.pgtoFormaId, pagamentoCondicoes.sku],
        { pgtoFormaId: formaIds[i], sku: it.sku, descricao: it.descricao, parcelasDias: it.parcelasDias },
        { descricao: it.descricao, parcelasDias: it.parcelasDias },
      );
      counter.count(r.outcome);
    }
    return counter.result();
  });
}
