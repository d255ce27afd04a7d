import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARAMETER_DEFAULTS } from '@portal/shared/constants';
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import { useCart } from '../../domain/carrinho';
import { useSession, type SessionUser } from '../../state/session';
import { AppProviders } from '../../testing/providers';
import SelecionarClientePage from './SelecionarClientePage';

type Handler = (url: URL, init: RequestInit) => { status: number; body?: unknown };
let routes: Record<string, Handler>;
const calls: { key: string; url: URL; init: RequestInit }[] = [];

const unidade = { id: 7, descricao: 'MATRIZ', empresaCod: '03', filialCod: '01' };
const cliente = (id: number, razao: string, patch: object = {}) => ({
  id,
  codigo: String(100000 + id),
  loja: '01',
  razao,
  nome: null,
  cgc: '11444777000161',
  telefone: null,
  email: null,
  status: 'L' as const,
  unidades: [unidade],
  ...patch,
});
const seller: SessionUser = {
  id: 5,
  nome: 'VINICIUS',
  email: 'v@demo.com.br',
  cpf: '39053344705',
  role: 'ROLE_VENDEDOR',
  status: 'L',
  perfils: [],
  auth: { id: 1, token: 'tok', expiresAt: '2099-01-01' },
  cliente: null,
  clientes: [],
  unidade: null,
  unidades: [],
  limiteCredito: null,
  titulosVencidos: null,
};
const fresh = [
  cliente(1, 'CONSTRUTORA ALICERCE LTDA'),
  cliente(2, 'DEPOSITO INATIVO LTDA', { status: 'B', cgc: null }),
  cliente(3, 'SEM UNIDADE LTDA', { unidades: [] }),
];

