// Quotes (orçamentos): a PDF of the cart, stored so it can be downloaded again, e-mailed and
// reopened into the cart while valid (ORCAMENTO_VALIDADE_DIAS days). Prices are the server's, read
// as POST /api/pedidos reads them.
import { z } from './zod';
import { idFromText, idSchema } from './common';
import { carrinhoItemSchema, pedidoCreateBody } from './pedidos';

/** POST /api/orcamentos: the cart as POST /api/pedidos takes it (prices and totals are recomputed). */
export const orcamentoCreateBody = pedidoCreateBody.pick({
  total: true,
  clienteId: true,
  unidadeId: true,
  itens: true,
});
export type OrcamentoCreateBody = z.infer<typeof orcamentoCreateBody>;

/** A stored quote, as the list and the creation answer show it. */
export const orcamentoSchema = z.object({
  id: z.number().int(),
  /** The quote's number as printed ('000123'). */
  numero: z.string(),
  clienteId: z.number().int(),
  clienteCodigo: z.string(),
  clienteLoja: z.string(),
  clienteRazao: z.string(),
  unidadeId: z.number().int(),
  unidadeDescricao: z.string(),
  /** Issue instant (ISO). */
  emissao: z.string(),
  /** Last valid day 'YYYY-MM-DD' (São Paulo). */
  validoAte: z.string(),
  /** Still valid today (São Paulo): it may be reopened into the cart. */
  valido: z.boolean(),
  total: z.number(),
  /** kg. */
  pesoTotal: z.number(),
  qtdItens: z.number().int(),
  /** The seller who made it for the customer, when a seller did. */
  vendedorNome: z.string().nullable(),
});
export type Orcamento = z.infer<typeof orcamentoSchema>;

/** GET /api/orcamentos?cliente: the client's quotes, newest first. */
export const orcamentoListQuery = z.object({ cliente: idFromText });

/** POST /api/orcamentos/{id}/email: the address typed by the user (checked by the handler). */
export const orcamentoEmailBody = z.object({ email: z.string().trim().max(1000) });
export type OrcamentoEmailBody = z.infer<typeof orcamentoEmailBody>;

/** GET /api/orcamentos/{id}/carrinho: the quote's lines as cart lines (valid quotes only). */
export const orcamentoCarrinhoResponse = z.object({
  orcamentoId: idSchema,
  numero: z.string(),
  clienteId: z.number().int(),
  unidadeId: z.number().int(),
  itens: z.array(carrinhoItemSchema.extend({ precoAlterado: z.boolean() })),
  /** Lines left out (product inactive or without an active price at the unit now). */
  indisponiveis: z.array(
    z.object({
      produtoId: z.number().int(),
      produtoSku: z.string(),
      produtoDescricao: z.string(),
      quantidade: z.number(),
      message: z.string(),
    }),
  ),
});
export type OrcamentoCarrinho = z.infer<typeof orcamentoCarrinhoResponse>;
