// Manager area II (docs/product/gestor-crm-vendas.md §2.7, §2.9–2.11, §3, §5, §7): customers with their units
// and users, units (/gestor/filiais/{id}) with their price tables, products with categories and picture, the
// 'Vendedores X Clientes' report, and the parameters screen (beyond the spec:
// docs/product/portal-cliente.md §6, §9 and docs/product/gestor-crm-vendas.md §9 parameters with their
// defaults and descriptions).
import { z } from './zod';
import {
  DB_LIMITS,
  LIMITS,
  MANAGER_PAGE_ROWS,
  PARAMETER_DEFAULTS,
  PRODUCT_UMS,
  STATUSES,
  type ParameterName,
  type Role,
} from '../constants';
import { formatPercentual, parsePercentual } from '../fiscal/encargos';
import { PIX_CHAVE_MAX, PIX_CIDADE_MAX, PIX_NOME_MAX } from '../fiscal/pix';
import { errosPixUnidade } from '../fiscal/pix-unidade';
import { MSG } from '../messages';
import { UFS } from '../registro';
import { errosProdutoUnidade, PRODUTO_QUANTIDADE_MAX } from '../unidades';
import { isValidCpfOrCnpj, isValidEmail } from '../validators';
import { sortQuery } from './common';

// ---------------------------------------------------------------- access

/** Reads of customers, units and products: every manager profile. Writes: ADMIN and GESTOR. */
export { GESTOR_WRITE_ROLES } from './gestor';
/** Reports and parameters (constants.ts, where the screen table reads them). */
export { PARAMETROS_READ_ROLES, PARAMETROS_WRITE_ROLES, RELATORIO_ROLES } from '../constants';
/** A price table's active flag (an override of ERP data): ADMIN only. */
export const TABELA_PRECO_WRITE_ROLES: readonly Role[] = ['ROLE_ADMIN'];

// ---------------------------------------------------------------- query-string helpers

const MAX_INT = DB_LIMITS.MAX_INT;
const intFromQuery = (v: unknown) =>
  v === '' || v === undefined ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
/** A required positive integer from a query string or a JSON body. */
const requiredId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int().positive().max(MAX_INT),
);
/**
 * Trimmed, upper-cased search text (manager searches are upper-cased, docs/product/gestor-crm-vendas.md §5);
 * '' -> undefined.
 */
const searchText = z
  .string()
  .trim()
  .max(120)
  .optional()
  .transform((v) => (v ? v.toUpperCase() : undefined));
const page = z.preprocess(intFromQuery, z.number().int().min(1).max(100_000).default(1));
const rows = (def: number) => z.preprocess(intFromQuery, z.number().int().min(1).max(200).default(def));

/** Rows of a page of the manager's customer and product lists. */
export const CADASTRO_PAGE_ROWS = MANAGER_PAGE_ROWS;

// ---------------------------------------------------------------- units

export const unidadeResumoSchema = z.object({
  id: z.number().int(),
  empresaCod: z.string(),
  filialCod: z.string(),
  descricao: z.string(),
  uf: z.string().nullable(),
  cidade: z.string().nullable(),
  ativo: z.boolean(),
});
export type UnidadeResumo = z.infer<typeof unidadeResumoSchema>;

/** GET /filial/filter?q: code ('03/01', '0301'), description or city; empty = every unit. */
export const filialFilterQuery = z.object({ q: searchText });

export const tabelaPrecoGestorSchema = z.object({
  id: z.number().int(),
  /** Modality (CIF/FOB). */
  sku: z.string(),
  descricao: z.string(),
  valor: z.number(),
  ativo: z.boolean(),
  /** Prices of the table (general and negotiated). */
  precos: z.number().int(),
});
export type TabelaPrecoGestor = z.infer<typeof tabelaPrecoGestorSchema>;

export const filialDetalheSchema = unidadeResumoSchema.extend({
  cnpj: z.string().nullable(),
  /** The unit's Pix receiver for the portal's static BR Codes (all null: none). */
  pixChave: z.string().nullable(),
  pixNome: z.string().nullable(),
  pixCidade: z.string().nullable(),
  tabelasPreco: z.array(tabelaPrecoGestorSchema),
  totalClientes: z.number().int(),
  totalUsuarios: z.number().int(),
});
export type FilialDetalhe = z.infer<typeof filialDetalheSchema>;

