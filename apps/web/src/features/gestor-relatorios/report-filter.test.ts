import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { checkReportFilter, emptyReportFilter, setReportDate, toReportQuery } from './report-filter';

describe('report filter', () => {
  it('a date only updates with a non-empty value', () => {
    const f = setReportDate(emptyReportFilter(), 'dataInicial', '2025-03-01');
    expect(f.dataInicial).toBe('2025-03-01');
    expect(setReportDate(f, 'dataInicial', '')).toBe(f);
  });

  it('refuses an end before the start and maps the dialog names to the API query', () => {
    expect(
      checkReportFilter({
        ...emptyReportFilter(),
        dataInicialPedido: '2025-03-10',
        dataFinalPedido: '2025-03-01',
      }),
    ).toBe(MSG.dashboardEndBeforeStart);
    expect(checkReportFilter({ ...emptyReportFilter(), dataInicial: '2025-03-10' })).toBeNull();
    expect(
      toReportQuery({
        dataInicial: '2025-01-01',
        dataFinal: '',
        dataInicialPedido: '',
        dataFinalPedido: '2025-02-01',
      }),
    ).toEqual({
      clienteCreatedStart: '2025-01-01',
      clienteCreatedEnd: undefined,
      pedidoCreatedStart: undefined,
      pedidoCreatedEnd: '2025-02-01',
    });
  });
});
