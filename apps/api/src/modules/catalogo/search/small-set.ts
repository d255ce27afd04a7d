// Path 2: a category, or a small catalogue (a negotiated portfolio), read whole by key.
import { sql, type SQL } from 'drizzle-orm';
import { runSql } from '../../../db/statements';
import { catalogueProbe, COLS, OUT, product, type ProdutoSearchRow, type Rows, type Search } from './common';

/** The catalogue products, or the category's when there is one (the other is then probed). */
const driver = (s: Search) =>
  s.categoriaId
    ? sql`select pc.produto_id from produto_categorias pc where pc.categoria_id = ${s.categoriaId}`
    : sql`select cc.produto_id from catalogo_cliente cc where cc.cliente_id = ${s.clienteId} and cc.unidade_id = ${s.unidadeId}`;
/** The driver's products, each fetched by primary key (a LATERAL probe, so never a scan of produtos). */
const driven = (s: Search) =>
  sql`from (${driver(s)}) dp cross join lateral (select ${COLS} from produtos p where p.id = dp.produto_id limit 1) p ${s.categoriaId ? catalogueProbe(s) : sql``}`;

/**
 * A small catalogue (a negotiated portfolio) or category read whole by primary key: the first `n`
 * of its products passing `test`, in `order`; null when it has more than `smallSet` products (the
 * count stops there).
 */
export async function inSmallSet(s: Search, n: number, test: SQL, order: SQL): Promise<Rows | null> {
  if (s.largeSet) return null;
  const small = s.limits.smallSet;
  const rows = await runSql<ProdutoSearchRow & { total: number }>(
    s.db,
    sql`with d as (select count(*)::int as total from (${driver(s)} limit ${small + 1}) x)
        select d.total, r.* from d
        left join lateral (
          select ${OUT} ${driven(s)} where d.total <= ${small} and ${test} order by ${order} limit ${n}
        ) r on true`,
  );
  if (Number(rows[0]?.total ?? 0) > small) {
    s.largeSet = true;
    return null;
  }
  return rows.filter((r) => r.id !== null).map(product);
}
