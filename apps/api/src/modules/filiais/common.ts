// Helpers of the units (filiais) as the manager sees them.
import { sql, type SQL } from 'drizzle-orm';
import { STATUS_DESCRIPTIONS, type Status } from '@portal/shared/constants';
import type { UnidadeResumo } from '@portal/shared/schemas/gestor-cadastros';
import { unidades } from '../../db/schema';

/** % and _ typed by the user are literal characters. */

export const statusDesc = (s: string) => STATUS_DESCRIPTIONS[s as Status] ?? s;

export const unidadeResumo = (u: typeof unidades.$inferSelect): UnidadeResumo => ({
  id: u.id,
  empresaCod: u.empresaCod,
  filialCod: u.filialCod,
  descricao: u.descricao,
  uf: u.uf,
  cidade: u.cidade,
  ativo: u.ativo,
});

/** The ERP order of units (empresa, filial). */
export const unidadeOrder: SQL[] = [sql`${unidades.empresaCod}`, sql`${unidades.filialCod}`];

/** Page count of a paged answer. */
