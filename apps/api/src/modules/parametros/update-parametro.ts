// PUT /parametros/{nome} {valor}: an administrator changes a parameter. The value is checked by its
// kind (SIM/NAO, S/N, whole number in a range, option, ERP code, e-mail, sector list, text) and
// stored normalized; users see it on their next configuration load (GET /config).
import { MSG } from '@portal/shared/messages';
import {
  PARAMETROS_INFO,
  isParameterName,
  normalizeParametro,
  type Parametro,
} from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { parametros } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { parametroOf } from './list-parametros';

export async function updateParametro(db: Db, nome: string, valor: string): Promise<Parametro> {
  const name = nome.toUpperCase();
  if (!isParameterName(name)) throw notFound(MSG.parameterUnknown(nome));
  const result = normalizeParametro(name, valor);
  if ('error' in result) throw badRequest(result.error, { valor: result.error });
  const info = PARAMETROS_INFO[name];
  await db
    .insert(parametros)
    .values({ nome: name, valor: result.valor, descricao: info.descricao, publico: info.publico ?? false })
    .onConflictDoUpdate({ target: parametros.nome, set: { valor: result.valor } });
  return parametroOf(name, result.valor);
}
