import { asc, eq, inArray, or } from 'drizzle-orm';
import { onlyDigits } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import type { SyncVendedorClientesResponse } from '@portal/shared/schemas/clientes';
import type { Db } from '../../db/client';
import { clientes, usuarioClientes, usuarios } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { toClienteEntities } from './find-clientes';
import { findUnidadeByErpKeys } from './resolve-cliente-unidade';

/**
 * POST /sync/padrao/vendedor/clientes: re-reads the seller's portfolio from the ERP-owned data
 * (customers it serves, clientes.vendedor_id, plus the ones linked to the user) and reports the
 * records the ERP left incomplete: a customer without a unit or without a tax id cannot be
 * served by the portal, so each one becomes an error of the spec's 'Atenção!' dialog. The
 * customers are still listed (the selection screen shows NENHUM for a missing tax id).
 */
export async function syncVendedorClientes(
  db: Db,
  user: AuthUser,
  q: { empresa: string; filial: string; cgc?: string },
): Promise<SyncVendedorClientesResponse> {
  await findUnidadeByErpKeys(db, q.empresa, q.filial);
  if (q.cgc) {
    const [me] = await db
      .select({ cpf: usuarios.cpf })
      .from(usuarios)
      .where(eq(usuarios.id, user.id))
      .limit(1);
    if (onlyDigits(q.cgc) !== onlyDigits(me?.cpf ?? '')) throw forbidden();
  }
  const linked = db
    .select({ id: usuarioClientes.clienteId })
    .from(usuarioClientes)
    .where(eq(usuarioClientes.usuarioId, user.id));
  const rows = await db
    .select()
    .from(clientes)
    .where(or(eq(clientes.vendedorId, user.id), inArray(clientes.id, linked)))
    .orderBy(asc(clientes.razao), asc(clientes.codigo));
  const data = await toClienteEntities(db, rows);
  const errors: { errorMessage: string }[] = [];
  for (const c of data) {
    if (c.unidades.length === 0) errors.push({ errorMessage: MSG.syncClientNoUnit(c.codigo, c.loja) });
    if (!onlyDigits(c.cgc)) errors.push({ errorMessage: MSG.syncClientNoTaxId(c.codigo, c.loja) });
  }
  return { data, errors };
}
