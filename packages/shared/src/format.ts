// pt-BR display formatters (docs/product/portal-cliente.md §5, docs/product/gestor-crm-vendas.md §5). Pure,
// no dependencies but the business clock. Calendar dates are Date objects at local midnight and are read with
// local getters; instants (an ISO string with 'Z' or an offset, as the API sends timestamps) are shown as São
// Paulo time, as the PDFs show them, whatever the browser's time zone.
import { businessDay, businessTime } from './dates';

type Maybe<T> = T | null | undefined;
export type NumberInput = Maybe<number | string>;
export type DateInput = Maybe<Date | string>;

// ---------- numbers ----------

interface DecimalParts {
  negative: boolean;
  int: string; // digits, no leading zeros except '0'
  frac: string; // digits
}

/** Exact decimal digits of a number or numeric string ('1234.5', '-0.01', 1e-7); null when not numeric. */
function toDecimalParts(value: NumberInput): DecimalParts | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
    if (/e/i.test(text)) {
      // Exponent form: tiny numbers via toFixed, huge ones via BigInt (already integers).
      text = Math.abs(value) < 1 ? value.toFixed(100).replace(/0+$/, '') : BigInt(value).toString();
    }
  } else {
    text = value.trim();
  }
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const int = m[2].replace(/^0+(?=\d)/, '') || '0';
  return { negative: m[1] === '-', int, frac: m[3] ?? '' };
}

/** Moves the decimal point: shift -3 divides by 1000. */
function shiftDecimal(p: DecimalParts, shift: number): DecimalParts {
  if (shift >= 0) {
    const frac = p.frac.padEnd(shift, '0');
    const int = (p.int + frac.slice(0, shift)).replace(/^0+(?=\d)/, '');
    return { ...p, int, frac: frac.slice(shift) };
  }
  const n = -shift;
  const int = p.int.padStart(n + 1, '0');
  return {
    ...p,
    int: int.slice(0, int.length - n).replace(/^0+(?=\d)/, '') || '0',
    frac: int.slice(int.length - n) + p.frac,
  };
}

/** Rounds half away from zero to `decimals` places, on the digits (no float error). */
function roundDecimal(p: DecimalParts, decimals: number): DecimalParts {
  const frac = p.frac.padEnd(decimals + 1, '0');
  let digits = p.int + frac.slice(0, decimals);
  if (frac.charCodeAt(decimals) >= 53 /* '5' */) {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const int = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  const out = digits.slice(digits.length - decimals);
  const negative = p.negative && /[1-9]/.test(int + out);
  return { negative, int, frac: out };
}

function formatDecimalString(p: DecimalParts): string {
  return (p.negative ? '-' : '') + p.int + (p.frac ? '.' + p.frac : '');
}

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** pt-BR number with fixed decimals: 1234.5 -> '1.234,50'. '' when not numeric. */
export function formatDecimal(value: NumberInput, decimals = 2): string {
  const parts = toDecimalParts(value);
  if (!parts) return '';
  const r = roundDecimal(parts, decimals);
  return (r.negative ? '-' : '') + groupThousands(r.int) + (decimals > 0 ? ',' + r.frac : '');
}

/** Currency '0,0.00': 1234.56 -> 'R$ 1.234,56', -5 -> '-R$ 5,00'. '' when not numeric. */
export function formatCurrency(value: NumberInput): string {
  const n = formatDecimal(value, 2);
  if (!n) return '';
  return n.startsWith('-') ? `-R$ ${n.slice(1)}` : `R$ ${n}`;
}

/** Currency without the symbol: 1234.56 -> '1.234,56'. */
export function formatMoney(value: NumberInput): string {
  return formatDecimal(value, 2);
}

/** Integer cents (boleto amounts) as currency: 123456 -> 'R$ 1.234,56'. */
export function formatCents(cents: Maybe<number | bigint>): string {
  if (cents === null || cents === undefined) return '';
  if (typeof cents === 'number' && !Number.isInteger(cents)) return '';
  const parts = toDecimalParts(cents.toString());
  return parts ? formatCurrency(formatDecimalString(shiftDecimal(parts, -2))) : '';
}

/** Weight in kg, 2 decimals: 1234.5 -> '1.234,50 kg'. */
export function formatWeightKg(kg: NumberInput): string {
  const n = formatDecimal(kg, 2);
  return n ? `${n} kg` : '';
}

/** Weight given in kg shown in tons, 1 decimal (cart footer): 12500 -> '12,5 t'. */
export function formatTons(kg: NumberInput, unit = true): string {
  const parts = toDecimalParts(kg);
  if (!parts) return '';
  const n = formatDecimal(formatDecimalString(shiftDecimal(parts, -3)), 1);
  return unit ? `${n} t` : n;
}

// ---------- text ----------

/** Digits only; '' for null/undefined. */
export function onlyDigits(value: Maybe<string | number>): string {
  return value === null || value === undefined ? '' : String(value).replace(/\D/g, '');
}

/** Upper-case text input (spec: text inputs are upper-cased); '' for null/undefined. */
export function toUpper(value: Maybe<string>): string {
  return value ? value.toLocaleUpperCase('pt-BR') : '';
}

/** Cuts text to at most `max` characters, ending with `ellipsis` when cut ('' for a hard cut). */
export function truncate(text: Maybe<string>, max: number, ellipsis = '…'): string {
  if (!text) return '';
  const chars = Array.from(text); // code points, never splits a surrogate pair
  if (chars.length <= max) return text;
  const keep = Math.max(0, max - Array.from(ellipsis).length);
  return chars.slice(0, keep).join('').trimEnd() + ellipsis;
}

// ---------- documents ----------

/** Letters and digits, upper-cased (CNPJ may be alphanumeric). */
function onlyAlnum(value: Maybe<string>): string {
  return value ? value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase() : '';
}

/** '52998224725' -> '529.982.247-25'; anything but 11 digits is returned as given. */
export function formatCpf(value: Maybe<string>): string {
  if (!value) return '';
  const d = onlyDigits(value);
  if (d.length !== 11 || /[^\d.\-\s]/.test(value)) return value;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** '11222333000181' -> '11.222.333/0001-81'; alphanumeric CNPJ too; otherwise as given. */
export function formatCnpj(value: Maybe<string>): string {
  if (!value) return '';
  const c = onlyAlnum(value);
  if (!/^[A-Z0-9]{12}\d{2}$/.test(c)) return value;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/** CPF (11) or CNPJ (14) by length; otherwise as given; '' when empty. */
export function formatCpfCnpj(value: Maybe<string>): string {
  if (!value) return '';
  const c = onlyAlnum(value);
  if (c.length === 11) return formatCpf(value);
  if (c.length === 14) return formatCnpj(value);
  return value;
}

/** '01310100' -> '01310-100'; otherwise as given. */
export function formatCep(value: Maybe<string>): string {
  if (!value) return '';
  const d = onlyDigits(value);
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : value;
}

/** NF-e key in 11 groups of 4: '3526 1111 2223 ...'. */
export function formatNfeKey(value: Maybe<string>): string {
  const c = onlyAlnum(value);
  return c.replace(/(.{4})(?=.)/g, '$1 ');
}

/** '11987654321' -> '(11) 98765-4321'; 10 digits -> '(11) 3456-7890'; otherwise as given. */
export function formatPhone(value: Maybe<string>): string {
  if (!value) return '';
  const d = onlyDigits(value);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return value;
}

/**
 * CRM contact phone (docs/product/gestor-crm-vendas.md §3): '11987654321' -> '(11)9.8765-4321'; 10 digits ->
 * '(11)3456-7890'.
 */
export function formatContactPhone(value: Maybe<string>): string {
  if (!value) return '';
  const d = onlyDigits(value);
  if (d.length === 11) return `(${d.slice(0, 2)})${d[2]}.${d.slice(3, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)})${d.slice(2, 6)}-${d.slice(6)}`;
  return value;
}

// ---------- dates ----------

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Local date if the parts name a real calendar day, else null. */
function localDate(y: number, m: number, d: number, hh = 0, mm = 0, ss = 0): Date | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || hh > 23 || mm > 59 || ss > 59) return null;
  const date = new Date(2000, 0, 1);
  date.setFullYear(y, m - 1, d); // setFullYear keeps years 0-99 as given
  date.setHours(hh, mm, ss, 0);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  return date;
}

/** 'YYYYMMDD' (ERP dates) -> local Date; null when invalid. */
export function parseYmd(value: Maybe<string>): Date | null {
  const m = value ? /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim()) : null;
  return m ? localDate(+m[1], +m[2], +m[3]) : null;
}

