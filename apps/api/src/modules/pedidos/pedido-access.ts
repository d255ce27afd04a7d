import { eq, or, sql, type SQL } from 'drizzle-orm';
import { clientes, pedidos, usuarioClientes } from '../../db/schema';
import { isManager, type AuthUser } from '../../http/auth';

/**
 * Who may see an order: the users linked to its client, the serving seller (the client's seller in
 * the ERP or the seller who placed it) and managers. `undefined` means no restriction (managers).
 * Anyone else gets 404, so ids of other companies are not confirmed.
 */
export function pedidoAccessCondition(user: AuthUser): SQL | undefined {
  if (isManager(user)) return undefined;
  const linked = sql`exists (select 1 from ${usuarioClientes} uc where uc.cliente_id = ${pedidos.clienteId} and uc.usuario_id = ${user.id})`;
  if (!user.roles.includes('ROLE_VENDEDOR')) return linked;
  return or(
    linked,
    eq(pedidos.vendedorId, user.id),
    sql`exists (select 1 from ${clientes} sc where sc.id = ${pedidos.clienteId} and sc.vendedor_id = ${user.id})`,
  );
}
