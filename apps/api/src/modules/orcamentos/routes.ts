import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUYER_ROLES } from '@portal/shared/constants';
import { errorSchema, idParam } from '@portal/shared/schemas/common';
import {
  orcamentoCarrinhoResponse,
  orcamentoCreateBody,
  orcamentoEmailBody,
  orcamentoListQuery,
  orcamentoSchema,
} from '@portal/shared/schemas/orcamentos';
import { currentUser } from '../../http/auth';
import { idempotencyHeaders, readIdempotencyKey } from '../pedidos';
import { createOrcamento, ORCAMENTO_IDEMPOTENCY } from './create-orcamento';
import { emailOrcamento, listOrcamentos, orcamentoCarrinho, orcamentoPdf } from './read-orcamentos';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Quotes of the cart: customers and sellers, for the clients they may act for (another client's id: 404). */
export const orcamentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/api/orcamentos',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['orcamentos'],
        summary: 'Gera e guarda um orçamento do carrinho (preços recalculados como em POST /api/pedidos)',
        description:
          'Requer o cabeçalho Idempotency-Key (1–100 caracteres), como POST /api/pedidos: a mesma chave com o mesmo corpo devolve ' +
          'o orçamento já gerado (cabeçalho Idempotent-Replayed: true) sem gerar outro; com outro corpo, 409. ' +
          'O corpo é o do carrinho (clienteId, unidadeId, itens). Os preços são os do servidor para o cliente e a unidade; ' +
          'o preço ajustado por um vendedor (ALTERA_PRECO_ITEM) segue a regra do pedido. Validade: ORCAMENTO_VALIDADE_DIAS dias. ' +
          'Um item recusado recusa o orçamento (400 com a mensagem do item). Cliente inativo, bloqueado ou pendente ' +
          '(status diferente de L): 422 (código 9001) com o motivo.',
        headers: idempotencyHeaders,
        body: orcamentoCreateBody,
        response: { 201: orcamentoSchema, ...errors, 409: errorSchema, 422: errorSchema },
      },
    },
    async (req, reply) => {
      const key = readIdempotencyKey(req.headers['idempotency-key'], ORCAMENTO_IDEMPOTENCY);
      const out = await createOrcamento(ctx, currentUser(req), req.body, key);
      if (out.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(out.statusCode as 201).send(out.body);
    },
  );

  app.get(
    '/api/orcamentos',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['orcamentos'],
        summary: 'Orçamentos do cliente, mais novos primeiro (os últimos 100)',
        querystring: orcamentoListQuery,
        response: { 200: orcamentoSchema.array(), ...errors },
      },
    },
    async (req) => listOrcamentos(ctx, currentUser(req), req.query.cliente),
  );

  app.get(
    '/api/orcamentos/:id/pdf',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['orcamentos'],
        summary: 'O orçamento em PDF',
        params: idParam,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('PDF (application/pdf)'), ...errors },
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await orcamentoPdf(ctx, currentUser(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/orcamentos/:id/email',
    {
      config: { auth: BUYER_ROLES, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orcamentos'],
        summary: 'Envia o orçamento (PDF anexo) para o e-mail informado, pela caixa de saída de e-mails',
        description:
          'Cada usuário envia até ORCAMENTO_EMAILS_DIA orçamentos por e-mail por dia (dia de Brasília); acima disso, 429 ' +
          'com a mensagem do limite. Um e-mail inválido (400) ou um orçamento de outro cliente (404) não conta.',
        params: idParam,
        body: orcamentoEmailBody,
        response: { 200: z.object({ message: z.string() }), ...errors, 429: errorSchema },
      },
    },
    async (req) => emailOrcamento(ctx, currentUser(req), req.params.id, req.body.email),
  );

  app.get(
    '/api/orcamentos/:id/carrinho',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['orcamentos'],
        summary: 'Os itens de um orçamento válido como itens de carrinho, com os preços atuais da unidade',
        description: 'Orçamento vencido: 422 (código 9001) com a data de validade.',
        params: idParam,
        response: { 200: orcamentoCarrinhoResponse, ...errors, 422: errorSchema },
      },
    },
    async (req) => orcamentoCarrinho(ctx, currentUser(req), req.params.id),
  );
};