/** GET /filial/{id}/clientes and /filial/{id}/usuarios: paged, with an upper-cased search. */
export const filialListQuery = z.object({ search: searchText, page, rows: rows(20) });
export type FilialListQuery = z.infer<typeof filialListQuery>;

/** PUT /filial/{id}/tabelas/{tabelaId} {ativo}. */
export const tabelaPrecoParams = z.object({ id: requiredId, tabelaId: requiredId });
export const tabelaPrecoAtivoBody = z.object({ ativo: z.boolean() });

/** Who sets a unit's Pix receiver (PUT /filial/{id}/pix). */
export const FILIAL_PIX_WRITE_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_GESTOR'];

/** PUT /filial/{id}/pix: key, name and city together, or all three empty (null) to remove. */
export const filialPixBody = z
  .object({
    pixChave: z.string().trim().max(PIX_CHAVE_MAX).nullable(),
    pixNome: z.string().trim().max(PIX_NOME_MAX).nullable(),
    pixCidade: z.string().trim().max(PIX_CIDADE_MAX).nullable(),
  })
  .superRefine((v, c) => {
    const erros = errosPixUnidade({ chave: v.pixChave, nome: v.pixNome, cidade: v.pixCidade });
    for (const [campo, message] of Object.entries(erros))
      c.addIssue({ code: 'custom', path: [campo], message });
  });
export type FilialPixBody = z.infer<typeof filialPixBody>;

// ---------------------------------------------------------------- customers

export const usuarioResumoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  status: z.enum(STATUSES),
  statusDesc: z.string(),
});
export type UsuarioResumo = z.infer<typeof usuarioResumoSchema>;

/** GET /clientes/filter?search&page&rows: code, company name, tax id (digits) or id. */
/** Columns the customers list sorts by: the id, the ERP code (unique index) and the company name (the default order). */
export const CLIENTES_SORT_COLUMNS = ['id', 'codigo', 'razao'] as const;
export const clientesFilterQuery = z.object({
  search: searchText,
  page,
  rows: rows(CADASTRO_PAGE_ROWS),
  ...sortQuery(CLIENTES_SORT_COLUMNS),
});
export type ClientesFilterQuery = z.infer<typeof clientesFilterQuery>;

export const clienteListItemSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  loja: z.string(),
  razao: z.string(),
  cgc: z.string().nullable(),
  status: z.enum(STATUSES),
  statusDesc: z.string(),
});
export type ClienteListItem = z.infer<typeof clienteListItemSchema>;

export const enderecoGestorSchema = z.object({
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  cep: z.string().nullable(),
  uf: z.string().nullable(),
});

/** The manager customer (docs/product/gestor-crm-vendas.md §3). */
export const clienteGestorSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  loja: z.string(),
  razao: z.string(),
  cgc: z.string().nullable(),
  /** Responsible person. */
  nome: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(STATUSES),
  statusDesc: z.string(),
  endereco: enderecoGestorSchema,
  unidades: z.array(unidadeResumoSchema),
  usuarios: z.array(usuarioResumoSchema),
  vendedor: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  createdDate: z.string(),
  modifiedDate: z.string().nullable(),
});
export type ClienteGestor = z.infer<typeof clienteGestorSchema>;

/** Optional text: trimmed, upper-cased, '' or null -> null. */
const optUpper = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null));
const digitsOnly = (v: unknown) => (typeof v === 'string' ? v.replace(/\D/g, '') : v);
/** Tax id without punctuation: a CPF (11 digits) or a CNPJ (14, alphanumeric from 2026), with check digits. */
const cgcField = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[.\-/\s]/g, '').toUpperCase() : v),
  z
    .string()
    .max(LIMITS.CNPJ_MAX)
    .refine((v) => v === '' || isValidCpfOrCnpj(v), MSG.customerCgcInvalid)
    .nullish()
    .transform((v) => (v ? v : null)),
);

export const enderecoGestorBody = z.object({
  logradouro: optUpper(160),
  numero: optUpper(20),
  complemento: optUpper(80),
  bairro: optUpper(80),
  cidade: optUpper(80),
  cep: z.preprocess(
    digitsOnly,
    z
      .string()
      .max(LIMITS.CEP_MAX)
      .refine((v) => v === '' || /^\d{8}$/.test(v), MSG.customerCepInvalid)
      .nullish()
      .transform((v) => (v ? v : null)),
  ),
  uf: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string()
      .max(LIMITS.UF_MAX)
      .refine((v) => v === '' || (UFS as readonly string[]).includes(v), MSG.customerUfInvalid)
      .nullish()
      .transform((v) => (v ? v : null)),
  ),
});

