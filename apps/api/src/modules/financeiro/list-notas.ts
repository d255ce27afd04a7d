import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { ListarNfeQuery, NfeDocumento } from '@portal/shared/schemas/financeiro';
import { MSG } from '@portal/shared/messages';
import type { AppContext } from '../../context';
import { notasFiscais, pedidos } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { brasiliaDay, findClientesByCgc, findUnidade, isoFromYmd, sameNumber } from './finance-scope';

/** Brasília is UTC−3 all year (no daylight saving since 2019). */
const BR_OFFSET = '-03:00';

/** Start of a Brasília calendar day. */
const dayStart = (iso: string) => new Date(`${iso}T00:00:00${BR_OFFSET}`);

/**
 * The caller's client NF-e documents at a unit emitted in [dtini, dtfim] (Brasília days), most recent
 * first, each with the reference of the order it bills.
 */
export async function listNotas(ctx: AppContext, user: AuthUser, q: ListarNfeQuery): Promise<NfeDocumento[]> {
  if (q.dtini > q.dtfim)
    throw badRequest(MSG.invalidRequest, { dtfim: 'deve ser igual ou posterior a dtini.' });
  const clis = await findClientesByCgc(ctx, user, q.cgc);
  const unit = await findUnidade(ctx, q.empresa, q.filial);
  const end = dayStart(isoFromYmd(q.dtfim));
  end.setUTCDate(end.getUTCDate() + 1);
  const conds = [
    inArray(
      notasFiscais.clienteId,
      clis.map((c) => c.id),
    ),
    eq(notasFiscais.unidadeId, unit.id),
    gte(notasFiscais.emissao, dayStart(isoFromYmd(q.dtini))),
    lt(notasFiscais.emissao, end),
  ];
  if (q.doc) conds.push(sameNumber(notasFiscais.doc, q.doc));
  if (q.valbrut !== undefined) conds.push(eq(notasFiscais.valbrut, q.valbrut));
  const rows = await ctx.db
    .select({
      doc: notasFiscais.doc,
      serie: notasFiscais.serie,
      emissao: notasFiscais.emissao,
      valbrut: notasFiscais.valbrut,
      chave: notasFiscais.chave,
      pedidoRef: pedidos.ref,
    })
    .from(notasFiscais)
    .leftJoin(pedidos, eq(pedidos.id, notasFiscais.pedidoId))
    .where(and(...conds))
    .orderBy(desc(notasFiscais.emissao), desc(notasFiscais.doc));
  return rows.map((r) => ({
    doc: r.doc,
    serie: r.serie,
    // the Brasília calendar day of the emission
    emissao: brasiliaDay(r.emissao).replace(/-/g, ''),
    valbrut: r.valbrut,
    chave: r.chave,
    pedidoRef: r.pedidoRef ?? null,
  }));
}
