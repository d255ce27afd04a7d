import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PRODUTO_FILTER_LIMIT, type Produto } from '@portal/shared/schemas/catalogo';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { catalogoCliente, categorias, precos, produtoCategorias, produtoImagens, produtos, tabelasPreco } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { escapeLike } from '../clientes/search-clientes-erp';
import { resolveClienteUnidadeById } from '../clientes/resolve-cliente-unidade';
import { ensureCatalogo } from './sync-catalogo';

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

/**
 * The search over the customer's catalogue at the unit (exported for EXPLAIN in the performance
 * check): products in the catalogue (primary-key probe), every word an ILIKE over `busca`.
 */
export function produtoSearchQuery(db: Db, p: { clienteId: number; unidadeId: number; words: string[]; categoriaId?: number }) {
  const text = p.words.join(' ');
  const conditions: (SQL | undefined)[] = [
    sql`exists (select 1 from ${catalogoCliente} cc where cc.cliente_id = ${p.clienteId} and cc.unidade_id = ${p.unidadeId} and cc.produto_id = ${produtos.id})`,
    eq(produtos.ativo, true),
    ...p.words.map((w) => ilike(produtos.busca, `%${escapeLike(w)}%`)),
  ];
  if (p.categoriaId) {
    conditions.push(sql`exists (select 1 from ${produtoCategorias} pc where pc.produto_id = ${produtos.id} and pc.categoria_id = ${p.categoriaId})`);
  }
  // Relevance: the exact code, then codes starting with the text, then descriptions starting with
  // it; then by description. Plain string tests: a per-row trigram similarity would cost more than
  // the search itself when a short text matches most of the catalogue.
  const order: SQL[] = text
    ? [
        sql`case when ${produtos.sku} = ${text} then 0 when ${produtos.sku} like ${`${escapeLike(text)}%`} then 1
          when upper(${produtos.descricao}) like ${`${escapeLike(text)}%`} then 2 else 3 end`,
      ]
    : [];
  return db
    .select({
      id: produtos.id,
      sku: produtos.sku,
      um: produtos.um,
      peso: produtos.peso,
      descricao: produtos.descricao,
      quantMin: produtos.quantMin,
    })
    .from(produtos)
    .where(and(...conditions))
    .orderBy(...order, asc(produtos.descricao), asc(produtos.id))
    .limit(PRODUTO_FILTER_LIMIT);
}

/**
 * POST /produtos/filter: the customer's synced catalogue at the unit (synced first when it never
 * was), every word of the search matching `busca` (code, name, description, weight; ILIKE served by
 * the produtos_busca_trgm GIN index), optionally one category. At most 60, the exact code first,
 * then code prefix, then description prefix, then by description.
 */
export async function searchProdutos(ctx: Pick<AppContext, 'db' | 'clock'>, user: AuthUser, q: ProdutoSearch): Promise<Produto[]> {
  const { db } = ctx;
  const { cliente, unidade } = await resolveClienteUnidadeById(db, user, q.clienteId, q.filialId);
  await ensureCatalogo(ctx, cliente.id, unidade.id);

  const rows = await produtoSearchQuery(db, { clienteId: cliente.id, unidadeId: unidade.id, words: searchWords(q.busca), categoriaId: q.categoriaId });
  if (rows.length === 0) return [];

  const ids = rows.map((r) => r.id);
  const [tables, prices, cats, pictures] = await Promise.all([
    db
      .select({ id: tabelasPreco.id, sku: tabelasPreco.sku, descricao: tabelasPreco.descricao, ativo: tabelasPreco.ativo })
      .from(tabelasPreco)
      .where(eq(tabelasPreco.unidadeId, unidade.id))
      .orderBy(asc(tabelasPreco.id)),
    db
      .select({ produtoId: precos.produtoId, tabelaPrecoId: precos.tabelaPrecoId, clienteId: precos.clienteId, valor: precos.valor })
      .from(precos)
      .where(and(inArray(precos.produtoId, ids), eq(precos.unidadeId, unidade.id), or(isNull(precos.clienteId), eq(precos.clienteId, cliente.id)))),
    db
      .select({ produtoId: produtoCategorias.produtoId, id: categorias.id, descricao: categorias.descricao })
      .from(produtoCategorias)
      .innerJoin(categorias, eq(categorias.id, produtoCategorias.categoriaId))
      .where(inArray(produtoCategorias.produtoId, ids))
      .orderBy(asc(categorias.descricao)),
    db.select({ produtoId: produtoImagens.produtoId, etag: produtoImagens.etag }).from(produtoImagens).where(inArray(produtoImagens.produtoId, ids)),
  ]);
  const pictureEtag = new Map(pictures.map((p) => [p.produtoId, p.etag]));
  // The customer's negotiated price wins over the unit's general one.
  const priceOf = new Map<string, number>();
  for (const p of prices) {
    const key = `${p.produtoId}:${p.tabelaPrecoId}`;
    if (p.clienteId !== null || !priceOf.has(key)) priceOf.set(key, p.valor);
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
      return { id: t.id, sku: t.sku, descricao: t.descricao, valor: valor ?? 0, ativo: t.ativo && valor !== undefined };
    }),
  }));
}
