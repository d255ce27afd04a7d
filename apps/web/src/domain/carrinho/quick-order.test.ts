import { describe, expect, it } from 'vitest';
import type { Produto } from '@portal/shared/schemas/catalogo';
import type { PedidoRapidoLinha } from '@portal/shared/schemas/pedido-rapido';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import { buildCartItem } from './cart-rules';
import { addLines, alreadyInCart, orderLines, repeatPlan, validLines } from './quick-order';

const produto = (id: number, cif = 10, fob = 9): Produto => ({
  produtoId: id,
  produtoSku: `P${id}`,
  produtoUM: 'UN',
  produtoPeso: 2,
  produtoDesc: `PRODUTO ${id}`,
  produtoQuant: 0,
  produtoQuantMin: 1,
  produtoMultiplo: null,
  categorias: [],
  imagem: null,
  modalidades: [
    { id: 1, sku: 'CIF', descricao: 'CIF', valor: cif, ativo: cif > 0 },
    { id: 2, sku: 'FOB', descricao: 'FOB', valor: fob, ativo: fob > 0 },
  ],
});
const linha = (
  n: number,
  p: Produto | null,
  quantidade: number | null,
  situacao: PedidoRapidoLinha['situacao'] = 'ok',
): PedidoRapidoLinha => ({
  linha: n,
  sku: p?.produtoSku ?? 'X',
  quantidadeInformada: String(quantidade ?? ''),
  situacao,
  motivo: situacao === 'erro' ? 'sem-preco' : null,
  quantidade: situacao === 'erro' ? null : quantidade,
  mensagens: situacao === 'erro' ? ['Produto sem preço liberado na unidade 03/01 MATRIZ.'] : [],
  produto: p,
});

describe('quick order into the cart', () => {
  it('keeps the valid lines, one per product, same-product quantities summed', () => {
    const a = produto(1);
    const b = produto(2);
    const v = validLines([linha(1, a, 10), linha(2, b, 20), linha(3, a, 30), linha(4, null, null, 'erro')]);
    expect(v.map((x) => [x.produto.produtoId, x.quantidade])).toEqual([
      [1, 40],
      [2, 20],
    ]);
  });

  it('adds new lines numbered max+1 at the CIF price; SOMAR adds to the line already in the cart, ADICIONAR OUTRO a new one', () => {
    const a = produto(1);
    const b = produto(2);
    const cart = [buildCartItem(a, 10, [])];
    const lines = validLines([linha(1, a, 20), linha(2, b, 30)]);
    expect(alreadyInCart(cart, lines).map((i) => i.produtoId)).toEqual([1]);
    const summed = addLines(cart, lines, 'somar');
    expect(summed.map((i) => [i.item, i.produtoId, i.produtoQuant, i.produtoValorTotal])).toEqual([
      [1, 1, 30, 300],
      [2, 2, 30, 300],
    ]);
    const another = addLines(cart, lines, 'outro');
    expect(another.map((i) => [i.item, i.produtoId, i.produtoQuant])).toEqual([
      [1, 1, 10],
      [2, 1, 20],
      [3, 2, 30],
    ]);
  });
});

describe('repeat order', () => {
  const item = (
    n: number,
    sku: string,
    produtoId: number,
    quant: number,
    valor: number,
    modalidadeSku = 'CIF',
  ) =>
    ({
      item: n,
      produtoSku: sku,
      produtoId,
      produtoDesc: `PRODUTO ${produtoId}`,
      produtoQuant: quant,
      produtoValorUnit: valor,
      modalidadeSku,
    }) as Pedido['itens'][number];

  it("sends the order's codes and quantities in its sequence", () => {
    expect(orderLines({ itens: [item(2, 'P2', 2, 5, 1), item(1, 'P1', 1, 10, 1)] })).toEqual([
      { sku: 'P1', quantidade: 10 },
      { sku: 'P2', quantidade: 5 },
    ]);
  });

  it('names the unavailable items and the prices that changed; keeps the order’s modality when active', () => {
    const a = produto(1, 12, 11);
    const b = produto(2, 10, 9);
    const pedido = {
      itens: [item(1, 'P1', 1, 10, 10), item(2, 'P2', 2, 20, 9, 'FOB'), item(3, 'P3', 3, 5, 4)],
    };
    const plan = repeatPlan(pedido, [
      linha(1, a, 10),
      linha(2, b, 20),
      { ...linha(3, null, null, 'erro'), sku: 'P3' },
    ]);
    expect(plan.lines.map((l) => [l.produto.produtoId, l.quantidade, l.modalidadeSku])).toEqual([
      [1, 10, 'CIF'],
      [2, 20, 'FOB'],
    ]);
    expect(plan.precos).toEqual([{ sku: 'P1', descricao: 'PRODUTO 1', antes: 10, agora: 12 }]);
    expect(plan.indisponiveis).toEqual([
      { sku: 'P3', descricao: 'PRODUTO 3', mensagem: 'Produto sem preço liberado na unidade 03/01 MATRIZ.' },
    ]);
    const cart = addLines([], plan.lines, 'outro');
    expect(cart[1]).toMatchObject({
      modalidade: { sku: 'FOB' },
      produtoValorUnit: 9,
      produtoValorTotal: 180,
    });
  });
});
