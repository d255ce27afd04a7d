import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_ICONES } from '@portal/shared/marcas';
import { marcaSchema } from '@portal/shared/schemas/marcas';
import { errorSchema } from '@portal/shared/schemas/common';
import { findMarcaAtual } from './find-marca-atual';
import { iconeDaMarca, manifestDaMarca } from './manifest';

export interface MarcasRoutesOptions {
  /** The built web app (its marcas/ folder has the brand images), when there is one. */
  webDist: string | null;
}

export const marcasRoutes: FastifyPluginAsyncZod<MarcasRoutesOptions> = async (app, opts) => {
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

  app.get(
    '/manifest.webmanifest',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['marcas'],
        summary: 'Manifesto do aplicativo instalável da marca (nome, cores e ícones)',
        response: {
          200: z.object({ name: z.string(), icons: z.array(z.object({ src: z.string() }).loose()) }).loose(),
        },
      },
    },
    async (req, reply) => {
      reply.header('Content-Type', 'application/manifest+json; charset=utf-8');
      reply.header('Cache-Control', 'public, max-age=300');
      reply.header('Vary', 'Host, X-Forwarded-Host');
      return manifestDaMarca(await findMarcaAtual(ctx, req.hostname));
    },
  );

  app.get(
    '/api/marcas/icones/:nome',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['marcas'],
        summary: 'Ícone PNG do aplicativo instalável, desenhado a partir do favicon da marca',
        params: z.object({
          nome: z.enum(APP_ICONES.map((i) => i.nome) as [string, ...string[]], {
            error: 'Ícone inexistente.',
          }),
        }),
        response: {
          200: {
            description: 'PNG',
            content: { 'image/png': { schema: z.any().describe('image/png (binário)') } },
          },
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const marca = await findMarcaAtual(ctx, req.hostname);
      const png = iconeDaMarca(marca, req.params.nome as (typeof APP_ICONES)[number]['nome'], opts.webDist);
      if (!png) return reply.code(404).send({ status: 404, message: 'Registro não encontrado.' });
      return reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Vary', 'Host, X-Forwarded-Host')
        .send(png);
    },
  );
};
