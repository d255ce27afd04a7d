// Helpers of the manager's product services.
import { eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { Db } from '../../db/client';
import { produtos } from '../../db/schema';
import { notFound } from '../../http/errors';

/**
 * The catalogue's search text (design: code, name, description and weight, upper-cased; served by
 * the produtos_busca_trgm index). Written on every manager save so the catalogue finds the product
 * by what the manager typed.
 */
export function produtoBusca(p: { sku: string; nome?: string | null; descricao: string; peso: number }): string {
  return [p.sku, p.nome ?? '', p.descricao, String(p.peso)].join(' ').replace(/\s+/g, ' ').trim().toUpperCase();
}

export async function loadProduto(db: Db, id: number) {
  const [p] = await db.select().from(produtos).where(eq(produtos.id, id)).limit(1);
  if (!p) throw notFound(MSG.productIdInvalid(String(id)));
  return p;
}
