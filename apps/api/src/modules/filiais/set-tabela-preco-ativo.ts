// PUT /filial/{id}/tabelas/{tabelaId} {ativo}: an administrator switches a unit's price table
// (modality) on or off. An inactive table gives no price in the catalogue, so adding its products
// is refused with the no-price-table message (docs/product/portal-cliente.md §4 Cart, §8). Price tables are
// ERP data: the next ERP upsert of the unit that sends `ativo` sets the flag again.
import { and, eq } from 'drizzle-orm';
import type { TabelaPrecoGestor } from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { precos, tabelasPreco } from '../../db/schema';
import { notFound } from '../../http/errors';
import { loadUnidade } from './find-filial';

export async function setTabelaPrecoAtivo(
  db: Db,
  unidadeId: number,
  tabelaId: number,
  ativo: boolean,
): Promise<TabelaPrecoGestor> {
  await loadUnidade(db, unidadeId);
  const [t] = await db
    .update(tabelasPreco)
    .set({ ativo })
    .where(and(eq(tabelasPreco.id, tabelaId), eq(tabelasPreco.unidadeId, unidadeId)))
    .returning();
  if (!t) throw notFound();
  const n = await db.$count(precos, eq(precos.tabelaPrecoId, t.id));
  return { id: t.id, sku: t.sku, descricao: t.descricao, valor: t.valor, ativo: t.ativo, precos: n };
}
