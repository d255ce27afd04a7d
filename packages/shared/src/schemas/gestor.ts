// Manager area I (docs/product/gestor-crm-vendas.md §2.2–2.6, §3, §7): dashboard metrics and positions, users
// and their links, profiles, approvals (list and detail) and approvers.
import { z } from './zod';
import {
  APPROVER_LEVELS,
  DASHBOARD_EARLIEST_DATE,
  LIMITS,
  MANAGER_PAGE_ROWS,
  ROLES,
  STATUSES,
} from '../constants';
import { MSG } from '../messages';
import { idSchema, intSchema, sortQuery } from './common';
import { aprovacaoEmpresaSchema, aprovacaoEnderecoSchema, aprovacaoUsuarioSchema } from './registro';

// ---------------------------------------------------------------- query-string helpers

/** A positive integer from the query string ('12'); absent or '' -> undefined. */
const queryId = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : /^\d+$/.test(v.trim()) ? Number(v) : v) : v),
  idSchema.optional(),
);
/** A required positive integer from the query string or a JSON body. */
const requiredQueryId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  idSchema,
);
/** Text from a query string, trimmed and upper-cased (manager searches are upper-cased); '' -> undefined. */
const searchText = z
  .string()
  .trim()
  .max(120)
  .optional()
  .transform((v) => (v ? v.toUpperCase() : undefined));
const statusQuery = z.preprocess((v) => (v === '' ? undefined : v), z.enum(STATUSES).optional());
/** Calendar day 'YYYY-MM-DD' (America/Sao_Paulo); '' -> undefined (an empty date input is ignored). */
const dayQuery = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'formato inválido (AAAA-MM-DD).')
    .refine(
      (s) =>
        !Number.isNaN(new Date(`${s}T00:00:00Z`).getTime()) &&
        new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      'data inválida.',
    )
    .optional(),
);
/** Comma list of unit ids ('1,3'); 'TODAS', '' or absent = every unit. */
const idList = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  if (s === '' || s.toUpperCase() === 'TODAS') return undefined;
  return s.split(',').map((p) => (/^\s*\d+\s*$/.test(p) ? Number(p) : p));
}, z.array(idSchema).max(100).optional());

// ---------------------------------------------------------------- dashboard

export const dashboardQuery = z
  .object({
    eventoTipoId: queryId,
    clienteId: queryId,
    filialId: idList,
    de: dayQuery,
    ate: dayQuery,
  })
  .superRefine((q, ctx) => {
    if (q.de && q.de < DASHBOARD_EARLIEST_DATE)
      ctx.addIssue({ code: 'custom', path: ['de'], message: MSG.dashboardStartTooEarly });
    if (q.de && q.ate && q.ate < q.de)
      ctx.addIssue({ code: 'custom', path: ['ate'], message: MSG.dashboardEndBeforeStart });
  });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/**
 * One card of the dashboard (docs/product/gestor-crm-vendas.md §3 Dashboard metric); textCenter is the
 * formatted count.
 */
export const dashboardMetricSchema = z.object({
  eventoTipoId: z.number().int(),
  cor: z.string(),
  icon: z.string(),
  textTitle: z.string(),
  textCenter: z.string(),
  textCenterSub: z.string().nullable(),
  footer: z.string().nullable(),
  extraStatus: z.string(),
  extraOrdem: z.number().int(),
  total: z.number().int(),
});
export type DashboardMetric = z.infer<typeof dashboardMetricSchema>;
export const dashboardMetricsResponse = z.array(dashboardMetricSchema);

/** Event positions aggregated to a grid cell (centre of the cell) with the count of events in it. */
export const dashboardPosicaoSchema = z.object({ lat: z.number(), lon: z.number(), total: z.number().int() });
export const dashboardPosicoesResponse = z.object({
  /** Grid cell size in degrees. */
  cell: z.number(),
  /** Events with a known position in the filter. */
  total: z.number().int(),
  /** True when only the busiest cells were returned. */
  capped: z.boolean(),
  items: z.array(dashboardPosicaoSchema),
});
export type DashboardPosicoes = z.infer<typeof dashboardPosicoesResponse>;

// ---------------------------------------------------------------- users

