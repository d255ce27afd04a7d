// Users of the manager area (docs/product/gestor-crm-vendas.md §2.3, §2.4, §7). Reads: every manager profile
// (ADMIN, GESTOR, USUARIO, AUDITOR). Writes (create, edit, block, links): ADMIN and GESTOR only; only an
// ADMIN changes an ADMIN user or grants/removes the ADMIN profile. GET /usuarios/{id} stays in
// modules/usuarios; the static paths below win over its :id parameter in Fastify's router.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANAGER_ROLES } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { usuarioSchema } from '@portal/shared/schemas/auth';
import { errorSchema, idParam, pagedSchema } from '@portal/shared/schemas/common';
import {
  GESTOR_WRITE_ROLES,
  perfilFilterQuery,
  perfilItemSchema,
  usuarioStatusBody,
  usuarioCreateBody,
  usuarioListItemSchema,
  usuariosGestorFilterQuery,
  usuariosSearchQuery,
  usuarioUpdateBody,
  vinculoBody,
  vinculoDeleteQuery,
} from '@portal/shared/schemas/gestor';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { findUsuario } from '../usuarios';
import { createUsuario } from './create-usuario';
import { listUsuariosGestor } from './list-usuarios-gestor';
import { addVinculo, removeVinculo, type VinculoKind } from './manage-vinculos';
import { searchPerfis } from './search-perfis';
import { searchUsuarios } from './search-usuarios';
import { setUsuarioStatus } from './set-usuario-status';
import { updateUsuario } from './update-usuario';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const READ = '[leitura: ADMIN, GESTOR, USUARIO, AUDITOR]';
const WRITE = '[escrita: ADMIN, GESTOR]';

export const gestorUsuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/usuarios/gestor/filter',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['gestor-usuarios'],
        summary: `Lista paginada de usuários por status, perfil e texto (nome, e-mail, CPF/CNPJ, maiúsculas) ${READ}`,
        description:
          'page começa em 1; rows = linhas por página (padrão 50, máx. 200). A resposta traz rows = total de registros.',
        querystring: usuariosGestorFilterQuery,
        response: { 200: pagedSchema(usuarioListItemSchema), ...errors },
      },
    },
    async (req) => listUsuariosGestor(ctx.db, req.query),
  );

  app.get(
    '/api/usuarios',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['gestor-usuarios'],
        summary: `Busca de usuários (status padrão L; perfil = lista de papéis separados por vírgula; até 50) ${READ}`,
        querystring: usuariosSearchQuery,
        response: { 200: z.array(usuarioListItemSchema), ...errors },
      },
    },
    async (req) => searchUsuarios(ctx.db, req.query),
  );

  app.get(
    '/api/perfil/filter',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['gestor-usuarios'],
        summary: `Busca de perfis por papel ou descrição ${READ}`,
        querystring: perfilFilterQuery,
        response: { 200: z.array(perfilItemSchema), ...errors },
      },
    },
    async (req) => searchPerfis(ctx.db, req.query.q),
  );

  app.post(
    '/api/usuarios',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-usuarios'],
        summary: `Cadastra um usuário: começa como P (PENDENTE), vinculado à filial, com registro de aprovação aberto ${WRITE}`,
        description:
          'O status enviado é ignorado: o usuário é liberado na tela de aprovações. E-mail repetido -> 409.',
        body: usuarioCreateBody,
        response: { 201: usuarioSchema, ...errors },
      },
    },
    async (req, reply) => {
      const id = await createUsuario(ctx, req.body);
      return reply.status(201).send((await findUsuario(ctx.db, id))!);
    },
  );

  app.put(
    '/api/usuarios/gestor/:id',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-usuarios'],
        summary: `Altera nome, e-mail e CPF/CNPJ de um usuário (o id do corpo deve ser o da rota) ${WRITE}`,
        params: idParam,
        body: usuarioUpdateBody,
        response: { 200: usuarioSchema, ...errors },
      },
    },
    async (req) => {
      await updateUsuario(ctx, currentUser(req), req.params.id, req.body);
      const u = await findUsuario(ctx.db, req.params.id);
      if (!u) throw notFound(MSG.userIdInvalid(String(req.params.id)));
      return u;
    },
  );

  app.put(
    '/api/usuarios/gestor/:id/status',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-usuarios'],
        summary: `Bloqueia (B) o acesso de um usuário, encerrando as sessões, ou o libera (L); registra quem decidiu, quando e por quê ${WRITE}`,
        description:
          'Corpo {status: B|L, motivo}. O motivo é obrigatório para bloquear (400) e guardado com o registro de aprovação. ' +
          'Cadastros de clientes pendentes são decididos por PUT /usuarios/liberacao (que decide também a empresa). ' +
          'O próprio usuário não pode mudar o seu acesso (403); o status que o usuário já tem é recusado (409).',
        params: idParam,
        body: usuarioStatusBody,
        response: { 204: z.null().describe('feito'), ...errors },
      },
    },
    async (req, reply) => {
      await setUsuarioStatus(ctx, currentUser(req), req.params.id, req.body.status, req.body.motivo);
      return reply.status(204).send(null);
    },
  );

  for (const kind of ['unidade', 'cliente', 'perfil'] as VinculoKind[]) {
    app.post(
      `/api/usuarios/${kind}`,
      {
        config: { auth: GESTOR_WRITE_ROLES },
        schema: {
          tags: ['gestor-usuarios'],
          summary: `Vincula um(a) ${kind} ao usuário: pk = usuário, fk = ${kind} ${WRITE}`,
          description: 'Vínculo repetido -> 409; usuário ou registro inexistente -> 404.',
          body: vinculoBody,
          response: { 201: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (req, reply) => {
        const id = await addVinculo(ctx, currentUser(req), kind, req.body.pk, req.body.fk);
        return reply.status(201).send({ id });
      },
    );
    app.delete(
      `/api/usuarios/${kind}/:id`,
      {
        config: { auth: GESTOR_WRITE_ROLES },
        schema: {
          tags: ['gestor-usuarios'],
          summary: `Remove o vínculo de um(a) ${kind} (id) do usuário (query usuario) ${WRITE}`,
          params: idParam,
          querystring: vinculoDeleteQuery,
          response: { 204: z.null().describe('removido'), ...errors },
        },
      },
      async (req, reply) => {
        await removeVinculo(ctx, currentUser(req), kind, req.query.usuario, req.params.id);
        return reply.status(204).send(null);
      },
    );
  }
};
