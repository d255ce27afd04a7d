// CRM contacts (docs/product/gestor-crm-vendas.md §2.12–2.13, §3 CRM contact, §5, §7 CRM): list, read,
// create, update, delete, and the contact rules shared by the API and the screen (one source for both sides).
import { z } from './zod';
import { DB_LIMITS, MANAGER_PAGE_ROWS, STATUSES, type Status } from '../constants';
import { MSG } from '../messages';
import { idSchema, intSchema } from './common';
import { isValidCpf, isValidEmail } from '../validators';

/** The only contact type offered (docs/product/gestor-crm-vendas.md §2.13). */
export const CONTACT_TIPOS = ['CLIENTE'] as const;
export const CONTACT_CPF_MAX = 11;
export const CONTACT_PHONE_MAX = 11;
export const CONTACT_NAME_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;

export interface Setor {
  codigo: string;
  descricao: string;
}

/** CRM_LISTA_SETORES ('000000001=COMERCIAL;000000002=FINANCEIRO') -> [{codigo, descricao}]. */
export function parseSetores(value: string | null | undefined): Setor[] {
  const out: Setor[] = [];
  for (const part of (value ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const codigo = part.slice(0, i).trim();
    const descricao = part.slice(i + 1).trim();
    if (codigo && !out.some((s) => s.codigo === codigo)) out.push({ codigo, descricao: descricao || codigo });
  }
  return out;
}

// ---------------------------------------------------------------- query-string helpers

const positiveInt = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v);
const queryPositive = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : positiveInt(v)),
    z.number().int().min(1).max(max).optional(),
  );

// ---------------------------------------------------------------- list

export const contatosQuery = z.object({
  /** 1-based page. */
  page: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : positiveInt(v)),
    z.number().int().min(1).max(100_000).default(1),
  ),
  /** Rows per page (50 by default, docs/product/gestor-crm-vendas.md §9). */
  rows: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : positiveInt(v)),
    z.number().int().min(1).max(200).default(MANAGER_PAGE_ROWS),
  ),
  /** Upper-cased text: name, e-mail, code, sector, or digits of the CPF/phone. */
  search: z
    .string()
    .trim()
    .max(120)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  /** The customer (client id); absent = every customer the caller may act for. */
  clienteId: queryPositive(DB_LIMITS.MAX_INT),
});
export type ContatosQuery = z.infer<typeof contatosQuery>;

export const contatoSchema = z.object({
  id: z.number().int(),
  /** Sector code of CRM_LISTA_SETORES. */
  setor: z.string(),
  setorDescricao: z.string(),
  tipo: z.string(),
  /** Read-only code given by the portal (or the ERP). */
  codigo: z.string().nullable(),
  /** The contact's CPF, digits only. */
  cgc: z.string().nullable(),
  nome: z.string(),
  email: z.string().nullable(),
  /** Digits only (DDD + number). */
  telefone: z.string().nullable(),
  /** Birthday 'YYYY-MM-DD'. */
  niver: z.string().nullable(),
  /** Same as niver (the spec names both). */
  aniversario: z.string().nullable(),
  contatoPrincipal: z.boolean(),
  recebeEmail: z.boolean(),
  recebeWhatsapp: z.boolean(),
  status: z.enum(STATUSES),
  statusDescricao: z.string(),
  /** The customer (client id) the contact belongs to. */
  entidadeId: z.number().int(),
  /** ERP code of the seller who registered the contact, when a seller did. */
  vendedorCodigo: z.string().nullable(),
  createdDate: z.string(),
  modifiedDate: z.string().nullable(),
});
export type Contato = z.infer<typeof contatoSchema>;

export const contatosResponse = z.object({
  page: z.number().int(),
  pages: z.number().int(),
  rows: z.number().int(),
  items: z.array(contatoSchema),
});
export type ContatosResponse = z.infer<typeof contatosResponse>;

// ---------------------------------------------------------------- write

const optionalText = (max: number) => z.string().max(max).nullable().optional();

/**
 * POST and PUT body. Types are checked here; the rules (required name, sector of the parameter,
 * CPF, phone, e-mail, date, status) by validateContato, in the same order on both sides.
 * id, codigo, vendedorCodigo and statusDescricao are read-only and ignored when sent.
 */
