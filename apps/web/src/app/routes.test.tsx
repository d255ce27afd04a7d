import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@portal/shared/messages';
import type { Role, Status } from '@portal/shared/constants';
import { useCart } from '../domain/carrinho';
import { useSession, type SessionUser } from '../state/session';
import { LABELS } from '@portal/shared/labels';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

// The real widget needs Web Crypto workers; here a button stands in for a solved captcha.
vi.mock('../ui/Captcha', () => ({
  Captcha: ({ onChange }: { onChange: (p: string | null) => void }) => (
    <button type="button" onClick={() => onChange('captcha-payload')}>
      resolver captcha
    </button>
  ),
}));

type Handler = (init: RequestInit) => { status: number; body?: unknown };
let routes: Record<string, Handler>;
const calls: { key: string; init: RequestInit }[] = [];

function reply(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ usuario: null, redirectTo: null, ended: false });
  useCart.setState({ itens: [] });
  calls.length = 0;
  routes = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init.method ?? 'GET'} ${url.pathname}`;
      calls.push({ key, init });
      const handler = routes[key];
      if (!handler) return reply(404, { status: 404, message: MSG.notFound });
      const { status, body } = handler(init);
      return reply(status, body);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

const where = () => screen.getByTestId('where').textContent;

function sessionUser(role: Role, status: Status = 'L'): SessionUser {
  return {
    id: 5,
    nome: 'Ana Souza',
    email: 'ana@demo.com.br',
    cpf: null,
    role,
    status,
    perfils: [],
    auth: { id: 1, token: 'tok', expiresAt: '2099-01-01T00:00:00Z' },
    cliente: null,
    clientes: [],
    unidade: null,
    unidades: [],
    limiteCredito: null,
    titulosVencidos: null,
  };
}

function config(parametros: Record<string, string> = {}) {
  return {
    formularios: [
      { id: 1, root: null, ordem: 1, descricao: 'Dashboard', icone: 'dashboard', url: 'dashboard' },
      { id: 2, root: null, ordem: 2, descricao: 'Usuários', icone: 'people', url: 'usuarios' },
    ],
    parametros: Object.entries(parametros).map(([nome, valor]) => ({ nome, valor })),
    unidades: [],
  };
}

describe('guard (docs/product/arquitetura.md §6)', () => {
  it('without a user: stores the target and goes to /login', async () => {
    renderAt('/pedidos/status/3?x=1');
    expect(await screen.findByRole('button', { name: LABELS.enter })).toBeTruthy();
    expect(where()).toBe('/login');
    expect(useSession.getState().redirectTo).toBe('/pedidos/status/3?x=1');
  });

  it('does not store the home as a target', async () => {
    renderAt('/');
    await screen.findByRole('button', { name: LABELS.enter });
    expect(useSession.getState().redirectTo).toBeNull();
  });

  it('public pages need no user', async () => {
    renderAt('/lgpd/termos');
    expect(await screen.findByRole('heading', { name: MSG.lgpdTerms })).toBeTruthy();
    cleanup();
    renderAt('/lgpd/politica');
    expect(await screen.findByRole('heading', { name: MSG.lgpdPolicy })).toBeTruthy();
  });
});

describe('protected home (docs/product/portal-cliente.md §2)', () => {
  it('a customer gets the product search', async () => {
    const unidade = { id: 7, descricao: 'Matriz', empresaCod: '03', filialCod: '01' };
    const cliente = {
      id: 2,
      codigo: '002',
      loja: '01',
      razao: 'Cliente 2',
      nome: null,
      cgc: null,
      telefone: null,
      email: null,
      status: 'L' as const,
      unidades: [unidade],
    };
    useSession.setState({
      usuario: { ...sessionUser('ROLE_CLIENTE'), cliente, clientes: [cliente], unidade },
    });
    routes['GET /api/config'] = () => ({ status: 200, body: config() });
    routes['GET /api/categorias/filter'] = () => ({ status: 200, body: [] });
    routes['POST /api/produtos/filter'] = () => ({ status: 200, body: [] });
    routes['GET /api/produtos/comprados'] = () => ({ status: 200, body: [] });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Pesquisa de produtos' })).toBeTruthy();
    expect(await screen.findByText(MSG.noProducts)).toBeTruthy();
    expect(document.title).toBe('Portal B2B - Ana Souza');
    const auth = calls.find((c) => c.key === 'GET /api/config')?.init.headers as Record<string, string>;
    expect(auth.Authorization).toBe('Bearer tok');
  });

  it('REALIZA_VENDAS not SIM: finance for everyone', async () => {
    // (A seller without a chosen customer is sent on to /selecionar-cliente by the finance screen.)
    useSession.setState({ usuario: sessionUser('ROLE_GESTOR') });
    routes['GET /api/config'] = () => ({ status: 200, body: config({ REALIZA_VENDAS: 'NAO' }) });
    renderAt('/home');
    expect(await screen.findByRole('heading', { name: 'Financeiro' })).toBeTruthy();
    expect(where()).toBe('/financeiro');
  });

  it('a manager goes to the dashboard, with the side menu from the configuration', async () => {
    useSession.setState({ usuario: sessionUser('ROLE_GESTOR') });
    routes['GET /api/config'] = () => ({ status: 200, body: config() });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(where()).toBe('/gestor/dashboard');
    const menu = screen.getAllByRole('navigation', { name: LABELS.mainMenu })[0];
    expect(menu.querySelector('a[href="/gestor/usuarios"]')?.textContent).toBe('Usuários');
  });

  it('a user not in L goes to /login', async () => {
    useSession.setState({ usuario: sessionUser('ROLE_CLIENTE', 'P') });
    routes['GET /api/config'] = () => ({ status: 200, body: config() });
    renderAt('/');
    await screen.findByRole('button', { name: LABELS.enter });
    expect(where()).toBe('/login');
  });

  it('the cart is titled with the cart term', async () => {
    useSession.setState({ usuario: sessionUser('ROLE_CLIENTE') });
    routes['GET /api/config'] = () => ({ status: 200, body: config() });
    renderAt('/carrinho');
    expect(await screen.findByRole('heading', { name: 'CAMINHÃO' })).toBeTruthy();
  });
});

describe('login flow (docs/product/portal-cliente.md §4)', () => {
  const unidade = { id: 7, descricao: 'Matriz', empresaCod: '03', filialCod: '01' };
  const cliente = (id: number, status: Status, unidades: (typeof unidade)[]) => ({
    id,
    codigo: `00${id}`,
    loja: '01',
    razao: `Cliente ${id}`,
    nome: null,
    cgc: null,
    telefone: null,
    email: null,
    status,
    unidades,
  });
  const usuario = (role: Role, patch: object = {}) => ({
    id: 5,
    nome: 'Ana Souza',
    email: 'ana@demo.com.br',
    cpf: null,
    status: 'L',
    statusDesc: 'LIBERADO',
    role,
    perfils: [],
    clientes: [cliente(1, 'B', [unidade]), cliente(2, 'L', [unidade])],
    unidades: [unidade],
    createdDate: '2026-01-01',
    modifiedDate: null,
    ...patch,
  });

  function serve(role: Role, patch: object = {}) {
    routes['GET /api/config/publico'] = () => ({ status: 200, body: { parametros: [] } });
    routes['POST /api/login'] = () => ({
      status: 200,
      body: {
        id: 5,
        nome: 'Ana Souza',
        email: 'ana@demo.com.br',
        auth: { id: 1, token: 'new-token', expiresAt: 'x' },
      },
    });
    routes['GET /api/usuarios/5'] = () => ({ status: 200, body: usuario(role, patch) });
    routes['GET /api/config'] = () => ({ status: 200, body: config() });
    routes['POST /api/eventos/posicao'] = () => ({ status: 204 });
    routes['GET /api/clientes/limiteCredito'] = () => ({
      status: 200,
      body: { codigo: '002', loja: '01', risco: 'A', limite: 1000, devedor: 250, saldo: 750 },
    });
    routes['GET /api/clientes/titulos-vencidos'] = () => ({ status: 200, body: { total: 2 } });
  }

  async function fillAndSubmit() {
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'ana@demo.com.br' } });
    fireEvent.change(screen.getByLabelText(/Senha/), { target: { value: 'Demo@123' } });
    const enter = screen.getByRole('button', { name: LABELS.enter }) as HTMLButtonElement;
    expect(enter.disabled).toBe(true); // no captcha yet
    fireEvent.click(screen.getByRole('button', { name: 'resolver captcha' }));
    expect(enter.disabled).toBe(false);
    fireEvent.click(enter);
  }

  it('customer: session with the first released client, cart reset, event position, credit, then home', async () => {
    serve('ROLE_CLIENTE');
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: -23.5, longitude: -46.6 } } as GeolocationPosition),
      },
    });
    useCart.setState({
      itens: [{ item: 1, produtoId: 1, produtoSku: 'X', produtoDesc: 'X', produtoQuant: 1 }],
    });
    renderAt('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Pesquisa de produtos' })).toBeTruthy();

    const login = calls.find((c) => c.key === 'POST /api/login');
    expect(JSON.parse(String(login?.init.body))).toEqual({
      email: 'ana@demo.com.br',
      senha: 'Demo@123',
      captcha: 'captcha-payload',
    });
    const me = calls.find((c) => c.key === 'GET /api/usuarios/5');
    expect((me?.init.headers as Record<string, string>).Authorization).toBe('Bearer new-token');

    const s = useSession.getState().usuario;
    expect(s).toMatchObject({
      id: 5,
      role: 'ROLE_CLIENTE',
      cliente: { id: 2 },
      unidade: { id: 7 },
      auth: { token: 'new-token' },
    });
    expect(useCart.getState().itens).toEqual([]);
    expect(JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state.usuario.id).toBe(5);

    // The server records the access event at login; the browser only sends its position, once.
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/eventos/posicao')).toBe(true));
    const posicao = calls.filter((c) => c.key === 'POST /api/eventos/posicao');
    expect(posicao).toHaveLength(1);
    expect(JSON.parse(String(posicao[0].init.body))).toEqual({ geoLat: -23.5, geoLon: -46.6 });
    expect((posicao[0].init.headers as Record<string, string>).Authorization).toBe('Bearer new-token');
    expect(calls.some((c) => c.key === 'POST /api/eventos')).toBe(false);

    expect(await screen.findByText(MSG.overdueTitles(2))).toBeTruthy();
    expect(useSession.getState().usuario).toMatchObject({
      limiteCredito: { limite: 1000 },
      titulosVencidos: 2,
    });
  });

  it('honours the stored redirect target', async () => {
    serve('ROLE_VENDEDOR');
    useSession.setState({ redirectTo: '/pedidos' });
    renderAt('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Pedidos' })).toBeTruthy();
    expect(useSession.getState().redirectTo).toBeNull();
  });

  it('seller without a target goes to client selection; admin to the dashboard', async () => {
    serve('ROLE_VENDEDOR');
    renderAt('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Selecionar cliente' })).toBeTruthy();
    expect(useSession.getState().usuario?.cliente).toBeNull();
    cleanup();
    useSession.setState({ usuario: null });
    serve('ROLE_ADMIN');
    renderAt('/login');
    await fillAndSubmit();
    await waitFor(() => expect(where()).toBe('/gestor/dashboard'));
    expect(useSession.getState().usuario?.unidade?.id).toBe(7);
  });

  it('refuses a customer whose company is not released, and keeps no session', async () => {
    serve('ROLE_CLIENTE', { clientes: [cliente(1, 'B', [unidade])] });
    renderAt('/login');
    await fillAndSubmit();
    expect(await screen.findByText(MSG.customerNotReleased)).toBeTruthy();
    expect(useSession.getState().usuario).toBeNull();
    expect(where()).toBe('/login');
  });

  it('shows the API refusal through the generic handler', async () => {
    serve('ROLE_CLIENTE');
    routes['POST /api/login'] = () => ({ status: 401, body: { status: 401, message: MSG.loginInvalid } });
    renderAt('/login');
    await fillAndSubmit();
    expect(await screen.findByText(MSG.loginInvalid)).toBeTruthy();
    expect(calls.some((c) => c.key === 'GET /api/usuarios/5')).toBe(false);
  });

  it('logout posts /logout, clears session and cart, goes to /login', async () => {
    useSession.setState({ usuario: sessionUser('ROLE_CLIENTE') });
    useCart.setState({
      itens: [{ item: 1, produtoId: 1, produtoSku: 'X', produtoDesc: 'X', produtoQuant: 1 }],
    });
    routes['GET /api/config'] = () => ({ status: 200, body: config() });
    routes['POST /api/logout'] = () => ({ status: 204 });
    renderAt('/pedidos');
    fireEvent.click(await screen.findByRole('button', { name: LABELS.logout }));
    await waitFor(() => expect(where()).toBe('/login'));
    expect(calls.some((c) => c.key === 'POST /api/logout')).toBe(true);
    expect(useSession.getState().usuario).toBeNull();
    expect(useCart.getState().itens).toEqual([]);
  });
});

describe('a logout leaves nothing for the next user of the browser', () => {
  it("user A logs out on /pedidos; user B logs in and lands on B's own home", async () => {
    useSession.setState({ usuario: sessionUser('ROLE_CLIENTE') });
    routes['GET /api/config'] = () => ({ status: 200, body: config() });
    routes['POST /api/logout'] = () => ({ status: 204 });
    renderAt('/pedidos');
    fireEvent.click(await screen.findByRole('button', { name: LABELS.logout }));
    await waitFor(() => expect(where()).toBe('/login'));
    expect(useSession.getState().redirectTo).toBeNull();
    expect(JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state.redirectTo).toBeNull();

    // B, a seller, logs in on the same screen: client selection, not A's orders.
    routes['GET /api/config/publico'] = () => ({ status: 200, body: { parametros: [] } });
    routes['POST /api/login'] = () => ({
      status: 200,
      body: { id: 6, nome: 'Bruno', email: 'bruno@demo.com.br', auth: { id: 6, token: 'b', expiresAt: 'x' } },
    });
    routes['GET /api/usuarios/6'] = () => ({
      status: 200,
      body: {
        id: 6,
        nome: 'Bruno',
        email: 'bruno@demo.com.br',
        cpf: null,
        status: 'L',
        statusDesc: 'LIBERADO',
        role: 'ROLE_VENDEDOR',
        perfils: [],
        clientes: [],
        unidades: [],
        createdDate: '2026-01-01',
        modifiedDate: null,
      },
    });
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'bruno@demo.com.br' } });
    fireEvent.change(screen.getByLabelText(/Senha/), { target: { value: 'Demo@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'resolver captcha' }));
    fireEvent.click(screen.getByRole('button', { name: LABELS.enter }));
    expect(await screen.findByRole('heading', { name: 'Selecionar cliente' })).toBeTruthy();
    expect(where()).toBe('/selecionar-cliente');
  });

  it('the expired-session page forgets a stored target too', async () => {
    useSession.setState({ usuario: sessionUser('ROLE_CLIENTE'), redirectTo: '/pedidos' });
    renderAt('/token-expirado');
    await waitFor(() => expect(useSession.getState().usuario).toBeNull());
    expect(useSession.getState().redirectTo).toBeNull();
  });
});

describe('/token-expirado', () => {
  it('greets the user by name, ends the session and links to /login', async () => {
    useSession.setState({ usuario: sessionUser('ROLE_CLIENTE') });
    renderAt('/token-expirado');
    expect(await screen.findByRole('heading', { name: MSG.tokenExpiredTitle('Ana Souza') })).toBeTruthy();
    expect(screen.getByRole('link', { name: LABELS.backToLogin }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(useSession.getState().usuario).toBeNull());
  });

  it('a screen whose call finds the session ended (9002) gives way to it at once, named', async () => {
    useSession.setState({ usuario: sessionUser('ROLE_GESTOR') });
    routes['GET /api/config'] = () => ({ status: 200, body: config() });
    routes['GET /api/usuarios/gestor/filter'] = () => ({
      status: 401,
      body: { status: 401, message: MSG.sessionUserBlocked, code: 9002 },
    });
    renderAt('/gestor/usuarios');
    expect(await screen.findByRole('heading', { name: MSG.tokenExpiredTitle('Ana Souza') })).toBeTruthy();
    expect(where()).toBe('/token-expirado');
    await waitFor(() => expect(useSession.getState().usuario).toBeNull());
    expect(useSession.getState().ended).toBe(false);
  });
});
