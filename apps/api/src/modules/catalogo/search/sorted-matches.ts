// Path 1 (a selective text, through the trigram index over its rarest words) and the sort that the
// other paths fall back to: every match of a condition an index serves, sorted.
import { sql, type SQL } from 'drizzle-orm';
import { runSql } from '../../../db/statements';
import { NARROW, OUT, probes, product, tier, type ProdutoSearchRow, type Rows, type Search } from './common';

/**
 * Every product matching `where` (a condition an index serves), sorted by relevance (`ranked`) or
 * by description, then probed against the catalogue in that order until `n` are found (the outer
 * ORDER BY repeats the subquery's, so the probes stop there). With a `cap`, null when more than
 * `cap` products match: the match is planned for all its rows (a MATERIALIZED CTE) and read lazily
 * up to the cap, so a text that turns out common costs the cap.
 */
export async function sortedSet(
  s: Search,
  n: number,
  where: SQL,
  ranked: boolean,
  cap: number | null,
): Promise<Rows | null> {
  const withTier = ranked && !!s.text;
  const order = (q: SQL) => (withTier ? sql`${q}t, ${q}k, ${q}id` : sql`${q}k, ${q}id`);
  const sorted = (from: SQL, gate: SQL) =>
    sql`select ${OUT} from (
        select p.*, ${withTier ? tier(s) : sql`3`} as t, upper(p.descricao) collate "C" as k from ${from} where ${gate} order by ${order(sql``)}
      ) p ${probes(s)}
      order by ${order(sql`p.`)} limit ${n}`;
  if (cap === null) return runSql<ProdutoSearchRow>(s.db, sorted(sql`produtos p`, where));
  const rows = await runSql<ProdutoSearchRow & { total: number }>(
    s.db,
    sql`with m as materialized (select ${NARROW} from produtos p where ${where}),
        c as materialized (select * from m limit ${cap + 1})
        select n.total, r.* from (select count(*)::int as total from c) n
        left join lateral (${sorted(sql`c p`, sql`n.total <= ${cap}`)}) r on true`,
  );
  if (Number(rows[0]?.total ?? 0) > cap) return null;
  return rows.filter((r) => r.id !== null).map(product);
}
