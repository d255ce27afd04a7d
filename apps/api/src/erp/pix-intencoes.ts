// The ERP's side of the Pix of several títulos (docs/product/documentos-fiscais.md §5; the buyer's side is
// modules/financeiro/pix-intencoes.ts): the feed of open intents (read like the new orders' feed: reading
// changes nothing but marking the expired ones), the confirmation, which pays the intent's títulos through
// the title upsert (saldo minus the amount paid, baixa = the day it was paid; the payment's notifications
// come from there), and the rejection, which leaves the títulos untouched.
//
// Decisions: a confirmation is idempotent (a repeat answers the same and changes nothing); a rejected
// intent cannot be confirmed, nor a confirmed one rejected (409); an intent is expired when the Pix was
// paid (`pagoEm`, default now) after its expiry: it cannot be confirmed (409) and the ERP, having the
// money anyway, pays the títulos through PUT /titulos, as for any payment it reconciles by itself. One
// paid in time but confirmed after the expiry is confirmed; a newer open intent of the same títulos is
// then rejected, so they are not charged twice.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PIX_MSG } from '@portal/shared/pix-intencao';
import { parseErpDateTime, type TituloItem } from '@portal/shared/schemas/integracao';
import type { PixDecisaoResult, PixIntencaoFeedItem } from '@portal/shared/schemas/pix-intencao';
import { clientes, pixIntencaoTitulos, pixIntencoes, titulos, unidades, usuarios } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { expireIntencoes } from '../modules/financeiro';
import { brDay, brDateTime, inTransaction, type ErpContext } from './common';
import { upsertTitulos } from './upsert-titulos';

type Intencao = typeof pixIntencoes.$inferSelect;

const result = (r: Intencao, n: number): PixDecisaoResult => ({
  txid: r.txid,
  status: r.status as PixDecisaoResult['status'],
  valor: r.valor,
  decididoEm: r.decididoEm?.toISOString() ?? null,
  motivo: r.motivo,
  titulos: n,
});

/** Open intents, oldest first, with the customer's and the títulos' ERP keys. Expired ones leave the feed. */
export async function listPixIntencoesAbertas(ctx: ErpContext, limite = 50): Promise<PixIntencaoFeedItem[]> {
  const now = ctx.clock();
  await expireIntencoes(ctx.db, now);
  const rows = await ctx.db
    .select({
      i: pixIntencoes,
      empresa: unidades.empresaCod,
      filial: unidades.filialCod,
      cliente: { codigo: clientes.codigo, loja: clientes.loja, cgc: clientes.cgc, razao: clientes.razao },
      usuario: { nome: usuarios.nome, email: usuarios.email },
    })
    .from(pixIntencoes)
    .innerJoin(unidades, eq(unidades.id, pixIntencoes.unidadeId))
    .innerJoin(clientes, eq(clientes.id, pixIntencoes.clienteId))
    .leftJoin(usuarios, eq(usuarios.id, pixIntencoes.usuarioId))
    .where(eq(pixIntencoes.status, 'ABERTA'))
    .orderBy(asc(pixIntencoes.id))
    .limit(limite);
  if (rows.length === 0) return [];
  const parts = await ctx.db
    .select({
      intencaoId: pixIntencaoTitulos.intencaoId,
      valor: pixIntencaoTitulos.valor,
      prefixo: titulos.prefixo,
      titulo: titulos.titulo,
      parcela: titulos.parcela,
      saldo: titulos.saldo,
    })
    .from(pixIntencaoTitulos)
    .innerJoin(titulos, eq(titulos.id, pixIntencaoTitulos.tituloId))
    .where(
      inArray(
        pixIntencaoTitulos.intencaoId,
        rows.map((r) => r.i.id),
      ),
    )
    .orderBy(asc(titulos.titulo), asc(titulos.parcela));
  return rows.map(({ i, empresa, filial, cliente, usuario }) => ({
    txid: i.txid,
    empresa,
    filial,
    cliente,
    usuario: usuario?.email ? { nome: usuario.nome, email: usuario.email } : null,
    valor: i.valor,
    payload: i.payload,
    createdDate: i.createdDate.toISOString(),
    expiraEm: i.expiraEm.toISOString(),
    titulos: parts
      .filter((p) => p.intencaoId === i.id)
      .map(({ prefixo, titulo, parcela, valor, saldo }) => ({ prefixo, titulo, parcela, valor, saldo })),
  }));
}

async function lockIntencao(db: ErpContext['db'], txid: string): Promise<Intencao> {
  const [row] = await db
    .select()
    .from(pixIntencoes)
    .where(eq(pixIntencoes.txid, txid))
    .limit(1)
    .for('update');
  if (!row) throw notFound(PIX_MSG.erpNaoEncontrada(txid));
  return row;
}

