import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useCatalogo } from '../../domain/catalogo';
import { useSession } from '../../state/session';
import { AppProviders } from '../../testing/providers';
import { aCliente, aSessionUser, aUnidade } from '../../testing/builders';
import ProductSearchPage, { BANNER_URL } from './ProductSearchPage';

const unidade = aUnidade();
const cliente = aCliente({ razao: 'C', unidades: [unidade] });
const user = aSessionUser({ cliente, unidade, auth: { id: 1, token: 'tok', expiresAt: 'x' } });
const produto = (id: number, desc: string) => ({
  produtoId: id,
  produtoSku: `CIM0000${id}`,
  produtoUM: 'SC',
  produtoPeso: 50,
  produtoDesc: desc,
  produtoQuant: 0,
  produtoQuantMin: 10,
  categorias: [{ id: 1, descricao: 'CIMENTO' }],
  imagem: `/api/produtos/${id}/imagem`,
  modalidades: [{ id: 11, sku: 'CIF', descricao: 'CIF', valor: 34.9, ativo: true }],
});

let parametros: { nome: string; valor: string }[];
let bodies: unknown[];
let comprados: ReturnType<typeof produto>[];
let compradosUrls: string[];

beforeEach(() => {
  localStorage.clear();
  parametros = [];
  bodies = [];
  comprados = [];
  compradosUrls = [];
  useSession.setState({ usuario: user });
  useCatalogo.setState({ busca: '', categoriaId: null, syncing: 0, version: 0 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      let body: unknown = [];
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (path === '/api/config') body = { formularios: [], parametros, unidades: [] };
      if (path === '/api/categorias/filter')
        body = [
          { id: 1, descricao: 'CIMENTO' },
          { id: 2, descricao: 'ACO' },
        ];
      if (path === '/api/produtos/comprados') {
        compradosUrls.push(String(input));
        body = comprados;
      }
      if (path === '/api/produtos/filter') {
        const req = JSON.parse(String(init.body)) as { busca?: string };
        bodies.push(req);
        body = req.busca === 'nada' ? [] : [produto(1, 'CIMENTO CP II'), produto(2, 'CIMENTO CP III')];
        if (req.busca === 'cimeto') headers['x-busca-corrigida'] = 'CIMENTO';
      }
      return new Response(JSON.stringify(body), { status: 200, headers });
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
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<ProductSearchPage />} />
          <Route path="/selecionar-cliente" element={<p>selecionar</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('product search (docs/product/portal-cliente.md §2)', () => {
  it('lists the catalogue of the customer at the branch; text by Enter, category at once; empty result', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: MSG.searchResult })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(bodies[0]).toEqual({ busca: '', clienteId: 2, filialId: 7 });
    expect(screen.queryByRole('img', { name: L.banner })).toBeNull();

    const search = screen.getByRole('searchbox', { name: L.search });
    fireEvent.change(search, { target: { value: ' nada ' } });
    fireEvent.submit(search.closest('form')!);
    expect(await screen.findByText(MSG.noProducts)).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ busca: 'nada', clienteId: 2, filialId: 7 });
    expect(useCatalogo.getState().busca).toBe('nada');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: L.category }));
    fireEvent.click(await screen.findByRole('option', { name: 'ACO' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ busca: 'nada', categoriaId: 2, clienteId: 2, filialId: 7 }),
    );
  });

  it('the banner when UTILIZA_BANNER is S or SIM', async () => {
    parametros = [{ nome: 'UTILIZA_BANNER', valor: 'S' }];
    renderPage();
    const banner = await screen.findByRole('img', { name: L.banner });
    expect(banner.getAttribute('src')).toBe(BANNER_URL);
  });

  it('waits while the catalogue is synced', async () => {
    useCatalogo.setState({ syncing: 1 });
    renderPage();
    expect(await screen.findByText(MSG.syncingProducts)).toBeTruthy();
    expect(bodies).toHaveLength(0);
    useCatalogo.getState().syncEnded();
    expect(await screen.findByRole('heading', { name: MSG.searchResult })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'CIMENTO CP II' });
    expect(within(card).getByRole('img').getAttribute('src')).toBe('/api/produtos/1/imagem');
  });

  it('a seller without a client goes to the client selection', async () => {
    useSession.setState({ usuario: { ...user, role: 'ROLE_VENDEDOR', cliente: null, unidade: null } });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/selecionar-cliente'));
  });
});

describe('Comprados recentemente', () => {
  it("shows the customer's most ordered products above the results while the box is empty", async () => {
    comprados = [produto(9, 'TIJOLO MACICO COMUM')];
    renderPage();
    const section = await screen.findByRole('region', { name: L.recentPurchases });
    const list = within(section).getByRole('list', { name: L.recentPurchases });
    expect(within(list).getByRole('article', { name: 'TIJOLO MACICO COMUM' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: /adicionar/i })).toBeTruthy();
    expect(new URL(compradosUrls[0], 'http://localhost').search).toBe('?clienteId=2&filialId=7');
    // Above the results.
    const results = await screen.findByRole('heading', { name: MSG.searchResult });
    expect(section.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: L.search });
    fireEvent.change(search, { target: { value: 'cimento' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(screen.queryByRole('region', { name: L.recentPurchases })).toBeNull());
  });

  it('below a search that found nothing: the way to the quick order and the recent purchases', async () => {
    comprados = [produto(9, 'TIJOLO MACICO COMUM')];
    renderPage();
    await screen.findByRole('region', { name: L.recentPurchases });
    const search = screen.getByRole('searchbox', { name: L.search });
    fireEvent.change(search, { target: { value: 'nada' } });
    fireEvent.submit(search.closest('form')!);
    expect(await screen.findByText(MSG.noProducts)).toBeTruthy();
    const quick = screen.getByRole('link', { name: L.noProductsQuickOrder });
    expect(quick.getAttribute('href')).toBe('/pedido-rapido');
    const section = await screen.findByRole('region', { name: L.recentPurchases });
    expect(within(section).getByRole('article', { name: 'TIJOLO MACICO COMUM' })).toBeTruthy();
  });

  it('says which text a typo was corrected to, above its products', async () => {
    renderPage();
    await screen.findByRole('heading', { name: MSG.searchResult });
    const search = screen.getByRole('searchbox', { name: L.search });
    fireEvent.change(search, { target: { value: 'cimeto' } });
    fireEvent.submit(search.closest('form')!);
    expect(await screen.findByText(L.searchCorrected('cimeto', 'cimento'))).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.change(search, { target: { value: 'cimento' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(screen.queryByText(L.searchCorrected('cimeto', 'cimento'))).toBeNull());
  });

  it('shows nothing when the customer never ordered', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: MSG.searchResult })).toBeTruthy();
    await waitFor(() => expect(compradosUrls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: L.recentPurchases })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
