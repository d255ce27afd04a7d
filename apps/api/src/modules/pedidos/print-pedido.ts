import { desc, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { marcas } from '../../db/schema';
import { renderPedidoPdf } from '../../documents/pedido-pdf';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { byId, findPedido } from './find-pedido';

/** GET /api/pedidos/{id}/impressao: the order as a PDF, under the configured brand (BRAND) or the default one. */
export async function printPedido(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<{ pdf: Buffer; filename: string }> {
  const pedido = await findPedido(ctx.db, user, byId(id), ctx.clock());
  if (!pedido) throw notFound();
  const brands = await ctx.db
    .select({ sku: marcas.sku, nome: marcas.nome, razaoSocial: marcas.razaoSocial })
    .from(marcas)
    .where(or(eq(marcas.padrao, true), eq(marcas.sku, ctx.config.BRAND ?? '')))
    .orderBy(desc(sql`${marcas.sku} = ${ctx.config.BRAND ?? ''}`), desc(marcas.padrao))
    .limit(1);
  const brand = brands[0] ?? { nome: 'Portal B2B', razaoSocial: 'Portal B2B' };
  const pdf = await renderPedidoPdf(pedido, brand, ctx.clock());
  return { pdf, filename: `pedido-${pedido.ref}.pdf` };
}
