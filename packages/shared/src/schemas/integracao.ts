// ERP integration API (/api/integracao/v1, docs/product/arquitetura.md §5) and the carriers' tracking service
// (docs/product/documentos-fiscais.md §4). Every batch is `{ itens: [...] }`, applied all or nothing; a bad
// item answers 400 with `fields` naming it ('itens.3.cgc'). Upserts are keyed by the ERP keys, so
// sending the same batch twice leaves the same state. In an upsert, a field left out keeps the
// stored value (or takes the default on insert); `null` clears an optional field.
import { z } from './zod';
import { DB_LIMITS } from '../constants';
import { isValidAccessKey } from '../fiscal/nfe';
import { PIX_ERRO_TEXTO, PIX_PAYLOAD_MAX, parsePix } from '../fiscal/pix';
import { errosPixUnidade } from '../fiscal/pix-unidade';
import { insertAfter, moneySchema } from './common';
import { pedidoColunas, pedidoItemColunas } from './pedidos';
import { errosProdutoUnidade, PRODUTO_QUANTIDADE_MAX } from '../unidades';
import { isValidCpf, isValidCpfOrCnpj, isValidPlate } from '../validators';

// ---------------------------------------------------------------- building blocks

/** ERP code: trimmed, not blank. */
const code = (max: number) => z.string().trim().min(1).max(max);
const text = (max: number) => z.string().trim().max(max);
const optText = (max: number) => text(max).nullish();
const money = moneySchema;
const stripDoc = (v: unknown) => (typeof v === 'string' ? v.replace(/[.\-/\s]/g, '').toUpperCase() : v);

export const erpEmpresa = code(10).describe('Empresa da unidade no ERP (ex.: 03)');
export const erpFilial = code(10).describe('Filial da unidade no ERP (ex.: 01)');
export const erpCodigo = code(20).describe('Código do cliente no ERP');
export const erpLoja = code(4).describe('Loja do cliente no ERP');

/** Dates the ERP may send: years 1900 to 2999. */
const inYears = (d: Date) => d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 2999;

/** Calendar day 'YYYY-MM-DD'. */
export const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'formato inválido (AAAA-MM-DD).')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && inYears(d);
  }, 'data inválida.');

/** Date-time ISO 8601; without an offset it is read as Brasília time (-03:00). */
export const isoDateTime = z
  .string()
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/,
    'formato inválido (ISO 8601).',
  )
  .refine((v) => {
    const d = parseErpDateTime(v);
    return d !== null && inYears(d);
  }, 'data inválida.');

/** Reads an isoDateTime (no offset = -03:00); null when invalid. */
export function parseErpDateTime(value: string): Date | null {
  let s = value.trim().replace(' ', 'T');
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(s)) s += '-03:00';
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

export const cpfCnpj = z.preprocess(
  stripDoc,
  z.string().refine((v) => isValidCpfOrCnpj(v), 'CPF/CNPJ inválido.'),
);
export const nfeKey = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s/g, '').toUpperCase() : v),
  z.string().refine((v) => isValidAccessKey(v), 'chave de acesso inválida (44 caracteres com DV correto).'),
);

export const batchOf = <T extends z.ZodTypeAny>(item: T, max = 1000) =>
  z.object({
    itens: z.array(item).min(1).max(max).describe(`De 1 a ${max} itens, aplicados em uma transação`),
  });

/** Answer of every upsert batch. */
export const batchResult = z.object({
  processados: z.number().int(),
  criados: z.number().int(),
  atualizados: z.number().int(),
  /** Accepted with a remark (e.g. a seller unknown to the portal). */
  avisos: z.array(z.object({ campo: z.string(), mensagem: z.string() })),
});
export type BatchResult = z.infer<typeof batchResult>;

const unidadeRef = z.object({ empresa: erpEmpresa, filial: erpFilial });
const clienteRef = z.object({ codigo: erpCodigo, loja: erpLoja });
const unidadeClienteRef = z.object({
  empresa: erpEmpresa,
  filial: erpFilial,
  codigo: erpCodigo,
  loja: erpLoja,
});

// ---------------------------------------------------------------- units and price tables

