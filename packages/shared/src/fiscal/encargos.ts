// Charges on a title paid late (the boleto's instructions and the statement's updated amount):
// a one-off fine (multa) on the open balance plus daily interest (juros de mora) of the monthly
// rate over 30 days, each rounded to the cent. Pure; the rates come from the API
// (apps/api/src/lib/encargos.ts), so the boleto and the statement always use the same ones.

export interface ChargeRates {
  /** Fine after the due date, % of the open balance (once). */
  multaPct: number;
  /** Interest, % a month of the open balance, charged per calendar day late (rate / 30). */
  jurosMesPct: number;
}

/** The rates printed on the boleto until parameters say otherwise: 2 % fine, 1 % a month. */
export const DEFAULT_CHARGE_RATES: ChargeRates = { multaPct: 2, jurosMesPct: 1 };

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/** Interest of one day late, in cents, on a balance in cents. */
export function jurosDiaCents(saldoCents: number, rates: ChargeRates): number {
  return Math.round((saldoCents * rates.jurosMesPct) / 100 / 30);
}

export interface LateCharges {
  /** Calendar days after the due date (0 when not overdue). */
  diasAtraso: number;
  multa: number;
  juros: number;
  /** Open balance + fine + interest. */
  atualizado: number;
}

/**
 * Charges of an open balance due on `vencrea` ('YYYY-MM-DD') if paid on `today` ('YYYY-MM-DD'):
 * nothing when not overdue or nothing is owed.
 */
export function lateCharges(saldo: number, vencrea: string, today: string, rates: ChargeRates): LateCharges {
  const saldoCents = Math.round(saldo * 100);
  const dias = Math.max(0, dayNumber(today) - dayNumber(vencrea));
  if (saldoCents <= 0 || dias === 0)
    return { diasAtraso: 0, multa: 0, juros: 0, atualizado: saldoCents / 100 };
  const multa = Math.round((saldoCents * rates.multaPct) / 100);
  const juros = jurosDiaCents(saldoCents, rates) * dias;
  return {
    diasAtraso: dias,
    multa: multa / 100,
    juros: juros / 100,
    atualizado: (saldoCents + multa + juros) / 100,
  };
}
