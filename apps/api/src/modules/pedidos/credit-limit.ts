// BLOQUEIA_PEDIDO_SEM_LIMITE (docs/ARCHITECTURE.md "Credit figures"): with SIM, an order request
// whose total is above the customer's available credit is refused whole (422, code 9001). The
// available credit is the header's Saldo, from the one function that computes it
// (clientes/credit-figures.ts). Called by createPedido, the one function every order goes through
// (the cart, the quick order, a repeated or standing order, a quote, a seller for a customer).
import { ERROR_CODES, isOn } from '@portal/shared/constants';
import { formatCurrency } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { creditFigures } from '../clientes';

/** Throws the pt-BR refusal when the parameter is SIM and `total` is above the available credit. */
export async function refuseOverCredit(
  db: Db,
  param: string | undefined,
  clienteId: number,
  unidadeId: number,
  total: number,
): Promise<void> {
  if (!isOn(param)) return;
  const { saldo } = await creditFigures(db, [clienteId], unidadeId);
  // Compared in cents: the figures and the order's total are money with two decimals.
  if (Math.round(total * 100) <= Math.round(saldo * 100)) return;
  throw new AppError(422, MSG.orderOverCreditRefused(formatCurrency(total), formatCurrency(saldo)), {
    code: ERROR_CODES.BUSINESS_WARNING,
  });
}
