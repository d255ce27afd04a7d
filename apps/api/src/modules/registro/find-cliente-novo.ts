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
 * GET /clientes/novo?cgc (public, spec 01 §7): the known data of a company by its CNPJ, so the
 * registration form fills it; 404 when the company is not known.
 */
export async function findClienteNovo(
  ctx: AppContext,
  cgcParam: string | undefined,
): Promise<ClienteNovoResponse> {
  const cgc = normalizeCgc(cgcParam);
  if (!cgc) throw badRequest(MSG.cgcRequired);
  if (cgc.length > 14) throw notFound();
  const [c] = await ctx.db
    .select()
    .from(clientes)
    .where(and(eq(clientes.cgc, cgc), eq(clientes.entrega, false)))
    .orderBy(asc(clientes.id))
    .limit(1);
  if (!c) throw notFound();
  const endereco = [c.logradouro, c.numero].filter(Boolean).join(', ') || null;
  return {
    codigo: c.codigo,
    loja: c.loja,
    cgc: c.cgc,
    nome: c.razao,
    razao: c.razao,
    endereco,
    logradouro: c.logradouro,
    numero: c.numero,
    complemento: c.complemento,
    bairro: c.bairro,
    cidade: c.cidade,
    uf: c.uf,
    cep: c.cep,
    ramoAtuacao: c.ramoAtuacao,
  };
}
