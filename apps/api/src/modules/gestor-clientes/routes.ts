// Customers of the manager area (docs/product/gestor-crm-vendas.md §2.7, §7 Customers): list, detail, create,
// edit, units. Reads: every manager profile; writes: ADMIN and GESTOR. The buying side's customer calls
// (/clientes/info/{id}, /clientes/erp/filter...) stay in modules/clientes; their static paths win
// over GET /clientes/{id} in Fastify's router, and `id` must be an integer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANAGER_ROLES } from '@portal/shared/constants';
import { errorSchema, idParam, pagedSchema } from '@portal/shared/schemas/common';
import {
  GESTOR_WRITE_ROLES,
  clienteGestorBody,
  clienteGestorSchema,
  clienteListItemSchema,
  clientesFilterQuery,
  clienteUnidadeBody,
  clienteUnidadeDeleteQuery,
} from '@portal/shared/schemas/gestor-cadastros';
import { findClienteGestor } from './find-cliente-gestor';
import { listClientesGestor } from './list-clientes-gestor';
import { addClienteUnidade, removeClienteUnidade } from './manage-cliente-unidades';
import { createClienteGestor, updateClienteGestor } from './save-cliente-gestor';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const READ = '[leitura: ADMIN, GESTOR, USUARIO, AUDITOR]';
const WRITE = '[escrita: ADMIN, GESTOR]';
const ERP_NOTE =
  'Clientes são dados do ERP: a próxima carga do ERP para o mesmo codigo/loja sobrescreve o que foi alterado aqui.';

export const gestorClientesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/clientes/filter',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['gestor-clientes'],
        summary: `Lista paginada de clientes; busca (maiúsculas) por razão social, código (ou código/loja), CNPJ/CPF ou id ${READ}`,
        description:
          'page começa em 1; rows = linhas por página (padrão 50, máx. 200). A resposta traz rows = total de registros.',
        querystring: clientesFilterQuery,
        response: { 200: pagedSchema(clienteListItemSchema), ...errors },
      },
    },
    async (req) => listClientesGestor(ctx.db, req.query),
  );

  app.get(
    '/api/clientes/:id',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['gestor-clientes'],
        summary: `Cliente com endereço, unidades, usuários vinculados e vendedor ${READ}`,
        params: idParam,
        response: { 200: clienteGestorSchema, ...errors },
      },
    },
    async (req) => findClienteGestor(ctx.db, req.params.id),
  );

  app.post(
    '/api/clientes',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-clientes'],
        summary: `Cadastra um cliente (status padrão P - PENDENTE) ${WRITE}`,
        description: `cgc: CPF (11) ou CNPJ (14) com dígitos verificadores; cep 8 dígitos; uf de 2 letras; codigo+loja únicos (409). ${ERP_NOTE}`,
        body: clienteGestorBody,
        response: { 201: clienteGestorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const id = await createClienteGestor(ctx, req.body);
      return reply.status(201).send(await findClienteGestor(ctx.db, id));
    },
  );

  app.put(
    '/api/clientes/:id',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-clientes'],
        summary: `Altera os dados e o endereço de um cliente (o id do corpo, quando enviado, deve ser o da rota) ${WRITE}`,
        description: `Sem endereco no corpo, o endereço fica como está. ${ERP_NOTE}`,
        params: idParam,
        body: clienteGestorBody,
        response: { 200: clienteGestorSchema, ...errors },
      },
    },
    async (req) => {
      await updateClienteGestor(ctx, req.params.id, req.body);
      return findClienteGestor(ctx.db, req.params.id);
    },
  );

  app.post(
    '/api/clientes/unidade',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-clientes'],
        summary: `Vincula uma unidade ao cliente: pk = cliente, fk = unidade ${WRITE}`,
        description: 'Vínculo repetido -> 409; cliente ou unidade inexistente -> 404.',
        body: clienteUnidadeBody,
        response: { 201: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ id: await addClienteUnidade(ctx, req.body.pk, req.body.fk) }),
  );

  app.delete(
    '/api/clientes/unidade',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-clientes'],
        summary: `Remove a unidade (query unidade) do cliente (query cliente) ${WRITE}`,
        querystring: clienteUnidadeDeleteQuery,
        response: { 204: z.null().describe('removida'), ...errors },
      },
    },
    async (req, reply) => {
      await removeClienteUnidade(ctx, req.query.cliente, req.query.unidade);
      return reply.status(204).send(null);
    },
  );
};
