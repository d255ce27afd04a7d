// The fine and interest rates of late titles, read in ONE place for the statement's updated amounts
// from the same parameters the boleto prints (BOLETO_MULTA_PERCENTUAL, BOLETO_JUROS_MES_PERCENTUAL;
// a title's own terms from the ERP win over them, on the boleto and on the statement alike).
import { inArray } from 'drizzle-orm';
import { PARAMETER_DEFAULTS } from '@portal/shared/constants';
import { encargosParams, type ChargeRates, type EncargosParams } from '@portal/shared/fiscal/encargos';
import type { AppContext } from '../context';
import { parametros } from '../db/schema';

const NAMES = ['BOLETO_MULTA_PERCENTUAL', 'BOLETO_JUROS_MES_PERCENTUAL', 'BOLETO_DIAS_LIMITE'] as const;

/** The boleto's charge terms (fine, interest, limit days) of the parameters table. */
export async function readEncargosParams(ctx: Pick<AppContext, 'db'>): Promise<EncargosParams> {
  const rows = await ctx.db
    .select({ nome: parametros.nome, valor: parametros.valor })
    .from(parametros)
    .where(inArray(parametros.nome, [...NAMES]));
  return encargosParams(Object.fromEntries(rows.map((r) => [r.nome, r.valor ?? ''])), PARAMETER_DEFAULTS);
}

export async function readChargeRates(ctx: Pick<AppContext, 'db'>): Promise<ChargeRates> {
  const p = await readEncargosParams(ctx);
  return { multaPct: p.multaPercentual, jurosMesPct: p.jurosMesPercentual };
}
