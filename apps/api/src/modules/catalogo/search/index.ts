// The catalogue search (POST /api/produtos/filter). produtoSearchRows chooses one of the paths that
// give the same answer at different costs; each path is a file of this folder:
//   text-sample.ts       which words the trigram index serves (the ANALYZE sample)
//   sorted-matches.ts    1. a selective text: every match through the trigram index, ranked
//   small-set.ts         2. a category or a small catalogue read whole by key
//   common-text.ts       3. code prefix, description prefix and description-order walk
//                           (description-walk.ts), each stopped at 60
import { and, eq, sql } from 'drizzle-orm';
import { aplicarSinonimos } from '@portal/shared/busca';
import type { EstoqueUnidade } from '@portal/shared/estoque';
import { PRODUTO_FILTER_LIMIT, type Produto } from '@portal/shared/schemas/catalogo';
import type { AppContext } from '../../../context';
import { catalogoCliente } from '../../../db/schema';
import { cachedStatement, type Executor } from '../../../db/statements';
import type { AuthUser } from '../../../http/auth';
import { resolveClienteUnidadeById } from '../../clientes';
import { estoqueJson, lerEstoque } from '../../estoques';
import { sinonimosAtuais } from '../../sinonimos';
import { ensureCatalogo } from '../sync-catalogo';
import {
  newSearch,
  PRODUTO_SEARCH_LIMITS,
  rank,
  searchWords,
  textTest,
  type ProdutoSearchLimits,
  type ProdutoSearchParams,
  type Rows,
} from './common';
import { rankedCommon } from './common-text';
import { correctedText } from './correct-words';
import { inSmallSet } from './small-set';
import { sortedSet } from './sorted-matches';
import { indexWords, textSample } from './text-sample';

export {
  codeText,
  PRODUTO_SEARCH_LIMITS,
  searchWords,
  type ProdutoSearchLimits,
  type ProdutoSearchParams,
  type ProdutoSearchRow,
} from './common';

export interface ProdutoSearch {
  busca?: string | null;
  categoriaId?: number;
  clienteId: number;
  filialId: number;
}

