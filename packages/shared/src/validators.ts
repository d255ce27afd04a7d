// Validators for Brazilian documents and user input. Pure, no dependencies but the shared limits.
import { LIMITS } from './constants';

type Maybe<T> = T | null | undefined;

/** Removes the usual punctuation of a document ('.', '-', '/', spaces) and upper-cases it. */
export function stripDocument(value: Maybe<string>): string {
  return value ? value.replace(/[.\-/\s]/g, '').toUpperCase() : '';
}

/** Value of a CPF/CNPJ character for check digits: ASCII code − 48 ('0' = 0, 'A' = 17, 'Z' = 42). */
export function documentCharValue(ch: string): number {
  return ch.charCodeAt(0) - 48;
}

/** CPF check digit over the given digits (weights n+1 … 2). */
function cpfDv(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** CPF: 11 digits (punctuation allowed), not all equal, both check digits right. */
export function isValidCpf(value: Maybe<string>): boolean {
  const d = stripDocument(value);
  if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
  return cpfDv(d.slice(0, 9)) === Number(d[9]) && cpfDv(d.slice(0, 10)) === Number(d[10]);
}

/** CNPJ check digit over 12 or 13 characters (weights 2…9 from the right, repeating). */
export function cnpjDv(base: string): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    const weight = ((base.length - 1 - i) % 8) + 2;
    sum += documentCharValue(base[i]) * weight;
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/**
 * CNPJ, numeric or alphanumeric (from July 2026): `[A-Z0-9]{12}[0-9]{2}`, punctuation allowed,
 * lower case accepted; not all equal; both check digits right.
 */
export function isValidCnpj(value: Maybe<string>): boolean {
  const c = stripDocument(value);
  if (!/^[A-Z0-9]{12}\d{2}$/.test(c) || /^(.)\1{13}$/.test(c)) return false;
  return cnpjDv(c.slice(0, 12)) === Number(c[12]) && cnpjDv(c.slice(0, 13)) === Number(c[13]);
}

/** CPF when 11 characters, CNPJ when 14. */
export function isValidCpfOrCnpj(value: Maybe<string>): boolean {
  const c = stripDocument(value);
  if (c.length === 11) return isValidCpf(c);
  if (c.length === 14) return isValidCnpj(c);
  return false;
}

const EMAIL_RE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Practical e-mail check: dot-atom local part, a domain with a TLD of letters; at most 254 chars. */
export function isValidEmail(value: Maybe<string>): boolean {
  if (!value) return false;
  const v = value.trim();
  return v.length <= 254 && v.indexOf('@') <= 64 && EMAIL_RE.test(v);
}

/** Brazilian plate, old (ABC1234) or Mercosul (ABC1D23); a hyphen or space and lower case accepted. */
export function isValidPlate(value: Maybe<string>): boolean {
  const p = value ? value.replace(/[-\s]/g, '').toUpperCase() : '';
  return /^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(p);
}

function charClass(ch: string): 'lower' | 'upper' | 'digit' | 'other' {
  if (/[a-z]/.test(ch)) return 'lower';
  if (/[A-Z]/.test(ch)) return 'upper';
  return /\d/.test(ch) ? 'digit' : 'other';
}

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/**
 * A password longer than the spec's limit (LIMITS.PASSWORD_MAX, docs/product/portal-cliente.md §2, §9),
 * counted in characters as typed (code points): refused with MSG.passwordTooLong, never cut short.
 */
export function passwordTooLong(password: Maybe<string>): boolean {
  return Array.from(password ?? '').length > LIMITS.PASSWORD_MAX;
}

/**
 * Password strength as an index into MSG.passwordStrength
 * ['Muito fraca', 'Fraca', 'Boa', 'Forte', 'Excelente'].
 * Estimated bits = effective length × log2(pool of the classes used); a character that repeats
 * the previous one or continues a sequence (abc, 123, cba) counts half.
 * Thresholds 30/40/50/60 bits: 10 characters using all four classes reach 'Excelente'
 * (10 × log2(95) ≈ 65.7), 9 do not (≈ 59.1).
 */
export function passwordStrength(password: Maybe<string>): PasswordStrength {
  if (!password) return 0;
  const chars = Array.from(password);
  let pool = 0;
  if (/[a-z]/.test(password)) pool += 26;
  if (/[A-Z]/.test(password)) pool += 26;
  if (/\d/.test(password)) pool += 10;
  if (/[^a-zA-Z\d]/.test(password)) pool += 33;
  let effective = 0;
  for (let i = 0; i < chars.length; i++) {
    const prev = chars[i - 1];
    const cur = chars[i];
    const step = prev === undefined ? NaN : Math.abs(cur.codePointAt(0)! - prev.codePointAt(0)!);
    const sameClass = prev !== undefined && charClass(prev) !== 'other' && charClass(prev) === charClass(cur);
    effective += step === 0 || (sameClass && step === 1) ? 0.5 : 1;
  }
  const bits = effective * Math.log2(pool);
  if (bits >= 60) return 4;
  if (bits >= 50) return 3;
  if (bits >= 40) return 2;
  if (bits >= 30) return 1;
  return 0;
}
