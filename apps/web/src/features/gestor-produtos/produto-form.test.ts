import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { checkProdutoForm, emptyProdutoForm, parsePeso, toProdutoBody, toProdutoForm } from './produto-form';

describe('product form', () => {
  it('reads weights with a decimal comma or point', () => {
    expect(parsePeso('20,5')).toBe(20.5);
    expect(parsePeso('1.234,5')).toBe(1234.5);
    expect(parsePeso('12.75')).toBe(12.75);
    expect(parsePeso('abc')).toBeNaN();
    expect(parsePeso('')).toBeNaN();
  });

  it('starts blank with SELECIONE; a product outside SC/TL/UN shows SELECIONE', () => {
    expect(emptyProdutoForm().produtoUM).toBe('');
    const p = {
      produtoId: 1,
      produtoSku: 'A',
      produtoDesc: 'B',
      produtoUM: 'KG',
      produtoPeso: 2.5,
      produtoQuantMin: 3,
      produtoMultiplo: null,
      ativo: true,
      categorias: [],
      imagem: null,
      createdDate: '',
      modifiedDate: null,
    };
    expect(toProdutoForm(p)).toEqual({
      produtoSku: 'A',
      produtoDesc: 'B',
      produtoUM: '',
      produtoPeso: '2,5',
      produtoQuantMin: '3',
      produtoMultiplo: '',
    });
  });

  it('requires code, description, a unit of measure, a weight and a minimum of at least 1', () => {
    expect(checkProdutoForm({ ...emptyProdutoForm(), produtoQuantMin: '0' })).toEqual({
      produtoSku: MSG.fieldRequired,
      produtoDesc: MSG.fieldRequired,
      produtoUM: MSG.productUmRequired,
      produtoPeso: MSG.fieldInvalid,
      produtoQuantMin: MSG.fieldInvalid,
    });
    const ok = {
      produtoSku: 'x1',
      produtoDesc: 'd',
      produtoUM: 'SC',
      produtoPeso: '50',
      produtoQuantMin: '10',
      produtoMultiplo: '',
    };
    expect(checkProdutoForm(ok)).toEqual({});
    expect(toProdutoBody(ok)).toEqual({
      produtoSku: 'x1',
      produtoDesc: 'd',
      produtoUM: 'SC',
      produtoPeso: 50,
      produtoQuantMin: 10,
      produtoMultiplo: null,
    });
  });

  it('a product by the tonne takes a decimal minimum and its own multiple; a sack neither', () => {
    const tl = {
      produtoSku: 'AREIA',
      produtoDesc: 'AREIA MEDIA',
      produtoUM: 'TL',
      produtoPeso: '1000',
      produtoQuantMin: '1,5',
      produtoMultiplo: '0,5',
    };
    expect(checkProdutoForm(tl)).toEqual({});
    expect(toProdutoBody(tl)).toMatchObject({ produtoQuantMin: 1.5, produtoMultiplo: 0.5 });
    expect(toProdutoBody({ ...tl, produtoMultiplo: '' }).produtoMultiplo).toBeNull();
    expect(checkProdutoForm({ ...tl, produtoMultiplo: '0,0001' })).toEqual({
      produtoMultiplo: MSG.productQuantityDecimals,
    });
    expect(checkProdutoForm({ ...tl, produtoUM: 'SC' })).toEqual({
      produtoQuantMin: MSG.productQuantMinWhole('SC'),
    });
    // A sack's multiple is FATOR_MULTI: a value left in the field is not sent.
    expect(toProdutoBody({ ...tl, produtoUM: 'SC', produtoQuantMin: '10' }).produtoMultiplo).toBeNull();
    expect(
      toProdutoForm({
        produtoId: 1,
        produtoSku: 'AREIA',
        produtoDesc: 'AREIA',
        produtoUM: 'TL',
        produtoPeso: 1000,
        produtoQuantMin: 1.5,
        produtoMultiplo: 0.5,
        ativo: true,
        categorias: [],
        imagem: null,
        createdDate: '',
        modifiedDate: null,
      }),
    ).toMatchObject({ produtoQuantMin: '1,5', produtoMultiplo: '0,5' });
  });
});
