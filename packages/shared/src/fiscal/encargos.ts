// Late-payment charges of a title (boleto): the one rule shared by the boleto (its instructions and
// payment limit) and the statement (the updated amount of an overdue title). Amounts in cents.
//
// - Fine (multa): a percentage of the open balance, once, from the first day after the due date.
// - Interest (juros de mora): simple interest, the monthly rate over 30 days, as a fixed amount
//   per calendar day late (the "R$ x ao dia" printed on the boleto), times the days late.
// - Payment limit: the last day the bank may receive the boleto (due date + limit days).
// The title's own values, when the ERP sends them, win over the portal's parameters.

/** The portal's parameters (BOLETO_MULTA_PERCENTUAL, BOLETO_JUROS_MES_PERCENTUAL, BOLETO_DIAS_LIMITE). */
export interface EncargosParams {
  /** Fine in percent of the balance (2 = 2 %). */
  multaPercentual: number;
  /** Interest in percent a month (1 = 1 % a month, charged as 1/30 a day). */
  jurosMesPercentual: number;
  /** Days after the due date the boleto is still received (0 = only until the due date). */
  diasLimite: number;
}

/** What the charges are computed from: the open balance, the due date and the ERP's own terms. */
export interface TituloEncargosInput {
  /** Open balance in reais. */
  saldo: number;
  /** Due date, 'YYYY-MM-DD'. */
  vencrea: string;
  multaPercentual?: number | null;
  jurosMesPercentual?: number | null;
  diasLimite?: number | null;
}

export interface Encargos {
  /** The terms applied (the title's, else the parameters'). */
  multaPercentual: number;
  jurosMesPercentual: number;
  diasLimite: number;
  /** Last day the boleto is received, 'YYYY-MM-DD'. */
  dataLimite: string;
  /** Calendar days after the due date on `hoje` (0 when not overdue). */
  diasAtraso: number;
  /** Balance, fine, interest per day, interest and total, in cents. */
  saldoCents: number;
  multaCents: number;
  jurosDiaCents: number;
  jurosCents: number;
  totalCents: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) =>
  Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;
const isoOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Fine, interest and total of a title's balance paid on `hoje` ('YYYY-MM-DD', Brasília day). */
export function encargosDoTitulo(
  titulo: TituloEncargosInput,
  params: EncargosParams,
  hoje: string,
): Encargos {
  const multaPercentual = titulo.multaPercentual ?? params.multaPercentual;
  const jurosMesPercentual = titulo.jurosMesPercentual ?? params.jurosMesPercentual;
  const diasLimite = titulo.diasLimite ?? params.diasLimite;
  const saldoCents = Math.max(0, Math.round(titulo.saldo * 100));
  const venc = dayNumber(titulo.vencrea);
  const diasAtraso = Math.max(0, dayNumber(hoje) - venc);
  // rates in hundredths of a percent, so the arithmetic stays in integers
  const multaBp = Math.round(multaPercentual * 100);
  const jurosBp = Math.round(jurosMesPercentual * 100);
  const multaCents = diasAtraso > 0 ? Math.round((saldoCents * multaBp) / 10_000) : 0;
  const jurosDiaCents = Math.round((saldoCents * jurosBp) / 10_000 / 30);
  const jurosCents = jurosDiaCents * diasAtraso;
  return {
    multaPercentual,
    jurosMesPercentual,
    diasLimite,
    dataLimite: isoOf(venc + diasLimite),
    diasAtraso,
    saldoCents,
    multaCents,
    jurosDiaCents,
    jurosCents,
    totalCents: saldoCents + multaCents + jurosCents,
  };
}

/** A percentage as the parameters store it ('2,00', '2.5', '0') -> number; NaN when malformed. */
export function parsePercentual(value: string): number {
  const v = value.trim().replace(',', '.');
  return /^\d{1,3}(\.\d{1,2})?$/.test(v) ? Number(v) : Number.NaN;
}

/** A percentage in the parameters' stored form: two decimals with a comma ('2,00'). */
export const formatPercentual = (n: number) => n.toFixed(2).replace('.', ',');

/** The charge terms of the parameters table (values as stored); a malformed value falls back to the default. */
export function encargosParams(
  valores: Partial<
    Record<'BOLETO_MULTA_PERCENTUAL' | 'BOLETO_JUROS_MES_PERCENTUAL' | 'BOLETO_DIAS_LIMITE', string>
  >,
  padrao: Record<'BOLETO_MULTA_PERCENTUAL' | 'BOLETO_JUROS_MES_PERCENTUAL' | 'BOLETO_DIAS_LIMITE', string>,
): EncargosParams {
  const pct = (k: 'BOLETO_MULTA_PERCENTUAL' | 'BOLETO_JUROS_MES_PERCENTUAL') => {
    const n = parsePercentual(valores[k] ?? '');
    return Number.isNaN(n) ? parsePercentual(padrao[k]) : n;
  };
  const dias = Number(valores.BOLETO_DIAS_LIMITE);
  return {
    multaPercentual: pct('BOLETO_MULTA_PERCENTUAL'),
    jurosMesPercentual: pct('BOLETO_JUROS_MES_PERCENTUAL'),
    diasLimite: Number.isInteger(dias) && dias >= 0 ? dias : Number(padrao.BOLETO_DIAS_LIMITE),
  };
}

// ------------------------------------------------------------------ the statement's view of the rule

/** Fine and interest rates alone (the statement's updated amount of an overdue title). */
export interface ChargeRates {
  /** Fine after the due date, % of the open balance (once). */
  multaPct: number;
  /** Interest, % a month of the open balance, charged per calendar day late (rate / 30). */
  jurosMesPct: number;
}

/** The rates of the parameters' defaults (PARAMETER_DEFAULTS): 2 % fine, 1 % a month. */
export const DEFAULT_CHARGE_RATES: ChargeRates = { multaPct: 2, jurosMesPct: 1 };

const asParams = (r: ChargeRates): EncargosParams => ({
  multaPercentual: r.multaPct,
  jurosMesPercentual: r.jurosMesPct,
  diasLimite: 0,
});

/** Interest of one day late, in cents, on a balance in cents (encargosDoTitulo's rule). */
export function jurosDiaCents(saldoCents: number, rates: ChargeRates): number {
  return encargosDoTitulo({ saldo: saldoCents / 100, vencrea: '2000-01-01' }, asParams(rates), '2000-01-01')
    .jurosDiaCents;
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
 * Charges, in reais, of an open balance due on `vencrea` if paid on `today` (both 'YYYY-MM-DD'):
 * encargosDoTitulo's figures; nothing when not overdue or nothing is owed.
 */
export function lateCharges(saldo: number, vencrea: string, today: string, rates: ChargeRates): LateCharges {
  const e = encargosDoTitulo({ saldo, vencrea }, asParams(rates), today);
  if (e.saldoCents <= 0 || e.diasAtraso === 0)
    return { diasAtraso: 0, multa: 0, juros: 0, atualizado: e.saldoCents / 100 };
  return {
    diasAtraso: e.diasAtraso,
    multa: e.multaCents / 100,
    juros: e.jurosCents / 100,
    atualizado: e.totalCents / 100,
  };
}