/** The picture's address carries its ETag, so a new picture is never served from a stale cache. */
export const produtoImagemUrl = (id: number, etag?: string) =>
  `/api/produtos/${id}/imagem${etag ? `?v=${encodeURIComponent(etag.replace(/"/g, ''))}` : ''}`;

/**
 * The search over the customer's catalogue at the unit (exported for the load benchmark and the
 * performance check): active products with every word of the text, normalised (searchWords: no
 * accents, upper-cased, numbers apart from units, in the singular), at the start of a word of
 * `busca` (code, name, description, weight, normalised alike, so a plain substring test of
 * palavraBuscada: 'cal' is not found in EUCALIPTO), optionally in one
 * category; at most 60, ranked: the exact code, then the products with every word in the name and
 * description (busca_nome), then the rest; within each, codes starting with the text, descriptions
 * starting with it, then by description (upper-cased, in code-point order, the same on PGlite and
 * PostgreSQL) and id. The paths give the same answer at different costs:
 * 1. a selective text: the trigram index over its rarest words, every match ranked (at most
 *    `candidates` of them);
 * 2. a category of at most `smallSet` products: read whole by key and ranked;
 * 3. otherwise the exact code, then for the name matches and then the others, the code and
 *    description prefix ranges and a walk in description order, each stopped at 60 (rankedCommon).
 */
export async function produtoSearchRows(
  db: Executor,
  p: ProdutoSearchParams,
  limits: ProdutoSearchLimits = PRODUTO_SEARCH_LIMITS,
): Promise<Rows> {
  const s = newSearch(db, p, limits);
  const indexed = indexWords(s.words, await textSample(db), limits);
  if (indexed.length) {
    const rows = await sortedSet(s, PRODUTO_FILTER_LIMIT, textTest(s, indexed), true, limits.candidates);
    if (rows) return rows;
  }
  // A category is usually small: read it whole before walking the catalogue.
  const inCategory = p.categoriaId ? await inSmallSet(s, PRODUTO_FILTER_LIMIT, textTest(s), rank(s)) : null;
  return inCategory ?? (await rankedCommon(s));
}

/**
 * The unit's price tables and the products' prices, categories and pictures in one statement;
 * prepared: its plan (each part by the product ids' index) does not depend on the values, and
 * planning it cost as much as running it (1.6 ms each for 60 products).
 */
const detailsStatement = cachedStatement<'unidadeId' | 'clienteId' | 'ids'>(
  (v) => sql`select
      (select coalesce(json_agg(json_build_object('id', t.id, 'sku', t.sku, 'descricao', t.descricao, 'ativo', t.ativo) order by t.id), '[]')
        from tabelas_preco t where t.unidade_id = ${v.unidadeId}) as tables,
      (select coalesce(json_agg(json_build_object('produtoId', pr.produto_id, 'tabelaPrecoId', pr.tabela_preco_id, 'clienteId', pr.cliente_id, 'valor', pr.valor)), '[]')
        from precos pr
        where pr.produto_id = any(${v.ids}::int[]) and pr.unidade_id = ${v.unidadeId} and (pr.cliente_id is null or pr.cliente_id = ${v.clienteId})) as prices,
      (select coalesce(json_agg(json_build_object('produtoId', pc.produto_id, 'id', pc.categoria_id, 'descricao', c.descricao) order by c.descricao), '[]')
        from produto_categorias pc
        cross join lateral (select c.descricao from categorias c where c.id = pc.categoria_id limit 1) c
        where pc.produto_id = any(${v.ids}::int[])) as cats,
      (select coalesce(json_agg(json_build_object('produtoId', i.produto_id, 'etag', i.etag)), '[]')
        from produto_imagens i where i.produto_id = any(${v.ids}::int[])) as pictures,
      (select coalesce(json_agg(json_build_object('produtoId', x.id,
          'estoque', ${estoqueJson(sql`x.id`, v.unidadeId)})), '[]')
        from unnest(${v.ids}::int[]) as x(id)) as stock`,
);

interface Details {
  tables: { id: number; sku: string; descricao: string; ativo: boolean }[];
  prices: { produtoId: number; tabelaPrecoId: number; clienteId: number | null; valor: number }[];
  cats: { produtoId: number; id: number; descricao: string }[];
  pictures: { produtoId: number; etag: string }[];
  stock: { produtoId: number; estoque: EstoqueUnidade | null }[];
}

/**
 * POST /produtos/filter: the customer's synced catalogue at the unit (synced first when it never
 * was), searched by produtoSearchRows. At most 60: the exact code first, then every word in the
 * name, then the rest (each by code prefix, description prefix, description); a text holding a
 * synonym's term (the managers' list, aplicarSinonimos) adds the products of the substituted text
 * after those. A text that finds nothing is searched again corrected (correctedText: a typo), and
 * `corrigida` says so.
 */
export async function searchProdutos(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: AuthUser,
  q: ProdutoSearch,
): Promise<{ produtos: Produto[]; corrigida: string | null }> {
  const { db } = ctx;
  const { cliente, unidade } = await resolveClienteUnidadeById(db, user, q.clienteId, q.filialId);
  const { rows, corrigida } = await searchCatalogo(
    ctx,
    { clienteId: cliente.id, unidadeId: unidade.id },
    { busca: q.busca, categoriaId: q.categoriaId },
  );
  if (rows.length === 0) return { produtos: [], corrigida: null };
  return { produtos: await withDetails(db, cliente.id, unidade.id, rows), corrigida };
}

/**
 * The catalogue search of searchProdutos for a client and unit already resolved (their access
 * checked by the caller): the rows found, in the search's order, before their prices, and the
 * corrected text when the typed one found nothing. Also the quick order's search of a line that
 * names a product.
 */
export async function searchCatalogo(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  alvo: { clienteId: number; unidadeId: number },
  q: { busca?: string | null; categoriaId?: number },
): Promise<{ rows: Rows; corrigida: string | null }> {
  const { db } = ctx;
  const params = { ...alvo, busca: q.busca, categoriaId: q.categoriaId };
  let rows = await produtoSearchRows(db, params);
  let corrigida: string | null = null;
  if (rows.length === 0) {
    // Nothing found may be a catalogue never synced at this unit: sync it, then search again.
    const [synced] = await db
      .select({ one: sql<number>`1` })
      .from(catalogoCliente)
      .where(
        and(eq(catalogoCliente.clienteId, alvo.clienteId), eq(catalogoCliente.unidadeId, alvo.unidadeId)),
      )
      .limit(1);
    if (!synced) {
      await ensureCatalogo(ctx, alvo.clienteId, alvo.unidadeId);
      rows = await produtoSearchRows(db, params);
    }
  }
  // The trade's words the managers taught the search: the products of the substituted text after these.
  const trocada = q.busca ? aplicarSinonimos(searchWords(q.busca), await sinonimosAtuais(db)) : null;
  if (trocada && rows.length < PRODUTO_FILTER_LIMIT) {
    const seen = new Set(rows.map((r) => r.id));
    const more = await produtoSearchRows(db, { ...params, busca: trocada.join(' ') });
    rows = [...rows, ...more.filter((r) => !seen.has(r.id))].slice(0, PRODUTO_FILTER_LIMIT);
  }
  if (rows.length === 0) {
    corrigida = await correctedText(db, q.busca);
    if (corrigida) rows = await produtoSearchRows(db, { ...params, busca: corrigida });
    if (rows.length === 0) return { rows: [], corrigida: null };
  }
  return { rows, corrigida };
}

/**
 * Found products with the unit's price tables and each product's prices (the customer's negotiated
 * price wins over the unit's general one), categories and picture, read in one statement; in the
 * order of `rows`. Shared by the search and the customer's recent purchases.
 */
export async function withDetails(
  db: Executor,
  clienteId: number,
  unidadeId: number,
  rows: Rows,
): Promise<Produto[]> {
  if (rows.length === 0) return [];
  const ids = `{${rows.map((r) => r.id).join(',')}}`;
  const [{ tables, prices, cats, pictures, stock }] = await detailsStatement<Details>(db, {
    unidadeId,
    clienteId,
    ids,
  });
  const pictureEtag = new Map(pictures.map((p) => [p.produtoId, p.etag]));
  const stockOf = new Map(stock.map((e) => [e.produtoId, lerEstoque(e.estoque)]));
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
    produtoMultiplo: r.multiplo,
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
    estoque: stockOf.get(r.id) ?? null,
  }));
}
