import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pedidosPadrao } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { findPedidoPadrao } from './find-pedidos-padrao';

/** DELETE /api/pedidos/padrao/{id}: the items go with it (cascade). Another owner's id is 404. */
export async function deletePedidoPadrao(db: Db, user: AuthUser, id: number): Promise<void> {
  if (!(await findPedidoPadrao(db, user, id))) throw notFound();
  await db.delete(pedidosPadrao).where(eq(pedidosPadrao.id, id));
}
