import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatCents,
  formatCep,
  formatCnpj,
  formatContactPhone,
  formatCpf,
  formatCpfCnpj,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatNfeKey,
  formatPhone,
  formatTons,
  formatWeightKg,
  onlyDigits,
  parseBrDate,
  parseYmd,
  toDate,
  toIsoDate,
  toUpper,
  toYmd,
  truncate,
} from './format';

describe('numbers', () => {
  it('formats currency as R$ 0,0.00', () => {
    expect(formatCurrency(1234.56)).toBe('R$ 1.234,56');
    expect(formatCurrency(0)).toBe('R$ 0,00');
    expect(formatCurrency(999.999)).toBe('R$ 1.000,00');
    expect(formatCurrency(1234567.891)).toBe('R$ 1.234.567,89');
    expect(formatCurrency(-5)).toBe('-R$ 5,00');
    expect(formatCurrency('1234.5')).toBe('R$ 1.234,50');
    expect(formatCurrency('-0001234.5')).toBe('-R$ 1.234,50');
  });

  it('rounds half away from zero on the decimal digits, not the binary float', () => {
    expect(formatCurrency(1.005)).toBe('R$ 1,01');
    expect(formatCurrency(0.005)).toBe('R$ 0,01');
    expect(formatCurrency(-1.005)).toBe('-R$ 1,01');
    expect(formatCurrency(0.1 + 0.2)).toBe('R$ 0,30');
    expect(formatCurrency(-0.001)).toBe('R$ 0,00');
    expect(formatCurrency(1e-7)).toBe('R$ 0,00');
    expect(formatCurrency(1e21)).toBe('R$ 1.000.000.000.000.000.000.000,00');
  });

  it('gives empty text for missing or non-numeric values', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(undefined)).toBe('');
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCurrency(Infinity)).toBe('');
    expect(formatCurrency('abc')).toBe('');
    expect(formatCurrency('')).toBe('');
    expect(formatCurrency('1.234,56')).toBe('');
  });

  it('formats without the symbol, in cents and with other decimals', () => {
    expect(formatMoney(1234.56)).toBe('1.234,56');
    expect(formatMoney(-0.5)).toBe('-0,50');
    expect(formatCents(123456)).toBe('R$ 1.234,56');
    expect(formatCents(5)).toBe('R$ 0,05');
    expect(formatCents(-5)).toBe('-R$ 0,05');
    expect(formatCents(1.5)).toBe('');
    expect(formatDecimal(1234.5678, 3)).toBe('1.234,568');
    expect(formatDecimal(1234.5, 0)).toBe('1.235');
  });

  it('formats weights in kg and tons', () => {
    expect(formatWeightKg(1234.5)).toBe('1.234,50 kg');
    expect(formatWeightKg('50')).toBe('50,00 kg');
    expect(formatWeightKg(null)).toBe('');
    expect(formatTons(12500)).toBe('12,5 t');
    expect(formatTons(1250)).toBe('1,3 t');
    expect(formatTons(49950)).toBe('50,0 t');
    expect(formatTons(1234567.8, false)).toBe('1.234,6');
    expect(formatTons(40)).toBe('0,0 t');
  });

  it('agrees with Intl pt-BR for random cent amounts', () => {
    const intl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const value = cents / 100;
        expect(formatMoney(value)).toBe(intl.format(value).replace(/\u2212/, '-'));
      }),
    );
  });
});

describe('text', () => {
  it('keeps digits, upper-cases and truncates', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(123)).toBe('123');
    expect(toUpper('rua são joão, ç')).toBe('RUA SÃO JOÃO, Ç');
    expect(toUpper(undefined)).toBe('');
    expect(truncate('OBRA RESIDENCIAL JARDIM DAS FLORES', 10)).toBe('OBRA RESI…');
    expect(truncate('OBRA RESIDENCIAL', 6)).toBe('OBRA…');
    expect(truncate('CURTO', 10)).toBe('CURTO');
    expect(truncate('ABCDEFGHIJKL', 10, '')).toBe('ABCDEFGHIJ');
    expect(truncate('ABCDEFGHIJKL', 10, '...')).toBe('ABCDEFG...');
    expect(truncate(null, 10)).toBe('');
  });

  it('never returns more than max characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 1, max: 40 }), (text, max) => {
        expect(Array.from(truncate(text, max)).length).toBeLessThanOrEqual(Math.max(max, 0));
      }),
    );
  });
});

