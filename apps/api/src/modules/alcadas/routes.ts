// Approvals of registrations (docs/product/gestor-crm-vendas.md §2.5, §7): the list with the Pending/Blocked
// tabs and the records of one registration. Read-only here, for every manager profile; the decision itself is
// PUT /usuarios/liberacao (modules/aprovacoes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANAGER_ROLES } from '@portal/shared/constants';
import { errorSchema } from '@portal/shared/schemas/common';
import {
  aprovacaoDetalhesQuery,
  aprovacaoDetalhesResponse,
  aprovacoesFilterQuery,
  aprovacoesResponse,
} from '@portal/shared/schemas/gestor';
import { findAprovacaoDetalhes } from './find-aprovacao-detalhes';
import { listAprovacoes } from './list-aprovacoes';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const alcadasRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/usuarios/aprovacoes/filter',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['alcadas'],
        summary:
          'Cadastros a aprovar: st P (pendentes, padrão) ou B (bloqueados/reprovados), busca q, filial f [leitura: ADMIN, GESTOR, USUARIO, AUDITOR]',
        description:
          'Um item por usuário × filial × cliente; o estado é a última decisão registrada (ou P). Até 500 itens.',
        querystring: aprovacoesFilterQuery,
        response: { 200: aprovacoesResponse, ...errors },
      },
    },
    async (req) => listAprovacoes(ctx.db, req.query),
  );

  app.get(
    '/api/usuarios/aprovacoes/detalhes',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['alcadas'],
        summary:
          'Registros de aprovação de um cadastro (usuario, filial, cliente) [leitura: ADMIN, GESTOR, USUARIO, AUDITOR]',
        description:
          'filial e cliente ausentes = registros sem filial ou sem cliente. Nenhum registro -> 404.',
        querystring: aprovacaoDetalhesQuery,
        response: { 200: aprovacaoDetalhesResponse, ...errors },
      },
    },
    async (req) => findAprovacaoDetalhes(ctx.db, req.query),
  );
};
