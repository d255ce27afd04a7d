// The search's synonyms (beyond the spec): read by every manager profile, written by ADMIN and
// GESTOR (as products are), effective on every node at the next search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GESTOR_WRITE_ROLES, MANAGER_ROLES } from '@portal/shared/constants';
import { errorSchema, idParam } from '@portal/shared/schemas/common';
import { sinonimoBody, sinonimoSchema, sinonimosResponse } from '@portal/shared/schemas/sinonimos';
import { ouvirSinonimos } from './cache';
import { createSinonimo, deleteSinonimo, listSinonimos, updateSinonimo } from './save-sinonimo';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const rule =
  'Um termo digitado pelos clientes (termo) e o texto do catálogo que a busca procura no lugar dele (substituto): a busca ' +
  'lista primeiro os produtos do texto digitado e depois os do texto trocado. O termo é comparado sem acentos, em ' +
  'maiúsculas e no singular; um termo repetido -> 409. Vale na próxima busca, em todos os nós.';

export const sinonimosRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const stop = await ouvirSinonimos(ctx.database, ctx.db);
  app.addHook('onClose', async () => stop());

  app.get(
    '/api/produtos/sinonimos',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['gestor-produtos'],
        summary: 'Sinônimos da busca de produtos, pelo termo',
        description: rule,
        response: { 200: sinonimosResponse, ...errors },
      },
    },
    async () => listSinonimos(ctx),
  );

  app.post(
    '/api/produtos/sinonimos',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-produtos'],
        summary: 'Cadastra um sinônimo da busca',
        description: rule,
        body: sinonimoBody,
        response: { 201: sinonimoSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createSinonimo(ctx, req.body)),
  );

  app.put(
    '/api/produtos/sinonimos/:id',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-produtos'],
        summary: 'Altera um sinônimo da busca',
        description: rule,
        params: idParam,
        body: sinonimoBody,
        response: { 200: sinonimoSchema, ...errors },
      },
    },
    async (req) => updateSinonimo(ctx, req.params.id, req.body),
  );

  app.delete(
    '/api/produtos/sinonimos/:id',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-produtos'],
        summary: 'Exclui um sinônimo da busca',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteSinonimo(ctx, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
