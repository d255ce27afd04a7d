import { and, eq } from 'drizzle-orm';
import {
  parseErpDateTime,
  type BatchResult,
  type RastreioEventoItem,
} from '@portal/shared/schemas/integracao';
import { rastreioEventos } from '../db/schema';
import { BatchCounter, inTransaction, type ErpContext, type UpsertOutcome } from './common';

/**
 * Carriers' tracking events of an invoice (by NF-e key), keyed by key + time + occurrence. The
 * invoice need not be in the portal yet (a carrier may report first).
 */
export async function upsertRastreio(ctx: ErpContext, itens: RastreioEventoItem[]): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const counter = new BatchCounter();
    for (const it of itens) {
      const dataHora = parseErpDateTime(it.dataHora)!;
      const fields = {
        dominio: it.dominio,
        filial: it.filial,
        cidade: it.cidade,
        descricao: it.descricao,
        tipo: it.tipo,
        nomeRecebedor: it.nomeRecebedor,
        nroDocRecebedor: it.nroDocRecebedor,
      };
      const [row] = await db
        .select()
        .from(rastreioEventos)
        .where(
          and(
            eq(rastreioEventos.chave, it.chave),
            eq(rastreioEventos.dataHora, dataHora),
            eq(rastreioEventos.ocorrencia, it.ocorrencia),
          ),
        )
        .limit(1);
      let outcome: UpsertOutcome;
      if (!row) {
        await db.insert(rastreioEventos).values({
          chave: it.chave,
          dataHora,
          ocorrencia: it.ocorrencia,
          ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? null])),
        });
        outcome = 'created';
      } else {
        const changes = Object.fromEntries(
          Object.entries(fields).filter(
            ([k, v]) => v !== undefined && (row as Record<string, unknown>)[k] !== v,
          ),
        );
        if (Object.keys(changes).length === 0) outcome = 'unchanged';
        else {
          await db.update(rastreioEventos).set(changes).where(eq(rastreioEventos.id, row.id));
          outcome = 'updated';
        }
      }
      counter.count(outcome);
    }
    return counter.result();
  });
}