function reply(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ usuario: seller, redirectTo: null });
  useCart.setState({
    itens: [{ item: 1, produtoId: 1, produtoSku: 'X', produtoDesc: 'X', produtoQuant: 10 }],
  });
  calls.length = 0;
  routes = {
    'GET /api/config': () => ({
      status: 200,
      body: {
        formularios: [],
        parametros: [{ nome: 'EMAIL_SUPORTE0', valor: 'ajuda@demo.com.br' }],
        unidades: [],
      },
    }),
    'POST /api/sync/padrao/vendedor/clientes': () => ({
      status: 200,
      body: {
        data: fresh,
        errors: [
          { errorMessage: MSG.syncClientNoTaxId('100002', '01') },
          { errorMessage: MSG.syncClientNoUnit('100003', '01') },
        ],
      },
    }),
    'GET /api/usuarios/5': () => ({
      status: 200,
      body: {
        ...seller,
        statusDesc: 'LIBERADO',
        clientes: fresh,
        unidades: [unidade],
        createdDate: 'x',
        modifiedDate: null,
      },
    }),
    'GET /api/clientes/limiteCredito': () => ({
      status: 200,
      body: { codigo: '100001', loja: '01', risco: 'A', limite: 1000, devedor: 100, saldo: 900 },
    }),
    'GET /api/clientes/titulos-vencidos': () => ({ status: 200, body: { total: 0 } }),
    'GET /api/sync/padrao/produtos': () => ({ status: 200, body: { total: 3, syncedAt: 'x' } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init.method ?? 'GET'} ${url.pathname}`;
      calls.push({ key, url, init });
      const handler = routes[key];
      if (!handler) return reply(404, { status: 404, message: MSG.notFound });
      const { status, body } = handler(url, init);
      return reply(status, body);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderPage() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/selecionar-cliente']}>
        <Routes>
          <Route path="/selecionar-cliente" element={<SelecionarClientePage />} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('/selecionar-cliente (docs/product/portal-cliente.md §2)', () => {
  it('a seller: syncs on opening with the default unit and shows the errors with the support address', async () => {
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: MSG.syncErrorsTitle });
    expect(within(dialog).getByText(MSG.syncErrors('ajuda@demo.com.br'))).toBeTruthy();
    expect(within(dialog).getByText(MSG.syncClientNoTaxId('100002', '01'))).toBeTruthy();
    expect(within(dialog).getByText(MSG.syncClientNoUnit('100003', '01'))).toBeTruthy();

    const sync = calls.find((c) => c.key === 'POST /api/sync/padrao/vendedor/clientes')!;
    expect(Object.fromEntries(sync.url.searchParams)).toEqual({
      empresa: PARAMETER_DEFAULTS.VENDEDOR_EMP_DEFAULT,
      filial: PARAMETER_DEFAULTS.VENDEDOR_FIL_DEFAULT,
      tpl: PARAMETER_DEFAULTS.VENDEDOR_TPL_DEFAULT,
      cgc: '39053344705',
    });
    expect(JSON.parse(String(sync.init.body))).toEqual([]);
    expect(calls.filter((c) => c.key === 'POST /api/sync/padrao/vendedor/clientes')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: L.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The list is reloaded: (INATIVO), NENHUM, and a client without unit cannot be chosen.
    const list = await screen.findByRole('list', { name: L.clientList });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(useSession.getState().usuario?.clientes).toHaveLength(3);
    const inactive = within(list).getByRole('button', { name: /DEPOSITO INATIVO LTDA/ });
    expect(within(inactive).getByText(MSG.clientInactive)).toBeTruthy();
    expect(inactive.textContent).toContain(`CPF/CNPJ: ${MSG.noTaxId}`);
    expect(
      within(list)
        .getByRole('button', { name: /SEM UNIDADE LTDA/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('Continuar needs a client; then it is current with its first unit, the cart is reset, / and credit 200 ms later', async () => {
    routes['POST /api/sync/padrao/vendedor/clientes'] = () => ({
      status: 200,
      body: { data: fresh, errors: [] },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: L.clientList });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: L.continue }));
    expect(await screen.findByText(MSG.selectClientRequired)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/selecionar-cliente');

    fireEvent.change(screen.getByLabelText(L.searchClient), { target: { value: 'alicerce' } });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    fireEvent.click(within(list).getByRole('button', { name: /CONSTRUTORA ALICERCE LTDA/ }));
    // The cart has items: it will be zeroed, so Continuar asks first; CANCELAR changes nothing.
    fireEvent.click(screen.getByRole('button', { name: L.continue }));
    let ask = await screen.findByRole('dialog', { name: TITLES.dialogWarning });
    expect(within(ask).getByText(MSG.customerSwitchConfirm('CAMINHÃO'))).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: L.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useCart.getState().itens).toHaveLength(1);
    expect(screen.getByTestId('where').textContent).toBe('/selecionar-cliente');
    fireEvent.click(screen.getByRole('button', { name: L.continue }));
    ask = await screen.findByRole('dialog', { name: TITLES.dialogWarning });
    const started = Date.now();
    fireEvent.click(within(ask).getByRole('button', { name: L.ok }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(useSession.getState().usuario).toMatchObject({
      cliente: { id: 1 },
      unidade: { id: 7 },
      limiteCredito: null,
    });
    expect(useCart.getState().itens).toEqual([]);
    expect(calls.some((c) => c.key === 'GET /api/clientes/limiteCredito')).toBe(false);

    await waitFor(() => expect(useSession.getState().usuario?.limiteCredito?.limite).toBe(1000));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/sync/padrao/produtos')).toBe(true));
    const produtos = calls.find((c) => c.key === 'GET /api/sync/padrao/produtos')!;
    expect(Object.fromEntries(produtos.url.searchParams)).toEqual({
      empresa: '03',
      filial: '01',
      cliente: '100001',
      loja: '01',
    });
  });

  it('a customer with several clients: no sync, Atualizar Clientes reloads the list', async () => {
    useSession.setState({ usuario: { ...seller, role: 'ROLE_CLIENTE', clientes: [fresh[0]] } });
    renderPage();
    const list = await screen.findByRole('list', { name: L.clientList });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: L.updateClients }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(calls.some((c) => c.key === 'POST /api/sync/padrao/vendedor/clientes')).toBe(false);
  });
});
