// What every path of the catalogue search shares: the request, the limits that choose a path, the
// ranking and text tests, and the catalogue and category probes. Every row source is aliased `p`
// with the produtos columns.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/statements';
import { escapeLike } from '../../../lib/sql';

/** A product found by the search, before its prices, categories and picture. */
export interface ProdutoSearchRow {
  id: number;
  sku: string;
  um: string;
  peso: number;
  descricao: string;
  quantMin: number;
}

export interface ProdutoSearchParams {
  clienteId: number;
  unidadeId: number;
  words: string[];
  categoriaId?: number;
}

/**
 * Sizes that choose between the paths of produtoSearchRows (exported so the tests can drive every
 * path over the small demo catalogue).
 */
export interface ProdutoSearchLimits {
  /** Text matches up to this many are ranked directly. */
  candidates: number;
  /** Products walked in description order before the walk gives up for a sort of every match. */
  walk: number;
  /** A category, or a catalogue the walk did not serve, up to this size is read whole by key. */
  smallSet: number;
}
export const PRODUTO_SEARCH_LIMITS: ProdutoSearchLimits = { candidates: 1000, walk: 2000, smallSet: 20_000 };

/** Upper-cased words of the search (at most 8, so a pasted paragraph stays cheap). */
export function searchWords(busca: string | null | undefined): string[] {
  return (busca ?? '').toUpperCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

export interface Search extends ProdutoSearchParams {
  db: Executor;
  limits: ProdutoSearchLimits;
  /** The words joined: the code and description prefixes of the ranking. */
  text: string;
  prefix: string;
  /** Known to hold more than `smallSet` products: the catalogue, or the category when there is one. */
  largeSet?: boolean;
}

export function newSearch(db: Executor, p: ProdutoSearchParams, limits: ProdutoSearchLimits): Search {
  const text = p.words.join(' ');
  return { ...p, db, limits, text, prefix: `${escapeLike(text)}%` };
}

export const ORDER = sql`upper(p.descricao) collate "C", p.id`;
export const OUT = sql`p.id, p.sku, p.um, p.peso::float8 as peso, p.descricao, p.quant_min as "quantMin"`;
export const NARROW = sql`p.id, p.sku, p.um, p.peso, p.descricao, p.quant_min`;
export const COLS = sql`${NARROW}, p.ativo, p.busca`;

/** Relevance: the exact code, codes starting with the text, descriptions starting with it, the rest. */
export const tier = (s: Search) =>
  sql`case when p.sku = ${s.text} then 0 when p.sku like ${s.prefix} then 1 when upper(p.descricao) like ${s.prefix} then 2 else 3 end`;
/** The ranking (without a text, the description order alone). */
export const rank = (s: Search) => (s.text ? sql`${tier(s)}, ${ORDER}` : ORDER);

/** Active, and every word somewhere in busca: LIKE (trigram index) for `indexed`, strpos for the rest. */
export function textTest(s: Search, indexed: string[] = []): SQL {
  const parts = s.words.map((w) =>
    indexed.includes(w) ? sql`p.busca like ${`%${escapeLike(w)}%`}` : sql`strpos(p.busca, ${w}) > 0`,
  );
  return sql.join([sql`p.ativo`, ...parts], sql` and `);
}

/**
 * The customer's catalogue (and the category) as a probe of the primary key per candidate row: a
 * LATERAL subquery is never turned around, so a catalogue synced after the last ANALYZE (the planner
 * then believes it empty) cannot make the catalogue drive the query.
 */
export const catalogueProbe = (s: Search) =>
  sql`cross join lateral (select 1 from catalogo_cliente cc where cc.cliente_id = ${s.clienteId} and cc.unidade_id = ${s.unidadeId} and cc.produto_id = p.id limit 1) cc`;
const categoryProbe = (s: Search) =>
  s.categoriaId
    ? sql`cross join lateral (select 1 from produto_categorias pc where pc.produto_id = p.id and pc.categoria_id = ${s.categoriaId} limit 1) pc`
    : sql``;
export const probes = (s: Search) => sql`${catalogueProbe(s)} ${categoryProbe(s)}`;

export type Rows = ProdutoSearchRow[];
export const product = ({ id, sku, um, peso, descricao, quantMin }: ProdutoSearchRow): ProdutoSearchRow => ({
  id,
  sku,
  um,
  peso,
  descricao,
  quantMin,
});
