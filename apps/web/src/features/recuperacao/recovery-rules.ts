import { MSG } from '@portal/shared/messages';
import { passwordTooLong } from '@portal/shared/validators';
import type { ApiResult } from '../../api/client';

/** The server's message of a failed call, the off-line message, or the general failure. */
export function failureMessage(result: ApiResult<unknown>): string {
  if (result.ok) return '';
  if (result.status === 0) return MSG.serverOffline;
  return result.error?.message || MSG.genericFailure;
}

/** The reset link itself is unusable (a new recovery is needed). */
export function isLinkProblem(message: string): boolean {
  return [MSG.resetLinkInvalid, MSG.resetLinkUsed, MSG.resetLinkExpired].includes(message as never);
}

/**
 * CONFIRMAR's enabling rule (docs/product/portal-cliente.md §2): captcha done, both passwords filled, equal
 * and within the limit, nothing running.
 */
export function canConfirm(p: {
  captcha: string | null;
  senha: string;
  resenha: string;
  pending: boolean;
}): boolean {
  return (
    !!p.captcha &&
    p.senha !== '' &&
    p.resenha !== '' &&
    p.senha === p.resenha &&
    !passwordTooLong(p.senha) &&
    !p.pending
  );
}

/** ENVIAR's enabling rule (docs/product/portal-cliente.md §2): user and captcha present, nothing running. */
export function canSend(p: { email: string; captcha: string | null; pending: boolean }): boolean {
  return p.email.trim() !== '' && !!p.captcha && !p.pending;
}
