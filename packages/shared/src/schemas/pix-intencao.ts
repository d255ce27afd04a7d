// Pix of several títulos (payment intents): the buyer's calls in /financeiro and the ERP's feed,
// confirmation and rejection (/api/integracao/v1/pix/intencoes). Bounds and texts: ../pix-intencao.
import { z } from './zod';
import { PIX_INTENCAO_STATUSES, PIX_INTENCAO_TITULOS_MAX, PIX_MOTIVO_MAX, PIX_MSG } from '../pix-intencao';
import { idSchema } from './common';
import { erpCodigo, erpEmpresa, erpFilial, erpLoja, isoDateTime } from './integracao';

// ---------------------------------------------------------------- the buyer's calls

export const pixIntencaoCreateBody = z.object({
  /** Ids of the open títulos to pay (the finance list's `id`), of one unit and one store. */
  titulos: z
    .array(idSchema)
    .min(1, PIX_MSG.nenhumTitulo)
    .max(PIX_INTENCAO_TITULOS_MAX, PIX_MSG.titulosDemais)
    .refine((ids) => new Set(ids).size === ids.length, PIX_MSG.tituloRepetido),
});
export type PixIntencaoCreateBody = z.infer<typeof pixIntencaoCreateBody>;

export const pixIntencaoTituloSchema = z.object({
  id: z.number().int(),
  prefixo: z.string(),
  titulo: z.string(),
  parcela: z.string(),
  loja: z.string(),
  vencrea: z.string().describe('AAAAMMDD'),
  /** What this Pix pays of the título: its open balance plus fine and interest up to the day it was made. */
  valor: z.number(),
});

export const pixIntencaoSchema = z.object({
  id: z.number().int(),
  txid: z.string(),
  status: z.enum(PIX_INTENCAO_STATUSES),
  /** The exact sum of the títulos' amounts. */
  valor: z.number(),
  /** The static BR Code ('copia e cola') of the unit's key, this amount and txid. */
  payload: z.string(),
  expiraEm: z.string().describe('ISO 8601'),
  createdDate: z.string().describe('ISO 8601'),
  decididoEm: z.string().nullable(),
  motivo: z.string().nullable(),
  titulos: z.array(pixIntencaoTituloSchema),
});
export type PixIntencao = z.infer<typeof pixIntencaoSchema>;

export const pixIntencoesQuery = z.object({
  cgc: z.string().trim().min(1).max(18),
  empresa: z.string().trim().min(1).max(10),
  filial: z.string().trim().min(1).max(10),
});
export type PixIntencoesQuery = z.infer<typeof pixIntencoesQuery>;

export const pixIntencoesResponse = z.object({
  /** The customer's open (unexpired) Pix at the unit, newest first. */
  itens: z.array(pixIntencaoSchema),
});
export type PixIntencoesResponse = z.infer<typeof pixIntencoesResponse>;

// ---------------------------------------------------------------- the ERP's calls

export const pixTxidParam = z.object({
  txid: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,25}$/, 'txid inválido (até 25 letras e dígitos).')
    .describe('txid da intenção (campo 62-05 do BR Code)'),
});

export const pixIntencoesAbertasQuery = z.object({
  limite: z.coerce.number().int().min(1).max(500).default(50),
});

export const pixIntencaoFeedItem = z.object({
  txid: z.string(),
  empresa: erpEmpresa,
  filial: erpFilial,
  cliente: z.object({ codigo: erpCodigo, loja: erpLoja, cgc: z.string().nullable(), razao: z.string() }),
  usuario: z.object({ nome: z.string(), email: z.string() }).nullable(),
  valor: z.number(),
  payload: z.string(),
  createdDate: z.string().describe('ISO 8601'),
  expiraEm: z.string().describe('ISO 8601'),
  titulos: z.array(
    z.object({
      prefixo: z.string(),
      titulo: z.string(),
      parcela: z.string(),
      /** What the Pix pays of it (open balance plus charges on the day it was made). */
      valor: z.number(),
      /** Its open balance now. */
      saldo: z.number(),
    }),
  ),
});
export const pixIntencoesAbertasResponse = z.object({ itens: z.array(pixIntencaoFeedItem) });
export type PixIntencaoFeedItem = z.infer<typeof pixIntencaoFeedItem>;

export const pixConfirmarBody = z
  .object({
    /**
     * When the bank received the Pix (no offset = Brasília); default: now. An intent is confirmed only
     * when this is no later than its expiry.
     */
    pagoEm: isoDateTime.optional(),
  })
  .default({});

export const pixRejeitarBody = z.object({
  motivo: z.string().trim().min(1).max(PIX_MOTIVO_MAX),
});

export const pixDecisaoResult = z.object({
  txid: z.string(),
  status: z.enum(PIX_INTENCAO_STATUSES),
  valor: z.number(),
  decididoEm: z.string().nullable(),
  motivo: z.string().nullable(),
  /** Títulos of the intent (paid by a confirmation; untouched by a rejection). */
  titulos: z.number().int(),
});
export type PixDecisaoResult = z.infer<typeof pixDecisaoResult>;
