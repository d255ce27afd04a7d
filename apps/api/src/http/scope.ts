import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientes, usuarioClientes } from '../db/schema';
import { isManager, type AuthUser } from './auth';
import { forbidden, notFound } from './errors';

/**
 * Object-level access: a customer acts for the clients linked to it, a seller for its linked
 * clients and the ones it serves in the ERP, managers for all. A wrong owner gets 404 so that ids
 * of other companies are not confirmed.
 */
export function clienteAccessCondition(user: AuthUser) {
  const linked = sql`exists (select 1 from ${usuarioClientes} uc where uc.cliente_id = ${clientes.id} and uc.usuario_id = ${user.id})`;
  if (user.roles.includes('ROLE_VENDEDOR')) return or(linked, eq(clientes.vendedorId, user.id))!;
  return linked;
}

export async function canActForCliente(db: Db, user: AuthUser, clienteId: number): Promise<boolean> {
  if (isManager(user)) return true;
  const rows = await db
    .select({ id: clientes.id })
    .from(clientes)
    .where(and(eq(clientes.id, clienteId), clienteAccessCondition(user)))
    .limit(1);
  return rows.length > 0;
}

export async function assertClienteAccess(db: Db, user: AuthUser, clienteId: number): Promise<void> {
  if (!(await canActForCliente(db, user, clienteId))) throw notFound();
}

/** Finds the client by its ERP keys and checks the caller may act for it. */
export async function clienteByErpKeys(db: Db, user: AuthUser, codigo: string, loja: string) {
  const [row] = await db
    .select()
    .from(clientes)
    .where(and(eq(clientes.codigo, codigo), eq(clientes.loja, loja)))
    .limit(1);
  if (!row) throw notFound();
  if (!(await canActForCliente(db, user, row.id))) throw notFound();
  return row;
}

export function assertSelfOrManager(user: AuthUser, userId: number) {
  if (user.id !== userId && !isManager(user)) throw forbidden();
}
