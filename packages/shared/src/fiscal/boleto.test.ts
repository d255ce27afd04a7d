import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  I25_PATTERNS,
  bankCodeWithDv,
  barcodeToLinhaDigitavel,
  bbFreeField,
  bradescoFreeField,
  buildBarcode,
  buildFreeField,
  caixaSigcbFreeField,
  dueDateFactor,
  factorToDate,
  formatLinhaDigitavel,
  i25Bars,
  isValidBarcode,
  itauContaDac,
  itauFreeField,
  itauNossoNumeroDac,
  linhaDigitavelToBarcode,
  mod10,
  mod11,
  mod11Bank,
  parseBarcode,
  santanderFreeField,
  santanderNossoNumeroDv,
  validateLinhaDigitavel,
} from './boleto';

const ymd = (d: Date | null) =>
  d &&
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

// docs/product/documentos-fiscais.md §1 worked example (BB) and the second public vector (Itaú)
const BB_BARCODE = '00192166100001234560000001234567000000012317';
const BB_LINHA = '00190.00009 01234.567004 00000.123174 2 16610000123456';
const ITAU_LINHA = '34195.00008 01233.203189 64221.470004 5 84410000002000';
const ITAU_BARCODE = '34195844100000020005000001233203186422147000';

describe('check digits', () => {
  it('computes mod 10 as the linha fields need', () => {
    expect(mod10('001900000')).toBe(9);
    expect(mod10('0123456700')).toBe(4);
    expect(mod10('0000012317')).toBe(4);
    expect(mod10('341950000')).toBe(8);
    expect(mod10('0')).toBe(0);
  });

  it('computes the general mod 11 DV, where 0, 10 and 11 become 1', () => {
    // doc: weighted sum 493, 493 mod 11 = 9, DV = 2
    expect(mod11('0019166100001234560000001234567000000012317')).toBe(2);
    expect(mod11('0')).toBe(1); // sum 0 -> 11 -> 1
    expect(mod11('6')).toBe(1); // 12 mod 11 = 1 -> 10 -> 1
    expect(mod11('5')).toBe(1); // 10 mod 11 = 10 -> 1
    expect(mod11('4')).toBe(3); // 8 -> 3
  });

  it('computes the banks’ mod 11 (10 and 11 become 0)', () => {
    expect(mod11Bank('0')).toBe(0);
    expect(mod11Bank('6')).toBe(0);
    expect(mod11Bank('4')).toBe(3);
    expect(() => mod11Bank('12a')).toThrow(RangeError);
  });

  it('reproduces the printed bank codes with DV', () => {
    // 001: 1×2 = 2 -> 11 − 2 = 9; 104: 4×2 + 0×3 + 1×4 = 12, 12 mod 11 = 1 -> 10 -> 0
    expect(['001', '033', '104', '237', '341'].map(bankCodeWithDv)).toEqual([
      '001-9',
      '033-7',
      '104-0',
      '237-2',
      '341-7',
    ]);
  });
});

describe('due-date factor', () => {
  it('matches the documented dates of both cycles', () => {
    expect(dueDateFactor('2000-07-03')).toBe(1000);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
    expect(dueDateFactor('2025-02-22')).toBe(1000);
    expect(dueDateFactor('2026-12-15')).toBe(1661);
    expect(dueDateFactor('2026-12-21')).toBe(1667);
    expect(dueDateFactor('2049-10-13')).toBe(9999);
    expect(dueDateFactor('20261215')).toBe(1661);
    expect(dueDateFactor(new Date(2026, 11, 15, 23, 59))).toBe(1661);
    expect(dueDateFactor(new Date(2026, 11, 15, 0, 0))).toBe(1661);
  });

  it('assumes the next cycle restarts at 1000 too and rejects dates before 2000-07-03', () => {
    expect(dueDateFactor('2049-10-14')).toBe(1000);
    expect(() => dueDateFactor('2000-07-02')).toThrow(RangeError);
    expect(() => dueDateFactor('2026-02-30')).toThrow(RangeError);
  });

  it('decodes a factor to the candidate nearest the reference date', () => {
    expect(ymd(factorToDate(1000, '2001-01-01'))).toBe('2000-07-03');
    expect(ymd(factorToDate(1000, '2026-11-20'))).toBe('2025-02-22');
    expect(ymd(factorToDate(9999, '2026-11-20'))).toBe('2025-02-21');
    expect(ymd(factorToDate(9999, '2045-01-01'))).toBe('2049-10-13');
    expect(ymd(factorToDate(1661, '2026-11-20'))).toBe('2026-12-15');
    expect(ymd(factorToDate(1667, new Date(2026, 10, 20)))).toBe('2026-12-21');
    expect(ymd(factorToDate(8441, '2026-11-20'))).toBe('2020-11-16');
    expect(factorToDate(0)).toBeNull();
    expect(() => factorToDate(999)).toThrow(RangeError);
    expect(() => factorToDate(10000)).toThrow(RangeError);
  });

  it('round-trips dates within half a cycle of the reference', () => {
    const day = fc.integer({ min: 0, max: 9000 * 3 }).map((n) => new Date(2000, 6, 3 + n));
    fc.assert(
      fc.property(day, fc.integer({ min: -4499, max: 4499 }), (due, offset) => {
        const ref = new Date(due.getFullYear(), due.getMonth(), due.getDate() + offset);
        expect(ymd(factorToDate(dueDateFactor(due), ref))).toBe(ymd(due));
      }),
    );
  });
});

