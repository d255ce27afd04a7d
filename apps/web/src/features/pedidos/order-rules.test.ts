import { describe, expect, it } from 'vitest';
import { LAST_ORDERS_STATUS_ID, ORDER_STATUSES } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import {
  activeStepIndex,
  canCancel,
  detailRows,
  filterErrors,
  filterFromSearch,
  filterToSearch,
  gridBody,
  nfeKeys,
  orderProgress,
  pageFromSearch,
  parseStatusParam,
  statusEntries,
  statusForFilter,
  statusPath,
  stepDates,
  stepOf,
} from './order-rules';

const SEVEN = [
  'REALIZADO',
  'EM PROCESSAMENTO',
  'LIBERADO',
  'EM CARREGAMENTO',
  'NF-e EMITIDA',
  'EM TRANSPORTE',
  'ENTREGUE',
];
const states = (statusId: number, etapa2 = '') => orderProgress(statusId, etapa2).map((s) => s.state);

describe('the progress bar (docs/product/portal-cliente.md §4 Order statuses)', () => {
  it('has seven steps with PED_DET_ETAPA_2 as the second (default EM PROCESSAMENTO)', () => {
    expect(orderProgress(1, undefined).map((s) => s.label)).toEqual(SEVEN);
    expect(orderProgress(1, '  ').map((s) => s.label)).toEqual(SEVEN);
    expect(orderProgress(3, 'EM ANÁLISE DE CRÉDITO')[1].label).toBe('EM ANÁLISE DE CRÉDITO');
  });

  it('marks the step of ORDER_STATUSES.step as current and the ones before as done', () => {
    for (const s of ORDER_STATUSES.filter((x) => x.step !== null)) {
      const got = states(s.id);
      const step = s.step!;
      expect(got, s.label).toEqual(
        SEVEN.map((_, i) => (i + 1 < step ? 'done' : i + 1 === step ? 'current' : 'todo')),
      );
      expect(activeStepIndex(orderProgress(s.id, ''))).toBe(step - 1);
    }
    // The table of the spec, step by step.
    expect([0, 1, 2, 3, 4, 5, 6, 8].map(stepOf)).toEqual([1, 1, 2, 3, 4, 5, 6, 7]);
    expect(states(2)).toEqual(['done', 'current', 'todo', 'todo', 'todo', 'todo', 'todo']);
    expect(states(6)).toEqual(['done', 'done', 'done', 'done', 'done', 'current', 'todo']);
    expect(states(8)).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'current']);
  });

  it('shows one CANCELADO step for a cancelled order', () => {
    expect(orderProgress(7, 'X')).toEqual([{ label: 'CANCELADO', state: 'cancelled', statusIds: [7] }]);
    expect(activeStepIndex(orderProgress(7, 'X'))).toBe(0);
  });

  it('shows REALIZADO then PENDENTE DE ENVIO for a pending-send order', () => {
    const steps = orderProgress(10, 'X');
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['REALIZADO', 'done'],
      ['PENDENTE DE ENVIO', 'pending'],
    ]);
    expect(activeStepIndex(steps)).toBe(1);
  });

  it('shows every step done for CONCLUIDO (after ENTREGUE), none for an unknown status', () => {
    expect(states(9)).toEqual(SEVEN.map(() => 'done'));
    expect(activeStepIndex(orderProgress(9, ''))).toBe(-1);
    expect(states(42)).toEqual(SEVEN.map(() => 'todo'));
  });

  it('dates each reached step with the latest history entry of its statuses', () => {
    const steps = orderProgress(3, '');
    const dates = stepDates(steps, [
      { statusId: 1, createdDate: '2026-11-01T10:00:00Z' },
      { statusId: 2, createdDate: '2026-11-02T10:00:00Z' },
      { statusId: 2, createdDate: '2026-11-02T12:00:00Z' },
      { statusId: 3, createdDate: '2026-11-03T10:00:00Z' },
      { statusId: 4, createdDate: '2026-11-04T10:00:00Z' },
    ]);
    expect(dates).toEqual([
      '2026-11-01T10:00:00Z',
      '2026-11-02T12:00:00Z',
      '2026-11-03T10:00:00Z',
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('cancelling (docs/product/portal-cliente.md §4)', () => {
  it('is enabled only up to status 2 and while no cancellation runs', () => {
    expect([0, 1, 2].map((s) => canCancel(s, false))).toEqual([true, true, true]);
    expect([3, 4, 5, 6, 7, 8, 9, 10].some((s) => canCancel(s, false))).toBe(false);
    expect(canCancel(1, true)).toBe(false);
  });
});

describe('the list: status in the address, side list, filter, request', () => {
  it('reads the status of the address: /pedidos is the last orders, todos, ids and codes', () => {
    expect(parseStatusParam(undefined)).toBe(LAST_ORDERS_STATUS_ID);
    expect(parseStatusParam('999')).toBe(999);
    expect(parseStatusParam('todos')).toBeNull();
    expect(parseStatusParam('3')).toBe(3);
    expect(parseStatusParam('0')).toBe(0);
    expect(parseStatusParam('liberado')).toBe(3);
    expect(parseStatusParam('EM_ANALISE')).toBe(2);
    expect(parseStatusParam('11')).toBeUndefined();
    expect(parseStatusParam('abc')).toBeUndefined();
    expect(statusPath(999)).toBe('/pedidos');
    expect(statusPath(null)).toBe('/pedidos/status/todos');
    expect(statusPath(6)).toBe('/pedidos/status/6');
  });

  it('lists the last orders, every order and each status with its count', () => {
    const soma = ORDER_STATUSES.map((s) => ({ pedidoStatusId: s.id, total: s.id + 1 }));
    const entries = statusEntries(soma, 7);
    expect(entries.slice(0, 2)).toEqual([
      { status: 999, label: 'ÚLTIMOS PEDIDOS', total: 7 },
      { status: null, label: 'TODOS', total: soma.reduce((s, x) => s + x.total, 0) },
    ]);
    expect(entries.slice(2).map((e) => [e.status, e.label, e.total])).toEqual(
      ORDER_STATUSES.map((s) => [s.id, s.label, s.id + 1]),
    );
    expect(statusEntries(undefined, undefined).every((e) => e.total === null)).toBe(true);
  });

  it('checks the filter: digits, real dates, end not before start', () => {
    expect(filterErrors({ ref: '', inicio: '', fim: '' })).toEqual({});
    expect(filterErrors({ ref: '100012', inicio: '01/11/2026', fim: '30/11/2026' })).toEqual({});
    expect(filterErrors({ ref: '12a', inicio: '31/02/2026', fim: '1/1/2026' })).toEqual({
      ref: MSG.orderFilterRefInvalid,
      inicio: MSG.invalidDate,
      fim: MSG.invalidDate,
    });
    expect(filterErrors({ ref: '', inicio: '10/11/2026', fim: '09/11/2026' })).toEqual({
      fim: MSG.dashboardEndBeforeStart,
    });
  });

  it('keeps the filter and the page in the address', () => {
    const f = { ref: '100012', inicio: '01/11/2026', fim: '30/11/2026' };
    const q = filterToSearch(f);
    expect(q).toEqual({ pedido: '100012', de: '2026-11-01', ate: '2026-11-30' });
    expect(filterFromSearch(new URLSearchParams(q))).toEqual(f);
    expect(filterFromSearch(new URLSearchParams('pedido=x1&de=2026-13-45&ate=ontem'))).toEqual({
      ref: '',
      inicio: '',
      fim: '',
    });
    expect(filterToSearch({ ref: '', inicio: '', fim: '05/11/2026' })).toEqual({ ate: '2026-11-05' });
    expect(pageFromSearch(new URLSearchParams('pagina=3'))).toBe(3);
    expect(pageFromSearch(new URLSearchParams('pagina=0'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('pagina=x'))).toBe(1);
  });

  it('filters every order when the last orders are shown (their 30 days would hide matches)', () => {
    expect(statusForFilter(999, { ref: '1', inicio: '', fim: '' })).toBeNull();
    expect(statusForFilter(999, { ref: '', inicio: '', fim: '' })).toBe(999);
    expect(statusForFilter(3, { ref: '1', inicio: '', fim: '' })).toBe(3);
  });

  it('builds POST /pedidos/filtro/grid: 30 a page, the status, the filter parts in use', () => {
    const base = { clienteId: 5, unidadeId: 7, usuarioId: 9, page: 2 };
    expect(gridBody({ ...base, status: 999, filter: { ref: '', inicio: '', fim: '' } })).toEqual({
      pageTotal: 30,
      page: 2,
      unidadeId: 7,
      clienteId: 5,
      usuarioId: 9,
      statusId: 999,
      dias: 30,
    });
    expect(
      gridBody({ ...base, status: null, filter: { ref: '100012', inicio: '01/11/2026', fim: '30/11/2026' } }),
    ).toMatchObject({
      statusId: null,
      ref: '100012',
      dataInicial: '2026-11-01',
      dataFinal: '2026-11-30',
    });
  });
});

describe('invoices and details of an order', () => {
  const update = (over: Partial<Pedido['itens'][number]['updates'][number]> = {}) => ({
    datacad: '2026-11-01T10:00:00Z',
    agendamento: null,
    ordemcarreg: null,
    nota1: null,
    serie1: null,
    chave1: null,
    nota2: null,
    serie2: null,
    chave2: null,
    ...over,
  });
  const item = (n: number, updates: ReturnType<typeof update>[]) =>
    ({
      id: n * 10,
      item: n,
      produtoSku: `P${n}`,
      produtoDesc: `PRODUTO ${n}`,
      updates,
    }) as unknown as Pedido['itens'][number];
  const K1 = '35261111222333000181550020000070011000070011';
  const K2 = '35261111222333000181550020000070021000070021';

  it('lists the keys: invoices newest first, then the item updates, each once', () => {
    const p = {
      notas: [
        { emissao: '2026-11-01T00:00:00Z', documento: '1', serie: '2', chave: K1, valbrut: 1 },
        { emissao: '2026-11-05T00:00:00Z', documento: '2', serie: '2', chave: K2, valbrut: 1 },
      ],
      itens: [item(1, [update({ chave1: K1 })]), item(2, [update({ chave1: K2, chave2: 'X' })])],
    };
    expect(nfeKeys(p)).toEqual([K2, K1, 'X']);
    expect(nfeKeys({ notas: [], itens: [item(1, [update()])] })).toEqual([]);
  });

  it('has a details row per ERP update with scheduling, loading and invoices', () => {
    const rows = detailRows([
      item(1, [
        update({
          agendamento: '2026-11-03T11:00:00Z',
          ordemcarreg: 'OC003100',
          nota1: '000007001',
          serie1: '2',
          chave1: K1,
        }),
      ]),
      item(2, []),
    ]);
    expect(rows).toEqual([
      {
        key: '10-0',
        item: 1,
        produto: 'P1 - PRODUTO 1',
        datacad: '2026-11-01T10:00:00Z',
        agendamento: '2026-11-03T11:00:00Z',
        ordemcarreg: 'OC003100',
        notas: ['000007001 / 2'],
        chaves: [K1],
      },
    ]);
  });
});
