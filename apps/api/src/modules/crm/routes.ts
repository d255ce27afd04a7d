// CRM contacts (docs/product/gestor-crm-vendas.md §2.12–2.13, §7 CRM): a customer keeps the contacts of its
// own company; a seller may keep those of the customers it serves (the header menu offers Contatos to both).
// Managers have no customer of their own and get 403. Another customer's contact id -> 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CRM_ROLES } from '@portal/shared/constants';
import { errorSchema, idParam } from '@portal/shared/schemas/common';
import { contatoBody, contatoSchema, contatosQuery, contatosResponse } from '@portal/shared/schemas/crm';
import { currentUser } from '../../http/auth';
import { deleteContato } from './delete-contato';
import { findContato } from './find-contato';
import { listContatos } from './list-contatos';
import { createContato, updateContato } from './save-contato';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const bodyDescription =
  'Corpo: setor (código de CRM_LISTA_SETORES), tipo (somente CLIENTE), cgc (CPF, só números, 11, válido), nome (obrigatório), ' +
  'email, telefone (só números, no máximo 11), niver (AAAA-MM-DD; aniversario é aceito), contatoPrincipal, recebeEmail, ' +
  'recebeWhatsapp, status (P|L|B, padrão L). Regra violada: 400 com a mensagem e o campo em `error` (CPF: "CPF inválido!"). ' +
  'id, codigo, vendedorCodigo e statusDescricao são somente leitura.';

export const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/crm/contatos',
    {
      config: { auth: CRM_ROLES },
      schema: {
        tags: ['crm'],
        summary: 'Contatos dos clientes do usuário, paginados (50 por página), com busca em maiúsculas',
        description:
          'clienteId: um cliente do usuário (outro -> 404); ausente: todos os clientes que o usuário atende. page começa em 1. ' +
          'search: nome, e-mail, código, setor ou dígitos do CPF/telefone. Ordem: nome.',
        querystring: contatosQuery,
        response: { 200: contatosResponse, ...errors },
      },
    },
    async (req) => listContatos(ctx, currentUser(req), req.query),
  );

  app.post(
    '/api/crm/contatos',
    {
      config: { auth: CRM_ROLES },
      schema: {
        tags: ['crm'],
        summary: 'Adiciona um contato',
        description: `${bodyDescription} entidadeId: cliente do usuário (outro -> 404); ausente, o único cliente do usuário (mais de um -> 400).`,
        body: contatoBody,
        response: { 201: contatoSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createContato(ctx, currentUser(req), req.body)),
  );

  app.get(
    '/api/crm/contatos/:id',
    {
      config: { auth: CRM_ROLES },
      schema: {
        tags: ['crm'],
        summary: 'Um contato (de outro cliente -> 404)',
        params: idParam,
        response: { 200: contatoSchema, ...errors },
      },
    },
    async (req) => findContato(ctx, currentUser(req), req.params.id),
  );

  app.put(
    '/api/crm/contatos/:id',
    {
      config: { auth: CRM_ROLES },
      schema: {
        tags: ['crm'],
        summary: 'Altera um contato (de outro cliente -> 404)',
        description: `${bodyDescription} O cliente (entidadeId) do contato não muda.`,
        params: idParam,
        body: contatoBody,
        response: { 200: contatoSchema, ...errors },
      },
    },
    async (req) => updateContato(ctx, currentUser(req), req.params.id, req.body),
  );

  app.delete(
    '/api/crm/contatos/:id',
    {
      config: { auth: CRM_ROLES },
      schema: {
        tags: ['crm'],
        summary: 'Remove um contato (de outro cliente -> 404)',
        params: idParam,
        response: { 204: z.null().describe('removido'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteContato(ctx, currentUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
