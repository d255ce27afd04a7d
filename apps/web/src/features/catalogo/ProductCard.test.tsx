import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Produto } from '@portal/shared/schemas/catalogo';
import { useCart } from '../../domain/carrinho';
import { useSession } from '../../state/session';
import { AppDialog } from '../../ui/Dialog';
import { ProductCard } from './ProductCard';
import { AppProviders } from '../../testing/providers';
import { aProduto, aSessionUser, aUnidade } from '../../testing/builders';
import { useAddToCart } from './use-add-to-cart';

const unidade = aUnidade({ descricao: 'MATRIZ SÃO PAULO' });
const user = aSessionUser({ email: 'a@demo.com.br', cliente: null, unidade });
const produto = aProduto();

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ usuario: user });
  useCart.getState().reset();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ formularios: [], parametros: [], unidades: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ p = produto, simpleCheck = false }: { p?: Produto; simpleCheck?: boolean }) {
  const { add, dialog } = useAddToCart();
  return (
    <>
      <ProductCard produto={p} simpleCheck={simpleCheck} factor={10} onAdd={add} />
      <AppDialog dialog={dialog} />
    </>
  );
}

function renderCard(props: { p?: Produto; simpleCheck?: boolean } = {}) {
  render(
    <AppProviders>
      <MemoryRouter>
        <Harness {...props} />
      </MemoryRouter>
    </AppProviders>,
  );
  const card = screen.getByRole('article', { name: (props.p ?? produto).produtoDesc });
  return { card, qty: within(card).getByLabelText(L.quantity) as HTMLInputElement };
}