describe('documents', () => {
  it('formats CPF and CNPJ', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
    expect(formatCpf('')).toBe('');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('1122233300018')).toBe('1122233300018');
  });

  it('picks CPF or CNPJ by length', () => {
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfCnpj('12345')).toBe('12345');
    expect(formatCpfCnpj('')).toBe('');
    expect(formatCpfCnpj(null)).toBe('');
  });

  it('formats CEP, phones and NF-e keys', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('0131010')).toBe('0131010');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('987654321')).toBe('987654321');
    expect(formatContactPhone('11987654321')).toBe('(11)9.8765-4321');
    expect(formatContactPhone('1134567890')).toBe('(11)3456-7890');
    expect(formatContactPhone('')).toBe('');
    const key = '35261111222333000181550010000123451876543211';
    const grouped = formatNfeKey(key);
    expect(grouped).toBe('3526 1111 2223 3300 0181 5500 1000 0123 4518 7654 3211');
    expect(grouped.split(' ')).toHaveLength(11);
    expect(formatNfeKey(grouped)).toBe(grouped);
  });
});

describe('dates', () => {
  it('formats DD/MM/YYYY from Date, ISO and YYYYMMDD', () => {
    expect(formatDate('20261215')).toBe('15/12/2026');
    expect(formatDate('2026-12-15')).toBe('15/12/2026'); // date-only ISO is a local day, not UTC
    expect(formatDate(new Date(2026, 11, 15, 23, 59))).toBe('15/12/2026');
    expect(formatDate('2026-12-15 00:00:00')).toBe('15/12/2026');
    expect(formatDate('15/12/2026')).toBe('15/12/2026');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('');
    expect(formatDate('20260231')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('formats DD/MM/YYYY HH:mm', () => {
    expect(formatDateTime(new Date('2026-01-02T03:04:05-03:00'))).toBe('02/01/2026 03:04');
    expect(formatDateTime('2026-12-15 08:05:00')).toBe('15/12/2026 08:05');
    expect(formatDateTime('2026-12-15T08:05')).toBe('15/12/2026 08:05');
    const instant = new Date('2026-12-15T11:05:00Z');
    expect(formatDateTime('2026-12-15T11:05:00Z')).toBe(formatDateTime(instant));
    expect(formatDateTime(undefined)).toBe('');
  });

  it('shows an instant in São Paulo time, whatever the time zone of the machine', () => {
    // 16:18 UTC is 13:18 in São Paulo (UTC-3), as the order's PDF prints it.
    expect(formatDateTime('2026-03-10T16:18:00.000Z')).toBe('10/03/2026 13:18');
    expect(formatDateTime(new Date('2026-03-10T16:18:00Z'))).toBe('10/03/2026 13:18');
    expect(formatDateTime('2026-03-10T16:18:00+00:00')).toBe('10/03/2026 13:18');
    // Past midnight UTC is still the evening before in São Paulo, for the time and for the day.
    expect(formatDateTime('2026-03-11T02:30:00Z')).toBe('10/03/2026 23:30');
    expect(formatDate('2026-03-11T02:30:00Z')).toBe('10/03/2026');
    // A reading without a zone is already São Paulo's wall clock.
    expect(formatDateTime('2026-03-10 16:18:00')).toBe('10/03/2026 16:18');
  });

  it('parses YYYYMMDD and DD/MM/YYYY strictly', () => {
    expect(parseYmd('20261215')).toEqual(new Date(2026, 11, 15));
    expect(parseYmd('20240229')).toEqual(new Date(2024, 1, 29));
    expect(parseYmd('20260229')).toBeNull();
    expect(parseYmd('2026121')).toBeNull();
    expect(parseYmd('')).toBeNull();
    expect(parseBrDate('15/12/2026')).toEqual(new Date(2026, 11, 15));
    expect(parseBrDate('29/02/2024')).toEqual(new Date(2024, 1, 29));
    expect(parseBrDate('31/02/2026')).toBeNull();
    expect(parseBrDate('31/04/2026')).toBeNull();
    expect(parseBrDate('00/01/2026')).toBeNull();
    expect(parseBrDate('15/13/2026')).toBeNull();
    expect(parseBrDate('1/2/2026')).toBeNull();
    expect(parseBrDate('15/12/26')).toBeNull();
    expect(parseBrDate(null)).toBeNull();
  });

  it('writes YYYYMMDD and YYYY-MM-DD from the local day', () => {
    const d = new Date(2026, 1, 3, 23, 30);
    expect(toYmd(d)).toBe('20260203');
    expect(toIsoDate(d)).toBe('2026-02-03');
    expect(toIsoDate('15/12/2026')).toBe('2026-12-15');
    expect(toYmd(null)).toBe('');
    expect(toDate('2026-02-30')).toBeNull();
  });

  it('round-trips any day through every format', () => {
    const day = fc
      .date({ min: new Date(1900, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })
      .map((d) => new Date(d.getFullYear(), d.getMonth(), d.getDate()));
    fc.assert(
      fc.property(day, (d) => {
        expect(parseBrDate(formatDate(d))).toEqual(d);
        expect(parseYmd(toYmd(d))).toEqual(d);
        expect(toDate(toIsoDate(d))).toEqual(d);
      }),
    );
  });
});
