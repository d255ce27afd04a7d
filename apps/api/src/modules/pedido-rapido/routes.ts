import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUYER_ROLES } from '@portal/shared/constants';
import {
  PEDIDO_RAPIDO_MAX_CANDIDATOS,
  PEDIDO_RAPIDO_MAX_LINHAS,
  PEDIDO_RAPIDO_MAX_NOMES,
  PLANILHA_LIMITES,
} from '@portal/shared/pedido-rapido';
import {
  pedidoRapidoBody,
  pedidoRapidoModeloQuery,
  pedidoRapidoPlanilhaBody,
  pedidoRapidoResponse,
} from '@portal/shared/schemas/pedido-rapido';
import { errorSchema } from '@portal/shared/schemas/common';
import { currentUser } from '../../http/auth';
import { checkLinhas } from './check-linhas';
import { buildModelo, EXCEL_CONTENT_TYPE } from './modelo';
import { readPlanilha } from './read-planilha';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const rules =
  'Cada linha é conferida com o catálogo do cliente na unidade (filialId): código desconhecido, produto inativo, sem ' +
  'preço na unidade, quantidade inválida (recusadas); abaixo do mínimo (elevada ao mínimo) ou fora do múltiplo FATOR_MULTI ' +
  `(arredondada para cima) — ajustadas, com a mensagem. No máximo ${PEDIDO_RAPIDO_MAX_LINHAS} linhas. Mesmo acesso da busca de produtos. ` +
  'Uma linha escrita pelo nome do produto (nome, cujo código não existe) é buscada como na busca do catálogo (sinônimos, ' +
  `correção de digitação) e volta com situacao escolher e até ${PEDIDO_RAPIDO_MAX_CANDIDATOS} produtos com preço (proposta; ` +
  'melhor quando só um foi encontrado), ou nao-encontrado; o produto escolhido é conferido depois como uma linha de código. ' +
  `No máximo ${PEDIDO_RAPIDO_MAX_NOMES} linhas por nome são buscadas por vez (as demais: nomes-demais). ` +
  'Cliente inativo, bloqueado ou pendente (status diferente de L): 422 (código 9001) com o motivo, nenhuma linha conferida.';

/** Quick order and repeat order: the check of lines of code and quantity, the spreadsheet, the sample. */
export const pedidoRapidoRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/api/pedido-rapido/verificar',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['pedido-rapido'],
        summary:
          'Confere linhas de código e quantidade (pedido rápido, repetir pedido) antes de irem ao carrinho',
        description: rules,
        body: pedidoRapidoBody,
        response: { 200: pedidoRapidoResponse, ...errors },
      },
    },
    async (req) => checkLinhas(ctx, currentUser(req), req.body),
  );

  app.post(
    '/api/pedido-rapido/planilha',
    {
      config: {
        auth: BUYER_ROLES,
        // Per user, counted once the token is checked and before the body is read.
        rateLimit: {
          max: ctx.config.PLANILHA_RATE_LIMIT,
          timeWindow: '1 minute',
          hook: 'preParsing',
          keyGenerator: (req) => (req.user ? `usuario-${req.user.id}` : req.ip),
        },
      },
      schema: {
        tags: ['pedido-rapido'],
        summary:
          'Lê uma planilha .xlsx ou um .csv (base64; código e quantidade nas duas primeiras colunas) e confere as linhas',
        description:
          `${rules} A planilha é lida até o primeiro limite passado: cada parte do .xlsx com até ` +
          `${PLANILHA_LIMITES.BYTES / (1024 * 1024)} MB descompactada (413), até ${PLANILHA_LIMITES.COLUNAS} colunas ` +
          `com dados e ${PLANILHA_LIMITES.CARACTERES} caracteres por célula (400). PLANILHA_RATE_LIMIT envios por ` +
          'minuto por usuário (429).',
        body: pedidoRapidoPlanilhaBody,
        response: { 200: pedidoRapidoResponse, ...errors, 413: errorSchema, 429: errorSchema },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const linhas = await readPlanilha(req.body.arquivo, req.body.nome);
      return checkLinhas(ctx, user, { clienteId: req.body.clienteId, filialId: req.body.filialId, linhas });
    },
  );

  app.get(
    '/api/pedido-rapido/modelo',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['pedido-rapido'],
        summary:
          'Planilha modelo .xlsx do pedido rápido (Código, Quantidade) com produtos do catálogo do cliente',
        querystring: pedidoRapidoModeloQuery,
        produces: [EXCEL_CONTENT_TYPE],
        response: { 200: z.any().describe('arquivo .xlsx'), ...errors },
      },
    },
    async (req, reply) => {
      const buffer = await buildModelo(ctx, currentUser(req), req.query.clienteId, req.query.filialId);
      return (reply as unknown as FastifyReply)
        .header('Content-Type', EXCEL_CONTENT_TYPE)
        .header('Content-Disposition', 'attachment; filename="modelo-pedido-rapido.xlsx"')
        .header('Cache-Control', 'no-store')
        .send(buffer);
    },
  );
};
