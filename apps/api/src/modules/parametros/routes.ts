// Parameters screen (/gestor/parametros, beyond the spec): the feature toggles and texts of
// docs/product/portal-cliente.md §6, §9 and docs/product/gestor-crm-vendas.md §9 with their defaults and
// descriptions. ADMIN reads and changes; AUDITOR reads. Changes reach users on their next configuration load
// (GET /config).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@portal/shared/schemas/common';
import {
  PARAMETROS_READ_ROLES,
  PARAMETROS_WRITE_ROLES,
  parametroParams,
  parametroSchema,
  parametroUpdateBody,
} from '@portal/shared/schemas/gestor-cadastros';
import { listParametros } from './list-parametros';
import { updateParametro } from './update-parametro';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const parametrosRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/parametros',
    {
      config: { auth: PARAMETROS_READ_ROLES },
      schema: {
        tags: ['parametros'],
        summary:
          'Parâmetros do portal com valor, padrão, tipo de valor e descrição [leitura: ADMIN, AUDITOR]',
        response: { 200: z.array(parametroSchema), ...errors },
      },
    },
    async () => listParametros(ctx.db),
  );

  app.put(
    '/api/parametros/:nome',
    {
      config: { auth: PARAMETROS_WRITE_ROLES },
      schema: {
        tags: ['parametros'],
        summary: 'Altera o valor de um parâmetro [escrita: ADMIN]',
        description:
          'Valores por tipo: simnao = SIM ou NAO; sn = S ou N; inteiro = número na faixa min..max; opcoes = um dos valores; codigo = dígitos; ' +
          'email; setores = CODIGO=DESCRICAO separados por ";"; texto = 1 a maxLength caracteres (maiúsculas). Parâmetro desconhecido -> 404. ' +
          'Vale para os usuários na próxima carga da configuração (GET /config).',
        params: parametroParams,
        body: parametroUpdateBody,
        response: { 200: parametroSchema, ...errors },
      },
    },
    async (req) => updateParametro(ctx.db, req.params.nome, req.body.valor),
  );
};
