import { eq, or, sql } from 'drizzle-orm';
import type { BatchResult, ClienteItem } from '@portal/shared/schemas/integracao';
import { clientePagamentos, clienteUnidades, clientes, usuarios } from '../db/schema';
import type { Db } from '../db/client';
import {
  BatchCounter,
  BatchErrors,
  ERP_MSG,
  ErpKeys,
  inTransaction,
  syncLinks,
  upsertRow,
  type ErpContext,
} from './common';

/** The portal user serving as seller: by e-mail, else by ERP seller code. undefined = not sent. */
async function findSeller(db: Db, it: ClienteItem): Promise<number | null | undefined> {
  if (it.vendedorEmail === undefined && it.vendedorCodigo === undefined) return undefined;
  const email = it.vendedorEmail?.trim().toLowerCase();
  const codigo = it.vendedorCodigo?.trim();
  if (!email && !codigo) return null;
  const conds = [];
  if (email) conds.push(sql`lower(${usuarios.email}) = ${email}`);
  if (codigo) conds.push(eq(usuarios.vendedorCodigo, codigo));
  const rows = await db
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(or(...conds))
    .limit(2);
  // The e-mail wins when both match different users.
  const byEmail = email ? rows.find((r) => r.email.toLowerCase() === email) : undefined;
  return (byEmail ?? rows[0])?.id ?? null;
}

/**
 * Customers by codigo+loja, with their serving seller, units and payment methods. A seller the
 * portal does not know is a warning (the customer is kept without seller); unknown units or
 * payment methods reject the batch.
 */
export async function upsertClientes(ctx: ErpContext, itens: ClienteItem[]): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const keys = new ErpKeys(db);
    const errors = new BatchErrors();
    const counter = new BatchCounter();
    const resolved: { unidades?: number[]; formas?: number[]; vendedorId?: number | null }[] = [];
    for (const [i, it] of itens.entries()) {
      const r: (typeof resolved)[number] = {};
      if (it.unidades) {
        r.unidades = [];
        for (const [j, u] of it.unidades.entries()) {
          const unit = await keys.unit(u.empresa, u.filial);
          if (!unit) errors.item(i, `unidades.${j}`, ERP_MSG.unitNotFound);
          else r.unidades.push(unit.id);
        }
      }
      if (it.pagamentoFormas) {
        r.formas = [];
        for (const [j, sku] of it.pagamentoFormas.entries()) {
          const id = await keys.forma(sku);
          if (!id) errors.item(i, `pagamentoFormas.${j}`, ERP_MSG.paymentMethodNotFound);
          else r.formas.push(id);
        }
      }
      r.vendedorId = await findSeller(db, it);
      if (r.vendedorId === null && (it.vendedorEmail || it.vendedorCodigo)) {
        counter.avisos.push({
          campo: `itens.${i}.${it.vendedorEmail ? 'vendedorEmail' : 'vendedorCodigo'}`,
          mensagem: ERP_MSG.sellerNotFound,
        });
      }
      resolved.push(r);
    }
    errors.throwIfAny();

    const now = ctx.clock();
    for (const [i, it] of itens.entries()) {
      const r = resolved[i];
      const tipoPessoa = it.tipoPessoa ?? (it.cgc ? (it.cgc.length === 11 ? 'F' : 'J') : undefined);
      const fields = {
        razao: it.razao,
        nome: it.nome,
        cgc: it.cgc,
        tipoPessoa,
        ramoAtuacao: it.ramoAtuacao,
        telefone: it.telefone,
        email: it.email,
        inscricaoEstadual: it.inscricaoEstadual,
        status: it.status,
        logradouro: it.logradouro,
        numero: it.numero,
        complemento: it.complemento,
        bairro: it.bairro,
        cidade: it.cidade,
        cep: it.cep,
        uf: it.uf,
        entrega: it.entrega,
        vendedorId: r.vendedorId,
      };
      const row = await upsertRow(
        db,
        clientes,
        [clientes.codigo, clientes.loja],
        {
          ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? null])),
          codigo: it.codigo,
          loja: it.loja,
          razao: it.razao,
          tipoPessoa: tipoPessoa ?? 'J',
          ramoAtuacao: it.ramoAtuacao ?? 1,
          status: it.status ?? 'L',
          entrega: it.entrega ?? false,
          createdDate: now,
        } as typeof clientes.$inferInsert,
        fields,
        { touch: { modifiedDate: now } },
      );
      let outcome = row.outcome;
      const id = row.id;
      if (r.unidades) {
        const link = {
          table: clienteUnidades,
          owner: clienteUnidades.clienteId,
          target: clienteUnidades.unidadeId,
        };
        if ((await syncLinks(db, link, id, r.unidades)) && outcome === 'unchanged') outcome = 'updated';
      }
      if (r.formas) {
        const link = {
          table: clientePagamentos,
          owner: clientePagamentos.clienteId,
          target: clientePagamentos.pgtoFormaId,
        };
        if ((await syncLinks(db, link, id, r.formas)) && outcome === 'unchanged') outcome = 'updated';
      }
      counter.count(outcome);
    }
    return counter.result();
  });
}
