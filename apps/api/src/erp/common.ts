// Shared machinery of the ERP services (src/erp is the only code that writes ERP-owned tables):
// the context they take, batch error collection, idempotent upserts and ERP-key lookups.
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { BatchResult } from '@portal/shared/schemas/integracao';
import type { Db } from '../db/client';
import {
  clientes,
  pagamentoFormas,
  pedidos,
  produtos,
  tabelasPreco,
  unidades,
  categorias,
} from '../db/schema';
import { badRequest } from '../http/errors';

/** What an ERP service needs: the database (or a transaction), the clock and, for e-mail links, PUBLIC_URL. */
export interface ErpContext {
  db: Db;
  clock: () => Date;
  config?: { publicUrl: string };
}

export const ERP_MSG = {
  batchRejected: 'Lote recusado: nenhum item foi gravado. Corrija os campos indicados e reenvie.',
  changeRejected: 'Alteração recusada: nada foi gravado. Corrija os campos indicados e reenvie.',
  orderNotFoundMessage: (ref: string, unit: string) => `Pedido ${ref} não encontrado na unidade ${unit}.`,
  unitNotFound: 'unidade não encontrada (empresa/filial).',
  customerNotFound: 'cliente não encontrado (codigo/loja).',
  productNotFound: 'produto não encontrado (sku).',
  paymentMethodNotFound: 'forma de pagamento não encontrada (sku).',
  priceTableNotFound: 'tabela de preço não encontrada na unidade.',
  categoryNotFound: 'categoria não encontrada (erpCodigo).',
  orderNotFound: 'pedido não encontrado na unidade.',
  orderNotCancelled: 'o pedido não está cancelado no portal.',
  invoiceNotFound: 'nota fiscal não encontrada (envie a nota antes).',
  customerPair: 'informe codigo e loja do cliente juntos.',
  sellerNotFound: 'vendedor não encontrado no portal; o cliente ficou sem vendedor.',
  orderItemNotFound: 'item não encontrado no pedido.',
  statusConflict: (atual: number) =>
    `O pedido está no status ${atual}, diferente do statusAnterior informado.`,
} as const;

/** Collects item errors of a batch; nothing is written when there is one. */
export class BatchErrors {
  readonly fields: Record<string, string> = {};
  add(path: string, message: string): void {
    if (!this.fields[path]) this.fields[path] = message;
  }
  item(index: number, field: string, message: string): void {
    this.add(`itens.${index}.${field}`, message);
  }
  get any(): boolean {
    return Object.keys(this.fields).length > 0;
  }
  throwIfAny(): void {
    if (this.any) throw badRequest(ERP_MSG.batchRejected, this.fields);
  }
}

/** Counts of a batch. */
export class BatchCounter {
  criados = 0;
  atualizados = 0;
  processados = 0;
  readonly avisos: BatchResult['avisos'] = [];
  count(outcome: UpsertOutcome): void {
    this.processados++;
    if (outcome === 'created') this.criados++;
    else if (outcome === 'updated') this.atualizados++;
  }
  result(): BatchResult {
    return {
      processados: this.processados,
      criados: this.criados,
      atualizados: this.atualizados,
      avisos: this.avisos,
    };
  }
}

/** Runs fn in a transaction (a savepoint when ctx.db already is one). */
export function inTransaction<T>(ctx: ErpContext, fn: (tx: Db) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => fn(tx as unknown as Db));
}

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

/**
 * INSERT … ON CONFLICT (target) DO UPDATE of the given columns, only when one of them differs
 * (so a repeated batch writes nothing and modified_date keeps its value). Returns the row id and
 * whether it was created, updated or left unchanged.
 */
