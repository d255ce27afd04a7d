// Orders and standing orders (docs/product/portal-cliente.md §3 Order, Order item, Standing order, Cart
// item; §7 Orders).
import { z } from './zod';
import { DB_LIMITS, LAST_ORDERS_DAYS, LIMITS, ORDER_PAGE_SIZE } from '../constants';
import { idFromText, idSchema, insertAfter, intSchema, moneySchema } from './common';

const id = idSchema;
/** Optional text that may come as null, '' or absent (the cart sends empty strings). */
const optText = (max: number) => z.string().max(max).nullish();
/** Calendar day 'YYYY-MM-DD'. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'formato inválido.');

// ---------------------------------------------------------------- the order's columns, as they cross HTTP

// The one written form of an order (`pedidos`) and an order line (`pedido_itens`) in answers: each
// column an answer carries, under its drizzle name (apps/api/src/db/schema.ts), with the type it has
// in JSON, in the order the detail answers them. The detail, the list and the ERP feed
// (schemas/integracao.ts) are views of these two (pick, omit, extend); docs/HOW-TO-ADD-A-FIELD.md.

/** The columns of `pedidos` an answer may carry. */
export const pedidoColunas = z.object({
  id: z.number().int(),
  ref: z.string(),
  statusId: z.number().int(),
  /** ISO 8601 instant. */
  emissao: z.string(),
  total: z.number(),
  qtdItens: z.number().int(),
  qtdPeso: z.number(),
  unidadeId: z.number().int(),
  clienteId: z.number().int(),
  clienteEntregaCodigo: z.string().nullable(),
  clienteEntregaLoja: z.string().nullable(),
  clienteEntregaCgc: z.string().nullable(),
  clienteEntregaDescricao: z.string().nullable(),
  obsnf: z.string().nullable(),
  usuarioId: z.number().int(),
  vendedorId: z.number().int().nullable(),
  message: z.string().nullable(),
  log: z.string().nullable(),
});
export type PedidoColunas = z.infer<typeof pedidoColunas>;

/** The columns of `pedido_itens` an answer may carry. */
export const pedidoItemColunas = z.object({
  id: z.number().int(),
  item: z.number().int(),
  statusId: z.number().int(),
  produtoId: z.number().int(),
  produtoSku: z.string(),
  produtoDesc: z.string(),
  produtoUM: z.string(),
  produtoPesoUnit: z.number(),
  produtoQuant: z.number(),
  produtoValorUnit: z.number(),
  produtoValorTotal: z.number(),
  isObra: z.boolean(),
  obraId: z.number().int().nullable(),
  modalidadeId: z.number().int().nullable(),
  modalidadeSku: z.string(),
  pagamentoFormaId: z.number().int().nullable(),
  pagamentoFormaSku: z.string().nullable(),
  pagamentoFormaDescricao: z.string().nullable(),
  pagamentoCondicaoId: z.number().int().nullable(),
  pagamentoCondicaoSku: z.string().nullable(),
  pagamentoCondicaoDescricao: z.string().nullable(),
  motoristaSku: z.string().nullable(),
  veiculoPlaca: z.string().nullable(),
  fobVeiculoModelo: z.string().nullable(),
  fobVeiculoMarca: z.string().nullable(),
  fobVeiculoPlaca: z.string().nullable(),
  fobVeiculoPlacaCarreta: z.string().nullable(),
  fobMotoristaNome: z.string().nullable(),
  fobMotoristaCpf: z.string().nullable(),
  fobEmpresaNome: z.string().nullable(),
  fobCompradorNome: z.string().nullable(),
  /** Shipping date 'YYYY-MM-DD' or null. */
  dataEmbarque: z.string().nullable(),
  /** Within the unit's stock when ordered; null: no stock figure ('sob consulta'). */
  dentroEstoque: z.boolean().nullable(),
  /** Above stock: the day the ERP expected it ('YYYY-MM-DD'), delivered from then. */
  estoquePrevisao: z.string().nullable(),
});
export type PedidoItemColunas = z.infer<typeof pedidoItemColunas>;

// ---------------------------------------------------------------- POST /api/pedidos

