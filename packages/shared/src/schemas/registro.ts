// Public calls of the recovery, password reset, self-registration and customer approval screens
// (docs/product/portal-cliente.md §2, §5, §7; docs/product/gestor-crm-vendas.md §2.8, §5, §7). Bodies are
// lenient on purpose: the services check every field and answer all problems at once in `fields`, as the
// screens' dialogs show them.
import { z } from './zod';
import { STATUSES } from '../constants';
import { enderecoSchema } from './clientes';
import { idFromText } from './common';

export { REGISTRO_MAX, RESET_TOKEN_TTL_HOURS, UFS } from '../registro';

/** A text field: missing becomes '' (the service says which are required). */
const text = (max = 300) => z.string().max(max).default('');
const positiveId = idFromText;

// ---------------------------------------------------------------- recovery and reset

/**
 * POST /usuarios/forgot {email, token}: token is the captcha solution (docs/product/portal-cliente.md §7).
 */
export const forgotBody = z.object({
  email: text(254),
  token: z.string().max(10_000).optional(),
});
export type ForgotBody = z.infer<typeof forgotBody>;

/** PUT /usuarios/newpsw {id, senha, resenha, token, captcha}: token is the e-mailed reset token. */
export const newPasswordBody = z.object({
  id: positiveId,
  senha: text(200),
  resenha: text(200),
  token: text(200),
  captcha: z.string().max(10_000).optional(),
});
export type NewPasswordBody = z.infer<typeof newPasswordBody>;

// ---------------------------------------------------------------- self-registration

export const clienteNovoQuery = z.object({ cgc: z.string().max(40).optional() });

/**
 * GET /clientes/novo?cgc, public: that the CNPJ is known (404 otherwise) and the company name the
 * registrant confirms, nothing more. The spec's codigo, loja and address are the customer's own data,
 * not for anyone who types a CNPJ; the registrant types the address (the approval compares it).
 */
export const clienteNovoResponse = z.object({
  cgc: z.string(),
  /** Company name (razão social). */
  razao: z.string(),
});
export type ClienteNovoResponse = z.infer<typeof clienteNovoResponse>;

/**
 * POST /clientes/novo: the spec's fields (docs/product/portal-cliente.md §7). tipoPessoa is recomputed by the
 * server.
 */
export const clienteNovoBody = z.object({
  codigo: text(20),
  loja: text(4),
  razao: text(),
  cgc: text(40),
  ramoAtuacao: z.coerce.number().int().min(1).max(99).default(1),
  tipoPessoa: z.string().max(1).optional(),
  logradouro: text(),
  numero: text(),
  complemento: text(),
  bairro: text(),
  cidade: text(),
  uf: text(10),
  cep: text(20),
  nome: text(),
  email: text(300),
  cpf: text(30),
  telefone: text(30),
  senha: text(200),
  resenha: text(200),
});
export type ClienteNovoBody = z.infer<typeof clienteNovoBody>;

export const createdResponse = z.object({ status: z.literal(201), message: z.string() });

// ---------------------------------------------------------------- customer approval form

/** GET /clientes/aprovacoes/form?cli&fil&usr&apro (docs/product/gestor-crm-vendas.md §2.8). */
export const aprovacaoFormQuery = z.object({
  cli: positiveId,
  fil: positiveId,
  usr: positiveId,
  apro: z.string().trim().min(1).max(200),
});

const status = z.enum(STATUSES);

/** The company data a registrant typed (kept with the registration, as normalized on save). */
export const empresaInformadaSchema = z.object({
  razao: z.string(),
  /** The registrant's e-mail when registering (its domain is compared with the ERP's). */
  email: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  cep: z.string(),
  uf: z.string(),
});
export type EmpresaInformada = z.infer<typeof empresaInformadaSchema>;

/** What the approval form compares between the typed data and the customer's data. */
export const CAMPOS_COMPARADOS = [
  'razao',
  'emailDominio',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'cep',
  'uf',
] as const;
export type CampoComparado = (typeof CAMPOS_COMPARADOS)[number];

/** The customer of a registration as the portal (the ERP) has it (approval form and detail). */
export const aprovacaoEmpresaSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  loja: z.string(),
  cgc: z.string().nullable(),
  razao: z.string(),
  tipoPessoa: z.string(),
  ramoAtuacao: z.number().int(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  /** Domain of the customer's e-mail, null without one. */
  emailDominio: z.string().nullable(),
  status,
  statusDesc: z.string(),
});
export type AprovacaoEmpresa = z.infer<typeof aprovacaoEmpresaSchema>;

/** The customer's address (approval form and detail): the customer's address shape. */
export const aprovacaoEnderecoSchema = enderecoSchema;
export type AprovacaoEndereco = z.infer<typeof aprovacaoEnderecoSchema>;

/** The registered user (approval form and detail). */
export const aprovacaoUsuarioSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  telefone: z.string().nullable(),
  status,
  statusDesc: z.string(),
});
export type AprovacaoUsuario = z.infer<typeof aprovacaoUsuarioSchema>;

export const aprovacaoFormResponse = z.object({
  aprovacao: z.object({
    id: z.number().int(),
    status,
    statusDesc: z.string(),
    motivo: z.string().nullable(),
    createdDate: z.string(),
    decidedDate: z.string().nullable(),
    aprovadorNome: z.string().nullable(),
  }),
  /** The customer as the portal (the ERP) has it. */
  empresa: aprovacaoEmpresaSchema,
  /**
   * True when the CNPJ belonged to a customer before the registration: the decision then changes
   * only the new user and its link to the customer, never the customer.
   */
  clienteExistente: z.boolean(),
  /** What the registrant typed (null for registrations older than this record), with its domain. */
  informado: empresaInformadaSchema.extend({ emailDominio: z.string().nullable() }).nullable(),
  /** The fields where the typed data differs from the customer's. */
  divergencias: z.array(z.enum(CAMPOS_COMPARADOS)),
  endereco: aprovacaoEnderecoSchema,
  usuario: aprovacaoUsuarioSchema,
  unidade: z.object({
    id: z.number().int(),
    empresaCod: z.string(),
    filialCod: z.string(),
    descricao: z.string(),
  }),
});
export type AprovacaoForm = z.infer<typeof aprovacaoFormResponse>;

/**
 * PUT /usuarios/liberacao {usuarioId, filialId, clienteId, status, motivo}
 * (docs/product/gestor-crm-vendas.md §7). `apro`, the token of the e-mailed approval link, is optional: the
 * approval form sends it (the link is then used up), the manager's approvals list does not.
 */
export const liberacaoBody = z.object({
  usuarioId: positiveId,
  filialId: positiveId,
  clienteId: positiveId,
  status: z.enum(['L', 'B']),
  motivo: z.string().max(500).nullish(),
  apro: z.string().max(200).optional(),
});
export type LiberacaoBody = z.infer<typeof liberacaoBody>;
