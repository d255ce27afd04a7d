import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, loginResponse, sessionResponse } from '@portal/shared/schemas/auth';
import { errorSchema } from '@portal/shared/schemas/common';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/auth';
import { noticeSessionEnded } from '../notificacoes';
import { login } from './login';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/login',
    {
      config: { auth: 'public', rateLimit: { max: ctx.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Autentica o usuário e devolve o token',
        body: loginBody,
        response: { 200: loginResponse, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (req, reply) => {
      // The answer carries the token: no cache (browser, proxy) may keep it.
      reply.header('Cache-Control', 'no-store');
      return login(ctx, req.body);
    },
  );

  app.get(
    '/api/auth/session',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Verifica a sessão atual',
        response: { 200: sessionResponse, 401: errorSchema },
      },
    },
    async (req) => {
      const u = currentUser(req);
      const [row] = await ctx.db.query.sessoes.findMany({
        where: (s, { eq }) => eq(s.id, u.sessionId),
        limit: 1,
      });
      return { valid: true as const, id: u.id, role: u.role, expiresAt: row.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/logout',
    {
      config: { auth: 'authenticated' },
      schema: { tags: ['auth'], summary: 'Encerra a sessão', response: { 204: z.null(), 401: errorSchema } },
    },
    async (req, reply) => {
      const { id, sessionId } = currentUser(req);
      // The session's live streams end on every node when this commits.
      await ctx.db.transaction(async (tx) => {
        await ctx.tokens.revoke(tx as unknown as Db, sessionId);
        await noticeSessionEnded(tx, sessionId, id);
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/captcha/challenge',
    {
      config: { auth: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], summary: 'Desafio ALTCHA (prova de trabalho)' },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ctx.captcha.challenge();
    },
  );
};
