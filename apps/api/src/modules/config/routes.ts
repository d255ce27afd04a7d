import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { configResponse } from '@portal/shared/schemas/auth';
import { errorSchema } from '@portal/shared/schemas/common';
import { formularios, parametros, unidades } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { loadUnidades } from '../usuarios';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/api/config',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['config'],
        summary: 'Formulários (menu), parâmetros e unidades',
        response: { 200: configResponse, 401: errorSchema },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const [forms, params, unitIds] = await Promise.all([
        ctx.db.select().from(formularios).orderBy(asc(formularios.root), asc(formularios.ordem)),
        ctx.db
          .select({ nome: parametros.nome, valor: parametros.valor })
          .from(parametros)
          .orderBy(asc(parametros.nome)),
        ctx.db.select({ id: unidades.id }).from(unidades).where(eq(unidades.ativo, true)),
      ]);
      return {
        formularios: forms
          .filter((f) => f.roles.length === 0 || f.roles.some((r) => user.roles.includes(r as never)))
          .map(({ id, root, ordem, descricao, icone, url }) => ({ id, root, ordem, descricao, icone, url })),
        parametros: params,
        unidades: await loadUnidades(
          ctx.db,
          unitIds.map((u) => u.id),
        ),
      };
    },
  );

  app.get(
    '/api/config/publico',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['config'],
        summary: 'Parâmetros públicos (telas antes do login)',
        response: {
          200: z.object({ parametros: z.array(z.object({ nome: z.string(), valor: z.string() })) }),
        },
      },
    },
    async () => ({
      parametros: await ctx.db
        .select({ nome: parametros.nome, valor: parametros.valor })
        .from(parametros)
        .where(eq(parametros.publico, true))
        .orderBy(asc(parametros.nome)),
    }),
  );
};