export const pedidoItemBody = z.object({
  /** Cart line number (optional; the server numbers the order lines). */
  item: intSchema.nullish(),
  isObra: z.boolean().default(false),
  obraId: id.nullish(),
  produtoId: id,
  produtoSku: optText(30),
  produtoQuant: z.number().positive().max(1_000_000),
  /** Ignored: the weight comes from the product. */
  produtoPesoUnit: z.number().max(DB_LIMITS.MONEY_MAX).nullish(),
  /** Used only when ALTERA_PRECO_ITEM is SIM and the value is above 0; otherwise the server's price. */
  produtoValorUnit: moneySchema.nullish(),
  /** Ignored: recomputed. */
  produtoValorTotal: z.number().max(DB_LIMITS.MONEY_MAX).nullish(),
  /** Price table (tabelas_preco.id) of the unit; its sku is the modality (CIF/FOB). */
  modalidadeId: id,
  /** Ignored: the table's sku is used. */
  modalidadeSku: optText(20),
  pagamentoFormaId: id,
  pagamentoFormaSku: optText(10),
  pagamentoCondicaoId: id,
  pagamentoCondicaoSku: optText(10),
  motoristaSku: optText(20),
  veiculoPlaca: optText(8),
  fobVeiculoModelo: optText(60),
  fobVeiculoMarca: optText(60),
  fobVeiculoPlaca: optText(8),
  fobVeiculoPlacaCarreta: optText(8),
  fobMotoristaNome: optText(120),
  fobMotoristaCpf: optText(14),
  fobEmpresaNome: optText(120),
  fobCompradorNome: optText(120),
  /** 'YYYY-MM-DD 00:00:00' (or 'YYYY-MM-DD'); checked only when DATA_EMBARQUE is SIM. */
  dataEmbarque: optText(19),
});
export type PedidoItemBody = z.infer<typeof pedidoItemBody>;

export const pedidoCreateBody = z.object({
  /** Ignored: recomputed from the server's prices. */
  total: z.number().max(DB_LIMITS.MONEY_MAX).nullish(),
  clienteId: id,
  unidadeId: id,
  obsnf: optText(LIMITS.OBSNF_MAX),
  clienteEntregaCodigo: optText(20),
  clienteEntregaLoja: optText(4),
  clienteEntregaCgc: optText(18),
  clienteEntregaDescricao: optText(160),
  pedidoPadrao: z.boolean().nullish(),
  pedidoPadraoDescricao: optText(120),
  itens: z.array(pedidoItemBody).min(1).max(300),
});
export type PedidoCreateBody = z.infer<typeof pedidoCreateBody>;

/** One result per order (201) or per refused cart line (400). */
export const pedidoResultSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  pedidoId: z.number().int().nullable(),
  ref: z.string().nullable(),
  log: z.string().nullable(),
});
export type PedidoResult = z.infer<typeof pedidoResultSchema>;
export const pedidoCreateResponse = z.array(pedidoResultSchema);

// ---------------------------------------------------------------- list, counters

export const pedidoGridBody = z.object({
  pageTotal: z.number().int().min(1).max(100).default(ORDER_PAGE_SIZE),
  /** 1-based. */
  page: z.number().int().min(1).max(100_000).default(1),
  unidadeId: id,
  clienteId: id,
  /** Accepted for compatibility; the list is the client's, whoever placed the orders. */
  usuarioId: intSchema.nullish(),
  /** A status id of ORDER_STATUSES, 999 = every status of the last `dias` days, null = all. */
  statusId: z.number().int().min(0).max(DB_LIMITS.MAX_INT).nullish(),
  dias: z.number().int().min(1).max(3650).default(LAST_ORDERS_DAYS),
  pedidoId: id.nullish(),
  ref: z.string().trim().max(20).nullish(),
  /** Inclusive calendar days (America/Sao_Paulo). */
  dataInicial: isoDay.nullish(),
  dataFinal: isoDay.nullish(),
});
export type PedidoGridBody = z.infer<typeof pedidoGridBody>;

export const pedidoStatusSomaBody = z.object({
  unidadeId: id,
  clienteId: id,
  usuarioId: intSchema.nullish(),
});
export const pedidoStatusSomaSchema = z.object({ pedidoStatusId: z.number().int(), total: z.number().int() });
export const diasParam = z.object({ dias: z.coerce.number().int().min(1).max(3650) });

