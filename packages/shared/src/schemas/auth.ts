import { z } from './zod';
import { EVENT_POSITION_BOUNDS, ROLES, STATUSES } from '../constants';
import { MSG } from '../messages';

export const loginBody = z.object({
  email: z.string().trim().max(254).default(''),
  senha: z.string().max(200).default(''),
  /** ALTCHA solution (base64 payload). */
  captcha: z.string().max(10_000).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const authSchema = z.object({ id: z.number().int(), token: z.string(), expiresAt: z.string() });

export const loginResponse = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  auth: authSchema,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const unidadeSchema = z.object({
  id: z.number().int(),
  descricao: z.string(),
  empresaCod: z.string(),
  filialCod: z.string(),
  tabelasPreco: z
    .array(
      z.object({
        id: z.number().int(),
        sku: z.string(),
        descricao: z.string(),
        valor: z.number(),
        ativo: z.boolean(),
      }),
    )
    .optional(),
});
export type Unidade = z.infer<typeof unidadeSchema>;

export const clienteResumoSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  loja: z.string(),
  razao: z.string(),
  nome: z.string().nullable(),
  cgc: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(STATUSES),
  unidades: z.array(unidadeSchema),
});
export type ClienteResumo = z.infer<typeof clienteResumoSchema>;

export const perfilSchema = z.object({ id: z.number().int(), role: z.enum(ROLES), descricao: z.string() });

export const usuarioSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  status: z.enum(STATUSES),
  statusDesc: z.string(),
  role: z.enum(ROLES),
  perfils: z.array(perfilSchema),
  clientes: z.array(clienteResumoSchema),
  unidades: z.array(unidadeSchema),
  createdDate: z.string(),
  modifiedDate: z.string().nullable(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

export const sessionResponse = z.object({
  valid: z.literal(true),
  id: z.number().int(),
  role: z.enum(ROLES),
  expiresAt: z.string(),
});

export const configResponse = z.object({
  formularios: z.array(
    z.object({
      id: z.number().int(),
      root: z.number().int().nullable(),
      ordem: z.number().int(),
      descricao: z.string(),
      icone: z.string().nullable(),
      url: z.string().nullable(),
    }),
  ),
  parametros: z.array(z.object({ nome: z.string(), valor: z.string() })),
  unidades: z.array(unidadeSchema),
});
export type Config = z.infer<typeof configResponse>;

/**
 * POST /eventos, the spec's event fields (docs/product/portal-cliente.md §7): validated, then refused
 * whatever the type (the server records every event). The customer and branch ids an older page sends are
 * dropped unread.
 */
export const eventoBody = z.object({
  eventosTiposId: z.number().int().min(1).max(8),
  geoLat: z.number().min(-90).max(90).default(0),
  geoLon: z.number().min(-180).max(180).default(0),
});
export type EventoBody = z.infer<typeof eventoBody>;

const within = (min: number, max: number) => (v: number) => v >= min && v <= max;
const B = EVENT_POSITION_BOUNDS;

/** POST /eventos/posicao: the browser's position for this login session's access event, once. */
export const eventoPosicaoBody = z.strictObject({
  geoLat: z.number().refine(within(B.latMin, B.latMax), MSG.eventLatitudeOutside),
  geoLon: z.number().refine(within(B.lonMin, B.lonMax), MSG.eventLongitudeOutside),
});
export type EventoPosicaoBody = z.infer<typeof eventoPosicaoBody>;

export const captchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
