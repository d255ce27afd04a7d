import { and, asc, eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { ClienteNovoResponse } from '@portal/shared/schemas/registro';
import { clientes } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { AppContext } from '../../context';

/** A CPF/CNPJ as stored: letters and digits only, upper-cased (alphanumeric CNPJ from 2026). */
export const normalizeCgc = (value: string | undefined) =>
  (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * GET /clientes/novo?cgc (public, docs/product/portal-cliente.md §7): whether a company is known by its CNPJ,
 * with its name for the registration form to show; 404 when it is not. Nothing else of the customer (code,
 * store, address) goes to an anonymous caller.
 */
export async function findClienteNovo(
  ctx: AppContext,
  cgcParam: string | undefined,
): Promise<ClienteNovoResponse> {
  const cgc = normalizeCgc(cgcParam);
  if (!cgc) throw badRequest(MSG.cgcRequired);
  if (cgc.length > 14) throw notFound();
  const [c] = await ctx.db
    .select({ cgc: clientes.cgc, razao: clientes.razao })
    .from(clientes)
    .where(and(eq(clientes.cgc, cgc), eq(clientes.entrega, false)))
    .orderBy(asc(clientes.id))
    .limit(1);
  if (!c) throw notFound();
  return { cgc: c.cgc ?? cgc, razao: c.razao };
}