export const tabelaPrecoItem = z.object({
  /** Modality: CIF or FOB (any ERP table code is accepted). */
  sku: code(20),
  descricao: text(120).min(1),
  valor: money.optional(),
  ativo: z.boolean().optional(),
});

export const unidadeItem = unidadeRef
  .extend({
    descricao: text(120).min(1),
    uf: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'UF inválida.')
      .nullish(),
    cidade: optText(80),
    cnpj: z
      .preprocess(
        stripDoc,
        z.string().refine((v) => v.length === 14 && isValidCpfOrCnpj(v), 'CNPJ inválido.'),
      )
      .nullish(),
    ativo: z.boolean().optional(),
    /** The unit's Pix key for the portal's static BR Codes (docs/product/documentos-fiscais.md §5); null clears. */
    pixChave: optText(77).describe(
      'Chave Pix da unidade para o Pix estático que o portal gera nos títulos sem Pix do ERP (CPF/CNPJ só números, e-mail, +55DDDnúmero ou aleatória); null apaga',
    ),
    /** Receiver name (≤ 25) and city (≤ 15) of those BR Codes; sent with the key. */
    pixNome: optText(25).describe('Nome do recebedor do Pix (até 25), enviado com a chave'),
    pixCidade: optText(15).describe('Cidade do recebedor do Pix (até 15), enviada com a chave'),
    /** Price tables of the unit, upserted by sku (tables not listed are left as they are). */
    tabelasPreco: z.array(tabelaPrecoItem).max(50).optional(),
  })
  .superRefine((v, c) => {
    // the three Pix fields travel together: all set, or all null / absent
    if (v.pixChave === undefined && v.pixNome === undefined && v.pixCidade === undefined) return;
    const erros = errosPixUnidade({ chave: v.pixChave, nome: v.pixNome, cidade: v.pixCidade });
    for (const [campo, message] of Object.entries(erros))
      c.addIssue({ code: 'custom', path: [campo], message });
  });
export type UnidadeItem = z.infer<typeof unidadeItem>;

// ---------------------------------------------------------------- customers

export const clienteItem = clienteRef.extend({
  razao: text(160).min(1),
  nome: optText(120),
  cgc: cpfCnpj.nullish(),
  /** J (company) or F (person); derived from the cgc length when left out. */
  tipoPessoa: z.enum(['J', 'F']).optional(),
  ramoAtuacao: z.number().int().min(0).max(999).optional(),
  telefone: optText(20),
  email: optText(254),
  inscricaoEstadual: optText(20),
  /** P pending, L released, B blocked. Default L on insert. */
  status: z.enum(['P', 'L', 'B']).optional(),
  logradouro: optText(160),
  numero: optText(20),
  complemento: optText(80),
  bairro: optText(80),
  cidade: optText(80),
  cep: z.preprocess(stripDoc, z.string().regex(/^\d{8}$/, 'CEP inválido (8 dígitos).')).nullish(),
  uf: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'UF inválida.')
    .nullish(),
  /** A delivery-only customer (clienteEntrega target). */
  entrega: z.boolean().optional(),
  /** Serving seller: portal user by e-mail, or by its ERP seller code; null clears it. */
  vendedorEmail: optText(254),
  vendedorCodigo: optText(20),
  /** Units the customer buys from (replaces the list when sent). */
  unidades: z.array(unidadeRef).max(200).optional(),
  /** Payment methods enabled for the customer, by sku (replaces the list when sent). */
  pagamentoFormas: z.array(code(10)).max(50).optional(),
});
export type ClienteItem = z.infer<typeof clienteItem>;

// ---------------------------------------------------------------- catalogue and prices

export const categoriaItem = z.object({ erpCodigo: code(20), descricao: text(120).min(1) });
export type CategoriaItem = z.infer<typeof categoriaItem>;

/** A price of a product in a unit's price table, optionally negotiated for one customer. */
export const precoValor = unidadeRef.extend({
  /** Price table (modality) sku of the unit: CIF or FOB. */
  tabela: code(20),
  valor: money,
  /** Customer of a negotiated price (both or neither). */
  codigo: erpCodigo.optional(),
  loja: erpLoja.optional(),
  /** Deletes this price instead of writing it. */
  remover: z.boolean().optional(),
});
export const precoItem = precoValor.extend({ produtoSku: code(30) });
export type PrecoItem = z.infer<typeof precoItem>;

