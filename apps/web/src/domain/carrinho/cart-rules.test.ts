import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Produto } from '@portal/shared/schemas/catalogo';
import {
  acceptQuantityInput,
  buildCartItem,
  cartTotals,
  checkAdd,
  checkQuantity,
  defaultModalidade,
  lineMinimum,
  minimumAdjustment,
  nextItemNumber,
  parseFactor,
  parseQuantity,
  withQuantity,
  type CartItem,
} from './cart-rules';
import { opcoesArredondamento, regraQuantidade } from '@portal/shared/unidades';
import { useCart } from './cart';

const cif = { id: 11, sku: 'CIF', descricao: 'CIF - ENTREGA', valor: 34.9, ativo: true };
const fob = { id: 12, sku: 'FOB', descricao: 'FOB - RETIRA', valor: 33.16, ativo: true };

function produto(patch: Partial<Produto> = {}): Produto {
  return {
    produtoId: 1,
    produtoSku: 'CIM00001',
    produtoUM: 'SC',
    produtoPeso: 50,
    produtoDesc: 'CIMENTO CP II-E-32',
    produtoQuant: 0,
    produtoQuantMin: 10,
    produtoMultiplo: null,
    categorias: [],
    imagem: '/api/produtos/1/imagem',
    modalidades: [cif, fob],
    ...patch,
  };
}

describe('quantity input (docs/product/portal-cliente.md §5)', () => {
  it('accepts only digits or empty', () => {
    expect(acceptQuantityInput('')).toBe('');
    expect(acceptQuantityInput('0')).toBe('0');
    expect(acceptQuantityInput('120')).toBe('120');
    for (const bad of ['1a', '-1', '1.5', '1,5', ' 1', '1e3', '+2'])
      expect(acceptQuantityInput(bad)).toBeNull();
  });

  it('parses digits; empty is no quantity', () => {
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('007')).toBe(7);
    expect(parseQuantity('99999999999999999999')).toBeNull();
  });

  it('below the minimum becomes the minimum; empty and enough stay', () => {
    expect(minimumAdjustment('3', 10)).toBe(10);
    expect(minimumAdjustment('0', 10)).toBe(10);
    expect(minimumAdjustment('', 10)).toBeNull();
    expect(minimumAdjustment('10', 10)).toBeNull();
    expect(minimumAdjustment('25', 10)).toBeNull();
  });
});

/** The rounding popup's suggestions for a counted unit (FATOR_MULTI, the product's minimum). */
const roundingOptions = (quantity: number, factor: number, minimum: number) =>
  opcoesArredondamento(quantity, regraQuantidade({ um: 'SC', quantMin: minimum }, factor));

describe('rounding to FATOR_MULTI (docs/product/portal-cliente.md §5)', () => {
  it('FATOR_MULTI defaults to 10; junk falls back; 1 or less means none', () => {
    expect(parseFactor(undefined)).toBe(10);
    expect(parseFactor('x')).toBe(10);
    expect(parseFactor('12')).toBe(12);
    expect(parseFactor('0')).toBe(1);
  });

  it('offers the lower and upper multiple', () => {
    expect(roundingOptions(15, 10, 10)).toEqual([10, 20]);
    expect(roundingOptions(123, 10, 1)).toEqual([120, 130]);
    expect(roundingOptions(7, 5, 1)).toEqual([5, 10]);
  });

  it('the lower multiple only when it is not below the minimum', () => {
    expect(roundingOptions(15, 10, 12)).toEqual([20]);
    expect(roundingOptions(5, 10, 5)).toEqual([10]);
    expect(roundingOptions(1, 10, 1)).toEqual([10]);
  });

  it('nothing for a multiple or without a factor', () => {
    expect(roundingOptions(20, 10, 10)).toEqual([]);
    expect(roundingOptions(17, 1, 1)).toEqual([]);
  });
});

