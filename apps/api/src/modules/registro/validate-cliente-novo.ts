import { LIMITS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { REGISTRO_MAX, UFS, type ClienteNovoBody } from '@portal/shared/schemas/registro';
import { isValidCpf, isValidCpfOrCnpj, isValidEmail } from '@portal/shared/validators';
import { passwordProblem } from '../recuperacao';
import { normalizeCgc } from './find-cliente-novo';

const digits = (v: string) => v.replace(/\D/g, '');
const upper = (v: string) => v.trim().replace(/\s+/g, ' ').toUpperCase();

/** The registration as it is stored: trimmed, names and address upper-cased (as the ERP keeps them), documents and phone as digits. */
export function normalizeClienteNovo(b: ClienteNovoBody) {
  const cgc = normalizeCgc(b.cgc);
  return {
    codigo: b.codigo.trim(),
    loja: b.loja.trim(),
    razao: upper(b.razao),
    cgc,
    // docs/product/portal-cliente.md §5: J when the cgc has 14 characters, otherwise F.
    tipoPessoa: cgc.length === 14 ? 'J' : 'F',
    ramoAtuacao: b.ramoAtuacao,
    logradouro: upper(b.logradouro),
    numero: upper(b.numero),
    complemento: upper(b.complemento),
    bairro: upper(b.bairro),
    cidade: upper(b.cidade),
    uf: b.uf.trim().toUpperCase(),
    cep: digits(b.cep),
    nome: upper(b.nome),
    email: b.email.trim().toLowerCase(),
    cpf: digits(b.cpf),
    telefone: digits(b.telefone),
    senha: b.senha,
    resenha: b.resenha,
  };
}
export type ClienteNovo = ReturnType<typeof normalizeClienteNovo>;

/** A Brazilian mobile number with area code: (DD) 9NNNN-NNNN. */
export function isValidCelular(phone: string): boolean {
  return /^[1-9][1-9]9\d{8}$/.test(phone);
}

/**
 * Every problem of the registration, field -> message (the screen shows each as
 * 'O campo {field}, {message}'); empty when it is valid. Duplicates are checked by the caller.
 */
export function validateClienteNovo(n: ClienteNovo, strongPassword: boolean): Record<string, string> {
  const f: Record<string, string> = {};
  const required = [
    'razao',
    'cgc',
    'logradouro',
    'numero',
    'bairro',
    'cidade',
    'cep',
    'uf',
    'nome',
    'email',
    'telefone',
    'senha',
    'resenha',
    'cpf',
  ] as const;
  for (const k of required) if (!n[k]) f[k] = MSG.fieldRequired;
  for (const [k, max] of Object.entries(REGISTRO_MAX) as [keyof typeof REGISTRO_MAX, number][]) {
    if (!f[k] && n[k].length > max) f[k] = MSG.registrationMaxLength(max);
  }
  if (!f.cgc && !isValidCpfOrCnpj(n.cgc)) f.cgc = MSG.registrationCgcInvalid;
  if (!f.cep && !/^\d{8}$/.test(n.cep)) f.cep = MSG.registrationCepInvalid;
  if (!f.uf && !(UFS as readonly string[]).includes(n.uf)) f.uf = MSG.registrationUfInvalid;
  if (!f.email && !isValidEmail(n.email)) f.email = MSG.registrationEmailInvalid;
  if (!f.telefone && !isValidCelular(n.telefone)) f.telefone = MSG.registrationPhoneInvalid;
  if (!f.cpf && !isValidCpf(n.cpf)) f.cpf = MSG.registrationCpfInvalid;
  if (!f.senha && !f.resenha) {
    const problem = passwordProblem(n.senha, n.resenha, strongPassword);
    if (problem === 'differ') f.resenha = MSG.registrationPasswordsDiffer;
    else if (problem === 'long') f.senha = MSG.registrationMaxLength(LIMITS.PASSWORD_MAX);
    else if (problem === 'weak') f.senha = MSG.registrationPasswordWeak;
  }
  return f;
}
