import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BROWSER_EVENT_TYPES, EVENT_FALLBACK_ID } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { eventoBody } from '@portal/shared/schemas/auth';
import { errorSchema } from '@portal/shared/schemas/common';
import { currentUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { assertClienteAccess } from '../../http/scope';
import { recordEvent } from './record-event';

export const eventosRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/eventos',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['eventos'],
        summary:
          'Registra o evento de acesso ao portal (tipo 1); downloads, pedidos e faturamento são registrados pelo servidor',
        body: eventoBody,
        response: { 201: z.object({ id: z.number() }), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const user = currentUser(req);
      // Only the login comes from the browser: any other type would inflate the dashboard's counters.
      if (!(BROWSER_EVENT_TYPES as readonly number[]).includes(b.eventosTiposId))
        throw badRequest(MSG.eventTypeServerOnly, { eventosTiposId: MSG.eventTypeServerOnly });
      // Events count in the client's figures: only for a client the caller may act for (404 otherwise).
      if (b.clienteId) await assertClienteAccess(ctx.db, user, b.clienteId);
      const id = await recordEvent(ctx, {
        eventosTiposId: b.eventosTiposId,
        clienteId: b.clienteId || EVENT_FALLBACK_ID,
        filialId: b.filialId || EVENT_FALLBACK_ID,
        geoLat: b.geoLat,
        geoLon: b.geoLon,
        createdBy: user.id,
      });
      return reply.status(201).send({ id });
    },
  );
};
