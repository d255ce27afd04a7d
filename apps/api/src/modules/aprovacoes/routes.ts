import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANAGER_ROLES } from '@portal/shared/constants';
import { errorSchema } from '@portal/shared/schemas/common';
import { aprovacaoFormQuery, aprovacaoFormResponse, liberacaoBody } from '@portal/shared/schemas/registro';
import { currentUser } from '../../http/auth';
import { createBackgroundTasks } from '../../lib/background';
import { decideAprovacao } from './decide-aprovacao';
import { findAprovacaoForm } from './find-aprovacao-form';

/**
 * Approvals of registrations: the customer approval form (docs/product/gestor-crm-vendas.md §2.8) and the
 * release/block call.
 */
export const aprovacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const background = createBackgroundTasks(app);

  app.get(
    '/api/clientes/aprovacoes/form',
    {
      // Any logged-in user reaches the handler, which answers the spec's messages per role.
      config: { auth: 'authenticated' },
      schema: {
        tags: ['aprovacoes'],
        summary: 'Dados do formulário de aprovação de cliente (link do e-mail): empresa, endereço e usuário',
        description: 'Só ROLE_ADMIN e ROLE_AUDITOR; apro é o token do link enviado aos aprovadores.',
        querystring: aprovacaoFormQuery,
        response: {
          200: aprovacaoFormResponse,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req) => findAprovacaoForm(ctx, currentUser(req), req.query),
  );

  app.put(
    '/api/usuarios/liberacao',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['aprovacoes'],
        summary: 'Libera (L) ou bloqueia (B, motivo obrigatório) o usuário e o seu cliente',
        description:
          'Com apro (formulário do link): só ROLE_ADMIN e ROLE_AUDITOR, e o link vale uma decisão. Sem apro (lista de aprovações): administradores, auditores e os aprovadores ativos da unidade.',
        body: liberacaoBody,
        response: {
          204: z.null(),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (req, reply) => {
      await decideAprovacao(ctx, currentUser(req), req.body, { host: req.hostname, background });
      return reply.status(204).send(null);
    },
  );
};
