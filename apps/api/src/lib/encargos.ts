// The fine and interest rates of late titles, read in ONE place for the boleto's instructions and
// the statement's updated amounts. Today the fixed rates; when they become parameters, this is the
// only function to change.
import { DEFAULT_CHARGE_RATES, type ChargeRates } from '@portal/shared/fiscal/encargos';
import type { AppContext } from '../context';

export async function readChargeRates(_ctx: Pick<AppContext, 'db'>): Promise<ChargeRates> {
  return DEFAULT_CHARGE_RATES;
}
