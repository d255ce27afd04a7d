// Path 3's reading in order: a walk of produtos_descricao_ordem over a bounded number of products.
import { sql, type SQL } from 'drizzle-orm';
import { runSql } from '../../../db/statements';
import { COLS, ORDER, OUT, product, type ProdutoSearchRow, type Rows, type Search } from './common';

/**
 * The first `n` products passing `test` in description order, by a walk of produtos_descricao_ordem
 * (within `range`, a prefix of it) over at most `walk` active products: the walk is the subquery's
 * output order, so the outer LIMIT stops it at n, and the catalogue is probed (a scalar subquery in
 * a CASE, never turned into a hash of the whole catalogue) only for the products passing `test`.
 * The budget's last product always comes back, as a marker: null when the walk reached it with
 * fewer than n found (it gave up).
 */
export async function walk(s: Search, n: number, range: SQL | null, test: SQL): Promise<Rows | null> {
  const budget = s.limits.walk;
  const inSet = sql.join(
    [
      sql`(select 1 from catalogo_cliente cc where cc.cliente_id = ${s.clienteId} and cc.unidade_id = ${s.unidadeId} and cc.produto_id = p.id limit 1) is not null`,
      ...(s.categoriaId
        ? [
            sql`(select 1 from produto_categorias pc where pc.produto_id = p.id and pc.categoria_id = ${s.categoriaId} limit 1) is not null`,
          ]
        : []),
    ],
    sql` and `,
  );
  const rows = await runSql<ProdutoSearchRow & { pos: number; hit: boolean }>(
    s.db,
    sql`select ${OUT}, p.pos, p.hit from (
          select p.*, case when ${test} then ${inSet} else false end as hit
          from (
            select ${COLS}, upper(p.descricao) collate "C" as k, (row_number() over (order by ${ORDER}))::int as pos
            from produtos p where p.ativo ${range ? sql`and ${range}` : sql``} order by ${ORDER} limit ${budget}
          ) p
        ) p
        where p.hit or p.pos = ${budget}
        order by p.k, p.id limit ${n + 1}`,
  );
  const hits = rows.filter((r) => r.hit);
  if (hits.length < n && rows.some((r) => r.pos === budget)) return null;
  return hits.slice(0, n).map(product);
}
