import { sql, type SQL } from 'drizzle-orm';
import { clientes, pedidos, usuarioClientes } from '../../db/schema';
import { isManager, type AuthUser } from '../../http/auth';

/** Which access rule applies to a caller: managers see everything, sellers and customers their clients. */
export type AccessKind = 'manager' | 'seller' | 'customer';

export function accessKind(user: AuthUser): AccessKind {
  if (isManager(user)) return 'manager';
  return user.roles.includes('ROLE_VENDEDOR') ? 'seller' : 'customer';
}

/**
 * Who may see an order: the users linked to its client, the serving seller (the client's seller in
 * the ERP or the seller who placed it) and managers. Anyone else gets 404, so ids of other companies
 * are not confirmed. A boolean expression over the `pedidos` row; `uid` is the caller's id (a value
 * or a statement slot).
 *
 * Callers evaluate it on the one order already found by its key (as a column, not in WHERE): as a
 * WHERE condition PostgreSQL may turn the EXISTS into a join that walks every order of the client
 * through the client index before it reaches the requested id (tens of thousands of rows for a
 * large customer).
 */
export function pedidoAccess(kind: AccessKind, uid: SQL | number): SQL {
  if (kind === 'manager') return sql`true`;
  const linked = sql`exists (select 1 from ${usuarioClientes} uc where uc.cliente_id = ${pedidos.clienteId} and uc.usuario_id = ${uid}::int)`;
  if (kind === 'customer') return linked;
  return sql`(${linked} or ${pedidos.vendedorId} = ${uid}::int or exists (select 1 from ${clientes} sc where sc.id = ${pedidos.clienteId} and sc.vendedor_id = ${uid}::int))`;
}
