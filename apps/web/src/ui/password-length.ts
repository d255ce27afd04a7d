// The password fields' length rule on screen (docs/product/portal-cliente.md §2, §9): what is typed or pasted
// is kept whole and a password longer than LIMITS.PASSWORD_MAX is refused at the field, never cut short.
import { LIMITS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { passwordTooLong } from '@portal/shared/validators';

/** The message shown at a password field longer than the limit, or null. */
export function passwordLengthError(password: string): string | null {
  return passwordTooLong(password) ? MSG.passwordTooLong(LIMITS.PASSWORD_MAX) : null;
}