describe('what Adicionar meets first', () => {
  const ctx = { factor: 10, itens: [] as CartItem[] };

  it('no active price table of the unit', () => {
    const p = produto({
      modalidades: [
        { ...cif, ativo: false },
        { ...fob, ativo: false },
      ],
    });
    expect(checkAdd(p, '3', ctx)).toEqual({ kind: 'no-price-table' });
    expect(checkAdd(produto({ modalidades: [] }), '10', ctx)).toEqual({ kind: 'no-price-table' });
  });

  it('below the minimum, or empty', () => {
    expect(checkAdd(produto(), '3', ctx)).toEqual({ kind: 'below-minimum', minimum: 10 });
    expect(checkAdd(produto(), '', ctx)).toEqual({ kind: 'below-minimum', minimum: 10 });
    expect(checkAdd(produto({ produtoQuantMin: 0 }), '0', ctx)).toEqual({
      kind: 'below-minimum',
      minimum: 1,
    });
  });

  it('not a multiple: the rounding popup, unless a suggestion was just chosen', () => {
    expect(checkAdd(produto(), '15', ctx)).toEqual({ kind: 'rounding', quantity: 15, options: [10, 20] });
    expect(checkAdd(produto(), '15', { ...ctx, skipRounding: true })).toEqual({ kind: 'ok', quantity: 15 });
  });

  it('already in the cart, else ok', () => {
    const line = buildCartItem(produto(), 20, []);
    expect(checkAdd(produto(), '10', { factor: 10, itens: [line] })).toEqual({
      kind: 'already-in-cart',
      quantity: 10,
      existing: line,
    });
    expect(checkAdd(produto({ produtoId: 2 }), '10', { factor: 10, itens: [line] })).toEqual({
      kind: 'ok',
      quantity: 10,
    });
  });
});

describe('a product sold by the tonne follows its own rule, not FATOR_MULTI', () => {
  const areia = produto({ produtoUM: 'TL', produtoQuantMin: 1, produtoMultiplo: null, produtoPeso: 1000 });
  const brita = produto({ produtoId: 3, produtoUM: 'TL', produtoQuantMin: 1, produtoMultiplo: 0.5 });
  const ctx = { factor: 10, itens: [] as CartItem[] };

  it('takes 6 t and 2,5 t of sand as typed', () => {
    expect(checkAdd(areia, '6', ctx)).toEqual({ kind: 'ok', quantity: 6 });
    expect(checkAdd(areia, '2,5', ctx)).toEqual({ kind: 'ok', quantity: 2.5 });
    expect(checkAdd(areia, '0,5', ctx)).toEqual({ kind: 'below-minimum', minimum: 1 });
    expect(acceptQuantityInput('2,5', { contada: false })).toBe('2,5');
    expect(minimumAdjustment('0,5', 1, { contada: false })).toBe(1);
  });

  it("asks for gravel's own multiple (0,5 t); a sack keeps FATOR_MULTI and whole numbers", () => {
    expect(checkAdd(brita, '2,3', ctx)).toEqual({ kind: 'rounding', quantity: 2.3, options: [2, 2.5] });
    expect(checkAdd(brita, '2,5', ctx)).toEqual({ kind: 'ok', quantity: 2.5 });
    expect(checkAdd(produto(), '7', ctx)).toEqual({ kind: 'below-minimum', minimum: 10 });
    expect(checkAdd(produto({ produtoQuantMin: 1 }), '7', ctx)).toEqual({
      kind: 'rounding',
      quantity: 7,
      options: [10],
    });
    expect(checkAdd(produto(), '12,5', ctx)).toEqual({ kind: 'below-minimum', minimum: 10 });
  });

  it('a new line keeps the multiple; the totals keep each unit apart', () => {
    const a = buildCartItem(areia, 8.5, []);
    expect(a).toMatchObject({ produtoQuant: 8.5, produtoMultiplo: null, produtoPesoTotal: 8500 });
    const b = buildCartItem(brita, 2.5, [a]);
    expect(b.produtoMultiplo).toBe(0.5);
    const c = buildCartItem(produto({ produtoId: 4 }), 40, [a, b]);
    expect(cartTotals([c, a, b]).unidades).toEqual([
      { label: 'SC', quantidade: 40 },
      { label: 't', quantidade: 11 },
    ]);
  });
});

