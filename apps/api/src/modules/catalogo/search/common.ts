// What every path of the catalogue search shares: the request, the limits that choose a path, the
// ranking and text tests, and the catalogue and category probes. Every row source is aliased `p`
// with the produtos columns.
import { sql, type SQL } from 'drizzle-orm';
import { normalizarBusca, palavraBuscada } from '@portal/shared/busca';
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
  multiplo: number | null;
}

export interface ProdutoSearchParams {
  clienteId: number;
  unidadeId: number;
  /** The text typed (searchWords and codeText make of it the words and the code compared). */
  busca?: string | null;
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

/**
 * The words of the search, normalised as the products' `busca` is (normalizarBusca: no accents,
 * upper-cased, numbers apart from units, in the singular); at most 8, so a pasted paragraph stays
 * cheap. Every one must be in `busca`.
 */
export function searchWords(busca: string | null | undefined): string[] {
  return normalizarBusca(busca).slice(0, 8);
}

/** The text as typed, upper-cased, its words joined by one space: the code it may be, and the prefixes. */
export function codeText(busca: string | null | undefined): string {
  return (busca ?? '').toUpperCase().split(/\s+/).filter(Boolean).slice(0, 8).join(' ');
}

export interface Search extends ProdutoSearchParams {
  db: Executor;
  limits: ProdutoSearchLimits;
  /** The normalised words (searchWords). */
  words: string[];
  /** The text as typed (codeText): the exact code, and the code and description prefixes of the ranking. */
  text: string;
  prefix: string;
  /** Known to hold more than `smallSet` products: the catalogue, or the category when there is one. */
  largeSet?: boolean;
}

export function newSearch(db: Executor, p: ProdutoSearchParams, limits: ProdutoSearchLimits): Search {
  const text = codeText(p.busca);
  return { ...p, db, limits, words: searchWords(p.busca), text, prefix: `${escapeLike(text)}%` };
}

export const ORDER = sql`upper(p.descricao) collate "C", p.id`;
export const OUT = sql`p.id, p.sku, p.um, p.peso::float8 as peso, p.descricao, p.quant_min as "quantMin", p.multiplo::float8 as multiplo`;
export const NARROW = sql`p.id, p.sku, p.um, p.peso, p.descricao, p.quant_min, p.multiplo, p.busca_nome`;
export const COLS = sql`${NARROW}, p.ativo, p.busca`;

/** Every word in the name and description (busca_nome): ranked before the products found by code or weight. */
export function nameTest(s: Search): SQL {
  return s.words.length
    ? sql.join(
        s.words.map((w) => sql`strpos(p.busca_nome, ${palavraBuscada(w)}) > 0`),
        sql` and `,
      )
    : sql`true`;
}

/**
 * Relevance: the exact code (1); then every word in the name (4 + n), then the rest (8 + n), each
 * in the earlier order n: codes starting with the text (1), descriptions starting with it (2), the
 * rest (3).
 */
export const tier = (s: Search) =>
  sql`case when p.sku = ${s.text} then 0 when ${nameTest(s)} then 4 else 8 end
    + case when p.sku like ${s.prefix} then 1 when upper(p.descricao) like ${s.prefix} then 2 else 3 end`;
/** The ranking (without a text, the description order alone). */
export const rank = (s: Search) => (s.text ? sql`${tier(s)}, ${ORDER}` : ORDER);

/**
 * Active, and every word at the start of a word of busca (palavraBuscada): LIKE (trigram index) for
 * `indexed`, strpos for the rest.
 */
export function textTest(s: Search, indexed: string[] = []): SQL {
  const parts = s.words.map((w) =>
    indexed.includes(w)
      ? sql`p.busca like ${`%${escapeLike(palavraBuscada(w))}%`}`
      : sql`strpos(p.busca, ${palavraBuscada(w)}) > 0`,
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
export const product = ({
  id,
  sku,
  um,
  peso,
  descricao,
  quantMin,
  multiplo,
}: ProdutoSearchRow): ProdutoSearchRow => ({ id, sku, um, peso, descricao, quantMin, multiplo });
