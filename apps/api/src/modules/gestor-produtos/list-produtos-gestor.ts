// GET /produtos/gestor/filter?q&page&rows: the products list of the manager
// (docs/product/gestor-crm-vendas.md §2.9). Every word, normalised as `busca` is (normalizarBusca), must
// appear in it (code, name, description, weight; LIKE served by the produtos_busca_trgm GIN index); a number
// also finds the id. Paged in id order (the primary key serves the order, so a page of 300 000 products costs
// an index range, not a sort); also sorted by id or code (the unique sku index), ascending or descending.
import { and, count, eq, like, or, type SQL } from 'drizzle-orm';
import { normalizarBusca } from '@portal/shared/busca';
import type { Paged } from '@portal/shared/schemas/common';
import type { ProdutoListItem, ProdutosGestorFilterQuery } from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { produtos } from '../../db/schema';
import { escapeLike, ordered, pagesOf } from '../../lib/sql';

export function produtoGestorCondition(q: string | undefined): SQL | undefined {
  const words = normalizarBusca(q).slice(0, 8);
  if (words.length === 0) return undefined;
  const text = and(...words.map((w) => like(produtos.busca, `%${escapeLike(w)}%`)));
  return /^\d{1,9}$/.test(q!.trim()) ? or(eq(produtos.id, Number(q!.trim())), text) : text;
}

export async function listProdutosGestor(
  db: Db,
  q: ProdutosGestorFilterQuery,
): Promise<Paged<ProdutoListItem>> {
  const where = produtoGestorCondition(q.q);
  const order =
    q.sort === 'sku' ? [ordered(produtos.sku, q.dir)] : [ordered(produtos.id, q.sort ? q.dir : 'asc')];
  const [[{ rows }], items] = await Promise.all([
    db.select({ rows: count() }).from(produtos).where(where),
    db
      .select({
        produtoId: produtos.id,
        produtoSku: produtos.sku,
        produtoDesc: produtos.descricao,
        produtoUM: produtos.um,
        produtoPeso: produtos.peso,
        produtoQuantMin: produtos.quantMin,
        produtoMultiplo: produtos.multiplo,
        ativo: produtos.ativo,
      })
      .from(produtos)
      .where(where)
      .orderBy(...order)
      .limit(q.rows)
      .offset((q.page - 1) * q.rows),
  ]);
  return { page: q.page, pages: pagesOf(rows, q.rows), rows, items };
}
