import { and, asc, gt, ne, sql } from 'drizzle-orm';
import { normalizarBusca, textoBusca } from '@portal/shared/busca';
import type { Db } from './client';
import { produtos } from './schema';

/**
 * Version of the normalisation behind `busca` and `busca_nome` (packages/shared/busca.ts): a product
 * written with an older one is written again at start (refreshProdutoBusca, db/client.ts). Raise it
 * whenever normalizarBusca or the texts below change.
 */
export const PRODUTO_BUSCA_VERSAO = 2;

interface ProdutoTexto {
  sku: string;
  nome?: string | null;
  descricao: string;
  peso: number;
}

/**
 * The catalogue's search texts of a product, normalised by normalizarBusca (accents removed,
 * upper-cased, numbers split from units, words in the singular) and written by textoBusca (after one
 * space, so a typed word is looked for at the start of a word): `busca` holds code, name,
 * description and weight in kg (served by the produtos_busca_trgm index), `buscaNome` the name and
 * description alone (the search ranks first the products with every typed word there). Every
 * writer of produtos uses it: the seed, the ERP upsert and the manager's product screen.
 */
export function produtoBusca(p: ProdutoTexto): { busca: string; buscaNome: string; buscaVersao: number } {
  const nome = normalizarBusca(`${p.nome ?? ''} ${p.descricao}`);
  return {
    busca: textoBusca([...normalizarBusca(p.sku), ...nome, ...normalizarBusca(`${p.peso} KG`)]),
    buscaNome: textoBusca(nome),
    buscaVersao: PRODUTO_BUSCA_VERSAO,
  };
}

/**
 * Rewrites the search texts of the products written with an older normalisation (after the
 * migrations, at start), a thousand at a time in id order: one statement reads them, one writes
 * them. Idempotent, so nodes starting together only repeat each other's work.
 */
export async function refreshProdutoBusca(db: Db): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: produtos.id,
        sku: produtos.sku,
        nome: produtos.nome,
        descricao: produtos.descricao,
        peso: produtos.peso,
      })
      .from(produtos)
      .where(and(gt(produtos.id, after), ne(produtos.buscaVersao, PRODUTO_BUSCA_VERSAO)))
      .orderBy(asc(produtos.id))
      .limit(1000);
    if (rows.length === 0) return done;
    const texts = rows.map((r) => ({ id: r.id, ...produtoBusca({ ...r, peso: Number(r.peso) }) }));
    await db.execute(sql`
      update produtos p set busca = t.busca, busca_nome = t."buscaNome", busca_versao = ${PRODUTO_BUSCA_VERSAO}
      from json_to_recordset(${JSON.stringify(texts)}::json) as t(id int, busca text, "buscaNome" text)
      where p.id = t.id`);
    done += rows.length;
    after = rows[rows.length - 1].id;
  }
}
