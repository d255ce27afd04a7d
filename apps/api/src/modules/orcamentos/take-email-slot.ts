// The daily cap of quote e-mails per user (ORCAMENTO_EMAILS_DIA, Brasília days): a send takes one
// of the day's slots in the database (orcamento_emails_dia, one row per user), so every node counts
// together. One statement decides: the upsert raises the count only while it is below the cap; two
// concurrent sends for the last slot queue on the row's lock and the second finds it taken.
import { sql } from 'drizzle-orm';
import { PARAMETER_DEFAULTS } from '@portal/shared/constants';
import type { Db } from '../../db/client';
import { orcamentoEmailsDia } from '../../db/schema';

/** The cap: the parameter when it is a whole number from 1 to 1000, else the default (20). */
export function emailsPorDia(valor: string): number {
  const n = Number(valor.trim());
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : Number(PARAMETER_DEFAULTS.ORCAMENTO_EMAILS_DIA);
}

/** Takes one of the user's `cap` slots of day `dia` (YYYY-MM-DD); false when none is left. */
export async function takeEmailSlot(db: Db, usuarioId: number, dia: string, cap: number): Promise<boolean> {
  const t = orcamentoEmailsDia;
  const day = sql`excluded.${sql.identifier(t.dia.name)}`;
  // A later day starts again at 1; the same day (or an earlier one, a node whose clock is behind)
  // counts on while below the cap.
  const rows = await db
    .insert(t)
    .values({ usuarioId, dia, enviados: 1 })
    .onConflictDoUpdate({
      target: t.usuarioId,
      set: {
        dia: sql`greatest(${t.dia}, ${day})`,
        enviados: sql`case when ${day} > ${t.dia} then 1 else ${t.enviados} + 1 end`,
      },
      setWhere: sql`${day} > ${t.dia} or ${t.enviados} < ${cap}`,
    })
    .returning({ enviados: t.enviados });
  return rows.length > 0;
}
