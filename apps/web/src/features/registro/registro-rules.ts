// Rules of the self-registration stepper (docs/product/portal-cliente.md §2, §3, §5), pure so they are
// unit-tested: the registration form of docs/product/portal-cliente.md §3, the required fields of each step,
// the request body, and where a field the server refused lives.
import { DEFAULT_EMPRESA_RAMO } from '@portal/shared/constants';
import { PUBLIC_LABELS as L } from '@portal/shared/labels';
import type { ClienteNovoBody, ClienteNovoResponse } from '@portal/shared/schemas/registro';
import { MSG } from '@portal/shared/messages';
import { isValidCpfOrCnpj, passwordTooLong, stripDocument } from '@portal/shared/validators';

/**
 * The registration form (docs/product/portal-cliente.md §3). Its empresaCodigo and empresaLoja are left out:
 * the public lookup does not reveal a customer's code and store, and the server knows the company by its
 * CNPJ.
 */
export interface RegistroForm {
  empresaCnpj: string;
  empresaRamo: number;
  empresaRazao: string;
  empresaEndLogradouro: string;
  empresaEndNumero: string;
  empresaEndComplemento: string;
  empresaEndBairro: string;
  empresaEndCidade: string;
  empresaEndCep: string;
  empresaEndUf: string;
  usuarioNome: string;
  usuarioEmail: string;
  usuarioTelefone: string;
  usuarioSenha: string;
  usuarioReSenha: string;
  usuarioCgc: string;
}

export const EMPTY_FORM: RegistroForm = {
  empresaCnpj: '',
  empresaRamo: DEFAULT_EMPRESA_RAMO,
  empresaRazao: '',
  empresaEndLogradouro: '',
  empresaEndNumero: '',
  empresaEndComplemento: '',
  empresaEndBairro: '',
  empresaEndCidade: '',
  empresaEndCep: '',
  empresaEndUf: '',
  usuarioNome: '',
  usuarioEmail: '',
  usuarioTelefone: '',
  usuarioSenha: '',
  usuarioReSenha: '',
  usuarioCgc: '',
};

export type FormField = keyof RegistroForm;

/** Required fields per step: 0 company, 1 address (complemento optional), 2 user. */
export const STEP_FIELDS: readonly (readonly FormField[])[] = [
  ['empresaCnpj', 'empresaRamo', 'empresaRazao'],
  [
    'empresaEndLogradouro',
    'empresaEndNumero',
    'empresaEndBairro',
    'empresaEndCidade',
    'empresaEndCep',
    'empresaEndUf',
  ],
  ['usuarioNome', 'usuarioEmail', 'usuarioTelefone', 'usuarioSenha', 'usuarioReSenha', 'usuarioCgc'],
];
export const LAST_STEP = STEP_FIELDS.length - 1;

export const onlyDigits = (v: string) => v.replace(/\D/g, '');

/** The CPF or CNPJ typed, without punctuation (the CNPJ may have letters, upper-cased). */
export const cgcOf = (form: Pick<RegistroForm, 'empresaCnpj'>) => stripDocument(form.empresaCnpj);

const MASKED: ReadonlySet<FormField> = new Set([
  'empresaCnpj',
  'empresaEndCep',
  'usuarioTelefone',
  'usuarioCgc',
]);

function filled(form: RegistroForm, field: FormField): boolean {
  const v = form[field];
  if (typeof v === 'number') return v > 0;
  if (field === 'empresaCnpj') return stripDocument(v) !== '';
  return MASKED.has(field) ? onlyDigits(v) !== '' : v.trim() !== '';
}

/** The password fields, taken as typed (never cut) and refused past LIMITS.PASSWORD_MAX. */
export const PASSWORD_FIELDS = ['usuarioSenha', 'usuarioReSenha'] as const;

/**
 * Next (and Finalizar) is enabled once every required field of the step is filled and no
 * password is longer than the limit.
 */
export function stepComplete(form: RegistroForm, step: number): boolean {
  const fields = STEP_FIELDS[step] ?? [];
  return (
    fields.every((f) => filled(form, f)) &&
    !PASSWORD_FIELDS.some((f) => fields.includes(f) && passwordTooLong(form[f]))
  );
}

/**
 * POST /clientes/novo body (docs/product/portal-cliente.md §7): the CPF or the (alphanumeric) CNPJ without
 * punctuation; tipoPessoa J for 14 characters, else F; phone as digits. codigo and loja go empty: the server
 * knows a registered company by its CNPJ.
 */
