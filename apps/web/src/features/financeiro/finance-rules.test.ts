import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import {
  boletoFilterErrors,
  boletosQuery,
  boletoTotals,
  brToYmd,
  defaultPeriodo,
  diasBoleto,
  documentosQuery,
  emptyBoletoFilter,
  emptyDocumentoFilter,
  parseAmount,
  sortBoletos,
} from './finance-rules';

const target = { cgc: '11.444.777/0001-61', empresaCod: '03', filialCod: '01' };

describe('DIAS_BOLETO and the default window', () => {
  it('reads the parameter, 30 when missing or malformed', () => {
    expect(diasBoleto('45')).toBe(45);
    expect(diasBoleto(' 7 ')).toBe(7);
    expect(diasBoleto(undefined)).toBe(30);
    expect(diasBoleto('')).toBe(30);
    expect(diasBoleto('trinta')).toBe(30);
    expect(diasBoleto('-5')).toBe(30);
  });

  it('is today − dias .. today + dias, across months and years', () => {
    expect(defaultPeriodo(30, new Date(2026, 10, 22))).toEqual({ inicio: '23/10/2026', fim: '22/12/2026' });
    expect(defaultPeriodo(30, new Date(2026, 11, 15))).toEqual({ inicio: '15/11/2026', fim: '14/01/2027' });
    expect(defaultPeriodo(0, new Date(2024, 1, 29))).toEqual({ inicio: '29/02/2024', fim: '29/02/2024' });
  });
});

describe('filters', () => {
  it('converts DD/MM/YYYY to YYYYMMDD, nothing for an impossible day', () => {
    expect(brToYmd('05/12/2026')).toBe('20261205');
    expect(brToYmd('31/02/2026')).toBe('');
    expect(brToYmd('')).toBe('');
  });

  it('reads amounts typed in pt-BR or with a point', () => {
    expect(parseAmount('')).toBe('');
    expect(parseAmount('4.857,16')).toBe('4857.16');
    expect(parseAmount('735,6')).toBe('735.6');
    expect(parseAmount('6136')).toBe('6136');
    expect(parseAmount('23563.50')).toBe('23563.5');
    expect(parseAmount('R$ 1.000,00')).toBe('1000');
    expect(parseAmount('1,2,3')).toBeNull();
    expect(parseAmount('12,345')).toBeNull();
  });

  it('checks the period and the amount', () => {
    const ok = emptyBoletoFilter({ inicio: '01/11/2026', fim: '30/11/2026' });
    expect(boletoFilterErrors(ok)).toEqual({});
    expect(boletoFilterErrors({ ...ok, inicio: '' })).toEqual({ inicio: MSG.invalidDate });
    expect(boletoFilterErrors({ ...ok, fim: '31/11/2026' })).toEqual({ fim: MSG.invalidDate });
    expect(boletoFilterErrors({ ...ok, inicio: '01/12/2026' })).toEqual({ fim: MSG.dashboardEndBeforeStart });
    expect(boletoFilterErrors({ ...ok, valor: '1,2,3' })).toEqual({ valor: MSG.invalidAmount });
  });

  it('builds the list queries (dates YYYYMMDD; optional values empty so the client leaves them out)', () => {
    const f = emptyBoletoFilter({ inicio: '23/10/2026', fim: '22/12/2026' });
    expect(boletosQuery(target, f)).toEqual({
      cgc: '11444777000161',
      empresa: '03',
      filial: '01',
      dtini: '20261023',
      dtfim: '20261222',
      titulo: '',
      valor: '',
      quitado: '',
    });
    expect(boletosQuery(target, { ...f, titulo: '13001', valor: '4.857,16', quitado: 'N' })).toMatchObject({
      titulo: '13001',
      valor: '4857.16',
      quitado: 'N',
    });
    // An alphanumeric CNPJ (2026) keeps its letters.
    expect(boletosQuery({ ...target, cgc: '12.abc.345/01de-35' }, f).cgc).toBe('12ABC34501DE35');
    const d = emptyDocumentoFilter({ inicio: '01/11/2026', fim: '30/11/2026' });
    expect(documentosQuery(target, { ...d, doc: '13019', valbrut: '6.136,00' })).toEqual({
      cgc: '11444777000161',
      empresa: '03',
      filial: '01',
      dtini: '20261101',
      dtfim: '20261130',
      doc: '13019',
      valbrut: '6136',
    });
  });
});

describe('order and totals (docs/product/portal-cliente.md §9)', () => {
  it('sorts by title (as a number) then parcel', () => {
    const list = [
      { titulo: '000013007', parcela: 'B' },
      { titulo: '13001', parcela: 'C' },
      { titulo: '000013001', parcela: 'B' },
      { titulo: '000013007', parcela: 'A' },
      { titulo: '000000999', parcela: 'A' },
    ];
    expect(sortBoletos(list).map((b) => `${b.titulo}/${b.parcela}`)).toEqual([
      '000000999/A',
      '000013001/B',
      '13001/C',
      '000013007/A',
      '000013007/B',
    ]);
  });

  it('sums principal and balance in cents', () => {
    expect(
      boletoTotals([
        { valor: 0.1, saldo: 0.1 },
        { valor: 0.2, saldo: 0 },
        { valor: 4857.16, saldo: 304.16 },
      ]),
    ).toEqual({
      valor: 4857.46,
      saldo: 304.26,
    });
    expect(boletoTotals([])).toEqual({ valor: 0, saldo: 0 });
  });
});
