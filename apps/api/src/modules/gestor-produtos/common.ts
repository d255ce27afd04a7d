// Helpers of the manager's product services.
import { eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { Db } from '../../db/client';
import { produtos } from '../../db/schema';
import { notFound } from '../../http/errors';

export { produtoBusca } from '../../db/produto-busca';

export async function loadProduto(db: Db, id: number) {
  const [p] = await db.select().from(produtos).where(eq(produtos.id, id)).limit(1);
  if (!p) throw notFound(MSG.productIdInvalid(String(id)));
  return p;
}
