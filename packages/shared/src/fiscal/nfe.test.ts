import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CODE128_PATTERNS,
  UF_CODES,
  buildAccessKey,
  code128AutoValues,
  code128Bars,
  code128Check,
  code128cValues,
  isValidAccessKey,
  nfeKeyDv,
  parseAccessKey,
  randomCnf,
  ufFromCode,
} from './nfe';

// docs/product/documentos-fiscais.md §2 test vectors
const KEY_SP = '35261111222333000181550010000123451876543211';
const KEY_AM = '13181017921427000125650010000000309887251170';
const KEY_RJ = '33150308370779000149550010001100931002410775';

describe('UF codes', () => {
  it('has the 27 IBGE codes', () => {
    expect(Object.keys(UF_CODES)).toHaveLength(27);
    expect(UF_CODES.SP).toBe(35);
    expect(UF_CODES.RJ).toBe(33);
    expect(UF_CODES.DF).toBe(53);
    expect(new Set(Object.values(UF_CODES)).size).toBe(27);
    expect(ufFromCode(43)).toBe('RS');
    expect(ufFromCode(30)).toBeUndefined();
  });
});

describe('access key', () => {
  it('computes the DV of the documented keys', () => {
    expect(nfeKeyDv(KEY_SP.slice(0, 43))).toBe(1);
    expect(nfeKeyDv(KEY_AM.slice(0, 43))).toBe(0);
    expect(nfeKeyDv(KEY_RJ.slice(0, 43))).toBe(5);
    expect(() => nfeKeyDv(KEY_SP)).toThrow(RangeError);
  });

  it('counts a letter as ASCII − 48', () => {
    // only 'A' (17) at index 6, the first CNPJ character: weight ((42 − 6) mod 8) + 2 = 6;
    // sum 17 × 6 = 102, 102 mod 11 = 3 -> DV 11 − 3 = 8
    expect(nfeKeyDv('000000A' + '0'.repeat(36))).toBe(8);
    // a remainder of 1 gives 0: '1' at index 42 (weight 2) and index 41 (weight 3): 5 -> 6; 12 mod 11 = 1 -> 0
    expect(nfeKeyDv('0'.repeat(42) + '6')).toBe(0);
  });

  it('builds the documented key', () => {
    const key = buildAccessKey({
      uf: 'SP',
      dhEmi: '2026-11-10T09:30:00-03:00',
      cnpj: '11.222.333/0001-81',
      serie: 1,
      nNF: 12345,
      cNF: 87654321,
    });
    expect(key).toBe(KEY_SP);
    expect(
      buildAccessKey({
        uf: 35,
        dhEmi: new Date(2026, 10, 10, 12),
        cnpj: '11222333000181',
        modelo: 55,
        serie: 1,
        nNF: 12345,
        tpEmis: 1,
        cNF: '87654321',
      }),
    ).toBe(KEY_SP);
  });

  it('takes AAMM in Brasília time from a Date and as written from a string', () => {
    const base = { uf: 'SP' as const, cnpj: '11222333000181', serie: 1, nNF: 1, cNF: 2 };
    // 2026-12-01T01:00Z is still November 30 in Brasília
    expect(buildAccessKey({ ...base, dhEmi: new Date('2026-12-01T01:00:00Z') }).slice(2, 6)).toBe('2611');
    expect(buildAccessKey({ ...base, dhEmi: new Date('2026-12-01T03:00:00Z') }).slice(2, 6)).toBe('2612');
    expect(
      buildAccessKey({ ...base, dhEmi: new Date('2026-12-01T04:30:00Z'), utcOffsetMinutes: -300 }).slice(
        2,
        6,
      ),
    ).toBe('2611');
    expect(buildAccessKey({ ...base, dhEmi: '2026-11-30T23:59:59-04:00' }).slice(2, 6)).toBe('2611');
  });

  it('builds and validates a key with an alphanumeric CNPJ', () => {
    const key = buildAccessKey({
      uf: 'PR',
      dhEmi: '2026-08-01T10:00:00-03:00',
      cnpj: '12.ABC.345/01DE-35',
      serie: 2,
      nNF: 77,
      cNF: 123,
    });
    expect(key.slice(0, 20)).toBe('412608' + '12ABC34501DE35');
    expect(key).toMatch(/^\d{6}[A-Z0-9]{12}\d{26}$/);
    expect(isValidAccessKey(key)).toBe(true);
    expect(parseAccessKey(key)?.cnpj).toBe('12ABC34501DE35');
  });

  it('rejects bad inputs', () => {
    const base = {
      uf: 'SP' as const,
      dhEmi: '2026-11-10T09:30:00-03:00',
      cnpj: '11222333000181',
      serie: 1,
      nNF: 12345,
      cNF: 87654321,
    };
    expect(() => buildAccessKey({ ...base, cNF: 12345 })).toThrow(/cNF/);
    expect(() => buildAccessKey({ ...base, cNF: '00012345' })).toThrow(/cNF/);
    expect(() => buildAccessKey({ ...base, cNF: 100_000_000 })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...base, cNF: '1234567' })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...base, serie: 1000 })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...base, nNF: 0 })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...base, nNF: 1_000_000_000 })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...base, uf: 30 })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...base, cnpj: '1122233300018' })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...base, dhEmi: 'ontem' })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...base, dhEmi: new Date(Number.NaN) })).toThrow(RangeError);
  });

  it('validates keys', () => {
    expect(isValidAccessKey(KEY_SP)).toBe(true);
    expect(isValidAccessKey(KEY_AM)).toBe(true);
    expect(isValidAccessKey(KEY_RJ)).toBe(true);
    expect(isValidAccessKey('3526 1111 2223 3300 0181 5500 1000 0123 4518 7654 3211')).toBe(true);
    expect(isValidAccessKey(KEY_SP.slice(0, 43) + '2')).toBe(false);
    expect(isValidAccessKey(KEY_SP.slice(0, 43))).toBe(false);
    expect(isValidAccessKey(null)).toBe(false);
    // unknown cUF 30 and month 13, with their DVs recomputed
    const withDv = (k43: string) => k43 + nfeKeyDv(k43);
    expect(isValidAccessKey(withDv('30' + KEY_SP.slice(2, 43)))).toBe(false);
    expect(isValidAccessKey(withDv('352613' + KEY_SP.slice(6, 43)))).toBe(false);
  });

  it('detects any single-digit change of a key whose DV is not 0 (property)', () => {
    // 11 is prime, so a single change always moves the remainder; only remainders 0 and 1
    // share a DV (0), so keys with DV 0 (KEY_AM) can miss a change.
    fc.assert(
      fc.property(
        fc.constantFrom(KEY_SP, KEY_RJ),
        fc.integer({ min: 0, max: 43 }),
        fc.integer({ min: 1, max: 9 }),
        (key, pos, delta) => {
          const d = key.split('');
          d[pos] = String((Number(d[pos]) + delta) % 10);
          expect(isValidAccessKey(d.join(''))).toBe(false);
        },
      ),
    );
  });

  it('parses the parts of a key', () => {
    expect(parseAccessKey(KEY_SP)).toEqual({
      cUF: 35,
      uf: 'SP',
      year: 2026,
      month: 11,
      cnpj: '11222333000181',
      modelo: 55,
      serie: 1,
      nNF: 12345,
      tpEmis: 1,
      cNF: '87654321',
      cDV: 1,
    });
    expect(parseAccessKey(KEY_AM)).toMatchObject({ uf: 'AM', year: 2018, month: 10, modelo: 65, nNF: 30 });
    expect(parseAccessKey('123')).toBeNull();
  });

  it('round-trips built keys through parse (property)', () => {
    const input = fc.record({
      uf: fc.constantFrom(...(Object.keys(UF_CODES) as (keyof typeof UF_CODES)[])),
      year: fc.integer({ min: 2006, max: 2099 }),
      month: fc.integer({ min: 1, max: 12 }),
      cnpj: fc
        .string({
          unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
          minLength: 12,
          maxLength: 12,
        })
        .map((s) => s + '00'),
      serie: fc.integer({ min: 0, max: 999 }),
      nNF: fc.integer({ min: 1, max: 999_999_999 }),
      tpEmis: fc.integer({ min: 1, max: 9 }),
      cNF: fc.integer({ min: 0, max: 99_999_999 }),
    });
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(i.cNF !== i.nNF);
        const dhEmi = `${i.year}-${String(i.month).padStart(2, '0')}-15T12:00:00-03:00`;
        const key = buildAccessKey({ ...i, dhEmi });
        expect(isValidAccessKey(key)).toBe(true);
        expect(parseAccessKey(key)).toMatchObject({
          uf: i.uf,
          year: i.year,
          month: i.month,
          cnpj: i.cnpj,
          serie: i.serie,
          nNF: i.nNF,
          tpEmis: i.tpEmis,
          cNF: String(i.cNF).padStart(8, '0'),
        });
      }),
    );
  });
});

