// FEBRABAN boleto arithmetic (docs/product/documentos-fiscais.md §1): check digits, due-date factor, bank
// free fields, 44-digit barcode, 47-digit linha digitável and Interleaved 2 of 5 bar widths.
// Pure, no dependencies. Free-field layouts: confirm with each bank's current manual.

import { toDate } from '../format';

/** A calendar day: a Date (read with local getters) or 'YYYY-MM-DD' / 'YYYYMMDD'. */
export type BoletoDate = Date | string;

const DAY_MS = 86_400_000;
/** Day number (days since 1970-01-01) of the factor base date 1997-10-07. */
const FACTOR_BASE_DAY = Date.UTC(1997, 9, 7) / DAY_MS;
/** Factors run 1000…9999, then restart at 1000 (first restart on 2025-02-22). */
const FACTOR_MIN = 1000;
const FACTOR_CYCLE = 9000;

// ---------- check digits ----------

function assertDigits(value: string, name: string, length?: number): void {
  if (!/^\d+$/.test(value) || (length !== undefined && value.length !== length)) {
    throw new RangeError(`${name}: expected ${length ?? 'only'} digits, got '${value}'`);
  }
}

/** Mod 10: weights 2,1,2,1… from the right, two-digit products add their digits; (10 − sum mod 10) mod 10. */
export function mod10(digits: string): number {
  assertDigits(digits, 'mod10');
  let sum = 0;
  for (let i = digits.length - 1, w = 2; i >= 0; i--, w = 3 - w) {
    const p = Number(digits[i]) * w;
    sum += p > 9 ? p - 9 : p;
  }
  return (10 - (sum % 10)) % 10;
}

/** Weighted sum with weights 2…9 repeating from the right. */
function mod11Sum(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, w = 2; i >= 0; i--, w = w === 9 ? 2 : w + 1) sum += Number(digits[i]) * w;
  return sum;
}

/** General barcode DV: 11 − (sum mod 11) with weights 2…9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  assertDigits(digits, 'mod11');
  const dv = 11 - (mod11Sum(digits) % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Banks' usual mod 11 (bank code, Santander and Caixa DVs): 11 − (sum mod 11); 10 and 11 become 0. */
export function mod11Bank(digits: string): number {
  assertDigits(digits, 'mod11Bank');
  const dv = 11 - (mod11Sum(digits) % 11);
  return dv > 9 ? 0 : dv;
}

/** Bank code with its DV as printed on the ficha de compensação: '001' -> '001-9'. */
export function bankCodeWithDv(bank: string): string {
  assertDigits(bank, 'bank', 3);
  return `${bank}-${mod11Bank(bank)}`;
}

// ---------- due-date factor ----------

function dayNumber(date: BoletoDate, name: string): number {
  const d = toDate(date);
  if (!d) throw new RangeError(`${name}: invalid date '${String(date)}'`);
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS;
}

/**
 * Due-date factor: days since 1997-10-07, restarting at 1000 after 9999 (2025-02-22 = 1000,
 * 2049-10-13 = 9999; later cycles assumed to repeat every 9000 days). Dates before 2000-07-03
 * throw.
 */
export function dueDateFactor(date: BoletoDate): number {
  const days = dayNumber(date, 'dueDate') - FACTOR_BASE_DAY;
  if (days < FACTOR_MIN) throw new RangeError(`dueDate before 2000-07-03: '${String(date)}'`);
  return ((days - FACTOR_MIN) % FACTOR_CYCLE) + FACTOR_MIN;
}

/**
 * Due date of a factor: the candidate (one per 9000-day cycle) nearest `referenceDate`
 * (default today). Factor 0 = no due date -> null. Returns a Date at local midnight.
 */