describe('free fields', () => {
  it('builds the BB 7-digit convênio free field of the worked example', () => {
    expect(bbFreeField({ convenio: '1234567', complement: '0000000123', carteira: '17' })).toBe(
      '0000001234567000000012317',
    );
    expect(bbFreeField({ convenio: 1234567, complement: 123, carteira: 17 })).toBe(
      '0000001234567000000012317',
    );
    expect(() => bbFreeField({ convenio: '12345678', complement: 1, carteira: 17 })).toThrow(RangeError);
  });

  it('builds the Itaú free field with both DACs (the second public vector fits it)', () => {
    // free field of ITAU_BARCODE: carteira 500, NN 00012332, DAC 0, agência 3186, conta 42214, DAC 7, 000
    // conta DAC = mod10('318642214'): from the right 8+1+4+2+8+6+7+1+6 = 43 -> 7
    const input = { carteira: '500', nossoNumero: '00012332', agencia: '3186', conta: '42214' };
    expect(itauContaDac('3186', '42214')).toBe(7);
    expect(itauNossoNumeroDac(input)).toBe(0);
    expect(itauFreeField(input)).toBe(ITAU_BARCODE.slice(19));
    // carteiras 112, 126, 131, 146, 150, 168: DAC over carteira + NN only
    expect(itauNossoNumeroDac({ ...input, carteira: '126' })).toBe(mod10('12600012332'));
    expect(() => itauFreeField({ ...input, carteira: '198' })).toThrow(RangeError);
  });

  it('builds the Bradesco free field', () => {
    const ff = bradescoFreeField({
      agencia: '1234',
      carteira: '09',
      nossoNumero: '12345678901',
      conta: '0012345',
    });
    expect(ff).toBe('1234' + '09' + '12345678901' + '0012345' + '0');
    expect(ff).toHaveLength(25);
  });

  it('builds the Santander free field with the nosso-número DV', () => {
    // NN 000000000123: 3×2 + 2×3 + 1×4 = 16, 16 mod 11 = 5 -> DV 6
    expect(santanderNossoNumeroDv('000000000123')).toBe(6);
    // NN 000000000003: 3×2 = 6 -> 11 − 6 = 5; NN 000000000010: 1×3 = 3 -> 8
    expect(santanderNossoNumeroDv(3)).toBe(5);
    expect(santanderNossoNumeroDv(10)).toBe(8);
    const ff = santanderFreeField({ beneficiaryCode: '1234567', nossoNumero: 123, carteira: '101' });
    expect(ff).toBe('9' + '1234567' + '000000000123' + '6' + '0' + '101');
    expect(ff).toHaveLength(25);
  });

  it('builds the Caixa SIGCB free field', () => {
    // beneficiary 123456: 6×2 + 5×3 + 4×4 + 3×5 + 2×6 + 1×7 = 77, 77 mod 11 = 0 -> 11 -> DV 0
    const ff = caixaSigcbFreeField({ beneficiary: '123456', nossoNumero: '14000000000012345' });
    const body = '123456' + '0' + '000' + '1' + '000' + '4' + '000012345';
    expect(ff).toBe(body + mod11Bank(body));
    expect(ff).toHaveLength(25);
    expect(() => caixaSigcbFreeField({ beneficiary: '123456', nossoNumero: '1400000000001234' })).toThrow(
      RangeError,
    );
  });

  it('dispatches by bank', () => {
    expect(
      buildFreeField({ bank: '001', convenio: '1234567', complement: '0000000123', carteira: '17' }),
    ).toBe('0000001234567000000012317');
    expect(
      buildFreeField({
        bank: '341',
        carteira: '500',
        nossoNumero: '00012332',
        agencia: '3186',
        conta: '42214',
      }),
    ).toBe(ITAU_BARCODE.slice(19));
  });
});

