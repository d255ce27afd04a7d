// The customer's Data tab as a form: from the customer to the fields and from the fields to the
// dto of POST/PUT /clientes, and the field checks of docs/product/gestor-crm-vendas.md §3, §5 (tax id up to
// 14 with CPF/CNPJ check digits, postal code 8, state 2, phone with area code).
import { LIMITS, STATUSES, type Status } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { UFS } from '@portal/shared/registro';
import type { ClienteGestor, ClienteGestorBody } from '@portal/shared/schemas/gestor-cadastros';
import { isValidCpfOrCnpj, isValidEmail } from '@portal/shared/validators';

export interface ClienteForm {
  codigo: string;
  loja: string;
  razao: string;
  cgc: string;
  nome: string;
  telefone: string;
  email: string;
  status: Status;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  cep: string;
  uf: string;
}

export const emptyClienteForm = (): ClienteForm => ({
  codigo: '',
  loja: '01',
  razao: '',
  cgc: '',
  nome: '',
  telefone: '',
  email: '',
  status: 'P',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  cep: '',
  uf: '',
});

export function toClienteForm(c: ClienteGestor | null): ClienteForm {
  if (!c) return emptyClienteForm();
  const e = c.endereco;
  return {
    codigo: c.codigo,
    loja: c.loja,
    razao: c.razao,
    cgc: c.cgc ?? '',
    nome: c.nome ?? '',
    telefone: c.telefone ?? '',
    email: c.email ?? '',
    status: c.status,
    logradouro: e.logradouro ?? '',
    numero: e.numero ?? '',
    complemento: e.complemento ?? '',
    bairro: e.bairro ?? '',
    cidade: e.cidade ?? '',
    cep: e.cep ?? '',
    uf: e.uf ?? '',
  };
}

const clean = (v: string) => v.replace(/[.\-/\s()]/g, '').toUpperCase();

export function toClienteBody(f: ClienteForm): ClienteGestorBody {
  return {
    codigo: f.codigo.trim(),
    loja: f.loja.trim(),
    razao: f.razao.trim(),
    cgc: clean(f.cgc) || null,
    nome: f.nome.trim() || null,
    telefone: clean(f.telefone) || null,
    email: f.email.trim() || null,
    status: (STATUSES as readonly string[]).includes(f.status) ? f.status : 'P',
    endereco: {
      logradouro: f.logradouro.trim() || null,
      numero: f.numero.trim() || null,
      complemento: f.complemento.trim() || null,
      bairro: f.bairro.trim() || null,
      cidade: f.cidade.trim() || null,
      cep: clean(f.cep) || null,
      uf: f.uf.trim().toUpperCase() || null,
    },
  };
}

/** Field -> message of what is wrong before saving (the API checks the same). */
export function checkClienteForm(f: ClienteForm): Partial<Record<keyof ClienteForm, string>> {
  const errors: Partial<Record<keyof ClienteForm, string>> = {};
  const cgc = clean(f.cgc);
  const cep = clean(f.cep);
  const tel = clean(f.telefone);
  if (!f.codigo.trim()) errors.codigo = MSG.fieldRequired;
  if (!f.loja.trim()) errors.loja = MSG.fieldRequired;
  if (!f.razao.trim()) errors.razao = MSG.fieldRequired;
  if (cgc && (cgc.length > LIMITS.CNPJ_MAX || !isValidCpfOrCnpj(cgc))) errors.cgc = MSG.customerCgcInvalid;
  if (tel && !/^\d{10,11}$/.test(tel)) errors.telefone = MSG.customerPhoneInvalid;
  if (f.email.trim() && !isValidEmail(f.email.trim())) errors.email = MSG.registrationEmailInvalid;
  if (cep && !/^\d{8}$/.test(cep)) errors.cep = MSG.customerCepInvalid;
  if (f.uf.trim() && !(UFS as readonly string[]).includes(f.uf.trim().toUpperCase()))
    errors.uf = MSG.customerUfInvalid;
  return errors;
}