export function factorToDate(factor: number, referenceDate: BoletoDate = new Date()): Date | null {
  if (factor === 0) return null;
  if (!Number.isInteger(factor) || factor < FACTOR_MIN || factor > 9999) {
    throw new RangeError(`factor out of range: ${factor}`);
  }
  const ref = dayNumber(referenceDate, 'referenceDate') - FACTOR_BASE_DAY;
  const cycle = Math.max(0, Math.round((ref - factor) / FACTOR_CYCLE));
  const utc = new Date((FACTOR_BASE_DAY + factor + cycle * FACTOR_CYCLE) * DAY_MS);
  const local = new Date(2000, 0, 1);
  local.setFullYear(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
  return local;
}

// ---------- free fields ----------

/** Left-pads a numeric field with zeros; throws when not digits or too long. */
function field(value: string | number, width: number, name: string): string {
  const s = String(value).trim();
  if (!/^\d+$/.test(s) || s.length > width) {
    throw new RangeError(`${name}: expected up to ${width} digits, got '${s}'`);
  }
  return s.padStart(width, '0');
}

export interface BbFreeFieldInput {
  /** 7-digit convênio. */
  convenio: string | number;
  /** 10-digit complement of the nosso número (convênio + complement = nosso número, 17 digits). */
  complement: string | number;
  /** 2-digit carteira, e.g. 17. */
  carteira: string | number;
}

/** Banco do Brasil, 7-digit convênio: '000000' + convênio(7) + complement(10) + carteira(2). */
export function bbFreeField(input: BbFreeFieldInput): string {
  return (
    '000000' +
    field(input.convenio, 7, 'convenio') +
    field(input.complement, 10, 'complement') +
    field(input.carteira, 2, 'carteira')
  );
}

export interface BradescoFreeFieldInput {
  agencia: string | number; // 4, without DV
  carteira: string | number; // 2
  nossoNumero: string | number; // 11, without DV
  conta: string | number; // 7, without DV
}

/** Bradesco: agência(4) + carteira(2) + nosso número(11) + conta(7) + '0'. */
export function bradescoFreeField(input: BradescoFreeFieldInput): string {
  return (
    field(input.agencia, 4, 'agencia') +
    field(input.carteira, 2, 'carteira') +
    field(input.nossoNumero, 11, 'nossoNumero') +
    field(input.conta, 7, 'conta') +
    '0'
  );
}

export interface ItauFreeFieldInput {
  carteira: string | number; // 3
  nossoNumero: string | number; // 8, without DAC
  agencia: string | number; // 4
  conta: string | number; // 5, without DAC
}

/** Itaú carteiras whose nosso-número DAC uses only carteira + nosso número. */
const ITAU_SHORT_DAC_CARTEIRAS = ['112', '126', '131', '146', '150', '168'];
/** Itaú carteiras with another free-field layout (seu número + client code): not supported here. */
const ITAU_SPECIAL_CARTEIRAS = ['106', '107', '122', '142', '143', '195', '196', '198'];

/** Itaú nosso-número DAC: mod 10 of agência + conta + carteira + nosso número (some carteiras: carteira + NN). */
export function itauNossoNumeroDac(input: ItauFreeFieldInput): number {
  const carteira = field(input.carteira, 3, 'carteira');
  const nn = field(input.nossoNumero, 8, 'nossoNumero');
  if (ITAU_SHORT_DAC_CARTEIRAS.includes(carteira)) return mod10(carteira + nn);
  return mod10(field(input.agencia, 4, 'agencia') + field(input.conta, 5, 'conta') + carteira + nn);
}

/** Itaú agência/conta DAC: mod 10 of agência(4) + conta(5). */
export function itauContaDac(agencia: string | number, conta: string | number): number {
  return mod10(field(agencia, 4, 'agencia') + field(conta, 5, 'conta'));
}

/** Itaú: carteira(3) + nosso número(8) + DAC(1) + agência(4) + conta(5) + DAC(1) + '000'. */
export function itauFreeField(input: ItauFreeFieldInput): string {
  const carteira = field(input.carteira, 3, 'carteira');
  if (ITAU_SPECIAL_CARTEIRAS.includes(carteira)) {
    throw new RangeError(`Itaú carteira ${carteira} uses another free-field layout`);
  }
  const agencia = field(input.agencia, 4, 'agencia');
  const conta = field(input.conta, 5, 'conta');
  return (
    carteira +
    field(input.nossoNumero, 8, 'nossoNumero') +
    itauNossoNumeroDac(input) +
    agencia +
    conta +
    itauContaDac(agencia, conta) +
    '000'
  );
}

export interface SantanderFreeFieldInput {
  /** 7-digit beneficiary code (código do beneficiário / cedente). */
  beneficiaryCode: string | number;
  /** Nosso número, 12 digits without DV (the DV is computed). */
  nossoNumero: string | number;
  /** IOS: insurers only (e.g. 7 for 7%); others 0. */
  ios?: string | number;
  /** 3-digit carteira, e.g. 101 (registered). */
  carteira: string | number;
}

/** Santander nosso-número DV: mod 11 weights 2…9 (10 and 11 become 0). */
export function santanderNossoNumeroDv(nossoNumero: string | number): number {
  return mod11Bank(field(nossoNumero, 12, 'nossoNumero'));
}

/** Santander: '9' + beneficiary code(7) + nosso número with DV(13) + IOS(1) + carteira(3). */
export function santanderFreeField(input: SantanderFreeFieldInput): string {
  const nn = field(input.nossoNumero, 12, 'nossoNumero');
  return (
    '9' +
    field(input.beneficiaryCode, 7, 'beneficiaryCode') +
    nn +
    santanderNossoNumeroDv(nn) +
    field(input.ios ?? 0, 1, 'ios') +
    field(input.carteira, 3, 'carteira')
  );
}

export interface CaixaSigcbFreeFieldInput {
  /** 6-digit beneficiary code (the DV is computed). */
  beneficiary: string | number;
  /**
   * Nosso número, 17 digits: modality (1 registered, 2 unregistered) + issuer (4 = beneficiary)
   * + 15-digit sequence, e.g. '14000000000000123'.
   */
  nossoNumero: string;
}

/**
 * Caixa SIGCB: beneficiary(6) + DV(1) + NN seq1(3) + const1(1) + NN seq2(3) + const2(1) +
 * NN seq3(9) + free-field DV(1); DVs by mod 11 (10 and 11 become 0).
 */
export function caixaSigcbFreeField(input: CaixaSigcbFreeFieldInput): string {
  const beneficiary = field(input.beneficiary, 6, 'beneficiary');
  const nn = input.nossoNumero.trim();
  assertDigits(nn, 'nossoNumero', 17);
  const body =
    beneficiary + mod11Bank(beneficiary) + nn.slice(2, 5) + nn[0] + nn.slice(5, 8) + nn[1] + nn.slice(8, 17);
  return body + mod11Bank(body);
}

export type FreeFieldInput =
  | ({ bank: '001' } & BbFreeFieldInput)
  | ({ bank: '237' } & BradescoFreeFieldInput)
  | ({ bank: '341' } & ItauFreeFieldInput)
  | ({ bank: '033' } & SantanderFreeFieldInput)
  | ({ bank: '104' } & CaixaSigcbFreeFieldInput);

/** Free field (25 digits) of the given bank. */
export function buildFreeField(input: FreeFieldInput): string {
  switch (input.bank) {
    case '001':
      return bbFreeField(input);
    case '237':
      return bradescoFreeField(input);
    case '341':
      return itauFreeField(input);
    case '033':
      return santanderFreeField(input);
    case '104':
      return caixaSigcbFreeField(input);
  }
}

// ---------- barcode and linha digitável ----------

export interface BarcodeInput {
  /** 3-digit bank code, e.g. '001'. */
  bank: string;
  /** Currency code, '9' = real. */
  currency?: string;
  /** Due date, or null for no due date (factor 0000). */
  dueDate: BoletoDate | null;
  /** Amount in cents, 0 … 9 999 999 999. */
  amountCents: number;
  /** 25-digit free field. */
  freeField: string;
}

/** 44-digit barcode with its general DV at position 5. */
export function buildBarcode(input: BarcodeInput): string {
  const currency = input.currency ?? '9';
  assertDigits(input.bank, 'bank', 3);
  assertDigits(currency, 'currency', 1);
  assertDigits(input.freeField, 'freeField', 25);
  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents < 0 ||
    input.amountCents > 9_999_999_999
  ) {
    throw new RangeError(`amountCents out of range: ${input.amountCents}`);
  }
  const factor = input.dueDate === null ? 0 : dueDateFactor(input.dueDate);
  const rest =
    String(factor).padStart(4, '0') + String(input.amountCents).padStart(10, '0') + input.freeField;
  const head = input.bank + currency;
  return head + mod11(head + rest) + rest;
}

