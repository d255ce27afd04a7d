// Shared lookups of the finance calls: the unit by its ERP keys, the caller's clients by CNPJ/CPF,
// the `user` parameter check and the title situation.
import { businessDay } from '@portal/shared/dates';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TitleSituation } from '@portal/shared/constants';
import type { AppContext } from '../../context';
import { clientes, unidades } from '../../db/schema';
import { isManager, type AuthUser } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { clienteAccessCondition } from '../../http/scope';

/** The download calls repeat the user id; it must be the token's (never trusted). */
export function assertSameUser(user: AuthUser, userParam: number) {
  if (userParam !== user.id) throw forbidden();
}

export async function findUnidade(ctx: AppContext, empresa: string, filial: string) {
  const [u] = await ctx.db
    .select()
    .from(unidades)
    .where(and(eq(unidades.empresaCod, empresa.trim()), eq(unidades.filialCod, filial.trim())))
    .limit(1);
  if (!u) throw notFound();
  return u;
}

/** CNPJ/CPF as stored: letters and digits, upper case. */
export const normalizeCgc = (cgc: string) => cgc.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * The clients with this CNPJ/CPF that the caller may act for (a company can have several stores,
 * `loja`). None -> 404, whether the CNPJ is unknown or belongs to someone else.
 */
export async function findClientesByCgc(ctx: AppContext, user: AuthUser, cgc: string) {
  const doc = normalizeCgc(cgc);
  if (!doc) throw notFound();
  const rows = await ctx.db
    .select()
    .from(clientes)
    .where(isManager(user) ? eq(clientes.cgc, doc) : and(eq(clientes.cgc, doc), clienteAccessCondition(user)))
    .orderBy(clientes.loja);
  if (rows.length === 0) throw notFound();
  return rows;
}

/**
 * The stored forms of an ERP number in a column of at most `width` characters: '12345', '012345',
 * …, '000012345'; an ERP number matches ignoring leading zeros when the column holds one of them.
 */
export function numberForms(value: string, width: number): string[] {
  const bare = value.trim().replace(/^0+/, '');
  const forms: string[] = [];
  for (let n = bare.length; n <= width; n++) forms.push(bare.padStart(n, '0'));
  return forms;
}

/**
 * Compares ERP numbers ignoring leading zeros ('12345' = '000012345') as `column IN (forms)`, which
 * the column's index answers (an `ltrim(column)` comparison cannot); the width is the column's.
 */
export const sameNumber = (column: PgColumn, value: string) =>
  inArray(column, numberForms(value, (column as PgColumn & { length?: number }).length ?? 20));

/** Calendar day ('YYYY-MM-DD') of an instant in Brasília (UTC−3 all year since 2019). */
export const brasiliaDay = businessDay;

/** Today's business day ('YYYY-MM-DD', Brasília) by the app clock. */
export { todayIso } from '../../lib/dates';

/** QUITADO when nothing is owed, VENCIDO when due before today, otherwise EMDIA. */
export function situacao(t: { saldo: number; vencrea: string }, today: string): TitleSituation {
  if (t.saldo <= 0) return 'QUITADO';
  return t.vencrea < today ? 'VENCIDO' : 'EMDIA';
}

/** 'YYYY-MM-DD' -> 'YYYYMMDD'. */
export const ymd = (iso: string | null) => (iso ? iso.replace(/-/g, '') : null);
/** 'YYYYMMDD' -> 'YYYY-MM-DD'. */
export const isoFromYmd = (v: string) => `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
