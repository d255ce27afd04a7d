import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { checkClienteForm, emptyClienteForm, toClienteBody } from './cliente-form';
import { parseRecordId } from '../../ui/route-id';

describe('customer form', () => {
  it('sends digits only for tax id, phone and postal code, and null for empty fields', () => {
    const body = toClienteBody({
      ...emptyClienteForm(),
      codigo: ' 900001 ',
      razao: 'X',
      cgc: '11.222.333/0001-81',
      telefone: '(11) 3456-7890',
      cep: '13010-000',
      uf: 'sp',
    });
    expect(body).toMatchObject({
      codigo: '900001',
      loja: '01',
      cgc: '11222333000181',
      telefone: '1134567890',
      nome: null,
      email: null,
      status: 'P',
    });
    expect(body.endereco).toMatchObject({ cep: '13010000', uf: 'SP', logradouro: null });
  });

  it('checks the required fields, CPF/CNPJ check digits, phone, e-mail, postal code and state', () => {
    expect(checkClienteForm(emptyClienteForm())).toEqual({
      codigo: MSG.fieldRequired,
      razao: MSG.fieldRequired,
    });
    const bad = checkClienteForm({
      ...emptyClienteForm(),
      codigo: '1',
      razao: 'X',
      cgc: '11.222.333/0001-82',
      telefone: '1234',
      email: 'x@',
      cep: '1301',
      uf: 'XX',
    });
    expect(bad).toEqual({
      cgc: MSG.customerCgcInvalid,
      telefone: MSG.customerPhoneInvalid,
      email: MSG.registrationEmailInvalid,
      cep: MSG.customerCepInvalid,
      uf: MSG.customerUfInvalid,
    });
    expect(
      checkClienteForm({ ...emptyClienteForm(), codigo: '1', razao: 'X', cgc: '529.982.247-25' }),
    ).toEqual({});
    expect(
      checkClienteForm({ ...emptyClienteForm(), codigo: '1', razao: 'X', cgc: '12.ABC.345/01DE-35' }),
    ).toEqual({});
  });

  it('route ids are positive integers', () => {
    expect(parseRecordId('12')).toBe(12);
    expect(parseRecordId('0')).toBeNull();
    expect(parseRecordId('abc')).toBeNull();
    expect(parseRecordId(undefined)).toBeNull();
  });
});