/** POST /clientes and PUT /clientes/{id}: the customer dto (a new customer starts as P). */
export const clienteGestorBody = z.object({
  id: z.number().int().positive().max(MAX_INT).nullish(),
  codigo: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((v) => v.toUpperCase()),
  loja: z
    .string()
    .trim()
    .min(1)
    .max(4)
    .transform((v) => v.toUpperCase()),
  razao: z
    .string()
    .trim()
    .min(1)
    .max(160)
    .transform((v) => v.toUpperCase()),
  cgc: cgcField,
  nome: optUpper(120),
  telefone: z.preprocess(
    digitsOnly,
    z
      .string()
      .refine((v) => v === '' || /^\d{10,11}$/.test(v), MSG.customerPhoneInvalid)
      .nullish()
      .transform((v) => (v ? v : null)),
  ),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((v) => v === '' || isValidEmail(v), MSG.registrationEmailInvalid)
    .nullish()
    .transform((v) => (v ? v : null)),
  status: z.enum(STATUSES).nullish(),
  endereco: enderecoGestorBody.nullish(),
});
export type ClienteGestorBody = z.input<typeof clienteGestorBody>;
export type ClienteGestorData = z.output<typeof clienteGestorBody>;

/** POST /clientes/unidade: pk = the customer, fk = the unit. */
export const clienteUnidadeBody = z.object({ pk: requiredId, fk: requiredId });
/** DELETE /clientes/unidade?cliente&unidade. */
export const clienteUnidadeDeleteQuery = z.object({ cliente: requiredId, unidade: requiredId });

// ---------------------------------------------------------------- products

/** GET /produtos/gestor/filter?q&page&rows: every word over code, name, description and weight; or the id. */
/** Columns the products list sorts by: the id (the default order) and the code (unique index); 300 000 rows. */
export const PRODUTOS_SORT_COLUMNS = ['id', 'sku'] as const;
export const produtosGestorFilterQuery = z.object({
  q: searchText,
  page,
  rows: rows(CADASTRO_PAGE_ROWS),
  ...sortQuery(PRODUTOS_SORT_COLUMNS),
});
export type ProdutosGestorFilterQuery = z.infer<typeof produtosGestorFilterQuery>;

export const produtoListItemSchema = z.object({
  produtoId: z.number().int(),
  produtoSku: z.string(),
  produtoDesc: z.string(),
  produtoUM: z.string(),
  produtoPeso: z.number(),
  produtoQuantMin: z.number(),
  produtoMultiplo: z.number().nullable(),
  ativo: z.boolean(),
});
export type ProdutoListItem = z.infer<typeof produtoListItemSchema>;

export const categoriaProdutoSchema = z.object({
  id: z.number().int(),
  role: z.string(),
  descricao: z.string(),
});
export type CategoriaProduto = z.infer<typeof categoriaProdutoSchema>;

export const produtoImagemInfoSchema = z.object({
  /** GET address of the picture, versioned by the entity tag so a new picture is never a cached old one. */
  url: z.string(),
  etag: z.string(),
  contentType: z.string(),
  tamanho: z.number().int(),
  updatedDate: z.string(),
});
export type ProdutoImagemInfo = z.infer<typeof produtoImagemInfoSchema>;

/** The product of the manager (docs/product/gestor-crm-vendas.md §3 Product). */
export const produtoGestorSchema = z.object({
  produtoId: z.number().int(),
  produtoSku: z.string(),
  produtoDesc: z.string(),
  produtoUM: z.string(),
  produtoPeso: z.number(),
  /** Whole for a counted unit (SC, UN), up to three decimals for a measured one (TL). */
  produtoQuantMin: z.number(),
  /** A measured unit's own multiple (TL: 0,5); null: none. */
  produtoMultiplo: z.number().nullable(),
  ativo: z.boolean(),
  categorias: z.array(categoriaProdutoSchema),
  imagem: produtoImagemInfoSchema.nullable(),
  createdDate: z.string(),
  modifiedDate: z.string().nullable(),
});
export type ProdutoGestor = z.infer<typeof produtoGestorSchema>;

