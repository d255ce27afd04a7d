// Quick order (Pedido rápido) and repeat order: POST /api/pedido-rapido/verificar checks lines of
// code and quantity against the catalogue of the client at the unit (one call for up to 500 lines);
// POST /api/pedido-rapido/planilha reads a .csv or .xlsx and checks its lines the same way; GET
// /api/pedido-rapido/modelo is the sample spreadsheet.
import { z } from './zod';
import { MSG } from '../messages';
import {
  LINHA_ERROS,
  PEDIDO_RAPIDO_MAX_CODIGO,
  PEDIDO_RAPIDO_MAX_CANDIDATOS,
  PEDIDO_RAPIDO_MAX_LINHAS,
  PEDIDO_RAPIDO_MAX_NOME,
  PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO,
} from '../pedido-rapido';
import { produtoSchema } from './catalogo';
import { requiredId } from './clientes';

export { PEDIDO_RAPIDO_MAX_LINHAS };

/**
 * A line as written: the code and the quantity as text ('2,5', '1.000') or a number; `nome` when
 * the line may name the product instead (splitLinha): searched when the code is no product's.
 */
export const pedidoRapidoLinhaBody = z.object({
  sku: z.string().max(PEDIDO_RAPIDO_MAX_CODIGO),
  quantidade: z.union([z.string().max(PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO), z.number()]),
  nome: z
    .object({
      busca: z.string().max(PEDIDO_RAPIDO_MAX_NOME),
      quantidade: z.string().max(PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO),
    })
    .optional(),
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

/** A product a name line may be: its code, description, unit and price per unit (the CIF table's). */
export const pedidoRapidoCandidatoSchema = z.object({
  sku: z.string(),
  descricao: z.string(),
  um: z.string(),
  preco: z.number(),
});
export type PedidoRapidoCandidato = z.infer<typeof pedidoRapidoCandidatoSchema>;

/**
 * What a line written as a name found in the catalogue (the catalogue's own search, synonyms and
 * typo correction included): the best product when it is clearly first (the only one found),
 * and up to PEDIDO_RAPIDO_MAX_CANDIDATOS priced products to choose from, best first. The choice is
 * checked again as a code line (the quantity rules apply then).
 */
export const pedidoRapidoPropostaSchema = z.object({
  /** The name as written. */
  busca: z.string(),
  /** The text searched instead when the written one found nothing (a typo corrected). */
  corrigida: z.string().nullable(),
  melhor: pedidoRapidoCandidatoSchema.nullable(),
  candidatos: z.array(pedidoRapidoCandidatoSchema).max(PEDIDO_RAPIDO_MAX_CANDIDATOS),
});
export type PedidoRapidoProposta = z.infer<typeof pedidoRapidoPropostaSchema>;

/**
 * One line's outcome: ok, adjusted (minimum or multiple: the messages say how), refused, or a
 * name line's products to choose from (escolher).
 */
export const pedidoRapidoLinhaSchema = z.object({
  /** Position of the line in the request (1 = first). */
  linha: z.number().int(),
  /** The product's code; for a line written as a name and not resolved, the name as written. */
  sku: z.string(),
  /** The quantity as written. */
  quantidadeInformada: z.string(),
  situacao: z.enum(['ok', 'ajustada', 'erro', 'escolher']),
  motivo: z.enum(LINHA_ERROS).nullable(),
  /** The quantity that goes into the cart (after the minimum and the rounding); null when refused. */
  quantidade: z.number().nullable(),
  /** What happened to the line, in pt-BR (empty when it is fine as written). */
  mensagens: z.array(z.string()),
  /** The product with the unit's price tables for the client (as in the search); null when unknown. */
  produto: produtoSchema.nullable(),
  /** A line written as a name (situacao escolher): what the search found to choose from. */
  proposta: pedidoRapidoPropostaSchema.optional(),
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
