import { describe, expect, it } from 'vitest';
import type { CarrinhoItem } from '@portal/shared/schemas/pedidos';
import type { CartItem } from '../../domain/carrinho';
import { mergeIntoCart, standingLabel, toCartLines } from './standing-rules';

const line = (item: number, produtoId: number): CarrinhoItem => ({
  item,
  produtoId,
  produtoSku: `P${produtoId}`,
  produtoDesc: `PRODUTO ${produtoId}`,
  produtoQuant: 10,
  produtoQuantMin: 1,
  produtoMultiplo: null,
  produtoPeso: 50,
  produtoPesoTotal: 500,
  produtoValorUnit: 30,
  produtoValorTotal: 300,
  produtoUM: 'SC',
  isObra: false,
  obraId: null,
  modalidade: { id: 3, sku: 'FOB', descricao: 'TABELA FOB' },
  modalidades: [
    { id: 2, sku: 'CIF', descricao: 'TABELA CIF', valor: 32, ativo: true },
    { id: 3, sku: 'FOB', descricao: 'TABELA FOB', valor: 30, ativo: true },
  ],
  modalidadePreco: 30,
  pagamentoForma: { id: 1, sku: 'BOL', descricao: 'BOLETO' },
  pagamentoCondicao: { id: 4, sku: '028', descricao: '28 DIAS', pgtoFormaId: 1 },
  motorista: null,
  veiculo: null,
  fobVeiculoModelo: null,
  fobVeiculoMarca: null,
  fobVeiculoPlaca: null,
  fobVeiculoPlacaCarreta: null,
  fobMotoristaNome: null,
  fobMotoristaCpf: null,
  fobEmpresaNome: null,
  fobCompradorNome: null,
  dataEmbarque: null,
  dataEmbarqueValid: true,
});

describe('standing orders', () => {
  it('names a standing order id-description', () => {
    expect(standingLabel({ id: 12, descricao: 'REPOSICAO MENSAL' })).toBe('12-REPOSICAO MENSAL');
  });

  it('turns the server lines into cart lines: modality sku as modalidadePreco, numbered after the cart', () => {
    const lines = toCartLines([line(1, 7), line(2, 8)]);
    expect(lines.map((l) => [l.item, l.produtoId, l.modalidadePreco])).toEqual([
      [1, 7, 'FOB'],
      [2, 8, 'FOB'],
    ]);
    expect(lines[0]).toMatchObject({
      produtoValorUnit: 30,
      produtoValorTotal: 300,
      produtoPesoTotal: 500,
      imagem: null,
    });
    const cart = [
      { item: 4, produtoId: 1, produtoSku: 'A', produtoDesc: 'A', produtoQuant: 1 },
    ] as CartItem[];
    expect(toCartLines([line(1, 7)], cart)[0].item).toBe(5);
  });

  it('replaces the cart or appends to it', () => {
    const cart = [
      { item: 1, produtoId: 1, produtoSku: 'A', produtoDesc: 'A', produtoQuant: 1 },
    ] as CartItem[];
    expect(mergeIntoCart(cart, [line(1, 7)], 'replace').map((l) => [l.item, l.produtoId])).toEqual([[1, 7]]);
    expect(mergeIntoCart(cart, [line(1, 7), line(2, 8)], 'append').map((l) => [l.item, l.produtoId])).toEqual(
      [
        [1, 1],
        [2, 7],
        [3, 8],
      ],
    );
  });
});
