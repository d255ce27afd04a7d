import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { BUYER_ROLES, type Role } from '@portal/shared/constants';
import { errorSchema, idParam, pagedSchema } from '@portal/shared/schemas/common';
import {
  diasParam,
  pedidoCreateBody,
  pedidoCreateResponse,
  pedidoGridBody,
  pedidoRastreioQuery,
  pedidoRefParams,
  pedidoRefQuery,
  pedidoResumoSchema,
  pedidoSchema,
  pedidoStatusSomaBody,
  pedidoStatusSomaSchema,
} from '@portal/shared/schemas/pedidos';
import { rastreioResponse } from '@portal/shared/schemas/integracao';
import { unidades } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { cancelPedido } from './cancel-pedido';
import { createPedido, PEDIDO_IDEMPOTENCY } from './create-pedido';
import { byId, byRef, findPedido } from './find-pedido';
import { idempotencyHeaders, readIdempotencyKey } from './idempotency';
import { listPedidos, sumPedidoStatus, sumPedidosUltimosDias } from './list-pedidos';
import { printPedido } from './print-pedido';
import { trackPedido } from './track-pedido';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** Auditors and plain manager users read orders; they do not cancel them. */
const CANCEL_ROLES: readonly Role[] = [...BUYER_ROLES, 'ROLE_GESTOR', 'ROLE_ADMIN'];

export const pedidosRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/api/pedidos',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['pedidos'],
        summary: 'Finaliza o carrinho: um pedido por condição de pagamento e modalidade (CIF/FOB)',
        description:
          'Requer o cabeçalho Idempotency-Key (1–100 caracteres): a mesma chave com o mesmo corpo devolve a resposta guardada ' +
          '(cabeçalho Idempotent-Replayed: true) sem criar nada; com outro corpo, 409. Preços, totais e pesos são recalculados no servidor. ' +
          'Resposta: 201 com um resultado por pedido quando todos foram criados; 207 quando algum item foi recusado ' +
          '({status: 400, message, log} por item recusado, sem pedido para o grupo dele); erro único {status, message, code?, fields?} ' +
          'quando o pedido inteiro é recusado (cliente bloqueado: 422 código 9001; com BLOQUEIA_PEDIDO_SEM_LIMITE SIM, o total dos pedidos acima do ' +
          'limite disponível — o Saldo de GET /clientes/limiteCredito —: 422 código 9001).',
        headers: idempotencyHeaders,
        body: pedidoCreateBody,
        response: {
          201: pedidoCreateResponse,
          207: pedidoCreateResponse,
          ...errors,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const key = readIdempotencyKey(req.headers['idempotency-key'], PEDIDO_IDEMPOTENCY);
      const out = await createPedido(ctx, currentUser(req), req.body, key);
      if (out.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(out.statusCode as 201).send(out.body);
    },
  );

  app.post(
    '/api/pedidos/filtro/grid',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['pedidos'],
        summary: 'Pedidos do cliente na unidade, mais novos primeiro, paginados (page começa em 1)',
        description:
          'statusId 999 = todos os status dos últimos `dias` dias; sem statusId = todos. Filtros opcionais: pedidoId, ref, dataInicial e dataFinal (YYYY-MM-DD, inclusivos).',
        body: pedidoGridBody,
        response: { 200: pagedSchema(pedidoResumoSchema), ...errors },
      },
    },
    async (req) => listPedidos(ctx, currentUser(req), req.body),
  );

  app.post(
    '/api/pedidos/status/soma',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['pedidos'],
        summary: 'Quantidade de pedidos do cliente na unidade por status (todos os status, 0 incluído)',
        body: pedidoStatusSomaBody,
        response: { 200: pedidoStatusSomaSchema.array(), ...errors },
      },
    },
    async (req) => sumPedidoStatus(ctx, currentUser(req), req.body),
  );

  app.post(
    '/api/pedidos/status/soma/utimos/:dias',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['pedidos'],
        summary: 'Quantidade de pedidos do cliente na unidade nos últimos N dias (pedidoStatusId 999)',
        params: diasParam,
        body: pedidoStatusSomaBody,
        response: { 200: pedidoStatusSomaSchema, ...errors },
      },
    },
    async (req) => sumPedidosUltimosDias(ctx, currentUser(req), req.body, req.params.dias),
  );

  app.get(
    '/api/pedidos/ref/:ref',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['pedidos'],
        summary: 'Pedido pela referência e unidade (codigoEmpresa, codigoFilial)',
        params: pedidoRefParams,
        querystring: pedidoRefQuery,
        response: { 200: pedidoSchema, ...errors },
      },
    },
    async (req) => {
      const [unidade] = await ctx.db
        .select({ id: unidades.id })
        .from(unidades)
        .where(
          and(
            eq(unidades.empresaCod, req.query.codigoEmpresa),
            eq(unidades.filialCod, req.query.codigoFilial),
          ),
        )
        .limit(1);
      const pedido = unidade
        ? await findPedido(ctx.db, currentUser(req), byRef(req.params.ref, unidade.id), ctx.clock())
        : null;
      if (!pedido) throw notFound();
      return pedido;
    },
  );

  app.get(
    '/api/pedidos/cancelar/:id',
    {
      config: { auth: CANCEL_ROLES },
      schema: {
        tags: ['pedidos'],
        summary: 'Cancela o pedido (somente com statusId até 2); devolve o pedido atualizado',
        params: idParam,
        response: { 200: pedidoSchema, ...errors, 422: errorSchema },
      },
    },
    async (req) => cancelPedido(ctx, currentUser(req), req.params.id),
  );

  app.get(
    '/api/pedidos/:id',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['pedidos'],
        summary: 'Pedido completo: itens (com atualizações do ERP), histórico, notas e títulos',
        params: idParam,
        response: { 200: pedidoSchema, ...errors },
      },
    },
    async (req) => {
      const pedido = await findPedido(ctx.db, currentUser(req), byId(req.params.id), ctx.clock());
      if (!pedido) throw notFound();
      return pedido;
    },
  );

  app.get(
    '/api/pedidos/:id/impressao',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['pedidos'],
        summary: 'Impressão do pedido (PDF)',
        params: idParam,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('PDF (application/pdf)'), ...errors },
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await printPedido(ctx, currentUser(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/pedidos/:id/rastreio',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['pedidos'],
        summary:
          'Rastreio da entrega de uma NF-e do pedido, pelo serviço de rastreio configurado (TRACKING_URL)',
        description:
          '`chave` deve ser uma chave de NF-e do pedido (outra chave -> 404); sem `chave`, a da nota mais recente. ' +
          'Pedido sem chave: `success: false` com "Chave NF-E não informada."; chave sem rastreio: `success: false` com a mensagem do serviço.',
        params: idParam,
        querystring: pedidoRastreioQuery,
        response: { 200: rastreioResponse, ...errors },
      },
    },
    async (req) => trackPedido(ctx, currentUser(req), req.params.id, req.query.chave),
  );
};