describe('barcode and linha digitável', () => {
  it('builds the BB worked example', () => {
    const barcode = buildBarcode({
      bank: '001',
      currency: '9',
      dueDate: '2026-12-15',
      amountCents: 123456,
      freeField: '0000001234567000000012317',
    });
    expect(barcode).toBe(BB_BARCODE);
    expect(isValidBarcode(barcode)).toBe(true);
    const linha = barcodeToLinhaDigitavel(barcode);
    expect(linha).toHaveLength(47);
    expect(formatLinhaDigitavel(linha)).toBe(BB_LINHA);
    expect(linhaDigitavelToBarcode(BB_LINHA)).toBe(BB_BARCODE);
    expect(validateLinhaDigitavel(BB_LINHA)).toBe(true);
    expect(parseBarcode(barcode)).toEqual({
      bank: '001',
      currency: '9',
      dv: 2,
      factor: 1661,
      amountCents: 123456,
      freeField: '0000001234567000000012317',
    });
  });

  it('converts the second public vector both ways', () => {
    expect(linhaDigitavelToBarcode(ITAU_LINHA)).toBe(ITAU_BARCODE);
    expect(formatLinhaDigitavel(barcodeToLinhaDigitavel(ITAU_BARCODE))).toBe(ITAU_LINHA);
    expect(validateLinhaDigitavel(ITAU_LINHA)).toBe(true);
    expect(isValidBarcode(ITAU_BARCODE)).toBe(true);
    expect(formatLinhaDigitavel(ITAU_LINHA)).toBe(ITAU_LINHA);
  });

  it('uses factor 0000 without a due date and checks its inputs', () => {
    const b = buildBarcode({ bank: '237', dueDate: null, amountCents: 0, freeField: '0'.repeat(25) });
    expect(b.slice(5, 19)).toBe('0'.repeat(14));
    expect(isValidBarcode(b)).toBe(true);
    const base = { bank: '001', dueDate: '2026-12-15', amountCents: 1, freeField: '0'.repeat(25) };
    expect(() => buildBarcode({ ...base, amountCents: -1 })).toThrow(RangeError);
    expect(() => buildBarcode({ ...base, amountCents: 1.5 })).toThrow(RangeError);
    expect(() => buildBarcode({ ...base, amountCents: 10_000_000_000 })).toThrow(RangeError);
    expect(() => buildBarcode({ ...base, freeField: '0'.repeat(24) })).toThrow(RangeError);
    expect(() => buildBarcode({ ...base, bank: '01' })).toThrow(RangeError);
  });

  it('rejects damaged lines', () => {
    expect(validateLinhaDigitavel(BB_LINHA.replace('00009', '00008'))).toBe(false); // field 1 DV
    expect(validateLinhaDigitavel(BB_LINHA.replace(' 2 ', ' 3 '))).toBe(false); // general DV
    expect(validateLinhaDigitavel(BB_LINHA.replace('16610000123456', '16610000123457'))).toBe(false);
    expect(validateLinhaDigitavel(BB_LINHA.slice(0, -1))).toBe(false);
    expect(validateLinhaDigitavel('x' + BB_LINHA.slice(1))).toBe(false);
    expect(validateLinhaDigitavel('')).toBe(false);
  });

  const barcodeInput = fc.record({
    bank: fc.constantFrom('001', '033', '104', '237', '341', '756'),
    dueDate: fc.option(
      fc.integer({ min: 0, max: 9000 * 2 - 1 }).map((n) => new Date(2000, 6, 3 + n)),
      { nil: null },
    ),
    amountCents: fc.integer({ min: 0, max: 9_999_999_999 }),
    freeField: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 25, maxLength: 25 }),
  });

  it('round-trips barcode -> linha -> barcode and validates (property)', () => {
    fc.assert(
      fc.property(barcodeInput, (input) => {
        const barcode = buildBarcode(input);
        expect(barcode).toMatch(/^\d{44}$/);
        expect(isValidBarcode(barcode)).toBe(true);
        const linha = barcodeToLinhaDigitavel(barcode);
        const formatted = formatLinhaDigitavel(linha);
        expect(formatted).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
        expect(validateLinhaDigitavel(linha)).toBe(true);
        expect(validateLinhaDigitavel(formatted)).toBe(true);
        expect(linhaDigitavelToBarcode(formatted)).toBe(barcode);
        const parts = parseBarcode(barcode);
        expect(parts.amountCents).toBe(input.amountCents);
        expect(parts.freeField).toBe(input.freeField);
        expect(ymd(factorToDate(parts.factor, input.dueDate ?? undefined))).toBe(ymd(input.dueDate));
      }),
    );
  });

  it('detects any single-digit change in fields 1–3 (property)', () => {
    fc.assert(
      fc.property(
        barcodeInput,
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 1, max: 9 }),
        (input, pos, delta) => {
          const d = barcodeToLinhaDigitavel(buildBarcode(input)).split('');
          d[pos] = String((Number(d[pos]) + delta) % 10);
          expect(validateLinhaDigitavel(d.join(''))).toBe(false);
        },
      ),
    );
  });
});