/** Columns the users list sorts by: id, name (the default order) and e-mail. */
export const USUARIOS_SORT_COLUMNS = ['id', 'nome', 'email'] as const;
export const usuariosGestorFilterQuery = z.object({
  ...sortQuery(USUARIOS_SORT_COLUMNS),
  status: statusQuery,
  /** A role (ROLE_ADMIN) or a profile id. */
  perfil: z
    .string()
    .trim()
    .max(30)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  search: searchText,
  /** 1-based. */
  page: z.preprocess(
    (v) =>
      v === '' || v === undefined ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v,
    z.number().int().min(1).max(100_000).default(1),
  ),
  rows: z.preprocess(
    (v) =>
      v === '' || v === undefined ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v,
    z.number().int().min(1).max(200).default(MANAGER_PAGE_ROWS),
  ),
});
export type UsuariosGestorFilterQuery = z.infer<typeof usuariosGestorFilterQuery>;

export const perfilItemSchema = z.object({
  id: z.number().int(),
  role: z.enum(ROLES),
  descricao: z.string(),
});
export type PerfilItem = z.infer<typeof perfilItemSchema>;

export const usuarioListItemSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  status: z.enum(STATUSES),
  statusDesc: z.string(),
  perfils: z.array(perfilItemSchema),
  createdDate: z.string(),
});
export type UsuarioListItem = z.infer<typeof usuarioListItemSchema>;

/** GET /usuarios: the user search (approver form); default status L; perfil is a comma list of roles. */
export const usuariosSearchQuery = z.object({
  status: z.preprocess((v) => (v === '' || v === undefined ? 'L' : v), z.enum(STATUSES)),
  perfil: z
    .string()
    .trim()
    .max(120)
    .optional()
    .transform((v) =>
      v
        ? v
            .toUpperCase()
            .split(',')
            .map((r) => r.trim())
            .filter(Boolean)
            .map((r) => (r.startsWith('ROLE_') ? r : `ROLE_${r}`))
        : undefined,
    )
    .pipe(z.array(z.enum(ROLES)).optional()),
  search: searchText,
});
export type UsuariosSearchQuery = z.infer<typeof usuariosSearchQuery>;

const nome = z.string().trim().min(1).max(120);
const email = z.string().trim().toLowerCase().max(254).email('e-mail inválido.');
/** CPF or CNPJ, digits only after removing the mask, up to 14 (docs/product/gestor-crm-vendas.md §5). */
const cpfCnpj = z
  .string()
  .trim()
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(z.string().max(14))
  .nullish()
  .transform((v) => (v ? v : null));

export const usuarioCreateBody = z.object({
  /** The branch of the new user: linked to it, and the approval record is opened for it. */
  filialId: requiredQueryId,
  nome,
  email,
  cpf: cpfCnpj,
  /** Accepted for compatibility; a new user always starts as P (PENDENTE). */
  status: z.enum(STATUSES).nullish(),
});
export type UsuarioCreateBody = z.infer<typeof usuarioCreateBody>;

export const usuarioUpdateBody = z.object({ id: requiredQueryId, nome, email, cpf: cpfCnpj });
export type UsuarioUpdateBody = z.infer<typeof usuarioUpdateBody>;

/**
 * PUT /usuarios/gestor/{id}/status: B blocks the access ('Bloquear'), L releases it ('Liberar').
 * The reason is required to block and to release a blocked user (the service says so).
 */
export const usuarioStatusBody = z.object({
  status: z.enum(['L', 'B']),
  motivo: z.string().trim().max(LIMITS.STATUS_REASON_MAX).nullish(),
});

/** POST /usuarios/unidade|cliente|perfil: pk = the user, fk = the unit, client or profile. */
export const vinculoBody = z.object({ pk: requiredQueryId, fk: requiredQueryId });
export type VinculoBody = z.infer<typeof vinculoBody>;
/** DELETE /usuarios/unidade|cliente|perfil/{id}?usuario: id = the unit, client or profile. */
export const vinculoDeleteQuery = z.object({ usuario: requiredQueryId });

export const perfilFilterQuery = z.object({ q: searchText });

// ---------------------------------------------------------------- approvals

export const aprovacoesFilterQuery = z.object({
  /** P pending (default) or B blocked. */
  st: z.preprocess((v) => (v === '' || v === undefined ? 'P' : v), z.enum(['P', 'B'])),
  /** Name, e-mail, CPF, company name or CNPJ. */
  q: searchText,
  /** Branch (unit id). */
  f: queryId,
});
export type AprovacoesFilterQuery = z.infer<typeof aprovacoesFilterQuery>;

