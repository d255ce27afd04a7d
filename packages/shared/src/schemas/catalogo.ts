// Catalogue calls (docs/product/portal-cliente.md §7 Catalogue and sync): product sync per customer and unit,
// product search, category search.
import { z } from './zod';
import { idSchema } from './common';
import { erpKey, requiredId } from './clientes';

/** The unit (empresa/filial) and the customer (cliente = codigo, loja) whose catalogue is synced. */
export const syncProdutosQuery = z.object({
  empresa: erpKey(10),
  filial: erpKey(10),
  cliente: erpKey(20),
  loja: erpKey(4),
});
export type SyncProdutosQuery = z.infer<typeof syncProdutosQuery>;

export const syncProdutosResponse = z.object({
  /** Products in the customer's catalogue for the unit after the sync. */
  total: z.number().int(),
  syncedAt: z.string(),
});
export type SyncProdutosResponse = z.infer<typeof syncProdutosResponse>;

/** Optional id: null, '', 0 or absent mean "any". */
const optionalId = z.preprocess(
  (v) =>
    v === null || v === '' || v === 0 || v === '0'
      ? undefined
      : typeof v === 'string' && /^\d+$/.test(v.trim())
        ? Number(v)
        : v,
  idSchema.optional(),
);

export const produtoFilterBody = z.object({
  /** Sent by the spec's client in the body; ignored (authentication is the bearer header). */
  token: z.string().max(4000).nullish(),
  /** Free text over code, name, description and weight; every word must match. */
  busca: z.string().trim().max(200).nullish(),
  categoriaId: optionalId,
  clienteId: requiredId,
  /** The unit (unidade id). */
  filialId: requiredId,
});
/** What a client sends (the schema also accepts numeric strings for the ids). */
export interface ProdutoFilterBody {
  token?: string | null;
  busca?: string | null;
  categoriaId?: number | null;
  clienteId: number;
  filialId: number;
}

export const categoriaSchema = z.object({ id: z.number().int(), descricao: z.string() });
export type Categoria = z.infer<typeof categoriaSchema>;

/** A price table of the unit (modality CIF/FOB) with this product's price for the customer. */
export const modalidadeSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  descricao: z.string(),
  /** The customer's negotiated price when there is one, else the unit's general price; 0 without price. */
  valor: z.number(),
  /** The table is active and has a price for the product. */
  ativo: z.boolean(),
});
export type Modalidade = z.infer<typeof modalidadeSchema>;

/** The stock of a product at a unit (EstoqueUnidade in @portal/shared/estoque). */
export const estoqueUnidadeSchema = z.object({
  disponivel: z.number(),
  aReceber: z.number().nullable(),
  previsao: z.string().nullable(),
  atualizadoEm: z.string(),
});

export const produtoSchema = z.object({
  produtoId: z.number().int(),
  produtoSku: z.string(),
  produtoUM: z.string(),
  produtoPeso: z.number(),
  produtoDesc: z.string(),
  produtoQuant: z.number(),
  /** The least quantity: whole for a counted unit (SC, UN...), up to three decimals for a measured one (TL...). */
  produtoQuantMin: z.number(),
  /** A measured unit's own multiple (0,5 t); null: none (a counted unit rounds to FATOR_MULTI). */
  produtoMultiplo: z.number().nullable(),
  categorias: z.array(categoriaSchema),
  /** Picture URL, or null when the product has none (the screen shows the no-image picture). */
  imagem: z.string().nullable(),
  modalidades: z.array(modalidadeSchema),
  /**
   * Stock at the unit (@portal/shared/estoque); null: the ERP sent none ('Sob consulta'). The API
   * always sends it; absent in a cart line saved before the portal knew stock.
   */
  estoque: estoqueUnidadeSchema.nullish(),
});
export type Produto = z.infer<typeof produtoSchema>;

export const produtoFilterResponse = z.array(produtoSchema);

/** Most products a search returns (in constants, so screens read it without loading zod). */
export { PRODUTO_FILTER_LIMIT, PRODUTOS_COMPRADOS_LIMIT } from '../constants';

/**
 * GET /produtos/comprados: the customer's most ordered products at the unit (filialId), still
 * priced there; the same shape as the search (produtoFilterResponse), at most PRODUTOS_COMPRADOS_LIMIT.
 */
export const produtosCompradosQuery = z.object({ clienteId: requiredId, filialId: requiredId });
export type ProdutosCompradosQuery = z.infer<typeof produtosCompradosQuery>;

export const categoriaFilterQuery = z.object({ q: z.string().trim().max(120).optional() });
export const categoriaFilterResponse = z.array(categoriaSchema);
