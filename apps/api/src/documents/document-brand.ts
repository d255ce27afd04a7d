import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { marcas } from '../db/schema';
import type { DocumentBrand } from './pdf-common';

/** The brand documents are printed under: the configured one (BRAND) or the default one. */
export async function loadDocumentBrand(db: Db, brandSku: string | undefined): Promise<DocumentBrand> {
  const brands = await db
    .select({ nome: marcas.nome, razaoSocial: marcas.razaoSocial })
    .from(marcas)
    .where(or(eq(marcas.padrao, true), eq(marcas.sku, brandSku ?? '')))
    .orderBy(desc(sql`${marcas.sku} = ${brandSku ?? ''}`), desc(marcas.padrao))
    .limit(1);
  return brands[0] ?? { nome: 'Portal B2B', razaoSocial: 'Portal B2B' };
}
