import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { buildCartItem, useCart } from '../../domain/carrinho';
import { useSession } from '../../state/session';
import { AppProviders } from '../../testing/providers';
import { aCliente, aProduto, aSessionUser, aUnidade } from '../../testing/builders';
import CarrinhoPage from './CarrinhoPage';

const unidade = aUnidade({ descricao: 'MATRIZ SÃO PAULO' });
const cliente = aCliente({ id: 3, razao: 'CONSTRUTORA', unidades: [unidade] });
const user = aSessionUser({ email: 'a@demo.com.br', cliente, unidade, unidades: [unidade] });
const produto = aProduto();
const formas = [
  {
    id: 1,
    sku: 'BOL',
    descricao: 'BOLETO BANCARIO',
    status: 'L',
    condicoes: [{ id: 10, pgtoFormaId: 1, sku: '028', descricao: '28 DIAS' }],
  },
];

let parametros: { nome: string; valor: string }[] = [];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  parametros = [];
  useSession.setState({ usuario: user });
  useCart.getState().reset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/config') return json({ formularios: [], parametros, unidades: [] });
      if (url.pathname === '/api/clientes/pagamentos') return json(formas);
      if (url.pathname === '/api/clientes/veiculos') return json({ motoristas: [], veiculos: [] });
      return new Response(null, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCart() {
  render(
    <AppProviders>
      <MemoryRouter>
        <CarrinhoPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('cart screen (docs/product/portal-cliente.md §2 Cart)', () => {
  it('empty: the cart term; after an order: the load is on its way', async () => {
    renderCart();
    expect(await screen.findByText(MSG.cartEmpty('CAMINHÃO'))).toBeTruthy();
    expect(screen.getByRole('button', { name: L.finalise }).hasAttribute('disabled')).toBe(true);
    cleanup();
    useCart.getState().markFinalised();
    renderCart();
    expect(await screen.findByText(MSG.cartSentToAnalysis)).toBeTruthy();
  });

  it('with the toggles off: no works, delivery customer or shipping date; default payment filled', async () => {
    useCart.getState().addItem(produto, 20);
    renderCart();
    const table = await screen.findByRole('table', { name: L.items('CAMINHÃO') });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      L.colImage,
      L.colProduto,
      L.colPagamento,
      L.colModalidade,
      L.colPeso,
      L.colQuantidade,
      L.colPreco,
      L.colRemove,
    ]);
    const toolbar = screen.getByRole('toolbar', { name: L.actions });
    expect(within(toolbar).queryByRole('button', { name: L.works })).toBeNull();
    expect(within(toolbar).queryByRole('button', { name: L.deliveryCustomer })).toBeNull();
    expect(screen.queryByRole('button', { name: L.changePrice(produto.produtoDesc) })).toBeNull();
    await waitFor(() =>
      expect(useCart.getState().itens[0]).toMatchObject({
        pagamentoForma: { sku: 'BOL' },
        pagamentoCondicao: { descricao: '28 DIAS' },
      }),
    );
    expect(within(table).getByText('1,0 t')).toBeTruthy();
    // FOB with CAD_MOTORISTA_CARRINHO NAO applies at once, at the FOB price.
    fireEvent.click(within(table).getByRole('button', { name: 'FOB' }));
    expect(useCart.getState().itens[0]).toMatchObject({ modalidade: { sku: 'FOB' }, produtoValorUnit: 33.1 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with the toggles on: every column and button; FOB opens the registration form without drivers', async () => {
    parametros = [
      'CONSULTA_OBRAS',
      'CLIENTES_ENTREGAS',
      'DATA_EMBARQUE',
      'ALTERA_PRECO_ITEM',
      'CAD_MOTORISTA_CARRINHO',
    ].map((nome) => ({ nome, valor: 'SIM' }));
    useCart.getState().replaceItens([buildCartItem(produto, 20, [])]);
    renderCart();
    const toolbar = screen.getByRole('toolbar', { name: L.actions });
    await within(toolbar).findByRole('button', { name: L.works });
    expect(within(toolbar).getByRole('button', { name: L.deliveryCustomer })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: L.colObra })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: L.colShippingDate })).toBeTruthy();
    // A customer is not offered the price adjustment (only a seller may adjust prices).
    expect(screen.queryByRole('button', { name: L.changePrice(produto.produtoDesc) })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'FOB' }));
    expect(await screen.findByRole('dialog', { name: L.fobRegistrationTitle })).toBeTruthy();
    expect(useCart.getState().itens[0].modalidade?.sku).toBe('CIF');
  });

  it('ALTERA_PRECO_ITEM SIM offers the price adjustment to a seller, not to a customer', async () => {
    parametros = [{ nome: 'ALTERA_PRECO_ITEM', valor: 'SIM' }];
    useCart.getState().replaceItens([buildCartItem(produto, 20, [])]);
    renderCart();
    await screen.findByRole('table', { name: L.items('CAMINHÃO') });
    expect(screen.queryByRole('button', { name: L.changePrice(produto.produtoDesc) })).toBeNull();
    cleanup();
    useSession.setState({
      usuario: {
        ...user,
        role: 'ROLE_VENDEDOR',
        perfils: [{ id: 6, role: 'ROLE_VENDEDOR', descricao: 'VENDEDOR' }],
      },
    });
    renderCart();
    expect(await screen.findByRole('button', { name: L.changePrice(produto.produtoDesc) })).toBeTruthy();
  });

  it("a line's quantity is edited in place with the rules of Adicionar; the totals follow at once", async () => {
    useCart.getState().replaceItens([buildCartItem(produto, 20, [])]);
    renderCart();
    const field = (await screen.findByRole('textbox', {
      name: L.quantityOf(produto.produtoDesc),
    })) as HTMLInputElement;
    expect(field.value).toBe('20');
    // Digits only.
    fireEvent.change(field, { target: { value: '2a' } });
    expect(field.value).toBe('20');
    // Not a multiple of 10: the rounding popup, a question; CANCELAR keeps the line as it was and
    // leaves the typed value in the field with the reason next to it.
    fireEvent.change(field, { target: { value: '25' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    let rounding = await screen.findByRole('dialog', { name: MSG.roundingTitle });
    fireEvent.click(within(rounding).getByRole('button', { name: 'CANCELAR' }));
    expect(await screen.findByText(MSG.roundingCancelledLine('25 SC', '10', '20 SC'))).toBeTruthy();
    expect(field.value).toBe('25');
    expect(useCart.getState().itens[0].produtoQuant).toBe(20);
    // Leaving the field does not ask again for the value just declined.
    fireEvent.blur(field);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MSG.roundingTitle })).toBeNull());
    expect(field.value).toBe('25');
    // Enter asks again; CANCELAR once more.
    fireEvent.keyDown(field, { key: 'Enter' });
    rounding = await screen.findByRole('dialog', { name: MSG.roundingTitle });
    fireEvent.click(within(rounding).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MSG.roundingTitle })).toBeNull());
    expect(useCart.getState().itens[0].produtoQuant).toBe(20);
    // Again, choosing 30: the line and the cart at once.
    fireEvent.change(field, { target: { value: '24' } });
    expect(screen.queryByText(MSG.roundingCancelledLine('25 SC', '10', '20 SC'))).toBeNull();
    fireEvent.blur(field);
    rounding = await screen.findByRole('dialog', { name: MSG.roundingTitle });
    fireEvent.click(within(rounding).getByRole('button', { name: '30' }));
    await waitFor(() => expect(field.value).toBe('30'));
    expect(useCart.getState().itens[0]).toMatchObject({ produtoQuant: 30, produtoValorTotal: 1047 });
    expect(useCart.getState().totais).toEqual({
      unidades: [{ label: 'SC', quantidade: 30 }],
      peso: 1500,
      valor: 1047,
    });
    // Below the minimum: the spec's message and the minimum.
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText(MSG.minQuantity(10))).toBeTruthy();
    await waitFor(() => expect(field.value).toBe('10'));
    expect(useCart.getState().totais.unidades).toEqual([{ label: 'SC', quantidade: 10 }]);
  });

  it('removing the last item (after confirming) resets the cart', async () => {
    useCart.getState().addItem(produto, 20);
    useCart.getState().setObsnf('OBS');
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: L.removeItem(produto.produtoDesc) }));
    const dialog = await screen.findByRole('dialog', { name: MSG.cartRemoveItemTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: L.remove }));
    expect(await screen.findByText(MSG.cartEmpty('CAMINHÃO'))).toBeTruthy();
    expect(useCart.getState()).toMatchObject({ itens: [], obsnf: '' });
  });
});