export async function upsertRow<T extends PgTable>(
  db: Db,
  table: T,
  target: PgColumn[],
  values: T['$inferInsert'],
  update: Record<string, unknown>,
  opts: { touch?: Record<string, unknown> } = {},
): Promise<{ id: number; outcome: UpsertOutcome }> {
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(update).filter((k) => update[k] !== undefined && cols[k]);
  const idCol = cols.id;
  const q = db.insert(table as any).values(values as any);
  let rows: { id: number; created: boolean }[];
  if (keys.length === 0) {
    rows = (await q
      .onConflictDoNothing({ target })
      .returning({ id: idCol, created: sql<boolean>`true` })) as any;
  } else {
    const set: Record<string, unknown> = { ...(opts.touch ?? {}) };
    const differs: SQL[] = [];
    for (const k of keys) {
      const excluded = sql.raw(`excluded."${cols[k].name}"`);
      set[k] = excluded;
      differs.push(sql`${cols[k]} is distinct from ${excluded}`);
    }
    rows = (await q
      .onConflictDoUpdate({ target, set: set as any, setWhere: sql.join(differs, sql` or `) })
      .returning({ id: idCol, created: sql<boolean>`(xmax = 0)` })) as any;
  }
  if (rows.length > 0) return { id: Number(rows[0].id), outcome: rows[0].created ? 'created' : 'updated' };
  // Unchanged: the conflicting row was left alone; find its id by the target columns.
  const where = and(...target.map((c) => eq(c, (values as Record<string, unknown>)[keyOf(cols, c)] as any)));
  const [row] = await db
    .select({ id: idCol })
    .from(table as any)
    .where(where)
    .limit(1);
  return { id: Number(row.id), outcome: 'unchanged' };
}

function keyOf(cols: Record<string, PgColumn>, col: PgColumn): string {
  const k = Object.keys(cols).find((name) => cols[name] === col);
  if (!k) throw new Error(`coluna ${col.name} fora da tabela`);
  return k;
}

/**
 * Makes an owner's rows of a link table (a customer's units or payment forms, a product's categories)
 * exactly `wanted`: reads the current targets, deletes the others, inserts the missing. True when it
 * changed anything.
 */
export async function syncLinks<T extends PgTable>(
  db: Db,
  link: { table: T; owner: PgColumn; target: PgColumn },
  ownerId: number,
  wanted: number[],
): Promise<boolean> {
  const cols = getTableColumns(link.table);
  const ownerKey = keyOf(cols, link.owner);
  const targetKey = keyOf(cols, link.target);
  const current = await db
    .select({ id: link.target })
    .from(link.table as PgTable)
    .where(eq(link.owner, ownerId));
  return replaceLinks({
    current: current.map((c) => Number(c.id)),
    wanted,
    remove: (ids) => db.delete(link.table).where(and(eq(link.owner, ownerId), inArray(link.target, ids))),
    add: (ids) =>
      db
        .insert(link.table)
        .values(ids.map((id) => ({ [ownerKey]: ownerId, [targetKey]: id }) as T['$inferInsert'])),
  });
}

/** Replaces a link set (customer units, product categories...): returns true when it changed. */
export async function replaceLinks(opts: {
  current: number[];
  wanted: number[];
  remove(ids: number[]): Promise<unknown>;
  add(ids: number[]): Promise<unknown>;
}): Promise<boolean> {
  const wanted = [...new Set(opts.wanted)];
  const toRemove = opts.current.filter((id) => !wanted.includes(id));
  const toAdd = wanted.filter((id) => !opts.current.includes(id));
  if (toRemove.length) await opts.remove(toRemove);
  if (toAdd.length) await opts.add(toAdd);
  return toRemove.length > 0 || toAdd.length > 0;
}

// ---------------------------------------------------------------- ERP-key lookups (cached per batch)

export interface UnitRow {
  id: number;
  empresaCod: string;
  filialCod: string;
  descricao: string;
  uf: string | null;
  cidade: string | null;
  cnpj: string | null;
}

/** Lookups by ERP key inside one batch; results (also misses) are cached. */
export class ErpKeys {
  private cache = new Map<string, unknown>();
  constructor(private readonly db: Db) {}

