import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Liveness: answers without touching the database (the load benchmark's framework ceiling too).
  app.get(
    '/api/ping',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Vivacidade do processo (não consulta o banco)',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async () => ({ ok: true as const }),
  );
  app.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Saúde: 200 quando o banco responde e está migrado, 503 caso contrário; `streams`: as ' +
          'notificações ao vivo abertas neste nó (de NOTIFICACOES_STREAMS_MAX)',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.string(),
            streams: z.object({ abertos: z.number().int(), maximo: z.number().int() }),
          }),
          503: z.object({ status: z.number(), message: z.string() }),
        },
      },
    },
    async (_req, reply) => {
      try {
        await ctx.database.ping();
        const res = await ctx.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`.inlineParams(),
        );
        const n = Number((res as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? 0);
        if (!n) return reply.status(503).send({ status: 503, message: 'Banco de dados sem migrações.' });
        return {
          status: 'ok' as const,
          database: ctx.database.kind,
          streams: { abertos: ctx.notificacoes.size(), maximo: ctx.config.NOTIFICACOES_STREAMS_MAX },
        };
      } catch {
        return reply.status(503).send({ status: 503, message: 'Banco de dados indisponível.' });
      }
    },
  );
};
