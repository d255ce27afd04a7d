// The dashboard's business panel (beyond docs/product/gestor-crm-vendas.md §2.2, whose event cards stay): the
// orders of the dashboard's period and branches by Brasília day of `emissao`, cancelled orders left out.
import { z } from './zod';

/** A figure of the period next to the same figure of the previous period of the same length. */
export const comparacaoSchema = z.object({
  atual: z.number(),
  anterior: z.number(),
  /** (atual - anterior) / anterior; null when the previous period had nothing. */
  variacao: z.number().nullable(),
});
export type Comparacao = z.infer<typeof comparacaoSchema>;

const periodo = z.object({ de: z.string(), ate: z.string() });

export const painelNegociosResponse = z.object({
  /** When the figures were computed (ISO instant): answers are kept PAINEL_CACHE_SECONDS per filter. */
  calculadoEm: z.string(),
  periodo,
  /** The previous period of the same number of days, ending the day before `periodo.de`. */
  anterior: periodo,
  vendido: comparacaoSchema,
  pedidos: comparacaoSchema,
  ticketMedio: comparacaoSchema,
  porStatus: z.array(
    z.object({
      statusId: z.number().int(),
      descricao: z.string(),
      pedidos: z.number().int(),
      valor: z.number(),
    }),
  ),
  /** Every day of the period, days without orders included (zero). */
  diario: z.array(z.object({ dia: z.string(), pedidos: z.number().int(), valor: z.number() })),
  topClientes: z.array(
    z.object({
      clienteId: z.number().int(),
      codigo: z.string(),
      loja: z.string(),
      razao: z.string(),
      pedidos: z.number().int(),
      valor: z.number(),
    }),
  ),
  topProdutos: z.array(
    z.object({
      produtoId: z.number().int(),
      sku: z.string(),
      descricao: z.string(),
      um: z.string(),
      quantidade: z.number(),
      valor: z.number(),
    }),
  ),
  /** Per seller of the order (`pedidos.vendedor_id`); vendedorId null = orders without a seller. */
  vendedores: z.array(
    z.object({
      vendedorId: z.number().int().nullable(),
      nome: z.string(),
      pedidos: z.number().int(),
      valor: z.number(),
    }),
  ),
});
export type PainelNegocios = z.infer<typeof painelNegociosResponse>;

/** How many customers and products the top lists hold. */
export const PAINEL_TOP = 10;
/** How long an answer of the panel is reused for the same filter (modules/dashboard/painel-cache.ts). */
export const PAINEL_CACHE_SECONDS = 30;
