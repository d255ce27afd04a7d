import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUYER_ROLES } from '@portal/shared/constants';
import { errorSchema, idParam } from '@portal/shared/schemas/common';
import {
  pedidoPadraoCarrinhoQuery,
  pedidoPadraoCarrinhoResponse,
  pedidoPadraoCreateBody,
  pedidoPadraoListQuery,
  pedidoPadraoSchema,
} from '@portal/shared/schemas/pedidos';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { buildCarrinho } from './build-carrinho';
import { createPedidoPadrao } from './create-pedido-padrao';
import { deletePedidoPadrao } from './delete-pedido-padrao';
import { findPedidoPadrao, listPedidosPadrao } from './find-pedidos-padrao';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * Standing orders (docs/product/portal-cliente.md §2 Standing orders, §7): the owner's clients only; another
 * owner's id is 404.
 */
export const pedidoPadraoRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/pedidos/padrao',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['pedido-padrao'],
        summary: 'Pedidos padrão do cliente (busca por descrição, observação ou id)',
        querystring: pedidoPadraoListQuery,
        response: { 200: pedidoPadraoSchema.array(), ...errors },
      },
    },
    async (req) => listPedidosPadrao(ctx.db, currentUser(req), req.query.cliente, req.query.search),
  );

  app.get(
    '/api/pedidos/padrao/:id',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['pedido-padrao'],
        summary: 'Um pedido padrão com os itens',
        params: idParam,
        response: { 200: pedidoPadraoSchema, ...errors },
      },
    },
    async (req) => {
      const found = await findPedidoPadrao(ctx.db, currentUser(req), req.params.id);
      if (!found) throw notFound();
      return found;
    },
  );

  app.get(
    '/api/pedidos/padrao/:id/carrinho',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['pedido-padrao'],
        summary:
          'O pedido padrão como itens de carrinho, com os preços atuais da unidade (filial = id da unidade)',
        params: idParam,
        querystring: pedidoPadraoCarrinhoQuery,
        response: { 200: pedidoPadraoCarrinhoResponse, ...errors },
      },
    },
    async (req) => buildCarrinho(ctx, currentUser(req), req.params.id, req.query.filial),
  );

  app.post(
    '/api/pedidos/padrao',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['pedido-padrao'],
        summary: 'Cria um pedido padrão a partir de um pedido (descrição em maiúsculas, obrigatória)',
        body: pedidoPadraoCreateBody,
        response: { 201: pedidoPadraoSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createPedidoPadrao(ctx, currentUser(req), req.body)),
  );

  app.delete(
    '/api/pedidos/padrao/:id',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['pedido-padrao'],
        summary: 'Exclui o pedido padrão',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deletePedidoPadrao(ctx.db, currentUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
