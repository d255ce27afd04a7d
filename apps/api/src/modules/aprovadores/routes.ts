// Approvers (docs/product/gestor-crm-vendas.md §2.6, §7): list for every manager profile; add, edit and
// remove for ADMIN and GESTOR (USUARIO and AUDITOR read only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANAGER_ROLES } from '@portal/shared/constants';
import { errorSchema, idParam } from '@portal/shared/schemas/common';
import {
  aprovadorBody,
  aprovadoresQuery,
  aprovadoresResponse,
  aprovadorSchema,
  GESTOR_WRITE_ROLES,
} from '@portal/shared/schemas/gestor';
import { listAprovadores } from './list-aprovadores';
import { createAprovador, deleteAprovador, updateAprovador } from './save-aprovador';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const bodyDescription =
  'Corpo {usuarioId, filialId, master (MASTER|NORMAL, ou S|N), status (P|L|B)}. Validação na ordem da especificação: ' +
  'usuário, filial, nível, status (400 com a mensagem). O usuário deve ter perfil ADMIN, GESTOR, USUARIO ou AUDITOR; ' +
  'o mesmo usuário na mesma filial -> 409.';

export const aprovadoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/usuarios/aprovadores',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['aprovadores'],
        summary:
          'Aprovadores por status (padrão L; TODOS = todos), filial, usuario e busca [leitura: ADMIN, GESTOR, USUARIO, AUDITOR]',
        querystring: aprovadoresQuery,
        response: { 200: aprovadoresResponse, ...errors },
      },
    },
    async (req) => listAprovadores(ctx.db, req.query),
  );

  app.post(
    '/api/usuarios/aprovadores',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['aprovadores'],
        summary: 'Adiciona um aprovador [escrita: ADMIN, GESTOR]',
        description: bodyDescription,
        body: aprovadorBody,
        response: { 201: aprovadorSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createAprovador(ctx.db, req.body)),
  );

  app.put(
    '/api/usuarios/aprovadores/:id',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['aprovadores'],
        summary: 'Edita um aprovador [escrita: ADMIN, GESTOR]',
        description: bodyDescription,
        params: idParam,
        body: aprovadorBody,
        response: { 200: aprovadorSchema, ...errors },
      },
    },
    async (req) => updateAprovador(ctx.db, req.params.id, req.body),
  );

  app.delete(
    '/api/usuarios/aprovadores/:id',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['aprovadores'],
        summary: 'Remove um aprovador [escrita: ADMIN, GESTOR]',
        params: idParam,
        response: { 204: z.null().describe('removido'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteAprovador(ctx.db, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
