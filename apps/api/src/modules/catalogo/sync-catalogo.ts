import { and, eq, sql } from 'drizzle-orm';
import type { SyncProdutosResponse } from '@portal/shared/schemas/catalogo';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { catalogoCliente, parametros } from '../../db/schema';

/**
 * padrao: every active product with a price in an active price table of the unit (the unit's
 * general price or one negotiated for this customer; any table of the unit when none is active).
 * mizu: the customer's negotiated portfolio: products with a price specific to the customer in an
 * active table of the unit, plus the products of the customer's active works at the unit; when the
 * customer has no such portfolio at the unit, the padrao catalogue.
 */
export type SyncTemplate = 'padrao' | 'mizu';

/** SM_TEMPLATE: 0 standard sync, 1 alternate (mizu) sync (docs/product/portal-cliente.md §4). */
export async function currentSyncTemplate(db: Db): Promise<SyncTemplate> {
  const [row] = await db
    .select({ valor: parametros.valor })
    .from(parametros)
    .where(eq(parametros.nome, 'SM_TEMPLATE'))
    .limit(1);
  return row?.valor?.trim() === '1' ? 'mizu' : 'padrao';
}

/**
 * Products priced at the unit (for everyone or for this customer) in an active price table; when the
 * unit has no active table at all, in any of its tables, so the catalogue still shows and the screen
 * refuses the add with the no-price-table message (docs/product/portal-cliente.md §4 Cart, §8).
 */
function priced(clienteId: number, unidadeId: number, onlySpecific: boolean) {
  return sql`select pr.produto_id from precos pr
    join tabelas_preco tp on tp.id = pr.tabela_preco_id and tp.unidade_id = ${unidadeId}
      and (tp.ativo or not exists (select 1 from tabelas_preco x where x.unidade_id = ${unidadeId} and x.ativo))
    where pr.unidade_id = ${unidadeId} and ${onlySpecific ? sql`pr.cliente_id = ${clienteId}` : sql`(pr.cliente_id is null or pr.cliente_id = ${clienteId})`}`;
}

function worksProducts(clienteId: number, unidadeId: number) {
  return sql`select o.produto_id from obras o
    where o.cliente_id = ${clienteId} and o.unidade_id = ${unidadeId} and o.ativo and o.produto_id is not null`;
}

/**
 * (Re)builds catalogo_cliente for the customer and unit: one INSERT ... SELECT whose data-modifying
 * CTE first removes the products that left the catalogue; products already there are kept as they
 * are (ON CONFLICT DO NOTHING), so an unchanged catalogue costs reads only and two concurrent syncs
 * cannot collide. synced_date is when a product entered the customer's catalogue.
 */
export async function syncCatalogo(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  clienteId: number,
  unidadeId: number,
  template: SyncTemplate,
): Promise<SyncProdutosResponse> {
  const now = ctx.clock();
  const source =
    template === 'padrao'
      ? priced(clienteId, unidadeId, false)
      : sql`(${priced(clienteId, unidadeId, true)}) union (${worksProducts(clienteId, unidadeId)})
          union (${priced(clienteId, unidadeId, false)} and not exists (${priced(clienteId, unidadeId, true)})
                 and not exists (${worksProducts(clienteId, unidadeId)}))`;
  const total = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`with chosen as (
        select distinct src.produto_id from (${source}) src join produtos p on p.id = src.produto_id and p.ativo
      ), gone as (
        delete from catalogo_cliente cc
        where cc.cliente_id = ${clienteId} and cc.unidade_id = ${unidadeId}
          and not exists (select 1 from chosen where chosen.produto_id = cc.produto_id)
      )
      insert into catalogo_cliente (cliente_id, unidade_id, produto_id, synced_date)
      select ${clienteId}::int, ${unidadeId}::int, chosen.produto_id, ${now.toISOString()}::timestamptz from chosen
      on conflict (cliente_id, unidade_id, produto_id) do nothing`);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(catalogoCliente)
      .where(and(eq(catalogoCliente.clienteId, clienteId), eq(catalogoCliente.unidadeId, unidadeId)));
    return Number(row?.n ?? 0);
  });
  return { total, syncedAt: now.toISOString() };
}

/** The catalogue search syncs first when the customer never synced at this unit. */
export async function ensureCatalogo(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  clienteId: number,
  unidadeId: number,
): Promise<void> {
  const [row] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(catalogoCliente)
    .where(and(eq(catalogoCliente.clienteId, clienteId), eq(catalogoCliente.unidadeId, unidadeId)))
    .limit(1);
  if (!row) await syncCatalogo(ctx, clienteId, unidadeId, await currentSyncTemplate(ctx.db));
}
