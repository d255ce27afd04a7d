// The fine and interest rates of late titles, read in ONE place for the statement's updated amounts
// from the same parameters the boleto prints (BOLETO_MULTA_PERCENTUAL, BOLETO_JUROS_MES_PERCENTUAL;
// a title's own terms from the ERP win over them, on the boleto and on the statement alike).
import { inArray } from 'drizzle-orm';
import { PARAMETER_DEFAULTS } from '@portal/shared/constants';
import { encargosParams, type ChargeRates } from '@portal/shared/fiscal/encargos';
import type { AppContext } from '../context';
import { parametros } from '../db/schema';

const NAMES = ['BOLETO_MULTA_PERCENTUAL', 'BOLETO_JUROS_MES_PERCENTUAL', 'BOLETO_DIAS_LIMITE'] as const;

export async function readChargeRates(ctx: Pick<AppContext, 'db'>): Promise<ChargeRates> {
  const rows = await ctx.db
    .select({ nome: parametros.nome, valor: parametros.valor })
    .from(parametros)
    .where(inArray(parametros.nome, [...NAMES]));
  const p = encargosParams(Object.fromEntries(rows.map((r) => [r.nome, r.valor ?? ''])), PARAMETER_DEFAULTS);
  return { multaPct: p.multaPercentual, jurosMesPct: p.jurosMesPercentual };
}