  private async memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const v = await load();
    this.cache.set(key, v);
    return v;
  }

  unit(empresa: string, filial: string): Promise<UnitRow | null> {
    return this.memo(`u:${empresa}/${filial}`, async () => {
      const [u] = await this.db
        .select({
          id: unidades.id,
          empresaCod: unidades.empresaCod,
          filialCod: unidades.filialCod,
          descricao: unidades.descricao,
          uf: unidades.uf,
          cidade: unidades.cidade,
          cnpj: unidades.cnpj,
        })
        .from(unidades)
        .where(and(eq(unidades.empresaCod, empresa), eq(unidades.filialCod, filial)))
        .limit(1);
      return u ?? null;
    });
  }

  cliente(codigo: string, loja: string): Promise<number | null> {
    return this.memo(`c:${codigo}/${loja}`, async () => {
      const [c] = await this.db
        .select({ id: clientes.id })
        .from(clientes)
        .where(and(eq(clientes.codigo, codigo), eq(clientes.loja, loja)))
        .limit(1);
      return c?.id ?? null;
    });
  }

  produto(sku: string): Promise<number | null> {
    return this.memo(`p:${sku}`, async () => {
      const [p] = await this.db
        .select({ id: produtos.id })
        .from(produtos)
        .where(eq(produtos.sku, sku))
        .limit(1);
      return p?.id ?? null;
    });
  }

  forma(sku: string): Promise<number | null> {
    return this.memo(`f:${sku}`, async () => {
      const [f] = await this.db
        .select({ id: pagamentoFormas.id })
        .from(pagamentoFormas)
        .where(eq(pagamentoFormas.sku, sku))
        .limit(1);
      return f?.id ?? null;
    });
  }

  categoria(erpCodigo: string): Promise<number | null> {
    return this.memo(`k:${erpCodigo}`, async () => {
      const [c] = await this.db
        .select({ id: categorias.id })
        .from(categorias)
        .where(eq(categorias.erpCodigo, erpCodigo))
        .limit(1);
      return c?.id ?? null;
    });
  }

  tabela(unidadeId: number, sku: string): Promise<number | null> {
    return this.memo(`t:${unidadeId}/${sku}`, async () => {
      const [t] = await this.db
        .select({ id: tabelasPreco.id })
        .from(tabelasPreco)
        .where(and(eq(tabelasPreco.unidadeId, unidadeId), eq(tabelasPreco.sku, sku)))
        .limit(1);
      return t?.id ?? null;
    });
  }

  pedido(
    ref: string,
    unidadeId: number,
  ): Promise<{ id: number; statusId: number; clienteId: number } | null> {
    return this.memo(`o:${unidadeId}/${ref}`, async () => {
      const [p] = await this.db
        .select({ id: pedidos.id, statusId: pedidos.statusId, clienteId: pedidos.clienteId })
        .from(pedidos)
        .where(and(eq(pedidos.ref, ref), eq(pedidos.unidadeId, unidadeId)))
        .limit(1);
      return p ?? null;
    });
  }
}

// ---------------------------------------------------------------- dates (Brasília, UTC-3, no DST)

const BR_OFFSET_MS = -3 * 3600_000;

/** 'YYYY-MM-DD' of the instant in Brasília. */
export function brDay(d: Date): string {
  return new Date(d.getTime() + BR_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DDTHH:mm:ss-03:00' of the instant ('…ss.SSS-03:00' with milliseconds). */
export function brDateTime(d: Date, withMs = false): string {
  return `${new Date(d.getTime() + BR_OFFSET_MS).toISOString().slice(0, withMs ? 23 : 19)}-03:00`;
}

/** Adds days to a 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Rounds to cents. */
export const cents = (v: number) => Math.round(v * 100) / 100;

/** The orders of a batch by unit and ref, in item order; an unknown unit or order is an item error. */
export async function findBatchPedidos(
  keys: ErpKeys,
  errors: BatchErrors,
  itens: readonly { empresa: string; filial: string; ref: string }[],
): Promise<({ id: number; statusId: number; clienteId: number } | null)[]> {
  const found: ({ id: number; statusId: number; clienteId: number } | null)[] = [];
  for (const [i, it] of itens.entries()) {
    const unit = await keys.unit(it.empresa, it.filial);
    if (!unit) {
      errors.item(i, 'empresa', ERP_MSG.unitNotFound);
      found.push(null);
      continue;
    }
    const p = await keys.pedido(it.ref, unit.id);
    if (!p) errors.item(i, 'ref', ERP_MSG.orderNotFound);
    found.push(p);
  }
  return found;
}