export interface BarcodeParts {
  bank: string;
  currency: string;
  dv: number;
  /** Due-date factor, 0 = no due date (see factorToDate). */
  factor: number;
  amountCents: number;
  freeField: string;
}

/** Splits a 44-digit barcode (no DV check; see isValidBarcode). */
export function parseBarcode(barcode: string): BarcodeParts {
  assertDigits(barcode, 'barcode', 44);
  return {
    bank: barcode.slice(0, 3),
    currency: barcode[3],
    dv: Number(barcode[4]),
    factor: Number(barcode.slice(5, 9)),
    amountCents: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
  };
}

/** 44 digits whose general DV is right. */
export function isValidBarcode(barcode: string): boolean {
  if (!/^\d{44}$/.test(barcode)) return false;
  return mod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]);
}

/** Barcode (44) -> linha digitável (47 digits, unformatted). */
export function barcodeToLinhaDigitavel(barcode: string): string {
  assertDigits(barcode, 'barcode', 44);
  const f1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const f2 = barcode.slice(24, 34);
  const f3 = barcode.slice(34, 44);
  return f1 + mod10(f1) + f2 + mod10(f2) + f3 + mod10(f3) + barcode[4] + barcode.slice(5, 19);
}

/** '0019000009…' (47 digits, or already formatted) -> 'AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV'. */
export function formatLinhaDigitavel(linha: string): string {
  const d = linha.replace(/\D/g, '');
  assertDigits(d, 'linha', 47);
  return (
    `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ` +
    `${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`
  );
}

