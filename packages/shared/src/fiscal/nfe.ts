// NF-e 4.00 access key (docs/product/documentos-fiscais.md §2) and Code 128 encoding for the DANFE (§3).
// Pure, no dependencies.

/** IBGE state codes (cUF). */
export const UF_CODES = {
  RO: 11,
  AC: 12,
  AM: 13,
  RR: 14,
  PA: 15,
  AP: 16,
  TO: 17,
  MA: 21,
  PI: 22,
  CE: 23,
  RN: 24,
  PB: 25,
  PE: 26,
  AL: 27,
  SE: 28,
  BA: 29,
  MG: 31,
  ES: 32,
  RJ: 33,
  SP: 35,
  PR: 41,
  SC: 42,
  RS: 43,
  MS: 50,
  MT: 51,
  GO: 52,
  DF: 53,
} as const;
export type Uf = keyof typeof UF_CODES;

/** UF of an IBGE code, undefined when unknown. */
export function ufFromCode(cUF: number): Uf | undefined {
  return (Object.keys(UF_CODES) as Uf[]).find((uf) => UF_CODES[uf] === cUF);
}

/** Key characters: digits, and upper-case letters inside an alphanumeric CNPJ. */
const KEY_RE = /^\d{6}[A-Z0-9]{12}\d{26}$/;

