// GET /produtos/{id}: the product of the manager (docs/product/gestor-crm-vendas.md §3 Product) with its
// categories and the stored picture's entity tag.
import { asc, eq, sql } from 'drizzle-orm';
import type { ProdutoGestor, ProdutoImagemInfo } from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { categorias, produtoCategorias, produtoImagens } from '../../db/schema';
import { loadProduto } from './common';

/** The picture's address, versioned by its entity tag (the GET answers with a day of caching). */
export const imagemUrl = (produtoId: number, etag: string) => `/api/produtos/${produtoId}/imagem?v=${etag}`;

export async function findProdutoImagemInfo(db: Db, produtoId: number): Promise<ProdutoImagemInfo | null> {
  const [img] = await db
    .select({
      etag: produtoImagens.etag,
      contentType: produtoImagens.contentType,
      tamanho: sql<number>`octet_length(${produtoImagens.dados})::int`,
      updatedDate: produtoImagens.updatedDate,
    })
    .from(produtoImagens)
    .where(eq(produtoImagens.produtoId, produtoId))
    .limit(1);
  if (!img) return null;
  return {
    url: imagemUrl(produtoId, img.etag),
    etag: img.etag,
    contentType: img.contentType,
    tamanho: Number(img.tamanho),
    updatedDate: img.updatedDate.toISOString(),
  };
}

export async function findProdutoGestor(db: Db, id: number): Promise<ProdutoGestor> {
  const p = await loadProduto(db, id);
  const [cats, imagem] = await Promise.all([
    db
      .select({ id: categorias.id, role: categorias.role, descricao: categorias.descricao })
      .from(produtoCategorias)
      .innerJoin(categorias, eq(categorias.id, produtoCategorias.categoriaId))
      .where(eq(produtoCategorias.produtoId, id))
      .orderBy(asc(categorias.descricao), asc(categorias.id)),
    findProdutoImagemInfo(db, id),
  ]);
  return {
    produtoId: p.id,
    produtoSku: p.sku,
    produtoDesc: p.descricao,
    produtoUM: p.um,
    produtoPeso: p.peso,
    produtoQuantMin: p.quantMin,
    produtoMultiplo: p.multiplo,
    ativo: p.ativo,
    categorias: cats,
    imagem,
    createdDate: p.createdDate.toISOString(),
    modifiedDate: p.modifiedDate ? p.modifiedDate.toISOString() : null,
  };
}
