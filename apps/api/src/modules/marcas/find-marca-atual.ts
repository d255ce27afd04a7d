import { asc, desc, eq, sql } from 'drizzle-orm';
import { MARCA_PADRAO, marcaAssetUrl } from '@portal/shared/marcas';
import type { Marca } from '@portal/shared/schemas/marcas';
import { marcas } from '../../db/schema';
import type { AppContext } from '../../context';

type MarcaRow = typeof marcas.$inferSelect;

function toMarca(row: MarcaRow): Marca {
  return {
    sku: row.sku,
    nome: row.nome,
    razaoSocial: row.razaoSocial,
    duasLogos: row.duasLogos,
    ajudaLogin: row.ajudaLogin,
    logoEsquerdaAlt: row.logoEsquerdaAlt,
    logoDireitaAlt: row.logoDireitaAlt,
    logoEsquerda: marcaAssetUrl(row.logoEsquerda),
    logoDireita: marcaAssetUrl(row.logoDireita),
    loginFundo: marcaAssetUrl(row.loginFundo),
    loginCabecalho: marcaAssetUrl(row.loginCabecalho),
    cadastroCabecalho: marcaAssetUrl(row.cadastroCabecalho),
    favicon: marcaAssetUrl(row.favicon),
  };
}

/** Host name without port, lower-cased ('Loja.Exemplo.com.br:443' -> 'loja.exemplo.com.br'). */
export function normalizeHost(host: string | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '');
}

/**
 * The brand of this deployment (docs/product/portal-cliente.md §1): the BRAND setting (a brand sku) when set;
 * otherwise the brand whose `hosts` list has the request's host name (several brands on one deployment);
 * otherwise the default brand (`padrao`), and the built-in default when the table has none.
 */
export async function findMarcaAtual(ctx: AppContext, host?: string): Promise<Marca> {
  const { db, config } = ctx;
  if (config.BRAND) {
    const [row] = await db.select().from(marcas).where(eq(marcas.sku, config.BRAND)).limit(1);
    if (row) return toMarca(row);
  }
  const hostname = normalizeHost(host);
  if (hostname) {
    const [row] = await db
      .select()
      .from(marcas)
      .where(sql`exists (select 1 from unnest(${marcas.hosts}) h where lower(h) = ${hostname})`)
      .orderBy(asc(marcas.id))
      .limit(1);
    if (row) return toMarca(row);
  }
  const [fallback] = await db.select().from(marcas).orderBy(desc(marcas.padrao), asc(marcas.id)).limit(1);
  return fallback ? toMarca(fallback) : MARCA_PADRAO;
}
