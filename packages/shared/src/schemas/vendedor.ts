// Seller sales consultation (docs/product/gestor-crm-vendas.md §2.14, §3 Sales consultation result, §7): the
// server declares the filter fields and the columns; rows are paged and sorted on the server (a seller can
// have thousands of orders), with the grand totals of the whole filtered set.
import { z } from './zod';
import { SALES_PAGE_SIZES } from '../constants';

/**
 * Money columns that get page and grand totals when all three exist
 * (docs/product/gestor-crm-vendas.md §2.14).
 */
export const SALES_TOTAL_KEYS = ['valorVenda', 'valorPago', 'valorSaldo'] as const;
export type SalesTotalKey = (typeof SALES_TOTAL_KEYS)[number];
export const SALES_DEFAULT_PAGE_SIZE = SALES_PAGE_SIZES[0];
/** 'Todas' (all rows). */
export const SALES_ALL_ROWS = -1;

const emptyToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v;
const optionalQueryText = (max: number) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());

/** Query of POST /vendedor/consultas/pedidos: template, unit (ERP context) and the seller's CPF. */
export const consultaPedidosQuery = z.object({
  /** Template of the ERP integration (VENDEDOR_TPL_DEFAULT); only '0' (padrão) exists. */
  tpl: optionalQueryText(10),
  /** ERP company and branch of the call; when both are given they must name a known unit. */
  empresa: optionalQueryText(10),
  filial: optionalQueryText(10),
  /** The seller's CPF; it must be the logged-in user's (403 otherwise). */
  cgc: optionalQueryText(18),
});
export type ConsultaPedidosQuery = z.infer<typeof consultaPedidosQuery>;

/** 'YYYY-MM-DD' or empty (the default applies). Checked as a calendar day by the service. */
const dayText = z.preprocess(emptyToUndefined, z.string().trim().max(10).optional());
const intText = (min: number, max: number) =>
  z.preprocess((v) => {
    const e = emptyToUndefined(v);
    return typeof e === 'string' && /^-?\d+$/.test(e.trim()) ? Number(e) : e;
  }, z.number().int().min(min).max(max).optional());

/** Body: the filter values (keys of tableFilterFields) and the table state (page, size, sort). */
export const consultaPedidosBody = z.preprocess(
  // No body at all: every default applies.
  (v) => (v === null || v === undefined ? {} : v),
  z.object({
    formFilterPeriodoDe: dayText,
    formFilterPeriodoAte: dayText,
    /** Client code, name (razão social) or CPF/CNPJ, part of it. */
    formFilterCliente: optionalQueryText(120),
    /** Order reference, part of it. */
    formFilterPedido: optionalQueryText(20),
    /** Order status id; empty = every status. */
    formFilterStatus: intText(0, 99),
    /** Unit 'EMP/FIL'; empty = every unit. */
    formFilterUnidade: optionalQueryText(21),
    /** 1-based page. */
    tablePage: intText(1, 1_000_000),
    /** 10 (default), 25, 50 or -1 (Todas); any size from 1 to 500 is accepted. */
    tableRows: intText(-1, 500).refine(
      (v) => v === undefined || v === SALES_ALL_ROWS || v >= 1,
      'valor não permitido.',
    ),
    /** A column key; default pedidoEmissao. */
    tableSortKey: optionalQueryText(40),
    tableSortDir: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toLowerCase()) : v),
      z.enum(['asc', 'desc']).optional(),
    ),
  }),
);
export type ConsultaPedidosBody = z.infer<typeof consultaPedidosBody>;

export const salesFilterFieldSchema = z.object({
  key: z.string(),
  description: z.string(),
  /** date ('YYYY-MM-DD'), text or select (with options). */
  type: z.enum(['date', 'text', 'select']),
  /** Width in grid columns (of 12) on wide screens. */
  size: z.number().int(),
  order: z.number().int(),
  /** The value in force (defaults filled in). */
  value: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type SalesFilterField = z.infer<typeof salesFilterFieldSchema>;

export const salesColumnSchema = z.object({
  key: z.string(),
  description: z.string(),
  align: z.enum(['left', 'center', 'right']),
  order: z.number().int(),
  /** How the client shows the value: text, date (DD/MM/YYYY) or currency (R$ 0,0.00). */
  type: z.enum(['text', 'date', 'currency']),
  sortable: z.boolean(),
});
export type SalesColumn = z.infer<typeof salesColumnSchema>;

export const salesRowSchema = z.object({
  /** Unique row key: empresa/filial/ref. */
  key: z.string(),
  pedidoNumero: z.string(),
  /** ISO instant of the order. */
  pedidoEmissao: z.string(),
  codigoEmpresa: z.string(),
  codigoFilial: z.string(),
  /** 'EMP/FIL'. */
  unidade: z.string(),
  /** 'codigo/loja'. */
  clienteCodigo: z.string(),
  clienteRazao: z.string(),
  clienteCgc: z.string().nullable(),
  statusId: z.number().int(),
  statusDescricao: z.string(),
  /** Where the order was placed (PORTAL, ERP...). */
  origem: z.string(),
  /** Order total. */
  valorVenda: z.number(),
  /** Paid part of the order's titles: Σ(valor − saldo); 0 before billing. */
  valorPago: z.number(),
  /** Still to be received of a billed order: valorVenda − valorPago (salesFigures, vendas.ts). */
  valorSaldo: z.number(),
  /** The order has titles; false: not billed yet, no balance (the screen says 'não faturado'). */
  faturado: z.boolean(),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const salesTotalsSchema = z.object({
  valorVenda: z.number(),
  valorPago: z.number(),
  valorSaldo: z.number(),
});
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

/** The cancelled orders of the filtered set, apart: listed, but out of every total. */
export const salesCanceladosSchema = z.object({ pedidos: z.number().int(), valor: z.number() });
export type SalesCancelados = z.infer<typeof salesCanceladosSchema>;

export const consultaPedidosResponse = z.object({
  tableFilterFields: z.array(salesFilterFieldSchema),
  tableColsHeader: z.array(salesColumnSchema),
  /** The rows of the requested page (every row with tableRows -1). */
  tableRowsData: z.array(salesRowSchema),
  tablePage: z.number().int(),
  tableRows: z.number().int(),
  /** Rows of the whole filtered set. */
  tableTotalRows: z.number().int(),
  tableSortKey: z.string(),
  tableSortDir: z.enum(['asc', 'desc']),
  /** Grand totals of the whole filtered set (valorSaldo: the rows' balances, billed orders only). */
  tableTotals: salesTotalsSchema,
  /** 'Cancelados': count and value of the cancelled orders of the whole filtered set. */
  tableCancelados: salesCanceladosSchema,
});
export type ConsultaPedidosResponse = z.infer<typeof consultaPedidosResponse>;
