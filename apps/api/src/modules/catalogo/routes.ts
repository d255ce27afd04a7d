import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriaFilterQuery,
  categoriaFilterResponse,
  produtoFilterBody,
  produtoFilterResponse,
  produtosCompradosQuery,
  syncProdutosQuery,
  syncProdutosResponse,
} from '@portal/shared/schemas/catalogo';
import { BUSCA_CORRIGIDA_HEADER } from '@portal/shared/constants';
import { errorSchema, idParam } from '@portal/shared/schemas/common';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { resolveClienteUnidade } from '../clientes';
import { produtosComprados } from './comprados';
import { etagMatches, findProdutoImagem } from './find-produto-imagem';
import { searchCategorias } from './search-categorias';
import { searchProdutos } from './search';
import { syncCatalogo, type SyncTemplate } from './sync-catalogo';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

const SYNC_SUMMARY: Record<SyncTemplate, string> = {
  padrao:
    'Sincronização padrão (SM_TEMPLATE 0): refaz o catálogo do cliente na unidade com todo produto ativo que tem preço ' +
    'numa tabela de preço ativa da unidade (preço geral ou negociado com o cliente)',
  mizu:
    'Sincronização alternativa (SM_TEMPLATE 1): refaz o catálogo do cliente na unidade só com a carteira negociada — produtos ' +
    'com preço específico do cliente numa tabela ativa da unidade e os produtos das obras ativas do cliente na unidade; ' +
    'sem carteira negociada, o mesmo catálogo da sincronização padrão',
};

/**
 * Catalogue (docs/product/portal-cliente.md §7): product sync per customer and unit, product and category
 * search, pictures.
 */
export const catalogoRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  for (const template of ['padrao', 'mizu'] as const) {
    app.get(
      `/api/sync/${template}/produtos`,
      {
        config: { auth: 'authenticated' },
        schema: {
          tags: ['catalogo', 'sync'],
          summary: SYNC_SUMMARY[template],
          description:
            'cliente/loja = código e loja do cliente no ERP; empresa/filial = unidade. Responde o total do catálogo e a hora.',
          querystring: syncProdutosQuery,
          response: { 200: syncProdutosResponse, ...errors },
        },
      },
      async (req) => {
        const q = req.query;
        const { cliente, unidade } = await resolveClienteUnidade(ctx.db, currentUser(req), {
          empresa: q.empresa,
          filial: q.filial,
          codigo: q.cliente,
          loja: q.loja,
        });
        return syncCatalogo(ctx, cliente.id, unidade.id, template);
      },
    );
  }

  app.post(
    '/api/produtos/filter',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['catalogo'],
        summary:
          'Busca no catálogo do cliente na unidade (filialId): texto sobre código, nome, descrição e peso; categoria',
        description:
          'Cada palavra da busca deve aparecer no início de uma palavra do produto; até 60 produtos, o código exato primeiro. ' +
          `Uma busca sem resultado é corrigida pelas palavras do catálogo (erro de digitação) e o cabeçalho ${BUSCA_CORRIGIDA_HEADER} traz o texto corrigido. ` +
          'Sincroniza antes se o cliente nunca ' +
          'sincronizou na unidade. modalidades traz cada tabela de preço da unidade com o preço do cliente (ativo=false quando a ' +
          'tabela está inativa ou sem preço). O campo token do corpo é aceito e ignorado: a autenticação é o cabeçalho Bearer.',
        body: produtoFilterBody,
        response: { 200: produtoFilterResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { produtos, corrigida } = await searchProdutos(ctx, currentUser(req), req.body);
      if (corrigida) void reply.header(BUSCA_CORRIGIDA_HEADER, corrigida);
      return produtos;
    },
  );

  app.get(
    '/api/produtos/comprados',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['catalogo'],
        summary:
          'Comprados recentemente: os produtos mais pedidos pelo cliente na unidade (filialId), até 12, ainda com preço nela',
        description:
          'Dos últimos 200 pedidos do cliente na unidade (cancelados à parte), por número de pedidos e depois pelo mais recente; ' +
          'só produtos ativos com preço numa tabela ativa da unidade. Mesmo formato e mesmo acesso da busca (vendedor só para os seus clientes).',
        querystring: produtosCompradosQuery,
        response: { 200: produtoFilterResponse, ...errors },
      },
    },
    async (req) => produtosComprados(ctx, currentUser(req), req.query),
  );

  app.get(
    '/api/categorias/filter',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['catalogo'],
        summary: 'Categorias cuja descrição contém q (vazio = todas), por descrição',
        querystring: categoriaFilterQuery,
        response: { 200: categoriaFilterResponse, 400: errorSchema, 401: errorSchema },
      },
    },
    async (req) => searchCategorias(ctx.db, req.query.q),
  );

  app.get(
    '/api/produtos/:id/imagem',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['catalogo'],
        summary:
          'Imagem do produto (pública, com ETag e cache de um dia; 304 com If-None-Match; 404 sem imagem)',
        params: idParam,
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const img = await findProdutoImagem(ctx.db, req.params.id);
      if (!img) throw notFound();
      reply
        .header('ETag', `"${img.etag}"`)
        .header('Cache-Control', 'public, max-age=86400')
        // Pictures may be SVG: never let one run script when opened directly.
        .header(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
        );
      // A binary answer, outside the JSON schemas of the route.
      const raw = reply as unknown as FastifyReply;
      if (etagMatches(req.headers['if-none-match'], img.etag)) return raw.status(304).send();
      return raw.type(img.contentType).send(img.dados);
    },
  );
};
