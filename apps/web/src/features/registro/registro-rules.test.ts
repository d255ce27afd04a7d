import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { PUBLIC_LABELS as L } from '@portal/shared/labels';
import {
  applyLookup,
  cgcError,
  clearLookup,
  EMPTY_FORM,
  fieldErrors,
  lookupValues,
  stepComplete,
  toRequestBody,
  type RegistroForm,
} from './registro-rules';

const full: RegistroForm = {
  ...EMPTY_FORM,
  empresaCnpj: '11.444.777/0001-61',
  empresaRazao: 'Construtora X',
  empresaEndLogradouro: 'Rua A',
  empresaEndNumero: '1',
  empresaEndBairro: 'Centro',
  empresaEndCidade: 'São Paulo',
  empresaEndCep: '01310-100',
  empresaEndUf: 'sp',
  usuarioNome: 'Fulano',
  usuarioEmail: ' fulano@x.com.br ',
  usuarioTelefone: '(11) 98765-4321',
  usuarioSenha: 'Teste@2026',
  usuarioReSenha: 'Teste@2026',
  usuarioCgc: '529.982.247-25',
};

describe('registration stepper rules', () => {
  it('each step is complete only with its required fields (complemento optional, masks need digits)', () => {
    expect([0, 1, 2].map((s) => stepComplete(EMPTY_FORM, s))).toEqual([false, false, false]);
    expect([0, 1, 2].map((s) => stepComplete(full, s))).toEqual([true, true, true]);
    expect(stepComplete({ ...full, empresaCnpj: '__.___.___/____-__'.replace(/_/g, '') }, 0)).toBe(false);
    expect(stepComplete({ ...full, empresaRazao: '   ' }, 0)).toBe(false);
    expect(stepComplete({ ...full, empresaRamo: 0 }, 0)).toBe(false);
    expect(stepComplete({ ...full, empresaEndComplemento: '' }, 1)).toBe(true);
    // passwords are taken whole: longer than 10 characters, Finalizar waits
    const long = 'Gerad@Senha#14';
    expect(stepComplete({ ...full, usuarioSenha: long, usuarioReSenha: long }, 2)).toBe(false);
    expect(stepComplete({ ...full, usuarioReSenha: long }, 2)).toBe(false);
    expect(stepComplete({ ...full, usuarioSenha: 'Abc@123456', usuarioReSenha: 'Abc@123456' }, 2)).toBe(true);
    for (const f of [
      'empresaEndLogradouro',
      'empresaEndNumero',
      'empresaEndBairro',
      'empresaEndCidade',
      'empresaEndCep',
      'empresaEndUf',
    ] as const)
      expect(stepComplete({ ...full, [f]: '' }, 1), f).toBe(false);
    for (const f of [
      'usuarioNome',
      'usuarioEmail',
      'usuarioTelefone',
      'usuarioSenha',
      'usuarioReSenha',
      'usuarioCgc',
    ] as const)
      expect(stepComplete({ ...full, [f]: '' }, 2), f).toBe(false);
  });

  it('builds the POST body: tipoPessoa J for 14 digits else F, phone and documents as digits', () => {
    const body = toRequestBody(full);
    expect(body).toMatchObject({
      cgc: '11444777000161',
      tipoPessoa: 'J',
      telefone: '11987654321',
      cpf: '52998224725',
      cep: '01310100',
      uf: 'SP',
      email: 'fulano@x.com.br',
      ramoAtuacao: 1,
    });
    expect(toRequestBody({ ...full, empresaCnpj: '529.982.247-25' }).tipoPessoa).toBe('F');
  });

  it('keeps the letters of an alphanumeric CNPJ (a company, J)', () => {
    const body = toRequestBody({ ...full, empresaCnpj: '12.ABC.345/01DE-35' });
    expect(body.cgc).toBe('12ABC34501DE35');
    expect(body.tipoPessoa).toBe('J');
  });

  it('lists the server fields as "O campo {label}, {message}" in form order, with their step', () => {
    const lines = fieldErrors({ cpf: 'x.', cgc: 'y.', uf: 'z.', outro: 'w.' });
    expect(lines.map((l) => MSG.registrationFieldError(l.label, l.message))).toEqual([
      `O campo ${L.cnpj}, y.`,
      `O campo ${L.uf}, z.`,
      `O campo ${L.cpf}, x.`,
      'O campo outro, w.',
    ]);
    expect(lines.map((l) => l.step)).toEqual([0, 1, 2, 0]);
  });

  it('fills the company name from the lookup, and nothing else', () => {
    const typed = {
      ...EMPTY_FORM,
      empresaCnpj: '11444777000161',
      empresaRamo: 2,
      empresaEndLogradouro: 'RUA QUE EU DIGITEI',
      empresaEndComplemento: 'SALA 1',
    };
    const filled = applyLookup(typed, { cgc: '11444777000161', razao: 'ALICERCE' });
    expect(filled).toEqual({ ...typed, empresaRazao: 'ALICERCE' });
  });
});

describe('CNPJ lookup and check on blur', () => {
  const data = { cgc: '11444777000161', razao: 'CONSTRUTORA ALICERCE LTDA' };
  const found = applyLookup(
    { ...EMPTY_FORM, empresaCnpj: '11444777000161', empresaEndComplemento: 'SALA 2' },
    data,
  );

  it('clears what the lookup filled, keeps what the user typed or changed', () => {
    // What the page records: only what the lookup itself supplied.
    const applied = lookupValues(applyLookup(EMPTY_FORM, data));
    expect(applied).toEqual({ empresaRazao: 'CONSTRUTORA ALICERCE LTDA' });
    const edited = { ...found, empresaEndNumero: '200', empresaCnpj: '11222333000181' };
    const cleared = clearLookup(edited, applied);
    expect(cleared).toEqual({ ...edited, empresaRazao: '' });
    expect(cleared).toMatchObject({ empresaEndComplemento: 'SALA 2', empresaEndNumero: '200' });
    // A name the user changed after the lookup stays.
    expect(clearLookup({ ...edited, empresaRazao: 'ALICERCE S.A.' }, applied).empresaRazao).toBe(
      'ALICERCE S.A.',
    );
    expect(clearLookup(edited, null)).toMatchObject({ empresaRazao: 'CONSTRUTORA ALICERCE LTDA' });
  });

  it('reports a wrong check digit; numeric, alphanumeric CNPJ and CPF are valid; empty says nothing', () => {
    expect(cgcError({ empresaCnpj: '11.444.777/0001-62' })).toBe(MSG.registrationCgcInvalid);
    expect(cgcError({ empresaCnpj: '11.444.777/0001-61' })).toBeNull();
    expect(cgcError({ empresaCnpj: '12.ABC.345/01DE-35' })).toBeNull();
    expect(cgcError({ empresaCnpj: '529.982.247-25' })).toBeNull();
    expect(cgcError({ empresaCnpj: '' })).toBeNull();
  });
});
