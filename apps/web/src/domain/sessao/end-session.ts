// Logged out (locally; logout and expired session): no user, no redirect target, empty cart, no
// search. The next login may be another person's: it lands on its own home.
import { clearSession } from '../../state/session';
import { useCart } from '../carrinho';
import { useCatalogo } from '../catalogo';

export function endSession(): void {
  clearSession();
  useCart.getState().reset();
  useCatalogo.getState().reset();
}
