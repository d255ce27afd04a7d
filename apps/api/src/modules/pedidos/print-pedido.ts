import type { AppContext } from '../../context';
import { loadDocumentBrand } from '../../documents/document-brand';
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
  const brand = await loadDocumentBrand(ctx.db, ctx.config.BRAND);
  const pdf = await renderPedidoPdf(pedido, brand, ctx.clock());
  return { pdf, filename: `pedido-${pedido.ref}.pdf` };
}