describe("the cart's quantity field meets the same rules", () => {
  it('below the minimum (or empty), not a multiple, or fine', () => {
    const ctx = { regra: regraQuantidade({ um: 'SC', quantMin: 10 }, 10) };
    expect(checkQuantity('5', ctx)).toEqual({ kind: 'below-minimum', minimum: 10 });
    expect(checkQuantity('', ctx)).toEqual({ kind: 'below-minimum', minimum: 10 });
    expect(checkQuantity('25', ctx)).toEqual({ kind: 'rounding', quantity: 25, options: [20, 30] });
    expect(checkQuantity('25', { ...ctx, skipRounding: true })).toEqual({ kind: 'ok', quantity: 25 });
    expect(checkQuantity('30', ctx)).toEqual({ kind: 'ok', quantity: 30 });
  });

  it("a line's minimum is the product's, at least 1", () => {
    expect(lineMinimum({ produtoQuantMin: 50 })).toBe(50);
    expect(lineMinimum({})).toBe(1);
    expect(lineMinimum({ produtoQuantMin: 0 })).toBe(1);
  });
});

describe('cart line defaults (docs/product/portal-cliente.md §4 Cart)', () => {
  it('modality CIF when active, else the first active table', () => {
    expect(defaultModalidade(produto())?.sku).toBe('CIF');
    expect(defaultModalidade(produto({ modalidades: [fob, cif] }))?.sku).toBe('CIF');
    expect(defaultModalidade(produto({ modalidades: [{ ...cif, ativo: false }, fob] }))?.sku).toBe('FOB');
    expect(defaultModalidade(produto({ modalidades: [{ ...cif, ativo: false }] }))).toBeUndefined();
  });

  it('next item number is max + 1', () => {
    expect(nextItemNumber([])).toBe(1);
    expect(nextItemNumber([{ item: 1 }, { item: 7 }, { item: 3 }])).toBe(8);
  });

  it('a new line: next number, CIF at its price, weight and money totals', () => {
    const existing = [{ item: 4, produtoId: 9, produtoSku: 'X', produtoDesc: 'X', produtoQuant: 1 }];
    const line = buildCartItem(produto(), 30, existing);
    expect(line).toMatchObject({
      item: 5,
      produtoId: 1,
      produtoSku: 'CIM00001',
      produtoDesc: 'CIMENTO CP II-E-32',
      produtoUM: 'SC',
      produtoQuant: 30,
      produtoQuantMin: 10,
      produtoPeso: 50,
      produtoPesoTotal: 1500,
      produtoValorUnit: 34.9,
      produtoValorTotal: 1047,
      modalidade: { id: 11, sku: 'CIF', descricao: 'CIF - ENTREGA' },
      modalidadePreco: 'CIF',
      isObra: false,
      obraId: null,
    });
    expect(line.modalidades?.map((m) => m.sku)).toEqual(['CIF', 'FOB']);
  });

  it('without CIF: the first active table and its price', () => {
    const line = buildCartItem(produto({ modalidades: [{ ...cif, ativo: false }, fob] }), 10, []);
    expect(line).toMatchObject({
      item: 1,
      modalidade: { sku: 'FOB' },
      produtoValorUnit: 33.16,
      produtoValorTotal: 331.6,
    });
  });

  it('money is rounded to cents; changing the quantity recomputes the totals', () => {
    const line = buildCartItem(produto({ modalidades: [{ ...cif, valor: 0.1 }], produtoPeso: 0.05 }), 3, []);
    expect(line.produtoValorTotal).toBe(0.3);
    expect(line.produtoPesoTotal).toBe(0.15);
    expect(withQuantity(line, 50)).toMatchObject({
      produtoQuant: 50,
      produtoValorTotal: 5,
      produtoPesoTotal: 2.5,
    });
  });

  it('cart totals: quantity, kg and R$', () => {
    const a = buildCartItem(produto(), 20, []);
    const b = buildCartItem(
      produto({ produtoId: 2, produtoPeso: 2.9, modalidades: [{ ...cif, valor: 32.5 }] }),
      50,
      [a],
    );
    expect(cartTotals([a, b])).toEqual({
      unidades: [{ label: 'SC', quantidade: 70 }],
      peso: 1145,
      valor: 698 + 1625,
    });
    expect(cartTotals([])).toEqual({ unidades: [], peso: 0, valor: 0 });
  });
});

