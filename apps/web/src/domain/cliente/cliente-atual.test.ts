import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { ClienteResumo, Unidade } from '@portal/shared/schemas/auth';
import { useCart } from '../carrinho';
import { useCatalogo } from '../catalogo';
import { useSession, type SessionUser } from '../../state/session';
import { switchCliente, switchUnidade, syncProdutosPath } from './cliente-atual';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../ui/notify', () => ({ notify }));

const u = (id: number, empresaCod: string, filialCod: string, descricao: string): Unidade => ({
  id,
  empresaCod,
  filialCod,
  descricao,
});
const matriz = u(1, '03', '01', 'MATRIZ');
const campinas = u(2, '03', '02', 'CAMPINAS');
const cliente = (id: number, unidades: Unidade[]): ClienteResumo => ({
  id,
  codigo: String(100000 + id),
  loja: '01',
  razao: `CLIENTE ${id}`,
  nome: null,
  cgc: null,
  telefone: null,
  email: null,
  status: 'L',
  unidades,
});
const user: SessionUser = {
  id: 5,
  nome: 'V',
  email: 'v@x',
  cpf: null,
  role: 'ROLE_VENDEDOR',
  status: 'L',
  perfils: [],
  auth: { id: 1, token: 'tok', expiresAt: 'x' },
  cliente: cliente(1, [matriz]),
  clientes: [],
  unidade: matriz,
  unidades: [],
  limiteCredito: { codigo: '100001', loja: '01', risco: 'A', limite: 1, devedor: 0, saldo: 1 },
  titulosVencidos: 0,
};

let calls: { path: string; query: Record<string, string>; at: number }[];
const started = Date.now();

beforeEach(() => {
  vi.useFakeTimers({ now: started });
  notify.mockClear();
  calls = [];
  useSession.setState({ usuario: user });
  useCart.setState({
    itens: [{ item: 1, produtoId: 1, produtoSku: 'X', produtoDesc: 'X', produtoQuant: 10 }],
  });
  useCatalogo.setState({ busca: 'cimento', categoriaId: 3, syncing: 0, version: 0 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        at: Date.now() - started,
      });
      const body =
        url.pathname === '/api/clientes/limiteCredito'
          ? { codigo: '100002', loja: '01', risco: 'A', limite: 500, devedor: 100, saldo: 400 }
          : url.pathname === '/api/clientes/titulos-vencidos'
            ? { total: 3 }
            : { total: 10, syncedAt: 'x' };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SM_TEMPLATE', () => {
  it('0 (default) standard sync, 1 the alternate sync', () => {
    expect(syncProdutosPath(undefined)).toBe('/sync/padrao/produtos');
    expect(syncProdutosPath('0')).toBe('/sync/padrao/produtos');
    expect(syncProdutosPath('1')).toBe('/sync/mizu/produtos');
  });
});

describe('switching customer (docs/product/portal-cliente.md §4)', () => {
  it('resets cart and products, loads credit, after 1 s the overdue titles (notice), after another 1 s the products', async () => {
    const done = switchCliente(cliente(2, [campinas, matriz]), '1');
    expect(useCart.getState().itens).toEqual([]);
    expect(useCatalogo.getState()).toMatchObject({ busca: '', categoriaId: null, syncing: 1 });
    expect(useSession.getState().usuario).toMatchObject({
      cliente: { id: 2 },
      unidade: { id: 2 },
      limiteCredito: null,
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.path)).toEqual(['/api/clientes/limiteCredito']);
    expect(calls[0].query).toEqual({ empresa: '03', filial: '02', codigo: '100002', loja: '01' });
    expect(useSession.getState().usuario?.limiteCredito?.limite).toBe(500);

    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.path)).toEqual([
      '/api/clientes/limiteCredito',
      '/api/clientes/titulos-vencidos',
    ]);
    expect(notify).toHaveBeenCalledWith(
      'error',
      MSG.overdueTitles(3),
      // "Sticky, 12 s": on screen for the long duration, paused while hovered (docs/ARCHITECTURE.md).
      expect.objectContaining({ title: 'ATENÇÃO', duration: NOTIFY_DURATIONS.LONG }),
    );

    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(calls.map((c) => c.path)[2]).toBe('/api/sync/mizu/produtos');
    expect(calls[2].query).toEqual({ empresa: '03', filial: '02', cliente: '100002', loja: '01' });
    expect(calls[2].at).toBeGreaterThanOrEqual(2000);
    expect(useCatalogo.getState().syncing).toBe(0);
  });

  it('a newer switch stops the pending steps of the older one', async () => {
    const first = switchCliente(cliente(2, [campinas]), '0');
    await vi.advanceTimersByTimeAsync(500);
    const second = switchCliente(cliente(3, [matriz]), '0');
    await vi.advanceTimersByTimeAsync(2500);
    await Promise.all([first, second]);
    const syncs = calls.filter((c) => c.path === '/api/sync/padrao/produtos');
    expect(syncs.map((c) => c.query.cliente)).toEqual(['100003']);
    expect(
      calls.filter((c) => c.path === '/api/clientes/titulos-vencidos').map((c) => c.query.codigo),
    ).toEqual(['100003']);
  });
});

describe('switching branch', () => {
  it('zeroes the cart, syncs the products of the new branch, then reloads the credit', async () => {
    await switchUnidade(campinas, '0');
    expect(useCart.getState().itens).toEqual([]);
    expect(useSession.getState().usuario?.unidade?.id).toBe(2);
    expect(calls[0]).toMatchObject({
      path: '/api/sync/padrao/produtos',
      query: { empresa: '03', filial: '02', cliente: '100001' },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]).toMatchObject({ path: '/api/clientes/limiteCredito', query: { filial: '02' } });
    expect(notify).not.toHaveBeenCalled();
  });
});