export const produtoItem = z
  .object({
    sku: code(30),
    descricao: text(200).min(1),
    nome: optText(120),
    /** Unit of measure: SC, TL, UN... */
    um: z.string().trim().toUpperCase().min(1).max(2),
    /** Weight in kg. */
    peso: z.number().min(0).max(999_999_999),
    quantMin: z
      .number()
      .positive()
      .max(PRODUTO_QUANTIDADE_MAX)
      .optional()
      .describe(
        'Quantidade mínima na unidade do produto: inteira para unidades contadas (SC, UN...), até 3 casas decimais para peso ou medida (TL: 1,5 t)',
      ),
    multiplo: z
      .number()
      .positive()
      .max(PRODUTO_QUANTIDADE_MAX)
      .nullish()
      .describe(
        'Múltiplo próprio de um produto vendido por peso ou medida (TL: 0.5 = de meia em meia tonelada), até 3 casas decimais; null remove. Produtos contados (SC, UN...) seguem o parâmetro FATOR_MULTI e não aceitam múltiplo',
      ),
    ncm: z
      .string()
      .trim()
      .regex(/^\d{8}$/, 'NCM inválido (8 dígitos).')
      .nullish(),
    ativo: z.boolean().optional(),
    /** Categories by ERP code (replaces the list when sent). */
    categorias: z.array(code(20)).max(50).optional(),
    precos: z.array(precoValor).max(500).optional(),
  })
  .superRefine((v, ctx) => {
    for (const [campo, message] of Object.entries(errosProdutoUnidade(v)))
      ctx.addIssue({ code: 'custom', path: [campo], message });
  });
export type ProdutoItem = z.infer<typeof produtoItem>;

// ---------------------------------------------------------------- stock per unit

/** The most a stock figure may read (numeric(15,3) in the database). */
export const ESTOQUE_QUANTIDADE_MAX = 999_999_999_999;
/** Stock rows per batch: a whole branch's catalogue in a few calls. */
export const ESTOQUE_LOTE_MAX = 5000;
const quantidadeEstoque = z
  .number()
  .min(0)
  .max(ESTOQUE_QUANTIDADE_MAX)
  .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'no máximo 3 casas decimais.');

export const estoqueItem = z.object({
  produtoSku: code(30),
  empresa: erpEmpresa,
  filial: erpFilial,
  quantidade: quantidadeEstoque.describe('Quantidade disponível na unidade, na unidade de medida do produto'),
  quantidadePedida: quantidadeEstoque
    .nullish()
    .describe('Quantidade a receber (em pedido de compra ou produção); null remove'),
  previsao: isoDay
    .nullish()
    .describe('Dia em que a quantidade a receber fica disponível (AAAA-MM-DD); null remove'),
  atualizadoEm: isoDateTime.describe(
    'Momento do saldo no ERP: um saldo mais antigo que o gravado é ignorado; um mais novo já conta os pedidos do portal',
  ),
});
export type EstoqueItem = z.infer<typeof estoqueItem>;

// ---------------------------------------------------------------- payment

export const pagamentoFormaItem = z.object({
  /** ANT = advance payment; BOL = boleto. */
  sku: code(10),
  descricao: text(80).min(1),
  status: z.enum(['L', 'B']).optional(),
});
export type PagamentoFormaItem = z.infer<typeof pagamentoFormaItem>;

export const pagamentoCondicaoItem = z.object({
  formaSku: code(10),
  sku: code(10),
  descricao: text(80).min(1),
  /** Installment due days after the invoice, e.g. [28, 56]; [] = cash. */
  parcelasDias: z.array(z.number().int().min(0).max(3650)).max(36),
});
export type PagamentoCondicaoItem = z.infer<typeof pagamentoCondicaoItem>;

// ---------------------------------------------------------------- works, drivers, vehicles, credit

export const obraItem = unidadeClienteRef.extend({
  obra: code(20),
  nome: text(120).min(1),
  logradouro: optText(160),
  bairro: optText(80),
  municipio: optText(80),
  /** The work's product (its CIF/FOB prices below). */
  produtoSku: code(30).nullish(),
  precoCif: money.optional(),
  precoFob: money.optional(),
  obsnf: optText(254),
  ativo: z.boolean().optional(),
});
export type ObraItem = z.infer<typeof obraItem>;