// ---------------------------------------------------------------- detail

export const pedidoItemUpdateSchema = z.object({
  datacad: z.string(),
  agendamento: z.string().nullable(),
  ordemcarreg: z.string().nullable(),
  nota1: z.string().nullable(),
  serie1: z.string().nullable(),
  chave1: z.string().nullable(),
  nota2: z.string().nullable(),
  serie2: z.string().nullable(),
  chave2: z.string().nullable(),
});

/** An order line as the portal shows it: the line's columns, status and work names, ERP updates. */
export const pedidoItemSchema = z
  .object(
    insertAfter(insertAfter(pedidoItemColunas.shape, 'statusId', { statusDesc: z.string() }), 'obraId', {
      obraNome: z.string().nullable(),
    }),
  )
  .extend({ updates: z.array(pedidoItemUpdateSchema) });
export type PedidoItem = z.infer<typeof pedidoItemSchema>;

export const pedidoHistoricoSchema = z.object({
  statusId: z.number().int(),
  statusDesc: z.string(),
  observacao: z.string().nullable(),
  origem: z.string(),
  usuarioNome: z.string().nullable(),
  createdDate: z.string(),
});

export const pedidoNotaSchema = z.object({
  emissao: z.string(),
  documento: z.string(),
  serie: z.string(),
  chave: z.string(),
  valbrut: z.number(),
});

/** Titles of the order; dates as YYYYMMDD like the boleto list (docs/product/portal-cliente.md §3 Boleto). */
export const pedidoTituloSchema = z.object({
  emissao: z.string(),
  titulo: z.string(),
  prefixo: z.string(),
  parcela: z.string(),
  vencimento: z.string(),
  vencrea: z.string(),
  baixa: z.string().nullable(),
  valor: z.number(),
  valor_ori: z.number(),
  saldo: z.number(),
  numero_conta: z.string().nullable(),
  situacao: z.enum(['EMDIA', 'VENCIDO', 'QUITADO']),
  /** The title has a Pix (GET /boletos/pixBoletoCliente), as in the finance list. */
  pix: z.boolean(),
});

/** The Order entity of docs/product/portal-cliente.md §3: the order's columns with its unit, client and user. */
export const pedidoSchema = z
  .object(
    insertAfter(
      insertAfter(
        insertAfter(
          insertAfter(pedidoColunas.shape, 'statusId', {
            /** Same as statusId (the spec names both). */
            status: z.number().int(),
            statusDesc: z.string(),
          }),
          'unidadeId',
          {
            /** 'empresaCod/filialCod'. */
            unidadeDesc: z.string(),
            unidadeDescricao: z.string(),
            empresaCod: z.string(),
            filialCod: z.string(),
          },
        ),
        'clienteId',
        {
          clienteCodigo: z.string(),
          clienteLoja: z.string(),
          clienteRazao: z.string(),
          clienteCgc: z.string().nullable(),
        },
      ),
      'usuarioId',
      { usuarioNome: z.string().nullable() },
    ),
  )
  .extend({
    itens: z.array(pedidoItemSchema),
    historico: z.array(pedidoHistoricoSchema),
    notas: z.array(pedidoNotaSchema),
    titulos: z.array(pedidoTituloSchema),
  });
export type Pedido = z.infer<typeof pedidoSchema>;

/** A row of the order list (POST /api/pedidos/filtro/grid): the detail's header fields it shows. */
export const pedidoResumoSchema = pedidoSchema.pick({
  id: true,
  ref: true,
  statusId: true,
  statusDesc: true,
  emissao: true,
  total: true,
  qtdItens: true,
  qtdPeso: true,
  unidadeId: true,
  unidadeDesc: true,
  unidadeDescricao: true,
});
export type PedidoResumo = z.infer<typeof pedidoResumoSchema>;

export const pedidoRefParams = z.object({ ref: z.string().trim().min(1).max(20) });
export const pedidoRefQuery = z.object({
  codigoEmpresa: z.string().trim().min(1).max(10),
  codigoFilial: z.string().trim().min(1).max(10),
});

