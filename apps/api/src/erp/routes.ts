// HTTP side of the ERP boundary (docs/product/arquitetura.md §5): the integration API for a real ERP
// (/api/integracao/v1, authenticated by X-Api-Key), the admins' key management, and the simulated
// carriers' tracking service (POST /api/rastreio).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@portal/shared/schemas/common';
import {
  apiKeyCreateBody,
  apiKeyCreated,
  apiKeyPrefixParam,
  apiKeySchema,
  batchOf,
  batchResult,
  categoriaItem,
  clienteItem,
  limiteCreditoItem,
  motoristaItem,
  notaItem,
  obraItem,
  pagamentoCondicaoItem,
  pagamentoFormaItem,
  pedidoAckItem,
  pedidoRefParam,
  pedidoCancelAckItem,
  pedidosAckResult,
  pedidosCanceladosResponse,
  pedidosNovosQuery,
  pedidosNovosResponse,
  pedidoStatusBody,
  pedidoStatusResult,
  precoItem,
  estoqueItem,
  ESTOQUE_LOTE_MAX,
  produtoItem,
  rastreioEventoItem,
  rastreioRequest,
  rastreioResponse,
  tituloItem,
  unidadeItem,
  veiculoItem,
  type BatchResult,
} from '@portal/shared/schemas/integracao';
import {
  pixConfirmarBody,
  pixDecisaoResult,
  pixIntencoesAbertasQuery,
  pixIntencoesAbertasResponse,
  pixRejeitarBody,
  pixTxidParam,
} from '@portal/shared/schemas/pix-intencao';
import type { AppContext } from '../context';
import { AppError, notFound } from '../http/errors';
import { ackCancelamentos } from './ack-cancelamentos';
import { ackPedidos } from './ack-pedidos';
import { createApiKey, listApiKeys, revokeApiKey, verifyApiKey, type ApiKeyCaller } from './api-keys';
import type { ErpContext } from './common';
import { findRastreio } from './find-rastreio';
import { listPedidosCancelados } from './list-pedidos-cancelados';
import { listPedidosNovos } from './list-pedidos-novos';
import { confirmPixIntencao, listPixIntencoesAbertas, rejectPixIntencao } from './pix-intencoes';
import { upsertCategorias } from './upsert-categorias';
import { upsertEstoques } from './upsert-estoques';
import { upsertLimitesCredito, upsertMotoristas, upsertObras, upsertVeiculos } from './upsert-cliente-dados';
import { upsertClientes } from './upsert-clientes';
import { upsertNotas } from './upsert-notas';
import { upsertPagamentoCondicoes, upsertPagamentoFormas } from './upsert-pagamentos';
import { upsertPrecos } from './upsert-precos';
import { upsertProdutos } from './upsert-produtos';
import { upsertRastreio } from './upsert-rastreio';
import { updatePedidoStatus } from './update-pedido-status';
import { upsertTitulos } from './upsert-titulos';
import { upsertUnidades } from './upsert-unidades';

declare module 'fastify' {
  interface FastifyRequest {
    /** The integration API key of the call (integration routes only). */
    apiKey?: ApiKeyCaller;
  }
}

export const API_KEY_HEADER = 'x-api-key';
export const INTEGRACAO_PREFIX = '/api/integracao/v1';
const INVALID_KEY = 'Chave de API ausente, inválida ou revogada (cabeçalho X-Api-Key).';
/** Batches of invoices carry XML documents. */
const INTEGRATION_BODY_LIMIT = 32 * 1024 * 1024;

const keyHeader = z.looseObject({ [API_KEY_HEADER]: z.string().describe('Chave de API do ERP (pb2b_…)') });
const errors = { 400: errorSchema, 401: errorSchema };

