// Customer calls of the buying side (docs/product/portal-cliente.md §7 Customers): credit, overdue titles,
// customer data, payment methods, works, drivers and vehicles, ERP customer search and the seller's client
// sync.
import { z } from './zod';
import { clienteResumoSchema } from './auth';
import { idSchema } from './common';

/** A required ERP key from the query string (empresa, filial, codigo, loja). */
export const erpKey = (max: number) => z.string().trim().min(1).max(max);

/** A positive integer id from a query string or JSON body; missing -> "campo obrigatório". */
export const requiredId = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  idSchema,
);

/** The unit (empresa/filial) and the customer (codigo/loja) of a customer call. */
export const clienteErpQuery = z.object({
  empresa: erpKey(10),
  filial: erpKey(10),
  codigo: erpKey(20),
  loja: erpKey(4),
});
export type ClienteErpQuery = z.infer<typeof clienteErpQuery>;

export const enderecoSchema = z.object({
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  cep: z.string().nullable(),
  uf: z.string().nullable(),
});
export type Endereco = z.infer<typeof enderecoSchema>;

/**
 * Cliente entity (docs/product/portal-cliente.md §3): the summary of the logged-in user's clients plus the
 * address.
 */
export const clienteSchema = clienteResumoSchema.extend({ endereco: enderecoSchema });
export type Cliente = z.infer<typeof clienteSchema>;

export const limiteCreditoSchema = z.object({
  codigo: z.string(),
  loja: z.string(),
  risco: z.string(),
  limite: z.number(),
  devedor: z.number(),
  saldo: z.number(),
});
export type LimiteCredito = z.infer<typeof limiteCreditoSchema>;

export const titulosVencidosSchema = z.object({ total: z.number().int() });

export const clienteInfoParams = z.object({ clienteId: requiredId });
export const pagamentosQuery = z.object({ id: requiredId });

export const pagamentoCondicaoSchema = z.object({
  id: z.number().int(),
  pgtoFormaId: z.number().int(),
  descricao: z.string(),
  sku: z.string(),
});
export type PagamentoCondicao = z.infer<typeof pagamentoCondicaoSchema>;

export const pagamentoFormaSchema = z.object({
  id: z.number().int(),
  /** ANT = advance payment. */
  sku: z.string(),
  descricao: z.string(),
  status: z.string(),
  condicoes: z.array(pagamentoCondicaoSchema),
});
export type PagamentoForma = z.infer<typeof pagamentoFormaSchema>;

export const obraSchema = z.object({
  id: z.number().int(),
  /** Work code in the ERP. */
  obra: z.string(),
  nome: z.string(),
  logradouro: z.string().nullable(),
  bairro: z.string().nullable(),
  municipio: z.string().nullable(),
  produtoId: z.number().int().nullable(),
  produtoDesc: z.string().nullable(),
  produtoSku: z.string().nullable(),
  produtoUM: z.string().nullable(),
  /** Work prices per modality; 0 = modality not available for the work. */
  cif: z.number(),
  fob: z.number(),
  obsnf: z.string().nullable(),
  /** Customer code (codigo) the work belongs to. */
  codigo: z.string(),
  /** Modality whose price applies by default: CIF when the work has a CIF price, else FOB. */
  modalidadePreco: z.string(),
});
export type Obra = z.infer<typeof obraSchema>;

export const motoristaSchema = z.object({ motoristaid: z.string(), motoristanome: z.string() });
export const veiculoSchema = z.object({
  veiculoplaca: z.string(),
  veiculoeixos: z.number().int(),
  veiculodescricao: z.string(),
});
export const veiculosResponse = z.object({
  motoristas: z.array(motoristaSchema),
  veiculos: z.array(veiculoSchema),
});
export type VeiculosResponse = z.infer<typeof veiculosResponse>;

export const clienteErpFilterQuery = z.object({
  search: z.string().trim().max(160).optional(),
  /** S = search the delivery customers (clienteEntrega); anything else = the caller's own clients. */
  clienteEntrega: z
    .string()
    .trim()
    .max(1)
    .optional()
    .transform((v) => (v ?? '').toUpperCase() === 'S'),
});

export const clienteEntregaSchema = z.object({
  codigo: z.string(),
  loja: z.string(),
  cgc: z.string().nullable(),
  nome: z.string(),
});
export type ClienteEntrega = z.infer<typeof clienteEntregaSchema>;

export const clienteErpFilterResponse = z.union([z.array(clienteSchema), z.array(clienteEntregaSchema)]);

export const syncVendedorClientesQuery = z.object({
  empresa: erpKey(10),
  filial: erpKey(10),
  /** Seller template (VENDEDOR_TPL_DEFAULT); accepted for compatibility. */
  tpl: z.string().trim().max(10).optional(),
  /** The seller's own CPF, when sent; another person's CPF is refused. */
  cgc: z.string().trim().max(14).optional(),
});
/** The client sends an empty list; the ERP is the source of the portfolio, so the body is ignored. */
export const syncVendedorClientesBody = z.array(z.unknown()).max(10_000).nullish();
export const syncErrorSchema = z.object({ errorMessage: z.string() });
export const syncVendedorClientesResponse = z.object({
  data: z.array(clienteSchema),
  errors: z.array(syncErrorSchema),
});
export type SyncVendedorClientesResponse = z.infer<typeof syncVendedorClientesResponse>;