/** Linha digitável (47 digits, formatted or not) -> barcode (44); no DV checks. */
export function linhaDigitavelToBarcode(linha: string): string {
  const d = linha.replace(/[\s.]/g, '');
  assertDigits(d, 'linha', 47);
  return d.slice(0, 4) + d[32] + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
}

/** Checks the three mod-10 field DVs and the general mod-11 DV; spaces and dots allowed. */
export function validateLinhaDigitavel(linha: string): boolean {
  const d = linha.replace(/[\s.]/g, '');
  if (!/^\d{47}$/.test(d)) return false;
  const fieldsOk =
    mod10(d.slice(0, 9)) === Number(d[9]) &&
    mod10(d.slice(10, 20)) === Number(d[20]) &&
    mod10(d.slice(21, 31)) === Number(d[31]);
  return fieldsOk && isValidBarcode(linhaDigitavelToBarcode(d));
}

// ---------- Interleaved 2 of 5 ----------

/** I2of5 digit patterns, 1 = wide element. */
export const I25_PATTERNS: readonly string[] = [
  '00110',
  '10001',
  '01001',
  '11000',
  '00101',
  '10100',
  '01100',
  '00011',
  '10010',
  '01010',
];

/**
 * Interleaved 2 of 5 element widths, alternating bar, space, bar, … starting with a bar:
 * start (narrow bar/space/bar/space), each digit pair (first digit in the bars, second in the
 * spaces), stop (wide bar, narrow space, narrow bar). Narrow = 1, wide = `ratio` (banks: 3).
 * A 44-digit barcode at ratio 3 is 405 modules wide.
 */
export function i25Bars(digits: string, ratio = 3): number[] {
  assertDigits(digits, 'digits');
  if (digits.length % 2 !== 0) throw new RangeError('i25Bars: an even number of digits is required');
  if (!(ratio >= 2 && ratio <= 3))
    throw new RangeError(`i25Bars: ratio must be between 2 and 3, got ${ratio}`);
  const width = (bit: string) => (bit === '1' ? ratio : 1);
  const out = [1, 1, 1, 1];
  for (let i = 0; i < digits.length; i += 2) {
    const bars = I25_PATTERNS[Number(digits[i])];
    const spaces = I25_PATTERNS[Number(digits[i + 1])];
    for (let k = 0; k < 5; k++) out.push(width(bars[k]), width(spaces[k]));
  }
  out.push(ratio, 1, 1);
  return out;
}
