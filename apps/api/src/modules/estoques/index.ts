// Stock at a unit as the API sends it (EstoqueUnidade in @portal/shared/estoque): one SQL expression
// for every statement that reads a product's stock (the search's details, the quick order's codes),
// and one reader of what it gives. The ERP writes the figures (src/erp/upsert-estoques.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { EstoqueUnidade } from '@portal/shared/estoque';

/**
 * A json object of the product's stock at the unit, or null when the ERP sent none ('Sob consulta'):
 * available = the ERP's figure less the portal's orders since. One primary-key read.
 */
export function estoqueJson(produtoId: SQL, unidadeId: SQL): SQL {
  return sql`(select json_build_object('disponivel', (e.quantidade - e.reservado)::float8,
      'aReceber', e.quantidade_pedida::float8, 'previsao', e.previsao, 'atualizadoEm', e.erp_atualizado_em)
    from estoques e where e.produto_id = ${produtoId} and e.unidade_id = ${unidadeId})`;
}

/** What estoqueJson gave, with the instant in ISO form whatever the driver's json text. */
export function lerEstoque(json: EstoqueUnidade | null | undefined): EstoqueUnidade | null {
  if (!json) return null;
  return {
    disponivel: Number(json.disponivel),
    aReceber: json.aReceber === null ? null : Number(json.aReceber),
    previsao: json.previsao,
    atualizadoEm: new Date(json.atualizadoEm).toISOString(),
  };
}
