// Who may open the customer approval form of the e-mailed link (docs/product/gestor-crm-vendas.md §5, §6),
// pure so it is unit-tested: a login is needed; only ADMIN or AUDITOR release or block; a customer is
// refused.
import type { Role } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';

export type ApprovalAccess = 'ok' | 'login' | 'client' | 'invalid';

export function approvalAccess(
  usuario: { id?: number; role?: Role; perfils?: { role: Role }[] } | null | undefined,
): ApprovalAccess {
  if (!usuario?.id) return 'login';
  const roles = new Set<Role>([
    ...(usuario.role ? [usuario.role] : []),
    ...(usuario.perfils ?? []).map((p) => p.role),
  ]);
  if (roles.has('ROLE_ADMIN') || roles.has('ROLE_AUDITOR')) return 'ok';
  if (roles.has('ROLE_CLIENTE')) return 'client';
  return 'invalid';
}

export const ACCESS_MESSAGES: Record<Exclude<ApprovalAccess, 'ok'>, string> = {
  login: MSG.approvalLoginRequired,
  client: MSG.approvalClientRefused,
  invalid: MSG.approvalInvalidUser,
};

/** The form's query (cli, fil, usr, apro), or null when the link is incomplete. */
export function parseApprovalLink(
  params: URLSearchParams,
): { cli: number; fil: number; usr: number; apro: string } | null {
  const [cli, fil, usr] = ['cli', 'fil', 'usr'].map((k) => Number(params.get(k)));
  const apro = params.get('apro') ?? '';
  if (![cli, fil, usr].every((n) => Number.isInteger(n) && n > 0) || !apro) return null;
  return { cli, fil, usr, apro };
}