/** A decimal from JSON: a number or a pt-BR/en string ('12,5', '12.5'). */
const decimal = (max: number) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const s = v
      .trim()
      .replace(/\.(?=\d{3}(\D|$))/g, '')
      .replace(',', '.');
    return s === '' ? undefined : /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : v;
  }, z.number().min(0).max(max));

/**
 * POST /produtos and PUT /produtos/{id}: {produtoId, produtoSku, produtoDesc, produtoUM, produtoPeso,
 * produtoQuantMin, produtoMultiplo}. The minimum takes up to three decimals for a measured unit
 * (TL) and must be whole for a counted one; the multiple only for a measured unit (left out or
 * null: none), as the ERP API (@portal/shared/unidades errosProdutoUnidade).
 */
export const produtoGestorBody = z
  .object({
    produtoId: z.number().int().positive().max(MAX_INT).nullish(),
    produtoSku: z
      .string()
      .trim()
      .min(1)
      .max(30)
      .transform((v) => v.toUpperCase()),
    produtoDesc: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .transform((v) => v.toUpperCase()),
    produtoUM: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v === null || v === undefined ? '' : v),
      z
        .string()
        .refine((v) => (PRODUCT_UMS as readonly string[]).includes(v), MSG.productUmRequired)
        .transform((v) => v as (typeof PRODUCT_UMS)[number]),
    ),
    /** Weight in kg (3 decimals). */
    produtoPeso: decimal(999_999_999),
    produtoQuantMin: decimal(PRODUTO_QUANTIDADE_MAX),
    produtoMultiplo: decimal(PRODUTO_QUANTIDADE_MAX).nullish(),
  })
  .superRefine((v, ctx) => {
    const erros = errosProdutoUnidade({
      um: v.produtoUM,
      quantMin: v.produtoQuantMin,
      multiplo: v.produtoMultiplo,
    });
    if (erros.quantMin) ctx.addIssue({ code: 'custom', path: ['produtoQuantMin'], message: erros.quantMin });
    if (erros.multiplo) ctx.addIssue({ code: 'custom', path: ['produtoMultiplo'], message: erros.multiplo });
  });
export type ProdutoGestorBody = z.input<typeof produtoGestorBody>;
export type ProdutoGestorData = z.output<typeof produtoGestorBody>;

/** POST /produtos/categoria and DELETE /produtos/categoria: pk = the product, fk = the category. */
export const produtoCategoriaBody = z.object({ pk: requiredId, fk: requiredId });

/** Picture upload: the raw bytes with their Content-Type (no multipart, no base64). */
export const PRODUTO_IMAGEM_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
export const PRODUTO_IMAGEM_MAX_BYTES = 2 * 1024 * 1024;

// ---------------------------------------------------------------- report

/**
 * Calendar day 'YYYY-MM-DD'; '' or absent -> undefined (an empty date input is ignored,
 * docs/product/gestor-crm-vendas.md §5).
 */
const day = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'formato inválido (AAAA-MM-DD).')
    .refine(
      (s) =>
        !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      'data inválida.',
    )
    .optional(),
);

/**
 * GET /relatorios/clientes/clientes-vendedor/excel: client creation and order creation periods
 * (Brasília days, inclusive). The spec's dialog names (dataInicial, dataFinal, dataInicialPedido,
 * dataFinalPedido) are accepted as aliases.
 */
export const relatorioClientesVendedorQuery = z
  .object({
    clienteCreatedStart: day,
    clienteCreatedEnd: day,
    pedidoCreatedStart: day,
    pedidoCreatedEnd: day,
    dataInicial: day,
    dataFinal: day,
    dataInicialPedido: day,
    dataFinalPedido: day,
  })
  .transform((q) => ({
    clienteCreatedStart: q.clienteCreatedStart ?? q.dataInicial,
    clienteCreatedEnd: q.clienteCreatedEnd ?? q.dataFinal,
    pedidoCreatedStart: q.pedidoCreatedStart ?? q.dataInicialPedido,
    pedidoCreatedEnd: q.pedidoCreatedEnd ?? q.dataFinalPedido,
  }))
  .superRefine((q, ctx) => {
    if (q.clienteCreatedStart && q.clienteCreatedEnd && q.clienteCreatedEnd < q.clienteCreatedStart)
      ctx.addIssue({ code: 'custom', path: ['clienteCreatedEnd'], message: MSG.dashboardEndBeforeStart });
    if (q.pedidoCreatedStart && q.pedidoCreatedEnd && q.pedidoCreatedEnd < q.pedidoCreatedStart)
      ctx.addIssue({ code: 'custom', path: ['pedidoCreatedEnd'], message: MSG.dashboardEndBeforeStart });
  });
