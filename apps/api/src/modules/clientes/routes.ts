import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VENDEDOR_ROLES } from '@portal/shared/constants';
import { errorSchema } from '@portal/shared/schemas/common';
import {
  clienteErpFilterQuery,
  clienteErpFilterResponse,
  clienteErpQuery,
  clienteInfoParams,
  clienteSchema,
  limiteCreditoSchema,
  obraSchema,
  pagamentoFormaSchema,
  pagamentosQuery,
  syncVendedorClientesBody,
  syncVendedorClientesQuery,
  syncVendedorClientesResponse,
  titulosVencidosSchema,
  veiculosResponse,
} from '@portal/shared/schemas/clientes';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { countTitulosVencidos } from './count-titulos-vencidos';
import { findClienteInfo } from './find-clientes';
import { findLimiteCredito } from './find-limite-credito';
import { listObras } from './list-obras';
import { listPagamentos } from './list-pagamentos';
import { listVeiculos } from './list-veiculos';
import { searchClientesEntrega, searchClientesProprios } from './search-clientes-erp';
import { syncVendedorClientes } from './sync-vendedor-clientes';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const ERP_KEYS =
  'Unidade (empresa/filial) e cliente (codigo/loja) do ERP; unidade desconhecida -> 400, cliente de outro dono -> 404.';

/**
 * Customer calls of the buying side (docs/product/portal-cliente.md §7): every one restricted to the caller's
 * clients.
 */
export const clientesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/clientes/limiteCredito',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['clientes'],
        summary: 'Limite de crédito, valor devedor e saldo do cliente na unidade',
        description: ERP_KEYS,
        querystring: clienteErpQuery,
        response: { 200: limiteCreditoSchema, ...errors },
      },
    },
    async (req) => findLimiteCredito(ctx.db, currentUser(req), req.query),
  );

  app.get(
    '/api/clientes/titulos-vencidos',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['clientes'],
        summary:
          'Quantidade de títulos vencidos (saldo > 0 e vencimento antes de hoje) do cliente na unidade',
        description: ERP_KEYS,
        querystring: clienteErpQuery,
        response: { 200: titulosVencidosSchema, ...errors },
      },
    },
    async (req) => countTitulosVencidos(ctx, currentUser(req), req.query),
  );

  app.get(
    '/api/clientes/info/:clienteId',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['clientes'],
        summary: 'Dados do cliente (unidades e endereço)',
        params: clienteInfoParams,
        response: { 200: clienteSchema, ...errors },
      },
    },
    async (req) => findClienteInfo(ctx.db, currentUser(req), req.params.clienteId),
  );

  app.get(
    '/api/clientes/pagamentos',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['clientes'],
        summary: 'Formas de pagamento liberadas para o cliente (id = id do cliente), com as condições',
        querystring: pagamentosQuery,
        response: { 200: z.array(pagamentoFormaSchema), ...errors },
      },
    },
    async (req) => listPagamentos(ctx.db, currentUser(req), req.query.id),
  );

  app.get(
    '/api/clientes/obras',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['clientes'],
        summary: 'Obras ativas do cliente na unidade, com produto e preços CIF/FOB',
        description: ERP_KEYS,
        querystring: clienteErpQuery,
        response: { 200: z.array(obraSchema), ...errors },
      },
    },
    async (req) => listObras(ctx.db, currentUser(req), req.query),
  );

  app.get(
    '/api/clientes/veiculos',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['clientes'],
        summary: 'Motoristas e veículos cadastrados do cliente (retirada FOB)',
        description: ERP_KEYS,
        querystring: clienteErpQuery,
        response: { 200: veiculosResponse, ...errors },
      },
    },
    async (req) => listVeiculos(ctx.db, currentUser(req), req.query),
  );

  app.get(
    '/api/clientes/erp/filter',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['clientes'],
        summary: 'Busca de clientes por razão, código ou CNPJ (até 50)',
        description:
          'clienteEntrega=S: clientes de entrega liberados, como [{codigo, loja, cgc, nome}]; senão os clientes do próprio usuário ' +
          '(vinculados, atendidos como vendedor, ou todos para o gestor) como entidades Cliente.',
        querystring: clienteErpFilterQuery,
        response: { 200: clienteErpFilterResponse, ...errors },
      },
    },
    async (req) =>
      req.query.clienteEntrega
        ? searchClientesEntrega(ctx.db, req.query.search)
        : searchClientesProprios(ctx.db, currentUser(req), req.query.search),
  );

  app.post(
    '/api/sync/padrao/vendedor/clientes',
    {
      config: { auth: VENDEDOR_ROLES },
      schema: {
        tags: ['clientes', 'sync'],
        summary:
          'Sincroniza a carteira do vendedor: clientes atendidos e vinculados, com os erros de cadastro do ERP',
        description:
          'O corpo (lista de clientes) é enviado vazio e ignorado. errors lista cada cliente sem unidade ou sem CPF/CNPJ. ' +
          'empresa/filial desconhecidas -> 400; cgc, quando enviado, deve ser o CPF do próprio vendedor.',
        querystring: syncVendedorClientesQuery,
        body: syncVendedorClientesBody,
        response: { 200: syncVendedorClientesResponse, ...errors },
      },
    },
    async (req) => syncVendedorClientes(ctx.db, currentUser(req), req.query),
  );
};
