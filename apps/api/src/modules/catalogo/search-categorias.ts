import { asc, sql } from 'drizzle-orm';
import type { Categoria } from '@portal/shared/schemas/catalogo';
import type { Db } from '../../db/client';
import { categorias } from '../../db/schema';
import { escapeLike } from '../../lib/sql';

/** GET /categorias/filter: upper-cased contains over the description (trigram index); empty q = all. */
export async function searchCategorias(db: Db, q: string | undefined): Promise<Categoria[]> {
  const text = (q ?? '').trim().toUpperCase();
  return db
    .select({ id: categorias.id, descricao: categorias.descricao })
    .from(categorias)
    .where(text ? sql`upper(${categorias.descricao}) like ${`%${escapeLike(text)}%`}` : undefined)
    .orderBy(asc(categorias.descricao), asc(categorias.id));
}