export type RelatorioClientesVendedorQuery = z.output<typeof relatorioClientesVendedorQuery>;

export const RELATORIO_CLIENTES_VENDEDOR_FILE = 'Relatorio_vendedores_clientes.xlsx';

// ---------------------------------------------------------------- parameters

export type ParametroTipo =
  'simnao' | 'sn' | 'inteiro' | 'percentual' | 'opcoes' | 'texto' | 'codigo' | 'email' | 'setores';

export interface ParametroInfo {
  tipo: ParametroTipo;
  grupo: string;
  descricao: string;
  /** Readable before login (GET /config/publico). */
  publico?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  opcoes?: readonly { valor: string; descricao: string }[];
}

export const PARAMETRO_GRUPOS = [
  'Vendas e carrinho',
  'Pedidos e financeiro',
  'Acesso e login',
  'Vendedor',
  'Contatos e suporte',
] as const;
const [VENDAS, PEDIDOS, ACESSO, VENDEDOR, SUPORTE] = PARAMETRO_GRUPOS;

/**
 * Every parameter of docs/product/portal-cliente.md §6, §9 and docs/product/gestor-crm-vendas.md §9: how it
 * is edited and what it does.
 */
export const PARAMETROS_INFO: Record<ParameterName, ParametroInfo> = {
  REALIZA_VENDAS: {
    tipo: 'simnao',
    grupo: VENDAS,
    descricao:
      'Habilita as vendas no portal (pesquisa de produtos, carrinho e pedidos). Com NAO, todos entram direto no financeiro.',
  },
  DESC_CARRINHO: {
    tipo: 'texto',
    grupo: VENDAS,
    maxLength: 30,
    publico: true,
    descricao: 'Nome do carrinho mostrado aos clientes (ex.: CAMINHÃO).',
  },
  USA_PEDIDO_PADRAO: {
    tipo: 'simnao',
    grupo: VENDAS,
    descricao: 'Mostra o menu Pedido Padrão aos clientes: pedidos salvos para repetir.',
  },
  DATA_EMBARQUE: {
    tipo: 'simnao',
    grupo: VENDAS,
    descricao: 'Pede a data de embarque de cada item no carrinho e a mostra nos pedidos.',
  },
  CONSULTA_OBRAS: {
    tipo: 'simnao',
    grupo: VENDAS,
    descricao: 'Permite escolher uma obra do cliente, com preço próprio, no carrinho.',
  },
  CLIENTES_ENTREGAS: {
    tipo: 'simnao',
    grupo: VENDAS,
    descricao: 'Permite informar um cliente de entrega diferente no carrinho.',
  },
  ALTERA_PRECO_ITEM: {
    tipo: 'simnao',
    grupo: VENDAS,
    descricao: 'Permite alterar o preço unitário de um item no carrinho.',
  },
  CAD_MOTORISTA_CARRINHO: {
    tipo: 'simnao',
    grupo: VENDAS,
    descricao: 'Permite cadastrar motorista e veículo no carrinho (retirada FOB).',
  },
  QTD_CARRINHO_SIMPLES: {
    tipo: 'simnao',
    grupo: VENDAS,
    descricao: 'Confere a quantidade mínima também ao sair do campo de quantidade e no Enter.',
  },
  UTILIZA_BANNER: {
    tipo: 'sn',
    grupo: VENDAS,
    descricao: 'Mostra o banner na pesquisa de produtos (S ou N).',
  },
  FATOR_MULTI: {
    tipo: 'inteiro',
    grupo: VENDAS,
    min: 1,
    max: 10_000,
    descricao: 'Múltiplo do arredondamento das quantidades no carrinho (1 = sem arredondamento).',
  },
  SM_TEMPLATE: {
    tipo: 'opcoes',
    grupo: VENDAS,
    opcoes: [
      { valor: '0', descricao: '0 - padrão: todo produto com preço na unidade' },
      { valor: '1', descricao: '1 - carteira negociada do cliente e suas obras' },
    ],
    descricao: 'Sincronização do catálogo do cliente ao entrar e ao trocar de cliente ou filial.',
  },
  TRACKING_DANFE: {
    tipo: 'simnao',
    grupo: PEDIDOS,
    descricao: 'Mostra o rastreio da entrega junto das notas fiscais (DANFE).',
  },
  PED_DET_ETAPA_2: {
    tipo: 'texto',
    grupo: PEDIDOS,
    maxLength: 40,
    descricao: 'Texto da segunda etapa da barra de progresso no detalhe do pedido.',
  },
  DIAS_BOLETO: {
    tipo: 'inteiro',
    grupo: PEDIDOS,
    min: 1,
    max: 365,
    descricao: 'Dias antes e depois de hoje no filtro inicial de boletos e documentos do financeiro.',
  },
  BOLETO_MULTA_PERCENTUAL: {
    tipo: 'percentual',
    grupo: PEDIDOS,
    min: 0,
    max: 20,
    descricao:
      'Multa por atraso dos boletos, em % do saldo (ex.: 2,00), cobrada uma vez após o vencimento, quando o ERP não envia a do título.',
  },
  BOLETO_JUROS_MES_PERCENTUAL: {
    tipo: 'percentual',
    grupo: PEDIDOS,
    min: 0,
    max: 20,
    descricao:
      'Juros de mora dos boletos, em % ao mês (ex.: 1,00), cobrados por dia de atraso (1/30 ao dia), quando o ERP não envia os do título.',
  },
  BLOQUEIA_PEDIDO_SEM_LIMITE: {
    tipo: 'simnao',
    grupo: PEDIDOS,
    descricao:
      'Recusa o pedido cujo valor ultrapassa o limite de crédito disponível (o Saldo do cabeçalho). Com NAO, o cliente só é avisado ao finalizar.',
  },
  PERMITE_PEDIDO_ACIMA_ESTOQUE: {
    tipo: 'simnao',
    grupo: PEDIDOS,
    descricao:
      'Aceita item acima do estoque disponível da filial (entregue a partir da previsão do ERP), com aviso. Com NAO, o pedido acima do estoque é recusado.',
  },
  ESTOQUE_IDADE_HORAS: {
    tipo: 'inteiro',
    grupo: PEDIDOS,
    min: 1,
    max: 720,
    descricao:
      'Horas após as quais o estoque mostrado ao cliente diz quando foi atualizado pelo ERP (ex.: "atualizado há 3 dias").',
  },
  PIX_INTENCAO_HORAS: {
    tipo: 'inteiro',
    grupo: PEDIDOS,
    min: 1,
    max: 720,
    descricao:
      'Horas de validade do Pix de vários títulos gerado no financeiro; depois disso o ERP não o confirma e o cliente gera outro.',
  },
  BOLETO_DIAS_LIMITE: {
    tipo: 'inteiro',
    grupo: PEDIDOS,
    min: 0,
    max: 365,
    descricao:
      'Dias após o vencimento em que o boleto ainda pode ser pago no banco (0 = só até o vencimento), quando o ERP não envia o do título.',
  },
  IS_EXIBE_AJUDA: {
    tipo: 'simnao',
    grupo: ACESSO,
    publico: true,
    descricao: 'Mostra a ajuda na tela de login.',
  },
  USA_PSW_FORTE: {
    tipo: 'simnao',
    grupo: ACESSO,
    publico: true,
    descricao: 'Exige senha forte (pelo menos Boa) no cadastro e na troca de senha.',
  },
  VENDEDOR_EMP_DEFAULT: {
    tipo: 'codigo',
    grupo: VENDEDOR,
    maxLength: 10,
    descricao: 'Empresa (código do ERP) padrão do vendedor e dos cadastros de novos clientes.',
  },
  VENDEDOR_FIL_DEFAULT: {
    tipo: 'codigo',
    grupo: VENDEDOR,
    maxLength: 10,
    descricao: 'Filial (código do ERP) padrão do vendedor e dos cadastros de novos clientes.',
  },
  VENDEDOR_TPL_DEFAULT: {
    tipo: 'inteiro',
    grupo: VENDEDOR,
    min: 0,
    max: 99,
    descricao: 'Modelo (tpl) da consulta de vendas e da sincronização de clientes do vendedor.',
  },
  EMAIL_SUPORTE0: {
    tipo: 'email',
    grupo: SUPORTE,
    publico: true,
    descricao: 'E-mail do suporte mostrado nos erros de sincronização e na ajuda do login.',
  },
  CRM_LISTA_SETORES: {
    tipo: 'setores',
    grupo: SUPORTE,
    maxLength: 1000,
    descricao: 'Setores dos contatos (CRM): pares CODIGO=DESCRICAO separados por ";".',
  },
  ORCAMENTO_VALIDADE_DIAS: {
    tipo: 'inteiro',
    grupo: VENDAS,
    min: 1,
    max: 365,
    descricao:
      'Dias de validade do orçamento (PDF do carrinho): até essa data ele pode ser reaberto no carrinho.',
  },
  ORCAMENTO_EMAILS_DIA: {
    tipo: 'inteiro',
    grupo: VENDAS,
    min: 1,
    max: 1000,
    descricao:
      'Envios de orçamento por e-mail que cada usuário pode fazer por dia (dia de Brasília); acima disso o envio é recusado até o dia seguinte.',
  },
};

