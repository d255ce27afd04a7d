import { describe, expect, it } from 'vitest';
import type { Notificacao, NotificacoesResponse } from '@portal/shared/schemas/notificacoes';
import {
  addToList,
  markInList,
  nextConnectionDelay,
  onNotificacao,
  NOTIFICACOES_KEY,
  reconnectDelay,
  sseParser,
} from './api';
import { createTestQueryClient } from '../../testing/providers';
import { notificacaoTime } from './NotificacoesBell';

const n = (id: number, lida = false): Notificacao => ({
  id,
  pedidoId: 100 + id,
  pedidoRef: String(100000 + id),
  tituloId: null,
  tituloNumero: null,
  statusId: 5,
  clienteId: 1,
  clienteNome: 'CONSTRUTORA',
  lida,
  createdDate: '2026-11-24T03:40:00.000Z',
});

describe('sseParser', () => {
  it('splits events across chunks, skips comments and keeps id, event and multi-line data', () => {
    const parse = sseParser();
    expect(parse(': ping\n\nretry: 3000\n\nid: 7\nevent: notificacao\nda')).toEqual([]);
    expect(parse('ta: {"a":1}\n\nid: 8\r\nevent: notificacao\r\ndata: x\r\ndata: y\r\n\r\n')).toEqual([
      { id: '7', event: 'notificacao', data: '{"a":1}' },
      { id: '8', event: 'notificacao', data: 'x\ny' },
    ]);
  });
});

describe('cached list', () => {
  it('adds a pushed notification once and counts it; marks one or all read', () => {
    const qc = createTestQueryClient();
    qc.setQueryData<NotificacoesResponse>(NOTIFICACOES_KEY, { itens: [n(1, true)], naoLidas: 0 });
    addToList(qc, n(2));
    addToList(qc, n(2));
    let data = qc.getQueryData<NotificacoesResponse>(NOTIFICACOES_KEY)!;
    expect(data.itens.map((x) => x.id)).toEqual([2, 1]);
    expect(data.naoLidas).toBe(1);
    addToList(qc, n(3));
    markInList(qc, 2);
    markInList(qc, 2);
    data = qc.getQueryData<NotificacoesResponse>(NOTIFICACOES_KEY)!;
    expect(data.naoLidas).toBe(1);
    markInList(qc);
    data = qc.getQueryData<NotificacoesResponse>(NOTIFICACOES_KEY)!;
    expect(data).toMatchObject({ naoLidas: 0 });
    expect(data.itens.every((x) => x.lida)).toBe(true);
  });
});

it('shows the time in São Paulo and backs off reconnections up to a minute', () => {
  expect(notificacaoTime('2026-11-24T03:40:00.000Z')).toBe('24/11/2026 00:40');
  expect([1, 2, 3, 10].map(reconnectDelay)).toEqual([3000, 6000, 12_000, 60_000]);
});

it('waits a minute before coming back when the server replaced the stream by a newer one', () => {
  expect(nextConnectionDelay(0, false)).toBe(3000);
  expect(nextConnectionDelay(2, false)).toBe(6000);
  expect(nextConnectionDelay(0, true)).toBe(60_000);
});

describe('a pushed notification refreshes the order screens', () => {
  it("reads again the order's detail, the lists and their counters, the seller's; nothing else", async () => {
    const qc = createTestQueryClient();
    qc.setQueryData<NotificacoesResponse>(NOTIFICACOES_KEY, { itens: [], naoLidas: 0 });
    const keys = [
      ['pedidos', 'detalhe', '102'],
      ['pedidos', 'detalhe', '103'],
      ['pedidos', 'grid', { page: 1 }],
      ['pedidos', 'soma', { clienteId: 1 }],
      ['pedidos', 'ultimos', 30, { clienteId: 1 }],
      ['pedidos', 'rastreio', 102, 'k'],
      ['vendedor', 'pedido', '100002', '03', '01'],
      ['vendedor', 'pedido', '100003', '03', '01'],
      ['vendedor', 'consultas', 'pedidos', {}, {}],
      ['financeiro', 'documentos', {}],
    ];
    for (const k of keys) qc.setQueryData(k, { v: 1 });
    onNotificacao(qc, n(2));
    const stale = keys.filter((k) => qc.getQueryState(k)?.isInvalidated).map((k) => k.slice(0, 3).join(':'));
    expect(stale).toEqual([
      'pedidos:detalhe:102',
      'pedidos:grid:[object Object]',
      'pedidos:soma:[object Object]',
      'pedidos:ultimos:30',
      'vendedor:pedido:100002',
      'vendedor:consultas:pedidos',
    ]);
    expect(qc.getQueryData<NotificacoesResponse>(NOTIFICACOES_KEY)?.naoLidas).toBe(1);
  });

  it('a title paid reads the finance lists again, never the order screens', () => {
    const qc = createTestQueryClient();
    qc.setQueryData<NotificacoesResponse>(NOTIFICACOES_KEY, { itens: [], naoLidas: 0 });
    const keys = [
      ['pedidos', 'grid', { page: 1 }],
      ['financeiro', 'boletos', {}],
      ['financeiro', 'pix', {}],
    ];
    for (const k of keys) qc.setQueryData(k, { v: 1 });
    onNotificacao(qc, {
      ...n(4),
      pedidoId: null,
      pedidoRef: null,
      tituloId: 77,
      tituloNumero: '13001/A',
      statusId: 100,
    });
    const stale = keys.filter((k) => qc.getQueryState(k)?.isInvalidated).map((k) => k.slice(0, 2).join(':'));
    expect(stale).toEqual(['financeiro:boletos', 'financeiro:pix']);
    expect(qc.getQueryData<NotificacoesResponse>(NOTIFICACOES_KEY)?.itens[0].tituloNumero).toBe('13001/A');
  });
});
