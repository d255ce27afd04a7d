// The current customer and branch a login starts with (docs/product/portal-cliente.md §4 Login flow): the web
// app's session and the access event the API records at login (modules/auth/login.ts) take them from this
// rule.
import type { Role } from './constants';

interface ComUnidades<U> {
  status: string;
  unidades: readonly U[];
}

/** The first client with status L that has units. */
export function firstReleasedClient<C extends ComUnidades<unknown>>(clientes: readonly C[]): C | undefined {
  return clientes.find((c) => c.status === 'L' && c.unidades.length > 0);
}

/**
 * Current customer and branch after login: a customer takes its first released client with units
 * and that client's first unit; a seller has none until chosen; other roles take their first unit.
 * Clients and units come in the order of GET /usuarios/{id} (clients by name, units in ERP order).
 */
export function currentSelection<U, C extends ComUnidades<U>>(usuario: {
  role: Role;
  clientes: readonly C[];
  unidades: readonly U[];
}): { cliente: C | null; unidade: U | null } {
  if (usuario.role === 'ROLE_CLIENTE') {
    const cliente = firstReleasedClient(usuario.clientes) ?? null;
    return { cliente, unidade: cliente?.unidades[0] ?? null };
  }
  if (usuario.role === 'ROLE_VENDEDOR') return { cliente: null, unidade: null };
  return { cliente: null, unidade: usuario.unidades[0] ?? null };
}