export const motoristaItem = clienteRef.extend({
  sku: code(20),
  nome: text(120).min(1),
  cpf: z
    .preprocess(
      stripDoc,
      z.string().refine((v) => isValidCpf(v), 'CPF inválido.'),
    )
    .nullish(),
});
export type MotoristaItem = z.infer<typeof motoristaItem>;

export const veiculoItem = clienteRef.extend({
  placa: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[-\s]/g, '').toUpperCase() : v),
    z.string().refine((v) => isValidPlate(v), 'placa inválida.'),
  ),
  eixos: z.number().int().min(1).max(20).optional(),
  descricao: text(120).min(1),
});
export type VeiculoItem = z.infer<typeof veiculoItem>;

export const limiteCreditoItem = unidadeClienteRef.extend({
  risco: code(2),
  limite: money,
  devedor: money,
  saldo: z.number().min(-DB_LIMITS.MONEY_MAX).max(DB_LIMITS.MONEY_MAX),
});
export type LimiteCreditoItem = z.infer<typeof limiteCreditoItem>;

// ---------------------------------------------------------------- titles, invoices, tracking

/** A Pix BR Code checked by parsePix; '' reads as null (clears). The message names the wrong part. */
export const pixPayload = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .superRefine((v, c) => {
      const r = parsePix(v);
      if (!r.ok) c.addIssue({ code: 'custom', message: `${PIX_ERRO_TEXTO[r.erro]}.` });
    })
    // after the check, so its message (which names the part) is the one the field shows
    .max(PIX_PAYLOAD_MAX)
    .nullable(),
);

export const tituloItem = unidadeClienteRef.extend({
  prefixo: code(3),
  titulo: code(9),
  parcela: code(2),
  /** Portal order reference, when the title comes from a portal order. */
  pedidoRef: code(20).nullish(),
  /** Access key of the invoice behind the title (it must have been sent). */
  chaveNfe: nfeKey.nullish(),
  /** Bank account of the boleto; null = no boleto (blocked in the portal). */
  numeroConta: optText(20),
  bancoCodigo: z
    .string()
    .trim()
    .regex(/^\d{3}$/, 'código de banco inválido (3 dígitos).')
    .nullish(),
  agencia: optText(5),
  carteira: optText(3),
  convenio: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, 'convênio inválido (até 7 dígitos).')
    .nullish(),
  nossoNumero: z
    .string()
    .trim()
    .regex(/^\d{1,17}$/, 'nosso número inválido (até 17 dígitos).')
    .nullish(),
  /** Original value; defaults to valor. */
  valorOri: money.optional(),
  valor: money,
  /** Open balance; 0 = paid. */
  saldo: money,
  emissao: isoDay,
  vencrea: isoDay,
  /** Write-off (payment) date. */
  baixa: isoDay.nullish(),
  /** The title's own late-payment terms; absent or null = the portal's BOLETO_* parameters. */
  multaPercentual: z.number().min(0).max(100).nullish(),
  jurosMesPercentual: z.number().min(0).max(100).nullish(),
  /** Days after the due date the bank may still receive the boleto. */
  diasLimite: z.number().int().min(0).max(3650).nullish(),
  /**
   * The bank's Pix BR Code ("copia e cola") of the boleto com Pix (docs/product/documentos-fiscais.md §5),
   * usually dynamic (a location in 26-25, txid '***'); at most 512 characters, CRC checked; field 54,
   * when present, must equal `valor`. Absent keeps the stored one; null or '' clears it.
   */
  pixCopiaECola: pixPayload
    .nullish()
    .describe(
      'Pix do boleto com Pix ("copia e cola", BR Code do banco, em geral dinâmico: location no campo 26-25 e txid ***), até 512 caracteres, ' +
        'CRC conferido; o campo 54, se houver, deve ser igual a valor. Ausente mantém o guardado; null ou vazio apaga. Título pago ou cancelado nunca mostra Pix.',
    ),
});
export type TituloItem = z.infer<typeof tituloItem>;