describe('Interleaved 2 of 5', () => {
  const START = [1, 1, 1, 1];
  const STOP = [3, 1, 1];

  it("encodes '00' and '99' from the digit patterns table", () => {
    // '00': bars 00110, spaces 00110 -> b1 s1 b1 s1 b3 s3 b3 s3 b1 s1
    expect(i25Bars('00')).toEqual([...START, 1, 1, 1, 1, 3, 3, 3, 3, 1, 1, ...STOP]);
    // '99': bars 01010, spaces 01010 -> b1 s1 b3 s3 b1 s1 b3 s3 b1 s1
    expect(i25Bars('99')).toEqual([...START, 1, 1, 3, 3, 1, 1, 3, 3, 1, 1, ...STOP]);
    // '09': bars from 0 (00110), spaces from 9 (01010)
    expect(i25Bars('09')).toEqual([...START, 1, 1, 1, 3, 3, 1, 3, 3, 1, 1, ...STOP]);
    expect(I25_PATTERNS).toHaveLength(10);
    for (const p of I25_PATTERNS) expect(p.replace(/0/g, '')).toBe('11'); // two wide of five
  });

  it('is 405 modules wide for a 44-digit barcode at 3:1, with a configurable ratio', () => {
    const sum = (a: number[]) => a.reduce((s, x) => s + x, 0);
    const bars = i25Bars(BB_BARCODE);
    expect(bars).toHaveLength(4 + 22 * 10 + 3);
    expect(sum(bars)).toBe(405);
    // at 2:1 each digit is 2×2 + 3 = 7 modules: 4 + 44×7 + (2 + 1 + 1) = 316
    expect(sum(i25Bars(BB_BARCODE, 2))).toBe(316);
    expect(i25Bars('00', 2.5).slice(4, 14)).toEqual([1, 1, 1, 1, 2.5, 2.5, 2.5, 2.5, 1, 1]);
    expect(() => i25Bars('123')).toThrow(RangeError);
    expect(() => i25Bars('12', 4)).toThrow(RangeError);
  });

  it('decodes back to the digits (property)', () => {
    const decode = (bars: number[]) => {
      const body = bars.slice(4, -3);
      let out = '';
      for (let i = 0; i < body.length; i += 10) {
        const chunk = body.slice(i, i + 10).map((w) => (w > 1 ? '1' : '0'));
        out += I25_PATTERNS.indexOf(chunk.filter((_, k) => k % 2 === 0).join(''));
        out += I25_PATTERNS.indexOf(chunk.filter((_, k) => k % 2 === 1).join(''));
      }
      return out;
    };
    const digits = fc
      .string({ unit: fc.constantFrom(...'0123456789'), minLength: 2, maxLength: 60 })
      .filter((s) => s.length % 2 === 0);
    fc.assert(
      fc.property(digits, (d) => {
        expect(decode(i25Bars(d))).toBe(d);
      }),
    );
  });
});
