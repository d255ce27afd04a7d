import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PRODUTO_FILTER_LIMIT, type Produto } from '@portal/shared/schemas/catalogo';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { catalogoCliente } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { resolveClienteUnidadeById } from '../clientes';
import { ensureCatalogo } from './sync-catalogo';
import { escapeLike } from '../../lib/sql';

export interface ProdutoSearch {
  busca?: string | null;
  categoriaId?: number;
  clienteId: number;
  filialId: number;
}

/** Upper-cased words of the search (at most 8, so a pasted paragraph stays cheap). */
export function searchWords(busca: string | null | undefined): string[] {
  return (busca ?? '').toUpperCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

/** The picture's address carries its ETag, so a new picture is never served from a stale cache. */
export const produtoImagemUrl = (id: number, etag?: string) =>
  `/api/produtos/${id}/imagem${etag ? `?v=${encodeURIComponent(etag.replace(/"/g, ''))}` : ''}`;

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

/**
 * The sample of `busca` that ANALYZE keeps for the planner (pg_stats), with the table's row count;
 * null before any ANALYZE (PGlite never runs one on its own). Read again every five minutes.
 */
interface TextSample {
  rows: number;
  values: string[];
}
const SAMPLE_TTL_MS = 5 * 60_000;
const samples = new WeakMap<Db, { at: number; sample: Promise<TextSample | null> }>();

function textSample(db: Db): Promise<TextSample | null> {
  const now = Date.now();
  const cached = samples.get(db);
  if (cached && now - cached.at < SAMPLE_TTL_MS) return cached.sample;
  const sample = db
    .execute(
      sql`select c.reltuples::float8 as rows, s.histogram_bounds::text::text[] as "values"
        from pg_stats s
        join pg_namespace ns on ns.nspname = s.schemaname
        join pg_class c on c.relnamespace = ns.oid and c.relname = s.tablename
        where s.schemaname = current_schema() and s.tablename = 'produtos' and s.attname = 'busca'`,
    )
    .then((res) => {
      const [row] = rowsOf<{ rows: number; values: string[] | null }>(res);
      return row?.values && row.values.length >= 20 && row.rows > 0
        ? { rows: Number(row.rows), values: row.values }
        : null;
    })
    .catch(() => null);
  samples.set(db, { at: now, sample });
  return sample;
}

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/**
 * Which words go to the trigram index: with the ANALYZE sample, none when the whole text is in
 * enough of the sample to match several times `candidates` products (the ranked matches would give
 * up; the prefix ranges and the walk serve it), else the rarest word and every word in at most a
 * fifth of the sample; a word present in most products ('MODELO') would only make the index read
 * long posting lists, so it is checked on the candidates. Without the sample, every word of three
 * letters or more (shorter ones have no trigram).
 */
function indexWords(words: string[], sample: TextSample | null, limits: ProdutoSearchLimits): string[] {
  const long = words.filter((w) => w.length >= 3);
  if (long.length === 0 || !sample) return long;
  const n = sample.values.length;
  const all = sample.values.filter((v) => words.every((w) => v.includes(w))).length;
  if ((all / n) * sample.rows > 5 * limits.candidates) return [];
  const ranked = long
    .map((w) => ({ w, hits: sample.values.filter((v) => v.includes(w)).length }))
    .sort((a, b) => a.hits - b.hits);
  return ranked.filter((r, i) => i === 0 || r.hits <= n / 5).map((r) => r.w);
}

interface Search extends ProdutoSearchParams {
  db: Db;
  limits: ProdutoSearchLimits;
  /** The words joined: the code and description prefixes of the ranking. */
  text: string;
  prefix: string;
  /** Known to hold more than `smallSet` products: the catalogue, or the category when there is one. */
  largeSet?: boolean;
}

/** Every row source below is aliased `p` with the produtos columns. */
const ORDER = sql`upper(p.descricao) collate "C", p.id`;
const OUT = sql`p.id, p.sku, p.um, p.peso::float8 as peso, p.descricao, p.quant_min as "quantMin"`;
const NARROW = sql`p.id, p.sku, p.um, p.peso, p.descricao, p.quant_min`;
const COLS = sql`${NARROW}, p.ativo, p.busca`;

/** Relevance: the exact code, codes starting with the text, descriptions starting with it, the rest. */
const tier = (s: Search) =>
  sql`case when p.sku = ${s.text} then 0 when p.sku like ${s.prefix} then 1 when upper(p.descricao) like ${s.prefix} then 2 else 3 end`;
/** The ranking (without a text, the description order alone). */
const rank = (s: Search) => (s.text ? sql`${tier(s)}, ${ORDER}` : ORDER);

/** Active, and every word somewhere in busca: LIKE (trigram index) for `indexed`, strpos for the rest. */
function textTest(s: Search, indexed: string[] = []): SQL {
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
const catalogueProbe = (s: Search) =>
  sql`cross join lateral (select 1 from catalogo_cliente cc where cc.cliente_id = ${s.clienteId} and cc.unidade_id = ${s.unidadeId} and cc.produto_id = p.id limit 1) cc`;
const categoryProbe = (s: Search) =>
  s.categoriaId
    ? sql`cross join lateral (select 1 from produto_categorias pc where pc.produto_id = p.id and pc.categoria_id = ${s.categoriaId} limit 1) pc`
    : sql``;
const probes = (s: Search) => sql`${catalogueProbe(s)} ${categoryProbe(s)}`;

/** The catalogue products, or the category's when there is one (the other is then probed). */
const driver = (s: Search) =>
  s.categoriaId
    ? sql`select pc.produto_id from produto_categorias pc where pc.categoria_id = ${s.categoriaId}`
    : sql`select cc.produto_id from catalogo_cliente cc where cc.cliente_id = ${s.clienteId} and cc.unidade_id = ${s.unidadeId}`;
/** The driver's products, each fetched by primary key (a LATERAL probe, so never a scan of produtos). */
const driven = (s: Search) =>
  sql`from (${driver(s)}) dp cross join lateral (select ${COLS} from produtos p where p.id = dp.produto_id limit 1) p ${s.categoriaId ? catalogueProbe(s) : sql``}`;

type Rows = ProdutoSearchRow[];
const product = ({ id, sku, um, peso, descricao, quantMin }: ProdutoSearchRow): ProdutoSearchRow => ({
  id,
  sku,
  um,
  peso,
  descricao,
  quantMin,
});

/**
 * Every product matching `where` (a condition an index serves), sorted by relevance (`ranked`) or
 * by description, then probed against the catalogue in that order until `n` are found (the outer
 * ORDER BY repeats the subquery's, so the probes stop there). With a `cap`, null when more than
 * `cap` products match: the match is planned for all its rows (a MATERIALIZED CTE) and read lazily
 * up to the cap, so a text that turns out common costs the cap.
 */
async function sortedSet(
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
  if (cap === null) return rowsOf<ProdutoSearchRow>(await s.db.execute(sorted(sql`produtos p`, where)));
  const rows = rowsOf<ProdutoSearchRow & { total: number }>(
    await s.db.execute(
      sql`with m as materialized (select ${NARROW} from produtos p where ${where}),
        c as materialized (select * from m limit ${cap + 1})
        select n.total, r.* from (select count(*)::int as total from c) n
        left join lateral (${sorted(sql`c p`, sql`n.total <= ${cap}`)}) r on true`,
    ),
  );
  if (Number(rows[0]?.total ?? 0) > cap) return null;
  return rows.filter((r) => r.id !== null).map(product);
}

/**
 * A small catalogue (a negotiated portfolio) or category read whole by primary key: the first `n`
 * of its products passing `test`, in `order`; null when it has more than `smallSet` products (the
 * count stops there).
 */
async function inSmallSet(s: Search, n: number, test: SQL, order: SQL): Promise<Rows | null> {
  if (s.largeSet) return null;
  const small = s.limits.smallSet;
  const rows = rowsOf<ProdutoSearchRow & { total: number }>(
    await s.db.execute(
      sql`with d as (select count(*)::int as total from (${driver(s)} limit ${small + 1}) x)
        select d.total, r.* from d
        left join lateral (
          select ${OUT} ${driven(s)} where d.total <= ${small} and ${test} order by ${order} limit ${n}
        ) r on true`,
    ),
  );
  if (Number(rows[0]?.total ?? 0) > small) {
    s.largeSet = true;
    return null;
  }
  return rows.filter((r) => r.id !== null).map(product);
}

/**
 * The first `n` products passing `test` in description order, by a walk of produtos_descricao_ordem
 * (within `range`, a prefix of it) over at most `walk` active products: the walk is the subquery's
 * output order, so the outer LIMIT stops it at n, and the catalogue is probed (a scalar subquery in
 * a CASE, never turned into a hash of the whole catalogue) only for the products passing `test`.
 * The budget's last product always comes back, as a marker: null when the walk reached it with
 * fewer than n found (it gave up).
 */
async function walk(s: Search, n: number, range: SQL | null, test: SQL): Promise<Rows | null> {
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
  const rows = rowsOf<ProdutoSearchRow & { pos: number; hit: boolean }>(
    await s.db.execute(
      sql`select ${OUT}, p.pos, p.hit from (
          select p.*, case when ${test} then ${inSet} else false end as hit
          from (
            select ${COLS}, upper(p.descricao) collate "C" as k, (row_number() over (order by ${ORDER}))::int as pos
            from produtos p where p.ativo ${range ? sql`and ${range}` : sql``} order by ${ORDER} limit ${budget}
          ) p
        ) p
        where p.hit or p.pos = ${budget}
        order by p.k, p.id limit ${n + 1}`,
    ),
  );
  const hits = rows.filter((r) => r.hit);
  if (hits.length < n && rows.some((r) => r.pos === budget)) return null;
  return hits.slice(0, n).map(product);
}

/**
 * A common (or short, or empty) text over a large catalogue: codes starting with the text (tiers 0
 * and 1: a range of produtos_sku_prefixo, ranked when at most `candidates`), descriptions starting
 * with it (tier 2: a range of produtos_descricao_ordem) and the other matches in description order,
 * each read in order and stopped at 60. When a walk gives up (a catalogue or category that is small
 * or far in the order, matches rare or far in the order), the small catalogue or category read whole
 * gives the whole answer; else the matches of that part are sorted.
 */
async function rankedCommon(s: Search): Promise<Rows> {
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
      const [exact] = rowsOf<ProdutoSearchRow>(
        await s.db.execute(
          sql`select ${OUT} from produtos p ${probes(s)} where p.sku = ${s.text} and ${test}`,
        ),
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

/**
 * The search over the customer's catalogue at the unit (exported for the load benchmark and the
 * performance check): active products with every word somewhere in `busca` (code, name,
 * description, weight; upper-cased on both sides, so a plain substring test), optionally in one
 * category; at most 60, ranked exact code, code prefix, description prefix, then by description
 * (upper-cased, in code-point order, the same on PGlite and PostgreSQL) and id. The paths give the
 * same answer at different costs:
 * 1. a selective text: the trigram index over its rarest words, every match ranked (at most
 *    `candidates` of them);
 * 2. a category of at most `smallSet` products: read whole by key and ranked;
 * 3. otherwise the code and description prefix ranges and a walk in description order, each
 *    stopped at 60 (rankedCommon).
 */
export async function produtoSearchRows(
  db: Db,
  p: ProdutoSearchParams,
  limits: ProdutoSearchLimits = PRODUTO_SEARCH_LIMITS,
): Promise<Rows> {
  const text = p.words.join(' ');
  const s: Search = { ...p, db, limits, text, prefix: `${escapeLike(text)}%` };
  const indexed = indexWords(p.words, await textSample(db), limits);
  if (indexed.length) {
    const rows = await sortedSet(s, PRODUTO_FILTER_LIMIT, textTest(s, indexed), true, limits.candidates);
    if (rows) return rows;
  }
  // A category is usually small: read it whole before walking the catalogue.
  const inCategory = p.categoriaId ? await inSmallSet(s, PRODUTO_FILTER_LIMIT, textTest(s), rank(s)) : null;
  return inCategory ?? (await rankedCommon(s));
}

interface Details {
  tables: { id: number; sku: string; descricao: string; ativo: boolean }[];
  prices: { produtoId: number; tabelaPrecoId: number; clienteId: number | null; valor: number }[];
  cats: { produtoId: number; id: number; descricao: string }[];
  pictures: { produtoId: number; etag: string }[];
}

/**
 * POST /produtos/filter: the customer's synced catalogue at the unit (synced first when it never
 * was), searched by produtoSearchRows. At most 60, the exact code first, then code prefix, then
 * description prefix, then by description.
 */
export async function searchProdutos(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: AuthUser,
  q: ProdutoSearch,
): Promise<Produto[]> {
  const { db } = ctx;
  const { cliente, unidade } = await resolveClienteUnidadeById(db, user, q.clienteId, q.filialId);
  const params = {
    clienteId: cliente.id,
    unidadeId: unidade.id,
    words: searchWords(q.busca),
    categoriaId: q.categoriaId,
  };
  let rows = await produtoSearchRows(db, params);
  if (rows.length === 0) {
    // Nothing found may be a catalogue never synced at this unit: sync it, then search again.
    const [synced] = await db
      .select({ one: sql<number>`1` })
      .from(catalogoCliente)
      .where(and(eq(catalogoCliente.clienteId, cliente.id), eq(catalogoCliente.unidadeId, unidade.id)))
      .limit(1);
    if (synced) return [];
    await ensureCatalogo(ctx, cliente.id, unidade.id);
    rows = await produtoSearchRows(db, params);
    if (rows.length === 0) return [];
  }

  // The unit's price tables and the products' prices, categories and pictures in one statement.
  const ids = `{${rows.map((r) => r.id).join(',')}}`;
  const [{ tables, prices, cats, pictures }] = rowsOf<Details>(
    await db.execute(sql`select
      (select coalesce(json_agg(json_build_object('id', t.id, 'sku', t.sku, 'descricao', t.descricao, 'ativo', t.ativo) order by t.id), '[]')
        from tabelas_preco t where t.unidade_id = ${unidade.id}) as tables,
      (select coalesce(json_agg(json_build_object('produtoId', pr.produto_id, 'tabelaPrecoId', pr.tabela_preco_id, 'clienteId', pr.cliente_id, 'valor', pr.valor)), '[]')
        from precos pr
        where pr.produto_id = any(${ids}::int[]) and pr.unidade_id = ${unidade.id} and (pr.cliente_id is null or pr.cliente_id = ${cliente.id})) as prices,
      (select coalesce(json_agg(json_build_object('produtoId', pc.produto_id, 'id', pc.categoria_id, 'descricao', c.descricao) order by c.descricao), '[]')
        from produto_categorias pc
        cross join lateral (select c.descricao from categorias c where c.id = pc.categoria_id limit 1) c
        where pc.produto_id = any(${ids}::int[])) as cats,
      (select coalesce(json_agg(json_build_object('produtoId', i.produto_id, 'etag', i.etag)), '[]')
        from produto_imagens i where i.produto_id = any(${ids}::int[])) as pictures`),
  );
  const pictureEtag = new Map(pictures.map((p) => [p.produtoId, p.etag]));
  // The customer's negotiated price wins over the unit's general one.
  const priceOf = new Map<string, number>();
  for (const p of prices) {
    const key = `${p.produtoId}:${p.tabelaPrecoId}`;
    if (p.clienteId !== null || !priceOf.has(key)) priceOf.set(key, Number(p.valor));
  }
  return rows.map((r) => ({
    produtoId: r.id,
    produtoSku: r.sku,
    produtoUM: r.um,
    produtoPeso: r.peso,
    produtoDesc: r.descricao,
    produtoQuant: 0,
    produtoQuantMin: r.quantMin,
    categorias: cats.filter((c) => c.produtoId === r.id).map(({ id, descricao }) => ({ id, descricao })),
    imagem: pictureEtag.has(r.id) ? produtoImagemUrl(r.id, pictureEtag.get(r.id)) : null,
    modalidades: tables.map((t) => {
      const valor = priceOf.get(`${r.id}:${t.id}`);
      return {
        id: t.id,
        sku: t.sku,
        descricao: t.descricao,
        valor: valor ?? 0,
        ativo: t.ativo && valor !== undefined,
      };
    }),
  }));
}
