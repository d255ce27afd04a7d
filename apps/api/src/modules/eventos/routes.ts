import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_FALLBACK_ID } from '@portal/shared/constants';
import { eventoBody } from '@portal/shared/schemas/auth';
import { errorSchema } from '@portal/shared/schemas/common';
import { currentUser } from '../../http/auth';
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
        summary: 'Registra um evento de uso (login, downloads, pedidos)',
        body: eventoBody,
        response: { 201: z.object({ id: z.number() }), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const user = currentUser(req);
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
