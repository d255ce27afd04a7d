// Reports of the manager area (docs/product/gestor-crm-vendas.md §2.11, §7 Dashboard and reports): the
// 'Vendedores X Clientes' spreadsheet. 'Only the manager ... runs reports'
// (docs/product/gestor-crm-vendas.md §6): ADMIN, GESTOR and AUDITOR (who audits), not USUARIO.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@portal/shared/schemas/common';
import { RELATORIO_ROLES, relatorioClientesVendedorQuery } from '@portal/shared/schemas/gestor-cadastros';
import { EXCEL_CONTENT_TYPE, exportClientesVendedorExcel } from './export-clientes-vendedor-excel';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export const relatoriosRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/relatorios/clientes/clientes-vendedor/excel',
    {
      config: { auth: RELATORIO_ROLES },
      schema: {
        tags: ['relatorios'],
        summary:
          'Planilha Relatorio_vendedores_clientes.xlsx: clientes de cada vendedor com quantidade e total dos pedidos [ADMIN, GESTOR, AUDITOR]',
        description:
          'Filtros opcionais (AAAA-MM-DD, dias de Brasília, inclusivos): clienteCreatedStart/clienteCreatedEnd (cadastro do cliente) e ' +
          'pedidoCreatedStart/pedidoCreatedEnd (emissão do pedido); aceitos também dataInicial, dataFinal, dataInicialPedido, dataFinalPedido. ' +
          'Vendedor = vendedor que atende o cliente (ERP). Pedidos cancelados ficam fora da quantidade e do total (coluna Cancelados). ' +
          'Clientes sem vendedor aparecem só quando têm pedidos no período.',
        querystring: relatorioClientesVendedorQuery,
        produces: [EXCEL_CONTENT_TYPE],
        response: { 200: z.any().describe('arquivo .xlsx'), ...errors },
      },
    },
    async (req, reply) => {
      const { filename, buffer } = await exportClientesVendedorExcel(ctx, req.query);
      return reply
        .header('Content-Type', EXCEL_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(buffer);
    },
  );
};