describe('randomCnf', () => {
  it('returns 8 digits from the injected random', () => {
    expect(randomCnf(1, () => 0)).toBe('00000000');
    expect(randomCnf(1, () => 0.87654321)).toBe('87654321');
    expect(randomCnf(1, () => 0.999999999)).toBe('99999999');
    expect(randomCnf(5)).toMatch(/^\d{8}$/);
  });

  it('never equals nNF', () => {
    expect(randomCnf(12345, () => 12345.5 / 1e8)).toBe('00012346');
    expect(randomCnf(99_999_999, () => 0.999999995)).toBe('00000000');
    expect(randomCnf(0, () => Number.NaN)).toBe('00000001');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (nNF, r) => {
          const cNF = randomCnf(nNF, () => r);
          expect(cNF).toMatch(/^\d{8}$/);
          expect(Number(cNF)).not.toBe(nNF);
        },
      ),
    );
  });
});

describe('Code 128', () => {
  const decode = (bars: number[]) => {
    const values: number[] = [];
    for (let i = 0; i < bars.length - 7; i += 6)
      values.push(CODE128_PATTERNS.indexOf(bars.slice(i, i + 6).join('')));
    expect(bars.slice(-7).join('')).toBe(CODE128_PATTERNS[106]);
    return [...values, 106];
  };

  it('computes the Code 128C values and check of a short example', () => {
    // '1234' -> start C 105, pairs 12 and 34; check = (105 + 1×12 + 2×34) mod 103 = 185 mod 103 = 82
    expect(code128cValues('1234')).toEqual([105, 12, 34, 82, 106]);
    // '000102' -> (105 + 0 + 2×1 + 3×2) mod 103 = 113 mod 103 = 10
    expect(code128cValues('000102')).toEqual([105, 0, 1, 2, 10, 106]);
    expect(() => code128cValues('123')).toThrow(RangeError);
    expect(() => code128cValues('12a4')).toThrow(RangeError);
  });

  it('encodes a 44-digit key as 22 pairs', () => {
    const values = code128cValues(KEY_SP);
    expect(values).toHaveLength(25);
    expect(values.slice(1, 23)).toEqual(KEY_SP.match(/../g)!.map(Number));
    expect(values[23]).toBe(code128Check(values.slice(0, 23)));
    const bars = code128Bars(values);
    expect(bars).toHaveLength(24 * 6 + 7);
    expect(bars.reduce((s, x) => s + x, 0)).toBe(24 * 11 + 13);
    expect(decode(bars)).toEqual(values);
  });

  it('has a well-formed pattern table', () => {
    // cross-checked against bwip-js 4.11 while developing; here its invariants
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.slice(0, 106).forEach((p) => {
      const w = p.split('').map(Number);
      expect(p).toHaveLength(6);
      expect(w.reduce((s, x) => s + x, 0)).toBe(11);
      expect((w[0] + w[2] + w[4]) % 2).toBe(0); // even bar modules
    });
    expect(CODE128_PATTERNS[105]).toBe('211232'); // start C
    expect(CODE128_PATTERNS[106]).toBe('2331112'); // stop
    expect(code128Bars([105]).join('')).toBe('211232');
    expect(() => code128Bars([107])).toThrow(RangeError);
  });

  it('switches code sets for text with letters (alphanumeric CNPJ keys)', () => {
    expect(code128AutoValues('1234')).toEqual(code128cValues('1234'));
    // 'AB12' -> start B, 'A' = 33, 'B' = 34, '1' = 17, '2' = 18; check (104 + 33 + 68 + 51 + 72) mod 103 = 328 mod 103 = 19
    expect(code128AutoValues('AB12')).toEqual([104, 33, 34, 17, 18, 19, 106]);
    // 'AB123456' -> B for 'AB', Code C (99), then pairs 12 34 56
    expect(code128AutoValues('AB123456').slice(0, 7)).toEqual([104, 33, 34, 99, 12, 34, 56]);
    expect(() => code128AutoValues('é')).toThrow(RangeError);
  });

  it('auto mode decodes back to the text and equals 128C for even digit strings (property)', () => {
    const toText = (values: number[]) => {
      let set = values[0] === 105 ? 'C' : 'B';
      let text = '';
      // A switch is 99 (CODE C) in set B and 100 (CODE B) in set C; in set C, 99 is the digits '99'.
      for (const v of values.slice(1, -2)) {
        if (set === 'B' && v === 99) set = 'C';
        else if (set === 'C' && v === 100) set = 'B';
        else text += set === 'C' ? String(v).padStart(2, '0') : String.fromCharCode(v + 32);
      }
      return text;
    };
    const key = fc.string({
      unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      minLength: 1,
      maxLength: 44,
    });
    // The pair '99' in set C (a counterexample the property once drew).
    expect(code128AutoValues('0099')).toEqual([105, 0, 99, 97, 106]);
    expect(toText(code128AutoValues('0099'))).toBe('0099');
    fc.assert(
      fc.property(key, (text) => {
        const values = code128AutoValues(text);
        expect(values.at(-1)).toBe(106);
        expect(values.at(-2)).toBe(code128Check(values.slice(0, -2)));
        expect(toText(values)).toBe(text);
        expect(decode(code128Bars(values))).toEqual(values);
        if (/^\d+$/.test(text) && text.length % 2 === 0) expect(values).toEqual(code128cValues(text));
      }),
    );
  });
});
