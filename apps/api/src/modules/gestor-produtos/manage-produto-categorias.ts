// POST /produtos/categoria and DELETE /produtos/categoria {pk, fk}: the manager adds or removes one
// category of a product per call (docs/product/gestor-crm-vendas.md §2.10 Categorias).
import { and, eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { AppContext } from '../../context';
import { categorias, produtoCategorias, produtos } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { loadProduto } from './common';
import { isUniqueViolation } from '../../lib/sql';

const touch = (ctx: Pick<AppContext, 'db' | 'clock'>, id: number) =>
  ctx.db.update(produtos).set({ modifiedDate: ctx.clock() }).where(eq(produtos.id, id));

export async function addProdutoCategoria(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  produtoId: number,
  categoriaId: number,
): Promise<void> {
  await loadProduto(ctx.db, produtoId);
  const [cat] = await ctx.db
    .select({ id: categorias.id })
    .from(categorias)
    .where(eq(categorias.id, categoriaId))
    .limit(1);
  if (!cat) throw notFound(MSG.userLinkTargetNotFound);
  try {
    await ctx.db.insert(produtoCategorias).values({ produtoId, categoriaId });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.productCategoryExists);
    throw err;
  }
  await touch(ctx, produtoId);
}

export async function removeProdutoCategoria(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  produtoId: number,
  categoriaId: number,
): Promise<void> {
  await loadProduto(ctx.db, produtoId);
  const deleted = await ctx.db
    .delete(produtoCategorias)
    .where(and(eq(produtoCategorias.produtoId, produtoId), eq(produtoCategorias.categoriaId, categoriaId)))
    .returning({ id: produtoCategorias.categoriaId });
  if (deleted.length === 0) throw notFound();
  await touch(ctx, produtoId);
}
