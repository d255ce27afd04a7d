// Units of the manager area: the unit search used by the customer detail
// (docs/product/gestor-crm-vendas.md §7 GET /filial/filter) and the unit page /gestor/filiais/{id} that the
// user and customer details link to (beyond the spec's route table): data, price tables, customers and users.
// Reads: every manager profile; switching a price table on or off: ADMIN only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANAGER_ROLES } from '@portal/shared/constants';
import { errorSchema, idParam, pagedSchema } from '@portal/shared/schemas/common';
import {
  FILIAL_PIX_WRITE_ROLES,
  TABELA_PRECO_WRITE_ROLES,
  clienteListItemSchema,
  filialDetalheSchema,
  filialFilterQuery,
  filialPixBody,
  filialListQuery,
  tabelaPrecoAtivoBody,
  tabelaPrecoGestorSchema,
  tabelaPrecoParams,
  unidadeResumoSchema,
  usuarioResumoSchema,
} from '@portal/shared/schemas/gestor-cadastros';
import { findFilial } from './find-filial';
import { listFilialClientes, listFilialUsuarios } from './list-filial-vinculos';
import { searchFiliais } from './search-filiais';
import { setFilialPix } from './set-filial-pix';
import { setTabelaPrecoAtivo } from './set-tabela-preco-ativo';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const READ = '[leitura: ADMIN, GESTOR, USUARIO, AUDITOR]';

export const filiaisRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/filial/filter',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['filiais'],
        summary: `Busca de unidades por código (03/01), descrição ou cidade; vazio = todas (até 50) ${READ}`,
        querystring: filialFilterQuery,
        response: { 200: z.array(unidadeResumoSchema), ...errors },
      },
    },
    async (req) => searchFiliais(ctx.db, req.query.q),
  );

  app.get(
    '/api/filial/:id',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['filiais'],
        summary: `Dados da unidade, tabelas de preço (ativa, quantidade de preços) e totais de clientes e usuários ${READ}`,
        params: idParam,
        response: { 200: filialDetalheSchema, ...errors },
      },
    },
    async (req) => findFilial(ctx.db, req.params.id),
  );

  app.get(
    '/api/filial/:id/clientes',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['filiais'],
        summary: `Clientes atendidos pela unidade, paginados (rows padrão 20), busca por código, razão, CNPJ/CPF ${READ}`,
        params: idParam,
        querystring: filialListQuery,
        response: { 200: pagedSchema(clienteListItemSchema), ...errors },
      },
    },
    async (req) => listFilialClientes(ctx.db, req.params.id, req.query),
  );

  app.get(
    '/api/filial/:id/usuarios',
    {
      config: { auth: MANAGER_ROLES },
      schema: {
        tags: ['filiais'],
        summary: `Usuários vinculados à unidade, paginados (rows padrão 20), busca por nome ou e-mail ${READ}`,
        params: idParam,
        querystring: filialListQuery,
        response: { 200: pagedSchema(usuarioResumoSchema), ...errors },
      },
    },
    async (req) => listFilialUsuarios(ctx.db, req.params.id, req.query),
  );

  app.put(
    '/api/filial/:id/tabelas/:tabelaId',
    {
      config: { auth: TABELA_PRECO_WRITE_ROLES },
      schema: {
        tags: ['filiais'],
        summary: 'Ativa ou desativa uma tabela de preço (modalidade) da unidade [escrita: ADMIN]',
        description:
          'Tabela inativa não dá preço no catálogo: o cliente não consegue adicionar os produtos dela (mensagem de tabela de preço não ' +
          'liberada). As tabelas são dados do ERP: a próxima carga da unidade pelo ERP que enviar `ativo` redefine o valor.',
        params: tabelaPrecoParams,
        body: tabelaPrecoAtivoBody,
        response: { 200: tabelaPrecoGestorSchema, ...errors },
      },
    },
    async (req) => setTabelaPrecoAtivo(ctx.db, req.params.id, req.params.tabelaId, req.body.ativo),
  );

  app.put(
    '/api/filial/:id/pix',
    {
      config: { auth: FILIAL_PIX_WRITE_ROLES },
      schema: {
        tags: ['filiais'],
        summary: 'Chave, nome e cidade do Pix da unidade [escrita: ADMIN, GESTOR]',
        description:
          'Com eles o portal gera um Pix estático (valor de hoje, txid unidade + título + parcela) nos títulos da unidade para os quais o ERP ' +
          'não enviou Pix. Os três juntos (chave até 77: CPF/CNPJ só números, e-mail, +55 com DDD ou aleatória; nome até 25; cidade até 15), ou os três null para remover. ' +
          'O ERP também os envia na carga de unidades: vale a última gravação.',
        params: idParam,
        body: filialPixBody,
        response: { 200: filialDetalheSchema, ...errors },
      },
    },
    async (req) => setFilialPix(ctx.db, req.params.id, req.body),
  );
};