export const notaItem = unidadeClienteRef.extend({
  pedidoRef: code(20).nullish(),
  /** Access key; must have a right DV and equal the XML's protNFe/infProt/chNFe. */
  chave: nfeKey,
  /** The authorized nfeProc XML (layout 4.00), stored and served as sent. */
  xml: z.string().min(100).max(5_000_000),
});
export type NotaItem = z.infer<typeof notaItem>;

export const rastreioEventoItem = z.object({
  chave: nfeKey,
  dataHora: isoDateTime,
  dominio: optText(10),
  filial: optText(10),
  cidade: optText(80),
  /** Occurrence text ending with its code in parentheses: 'MERCADORIA ENTREGUE (01)'. */
  ocorrencia: text(120).min(1),
  descricao: optText(2000),
  tipo: optText(40),
  nomeRecebedor: optText(120),
  nroDocRecebedor: optText(20),
});
export type RastreioEventoItem = z.infer<typeof rastreioEventoItem>;

// ---------------------------------------------------------------- order status

export const pedidoItemUpdateInput = z.object({
  /** Item number of the order (pedido_itens.item). */
  item: z.number().int().min(1).max(9999),
  /** Item status; defaults to the order's new status. */
  statusId: z.number().int().min(0).max(10).optional(),
  /** Time of the ERP update; defaults to dataHora of the change. */
  datacad: isoDateTime.optional(),
  agendamento: isoDateTime.nullish(),
  ordemcarreg: optText(30),
  nota1: optText(9),
  serie1: optText(3),
  chave1: nfeKey.nullish(),
  nota2: optText(9),
  serie2: optText(3),
  chave2: nfeKey.nullish(),
});
export type PedidoItemUpdateInput = z.infer<typeof pedidoItemUpdateInput>;

export const pedidoStatusBody = unidadeRef.extend({
  /**
   * New status (docs/product/portal-cliente.md §4): 1 REALIZADO … 6 EM TRANSPORTE, 7 CANCELADO, 8 ENTREGUE, 9
   * CONCLUIDO.
   */
  statusId: z.number().int().min(0).max(10),
  /** Optimistic check: when sent and the order is no longer in it, 409 and nothing changes. */
  statusAnterior: z.number().int().min(0).max(10).optional(),
  /** When the change happened in the ERP; default now. */
  dataHora: isoDateTime.optional(),
  observacao: optText(500),
  erpNumero: optText(30),
  itens: z.array(pedidoItemUpdateInput).max(999).optional(),
});
export type PedidoStatusBody = z.infer<typeof pedidoStatusBody>;
export const pedidoRefParam = z.object({ ref: code(20) });

export const pedidoStatusResult = z.object({
  ref: z.string(),
  statusId: z.number().int(),
  /** false when the order already had this status and the item data (nothing written). */
  alterado: z.boolean(),
});
export type PedidoStatusResult = z.infer<typeof pedidoStatusResult>;

// ---------------------------------------------------------------- new-order feed

export const pedidosNovosQuery = z.object({
  limite: z.coerce.number().int().min(1).max(500).default(50),
});

/** An order line as the ERP takes it: the line's columns it needs, in the feed's order, and the work's code. */
export const pedidoFeedItem = z.object(
  insertAfter(
    pedidoItemColunas.pick({
      item: true,
      produtoSku: true,
      produtoDesc: true,
      produtoUM: true,
      produtoQuant: true,
      produtoPesoUnit: true,
      produtoValorUnit: true,
      produtoValorTotal: true,
      modalidadeSku: true,
      pagamentoFormaSku: true,
      pagamentoCondicaoSku: true,
      isObra: true,
      motoristaSku: true,
      veiculoPlaca: true,
      fobVeiculoModelo: true,
      fobVeiculoMarca: true,
      fobVeiculoPlaca: true,
      fobVeiculoPlacaCarreta: true,
      fobMotoristaNome: true,
      fobMotoristaCpf: true,
      fobEmpresaNome: true,
      fobCompradorNome: true,
      dataEmbarque: true,
      dentroEstoque: true,
      estoquePrevisao: true,
    }).shape,
    'isObra',
    { obra: z.string().nullable() },
  ),
);

