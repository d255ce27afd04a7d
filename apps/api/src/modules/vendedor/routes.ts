// Seller sales consultation (docs/product/gestor-crm-vendas.md §2.14, §7 Seller sales consultation):
// ROLE_VENDEDOR only; the seller is the token's user. The order detail of the dialog is GET
// /api/pedidos/ref/{ref} (modules/pedidos) and its documents are the finance downloads (modules/financeiro).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VENDEDOR_ROLES } from '@portal/shared/constants';
import { errorSchema } from '@portal/shared/schemas/common';
import {
  consultaPedidosBody,
  consultaPedidosQuery,
  consultaPedidosResponse,
} from '@portal/shared/schemas/vendedor';
import { currentUser } from '../../http/auth';
import { consultPedidos } from './consult-pedidos';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const vendedorRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/api/vendedor/consultas/pedidos',
    {
      config: { auth: VENDEDOR_ROLES },
      schema: {
        tags: ['vendedor'],
        summary:
          'Consulta de vendas do vendedor por cliente: campos de filtro, colunas e linhas (página) com totais',
        description:
          'O vendedor é o usuário do token: `cgc` diferente do CPF dele -> 403. Vendas = pedidos dos clientes que ele atende ' +
          '(clientes.vendedor_id) ou aos quais está vinculado, e pedidos feitos por ele (pedidos.vendedor_id), com valorPago = Σ(valor − saldo) ' +
          'dos títulos do pedido e valorSaldo = valorVenda − valorPago do pedido faturado; faturado = false: pedido ainda sem títulos, ' +
          'sem saldo (valorPago e valorSaldo 0). empresa/filial: unidade do ERP da chamada (desconhecida -> 404). ' +
          'Corpo: formFilterPeriodoDe/formFilterPeriodoAte (AAAA-MM-DD, padrão últimos 90 dias até hoje), formFilterCliente, ' +
          'formFilterPedido, formFilterStatus, formFilterUnidade (EMP/FIL); tablePage (1…), tableRows (10 padrão, 25, 50, -1 = todas), ' +
          'tableSortKey (chave de coluna, padrão pedidoEmissao), tableSortDir (padrão desc). tableTotals são os totais de todo o filtro.',
        querystring: consultaPedidosQuery,
        body: consultaPedidosBody,
        response: { 200: consultaPedidosResponse, ...errors },
      },
    },
    async (req) => consultPedidos(ctx, currentUser(req), req.query, req.body),
  );
};
