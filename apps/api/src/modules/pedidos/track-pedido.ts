import { desc, eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { RastreioResponse } from '@portal/shared/schemas/integracao';
import type { AppContext } from '../../context';
import { notasFiscais, pedidoItemUpdates, pedidoItens } from '../../db/schema';
import { fetchTracking } from '../../erp/tracking-client';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { byId, findPedidoHeader } from './find-pedido';

const normalizeKey = (key: string | null | undefined) => (key ?? '').replace(/\s/g, '').toUpperCase();

/** The NF-e keys of an order: its invoices (newest first), then the keys of its item updates. */
export async function pedidoNfeKeys(ctx: Pick<AppContext, 'db'>, pedidoId: number): Promise<string[]> {
  const [notas, updates] = await Promise.all([
    ctx.db
      .select({ chave: notasFiscais.chave })
      .from(notasFiscais)
      .where(eq(notasFiscais.pedidoId, pedidoId))
      .orderBy(desc(notasFiscais.emissao)),
    ctx.db
      .select({ chave1: pedidoItemUpdates.chave1, chave2: pedidoItemUpdates.chave2 })
      .from(pedidoItemUpdates)
      .innerJoin(pedidoItens, eq(pedidoItens.id, pedidoItemUpdates.pedidoItemId))
      .where(eq(pedidoItens.pedidoId, pedidoId))
      .orderBy(desc(pedidoItemUpdates.datacad), desc(pedidoItemUpdates.id)),
  ]);
  const keys = [...notas.map((n) => n.chave), ...updates.flatMap((u) => [u.chave1, u.chave2])]
    .map(normalizeKey)
    .filter(Boolean);
  return [...new Set(keys)];
}

/**
 * GET /api/pedidos/{id}/rastreio?chave (docs/product/portal-cliente.md §2 Orders, tracking dialog): the
 * carriers' tracking of an invoice of the order, from the configured tracking service (TRACKING_URL; by
 * default the portal's simulated one). Only who may see the order may track it (else 404), and only by one of
 * the order's own NF-e keys (another key is 404, so the route cannot be used to probe other invoices).
 * Without a key the latest invoice's key is used; an order without any answers `success: false`
 * with 'Chave NF-E não informada.'.
 */
export async function trackPedido(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  chave: string | undefined,
): Promise<RastreioResponse> {
  const h = await findPedidoHeader(ctx.db, user, byId(id));
  if (!h) throw notFound();
  const keys = await pedidoNfeKeys(ctx, id);
  const wanted = normalizeKey(chave);
  const key = wanted || keys[0];
  if (!key) return { success: false, message: MSG.nfeKeyMissing };
  if (!keys.includes(key)) throw notFound();
  return fetchTracking(ctx, key);
}