/** One registration waiting for (or refused) approval: a user for a branch and a customer. */
export const aprovacaoItemSchema = z.object({
  usuarioId: z.number().int(),
  usuarioNome: z.string(),
  usuarioEmail: z.string(),
  usuarioCpf: z.string().nullable(),
  filialId: z.number().int().nullable(),
  filialDescricao: z.string().nullable(),
  clienteId: z.number().int().nullable(),
  clienteRazao: z.string().nullable(),
  clienteCgc: z.string().nullable(),
  status: z.enum(STATUSES),
  statusDesc: z.string(),
  /** Reason of the latest decision (blocked ones). */
  motivo: z.string().nullable(),
  createdDate: z.string(),
  decidedDate: z.string().nullable(),
});
export type AprovacaoItem = z.infer<typeof aprovacaoItemSchema>;
export const aprovacoesResponse = z.array(aprovacaoItemSchema);

export const aprovacaoDetalhesQuery = z.object({
  usuario: requiredQueryId,
  filial: queryId,
  cliente: queryId,
});

/** An approval record (docs/product/gestor-crm-vendas.md §3). */
export const aprovacaoRegistroSchema = z.object({
  usuarioAprovacoesId: z.number().int(),
  usuarioAprovadoresUsuarioDesc: z.string(),
  aprovadoDesc: z.string(),
  motivo: z.string().nullable(),
  status: z.enum(STATUSES),
  createdDate: z.string(),
  decidedDate: z.string().nullable(),
});
export type AprovacaoRegistro = z.infer<typeof aprovacaoRegistroSchema>;
export const aprovacaoDetalhesResponse = z.object({
  usuarioId: z.number().int(),
  usuarioNome: z.string(),
  usuarioEmail: z.string(),
  filialId: z.number().int().nullable(),
  filialDescricao: z.string().nullable(),
  clienteId: z.number().int().nullable(),
  clienteRazao: z.string().nullable(),
  /** The company, its address and the user, as the approval form shows them (null without a customer). */
  empresa: aprovacaoEmpresaSchema.nullable(),
  endereco: aprovacaoEnderecoSchema.nullable(),
  usuario: aprovacaoUsuarioSchema,
  registros: z.array(aprovacaoRegistroSchema),
});
export type AprovacaoDetalhes = z.infer<typeof aprovacaoDetalhesResponse>;

// ---------------------------------------------------------------- approvers

export const aprovadoresQuery = z.object({
  /** Default L; 'TODOS' lists every status. */
  status: z.preprocess(
    (v) => (v === '' || v === undefined ? 'L' : typeof v === 'string' ? v.toUpperCase() : v),
    z.enum([...STATUSES, 'TODOS']),
  ),
  filial: queryId,
  usuario: queryId,
  search: searchText,
});
export type AprovadoresQuery = z.infer<typeof aprovadoresQuery>;

export const aprovadorSchema = z.object({
  id: z.number().int(),
  usuarioId: z.number().int(),
  usuarioNome: z.string(),
  usuarioEmail: z.string(),
  filialId: z.number().int(),
  filialDescricao: z.string(),
  master: z.enum(APPROVER_LEVELS),
  masterDescricao: z.string(),
  status: z.enum(STATUSES),
  statusDescricao: z.string(),
});
export type Aprovador = z.infer<typeof aprovadorSchema>;
export const aprovadoresResponse = z.array(aprovadorSchema);

/**
 * Approver write. Every field is optional in the schema so that the service answers with the
 * spec's messages, in the spec's order (user, branch, level, status). master also takes S/N.
 */
export const aprovadorBody = z.object({
  id: intSchema.nullish(),
  usuarioId: intSchema.nullish(),
  filialId: intSchema.nullish(),
  master: z
    .union([z.string().max(10), z.boolean()])
    .nullish()
    .transform((v) => {
      if (v === true || v === 'S' || v === 'MASTER') return 'MASTER' as const;
      if (v === false || v === 'N' || v === 'NORMAL') return 'NORMAL' as const;
      return null;
    }),
  status: z.string().max(2).nullish(),
});
export type AprovadorBody = z.input<typeof aprovadorBody>;

// ---------------------------------------------------------------- access

/** Who may change things in manager area I (constants.ts, where the screen table reads it). */
export { GESTOR_WRITE_ROLES } from '../constants';

/**
 * Only an administrator changes an administrator (status, data, links), so a GESTOR cannot lock out
 * or take over an ADMIN account: the API refuses it (403) and the screens do not offer it.
 */
export function adminOnlyTarget(actorRoles: readonly string[], targetRoles: readonly string[]): boolean {
  return targetRoles.includes('ROLE_ADMIN') && !actorRoles.includes('ROLE_ADMIN');
}