async function countTitulos(db: ErpContext['db'], id: number): Promise<number> {
  return (await db.select().from(pixIntencaoTitulos).where(eq(pixIntencaoTitulos.intencaoId, id))).length;
}

/**
 * The ERP received the Pix of an intent: it becomes CONFIRMADA and each of its títulos is paid by the
 * title upsert (saldo minus what the intent pays of it, never below zero; baixa = the Brasília day of
 * `pagoEm` when nothing is left), all in one transaction. Idempotent.
 */
export async function confirmPixIntencao(
  ctx: ErpContext,
  txid: string,
  body: { pagoEm?: string } = {},
): Promise<PixDecisaoResult> {
  return inTransaction(ctx, async (db) => {
    const row = await lockIntencao(db, txid);
    if (row.status === 'CONFIRMADA') return result(row, await countTitulos(db, row.id));
    if (row.status === 'REJEITADA') throw conflict(PIX_MSG.erpJaRejeitada(txid));
    const now = ctx.clock();
    const pagoEm = (body.pagoEm && parseErpDateTime(body.pagoEm)) || now;
    // Judged by when the Pix was paid: one paid in time and confirmed late (already marked EXPIRADA) counts.
    if (pagoEm.getTime() > row.expiraEm.getTime())
      throw conflict(PIX_MSG.erpExpirada(txid, brDateTime(row.expiraEm)));
    const parts = await db
      .select({
        pago: pixIntencaoTitulos.valor,
        t: titulos,
        empresa: unidades.empresaCod,
        filial: unidades.filialCod,
        codigo: clientes.codigo,
        loja: clientes.loja,
      })
      .from(pixIntencaoTitulos)
      .innerJoin(titulos, eq(titulos.id, pixIntencaoTitulos.tituloId))
      .innerJoin(unidades, eq(unidades.id, titulos.unidadeId))
      .innerJoin(clientes, eq(clientes.id, titulos.clienteId))
      .where(eq(pixIntencaoTitulos.intencaoId, row.id))
      .orderBy(asc(titulos.id));
    const baixa = brDay(pagoEm);
    const itens: TituloItem[] = parts.map(({ pago, t, empresa, filial, codigo, loja }) => {
      const saldoCents = Math.max(0, Math.round(t.saldo * 100) - Math.round(pago * 100));
      return {
        empresa,
        filial,
        codigo,
        loja,
        prefixo: t.prefixo,
        titulo: t.titulo,
        parcela: t.parcela,
        valor: t.valor,
        saldo: saldoCents / 100,
        emissao: t.emissao,
        vencrea: t.vencrea,
        baixa: saldoCents === 0 ? (t.baixa ?? baixa) : t.baixa,
      };
    });
    const txCtx: ErpContext = { db, clock: ctx.clock, config: ctx.config };
    await upsertTitulos(txCtx, itens);
    const [done] = await db
      .update(pixIntencoes)
      .set({ status: 'CONFIRMADA', decididoEm: now })
      .where(eq(pixIntencoes.id, row.id))
      .returning();
    // A newer open Pix of the same títulos (made after this one expired) would now charge them twice.
    await db
      .update(pixIntencoes)
      .set({ status: 'REJEITADA', decididoEm: now, motivo: PIX_MSG.pagoPorOutro(txid) })
      .where(
        and(
          eq(pixIntencoes.status, 'ABERTA'),
          inArray(
            pixIntencoes.id,
            db
              .select({ id: pixIntencaoTitulos.intencaoId })
              .from(pixIntencaoTitulos)
              .where(
                inArray(
                  pixIntencaoTitulos.tituloId,
                  parts.map((p) => p.t.id),
                ),
              ),
          ),
        ),
      );
    return result(done, parts.length);
  });
}

/** The ERP refuses an open intent (wrong amount, not received...): REJEITADA with the reason; títulos untouched. */
export async function rejectPixIntencao(
  ctx: ErpContext,
  txid: string,
  motivo: string,
): Promise<PixDecisaoResult> {
  return inTransaction(ctx, async (db) => {
    const row = await lockIntencao(db, txid);
    if (row.status === 'REJEITADA') return result(row, await countTitulos(db, row.id));
    if (row.status === 'CONFIRMADA') throw conflict(PIX_MSG.erpJaConfirmada(txid));
    const now = ctx.clock();
    if (row.status === 'EXPIRADA' || now.getTime() >= row.expiraEm.getTime())
      throw conflict(PIX_MSG.erpJaExpirada(txid));
    const [done] = await db
      .update(pixIntencoes)
      .set({ status: 'REJEITADA', decididoEm: now, motivo })
      .where(eq(pixIntencoes.id, row.id))
      .returning();
    return result(done, await countTitulos(db, row.id));
  });
}