/** Integration API for a real ERP, plus the admins' key management. */
export const integracaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/integracao/chaves',
    {
      config: { auth: ['ROLE_ADMIN'] },
      schema: {
        tags: ['integracao'],
        summary: 'Lista as chaves de API do ERP',
        response: { 200: z.array(apiKeySchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => listApiKeys(ctx.db),
  );
  app.post(
    '/api/integracao/chaves',
    {
      config: { auth: ['ROLE_ADMIN'] },
      schema: {
        tags: ['integracao'],
        summary: 'Cria uma chave de API do ERP (a chave é mostrada só nesta resposta)',
        body: apiKeyCreateBody,
        response: { 201: apiKeyCreated, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createApiKey(ctx.db, req.body.nome, ctx.clock())),
  );
  app.delete(
    '/api/integracao/chaves/:prefixo',
    {
      config: { auth: ['ROLE_ADMIN'] },
      schema: {
        tags: ['integracao'],
        summary: 'Revoga uma chave de API do ERP pelo prefixo',
        params: apiKeyPrefixParam,
        response: { 204: z.null(), 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      if (!(await revokeApiKey(ctx.db, req.params.prefixo, ctx.clock()))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  await app.register(integracaoV1);
};

/** Routes under /api/integracao/v1: public for the JWT layer, authenticated here by API key. */
async function integracaoV1(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const ctx: AppContext = parent.ctx;
  const erp: ErpContext = ctx;

  // Before body validation, like the JWT check: a caller without a key learns nothing from 400s.
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const header = req.headers[API_KEY_HEADER];
    const caller = await verifyApiKey(ctx.db, Array.isArray(header) ? header[0] : header, ctx.clock());
    if (!caller) throw new AppError(401, INVALID_KEY);
    req.apiKey = caller;
  });

  const common = (summary: string, description?: string) => ({
    tags: ['integracao'],
    summary,
    description,
    headers: keyHeader,
    security: [],
  });
  const batch = <T extends z.ZodTypeAny>(
    path: string,
    item: T,
    summary: string,
    run: (itens: z.infer<T>[]) => Promise<BatchResult>,
    method: 'PUT' | 'POST' = 'PUT',
    max?: number,
  ) =>
    app.route({
      method,
      url: `${INTEGRACAO_PREFIX}${path}`,
      bodyLimit: INTEGRATION_BODY_LIMIT,
      config: { auth: 'public' },
      schema: {
        ...common(
          summary,
          'Lote aplicado em uma transação: um item com erro recusa o lote inteiro (400 com `fields` como `itens.3.cgc`). Reenviar o mesmo lote deixa o mesmo estado.',
        ),
        body: batchOf(item, max),
        response: { 200: batchResult, ...errors },
      },
      handler: async (req) => run((req.body as { itens: z.infer<T>[] }).itens),
    });

  batch('/unidades', unidadeItem, 'Unidades (empresa/filial), suas tabelas de preço e a chave Pix', (i) =>
    upsertUnidades(erp, i),
  );
  batch(
    '/clientes',
    clienteItem,
    'Clientes (codigo/loja) com vendedor, unidades e formas de pagamento',
    (i) => upsertClientes(erp, i),
  );
  batch('/categorias', categoriaItem, 'Categorias de produto (erpCodigo)', (i) => upsertCategorias(erp, i));
  batch('/produtos', produtoItem, 'Produtos (sku) com categorias e preços', (i) => upsertProdutos(erp, i));
  batch('/precos', precoItem, 'Preços por produto, unidade, tabela e (opcional) cliente', (i) =>
    upsertPrecos(erp, i),
  );
  batch(
    '/estoques',
    estoqueItem,
    `Estoque por produto e unidade: disponível, a receber e previsão (até ${ESTOQUE_LOTE_MAX} por lote; sem estoque enviado o portal mostra 'Sob consulta')`,
    (i) => upsertEstoques(erp, i),
    'PUT',
    ESTOQUE_LOTE_MAX,
  );
  batch('/pagamentos/formas', pagamentoFormaItem, 'Formas de pagamento (sku; ANT = antecipado)', (i) =>
    upsertPagamentoFormas(erp, i),
  );
  batch(
    '/pagamentos/condicoes',
    pagamentoCondicaoItem,
    'Condições de pagamento com os dias das parcelas',
    (i) => upsertPagamentoCondicoes(erp, i),
  );
  batch('/obras', obraItem, 'Obras dos clientes', (i) => upsertObras(erp, i));
  batch('/motoristas', motoristaItem, 'Motoristas dos clientes', (i) => upsertMotoristas(erp, i));
  batch('/veiculos', veiculoItem, 'Veículos dos clientes', (i) => upsertVeiculos(erp, i));
  batch('/limites-credito', limiteCreditoItem, 'Limites de crédito por cliente e unidade', (i) =>
    upsertLimitesCredito(erp, i),
  );
  batch(
    '/titulos',
    tituloItem,
    'Títulos (boletos, com o Pix do banco) por unidade, prefixo, título e parcela',
    (i) => upsertTitulos(erp, i),
  );
  batch(
    '/notas',
    notaItem,
    'Notas fiscais (NF-e autorizada, XML nfeProc 4.00) por chave de acesso',
    (i) => upsertNotas(erp, i),
    'POST',
  );
  batch(
    '/rastreio',
    rastreioEventoItem,
    'Eventos de rastreio da transportadora por chave da NF-e',
    (i) => upsertRastreio(erp, i),
    'POST',
  );

  app.post(
    `${INTEGRACAO_PREFIX}/pedidos/:ref/status`,
    {
      config: { auth: 'public' },
      schema: {
        ...common(
          'Altera o status de um pedido do portal, com as atualizações dos itens',
          'Grava uma linha de histórico quando o status muda; repetir a mesma alteração não grava nada. Com `statusAnterior`, recusa (409) se o pedido estiver em outro status.',
        ),
        params: pedidoRefParam,
        body: pedidoStatusBody,
        response: { 200: pedidoStatusResult, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req) => updatePedidoStatus(erp, req.params.ref, req.body),
  );

  app.get(
    `${INTEGRACAO_PREFIX}/pedidos/novos`,
    {
      config: { auth: 'public' },
      schema: {
        ...common(
          'Pedidos novos do portal ainda não confirmados pelo ERP (mais antigos primeiro)',
          'Ler não altera nada: um pedido volta em toda leitura até ser confirmado em POST /pedidos/ack, de modo que nada se perde se o ERP ou o portal reiniciar entre a leitura e a confirmação.',
        ),
        querystring: pedidosNovosQuery,
        response: { 200: pedidosNovosResponse, ...errors },
      },
    },
    async (req) => ({ itens: await listPedidosNovos(erp, req.query.limite) }),
  );

  app.post(
    `${INTEGRACAO_PREFIX}/pedidos/ack`,
    {
      config: { auth: 'public' },
      schema: {
        ...common(
          'Confirma o recebimento de pedidos pelo ERP (idempotente)',
          'Confirmar de novo não é erro; a primeira data de confirmação é mantida.',
        ),
        body: batchOf(pedidoAckItem),
        response: { 200: pedidosAckResult, ...errors },
      },
    },
    async (req) => ackPedidos(erp, req.body.itens),
  );

  app.get(
    `${INTEGRACAO_PREFIX}/pedidos/cancelados`,
    {
      config: { auth: 'public' },
      schema: {
        ...common(
          'Pedidos já confirmados pelo ERP e depois cancelados no portal, ainda não confirmados (mais antigos primeiro)',
          'O ERP deve cancelar a sua cópia do pedido e confirmar em POST /pedidos/cancelados/ack. Um pedido cancelado antes da confirmação do ERP não aparece aqui: ele vem em GET /pedidos/novos com statusId 7. Ler não altera nada.',
        ),
        querystring: pedidosNovosQuery,
        response: { 200: pedidosCanceladosResponse, ...errors },
      },
    },
    async (req) => ({ itens: await listPedidosCancelados(erp, req.query.limite) }),
  );

  app.post(
    `${INTEGRACAO_PREFIX}/pedidos/cancelados/ack`,
    {
      config: { auth: 'public' },
      schema: {
        ...common(
          'Confirma que o ERP cancelou os pedidos cancelados no portal (idempotente)',
          'Confirmar de novo não é erro; um pedido que não está cancelado é recusado.',
        ),
        body: batchOf(pedidoCancelAckItem),
        response: { 200: pedidosAckResult, ...errors },
      },
    },
    async (req) => ackCancelamentos(erp, req.body.itens),
  );

  app.get(
    `${INTEGRACAO_PREFIX}/pix/intencoes/abertas`,
    {
      config: { auth: 'public' },
      schema: {
        ...common(
          'Pix de vários títulos gerados no portal e ainda em aberto (mais antigos primeiro)',
          'Cada intenção é um BR Code estático da chave Pix da filial, com o valor exato e um txid único (campo 62-05): o ERP concilia o Pix recebido pelo txid ' +
            'e confirma (POST /pix/intencoes/{txid}/confirmar) ou rejeita (POST /pix/intencoes/{txid}/rejeitar). Ler não altera nada, a não ser marcar EXPIRADA ' +
            'as vencidas (PIX_INTENCAO_HORAS, padrão 24 h), que saem da lista.',
        ),
        querystring: pixIntencoesAbertasQuery,
        response: { 200: pixIntencoesAbertasResponse, ...errors },
      },
    },
    async (req) => ({ itens: await listPixIntencoesAbertas(erp, req.query.limite) }),
  );

  app.post(
    `${INTEGRACAO_PREFIX}/pix/intencoes/:txid/confirmar`,
    {
      config: { auth: 'public' },
      schema: {
        ...common(
          'Confirma o recebimento do Pix de uma intenção: paga os seus títulos (idempotente)',
          'A intenção fica CONFIRMADA e cada título é baixado como no PUT /titulos: saldo menos o valor pago (nunca abaixo de zero) e baixa no dia de `pagoEm` ' +
            '(padrão: agora), em uma transação; o cliente e o vendedor são avisados (sino, ao vivo e e-mail escolhido). Confirmar de novo responde o mesmo e não muda nada. ' +
            'Pix pago (`pagoEm`) depois do vencimento da intenção: 409, e nada muda (se o dinheiro entrou, baixe os títulos pelo PUT /titulos). Intenção rejeitada: 409. txid desconhecido: 404.',
        ),
        params: pixTxidParam,
        body: pixConfirmarBody,
        response: { 200: pixDecisaoResult, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req) => confirmPixIntencao(erp, req.params.txid, req.body),
  );

  app.post(
    `${INTEGRACAO_PREFIX}/pix/intencoes/:txid/rejeitar`,
    {
      config: { auth: 'public' },
      schema: {
        ...common(
          'Rejeita uma intenção de Pix em aberto, com o motivo (idempotente)',
          'A intenção fica REJEITADA com o motivo; os títulos não mudam. Rejeitar de novo responde o mesmo. Intenção confirmada ou vencida: 409. txid desconhecido: 404.',
        ),
        params: pixTxidParam,
        body: pixRejeitarBody,
        response: { 200: pixDecisaoResult, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req) => rejectPixIntencao(erp, req.params.txid, req.body.motivo),
  );
}

/** The carriers' tracking service, simulated by the portal (the default TRACKING_URL). */
export const rastreioRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/rastreio',
    {
      config: { auth: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['integracao'],
        summary: 'Rastreio da entrega por chave de NF-e (serviço da transportadora simulado)',
        description:
          'Resposta no formato do serviço das transportadoras; chave sem eventos: `success: false` com mensagem.',
        security: [],
        body: rastreioRequest,
        response: { 200: rastreioResponse, 400: errorSchema, 429: errorSchema },
      },
    },
    async (req) => findRastreio(ctx, req.body.chave_nfe),
  );
};
