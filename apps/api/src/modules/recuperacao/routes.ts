import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@portal/shared/schemas/common';
import { forgotBody, newPasswordBody } from '@portal/shared/schemas/registro';
import { createBackgroundTasks } from '../../lib/background';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

/** Password recovery and reset (docs/product/portal-cliente.md §2 Recovery, Password reset; §7). */
export const recuperacaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const background = createBackgroundTasks(app);
  const rateLimit = { max: ctx.config.PUBLIC_RATE_LIMIT, timeWindow: '1 minute' };

  app.post(
    '/api/usuarios/forgot',
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags: ['recuperacao'],
        summary: 'Pede a recuperação de senha: envia por e-mail um link de uso único válido por 1 hora',
        description:
          'token é a solução do captcha ALTCHA. Responde 204 para qualquer pedido bem formado, exista ou não uma conta com o e-mail (sem enumeração de contas).',
        body: forgotBody,
        response: { 204: z.null(), 400: errorSchema, 429: errorSchema },
      },
    },
    async (req, reply) => {
      await requestPasswordReset(ctx, req.body, { host: req.hostname, background });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/usuarios/newpsw',
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags: ['recuperacao'],
        summary: 'Cria a nova senha com o link recebido por e-mail',
        description: 'id e token vêm do link; captcha é a solução ALTCHA. O link vale uma única vez.',
        body: newPasswordBody,
        response: { 204: z.null(), 400: errorSchema, 429: errorSchema },
      },
    },
    async (req, reply) => {
      await resetPassword(ctx, req.body);
      return reply.status(204).send(null);
    },
  );
};
