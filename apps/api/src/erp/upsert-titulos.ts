import { and, eq, gt, sql } from 'drizzle-orm';
import { parsePix } from '@portal/shared/fiscal/pix';
import { formatCents } from '@portal/shared/format';
import type { BatchResult, TituloItem } from '@portal/shared/schemas/integracao';
import { notasFiscais, titulos } from '../db/schema';
import { notifyTitulosPagos } from '../modules/notificacoes';
import {
  BatchCounter,
  BatchErrors,
  ERP_MSG,
  ErpKeys,
  cents,
  inTransaction,
  upsertRow,
  type ErpContext,
} from './common';

/**
 * Titles (boletos) by unit + prefixo + titulo + parcela. A title that was open and arrives with saldo 0
 * is a payment: its client's users and seller are notified (bell, live stream, chosen e-mail) in the
 * same transaction; a title that arrives paid, or paid again, notifies nothing.
 */
export async function upsertTitulos(ctx: ErpContext, itens: TituloItem[]): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const keys = new ErpKeys(db);
    const errors = new BatchErrors();
    const rows: (Omit<typeof titulos.$inferInsert, 'valorOri'> & { valorOri?: number })[] = [];
    for (const [i, it] of itens.entries()) {
      const unit = await keys.unit(it.empresa, it.filial);
      if (!unit) errors.item(i, 'empresa', ERP_MSG.unitNotFound);
      const clienteId = await keys.cliente(it.codigo, it.loja);
      if (!clienteId) errors.item(i, 'codigo', ERP_MSG.customerNotFound);
      let pedidoId: number | null = null;
      if (it.pedidoRef && unit) {
        pedidoId = (await keys.pedido(it.pedidoRef, unit.id))?.id ?? null;
        if (!pedidoId) errors.item(i, 'pedidoRef', ERP_MSG.orderNotFound);
      }
      let notaFiscalId: number | null = null;
      if (it.chaveNfe) {
        const [n] = await db
          .select({ id: notasFiscais.id })
          .from(notasFiscais)
          .where(eq(notasFiscais.chave, it.chaveNfe))
          .limit(1);
        if (!n) errors.item(i, 'chaveNfe', ERP_MSG.invoiceNotFound);
        notaFiscalId = n?.id ?? null;
      }
      if (it.vencrea < it.emissao) errors.item(i, 'vencrea', 'vencimento anterior à emissão.');
      if (it.saldo > it.valor) errors.item(i, 'saldo', 'saldo maior que o valor do título.');
      if (it.pixCopiaECola) {
        // the schema checked the code itself; its amount (field 54), when it has one, is the title's
        const r = parsePix(it.pixCopiaECola);
        const valorCents = Math.round(it.valor * 100);
        if (r.ok && r.pix.valorCentavos !== undefined && r.pix.valorCentavos !== valorCents)
          errors.item(
            i,
            'pixCopiaECola',
            `código Pix com valor (campo 54) de ${formatCents(r.pix.valorCentavos)}, diferente do valor do título (${formatCents(valorCents)}).`,
          );
      }
      if (!unit || !clienteId) continue;
      rows.push({
        clienteId,
        unidadeId: unit.id,
        pedidoId: it.pedidoRef === undefined ? undefined : pedidoId,
        notaFiscalId: it.chaveNfe === undefined ? undefined : notaFiscalId,
        prefixo: it.prefixo,
        titulo: it.titulo,
        parcela: it.parcela,
        numeroConta: it.numeroConta,
        bancoCodigo: it.bancoCodigo,
        agencia: it.agencia,
        carteira: it.carteira,
        convenio: it.convenio,
        nossoNumero: it.nossoNumero,
        valorOri: it.valorOri === undefined ? undefined : cents(it.valorOri),
        valor: cents(it.valor),
        saldo: cents(it.saldo),
        emissao: it.emissao,
        vencrea: it.vencrea,
        baixa: it.baixa,
        multaPercentual: it.multaPercentual,
        jurosMesPercentual: it.jurosMesPercentual,
        diasLimite: it.diasLimite,
        // absent keeps the stored code; null (or '') clears it
        pixPayload: it.pixCopiaECola,
      });
    }
    errors.throwIfAny();
    // The batch's titles open before it, by key: the ones it pays are notified.
    const key = (r: { unidadeId: number; prefixo?: string; titulo: string; parcela?: string }) =>
      `${r.unidadeId}|${r.prefixo ?? ''}|${r.titulo}|${r.parcela ?? ''}`;
    const paying = rows.filter((r) => r.saldo === 0);
    const openBefore = new Map<string, number>();
    for (let i = 0; i < paying.length; i += 500) {
      const part = paying.slice(i, i + 500);
      const found = await db
        .select({
          id: titulos.id,
          unidadeId: titulos.unidadeId,
          prefixo: titulos.prefixo,
          titulo: titulos.titulo,
          parcela: titulos.parcela,
        })
        .from(titulos)
        .where(
          and(
            gt(titulos.saldo, 0),
            sql`(${titulos.unidadeId}, ${titulos.prefixo}, ${titulos.titulo}, ${titulos.parcela}) in (${sql.join(
              part.map((r) => sql`(${r.unidadeId}::int, ${r.prefixo}, ${r.titulo}, ${r.parcela})`),
              sql`, `,
            )})`,
          ),
        );
      for (const f of found) openBefore.set(key(f), f.id);
    }
    const counter = new BatchCounter();
    const now = ctx.clock();
    for (const row of rows) {
      const { prefixo: _p, titulo: _t, parcela: _pa, unidadeId: _u, ...update } = row;
      const insert = {
        ...(Object.fromEntries(
          Object.entries(row).map(([k, v]) => [k, v === undefined ? null : v]),
        ) as typeof titulos.$inferInsert),
        valorOri: row.valorOri ?? row.valor,
        modifiedDate: now,
      };
      // a changed title (new, paid, rewritten) is newer than the ERP's last credit figures
      const r = await upsertRow(
        db,
        titulos,
        [titulos.unidadeId, titulos.prefixo, titulos.titulo, titulos.parcela],
        insert,
        update,
        { touch: { modifiedDate: now } },
      );
      counter.count(r.outcome);
    }
    const pagos = paying.map((r) => openBefore.get(key(r))).filter((id): id is number => id !== undefined);
    await notifyTitulosPagos(db, { tituloIds: pagos, at: now, publicUrl: ctx.config?.publicUrl ?? '' });
    return counter.result();
  });
}
