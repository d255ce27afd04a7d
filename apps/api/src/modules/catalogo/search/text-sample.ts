// Path 1's choice: which words of the text the trigram index serves, from the sample of `busca`
// that ANALYZE keeps for the planner.
import { sql } from 'drizzle-orm';
import { palavraBuscada } from '@portal/shared/busca';
import { cachedStatement, type Executor } from '../../../db/statements';
import type { ProdutoSearchLimits } from './common';

/**
 * The sample of `busca` that ANALYZE keeps for the planner (pg_stats), with the table's row count;
 * null before any ANALYZE (PGlite never runs one on its own). Read again every five minutes.
 */
interface TextSample {
  rows: number;
  values: string[];
}
const SAMPLE_TTL_MS = 5 * 60_000;
const samples = new WeakMap<Executor, { at: number; sample: Promise<TextSample | null> }>();

const sampleStatement = cachedStatement<never>(
  () =>
    sql`select c.reltuples::float8 as rows, s.histogram_bounds::text::text[] as "values"
        from pg_stats s
        join pg_namespace ns on ns.nspname = s.schemaname
        join pg_class c on c.relnamespace = ns.oid and c.relname = s.tablename
        where s.schemaname = current_schema() and s.tablename = 'produtos' and s.attname = 'busca'`,
  { prepared: false },
);

export function textSample(db: Executor): Promise<TextSample | null> {
  const now = Date.now();
  const cached = samples.get(db);
  if (cached && now - cached.at < SAMPLE_TTL_MS) return cached.sample;
  const sample = sampleStatement<{ rows: number; values: string[] | null }>(db, {})
    .then(([row]) =>
      row?.values && row.values.length >= 20 && row.rows > 0
        ? { rows: Number(row.rows), values: row.values }
        : null,
    )
    .catch(() => null);
  samples.set(db, { at: now, sample });
  return sample;
}

/**
 * Which words go to the trigram index: with the ANALYZE sample, none when the whole text is in
 * enough of the sample to match several times `candidates` products (the ranked matches would give
 * up; the prefix ranges and the walk serve it), else the rarest word and every word in at most a
 * fifth of the sample; a word present in most products ('MODELO') would only make the index read
 * long posting lists, so it is checked on the candidates. Without the sample, every word of three
 * letters or more (shorter ones have no trigram).
 */
export function indexWords(
  words: string[],
  sample: TextSample | null,
  limits: ProdutoSearchLimits,
): string[] {
  const long = words.filter((w) => w.length >= 3);
  if (long.length === 0 || !sample) return long;
  const n = sample.values.length;
  const all = sample.values.filter((v) => words.every((w) => v.includes(palavraBuscada(w)))).length;
  if ((all / n) * sample.rows > 5 * limits.candidates) return [];
  const ranked = long
    .map((w) => ({ w, hits: sample.values.filter((v) => v.includes(palavraBuscada(w))).length }))
    .sort((a, b) => a.hits - b.hits);
  return ranked.filter((r, i) => i === 0 || r.hits <= n / 5).map((r) => r.w);
}