// ---------------------------------------------------------------- standing orders

export const pedidoPadraoItemSchema = z.object({
  produtoId: z.number().int(),
  produtoSku: z.string(),
  produtoDescricao: z.string(),
  quantidade: z.number(),
  tabelaPrecoSku: z.string(),
  tabelaPrecoDescricao: z.string().nullable(),
  pagamentoCondicaoId: z.number().int().nullable(),
  pagamentoCondicaoDescricao: z.string().nullable(),
});

export const pedidoPadraoSchema = z.object({
  id: z.number().int(),
  clienteId: z.number().int(),
  clienteCodigo: z.string(),
  clienteLoja: z.string(),
  clienteRazao: z.string(),
  clienteCgc: z.string().nullable(),
  pedidoId: z.number().int().nullable(),
  descricao: z.string(),
  observacao: z.string().nullable(),
  createdDate: z.string(),
  itens: z.array(pedidoPadraoItemSchema),
});
export type PedidoPadrao = z.infer<typeof pedidoPadraoSchema>;

export const pedidoPadraoListQuery = z.object({
  cliente: idFromText,
  search: z.string().trim().max(120).optional(),
});

export const pedidoPadraoCreateBody = z.object({
  pedidoId: id,
  /** Upper-cased; blank is refused. */
  descricao: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .transform((v) => v.toLocaleUpperCase('pt-BR')),
});
export type PedidoPadraoCreateBody = z.infer<typeof pedidoPadraoCreateBody>;

export const pedidoPadraoCarrinhoQuery = z.object({
  /** Unit id (unidades.id) whose current prices apply. */
  filial: idFromText,
});

const refSchema = z.object({ id: z.number().int(), sku: z.string(), descricao: z.string() });

/** A cart line (docs/product/portal-cliente.md §3 Cart item) at the unit's current prices for the client. */
export const carrinhoItemSchema = z.object({
  item: z.number().int(),
  produtoId: z.number().int(),
  produtoSku: z.string(),
  produtoDesc: z.string(),
  produtoQuant: z.number(),
  produtoQuantMin: z.number(),
  /** A measured unit's own multiple; null: none. */
  produtoMultiplo: z.number().nullable(),
  produtoPeso: z.number(),
  produtoPesoTotal: z.number(),
  produtoValorUnit: z.number(),
  produtoValorTotal: z.number(),
  produtoUM: z.string(),
  isObra: z.boolean(),
  obraId: z.number().int().nullable(),
  /** The chosen price table (modality). */
  modalidade: refSchema,
  /** The unit's price tables with this product's price for the client (as in the catalogue search). */
  modalidades: z.array(refSchema.extend({ valor: z.number(), ativo: z.boolean() })),
  /** Unit price of the chosen modality. */
  modalidadePreco: z.number(),
  pagamentoForma: refSchema.nullable(),
  pagamentoCondicao: refSchema.extend({ pgtoFormaId: z.number().int() }).nullable(),
  motorista: z.null(),
  veiculo: z.null(),
  fobVeiculoModelo: z.null(),
  fobVeiculoMarca: z.null(),
  fobVeiculoPlaca: z.null(),
  fobVeiculoPlacaCarreta: z.null(),
  fobMotoristaNome: z.null(),
  fobMotoristaCpf: z.null(),
  fobEmpresaNome: z.null(),
  fobCompradorNome: z.null(),
  dataEmbarque: z.null(),
  dataEmbarqueValid: z.boolean(),
});
export type CarrinhoItem = z.infer<typeof carrinhoItemSchema>;

export const pedidoPadraoCarrinhoResponse = z.object({
  pedidoPadraoId: z.number().int(),
  unidadeId: z.number().int(),
  itens: z.array(carrinhoItemSchema),
  /** Products of the standing order left out (inactive, or no active price at the unit). */
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
export type PedidoPadraoCarrinho = z.infer<typeof pedidoPadraoCarrinhoResponse>;

// ---------------------------------------------------------------- tracking of an order's invoice

/** GET /api/pedidos/{id}/rastreio?chave: an NF-e key of the order (absent: its latest invoice's key). */
export const pedidoRastreioQuery = z.object({
  chave: z.string().trim().max(60).optional(),
});