/** Key DV over 43 characters: weights 2…9 from the right, chars count ASCII − 48; remainder 0 or 1 -> 0. */
export function nfeKeyDv(key43: string): number {
  if (!/^[0-9A-Z]{43}$/.test(key43)) throw new RangeError(`nfeKeyDv: expected 43 characters, got '${key43}'`);
  let sum = 0;
  for (let i = key43.length - 1, w = 2; i >= 0; i--, w = w === 9 ? 2 : w + 1) {
    sum += (key43.charCodeAt(i) - 48) * w;
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

export interface AccessKeyInput {
  /** UF of the emitter, or its IBGE code. */
  uf: Uf | number;
  /**
   * Emission date-time. A string is read as written ('2026-11-30T22:00:00-03:00' -> 2611);
   * a Date is read at `utcOffsetMinutes`.
   */
  dhEmi: Date | string;
  /** Offset used to read a Date dhEmi; default −180 (Brasília). */
  utcOffsetMinutes?: number;
  /** Emitter CNPJ, numeric or alphanumeric; punctuation allowed. */
  cnpj: string;
  modelo?: number;
  serie: number;
  nNF: number;
  tpEmis?: number;
  /** 8-digit random code, different from nNF (see randomCnf). */
  cNF: number | string;
}

function num(value: number, width: number, name: string, min = 0): string {
  if (!Number.isInteger(value) || value < min || value >= 10 ** width) {
    throw new RangeError(`${name} out of range: ${value}`);
  }
  return String(value).padStart(width, '0');
}

/** 'AAMM' of dhEmi. */
function yymm(dhEmi: Date | string, offsetMinutes: number): string {
  if (typeof dhEmi === 'string') {
    const m = /^\d{2}(\d{2})-(\d{2})-\d{2}/.exec(dhEmi.trim());
    if (!m) throw new RangeError(`dhEmi: expected an ISO date-time, got '${dhEmi}'`);
    return m[1] + m[2];
  }
  if (Number.isNaN(dhEmi.getTime())) throw new RangeError('dhEmi: invalid date');
  const shifted = new Date(dhEmi.getTime() + offsetMinutes * 60_000);
  return (
    String(shifted.getUTCFullYear() % 100).padStart(2, '0') +
    String(shifted.getUTCMonth() + 1).padStart(2, '0')
  );
}

/** 44-character access key: cUF + AAMM + CNPJ + modelo + série + nNF + tpEmis + cNF + cDV. */
export function buildAccessKey(input: AccessKeyInput): string {
  const cUF = typeof input.uf === 'number' ? input.uf : UF_CODES[input.uf];
  if (cUF === undefined || !ufFromCode(cUF)) throw new RangeError(`unknown UF: ${String(input.uf)}`);
  const cnpj = input.cnpj.replace(/[.\-/\s]/g, '').toUpperCase();
  if (!/^[A-Z0-9]{12}\d{2}$/.test(cnpj)) throw new RangeError(`cnpj: invalid format '${input.cnpj}'`);
  const cNF = typeof input.cNF === 'number' ? num(input.cNF, 8, 'cNF') : input.cNF.trim();
  if (!/^\d{8}$/.test(cNF)) throw new RangeError(`cNF: expected 8 digits, got '${cNF}'`);
  if (Number(cNF) === input.nNF) throw new RangeError('cNF must differ from nNF');
  const key43 =
    String(cUF) +
    yymm(input.dhEmi, input.utcOffsetMinutes ?? -180) +
    cnpj +
    num(input.modelo ?? 55, 2, 'modelo') +
    num(input.serie, 3, 'serie') +
    num(input.nNF, 9, 'nNF', 1) +
    num(input.tpEmis ?? 1, 1, 'tpEmis', 1) +
    cNF;
  return key43 + nfeKeyDv(key43);
}

/** Structure (known cUF, month 01–12, CNPJ pattern) and DV of a key; spaces allowed. */
export function isValidAccessKey(key: string | null | undefined): boolean {
  const k = key ? key.replace(/\s/g, '') : '';
  if (!KEY_RE.test(k)) return false;
  const month = Number(k.slice(4, 6));
  if (!ufFromCode(Number(k.slice(0, 2))) || month < 1 || month > 12) return false;
  return nfeKeyDv(k.slice(0, 43)) === Number(k[43]);
}

export interface AccessKeyParts {
  cUF: number;
  uf: Uf | undefined;
  /** Full year, 2000 + AA. */
  year: number;
  month: number;
  cnpj: string;
  modelo: number;
  serie: number;
  nNF: number;
  tpEmis: number;
  /** 8 digits, as in ide/cNF. */
  cNF: string;
  cDV: number;
}

/** Parts of a key (spaces allowed); null when not 44 key characters. The DV is not checked. */
export function parseAccessKey(key: string | null | undefined): AccessKeyParts | null {
  const k = key ? key.replace(/\s/g, '') : '';
  if (!KEY_RE.test(k)) return null;
  const cUF = Number(k.slice(0, 2));
  return {
    cUF,
    uf: ufFromCode(cUF),
    year: 2000 + Number(k.slice(2, 4)),
    month: Number(k.slice(4, 6)),
    cnpj: k.slice(6, 20),
    modelo: Number(k.slice(20, 22)),
    serie: Number(k.slice(22, 25)),
    nNF: Number(k.slice(25, 34)),
    tpEmis: Number(k.slice(34, 35)),
    cNF: k.slice(35, 43),
    cDV: Number(k[43]),
  };
}

/** Random 8-digit cNF, never equal to nNF. `random` returns [0, 1) like Math.random. */
export function randomCnf(nNF: number, random: () => number = Math.random): string {
  let n = Math.floor(random() * 100_000_000) % 100_000_000;
  if (!(n >= 0)) n = 0; // guards a bad injected random
  if (n === nNF) n = (n + 1) % 100_000_000;
  return String(n).padStart(8, '0');
}

// ---------- Code 128 ----------

/** Code 128 element widths (bar, space, bar, space, bar, space) of values 0–105; 106 = stop (7 elements). */
// prettier-ignore
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const CODE128_START_B = 104;
export const CODE128_START_C = 105;
export const CODE128_CODE_B = 100;
export const CODE128_CODE_C = 99;
export const CODE128_STOP = 106;

/** Check value: (start + Σ position × value) mod 103, over start and data values. */
export function code128Check(values: readonly number[]): number {
  let sum = values[0];
  for (let i = 1; i < values.length; i++) sum += i * values[i];
  return sum % 103;
}

/** Code 128C values of an even number of digits: [105, pairs…, check, 106]. */
export function code128cValues(digits: string): number[] {
  if (!/^\d+$/.test(digits) || digits.length % 2 !== 0) {
    throw new RangeError('code128cValues: an even number of digits is required');
  }
  const values = [CODE128_START_C];
  for (let i = 0; i < digits.length; i += 2) values.push(Number(digits.slice(i, i + 2)));
  return [...values, code128Check(values), CODE128_STOP];
}

/**
 * Code 128 values for printable ASCII (32–126) with automatic switching between sets B and C:
 * set C for runs of at least 4 digits (6 in the middle of the text), set B otherwise.
 * All-digit keys of even length give the same values as code128cValues; an alphanumeric-CNPJ
 * key needs this.
 */
export function code128AutoValues(text: string): number[] {
  if (!/^[\x20-\x7e]+$/.test(text)) throw new RangeError('code128AutoValues: printable ASCII only');
  const digitRun = (from: number) => {
    let n = 0;
    while (from + n < text.length && text.charCodeAt(from + n) >= 48 && text.charCodeAt(from + n) <= 57) n++;
    return n;
  };
  const useC = (at: number) => {
    const run = digitRun(at);
    const atEdge = at === 0 || at + run === text.length;
    return run >= (atEdge ? 4 : 6) || (run === text.length && run % 2 === 0);
  };
  const values: number[] = [];
  let set: 'B' | 'C' = useC(0) ? 'C' : 'B';
  values.push(set === 'C' ? CODE128_START_C : CODE128_START_B);
  let i = 0;
  while (i < text.length) {
    if (set === 'C') {
      if (digitRun(i) >= 2) {
        values.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      values.push(CODE128_CODE_B);
      set = 'B';
    }
    // Set B: switch to C before a long digit run, after an odd leading digit so pairs stay whole.
    const run = digitRun(i);
    if (run >= 4 && useC(i) && run % 2 === 0) {
      values.push(CODE128_CODE_C);
      set = 'C';
      continue;
    }
    values.push(text.charCodeAt(i) - 32);
    i++;
  }
  return [...values, code128Check(values), CODE128_STOP];
}

/**
 * Module widths of a Code 128 symbol sequence (as from code128cValues), alternating bar, space,
 * bar, … starting with a bar and ending with the stop's final bar; no quiet zones.
 */
export function code128Bars(values: readonly number[]): number[] {
  const out: number[] = [];
  for (const v of values) {
    const pattern = CODE128_PATTERNS[v];
    if (!Number.isInteger(v) || pattern === undefined) throw new RangeError(`code128Bars: bad value ${v}`);
    for (const ch of pattern) out.push(Number(ch));
  }
  return out;
}