describe('product card quantity (docs/product/portal-cliente.md §5)', () => {
  it('starts at the minimum; accepts digits only; below the minimum becomes the minimum 1 s later', async () => {
    const { card, qty } = renderCard();
    expect(qty.value).toBe('10');
    expect(within(card).getByText('CIF R$ 34,90 / SC')).toBeTruthy();
    expect(within(card).getByText('Peso: 50,00 kg')).toBeTruthy();
    expect(within(card).getByRole('img').getAttribute('src')).toBe('/sem-imagem.svg');
    fireEvent.change(qty, { target: { value: '1a' } });
    expect(qty.value).toBe('10');
    fireEvent.change(qty, { target: { value: '' } });
    expect(qty.value).toBe('');
    fireEvent.change(qty, { target: { value: '3' } });
    expect(qty.value).toBe('3');
    await new Promise((r) => setTimeout(r, 600));
    expect(qty.value).toBe('3');
    await waitFor(() => expect(qty.value).toBe('10'), { timeout: 1500 });
    expect(await screen.findByText(MSG.minQuantityAdjusted(10))).toBeTruthy();
  });

  it('minimum 5 with FATOR_MULTI 10: starts at 10 and the first Adicionar opens no dialog', async () => {
    const p = {
      ...produto,
      produtoId: 2,
      produtoUM: 'UN',
      produtoDesc: 'VERGALHAO CA-50 8MM 12M',
      produtoQuantMin: 5,
    };
    const { card, qty } = renderCard({ p });
    expect(qty.value).toBe('10');
    fireEvent.click(within(card).getByRole('button', { name: L.add }));
    expect(await screen.findByText(MSG.productAdded(p.produtoDesc))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useCart.getState().itens).toMatchObject([{ item: 1, produtoId: 2, produtoQuant: 10 }]);
  });

  it('with QTD_CARRINHO_SIMPLES the minimum is checked at once on blur', async () => {
    const { qty } = renderCard({ simpleCheck: true });
    fireEvent.change(qty, { target: { value: '4' } });
    fireEvent.blur(qty);
    expect(qty.value).toBe('10');
    expect(await screen.findByText(MSG.minQuantityAdjusted(10))).toBeTruthy();
  });

  it('Adicionar below the minimum: refused with the warning, the field becomes the minimum', async () => {
    const { card, qty } = renderCard();
    fireEvent.change(qty, { target: { value: '2' } });
    fireEvent.click(within(card).getByRole('button', { name: L.add }));
    expect(await screen.findByText(MSG.minQuantity(10))).toBeTruthy();
    expect(qty.value).toBe('10');
    expect(useCart.getState().itens).toEqual([]);
  });

  it('no active price table of the unit: refused with the unit named', async () => {
    const p = { ...produto, modalidades: produto.modalidades.map((m) => ({ ...m, ativo: false })) };
    const { card } = renderCard({ p });
    expect(within(card).getByText(L.noPrice)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: L.add }));
    expect(await screen.findByText(MSG.noPriceTable('MATRIZ SÃO PAULO'))).toBeTruthy();
    expect(useCart.getState().itens).toEqual([]);
  });

  it('Enter with a quantity that is not a multiple: the rounding popup; then ADICIONAR OUTRO makes a second line', async () => {
    const { qty } = renderCard();
    fireEvent.change(qty, { target: { value: '15' } });
    fireEvent.keyDown(qty, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: MSG.roundingTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: '20' }));
    expect(await screen.findByText(MSG.productAdded(produto.produtoDesc))).toBeTruthy();
    expect(qty.value).toBe('20');
    expect(useCart.getState().itens).toMatchObject([{ item: 1, produtoQuant: 20, produtoValorTotal: 698 }]);

    fireEvent.keyDown(qty, { key: 'Enter' });
    const again = await screen.findByRole('dialog', { name: MSG.alreadyInCartTitle });
    fireEvent.click(within(again).getByRole('button', { name: L.addAnother }));
    await waitFor(() => expect(useCart.getState().itens).toHaveLength(2));
    expect(useCart.getState().itens[1]).toMatchObject({ item: 2, produtoQuant: 20 });
  });

  it('CANCELAR of the rounding popup adds nothing and leaves the typed value with the reason; typing clears it', async () => {
    const { card, qty } = renderCard();
    fireEvent.change(qty, { target: { value: '25' } });
    fireEvent.click(within(card).getByRole('button', { name: L.add }));
    const dialog = await screen.findByRole('dialog', { name: MSG.roundingTitle });
    expect(within(dialog).getByText(MSG.roundingQuestion('25', '10'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    const reason = MSG.roundingCancelled('25 SC', '10');
    expect(await within(card).findByText(reason)).toBeTruthy();
    expect(qty.value).toBe('25');
    expect(qty.getAttribute('aria-invalid')).toBe('true');
    expect(useCart.getState().itens).toEqual([]);
    fireEvent.change(qty, { target: { value: '30' } });
    expect(within(card).queryByText(reason)).toBeNull();
    expect(within(card).getByText(L.minimum(10))).toBeTruthy();
  });
});

describe('a product sold by the tonne (sand, gravel)', () => {
  const areia: Produto = {
    ...produto,
    produtoId: 9,
    produtoSku: 'CON00013',
    produtoUM: 'TL',
    produtoDesc: 'AREIA MEDIA LAVADA',
    produtoPeso: 1000,
    produtoQuantMin: 1,
    produtoMultiplo: null,
    modalidades: [{ id: 11, sku: 'CIF', descricao: 'CIF - ENTREGA', valor: 145, ativo: true }],
  };

  it('shows the price per tonne, starts at 1 and takes 6 and 2,5 exactly, without FATOR_MULTI', async () => {
    const { card, qty } = renderCard({ p: areia });
    expect(within(card).getByText('CIF R$ 145,00 / t')).toBeTruthy();
    expect(within(card).getByText(L.minimum('1 t'))).toBeTruthy();
    expect(qty.value).toBe('1');
    expect(qty.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(qty, { target: { value: '6' } });
    fireEvent.click(within(card).getByRole('button', { name: L.add }));
    expect(await screen.findByText(MSG.productAdded(areia.produtoDesc))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: MSG.roundingTitle })).toBeNull();
    fireEvent.change(qty, { target: { value: '2.5' } });
    expect(qty.value).toBe('2,5');
    fireEvent.change(qty, { target: { value: '2,5678' } });
    expect(qty.value).toBe('2,5');
    fireEvent.keyDown(qty, { key: 'Enter' });
    const again = await screen.findByRole('dialog', { name: MSG.alreadyInCartTitle });
    fireEvent.click(within(again).getByRole('button', { name: L.addAnother }));
    await waitFor(() => expect(useCart.getState().itens).toHaveLength(2));
    expect(useCart.getState().itens.map((i) => [i.produtoQuant, i.produtoValorTotal])).toEqual([
      [6, 870],
      [2.5, 362.5],
    ]);
  });

  it("asks for gravel's own multiple with the unit; CANCELAR leaves 2,3 with the reason", async () => {
    const brita = { ...areia, produtoId: 10, produtoDesc: 'BRITA 1', produtoMultiplo: 0.5 };
    const { card, qty } = renderCard({ p: brita });
    expect(within(card).getByText(L.minimum('1 t · múltiplo 0,5 t'))).toBeTruthy();
    fireEvent.change(qty, { target: { value: '2,3' } });
    fireEvent.click(within(card).getByRole('button', { name: L.add }));
    let dialog = await screen.findByRole('dialog', { name: MSG.roundingTitle });
    expect(within(dialog).getByText(MSG.roundingQuestion('2,3', '0,5 t'))).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter(Boolean),
    ).toEqual(['CANCELAR', '2 t', '2,5 t']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    expect(await within(card).findByText(MSG.roundingCancelled('2,3 t', '0,5 t'))).toBeTruthy();
    expect(qty.value).toBe('2,3');
    expect(useCart.getState().itens).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(card).getByRole('button', { name: L.add }));
    dialog = await screen.findByRole('dialog', { name: MSG.roundingTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: '2,5 t' }));
    expect(await screen.findByText(MSG.productAdded(brita.produtoDesc))).toBeTruthy();
    expect(qty.value).toBe('2,5');
    expect(within(card).queryByText(MSG.roundingCancelled('2,3 t', '0,5 t'))).toBeNull();
    expect(useCart.getState().itens).toMatchObject([{ produtoQuant: 2.5, produtoMultiplo: 0.5 }]);
  });
});