/** An order as the ERP takes it: the order's columns it needs with the ERP keys of its unit, client and users. */
export const pedidoFeed = z
  .object(
    insertAfter(
      pedidoColunas.pick({
        ref: true,
        statusId: true,
        emissao: true,
        total: true,
        qtdItens: true,
        qtdPeso: true,
        obsnf: true,
      }).shape,
      'ref',
      { empresa: z.string(), filial: z.string() },
    ),
  )
  .extend({
    cliente: z.object({
      codigo: z.string(),
      loja: z.string(),
      cgc: z.string().nullable(),
      razao: z.string(),
    }),
    clienteEntrega: z
      .object({
        codigo: z.string().nullable(),
        loja: z.string().nullable(),
        cgc: z.string().nullable(),
        descricao: z.string().nullable(),
      })
      .nullable(),
    usuario: z.object({ nome: z.string(), email: z.string() }),
    vendedor: z.object({ nome: z.string(), email: z.string(), codigo: z.string().nullable() }).nullable(),
    itens: z.array(pedidoFeedItem),
  });
export type PedidoFeed = z.infer<typeof pedidoFeed>;
export const pedidosNovosResponse = z.object({ itens: z.array(pedidoFeed) });

export const pedidoAckItem = unidadeRef.extend({ ref: code(20), erpNumero: optText(30) });
export type PedidoAckItem = z.infer<typeof pedidoAckItem>;
export const pedidosAckResult = z.object({
  /** Orders acknowledged by this call (already acknowledged ones count too). */
  confirmados: z.number().int(),
});

// ---------------------------------------------------------------- cancellation feed

/** A portal cancellation of an order the ERP had already acknowledged: the ERP must cancel its copy. */
export const pedidoCanceladoFeed = z.object({
  ref: z.string(),
  empresa: z.string(),
  filial: z.string(),
  /** The ERP's own number, given when it acknowledged the order. */
  erpNumero: z.string().nullable(),
  /** ISO 8601: when the order was cancelled in the portal. */
  canceladoEm: z.string(),
  usuario: z.object({ nome: z.string(), email: z.string() }).nullable(),
});
export type PedidoCanceladoFeed = z.infer<typeof pedidoCanceladoFeed>;
export const pedidosCanceladosResponse = z.object({ itens: z.array(pedidoCanceladoFeed) });
export const pedidoCancelAckItem = unidadeRef.extend({ ref: code(20) });
export type PedidoCancelAckItem = z.infer<typeof pedidoCancelAckItem>;

// ---------------------------------------------------------------- API keys

export const apiKeyCreateBody = z.object({ nome: text(80).min(1) });
export const apiKeySchema = z.object({
  prefixo: z.string(),
  nome: z.string(),
  createdDate: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyInfo = z.infer<typeof apiKeySchema>;
/** The key is shown once, at creation. */
export const apiKeyCreated = apiKeySchema.extend({ chave: z.string() });
export const apiKeyPrefixParam = z.object({ prefixo: code(12) });

// ---------------------------------------------------------------- tracking
// (docs/product/documentos-fiscais.md §4)

export const rastreioRequest = z.object({ chave_nfe: z.string().trim().max(60) });

export const rastreioTracking = z.object({
  /** ISO 8601 with offset; parse defensively (other carriers send other formats). */
  data_hora: z.string(),
  dominio: z.string().nullable(),
  filial: z.string().nullable(),
  cidade: z.string().nullable(),
  /** Ends with the occurrence code in parentheses: 'MERCADORIA ENTREGUE (01)'. */
  ocorrencia: z.string(),
  descricao: z.string().nullable(),
  tipo: z.string().nullable(),
  data_hora_efetiva: z.string().nullable(),
  nome_recebedor: z.string().nullable(),
  nro_doc_recebedor: z.string().nullable(),
});
export type RastreioTracking = z.infer<typeof rastreioTracking>;

export const rastreioResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  documento: z
    .object({
      header: z.object({
        remetente: z.string(),
        destinatario: z.string(),
        nro_nf: z.string(),
        pedido: z.string(),
      }),
      /** Oldest first. */
      tracking: z.array(rastreioTracking),
    })
    .optional(),
});
export type RastreioResponse = z.infer<typeof rastreioResponse>;
