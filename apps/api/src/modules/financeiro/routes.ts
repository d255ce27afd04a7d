import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@portal/shared/schemas/common';
import {
  extratoQuery,
  extratoResponse,
  geraBoletoQuery,
  listarBoletosQuery,
  listarBoletosResponse,
  listarNfeQuery,
  listarNfeResponse,
  nfeDocumentoQuery,
  pixTituloResponse,
} from '@portal/shared/schemas/financeiro';
import {
  pixIntencaoCreateBody,
  pixIntencaoSchema,
  pixIntencoesQuery,
  pixIntencoesResponse,
} from '@portal/shared/schemas/pix-intencao';
import { BUYER_ROLES } from '@portal/shared/constants';
import { matchesEtag } from '../../documents/pdf-common';
import { currentUser } from '../../http/auth';
import { generateBoleto } from './generate-boleto';
import { findExtrato, generateExtrato } from './generate-extrato';
import { getNotaDanfe, getNotaXml } from './get-nota-document';
import { getPixTitulo } from './get-pix-titulo';
import { listBoletos } from './list-boletos';
import { listNotas } from './list-notas';
import { createPixIntencao, listPixIntencoes } from './pix-intencoes';

const file = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.any().describe(`${contentType} (binário)`) } },
});
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;
const notModified = z.null().describe('A cópia do navegador (If-None-Match) continua válida: sem corpo');

/**
 * A cached PDF (boleto, DANFE) with its ETag: the browser may keep it but asks again every time
 * (private, no-cache), so the owner, the title's situation and the event are checked on each
 * download, and a document drawn from changed data has another ETag.
 */
function sendDocument(
  req: FastifyRequest,
  reply: FastifyReply,
  d: { pdf: Buffer; etag: string; filename: string },
) {
  reply.header('Cache-Control', 'private, no-cache').header('ETag', d.etag);
  if (matchesEtag(req.headers['if-none-match'], d.etag)) return reply.code(304).send();
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', attachment(d.filename))
    .send(d.pdf);
}

