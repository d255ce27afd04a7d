import type { BatchResult, UnidadeItem } from '@portal/shared/schemas/integracao';
import { tabelasPreco, unidades } from '../db/schema';
import { BatchCounter, inTransaction, upsertRow, type ErpContext } from './common';

/** Units (empresa/filial) and their price tables (sku), upserted by ERP key. */
export async function upsertUnidades(ctx: ErpContext, itens: UnidadeItem[]): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const counter = new BatchCounter();
    for (const it of itens) {
      const fields = {
        descricao: it.descricao,
        uf: it.uf,
        cidade: it.cidade,
        cnpj: it.cnpj,
        ativo: it.ativo,
        // the unit's Pix receiver travels whole (the schema checks the three together)
        pixChave: it.pixChave,
        pixNome: it.pixNome,
        pixCidade: it.pixCidade,
      };
      const unit = await upsertRow(
        db,
        unidades,
        [unidades.empresaCod, unidades.filialCod],
        {
          empresaCod: it.empresa,
          filialCod: it.filial,
          ...fields,
          uf: it.uf ?? null,
          cidade: it.cidade ?? null,
          cnpj: it.cnpj ?? null,
          ativo: it.ativo ?? true,
          pixChave: it.pixChave ?? null,
          pixNome: it.pixNome ?? null,
          pixCidade: it.pixCidade ?? null,
        },
        fields,
      );
      let outcome = unit.outcome;
      for (const tab of it.tabelasPreco ?? []) {
        const tFields = { descricao: tab.descricao, valor: tab.valor, ativo: tab.ativo };
        const t = await upsertRow(
          db,
          tabelasPreco,
          [tabelasPreco.unidadeId, tabelasPreco.sku],
          {
            unidadeId: unit.id,
            sku: tab.sku,
            descricao: tab.descricao,
            valor: tab.valor ?? 0,
            ativo: tab.ativo ?? true,
          },
          tFields,
        );
        if (outcome === 'unchanged' && t.outcome !== 'unchanged') outcome = 'updated';
      }
      counter.count(outcome);
    }
    return counter.result();
  });
}
