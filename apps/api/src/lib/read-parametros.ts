import { inArray } from 'drizzle-orm';
import { PARAMETER_DEFAULTS, type ParameterName } from '@portal/shared/constants';
import type { Db } from '../db/client';
import { parametros } from '../db/schema';

/** Values of the given parameters, falling back to their defaults (an empty value keeps the default). */
export async function readParametros<N extends ParameterName>(
  db: Db,
  names: readonly N[],
): Promise<Record<N, string>> {
  const rows = await db
    .select({ nome: parametros.nome, valor: parametros.valor })
    .from(parametros)
    .where(inArray(parametros.nome, [...names]));
  const out = {} as Record<N, string>;
  for (const n of names) {
    const v = rows.find((r) => r.nome === n)?.valor;
    out[n] = v !== undefined && v !== null && v !== '' ? v : PARAMETER_DEFAULTS[n];
  }
  return out;
}
