import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@portal/shared/schemas/common';
import {
  clienteNovoBody,
  clienteNovoQuery,
  clienteNovoResponse,
  createdResponse,
} from '@portal/shared/schemas/registro';
import { createBackgroundTasks } from '../../lib/background';
import { createClienteNovo } from './create-cliente-novo';
import { findClienteNovo } from './find-cliente-novo';

/**
 * Public self-registration of a company and its first user (docs/product/portal-cliente.md §2
 * Self-registration, §7).
 */
export const registroRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const background = createBackgroundTasks(app);
  const perMinute = ctx.config.PUBLIC_RATE_LIMIT;

  app.get(
    '/api/clientes/novo',
    {
      // A few lookups per registration (on blur and on Enter); a tighter limit keeps anyone from
      // sweeping CNPJs to learn who is a customer.
      config: { auth: 'public', rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['registro'],
        summary: 'Se o CNPJ já é conhecido, com a razão social (cadastro público)',
        querystring: clienteNovoQuery,
        response: { 200: clienteNovoResponse, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (req) => findClienteNovo(ctx, req.query.cgc),
  );

  app.post(
    '/api/clientes/novo',
    {
      config: { auth: 'public', rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['registro'],
        summary: 'Cadastro público da empresa e do seu primeiro usuário (ficam pendentes até a aprovação)',
        description:
          'Sem captcha (a especificação não o prevê): limitado por IP, validado no servidor e sem efeito até um gestor aprovar. Erros de campo em fields.',
        body: clienteNovoBody,
        response: { 201: createdResponse, 400: errorSchema, 429: errorSchema, 503: errorSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createClienteNovo(ctx, req.body, { host: req.hostname, background })),
  );
};
