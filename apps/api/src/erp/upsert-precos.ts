import { and, eq, isNull } from 'drizzle-orm';
import type { BatchResult, PrecoItem } from '@portal/shared/schemas/integracao';
import { precos } from '../db/schema';
import type { Db } from '../db/client';
import {
  BatchCounter,
  BatchErrors,
  ERP_MSG,
  ErpKeys,
  cents,
  inTransaction,
  type ErpContext,
  type UpsertOutcome,
} from './common';

type PrecoValor = Omit<PrecoItem, 'produtoSku'>;

export interface ResolvedPreco {
  unidadeId: number;
  tabelaPrecoId: number;
  clienteId: number | null;
  valor: number;
  remover: boolean;
}

/** Resolves a price's unit, table and optional customer; errors go to `path.<field>`. */
export async function resolvePreco(
  keys: ErpKeys,
  p: PrecoValor,
  errors: BatchErrors,
  path: string,
): Promise<ResolvedPreco | null> {
  const unit = await keys.unit(p.empresa, p.filial);
  if (!unit) {
    errors.add(`${path}.empresa`, ERP_MSG.unitNotFound);
    return null;
  }
  const tabelaPrecoId = await keys.tabela(unit.id, p.tabela);
  if (!tabelaPrecoId) errors.add(`${path}.tabela`, ERP_MSG.priceTableNotFound);
  let clienteId: number | null = null;
  if ((p.codigo === undefined) !== (p.loja === undefined))
    errors.add(`${path}.${p.codigo === undefined ? 'codigo' : 'loja'}`, ERP_MSG.customerPair);
  else if (p.codigo !== undefined && p.loja !== undefined) {
    clienteId = await keys.cliente(p.codigo, p.loja);
    if (!clienteId) errors.add(`${path}.codigo`, ERP_MSG.customerNotFound);
  }
  if (!tabelaPrecoId) return null;
  return { unidadeId: unit.id, tabelaPrecoId, clienteId, valor: cents(p.valor), remover: p.remover ?? false };
}

/** Writes (or removes) one price of a product; the key is product × table × customer (or none). */
export async function writePreco(db: Db, produtoId: number, p: ResolvedPreco): Promise<UpsertOutcome> {
  const where = and(
    eq(precos.produtoId, produtoId),
    eq(precos.tabelaPrecoId, p.tabelaPrecoId),
    p.clienteId === null ? isNull(precos.clienteId) : eq(precos.clienteId, p.clienteId),
  );
  const [row] = await db
    .select({ id: precos.id, valor: precos.valor, unidadeId: precos.unidadeId })
    .from(precos)
    .where(where)
    .limit(1);
  if (p.remover) {
    if (!row) return 'unchanged';
    await db.delete(precos).where(eq(precos.id, row.id));
    return 'updated';
  }
  if (!row) {
    await db.insert(precos).values({
      produtoId,
      unidadeId: p.unidadeId,
      tabelaPrecoId: p.tabelaPrecoId,
      clienteId: p.clienteId,
      valor: p.valor,
    });
    return 'created';
  }
  if (Number(row.valor) === p.valor && row.unidadeId === p.unidadeId) return 'unchanged';
  await db.update(precos).set({ valor: p.valor, unidadeId: p.unidadeId }).where(eq(precos.id, row.id));
  return 'updated';
}

/** Prices alone (products must exist): the ERP's price-list changes. */
export async function upsertPrecos(ctx: ErpContext, itens: PrecoItem[]): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const keys = new ErpKeys(db);
    const errors = new BatchErrors();
    const resolved: { produtoId: number; preco: ResolvedPreco }[] = [];
    for (const [i, it] of itens.entries()) {
      const produtoId = await keys.produto(it.produtoSku);
      if (!produtoId) errors.item(i, 'produtoSku', ERP_MSG.productNotFound);
      const preco = await resolvePreco(keys, it, errors, `itens.${i}`);
      if (produtoId && preco) resolved.push({ produtoId, preco });
    }
    errors.throwIfAny();
    const counter = new BatchCounter();
    for (const r of resolved) counter.count(await writePreco(db, r.produtoId, r.preco));
    return counter.result();
  });
}
