// Dashboard (docs/product/gestor-crm-vendas.md §2.2, §7): metric cards, the spreadsheet of the same figures
// and the map's positions. Read-only, so every manager profile (ADMIN, GESTOR, USUARIO, AUDITOR) may call
// them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANAGER_ROLES } from '@portal/shared/constants';
import { errorSchema } from '@portal/shared/schemas/common';
import {
  dashboardMetricsResponse,
  dashboardPosicoesResponse,
  dashboardQuery,
} from '@portal/shared/schemas/gestor';
import { painelNegociosResponse } from '@portal/shared/schemas/painel-negocios';
import { createBackgroundTasks } from '../../lib/background';
import { EXCEL_CONTENT_TYPE, exportEventosExcel } from './export-eventos-excel';
import { findEventosPosicoes } from './find-eventos-posicoes';
import { cachedPainelNegocios } from './painel-cache';
import { closeDaysIfStale } from './rollup-eventos-diarios';
import { sumEventosTipos } from './sum-eventos-tipos';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const filterDescription =
  'Filtros opcionais: eventoTipoId, clienteId, filialId (lista separada por vírgula; vazio ou TODAS = todas), ' +
  'de e ate (AAAA-MM-DD, dias de Brasília, inclusivos). Sem datas: os últimos 60 dias até hoje. ' +
  'de não pode ser anterior a 2021-06-03 e ate não pode ser anterior a de (400). Acesso: ADMIN, GESTOR, USUARIO, AUDITOR.';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const background = createBackgroundTasks(app);

  app.get(
    '/api/dashboard/eventos-tipos-sum',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['dashboard'],
        summary:
          'Métricas de consumo (cards): tipos de evento com extraStatus L, por extraOrdem, contados no período e filiais [gestores: leitura]',
        description: filterDescription,
        querystring: dashboardQuery,
        response: { 200: dashboardMetricsResponse, ...errors },
      },
    },
    async (req) => {
      const { metrics, fechado } = await sumEventosTipos(ctx, req.query);
      closeDaysIfStale(ctx, fechado, background);
      return metrics;
    },
  );

  app.get(
    '/api/dashboard/eventos-tipos-sum/excel',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['dashboard'],
        summary: 'Planilha .xlsx das métricas de consumo com o filtro usado [gestores: leitura]',
        description: filterDescription,
        querystring: dashboardQuery,
        produces: [EXCEL_CONTENT_TYPE],
        response: { 200: z.any().describe('arquivo .xlsx'), ...errors },
      },
    },
    async (req, reply) => {
      const { filename, buffer, fechado } = await exportEventosExcel(ctx, req.query);
      closeDaysIfStale(ctx, fechado, background);
      return reply
        .header('Content-Type', EXCEL_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(buffer);
    },
  );

  app.get(
    '/api/dashboard/eventos-posicoes',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['dashboard'],
        summary:
          'Posições dos eventos para o mapa, agregadas numa grade de 0,25° (no máximo 2000 células) [gestores: leitura]',
        description: filterDescription,
        querystring: dashboardQuery,
        response: { 200: dashboardPosicoesResponse, ...errors },
      },
    },
    async (req) => findEventosPosicoes(ctx, req.query),
  );

  app.get(
    '/api/dashboard/painel-negocios',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['dashboard'],
        summary:
          'Painel de negócios: pedidos do período e filiais (sem cancelados) — valor vendido, pedidos e ticket médio contra o período anterior de mesma duração, por status, por dia, top 10 clientes e produtos, por vendedor [gestores: leitura]',
        description: `${filterDescription} Os pedidos contam pela emissão (dia de Brasília); eventoTipoId é ignorado. A resposta do mesmo filtro é reaproveitada por 30 s (calculadoEm).`,
        querystring: dashboardQuery,
        response: { 200: painelNegociosResponse, ...errors },
      },
    },
    async (req) => cachedPainelNegocios(ctx, req.query),
  );
};
