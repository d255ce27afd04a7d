import { isCountedUm } from '@portal/shared/pedido-rules';
import type { BatchResult, ProdutoItem } from '@portal/shared/schemas/integracao';
import { produtoBusca } from '../db/produto-busca';
import { produtoCategorias, produtos } from '../db/schema';
import {
  BatchCounter,
  BatchErrors,
  ERP_MSG,
  ErpKeys,
  inTransaction,
  syncLinks,
  upsertRow,
  type ErpContext,
} from './common';
import { resolvePreco, writePreco, type ResolvedPreco } from './upsert-precos';

/** Products by sku, with their categories (by ERP code) and prices per unit/table/customer. */
export async function upsertProdutos(ctx: ErpContext, itens: ProdutoItem[]): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const keys = new ErpKeys(db);
    const errors = new BatchErrors();
    const resolved: { categorias?: number[]; precos: ResolvedPreco[] }[] = [];
    for (const [i, it] of itens.entries()) {
      const r: (typeof resolved)[number] = { precos: [] };
      if (it.categorias) {
        r.categorias = [];
        for (const [j, codigo] of it.categorias.entries()) {
          const id = await keys.categoria(codigo);
          if (!id) errors.item(i, `categorias.${j}`, ERP_MSG.categoryNotFound);
          else r.categorias.push(id);
        }
      }
      for (const [j, p] of (it.precos ?? []).entries()) {
        const preco = await resolvePreco(keys, p, errors, `itens.${i}.precos.${j}`);
        if (preco) r.precos.push(preco);
      }
      resolved.push(r);
    }
    errors.throwIfAny();

    const counter = new BatchCounter();
    const now = ctx.clock();
    for (const [i, it] of itens.entries()) {
      const r = resolved[i];
      const fields = {
        descricao: it.descricao,
        nome: it.nome,
        um: it.um,
        peso: it.peso,
        quantMin: it.quantMin,
        // A counted unit rounds to FATOR_MULTI: a multiple kept from a measured unit goes.
        multiplo: isCountedUm(it.um) ? null : it.multiplo,
        ncm: it.ncm,
        ativo: it.ativo,
        ...produtoBusca(it),
      };
      const row = await upsertRow(
        db,
        produtos,
        [produtos.sku],
        {
          sku: it.sku,
          descricao: it.descricao,
          nome: it.nome ?? null,
          um: it.um,
          peso: it.peso,
          quantMin: it.quantMin ?? 1,
          multiplo: isCountedUm(it.um) ? null : (it.multiplo ?? null),
          ncm: it.ncm ?? null,
          ativo: it.ativo ?? true,
          busca: fields.busca,
          buscaNome: fields.buscaNome,
          buscaVersao: fields.buscaVersao,
          createdDate: now,
        },
        fields,
        { touch: { modifiedDate: now } },
      );
      let outcome = row.outcome;
      const id = row.id;
      if (r.categorias) {
        const link = {
          table: produtoCategorias,
          owner: produtoCategorias.produtoId,
          target: produtoCategorias.categoriaId,
        };
        if ((await syncLinks(db, link, id, r.categorias)) && outcome === 'unchanged') outcome = 'updated';
      }
      for (const p of r.precos) {
        const o = await writePreco(db, id, p);
        if (o !== 'unchanged' && outcome === 'unchanged') outcome = 'updated';
      }
      counter.count(outcome);
    }
    return counter.result();
  });
}
