// The customer's credit figures (limit, outstanding amount, balance): ONE function for every place
// that shows them — the header (GET /clientes/limiteCredito), the finance tab (boletos list) and the
// financial statement (PDF and screen). The rule is in docs/ARCHITECTURE.md ("Credit figures").
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@portal/shared/constants';
import type { Db } from '../../db/client';
import { limitesCredito, pedidos, titulos } from '../../db/schema';

/**
 * An open title: something is still owed (saldo, the title's value minus what was paid, kept by
 * the ERP, above zero; a paid or written-off title has saldo 0) and it is not cancelled (a title
 * of an order the ERP cancelled is never owed, even before the ERP writes it off).
 */
export function openTitleCondition() {
  return and(
    gt(titulos.saldo, 0),
    or(
      isNull(titulos.pedidoId),
      sql`not exists (select 1 from ${pedidos} where ${pedidos.id} = ${titulos.pedidoId} and ${pedidos.statusId} = ${ORDER_STATUS.CANCELADO})`,
    ),
  );
}

export interface CreditFigures {
  risco: string;
  limite: number;
  /** Outstanding amount. */
  devedor: number;
  /** limite − devedor (negative when over the limit). */
  saldo: number;
  /** ERP: devedor/saldo as the ERP last sent them; TITULOS: computed from the open titles. */
  fonte: 'ERP' | 'TITULOS';
}

const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);

/**
 * Credit figures of the customer's stores (clienteIds: one store, or every store of a CNPJ, summed)
 * at a unit. Per store: the ERP's devedor/saldo when its credit-limit upsert sent them (erp_date)
 * no earlier than the last change of any of the store's titles at the unit; otherwise devedor =
 * the sum of the open titles' balances (all due dates) and saldo = limite − devedor.
 */
export async function creditFigures(db: Db, clienteIds: number[], unidadeId: number): Promise<CreditFigures> {
  const total = { limite: 0, devedor: 0, saldo: 0 };
  let risco = '';
  let fonte: CreditFigures['fonte'] = 'TITULOS';
  if (clienteIds.length === 0) return { risco, ...total, fonte };
  const limits = await db
    .select({
      clienteId: limitesCredito.clienteId,
      risco: limitesCredito.risco,
      limite: limitesCredito.limite,
      devedor: limitesCredito.devedor,
      saldo: limitesCredito.saldo,
      erpDate: limitesCredito.erpDate,
    })
    .from(limitesCredito)
    .where(and(inArray(limitesCredito.clienteId, clienteIds), eq(limitesCredito.unidadeId, unidadeId)));
  const byCliente = new Map(limits.map((l) => [l.clienteId, l]));
  const titles = await db
    .select({
      clienteId: titulos.clienteId,
      aberto: sql<string>`coalesce(sum(${titulos.saldo}) filter (where ${openTitleCondition()}), 0)`,
      ultimaAlteracao: sql<string | null>`(extract(epoch from max(${titulos.modifiedDate})) * 1000)::float8`,
    })
    .from(titulos)
    .where(and(inArray(titulos.clienteId, clienteIds), eq(titulos.unidadeId, unidadeId)))
    .groupBy(titulos.clienteId);
  const titlesBy = new Map(titles.map((t) => [t.clienteId, t]));
  for (const id of clienteIds) {
    const l = byCliente.get(id);
    const t = titlesBy.get(id);
    if (l && !risco) risco = l.risco;
    const limite = cents(l?.limite);
    const last = t?.ultimaAlteracao == null ? null : Number(t.ultimaAlteracao);
    const erpCurrent = !!l?.erpDate && (last === null || l.erpDate.getTime() >= last);
    if (erpCurrent && l) {
      fonte = 'ERP';
      total.limite += limite;
      total.devedor += cents(l.devedor);
      total.saldo += cents(l.saldo);
    } else {
      const devedor = cents(t?.aberto);
      total.limite += limite;
      total.devedor += devedor;
      total.saldo += limite - devedor;
    }
  }
  return {
    risco,
    limite: total.limite / 100,
    devedor: total.devedor / 100,
    saldo: total.saldo / 100,
    fonte,
  };
}
