import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { produtoImagens } from '../../db/schema';

export interface ProdutoImagem {
  contentType: string;
  dados: Buffer;
  etag: string;
}

/** The stored picture of a product, or null. */
export async function findProdutoImagem(db: Db, produtoId: number): Promise<ProdutoImagem | null> {
  const [row] = await db
    .select({
      contentType: produtoImagens.contentType,
      dados: produtoImagens.dados,
      etag: produtoImagens.etag,
    })
    .from(produtoImagens)
    .where(eq(produtoImagens.produtoId, produtoId))
    .limit(1);
  return row ?? null;
}

/** True when an If-None-Match header names this entity tag (strong or weak, list or *). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .includes(`"${etag}"`);
}
