import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import type { Orcamento, OrcamentoCarrinho } from '@portal/shared/schemas/orcamentos';
import type { CartItem } from '../../domain/carrinho';
import { quoteIntoCart, reopenBlock } from './orcamento-rules';

const quote: Orcamento = {
  id: 12,
  numero: '000012',
  clienteId: 1,
  clienteCodigo: '100001',
  clienteLoja: '01',
  clienteRazao: 'CONSTRUTORA TESTE',
  unidadeId: 2,
  unidadeDescricao: '03/01 MATRIZ',
  emissao: '2026-11-20T12:00:00.000Z',
  validoAte: '2026-11-27',
  valido: true,
  total: 100,
  pesoTotal: 50,
  qtdItens: 1,
  vendedorNome: null,
};

describe('reopening a quote', () => {
  it('a valid quote of the current client and branch reopens', () => {
    expect(reopenBlock(quote, { clienteId: 1, unidadeId: 2 })).toBeNull();
  });
  it('an expired quote says until when it was valid', () => {
    expect(reopenBlock({ ...quote, valido: false }, { clienteId: 1, unidadeId: 2 })).toBe(
      MSG.quoteExpired('000012', '27/11/2026'),
    );
  });
  it("another branch or client names the quote's own", () => {
    const msg = MSG.quoteOtherOwner('000012', '100001/01 - CONSTRUTORA TESTE', '03/01 MATRIZ');
    expect(reopenBlock(quote, { clienteId: 1, unidadeId: 3 })).toBe(msg);
    expect(reopenBlock(quote, { clienteId: 9, unidadeId: 2 })).toBe(msg);
    expect(reopenBlock(quote, { clienteId: null, unidadeId: null })).toBe(msg);
  });
});

describe('quote lines into the cart', () => {
  const line = (produtoId: number) =>
    ({
      item: 1,
      produtoId,
      produtoSku: `P${produtoId}`,
      produtoDesc: 'X',
      produtoQuant: 10,
      produtoQuantMin: 1,
      produtoMultiplo: null,
      produtoPeso: 1,
      produtoPesoTotal: 10,
      produtoValorUnit: 2,
      produtoValorTotal: 20,
      produtoUM: 'UN',
      isObra: false,
      obraId: null,
      modalidade: { id: 5, sku: 'FOB', descricao: 'FOB' },
      modalidades: [],
      modalidadePreco: 2,
      pagamentoForma: null,
      pagamentoCondicao: null,
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
      precoAlterado: false,
    }) satisfies OrcamentoCarrinho['itens'][number];
  const inCart = [{ item: 4, produtoId: 9 } as CartItem];

  it('replace: the quote alone, numbered from 1, modality named', () => {
    const out = quoteIntoCart(inCart, [line(1), line(2)], 'replace');
    expect(out.map((l) => [l.item, l.produtoId, l.modalidadePreco])).toEqual([
      [1, 1, 'FOB'],
      [2, 2, 'FOB'],
    ]);
  });
  it('append: after the cart, numbered after its highest item', () => {
    const out = quoteIntoCart(inCart, [line(1)], 'append');
    expect(out.map((l) => [l.item, l.produtoId])).toEqual([
      [4, 9],
      [5, 1],
    ]);
  });
});
