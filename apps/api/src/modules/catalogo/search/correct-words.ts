// Typo tolerance of the search: a text that finds nothing is corrected word by word from the
// dictionary of the products' words (busca_palavras, written by triggers on produtos) by trigram
// similarity ('cimeto' -> CIMENTO, 'vergalao' -> VERGALHAO, 'argamasa' -> ARGAMASSA).
import { sql } from 'drizzle-orm';
import { runSql, type Executor } from '../../../db/statements';
import { searchWords } from './common';

/** The least trigram similarity of a correction (pg_trgm's `%` serves the index at its 0.3). */
export const CORRECAO_SIMILARIDADE_MINIMA = 0.4;
/** Words the dictionary holds: letters only, four or more (shorter ones are codes, units, grades). */
const CORRIGIVEL = /^[A-Z]{4,}$/;

/**
 * The search text with its unknown words replaced by the closest word of the catalogue, or null
 * when no word needs or has a correction. A word is known when a word of the dictionary starts
 * with it (the search looks for words by their beginning); an unknown one takes the most similar
 * word at CORRECAO_SIMILARIDADE_MINIMA or more (ties by the word). One statement.
 */
export async function correctedText(db: Executor, busca: string | null | undefined): Promise<string | null> {
  const words = searchWords(busca);
  const candidates = [...new Set(words.filter((w) => CORRIGIVEL.test(w)))];
  if (candidates.length === 0) return null;
  const rows = await runSql<{ palavra: string; sugestao: string | null }>(
    db,
    sql`select w.palavra,
          (select b.palavra from busca_palavras b
            where b.palavra % w.palavra and similarity(b.palavra, w.palavra) >= ${CORRECAO_SIMILARIDADE_MINIMA}
            order by similarity(b.palavra, w.palavra) desc, b.palavra limit 1) as sugestao
        from (values ${sql.join(
          candidates.map((c) => sql`(${c}::text)`),
          sql`, `,
        )}) as w(palavra)
        where not exists (select 1 from busca_palavras k where k.palavra like w.palavra || '%')`,
  );
  const fix = new Map(rows.filter((r) => r.sugestao).map((r) => [r.palavra, r.sugestao!]));
  if (fix.size === 0) return null;
  return words.map((w) => fix.get(w) ?? w).join(' ');
}