/** Finance (docs/product/portal-cliente.md §7): boletos, NF-e documents and the financial statement. */
export const financeiroRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/boletos/listarBoletosCliente',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['financeiro'],
        summary: 'Títulos (boletos) do cliente na unidade com vencimento no período',
        description:
          'Datas AAAAMMDD; filtros opcionais titulo, valor e quitado (S/N). Só clientes do usuário (cliente: os seus; vendedor: os que atende; gestor: todos); ' +
          'CNPJ de outro dono -> 404. Resposta: itens ordenados por título e parcela, situacao EMDIA/VENCIDO/QUITADO calculada na data de hoje, e totais de valor e saldo.',
        querystring: listarBoletosQuery,
        response: { 200: listarBoletosResponse, ...errors },
      },
    },
    async (req) => listBoletos(ctx, currentUser(req), req.query),
  );

  app.get(
    '/api/boletos/geraBoletoCliente',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['financeiro'],
        summary: 'PDF do boleto (padrão FEBRABAN) de um título em dia',
        description:
          '`user` deve ser o id do usuário do token (senão 403). Título bloqueado (sem conta), pago ou vencido: 422 com code 9001 e a mensagem da especificação. Registra o evento 2. ' +
          'Responde com ETag e Cache-Control private, no-cache: com If-None-Match igual, 304 sem corpo (o evento é registrado do mesmo modo).',
        querystring: geraBoletoQuery,
        response: {
          200: file('application/pdf', 'Boleto em PDF'),
          304: notModified,
          ...errors,
          422: errorSchema,
        },
      },
    },
    async (req, reply) => sendDocument(req, reply, await generateBoleto(ctx, currentUser(req), req.query)),
  );

  app.post(
    '/api/pix/intencoes',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['financeiro'],
        summary: 'Gera um Pix para pagar vários títulos em aberto de uma vez',
        description:
          'Títulos (ids da lista de boletos) de uma só unidade e loja, em aberto, que não estejam em outro Pix aberto; no máximo 20. ' +
          'O valor é a soma exata do que cada título deve hoje (saldo mais multa e juros pela regra do boleto). ' +
          'O BR Code é estático, com a chave Pix da filial e um txid único (PI + id + letras e dígitos, 25 ao todo); vale PIX_INTENCAO_HORAS horas (padrão 24). ' +
          'Título de outro dono ou inexistente: 404. Outra unidade ou loja, título pago, filial sem chave Pix: 422 code 9001. Título em outro Pix aberto: 409. ' +
          'Mais de 30 Pix por usuário no dia (de Brasília): 429. O ERP confirma ou rejeita pela API de integração.',
        body: pixIntencaoCreateBody,
        response: { 201: pixIntencaoSchema, ...errors, 409: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createPixIntencao(ctx, currentUser(req), req.body.titulos)),
  );

  app.get(
    '/api/pix/intencoes',
    {
      config: { auth: BUYER_ROLES },
      schema: {
        tags: ['financeiro'],
        summary: 'Pix de vários títulos em aberto (não vencidos) do cliente na unidade',
        description: 'Mais recentes primeiro. CNPJ de outro dono -> 404.',
        querystring: pixIntencoesQuery,
        response: { 200: pixIntencoesResponse, ...errors },
      },
    },
    async (req) => listPixIntencoes(ctx, currentUser(req), req.query),
  );

  app.get(
    '/api/boletos/pixBoletoCliente',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['financeiro'],
        summary: 'Pix (BR Code, copia e cola) de um título em aberto',
        description:
          'Mesma consulta e mesmo acesso do boleto (`user` = id do token, senão 403; título de outro dono ou inexistente: 404). ' +
          'O Pix do título: o código que o ERP enviou (`pixCopiaECola`, do banco) ou, sem ele, um código estático com a chave Pix da unidade, ' +
          'no valor de hoje (saldo mais multa e juros, a regra do boleto) e txid unidade + título + parcela. Pago: 422 code 9001 com a mensagem ' +
          'da especificação; sem Pix (bloqueado, pedido cancelado, nenhum código e unidade sem chave): 422 code 9001. Não registra evento.',
        querystring: geraBoletoQuery,
        response: { 200: pixTituloResponse, ...errors, 422: errorSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return getPixTitulo(ctx, currentUser(req), req.query);
    },
  );

  app.get(
    '/api/nfe/listarNfeCliente',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['financeiro'],
        summary: 'NF-e do cliente na unidade emitidas no período',
        description:
          'Datas AAAAMMDD (dias de Brasília); filtros opcionais doc e valbrut. Mais recentes primeiro. CNPJ de outro dono -> 404.',
        querystring: listarNfeQuery,
        response: { 200: listarNfeResponse, ...errors },
      },
    },
    async (req) => listNotas(ctx, currentUser(req), req.query),
  );

  app.get(
    '/api/nfe/geraXMLClinte',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['financeiro'],
        summary: 'XML autorizado (nfeProc 4.00) da NF-e, como armazenado',
        description: '`user` deve ser o id do usuário do token. Registra o evento 3.',
        querystring: nfeDocumentoQuery,
        response: { 200: file('application/xml', 'nfeProc'), ...errors },
      },
    },
    async (req, reply) => {
      const { xml, filename } = await getNotaXml(ctx, currentUser(req), req.query);
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Content-Disposition', attachment(filename))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(xml, 'utf8'));
    },
  );

  app.get(
    '/api/nfe/geraDanfeSimplesClinte',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['financeiro'],
        summary: 'DANFE (retrato, A4) gerado a partir do XML armazenado',
        description:
          '`user` deve ser o id do usuário do token. Registra o evento 4. Responde com ETag e Cache-Control private, no-cache: ' +
          'com If-None-Match igual, 304 sem corpo (o evento é registrado do mesmo modo).',
        querystring: nfeDocumentoQuery,
        response: { 200: file('application/pdf', 'DANFE em PDF'), 304: notModified, ...errors },
      },
    },
    async (req, reply) => sendDocument(req, reply, await getNotaDanfe(ctx, currentUser(req), req.query)),
  );

  app.get(
    '/api/relatorios/extratoFinanceiro/resumo',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['financeiro'],
        summary: 'O extrato financeiro (o mesmo do PDF) em JSON, para a tela',
        description:
          'Mesma consulta e mesmas recusas do PDF. Títulos com vencimento no período: situação, dias de atraso, multa, juros e valor atualizado até hoje; ' +
          'totais de valor, pago (valor - saldo), saldo e atualizado; e a situação de crédito do cliente na unidade (limite, devedor, saldo; todos os vencimentos), a mesma do cabeçalho. Não registra evento.',
        querystring: extratoQuery,
        response: { 200: extratoResponse, ...errors },
      },
    },
    async (req) => findExtrato(ctx, currentUser(req), req.query),
  );

  app.get(
    '/api/relatorios/extratoFinanceiro',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['financeiro'],
        summary: 'Extrato financeiro (PDF) dos títulos do cliente com vencimento no período',
        description:
          'dtIni e dtFin em DD/MM/AAAA; ausentes: 400 com a mensagem da especificação; data inexistente ou início depois do fim: 400 com a mensagem própria (sem fields). `user` deve ser o id do usuário do token. Títulos vencidos com dias de atraso e valor atualizado (multa e juros do boleto); situação de crédito como no cabeçalho. Registra o evento 5.',
        querystring: extratoQuery,
        response: { 200: file('application/pdf', 'Extrato em PDF'), ...errors },
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await generateExtrato(ctx, currentUser(req), req.query);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachment(filename))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
