import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PedidoPadrao } from '@portal/shared/schemas/pedidos';
import type { Db } from '../../db/client';
import { clientes, pedidoPadraoItens, pedidosPadrao, produtos } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { assertClienteAccess, canActForCliente } from '../../http/scope';
import { escapeLike } from '../../lib/sql';

async function load(db: Db, where: SQL | undefined): Promise<PedidoPadrao[]> {
  const heads = await db
    .select({
      p: pedidosPadrao,
      c: { codigo: clientes.codigo, loja: clientes.loja, razao: clientes.razao, cgc: clientes.cgc },
    })
    .from(pedidosPadrao)
    .innerJoin(clientes, eq(clientes.id, pedidosPadrao.clienteId))
    .where(where)
    .orderBy(asc(pedidosPadrao.descricao), asc(pedidosPadrao.id))
    .limit(500);
  if (heads.length === 0) return [];
  const itens = await db
    .select({ i: pedidoPadraoItens, sku: produtos.sku, descricao: produtos.descricao })
    .from(pedidoPadraoItens)
    .innerJoin(produtos, eq(produtos.id, pedidoPadraoItens.produtoId))
    .where(
      inArray(
        pedidoPadraoItens.pedidoPadraoId,
        heads.map((h) => h.p.id),
      ),
    )
    .orderBy(asc(pedidoPadraoItens.id));
  return heads.map(({ p, c }) => ({
    id: p.id,
    clienteId: p.clienteId,
    clienteCodigo: c.codigo,
    clienteLoja: c.loja,
    clienteRazao: c.razao,
    clienteCgc: c.cgc,
    pedidoId: p.pedidoId,
    descricao: p.descricao,
    observacao: p.observacao,
    createdDate: p.createdDate.toISOString(),
    itens: itens
      .filter(({ i }) => i.pedidoPadraoId === p.id)
      .map(({ i, sku, descricao }) => ({
        produtoId: i.produtoId,
        produtoSku: sku,
        produtoDescricao: descricao,
        quantidade: i.quantidade,
        tabelaPrecoSku: i.tabelaPrecoSku,
        tabelaPrecoDescricao: i.tabelaPrecoDescricao,
        pagamentoCondicaoId: i.pagamentoCondicaoId,
        pagamentoCondicaoDescricao: i.pagamentoCondicaoDescricao,
      })),
  }));
}

/** GET /api/pedidos/padrao?cliente&search: the client's standing orders; search over description, note or id. */
export async function listPedidosPadrao(
  db: Db,
  user: AuthUser,
  clienteId: number,
  search?: string,
): Promise<PedidoPadrao[]> {
  await assertClienteAccess(db, user, clienteId);
  const s = search?.trim();
  const like = s ? `%${escapeLike(s)}%` : null;
  const bySearch = like
    ? or(
        ilike(pedidosPadrao.descricao, like),
        ilike(pedidosPadrao.observacao, like),
        /^\d{1,9}$/.test(s!) ? eq(pedidosPadrao.id, Number(s)) : undefined,
      )
    : undefined;
  return load(db, and(eq(pedidosPadrao.clienteId, clienteId), bySearch));
}

/** One standing order, if the caller may act for its client; null otherwise (the route answers 404). */
export async function findPedidoPadrao(db: Db, user: AuthUser, id: number): Promise<PedidoPadrao | null> {
  const [found] = await load(db, eq(pedidosPadrao.id, id));
  if (!found || !(await canActForCliente(db, user, found.clienteId))) return null;
  return found;
}
