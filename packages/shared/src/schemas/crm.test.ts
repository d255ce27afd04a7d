import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { contactCpfTypingError, parseSetores, validateContato } from './crm';

const setores = parseSetores('000000001=COMERCIAL;000000002=FINANCEIRO');

describe('CRM contact rules', () => {
  it('reads CRM_LISTA_SETORES', () => {
    expect(setores).toEqual([
      { codigo: '000000001', descricao: 'COMERCIAL' },
      { codigo: '000000002', descricao: 'FINANCEIRO' },
    ]);
    expect(parseSetores(' 01 = A ; ;=X;02=;01=B')).toEqual([
      { codigo: '01', descricao: 'A' },
      { codigo: '02', descricao: '02' },
    ]);
    expect(parseSetores(null)).toEqual([]);
  });

  it("flags 11 wrong digits while typing with 'CPF inválido.', not a CPF still being typed", () => {
    expect(contactCpfTypingError('52998224724')).toBe(MSG.cpfInvalidTyping);
    expect(contactCpfTypingError('11111111111')).toBe(MSG.cpfInvalidTyping);
    expect(contactCpfTypingError('5299822472')).toBeNull();
    expect(contactCpfTypingError('52998224725')).toBeNull();
    expect(contactCpfTypingError('')).toBeNull();
  });

  it("refuses an invalid CPF on save with 'CPF inválido!' and normalises the values", () => {
    const base = { nome: ' Ana  Souza ', setor: '000000001' };
    expect(validateContato({ ...base, cgc: '5299822472' }, setores)).toEqual({
      ok: false,
      field: 'cgc',
      message: MSG.cpfInvalidSave,
    });
    expect(
      validateContato(
        { ...base, cgc: '529.982.247-25', telefone: '(11)9.8765-4321', email: ' A@B.COM ' },
        setores,
      ),
    ).toEqual({
      ok: true,
      values: {
        setor: '000000001',
        tipo: 'CLIENTE',
        cgc: '52998224725',
        nome: 'Ana Souza',
        email: 'a@b.com',
        telefone: '11987654321',
        niver: null,
        contatoPrincipal: false,
        recebeEmail: false,
        recebeWhatsapp: false,
        status: 'L',
      },
    });
  });
});
