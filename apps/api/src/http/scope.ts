import { and, eq, or, sql, type SQL } from 'drizzle-orm';
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

/**
 * One statement per access rule of clienteAccessCondition (manager: every client; seller; customer),
 * built once each with the user id as a slot of the statement: `build` receives the condition over
 * `clientes` for a given user-id slot. The returned function picks the caller's.
 */
export function perAccessRule<S>(build: (access: (uid: SQL) => SQL) => S): (user: AuthUser) => S {
  const asUser = (uid: SQL, role: 'ROLE_CLIENTE' | 'ROLE_VENDEDOR') =>
    ({ id: uid as unknown as number, role, roles: [role], sessionId: '' }) satisfies AuthUser;
  const manager = build(() => sql`true`);
  const seller = build((uid) => clienteAccessCondition(asUser(uid, 'ROLE_VENDEDOR')));
  const customer = build((uid) => clienteAccessCondition(asUser(uid, 'ROLE_CLIENTE')));
  return (user) => (isManager(user) ? manager : user.roles.includes('ROLE_VENDEDOR') ? seller : customer);
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
