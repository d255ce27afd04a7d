// GET /api/produtos/comprados: what the customer orders most at the unit ("Comprados recentemente"
// on the search page while the search box is empty).
import { sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@portal/shared/constants';
import {
  PRODUTOS_COMPRADOS_LIMIT,
  type Produto,
  type ProdutosCompradosQuery,
} from '@portal/shared/schemas/catalogo';
import type { AppContext } from '../../context';
import { cachedStatement } from '../../db/statements';
import type { AuthUser } from '../../http/auth';
import { resolveClienteUnidadeById } from '../clientes';
import { withDetails, type ProdutoSearchRow } from './search';

/** The customer's latest orders at the unit that count: a bounded read, however long the history. */
const RECENT_ORDERS = 200;

const compradosStatement = cachedStatement<'clienteId' | 'unidadeId'>(
  (v) => sql`with recent as (
      select p.id, p.emissao from pedidos p
      where p.cliente_id = ${v.clienteId} and p.unidade_id = ${v.unidadeId} and p.status_id <> ${ORDER_STATUS.CANCELADO}
      order by p.emissao desc limit ${RECENT_ORDERS}
    ), counted as (
      select i.produto_id, count(distinct r.id)::int as pedidos, max(r.emissao) as ultimo
      from recent r join pedido_itens i on i.pedido_id = r.id
      group by i.produto_id
    )
    select pr.id, pr.sku, pr.um, pr.peso::float8 as peso, pr.descricao, pr.quant_min as "quantMin", pr.multiplo::float8 as multiplo
    from counted c
    join produtos pr on pr.id = c.produto_id and pr.ativo
    where exists (
      select 1 from precos x join tabelas_preco tp on tp.id = x.tabela_preco_id and tp.ativo
      where x.produto_id = c.produto_id and x.unidade_id = ${v.unidadeId}
        and (x.cliente_id is null or x.cliente_id = ${v.clienteId}))
    order by c.pedidos desc, c.ultimo desc, pr.id
    limit ${PRODUTOS_COMPRADOS_LIMIT}`,
);

/**
 * The products of the customer's latest orders at the unit (cancelled ones apart), most ordered
 * first (number of orders, then the latest order, then id), at most 12, only those still active
 * and priced at the unit (an active price table with the unit's or the customer's price); with
 * prices, categories and picture as the search gives them. The same access as the search.
 */
export async function produtosComprados(
  ctx: Pick<AppContext, 'db'>,
  user: AuthUser,
  q: ProdutosCompradosQuery,
): Promise<Produto[]> {
  const { cliente, unidade } = await resolveClienteUnidadeById(ctx.db, user, q.clienteId, q.filialId);
  const rows = await compradosStatement<ProdutoSearchRow>(ctx.db, {
    clienteId: cliente.id,
    unidadeId: unidade.id,
  });
  return withDetails(ctx.db, cliente.id, unidade.id, rows);
}
