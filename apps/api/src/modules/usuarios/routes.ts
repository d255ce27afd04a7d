import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usuarioSchema } from '@portal/shared/schemas/auth';
import { errorSchema, idParam } from '@portal/shared/schemas/common';
import { MSG } from '@portal/shared/messages';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { assertSelfOrManager } from '../../http/scope';
import { findUsuario } from './find-usuario';

export const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/api/usuarios/:id',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['usuarios'],
        summary: 'Dados do usuário (o próprio, ou qualquer um para o gestor)',
        params: idParam,
        response: {
          200: usuarioSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req) => {
      assertSelfOrManager(currentUser(req), req.params.id);
      const u = await findUsuario(ctx.db, req.params.id);
      if (!u) throw notFound(MSG.userIdInvalid(String(req.params.id)));
      return u;
    },
  );
};
