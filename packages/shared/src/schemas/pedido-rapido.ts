// Quick order (Pedido rápido) and repeat order: POST /api/pedido-rapido/verificar checks lines of
// code and quantity against the catalogue of the client at the unit (one call for up to 500 lines);
// POST /api/pedido-rapido/planilha reads a .csv or .xlsx and checks its lines the same way; GET
// /api/pedido-rapido/modelo is the sample spreadsheet.
import { z } from './zod';
import { MSG } from '../messages';
import {
  LINHA_ERROS,
  PEDIDO_RAPIDO_MAX_CODIGO,
  PEDIDO_RAPIDO_MAX_LINHAS,
  PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO,
} from '../pedido-rapido';
import { produtoSchema } from './catalogo';
import { requiredId } from './clientes';

export { PEDIDO_RAPIDO_MAX_LINHAS };

/** A line as written: the code and the quantity as text ('2,5', '1.000') or a number. */
export const pedidoRapidoLinhaBody = z.object({
  sku: z.string().max(PEDIDO_RAPIDO_MAX_CODIGO),
  quantidade: z.union([z.string().max(PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO), z.number()]),
});
export type PedidoRapidoLinhaBody = z.infer<typeof pedidoRapidoLinhaBody>;

const linhas = z
  .array(pedidoRapidoLinhaBody)
  .min(1)
  .superRefine((v, ctx) => {
    if (v.length > PEDIDO_RAPIDO_MAX_LINHAS)
      ctx.addIssue({
        code: 'custom',
        message: MSG.quickOrderTooManyLines(PEDIDO_RAPIDO_MAX_LINHAS, v.length),
      });
  });

export const pedidoRapidoBody = z.object({
  clienteId: requiredId,
  /** The unit (unidade id). */
  filialId: requiredId,
  linhas,
});
export type PedidoRapidoBody = z.infer<typeof pedidoRapidoBody>;

/** A spreadsheet (.xlsx) or a CSV/text file, base64, with the lines in its first two columns. */
export const pedidoRapidoPlanilhaBody = z.object({
  clienteId: requiredId,
  filialId: requiredId,
  /** The file's name (its extension tells CSV from XLSX when the content does not). */
  nome: z.string().trim().max(200).optional(),
  /** The file's content in base64 (at most about 1 MB). */
  arquivo: z.string().min(1).max(1_400_000),
});
export type PedidoRapidoPlanilhaBody = z.infer<typeof pedidoRapidoPlanilhaBody>;

export const pedidoRapidoModeloQuery = z.object({ clienteId: requiredId, filialId: requiredId });

/** One line's outcome: ok, adjusted (minimum or multiple: the messages say how) or refused. */
export const pedidoRapidoLinhaSchema = z.object({
  /** Position of the line in the request (1 = first). */
  linha: z.number().int(),
  sku: z.string(),
  /** The quantity as written. */
  quantidadeInformada: z.string(),
  situacao: z.enum(['ok', 'ajustada', 'erro']),
  motivo: z.enum(LINHA_ERROS).nullable(),
  /** The quantity that goes into the cart (after the minimum and the rounding); null when refused. */
  quantidade: z.number().nullable(),
  /** What happened to the line, in pt-BR (empty when it is fine as written). */
  mensagens: z.array(z.string()),
  /** The product with the unit's price tables for the client (as in the search); null when unknown. */
  produto: produtoSchema.nullable(),
});
export type PedidoRapidoLinha = z.infer<typeof pedidoRapidoLinhaSchema>;

export const pedidoRapidoResponse = z.object({
  clienteId: z.number().int(),
  filialId: z.number().int(),
  /** FATOR_MULTI applied. */
  fatorMulti: z.number().int(),
  linhas: z.array(pedidoRapidoLinhaSchema),
});
export type PedidoRapidoResponse = z.infer<typeof pedidoRapidoResponse>;
