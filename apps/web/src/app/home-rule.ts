// The protected home rule at / and /home (docs/product/portal-cliente.md §2 "Protected home", §6).
import { BUYER_ROLES, isOn, type Parameters } from '@portal/shared/constants';
import type { SessionUser } from '../state/session';

export type HomeTarget = { kind: 'redirect'; to: string } | { kind: 'product-search' };

export function resolveHome(
  usuario: Pick<SessionUser, 'id' | 'status' | 'role'> | null | undefined,
  parametros: Pick<Parameters, 'REALIZA_VENDAS'>,
): HomeTarget {
  if (!usuario?.id || usuario.status !== 'L') return { kind: 'redirect', to: '/login' };
  if (!isOn(parametros.REALIZA_VENDAS)) return { kind: 'redirect', to: '/financeiro' };
  if (BUYER_ROLES.includes(usuario.role)) return { kind: 'product-search' };
  return { kind: 'redirect', to: '/gestor/dashboard' };
}
