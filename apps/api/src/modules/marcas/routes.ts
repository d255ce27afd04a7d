import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marcaSchema } from '@portal/shared/schemas/marcas';
import { findMarcaAtual } from './find-marca-atual';

export const marcasRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/api/marcas/atual',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['marcas'],
        summary: 'Marca (white-label) desta implantação: pelo BRAND, pelo host da requisição ou a padrão',
        response: { 200: marcaSchema },
      },
    },
    async (req, reply) => {
      // The answer depends on the host; proxies must keep one copy per host.
      reply.header('Cache-Control', 'public, max-age=300');
      reply.header('Vary', 'Host, X-Forwarded-Host');
      return findMarcaAtual(ctx, req.hostname);
    },
  );
};
