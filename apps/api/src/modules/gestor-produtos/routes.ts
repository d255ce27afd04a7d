// Products and categories of the manager area (docs/product/gestor-crm-vendas.md §2.9, §2.10, §7 Products and
// categories) and the product picture. Reads: every manager profile; writes: ADMIN and GESTOR. The
// catalogue's POST /produtos/filter and GET /produtos/{id}/imagem stay in modules/catalogo: static paths
// (/produtos/filter, /produtos/categoria, /produtos/gestor/filter) win over /produtos/{id}.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANAGER_ROLES } from '@portal/shared/constants';
import { errorSchema, idParam, pagedSchema } from '@portal/shared/schemas/common';
import {
  GESTOR_WRITE_ROLES,
  PRODUTO_IMAGEM_MAX_BYTES,
  PRODUTO_IMAGEM_TYPES,
  produtoCategoriaBody,
  produtoGestorBody,
  produtoGestorSchema,
  produtoImagemInfoSchema,
  produtoListItemSchema,
  produtosGestorFilterQuery,
} from '@portal/shared/schemas/gestor-cadastros';
import { findProdutoGestor } from './find-produto-gestor';
import { listProdutosGestor } from './list-produtos-gestor';
import { addProdutoCategoria, removeProdutoCategoria } from './manage-produto-categorias';
import { createProdutoGestor, updateProdutoGestor } from './save-produto-gestor';
import { removeProdutoImagem, saveProdutoImagem, tooLarge } from './save-produto-imagem';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const READ = '[leitura: ADMIN, GESTOR, USUARIO, AUDITOR]';
const WRITE = '[escrita: ADMIN, GESTOR]';
const ERP_NOTE =
  'Produtos são dados do ERP: a próxima carga do ERP para o mesmo código (sku) sobrescreve o que foi alterado aqui.';
type ContentTypeParser = (
  req: FastifyRequest,
  payload: NodeJS.ReadableStream & { destroy(): void },
  done: (err: Error | null, body?: unknown) => void,
) => void;

/** Reading stops well past the limit, so a huge upload is not read to the end. */
const HARD_STOP = PRODUTO_IMAGEM_MAX_BYTES * 4;

export const gestorProdutosRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // Picture bodies arrive as raw bytes with their own Content-Type (this plugin's routes only). Any
  // image type is read, so the service answers an unsupported one with its own message.
  const readImage: ContentTypeParser = (_req, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (failed) {
        if (size > HARD_STOP) payload.destroy();
        return;
      }
      if (size > PRODUTO_IMAGEM_MAX_BYTES) {
        failed = true;
        chunks.length = 0;
        done(tooLarge(), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!failed) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (err: Error) => {
      if (!failed) done(err, undefined);
    });
  };
  app.addContentTypeParser([...PRODUTO_IMAGEM_TYPES, 'application/octet-stream'], readImage);
  app.addContentTypeParser(/^image\/[\w.+-]+$/, readImage);

  app.get(
    '/api/produtos/gestor/filter',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['gestor-produtos'],
        summary: `Lista paginada de produtos, em ordem de id; q (maiúsculas): cada palavra no código, nome, descrição ou peso; um número acha também o id ${READ}`,
        description:
          'page começa em 1; rows = linhas por página (padrão 50, máx. 200). A resposta traz rows = total de registros.',
        querystring: produtosGestorFilterQuery,
        response: { 200: pagedSchema(produtoListItemSchema), ...errors },
      },
    },
    async (req) => listProdutosGestor(ctx.db, req.query),
  );

  app.get(
    '/api/produtos/:id',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['gestor-produtos'],
        summary: `Produto com categorias e a imagem (endereço versionado pela ETag) ${READ}`,
        params: idParam,
        response: { 200: produtoGestorSchema, ...errors },
      },
    },
    async (req) => findProdutoGestor(ctx.db, req.params.id),
  );

  app.post(
    '/api/produtos',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-produtos'],
        summary: `Cadastra um produto; atualiza o texto de busca do catálogo (código, nome, descrição e peso) ${WRITE}`,
        description: `produtoUM: SC, TL ou UN; produtoPeso em kg; produtoQuantMin inteiro >= 1; código repetido -> 409. ${ERP_NOTE}`,
        body: produtoGestorBody,
        response: { 201: produtoGestorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const id = await createProdutoGestor(ctx, req.body);
      return reply.status(201).send(await findProdutoGestor(ctx.db, id));
    },
  );

  app.put(
    '/api/produtos/:id',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-produtos'],
        summary: `Altera um produto e o seu texto de busca (o produtoId do corpo, quando enviado, deve ser o da rota) ${WRITE}`,
        description: ERP_NOTE,
        params: idParam,
        body: produtoGestorBody,
        response: { 200: produtoGestorSchema, ...errors },
      },
    },
    async (req) => {
      await updateProdutoGestor(ctx, req.params.id, req.body);
      return findProdutoGestor(ctx.db, req.params.id);
    },
  );

  app.post(
    '/api/produtos/categoria',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-produtos'],
        summary: `Adiciona uma categoria ao produto: pk = produto, fk = categoria ${WRITE}`,
        description: 'Categoria já vinculada -> 409; produto ou categoria inexistente -> 404.',
        body: produtoCategoriaBody,
        response: {
          201: z.object({ produtoId: z.number().int(), categoriaId: z.number().int() }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      await addProdutoCategoria(ctx, req.body.pk, req.body.fk);
      return reply.status(201).send({ produtoId: req.body.pk, categoriaId: req.body.fk });
    },
  );

  app.delete(
    '/api/produtos/categoria',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-produtos'],
        summary: `Remove uma categoria do produto: corpo {pk = produto, fk = categoria} ${WRITE}`,
        body: produtoCategoriaBody,
        response: { 204: z.null().describe('removida'), ...errors },
      },
    },
    async (req, reply) => {
      await removeProdutoCategoria(ctx, req.body.pk, req.body.fk);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/produtos/:id/imagem',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-produtos'],
        summary: `Envia a imagem do produto: o corpo são os bytes da imagem, com Content-Type image/png, image/jpeg, image/webp ou image/svg+xml (até 2 MB) ${WRITE}`,
        description:
          'Os bytes devem ser do tipo informado (415 para outro tipo, 400 para conteúdo que não confere, 413 acima do limite); SVG com script, ' +
          'eventos ou referências externas é recusado. Gera uma nova ETag; a imagem é servida por GET /api/produtos/{id}/imagem.',
        params: idParam,
        consumes: [...PRODUTO_IMAGEM_TYPES],
        response: { 200: produtoImagemInfoSchema, 413: errorSchema, 415: errorSchema, ...errors },
      },
    },
    async (req) => saveProdutoImagem(ctx, req.params.id, req.headers['content-type'] ?? '', req.body),
  );

  app.delete(
    '/api/produtos/:id/imagem',
    {
      config: { auth: GESTOR_WRITE_ROLES },
      schema: {
        tags: ['gestor-produtos'],
        summary: `Remove a imagem do produto (o catálogo volta a mostrar o produto sem imagem) ${WRITE}`,
        params: idParam,
        response: { 204: z.null().describe('removida'), ...errors },
      },
    },
    async (req, reply) => {
      await removeProdutoImagem(ctx, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
