// GET /parametros: every parameter of the portal (docs/product/portal-cliente.md §6, §9;
// docs/product/gestor-crm-vendas.md §9) with its value, its default, how it is edited and what it does. A
// parameter missing from the table shows its default.
import { inArray } from 'drizzle-orm';
import { PARAMETER_DEFAULTS, type ParameterName } from '@portal/shared/constants';
import { PARAMETROS_INFO, type Parametro } from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { parametros } from '../../db/schema';

const NAMES = Object.keys(PARAMETROS_INFO) as ParameterName[];

export function parametroOf(nome: ParameterName, valor: string | undefined): Parametro {
  const info = PARAMETROS_INFO[nome];
  return {
    nome,
    valor: valor ?? PARAMETER_DEFAULTS[nome],
    padrao: PARAMETER_DEFAULTS[nome],
    tipo: info.tipo,
    grupo: info.grupo,
    descricao: info.descricao,
    publico: info.publico ?? false,
    min: info.min ?? null,
    max: info.max ?? null,
    maxLength: info.maxLength ?? null,
    opcoes: info.opcoes ? info.opcoes.map((o) => ({ ...o })) : null,
  };
}

export async function listParametros(db: Db): Promise<Parametro[]> {
  const rows = await db
    .select({ nome: parametros.nome, valor: parametros.valor })
    .from(parametros)
    .where(inArray(parametros.nome, NAMES));
  const values = new Map(rows.map((r) => [r.nome, r.valor]));
  return NAMES.map((nome) => parametroOf(nome, values.get(nome)));
}
