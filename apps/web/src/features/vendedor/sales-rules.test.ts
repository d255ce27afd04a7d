import { ORDER_STATUS } from '@portal/shared/constants';
import { describe, expect, it } from 'vitest';
import type { SalesColumn, SalesRow } from '@portal/shared/schemas/vendedor';
import { customerFilter, displayedRows, hasTotals, nextSort, pageTotals } from './sales-rules';

const col = (key: string): SalesColumn => ({
  key,
  description: key,
  align: 'left',
  order: 1,
  type: 'text',
  sortable: true,
});
const row = (valorVenda: number, valorPago: number, valorSaldo: number) =>
  ({ valorVenda, valorPago, valorSaldo }) as SalesRow;

describe('sales table rules', () => {
  it('starts a new column descending and toggles the same column', () => {
    expect(nextSort({ key: 'pedidoEmissao', dir: 'desc' }, 'valorVenda')).toEqual({
      key: 'valorVenda',
      dir: 'desc',
    });
    expect(nextSort({ key: 'valorVenda', dir: 'desc' }, 'valorVenda')).toEqual({
      key: 'valorVenda',
      dir: 'asc',
    });
    expect(nextSort({ key: 'valorVenda', dir: 'asc' }, 'valorVenda')).toEqual({
      key: 'valorVenda',
      dir: 'desc',
    });
    expect(nextSort({ key: 'valorVenda', dir: 'asc' }, 'clienteRazao')).toEqual({
      key: 'clienteRazao',
      dir: 'desc',
    });
  });

  it('shows totals only with the three money columns', () => {
    expect(hasTotals([col('valorVenda'), col('valorPago'), col('valorSaldo')])).toBe(true);
    expect(hasTotals([col('valorVenda'), col('valorPago')])).toBe(false);
  });

  it('sums the page to the cent', () => {
    expect(pageTotals([row(0.1, 0.2, 0.3), row(0.2, 0.1, 1005.7)])).toEqual({
      valorVenda: 0.3,
      valorPago: 0.3,
      valorSaldo: 1006,
    });
    expect(pageTotals([])).toEqual({ valorVenda: 0, valorPago: 0, valorSaldo: 0 });
  });

  it('leaves a cancelled order out of the page totals (sold - cancelled)', () => {
    const cancelled = { ...row(500, 0, 500), statusId: ORDER_STATUS.CANCELADO };
    expect(pageTotals([row(0.1, 0.2, 0.3), cancelled, row(0.2, 0.1, 1005.7)])).toEqual({
      valorVenda: 0.3,
      valorPago: 0.3,
      valorSaldo: 1006,
    });
  });

  it("reads 'a-b de n', or 'Todas'", () => {
    expect(displayedRows(11, 20, 49, 10)).toBe('11-20 de 49');
    expect(displayedRows(1, 49, 49, -1)).toBe('Todas');
    expect(displayedRows(1, 0, 0, 10)).toBe('0-0 de 0');
  });

  it("opens on the header's customer by its code/loja; without one, on every customer", () => {
    expect(customerFilter({ codigo: '100001', loja: '01' })).toEqual({ formFilterCliente: '100001/01' });
    expect(customerFilter(null)).toEqual({});
    expect(customerFilter(undefined)).toEqual({});
  });
});
