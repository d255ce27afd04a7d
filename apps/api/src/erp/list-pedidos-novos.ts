import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { PedidoFeed } from '@portal/shared/schemas/integracao';
import { clientes, obras, pedidoItens, pedidos, unidades, usuarios } from '../db/schema';
import type { ErpContext } from './common';

const vendedores = alias(usuarios, 'vendedores');

/**
 * The feed of portal orders the ERP has not acknowledged yet, oldest first, with their items and
 * the customer's ERP keys. Reading changes nothing: an order is delivered again on every pull
 * until it is acknowledged, so a crash of either side between pull and ack loses nothing.
 */
export async function listPedidosNovos(
  ctx: ErpContext,
  limite = 50,
  opts: { excluirStatus?: number[] } = {},
): Promise<PedidoFeed[]> {
  const rows = await ctx.db
    .select({
      p: pedidos,
      empresa: unidades.empresaCod,
      filial: unidades.filialCod,
      cliente: { codigo: clientes.codigo, loja: clientes.loja, cgc: clientes.cgc, razao: clientes.razao },
      usuario: { nome: usuarios.nome, email: usuarios.email },
      vendedor: { nome: vendedores.nome, email: vendedores.email, codigo: vendedores.vendedorCodigo },
    })
    .from(pedidos)
    .innerJoin(unidades, eq(unidades.id, pedidos.unidadeId))
    .innerJoin(clientes, eq(clientes.id, pedidos.clienteId))
    .innerJoin(usuarios, eq(usuarios.id, pedidos.usuarioId))
    .leftJoin(vendedores, eq(vendedores.id, pedidos.vendedorId))
    .where(
      and(
        isNull(pedidos.erpAckDate),
        opts.excluirStatus?.length ? notInArray(pedidos.statusId, opts.excluirStatus) : undefined,
      ),
    )
    .orderBy(asc(pedidos.id))
    .limit(limite);
  if (rows.length === 0) return [];
  const itens = await ctx.db
    .select({ i: pedidoItens, obra: obras.obra })
    .from(pedidoItens)
    .leftJoin(obras, eq(obras.id, pedidoItens.obraId))
    .where(
      inArray(
        pedidoItens.pedidoId,
        rows.map((r) => r.p.id),
      ),
    )
    .orderBy(asc(pedidoItens.pedidoId), asc(pedidoItens.item));
  // Rows go out as read: the answer's schema (pedidoFeed, pedidoFeedItem) keeps the columns the
  // ERP takes, in its order, so a column the feed adds there needs nothing here.
  return rows.map(({ p, empresa, filial, cliente, usuario, vendedor }) => ({
    ...p,
    empresa,
    filial,
    emissao: p.emissao.toISOString(),
    cliente,
    clienteEntrega:
      p.clienteEntregaCodigo || p.clienteEntregaCgc
        ? {
            codigo: p.clienteEntregaCodigo,
            loja: p.clienteEntregaLoja,
            cgc: p.clienteEntregaCgc,
            descricao: p.clienteEntregaDescricao,
          }
        : null,
    usuario,
    vendedor: vendedor?.email
      ? { nome: vendedor.nome, email: vendedor.email, codigo: vendedor.codigo }
      : null,
    itens: itens.filter(({ i }) => i.pedidoId === p.id).map(({ i, obra }) => ({ ...i, obra: obra ?? null })),
  }));
}
