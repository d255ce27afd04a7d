// Path 3: a common (or short, or empty) text over a large catalogue, read in ranking order.
import { sql, type SQL } from 'drizzle-orm';
import { PRODUTO_FILTER_LIMIT } from '@portal/shared/schemas/catalogo';
import { runSql } from '../../../db/statements';
import {
  nameTest,
  OUT,
  probes,
  rank,
  textTest,
  type ProdutoSearchRow,
  type Rows,
  type Search,
} from './common';
import { walk } from './description-walk';
import { inSmallSet } from './small-set';
import { sortedSet } from './sorted-matches';

/**
 * A common (or short, or empty) text over a large catalogue: the exact code, then the products with
 * every word in the name (busca_nome), then the others; within each of those two parts, codes
 * starting with the text (a range of produtos_sku_prefixo, ranked when at most `candidates`),
 * descriptions starting with it (a range of produtos_descricao_ordem) and the other matches in
 * description order, each read in order and stopped at 60. When a walk gives up (a catalogue or
 * category that is small or far in the order, matches rare or far in the order), the small
 * catalogue or category read whole gives the whole answer; else the matches of that part are sorted.
 */
export async function rankedCommon(s: Search): Promise<Rows> {
  const out: Rows = [];
  const need = () => PRODUTO_FILTER_LIMIT - out.length;
  let whole: Rows | null = null;
  /** The first n of `test` in description order (null: `whole` holds the answer). */
  const inOrder = async (
    n: number,
    range: SQL | null,
    test: SQL,
    indexed: SQL | null,
  ): Promise<Rows | null> => {
    const walked = await walk(s, n, range, test);
    if (walked) return walked;
    whole = await inSmallSet(s, PRODUTO_FILTER_LIMIT, textTest(s), rank(s));
    if (whole) return null;
    // A large catalogue: every match (through the trigram index, else a scan of the products) sorted.
    return sortedSet(s, n, indexed ? sql`${indexed} and ${test}` : test, false, null);
  };
  const all = textTest(s);
  if (!s.text) return (await inOrder(need(), null, all, null)) ?? whole ?? [];

  const [exact] = await runSql<ProdutoSearchRow>(
    s.db,
    sql`select ${OUT} from produtos p ${probes(s)} where p.sku = ${s.text} and ${all}`,
  );
  if (exact) out.push(exact);
  const codes = sql`p.sku like ${s.prefix}`;
  const descriptions = sql`upper(p.descricao) collate "C" like ${s.prefix}`;
  const long = s.words.filter((w) => w.length >= 3);
  for (const part of [nameTest(s), sql`not (${nameTest(s)})`]) {
    if (need() <= 0) break;
    const test = sql`p.sku <> ${s.text} and ${all} and ${part}`;
    // Codes starting with the text, by description; when more than `candidates`, walked in order.
    const ranked = await sortedSet(s, need(), sql`${codes} and ${test}`, false, s.limits.candidates);
    if (ranked) out.push(...ranked);
    else {
      const others = sql`${codes} and ${test}`;
      const rows = await inOrder(need(), null, others, others);
      if (!rows) return whole ?? [];
      out.push(...rows);
    }
    if (need() > 0) {
      const rows = await inOrder(
        need(),
        descriptions,
        sql`not ${codes} and ${test}`,
        sql`p.ativo and ${descriptions}`,
      );
      if (!rows) return whole ?? [];
      out.push(...rows);
    }
    if (need() > 0) {
      const rest = sql`not (p.sku like ${s.prefix} or upper(p.descricao) like ${s.prefix}) and ${test}`;
      const rows = await inOrder(need(), null, rest, long.length ? textTest(s, long) : null);
      if (!rows) return whole ?? [];
      out.push(...rows);
    }
  }
  return out;
}