describe('cart store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useCart.getState().reset();
  });
  afterEach(() => vi.useRealTimers());

  it('adds lines, sums a quantity, and recalculates the totals 300 ms after an add', () => {
    const cart = useCart.getState();
    cart.addItem(produto(), 20);
    cart.addItem(produto(), 10);
    expect(useCart.getState().itens.map((l) => l.item)).toEqual([1, 2]);
    expect(useCart.getState().totais.unidades).toEqual([]);
    vi.advanceTimersByTime(299);
    expect(useCart.getState().totais.unidades).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(useCart.getState().totais).toEqual({
      unidades: [{ label: 'SC', quantidade: 30 }],
      peso: 1500,
      valor: 1047,
    });

    useCart.getState().sumQuantity(1, 10);
    expect(useCart.getState().itens[0]).toMatchObject({
      produtoQuant: 30,
      produtoPesoTotal: 1500,
      produtoValorTotal: 1047,
    });
    vi.advanceTimersByTime(300);
    expect(useCart.getState().totais.unidades).toEqual([{ label: 'SC', quantidade: 40 }]);
    expect(JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state.itens).toHaveLength(2);
  });

  it("the cart screen's new quantity recomputes the line and the cart at once, and is kept", () => {
    useCart.getState().addItem(produto(), 20);
    useCart.getState().addItem(produto({ produtoId: 2 }), 10);
    useCart.getState().setQuantity(1, 40);
    expect(useCart.getState().itens[0]).toMatchObject({
      produtoQuant: 40,
      produtoPesoTotal: 2000,
      produtoValorTotal: 1396,
    });
    expect(useCart.getState().totais).toEqual({
      unidades: [{ label: 'SC', quantidade: 50 }],
      peso: 2500,
      valor: 1745,
    });
    const persisted = JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state;
    expect(persisted.itens[0].produtoQuant).toBe(40);
    expect(persisted.totais.valor).toBe(1745);
  });

  it("a version 1 cart keeps its lines, its totals recomputed per unit; another version's is dropped", async () => {
    const line = buildCartItem(produto(), 20, []);
    const saved = (version: number) =>
      JSON.stringify({
        version,
        state: { itens: [line], totais: { quantidade: 20, peso: 1000, valor: 698 }, obsnf: 'OBS' },
      });
    localStorage.setItem('portal-b2b.cart', saved(1));
    await useCart.persist.rehydrate();
    expect(useCart.getState()).toMatchObject({
      itens: [{ produtoQuant: 20 }],
      obsnf: 'OBS',
      totais: { unidades: [{ label: 'SC', quantidade: 20 }], peso: 1000, valor: 698 },
    });
    localStorage.setItem('portal-b2b.cart', saved(0));
    await useCart.persist.rehydrate();
    expect(useCart.getState()).toMatchObject({ itens: [], obsnf: '' });
  });

  it('reset empties the cart and cancels a pending recalculation', () => {
    useCart.getState().addItem(produto(), 20);
    useCart.getState().reset();
    vi.advanceTimersByTime(500);
    expect(useCart.getState()).toMatchObject({ itens: [], totais: { unidades: [], peso: 0, valor: 0 } });
  });
});
