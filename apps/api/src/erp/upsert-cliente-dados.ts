// Per-customer ERP data: works, drivers, vehicles and credit limits.
import { and, eq, isNull } from 'drizzle-orm';
import type {
  BatchResult,
  LimiteCreditoItem,
  MotoristaItem,
  ObraItem,
  VeiculoItem,
} from '@portal/shared/schemas/integracao';
import { limitesCredito, motoristas, obras, veiculos } from '../db/schema';
import {
  BatchCounter,
  BatchErrors,
  ERP_MSG,
  ErpKeys,
  cents,
  inTransaction,
  upsertRow,
  type ErpContext,
  type UpsertOutcome,
} from './common';

/** Works by customer + unit + work code + product. */
export async function upsertObras(ctx: ErpContext, itens: ObraItem[]): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const keys = new ErpKeys(db);
    const errors = new BatchErrors();
    const refs: { clienteId: number; unidadeId: number; produtoId: number | null }[] = [];
    for (const [i, it] of itens.entries()) {
      const clienteId = await keys.cliente(it.codigo, it.loja);
      if (!clienteId) errors.item(i, 'codigo', ERP_MSG.customerNotFound);
      const unit = await keys.unit(it.empresa, it.filial);
      if (!unit) errors.item(i, 'empresa', ERP_MSG.unitNotFound);
      let produtoId: number | null = null;
      if (it.produtoSku) {
        produtoId = await keys.produto(it.produtoSku);
        if (!produtoId) errors.item(i, 'produtoSku', ERP_MSG.productNotFound);
      }
      refs.push({ clienteId: clienteId ?? 0, unidadeId: unit?.id ?? 0, produtoId });
    }
    errors.throwIfAny();
    const counter = new BatchCounter();
    for (const [i, it] of itens.entries()) {
      const ref = refs[i];
      const fields = {
        nome: it.nome,
        logradouro: it.logradouro,
        bairro: it.bairro,
        municipio: it.municipio,
        precoCif: it.precoCif === undefined ? undefined : cents(it.precoCif),
        precoFob: it.precoFob === undefined ? undefined : cents(it.precoFob),
        obsnf: it.obsnf,
        ativo: it.ativo,
      };
      // The unique index has a nullable product, so the row is found by hand.
      const [row] = await db
        .select()
        .from(obras)
        .where(
          and(
            eq(obras.clienteId, ref.clienteId),
            eq(obras.unidadeId, ref.unidadeId),
            eq(obras.obra, it.obra),
            ref.produtoId === null ? isNull(obras.produtoId) : eq(obras.produtoId, ref.produtoId),
          ),
        )
        .limit(1);
      let outcome: UpsertOutcome;
      if (!row) {
        await db.insert(obras).values({
          ...ref,
          obra: it.obra,
          nome: it.nome,
          logradouro: it.logradouro ?? null,
          bairro: it.bairro ?? null,
          municipio: it.municipio ?? null,
          precoCif: fields.precoCif ?? 0,
          precoFob: fields.precoFob ?? 0,
          obsnf: it.obsnf ?? null,
          ativo: it.ativo ?? true,
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
          await db.update(obras).set(changes).where(eq(obras.id, row.id));
          outcome = 'updated';
        }
      }
      counter.count(outcome);
    }
    return counter.result();
  });
}

/** Resolves the customers of a batch (codigo/loja) or rejects it. */
async function customersOf(keys: ErpKeys, itens: { codigo: string; loja: string }[]): Promise<number[]> {
  const errors = new BatchErrors();
  const ids: number[] = [];
  for (const [i, it] of itens.entries()) {
    const id = await keys.cliente(it.codigo, it.loja);
    if (!id) errors.item(i, 'codigo', ERP_MSG.customerNotFound);
    ids.push(id ?? 0);
  }
  errors.throwIfAny();
  return ids;
}

/** Customers' drivers by customer + driver code. */
export async function upsertMotoristas(ctx: ErpContext, itens: MotoristaItem[]): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const ids = await customersOf(new ErpKeys(db), itens);
    const counter = new BatchCounter();
    for (const [i, it] of itens.entries()) {
      const r = await upsertRow(
        db,
        motoristas,
        [motoristas.clienteId, motoristas.sku],
        { clienteId: ids[i], sku: it.sku, nome: it.nome, cpf: it.cpf ?? null },
        { nome: it.nome, cpf: it.cpf },
      );
      counter.count(r.outcome);
    }
    return counter.result();
  });
}

/** Customers' vehicles by customer + plate. */
export async function upsertVeiculos(ctx: ErpContext, itens: VeiculoItem[]): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const ids = await customersOf(new ErpKeys(db), itens);
    const counter = new BatchCounter();
    for (const [i, it] of itens.entries()) {
      const r = await upsertRow(
        db,
        veiculos,
        [veiculos.clienteId, veiculos.placa],
        { clienteId: ids[i], placa: it.placa, eixos: it.eixos ?? 2, descricao: it.descricao },
        { eixos: it.eixos, descricao: it.descricao },
      );
      counter.count(r.outcome);
    }
    return counter.result();
  });
}

/** Credit figures by customer + unit. */
export async function upsertLimitesCredito(
  ctx: ErpContext,
  itens: LimiteCreditoItem[],
): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const keys = new ErpKeys(db);
    const ids = await customersOf(keys, itens);
    const errors = new BatchErrors();
    const units: number[] = [];
    for (const [i, it] of itens.entries()) {
      const unit = await keys.unit(it.empresa, it.filial);
      if (!unit) errors.item(i, 'empresa', ERP_MSG.unitNotFound);
      units.push(unit?.id ?? 0);
    }
    errors.throwIfAny();
    const counter = new BatchCounter();
    const now = ctx.clock();
    for (const [i, it] of itens.entries()) {
      const fields = {
        risco: it.risco,
        limite: cents(it.limite),
        devedor: cents(it.devedor),
        saldo: cents(it.saldo),
      };
      const r = await upsertRow(
        db,
        limitesCredito,
        [limitesCredito.clienteId, limitesCredito.unidadeId],
        { clienteId: ids[i], unidadeId: units[i], ...fields, updatedDate: now, erpDate: now },
        fields,
        // sent by the ERP: these figures stand until a title of the customer changes after them
        { touch: { updatedDate: now, erpDate: now } },
      );
      counter.count(r.outcome);
    }
    return counter.result();
  });
}