export const contatoBody = z.object({
  id: intSchema.nullable().optional(),
  setor: optionalText(20),
  tipo: optionalText(20),
  codigo: optionalText(20),
  cgc: optionalText(20),
  nome: optionalText(CONTACT_NAME_MAX + 40),
  email: optionalText(CONTACT_EMAIL_MAX + 40),
  telefone: optionalText(30),
  niver: optionalText(30),
  aniversario: optionalText(30),
  contatoPrincipal: z.boolean().nullable().optional(),
  recebeEmail: z.boolean().nullable().optional(),
  recebeWhatsapp: z.boolean().nullable().optional(),
  status: optionalText(1),
  statusDescricao: optionalText(40),
  /** The customer; defaults to the caller's only customer (the screen sends the current one). */
  entidadeId: idSchema.nullable().optional(),
  vendedorCodigo: optionalText(20),
});
export type ContatoBody = z.infer<typeof contatoBody>;

/** The values written, after the rules. */
export interface ContatoValues {
  setor: string;
  tipo: string;
  cgc: string | null;
  nome: string;
  email: string | null;
  telefone: string | null;
  niver: string | null;
  contatoPrincipal: boolean;
  recebeEmail: boolean;
  recebeWhatsapp: boolean;
  status: Status;
}

export type ContatoValidation =
  { ok: true; values: ContatoValues } | { ok: false; field: keyof ContatoValues; message: string };

/** CPF as typed: punctuation and spaces removed; '' when empty. */
export const contactCpfDigits = (v: string | null | undefined) => (v ?? '').replace(/[.\-\s/]/g, '');

/**
 * 'CPF inválido.' while typing: exactly 11 digits that fail the check (docs/product/gestor-crm-vendas.md §5).
 */
export function contactCpfTypingError(v: string | null | undefined): string | null {
  const d = contactCpfDigits(v);
  return /^\d{11}$/.test(d) && !isValidCpf(d) ? MSG.cpfInvalidTyping : null;
}

/** A real calendar day 'YYYY-MM-DD' from 1900 on. */
function isIsoDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || v < '1900-01-01') return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

/**
 * The contact rules (docs/product/gestor-crm-vendas.md §3, §5): name required; sector one of
 * CRM_LISTA_SETORES; type CLIENTE; CPF digits only, 11, valid ('CPF inválido!'); phone digits only, at most
 * 11; e-mail format; birthday a real date; status P, L or B. Empty optional fields become null.
 */
export function validateContato(body: ContatoBody, setores: readonly Setor[]): ContatoValidation {
  const nome = (body.nome ?? '').trim().replace(/\s+/g, ' ');
  if (!nome) return { ok: false, field: 'nome', message: MSG.contactNameRequired };
  if (nome.length > CONTACT_NAME_MAX)
    return { ok: false, field: 'nome', message: MSG.contactNameTooLong(CONTACT_NAME_MAX) };
  const setor = (body.setor ?? '').trim();
  if (!setores.some((s) => s.codigo === setor))
    return { ok: false, field: 'setor', message: MSG.contactSectorInvalid };
  const tipo = (body.tipo ?? '').trim().toUpperCase() || 'CLIENTE';
  if (!(CONTACT_TIPOS as readonly string[]).includes(tipo))
    return { ok: false, field: 'tipo', message: MSG.contactTypeInvalid };
  const cgc = contactCpfDigits(body.cgc);
  if (cgc && (!/^\d+$/.test(cgc) || cgc.length > CONTACT_CPF_MAX || !isValidCpf(cgc))) {
    return { ok: false, field: 'cgc', message: MSG.cpfInvalidSave };
  }
  // The mask's punctuation is dropped; what remains must be digits, at most 11.
  const telefone = (body.telefone ?? '').replace(/[()\-.\s]/g, '');
  if (telefone && !new RegExp(`^\\d{1,${CONTACT_PHONE_MAX}}$`).test(telefone)) {
    return { ok: false, field: 'telefone', message: MSG.contactPhoneInvalid };
  }
  const email = (body.email ?? '').trim().toLowerCase();
  if (email && (email.length > CONTACT_EMAIL_MAX || !isValidEmail(email)))
    return { ok: false, field: 'email', message: MSG.contactEmailInvalid };
  const niver = (body.niver ?? body.aniversario ?? '').trim();
  if (niver && !isIsoDay(niver)) return { ok: false, field: 'niver', message: MSG.contactBirthdayInvalid };
  const status = (body.status ?? '').trim().toUpperCase() || 'L';
  if (!(STATUSES as readonly string[]).includes(status))
    return { ok: false, field: 'status', message: MSG.contactStatusInvalid };
  return {
    ok: true,
    values: {
      setor,
      tipo,
      cgc: cgc || null,
      nome,
      email: email || null,
      telefone: telefone || null,
      niver: niver || null,
      contatoPrincipal: body.contatoPrincipal ?? false,
      recebeEmail: body.recebeEmail ?? false,
      recebeWhatsapp: body.recebeWhatsapp ?? false,
      status: status as Status,
    },
  };
}
