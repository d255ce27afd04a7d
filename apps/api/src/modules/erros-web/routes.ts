// The browser's error reports: a screen that failed to render or whose code could not be loaded
// (apps/web src/app/ErrorBoundary). Public (a public screen can fail too), bounded in size and rate,
// and only logged: nothing is stored.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERRO_WEB_LIMITES, erroWebBody } from '@portal/shared/schemas/erros-web';
import { errorSchema } from '@portal/shared/schemas/common';
import { mascararDadosPessoais } from './mask';

export const errosWebRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/erros-web',
    {
      config: {
        auth: 'public',
        rateLimit: { max: app.ctx.config.PUBLIC_RATE_LIMIT, timeWindow: '1 minute' },
      },
      bodyLimit: ERRO_WEB_LIMITES.corpoBytes,
      schema: {
        tags: ['saúde'],
        summary: 'Registra no log da API uma falha de tela do navegador (limitado em tamanho e frequência)',
        body: erroWebBody,
        response: { 204: z.null(), 400: errorSchema, 413: errorSchema, 429: errorSchema },
      },
    },
    async (req, reply) => {
      const b = req.body;
      req.log.warn(
        {
          erroWeb: {
            tipo: b.tipo,
            mensagem: mascararDadosPessoais(b.mensagem),
            pilha: b.pilha === undefined ? undefined : mascararDadosPessoais(b.pilha),
            // The path alone: a query string or fragment could carry what the user typed.
            rota: b.rota.split(/[?#]/)[0],
            versao: b.versao,
          },
        },
        'falha de tela no navegador',
      );
      return reply.status(204).send(null);
    },
  );
};