export const isParameterName = (nome: string): nome is ParameterName =>
  Object.prototype.hasOwnProperty.call(PARAMETROS_INFO, nome);

const SETORES_RE = /^\d{1,9}=[^;=]{1,60}(;\d{1,9}=[^;=]{1,60})*$/;

/**
 * The value to store for a parameter (trimmed; toggles and codes upper-cased), or the pt-BR
 * message of why it is refused. Shared by the screen and the API.
 */
export function normalizeParametro(nome: ParameterName, raw: string): { valor: string } | { error: string } {
  const info = PARAMETROS_INFO[nome];
  const v = raw.trim();
  switch (info.tipo) {
    case 'simnao': {
      const u = v.toUpperCase();
      return u === 'SIM' || u === 'NAO' ? { valor: u } : { error: MSG.parameterToggleInvalid('SIM', 'NAO') };
    }
    case 'sn': {
      const u = v.toUpperCase();
      return u === 'S' || u === 'N' ? { valor: u } : { error: MSG.parameterToggleInvalid('S', 'N') };
    }
    case 'inteiro': {
      const min = info.min ?? 0;
      const max = info.max ?? MAX_INT;
      if (!/^\d{1,9}$/.test(v) || Number(v) < min || Number(v) > max)
        return { error: MSG.parameterIntegerInvalid(min, max) };
      return { valor: String(Number(v)) };
    }
    case 'opcoes': {
      const opcoes = info.opcoes ?? [];
      return opcoes.some((o) => o.valor === v)
        ? { valor: v }
        : { error: MSG.parameterOptionInvalid(opcoes.map((o) => o.valor).join(', ')) };
    }
    case 'percentual': {
      const n = parsePercentual(v);
      const min = info.min ?? 0;
      const max = info.max ?? 100;
      return Number.isNaN(n) || n < min || n > max
        ? { error: MSG.parameterPercentInvalid(min, max) }
        : { valor: formatPercentual(n) };
    }
    case 'codigo': {
      const max = info.maxLength ?? 10;
      return new RegExp(`^\\d{1,${max}}$`).test(v) ? { valor: v } : { error: MSG.parameterCodeInvalid(max) };
    }
    case 'email':
      return isValidEmail(v) ? { valor: v.toLowerCase() } : { error: MSG.parameterEmailInvalid };
    case 'setores': {
      const list = v
        .split(';')
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) =>
          p
            .split('=')
            .map((x) => x.trim())
            .join('='),
        )
        .join(';')
        .toUpperCase();
      return list.length <= (info.maxLength ?? 1000) && SETORES_RE.test(list)
        ? { valor: list }
        : { error: MSG.parameterSetoresInvalid };
    }
    default: {
      const max = info.maxLength ?? 120;
      return v.length >= 1 && v.length <= max
        ? { valor: v.toUpperCase() }
        : { error: MSG.parameterTextInvalid(max) };
    }
  }
}

export const parametroSchema = z.object({
  nome: z.string(),
  valor: z.string(),
  padrao: z.string(),
  tipo: z.enum(['simnao', 'sn', 'inteiro', 'percentual', 'opcoes', 'texto', 'codigo', 'email', 'setores']),
  grupo: z.string(),
  descricao: z.string(),
  publico: z.boolean(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
  opcoes: z.array(z.object({ valor: z.string(), descricao: z.string() })).nullable(),
});
export type Parametro = z.infer<typeof parametroSchema>;

export const parametroParams = z.object({ nome: z.string().trim().min(1).max(60) });
export const parametroUpdateBody = z.object({ valor: z.string().max(1000) });

/** The default value of a parameter. */
export const parametroPadrao = (nome: ParameterName): string => PARAMETER_DEFAULTS[nome];
