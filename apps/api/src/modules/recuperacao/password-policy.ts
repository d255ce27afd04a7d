import { isOn } from '@portal/shared/constants';
import { passwordStrength, passwordTooLong } from '@portal/shared/validators';
import type { Db } from '../../db/client';
import { readParametros } from '../../lib/read-parametros';

/** Lowest strength accepted when USA_PSW_FORTE is SIM: index 2, 'Boa' of MSG.passwordStrength. */
export const MIN_STRONG_PASSWORD = 2;

export type PasswordProblem = 'empty' | 'differ' | 'long' | 'weak';

/**
 * The password rules of the reset and the registration (docs/product/portal-cliente.md §2, §9): both filled,
 * equal, at most 10 characters and, when USA_PSW_FORTE is SIM, at least 'Boa' on the strength meter.
 */
export function passwordProblem(senha: string, resenha: string, strong: boolean): PasswordProblem | null {
  if (!senha || !resenha) return 'empty';
  if (senha !== resenha) return 'differ';
  if (passwordTooLong(senha)) return 'long';
  if (strong && passwordStrength(senha) < MIN_STRONG_PASSWORD) return 'weak';
  return null;
}

export async function strongPasswordRequired(db: Db): Promise<boolean> {
  const { USA_PSW_FORTE } = await readParametros(db, ['USA_PSW_FORTE']);
  return isOn(USA_PSW_FORTE);
}
