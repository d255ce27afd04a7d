// Path 3: a common (or short, or empty) text over a large catalogue, read in ranking order.
import { sql, type SQL } from 'drizzle-orm';
import { PRODUTO_FILTER_LIMIT } from '@portal/shared/schemas/catalogo';
import { runSql } from '../../../db/statements';
import { OUT, probes, rank, textTest, type ProdutoSearchRow, type Rows, type Search } from './common';
import { walk } from './description-walk';
import { inSmallSet } from './small-set';
import { sortedSet } from './sorted-matches';

/**
 * A common (or short, or empty) text over a large catalogue: codes starting with the text (tiers 0
 * and 1: a range of produtos_sku_prefixo, ranked when at most `candidates`), descriptions starting
 * with it (tier 2: a range of produtos_descricao_ordem) and the other matches in description order,
 * each read in order and stopped at 60. When a walk gives up (a catalogue or category that is small
 * or far in the order, matches rare or far in the order), the small catalogue or category read whole
 * gives the whole answer; else the matches of that part are sorted.
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
  const test = textTest(s);
  if (s.text) {
    const codes = sql`p.sku like ${s.prefix}`;
    const ranked = await sortedSet(
      s,
      PRODUTO_FILTER_LIMIT,
      sql`${codes} and ${test}`,
      true,
      s.limits.candidates,
    );
    if (ranked) out.push(...ranked);
    else {
      // More codes than `candidates` start with the text: the exact code, then those codes in order.
      const [exact] = await runSql<ProdutoSearchRow>(
        s.db,
        sql`select ${OUT} from produtos p ${probes(s)} where p.sku = ${s.text} and ${test}`,
      );
      if (exact) out.push(exact);
      const others = sql`${codes} and p.sku <> ${s.text} and ${test}`;
      const rows = await inOrder(need(), null, others, others);
      if (!rows) return whole ?? [];
      out.push(...rows);
    }
    if (need() > 0) {
      const descriptions = sql`upper(p.descricao) collate "C" like ${s.prefix}`;
      const notCodes = sql`not ${codes} and ${test}`;
      const rows = await inOrder(need(), descriptions, notCodes, sql`p.ativo and ${descriptions}`);
      if (!rows) return whole ?? [];
      out.push(...rows);
    }
  }
  if (need() > 0) {
    const rest = s.text
      ? sql`not (p.sku like ${s.prefix} or upper(p.descricao) like ${s.prefix}) and ${test}`
      : test;
    const long = s.words.filter((w) => w.length >= 3);
    const rows = await inOrder(need(), null, rest, long.length ? textTest(s, long) : null);
    if (!rows) return whole ?? [];
    out.push(...rows);
  }
  return out;
}
