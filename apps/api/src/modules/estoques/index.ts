// Stock at a unit as the API sends it (EstoqueUnidade in @portal/shared/estoque): one SQL expression
// for every statement that reads a product's stock (the search's details, the quick order's codes),
// and one reader of what it gives. The ERP writes the figures (src/erp/upsert-estoques.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { EstoqueUnidade } from '@portal/shared/estoque';
import type { Db } from '../../db/client';

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

/**
 * What a cancelled order had reserved goes back to the unit's stock: its reservation rows (those no
 * ERP figure covers yet) are deleted and taken off estoques.reservado. Called in the cancellation's
 * transaction (the portal's cancel and the ERP's status 7).
 */
export async function liberarReservas(db: Db, pedidoId: number): Promise<void> {
  await db.execute(sql`
    with d as (
      delete from estoque_reservas where pedido_id = ${pedidoId} returning produto_id, unidade_id, quantidade
    )
    update estoques e set reservado = greatest(0, e.reservado - d.quantidade)
    from d where e.produto_id = d.produto_id and e.unidade_id = d.unidade_id`);
}
