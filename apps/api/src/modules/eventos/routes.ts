import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@portal/shared/messages';
import { eventoBody, eventoPosicaoBody } from '@portal/shared/schemas/auth';
import { errorSchema } from '@portal/shared/schemas/common';
import { currentUser } from '../../http/auth';
import { badRequest, conflict } from '../../http/errors';
import { recordPosicaoAcesso } from './record-posicao-acesso';

export const eventosRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/eventos',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['eventos'],
        summary:
          'Recusado para todo tipo: o acesso é registrado no login, downloads, pedidos e faturamento onde acontecem',
        body: eventoBody,
        response: { 400: errorSchema, 401: errorSchema },
      },
    },
    async () => {
      // A browser-sent event, the login included, would let any user inflate the dashboard's counters.
      throw badRequest(MSG.eventTypeServerOnly, { eventosTiposId: MSG.eventTypeServerOnly });
    },
  );

  app.post(
    '/api/eventos/posicao',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['eventos'],
        summary: 'Informa a posição do navegador no evento de acesso desta sessão (uma vez, no Brasil)',
        body: eventoPosicaoBody,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (req, reply) => {
      if (!(await recordPosicaoAcesso(ctx, currentUser(req), req.body)))
        throw conflict(MSG.eventPositionTaken);
      return reply.status(204).send(null);
    },
  );
};
