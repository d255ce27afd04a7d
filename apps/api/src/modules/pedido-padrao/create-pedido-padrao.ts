import { asc, eq } from 'drizzle-orm';
import type { PedidoPadrao, PedidoPadraoCreateBody } from '@portal/shared/schemas/pedidos';
import type { AppContext } from '../../context';
import { pedidoItens, tabelasPreco } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { byId, findPedidoHeader } from '../pedidos';
import { findPedidoPadrao } from './find-pedidos-padrao';
import { insertPedidoPadrao } from './insert-pedido-padrao';

/** POST /api/pedidos/padrao {pedidoId, descricao}: a standing order copied from an order the caller may see. */
export async function createPedidoPadrao(
  ctx: AppContext,
  user: AuthUser,
  body: PedidoPadraoCreateBody,
): Promise<PedidoPadrao> {
  const h = await findPedidoHeader(ctx.db, user, byId(body.pedidoId));
  if (!h) throw notFound();
  const itens = await ctx.db
    .select({ i: pedidoItens, tabelaDescricao: tabelasPreco.descricao })
    .from(pedidoItens)
    .leftJoin(tabelasPreco, eq(tabelasPreco.id, pedidoItens.modalidadeId))
    .where(eq(pedidoItens.pedidoId, body.pedidoId))
    .orderBy(asc(pedidoItens.item));
  const id = await ctx.db.transaction((tx) =>
    insertPedidoPadrao(tx, {
      clienteId: h.pedido.clienteId,
      pedidoId: h.pedido.id,
      descricao: body.descricao,
      observacao: h.pedido.obsnf,
      usuarioId: user.id,
      itens: itens.map(({ i, tabelaDescricao }) => ({
        produtoId: i.produtoId,
        quantidade: i.produtoQuant,
        tabelaPrecoSku: i.modalidadeSku,
        tabelaPrecoDescricao: tabelaDescricao,
        pagamentoCondicaoId: i.pagamentoCondicaoId,
        pagamentoCondicaoDescricao: i.pagamentoCondicaoDescricao,
      })),
    }),
  );
  const created = await findPedidoPadrao(ctx.db, user, id);
  if (!created) throw notFound();
  return created;
}