export function toRequestBody(form: RegistroForm): ClienteNovoBody {
  const cgc = cgcOf(form);
  return {
    codigo: '',
    loja: '',
    razao: form.empresaRazao.trim(),
    cgc,
    ramoAtuacao: form.empresaRamo,
    tipoPessoa: cgc.length === 14 ? 'J' : 'F',
    logradouro: form.empresaEndLogradouro.trim(),
    numero: form.empresaEndNumero.trim(),
    complemento: form.empresaEndComplemento.trim(),
    bairro: form.empresaEndBairro.trim(),
    cidade: form.empresaEndCidade.trim(),
    uf: form.empresaEndUf.trim().toUpperCase(),
    cep: onlyDigits(form.empresaEndCep),
    nome: form.usuarioNome.trim(),
    email: form.usuarioEmail.trim(),
    cpf: onlyDigits(form.usuarioCgc),
    telefone: onlyDigits(form.usuarioTelefone),
    senha: form.usuarioSenha,
    resenha: form.usuarioReSenha,
  };
}

/** The API's field names (docs/product/portal-cliente.md §7) -> the form field and its label on screen. */
export const API_FIELDS: Record<string, { field: FormField; label: string }> = {
  cgc: { field: 'empresaCnpj', label: L.cnpj },
  ramoAtuacao: { field: 'empresaRamo', label: L.ramo },
  razao: { field: 'empresaRazao', label: L.razao },
  logradouro: { field: 'empresaEndLogradouro', label: L.logradouro },
  numero: { field: 'empresaEndNumero', label: L.numero },
  complemento: { field: 'empresaEndComplemento', label: L.complemento },
  bairro: { field: 'empresaEndBairro', label: L.bairro },
  cidade: { field: 'empresaEndCidade', label: L.cidade },
  cep: { field: 'empresaEndCep', label: L.cep },
  uf: { field: 'empresaEndUf', label: L.uf },
  nome: { field: 'usuarioNome', label: L.nome },
  email: { field: 'usuarioEmail', label: L.email },
  telefone: { field: 'usuarioTelefone', label: L.celular },
  senha: { field: 'usuarioSenha', label: L.senha },
  resenha: { field: 'usuarioReSenha', label: L.resenha },
  cpf: { field: 'usuarioCgc', label: L.cpf },
};

/** The step a form field is on. */
export function stepOf(field: FormField): number {
  if (field.startsWith('empresaEnd')) return 1;
  return field.startsWith('empresa') ? 0 : 2;
}

const FIELD_ORDER = Object.keys(EMPTY_FORM) as FormField[];

/** The validation dialog's lines ('O campo {label}, {message}'), in the order of the form. */
export function fieldErrors(
  fields: Record<string, string>,
): { label: string; message: string; step: number }[] {
  return Object.entries(fields)
    .map(([apiField, message]) => {
      const known = API_FIELDS[apiField];
      return {
        label: known?.label ?? apiField,
        message,
        step: known ? stepOf(known.field) : 0,
        at: known ? FIELD_ORDER.indexOf(known.field) : FIELD_ORDER.length,
      };
    })
    .sort((a, b) => a.at - b.at)
    .map(({ label, message, step }) => ({ label, message, step }));
}

/** The company name of a CNPJ the lookup knows, filled into the form (all the lookup gives). */
export function applyLookup(form: RegistroForm, data: ClienteNovoResponse): RegistroForm {
  return { ...form, empresaRazao: data.razao || form.empresaRazao };
}

/** The company fields a CNPJ lookup fills (applyLookup). */
export const LOOKUP_FIELDS = ['empresaRazao'] as const satisfies readonly FormField[];

export type LookupValues = Pick<RegistroForm, (typeof LOOKUP_FIELDS)[number]>;

/** What a lookup put in the form, to take it out again if the CNPJ changes to one not found. */
export function lookupValues(form: RegistroForm): LookupValues {
  return Object.fromEntries(LOOKUP_FIELDS.map((f) => [f, form[f]])) as LookupValues;
}

/**
 * A CNPJ that is not found (or not valid): the previous company's name leaves the form unless the
 * user has changed it since (the user's own typing stays).
 */
export function clearLookup(form: RegistroForm, applied: LookupValues | null): RegistroForm {
  const next: RegistroForm = { ...form };
  if (!applied) return next;
  for (const f of LOOKUP_FIELDS) {
    if (form[f] === applied[f]) Object.assign(next, { [f]: EMPTY_FORM[f] });
  }
  return next;
}

/**
 * Step 0's CNPJ check when the field loses focus: the message for a CPF/CNPJ (alphanumeric CNPJ
 * included) whose check digits are wrong, null when valid or empty (the server says the same at
 * Finalizar).
 */
export function cgcError(form: Pick<RegistroForm, 'empresaCnpj'>): string | null {
  const cgc = cgcOf(form);
  if (!cgc || isValidCpfOrCnpj(cgc)) return null;
  return MSG.registrationCgcInvalid;
}