/** 'DD/MM/YYYY' -> local Date; null when invalid (strict: 31/02/2026 is invalid). */
export function parseBrDate(value: Maybe<string>): Date | null {
  const m = value ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim()) : null;
  return m ? localDate(+m[3], +m[2], +m[1]) : null;
}

/**
 * Any supported date input -> Date; null when empty or invalid.
 * 'YYYYMMDD', 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm[:ss]' are local; 'DD/MM/YYYY' too;
 * other strings (ISO with 'T'/offset) go through Date parsing.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const s = value.trim();
  if (/^\d{8}$/.test(s)) return parseYmd(s);
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(s)) return parseBrDate(s);
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(s);
  if (local) {
    return localDate(+local[1], +local[2], +local[3], +(local[4] ?? 0), +(local[5] ?? 0), +(local[6] ?? 0));
  }
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An ISO timestamp with its zone ('…Z', '…-03:00'): an instant, not a wall-clock reading. */
const isInstantText = (value: DateInput): value is string =>
  typeof value === 'string' && /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim());

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY'. */
const brDay = (isoDay: string) => `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;

/** DD/MM/YYYY; '' when empty or invalid. An instant is the São Paulo day it falls on. */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  if (!d) return '';
  if (isInstantText(value)) return brDay(businessDay(d));
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear(), 4)}`;
}

/**
 * DD/MM/YYYY HH:mm; '' when empty or invalid. The one formatter of a time on screen: an instant (a
 * Date, or an ISO string with 'Z' or an offset) is shown in São Paulo time (America/Sao_Paulo) as in
 * the PDFs; a reading without a zone ('2026-12-15 08:05:00', from the ERP) is shown as it is.
 */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  if (!d) return '';
  if (value instanceof Date || isInstantText(value)) return `${brDay(businessDay(d))} ${businessTime(d)}`;
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Date -> 'YYYYMMDD' (local calendar day); '' when invalid. */
export function toYmd(value: DateInput): string {
  const d = toDate(value);
  return d ? `${pad(d.getFullYear(), 4)}${pad(d.getMonth() + 1)}${pad(d.getDate())}` : '';
}

/** Date -> 'YYYY-MM-DD' (local calendar day); '' when invalid. */
export function toIsoDate(value: DateInput): string {
  const d = toDate(value);
  return d ? `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}
