// Client-side rules of the login flow (docs/product/portal-cliente.md §4, §5), pure so they are unit-tested.
import type { Role } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { LoginResponse, Usuario } from '@portal/shared/schemas/auth';
import { currentSelection, firstReleasedClient } from '@portal/shared/selecao-inicial';
import type { SessionUser } from '../../state/session';

/**
 * Why this user may not log in, or null (docs/product/portal-cliente.md §5 customer, admin and seller
 * checks).
 */
export function loginProblem(
  usuario: Pick<Usuario, 'status' | 'role' | 'clientes' | 'unidades'>,
): string | null {
  if (usuario.status !== 'L') return MSG.userNotReleased;
  if (usuario.role === 'ROLE_CLIENTE') {
    if (usuario.clientes.length === 0) return MSG.customerNoClients;
    if (!firstReleasedClient(usuario.clientes)) return MSG.customerNotReleased;
  }
  if (usuario.role === 'ROLE_ADMIN' && usuario.unidades.length === 0) return MSG.adminNoUnits;
  return null;
}

/** Where a role goes after login when no redirect target was stored (docs/product/portal-cliente.md §4). */
export function homeForRole(role: Role): string {
  switch (role) {
    case 'ROLE_VENDEDOR':
      return '/selecionar-cliente';
    case 'ROLE_ADMIN':
      return '/gestor/dashboard';
    default:
      // ROLE_CLIENTE gets the product search; other roles are sent on by the home rule.
      return '/';
  }
}

export function toSessionUser(login: LoginResponse, usuario: Usuario): SessionUser {
  const { cliente, unidade } = currentSelection(usuario);
  return {
    id: usuario.id,
    nome: usuario.nome,
    email: usuario.email,
    cpf: usuario.cpf,
    role: usuario.role,
    status: usuario.status,
    perfils: usuario.perfils,
    auth: login.auth,
    cliente,
    clientes: usuario.clientes,
    unidade,
    unidades: usuario.unidades,
    limiteCredito: null,
    titulosVencidos: null,
  };
}
