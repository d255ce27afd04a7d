// Orders: POST /api/pedidos (pricing, split, idempotency, validation), the list and counters,
// detail, cancel and print (docs/product/portal-cliente.md §2 Orders, §4, §5, §7).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, EVENT_TYPES, LAST_ORDERS_STATUS_ID, ORDER_STATUSES } from '@portal/shared/constants';
import { formatCurrency } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import type { PedidoItemBody } from '@portal/shared/schemas/pedidos';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { PEDIDO_CREATE_ROUTE } from '../src/modules/pedidos/create-pedido';
import { spDay } from '../src/modules/pedidos/dates';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  idempotencyKeyPurger,
  PURGE_INTERVAL_MS,
  purgeIdempotencyKeys,
} from '../src/modules/pedidos/purge-idempotency-keys';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let cliente: string;
let multi: string;
let vendedor: string;
let gestor: string;
let auditor: string;
const ids = {} as {
  main: number;
  other: number; // a multi@ client served by the seller (not linked to cliente@)
  blocked: number; // multi@'s inactive client
  matriz: number;
  campinas: number;
  bh: number;
  cif: number;
  fob: number;
  cifCampinas: number;
  bol: number;
  ant: number;
  dep: number;
  c28: number;
  c2856: number;
  cAvista: number;
  c7: number;
  obra: number;
  prods: (typeof s.produtos.$inferSelect)[];
};
let keySeq = 0;
const newKey = () => `test-${process.pid}-${++keySeq}-${Date.now()}`;

const db = () => t.database.db;

async function setParam(nome: string, valor: string) {
  await db().update(s.parametros).set({ valor }).where(eq(s.parametros.nome, nome));
}

/** A cart line with sane defaults: CIF at the matriz, boleto 28 days. */
function line(over: Partial<PedidoItemBody> & { produtoId: number }): Record<string, unknown> {
  return {
    isObra: false,
    obraId: null,
    produtoSku: 'X',
    produtoQuant: 10,
    produtoPesoUnit: 1,
    produtoValorUnit: 1,
    produtoValorTotal: 10,
    modalidadeId: ids.cif,
    modalidadeSku: 'CIF',
    pagamentoFormaId: ids.bol,
    pagamentoFormaSku: 'BOL',
    pagamentoCondicaoId: ids.c28,
    pagamentoCondicaoSku: '028',
    motoristaSku: null,
    veiculoPlaca: null,
    dataEmbarque: null,
    ...over,
  };
}

function cart(itens: Record<string, unknown>[], over: Record<string, unknown> = {}) {
  return {
    total: 1,
    clienteId: ids.main,
    unidadeId: ids.matriz,
    obsnf: 'ENTREGAR PELA MANHA',
    clienteEntregaCodigo: '',
    clienteEntregaLoja: '',
    clienteEntregaCgc: '',
    clienteEntregaDescricao: '',
    pedidoPadrao: false,
    pedidoPadraoDescricao: '',
    itens,
    ...over,
  };
}

function post(token: string, payload: unknown, key: string | null = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as object,
  });
}

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function countPedidos() {
  const [{ n }] = await db().select({ n: count() }).from(s.pedidos);
  return n;
}

async function generalPrice(produtoId: number, tabelaPrecoId: number) {
  const [row] = await db()
    .select({ valor: s.precos.valor })
    .from(s.precos)
    .where(
      and(
        eq(s.precos.produtoId, produtoId),
        eq(s.precos.tabelaPrecoId, tabelaPrecoId),
        isNull(s.precos.clienteId),
      ),
    );
  return row.valor;
}

beforeAll(async () => {
  t = await createTestApp();
  [cliente, multi, vendedor, gestor, auditor] = (
    await Promise.all(
      [
        DEMO_ACCOUNTS.cliente,
        DEMO_ACCOUNTS.multi,
        DEMO_ACCOUNTS.vendedor,
        DEMO_ACCOUNTS.gestor,
        DEMO_ACCOUNTS.auditor,
      ].map((e) => tokenFor(t.app, e)),
    )
  ).map((x) => x.token);
  const clis = await db().select().from(s.clientes).orderBy(asc(s.clientes.id));
  const units = await db().select().from(s.unidades);
  const unit = (e: string, f: string) => units.find((u) => u.empresaCod === e && u.filialCod === f)!.id;
  const tables = await db().select().from(s.tabelasPreco);
  const table = (u: number, sku: string) => tables.find((x) => x.unidadeId === u && x.sku === sku)!.id;
  const formas = await db().select().from(s.pagamentoFormas);
  const forma = (sku: string) => formas.find((f) => f.sku === sku)!.id;
  const conds = await db().select().from(s.pagamentoCondicoes);
  const cond = (f: string, sku: string) => conds.find((c) => c.pgtoFormaId === forma(f) && c.sku === sku)!.id;
  const [obra] = await db().select().from(s.obras).where(eq(s.obras.obra, 'OB0001'));
  Object.assign(ids, {
    main: clis.find((c) => c.codigo === '100001')!.id,
    other: clis.find((c) => c.codigo === '100002')!.id,
    blocked: clis.find((c) => c.codigo === '100007')!.id,
    matriz: unit('03', '01'),
    campinas: unit('03', '02'),
    bh: unit('04', '01'),
    cif: table(unit('03', '01'), 'CIF'),
    fob: table(unit('03', '01'), 'FOB'),
    cifCampinas: table(unit('03', '02'), 'CIF'),
    bol: forma('BOL'),
    ant: forma('ANT'),
    dep: forma('DEP'),
    c28: cond('BOL', '028'),
    c2856: cond('BOL', '2856'),
    cAvista: cond('ANT', '000'),
    c7: cond('DEP', '007'),
    obra: obra.id,
    prods: await db().select().from(s.produtos).orderBy(asc(s.produtos.id)),
  });
});
afterAll(async () => t?.close());

describe('POST /api/pedidos: pricing and split', () => {
  it('recomputes prices and totals on the server (negotiated price first, then the table price)', async () => {
    const [p0, p1] = [ids.prods[0], ids.prods[12]]; // p0 has a negotiated price for the main customer
    const res = await post(
      cliente,
      cart([
        line({ produtoId: p0.id, produtoQuant: 20, produtoValorUnit: 0.01, produtoValorTotal: 0.2 }),
        line({
          produtoId: p1.id,
          produtoQuant: p1.quantMin * 3,
          produtoValorUnit: 999,
          produtoValorTotal: 1,
        }),
      ]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ status: 201, message: MSG.orderCreated(body[0].ref), log: null });
    expect(body[0].ref).toMatch(/^\d+$/);

    const [negotiated] = await db()
      .select()
      .from(s.precos)
      .where(
        and(
          eq(s.precos.produtoId, p0.id),
          eq(s.precos.tabelaPrecoId, ids.cif),
          eq(s.precos.clienteId, ids.main),
        ),
      );
    const general1 = await generalPrice(p1.id, ids.cif);
    expect(negotiated.valor).toBeLessThan(await generalPrice(p0.id, ids.cif));

    const detail = (await get(cliente, `/api/pedidos/${body[0].pedidoId}`)).json();
    expect(detail.ref).toBe(body[0].ref);
    expect(detail.statusId).toBe(1);
    expect(detail.statusDesc).toBe('REALIZADO');
    expect(detail.itens.map((i: { produtoValorUnit: number }) => i.produtoValorUnit)).toEqual([
      negotiated.valor,
      general1,
    ]);
    const t0 = Math.round(20 * negotiated.valor * 100) / 100;
    const t1 = Math.round(p1.quantMin * 3 * general1 * 100) / 100;
    expect(detail.itens[0].produtoValorTotal).toBeCloseTo(t0, 2);
    expect(detail.total).toBeCloseTo(t0 + t1, 2);
    expect(detail.qtdItens).toBe(2);
    expect(detail.qtdPeso).toBeCloseTo(20 * p0.peso + p1.quantMin * 3 * p1.peso, 3);
    expect(detail.obsnf).toBe('ENTREGAR PELA MANHA');
    expect(detail.historico).toEqual([
      expect.objectContaining({ statusId: 1, statusDesc: 'REALIZADO', origem: 'PORTAL' }),
    ]);
    expect(detail.itens[0]).toMatchObject({
      pagamentoFormaDescricao: 'BOLETO BANCARIO',
      pagamentoCondicaoDescricao: '28 DIAS',
      modalidadeSku: 'CIF',
      updates: [],
    });

    const events = await db()
      .select()
      .from(s.eventos)
      .where(
        and(
          eq(s.eventos.eventosTiposId, EVENT_TYPES.PEDIDO_CRIADO),
          eq(s.eventos.clienteId, ids.main),
          eq(s.eventos.filialId, ids.matriz),
        ),
      );
    expect(events.some((e) => e.createdDate.getTime() === t.clock.now.getTime())).toBe(true);
  });

  it('splits the cart into one order per payment condition and per modality, refs in sequence', async () => {
    const [a, b, c] = [ids.prods[1], ids.prods[2], ids.prods[30]];
    const before = await countPedidos();
    const res = await post(
      cliente,
      cart([
        line({ produtoId: a.id, produtoQuant: a.quantMin }),
        line({ produtoId: b.id, produtoQuant: b.quantMin, pagamentoCondicaoId: ids.c2856 }),
        line({ produtoId: c.id, produtoQuant: c.quantMin }),
        line({ produtoId: c.id, produtoQuant: c.quantMin, modalidadeId: ids.fob, modalidadeSku: 'FOB' }),
      ]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toHaveLength(3);
    expect(await countPedidos()).toBe(before + 3);
    const refs = body.map((r: { ref: string }) => Number(r.ref));
    expect(refs).toEqual([refs[0], refs[0] + 1, refs[0] + 2]);
    const details = await Promise.all(
      body.map((r: { pedidoId: number }) => get(cliente, `/api/pedidos/${r.pedidoId}`).then((x) => x.json())),
    );
    expect(details[0].itens.map((i: { produtoId: number }) => i.produtoId)).toEqual([a.id, c.id]);
    expect(details[1].itens).toHaveLength(1);
    expect(details[1].itens[0].pagamentoCondicaoDescricao).toBe('28/56 DIAS');
    expect(details[2].itens[0].modalidadeSku).toBe('FOB');
    expect(details[2].itens[0].produtoValorUnit).toBe(await generalPrice(c.id, ids.fob));
    const evs = await db()
      .select({ n: count() })
      .from(s.eventos)
      .where(eq(s.eventos.eventosTiposId, EVENT_TYPES.PEDIDO_CRIADO));
    expect(evs[0].n).toBeGreaterThanOrEqual(4);
  });

  it('keeps the price the seller adjusted when ALTERA_PRECO_ITEM is SIM and it is above 0, rounded to cents', async () => {
    const p = ids.prods[40];
    await setParam('ALTERA_PRECO_ITEM', 'SIM');
    try {
      const res = await post(
        vendedor,
        cart([
          line({ produtoId: p.id, produtoQuant: p.quantMin, produtoValorUnit: 7.777 }),
          line({ produtoId: ids.prods[41].id, produtoQuant: ids.prods[41].quantMin, produtoValorUnit: 0 }),
        ]),
      );
      expect(res.statusCode).toBe(201);
      const d = (await get(vendedor, `/api/pedidos/${res.json()[0].pedidoId}`)).json();
      expect(d.itens[0].produtoValorUnit).toBe(7.78);
      expect(d.itens[0].produtoValorTotal).toBe(Math.round(p.quantMin * 778) / 100);
      expect(d.itens[1].produtoValorUnit).toBe(await generalPrice(ids.prods[41].id, ids.cif));
    } finally {
      await setParam('ALTERA_PRECO_ITEM', 'NAO');
    }
  });

  it("ignores a customer's adjusted price even when ALTERA_PRECO_ITEM is SIM: the table price is charged", async () => {
    const p = ids.prods.find((x) => x.um === 'UN' && x.quantMin <= 5)!;
    const prices = await db()
      .select({ valor: s.precos.valor, clienteId: s.precos.clienteId })
      .from(s.precos)
      .where(and(eq(s.precos.produtoId, p.id), eq(s.precos.tabelaPrecoId, ids.cif)));
    const charged = (prices.find((x) => x.clienteId === ids.main) ?? prices.find((x) => !x.clienteId))!.valor;
    expect(charged).toBeGreaterThan(1);
    await setParam('ALTERA_PRECO_ITEM', 'SIM');
    try {
      const res = await post(
        cliente,
        cart([line({ produtoId: p.id, produtoQuant: 5, produtoValorUnit: 0.01, produtoValorTotal: 0.05 })]),
      );
      expect(res.statusCode, res.body).toBe(201);
      const d = (await get(cliente, `/api/pedidos/${res.json()[0].pedidoId}`)).json();
      expect(d.itens[0].produtoValorUnit).toBe(charged);
      expect(d.itens[0].produtoValorTotal).toBe(Math.round(5 * charged * 100) / 100);
    } finally {
      await setParam('ALTERA_PRECO_ITEM', 'NAO');
    }
  });

  it('refuses an adjusted price that rounds to 0 cents (0.004), with nothing written', async () => {
    const p = ids.prods[40];
    await setParam('ALTERA_PRECO_ITEM', 'SIM');
    try {
      const before = await countPedidos();
      const res = await post(
        vendedor,
        cart([line({ produtoId: p.id, produtoQuant: p.quantMin, produtoValorUnit: 0.004 })]),
      );
      expect(res.statusCode).toBe(207);
      expect(res.json()[0]).toMatchObject({
        status: 400,
        message: MSG.orderAdjustedPriceInvalid(p.sku),
        pedidoId: null,
      });
      expect(await countPedidos()).toBe(before);
    } finally {
      await setParam('ALTERA_PRECO_ITEM', 'NAO');
    }
  });

  it('refuses a fractional quantity of a counted unit and rounds a measured one to 3 decimals before the total', async () => {
    const un = ids.prods.find((x) => x.um === 'UN')!;
    const sc = ids.prods.find((x) => x.um === 'SC')!;
    const tl = ids.prods.find((x) => x.um === 'TL')!;
    const whole = await post(
      cliente,
      cart([
        line({ produtoId: un.id, produtoQuant: un.quantMin + 10.0005 }),
        line({ produtoId: sc.id, produtoQuant: sc.quantMin + 0.5, pagamentoCondicaoId: ids.c2856 }),
      ]),
    );
    expect(whole.statusCode).toBe(207);
    expect(whole.json().map((r: { message: string }) => r.message)).toEqual([
      MSG.orderQuantityWhole(un.sku, 'UN'),
      MSG.orderQuantityWhole(sc.sku, 'SC'),
    ]);

    const res = await post(cliente, cart([line({ produtoId: tl.id, produtoQuant: tl.quantMin + 10.0005 })]));
    expect(res.statusCode, res.body).toBe(201);
    const d = (await get(cliente, `/api/pedidos/${res.json()[0].pedidoId}`)).json();
    const quant = tl.quantMin + 10.001;
    expect(d.itens[0].produtoQuant).toBe(quant);
    const cents = Math.round(d.itens[0].produtoValorUnit * 100);
    expect(d.itens[0].produtoValorTotal).toBe(Math.round(quant * cents) / 100);
    expect(d.total).toBe(d.itens[0].produtoValorTotal);
  });

  it('refuses a line or an order whose total a money column cannot hold (never a database error)', async () => {
    const p = ids.prods[40];
    await setParam('ALTERA_PRECO_ITEM', 'SIM');
    try {
      const before = await countPedidos();
      const huge = 999_999_999_999.99;
      const line1 = await post(
        vendedor,
        cart([line({ produtoId: p.id, produtoQuant: 1_000_000, produtoValorUnit: huge })]),
      );
      expect(line1.statusCode).toBe(207);
      expect(line1.json()[0]).toMatchObject({ status: 400, message: MSG.orderAmountTooLarge });
      // Each line fits, the order does not.
      const order = await post(
        vendedor,
        cart([
          line({ produtoId: p.id, produtoQuant: 9, produtoValorUnit: huge }),
          line({ produtoId: ids.prods[41].id, produtoQuant: 9, produtoValorUnit: huge }),
        ]),
      );
      expect(order.statusCode).toBe(207);
      expect(order.json().map((r: { message: string }) => r.message)).toEqual([
        MSG.orderAmountTooLarge,
        MSG.orderAmountTooLarge,
      ]);
      expect(await countPedidos()).toBe(before);
    } finally {
      await setParam('ALTERA_PRECO_ITEM', 'NAO');
    }
  });

  it('prices a work item with the work price of the modality', async () => {
    const [obra] = await db().select().from(s.obras).where(eq(s.obras.id, ids.obra));
    const res = await post(
      cliente,
      cart([
        line({
          produtoId: obra.produtoId!,
          produtoQuant: 10,
          isObra: true,
          obraId: obra.id,
          produtoValorUnit: 1,
        }),
      ]),
    );
    expect(res.statusCode).toBe(201);
    const d = (await get(cliente, `/api/pedidos/${res.json()[0].pedidoId}`)).json();
    expect(d.itens[0]).toMatchObject({
      isObra: true,
      obraId: obra.id,
      produtoValorUnit: obra.precoCif,
      obraNome: obra.nome,
    });
    // A work of the product but used with another product, or a foreign work, is refused.
    const bad = await post(
      cliente,
      cart([line({ produtoId: ids.prods[5].id, produtoQuant: 10, isObra: true, obraId: obra.id })]),
    );
    expect(bad.statusCode).toBe(207);
    expect(bad.json()[0]).toMatchObject({ status: 400, message: MSG.orderWorkInvalid });
  });

  it('lets the serving seller order for its client and records the seller', async () => {
    const p = ids.prods[3];
    const res = await post(vendedor, cart([line({ produtoId: p.id, produtoQuant: p.quantMin })]));
    expect(res.statusCode).toBe(201);
    const [row] = await db().select().from(s.pedidos).where(eq(s.pedidos.id, res.json()[0].pedidoId));
    const [{ id: vendedorId }] = await db()
      .select({ id: s.usuarios.id })
      .from(s.usuarios)
      .where(eq(s.usuarios.email, DEMO_ACCOUNTS.vendedor));
    expect(row.vendedorId).toBe(vendedorId);
    expect(row.usuarioId).toBe(vendedorId);
  });
});

describe('POST /api/pedidos: idempotency', () => {
  it('answers a retry with the stored response and creates nothing', async () => {
    const key = newKey();
    const payload = cart([line({ produtoId: ids.prods[4].id, produtoQuant: 10 })]);
    const first = await post(cliente, payload, key);
    expect(first.statusCode).toBe(201);
    const before = await countPedidos();
    const again = await post(cliente, payload, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countPedidos()).toBe(before);
  });

  it('creates the orders once for two simultaneous requests with the same key', async () => {
    const key = newKey();
    const payload = cart([
      line({ produtoId: ids.prods[6].id, produtoQuant: 10 }),
      line({ produtoId: ids.prods[7].id, produtoQuant: 10, pagamentoCondicaoId: ids.c2856 }),
    ]);
    const before = await countPedidos();
    const [a, b] = await Promise.all([post(cliente, payload, key), post(cliente, payload, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toHaveLength(2);
    expect(await countPedidos()).toBe(before + 2);
    // A burst of retries of another cart: still one set of orders.
    const key2 = newKey();
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => post(cliente, payload, key2)));
    expect(burst.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(burst.map((r) => r.body)).size).toBe(1);
    expect(await countPedidos()).toBe(before + 4);
    const rows = await db().select().from(s.pedidos).where(eq(s.pedidos.idempotencyKey, key));
    expect(rows).toHaveLength(2);
  });

  it('refuses the same key with a different body (409)', async () => {
    const key = newKey();
    expect(
      (await post(cliente, cart([line({ produtoId: ids.prods[8].id, produtoQuant: 10 })]), key)).statusCode,
    ).toBe(201);
    const before = await countPedidos();
    const res = await post(cliente, cart([line({ produtoId: ids.prods[8].id, produtoQuant: 20 })]), key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, message: MSG.orderIdempotencyKeyConflict });
    expect(await countPedidos()).toBe(before);
  });

  it('keys are per user: another user may use the same key', async () => {
    const key = newKey();
    expect(
      (await post(cliente, cart([line({ produtoId: ids.prods[9].id, produtoQuant: 10 })]), key)).statusCode,
    ).toBe(201);
    const res = await post(multi, cart([line({ produtoId: ids.prods[9].id, produtoQuant: 10 })]), key);
    expect(res.statusCode).toBe(201);
  });

  it('requires the Idempotency-Key header', async () => {
    const res = await post(cliente, cart([line({ produtoId: ids.prods[4].id, produtoQuant: 10 })]), null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: MSG.orderIdempotencyKeyRequired,
      fields: { 'Idempotency-Key': expect.any(String) },
    });
    const long = await post(
      cliente,
      cart([line({ produtoId: ids.prods[4].id, produtoQuant: 10 })]),
      'x'.repeat(101),
    );
    expect(long.statusCode).toBe(400);
  });

  /** The stored keys whose name starts with `prefix`. */
  async function oldKeys(prefix: string) {
    const rows = await db().select({ chave: s.idempotencyKeys.chave }).from(s.idempotencyKeys);
    return rows.map((r) => r.chave).filter((k) => k.startsWith(prefix));
  }
  async function insertOldKeys(prefix: string, n: number) {
    const [usr] = await db()
      .select({ id: s.usuarios.id })
      .from(s.usuarios)
      .where(eq(s.usuarios.email, DEMO_ACCOUNTS.cliente));
    const now = t.clock.now.getTime();
    await db()
      .insert(s.idempotencyKeys)
      .values(
        Array.from({ length: n }, (_, i) => ({
          chave: `${prefix}${i}`,
          usuarioId: usr.id,
          rota: PEDIDO_CREATE_ROUTE,
          requestHash: 'x'.repeat(64),
          statusCode: 201,
          resposta: [],
          createdDate: new Date(now - IDEMPOTENCY_KEY_TTL_MS - (i + 1) * 60_000),
        })),
      );
  }

  it('purges keys older than 24 h in bounded batches; a younger key still answers its retry', async () => {
    const key = newKey();
    const payload = cart([line({ produtoId: ids.prods[5].id, produtoQuant: 10 })]);
    const first = await post(cliente, payload, key);
    expect(first.statusCode).toBe(201);
    const now = t.clock.now.getTime();
    // Just inside the retention.
    await db()
      .update(s.idempotencyKeys)
      .set({ createdDate: new Date(now - IDEMPOTENCY_KEY_TTL_MS + 60_000) })
      .where(eq(s.idempotencyKeys.chave, key));
    const prefix = `old-${process.pid}-a-`;
    await insertOldKeys(prefix, 5);
    const cutoff = new Date(now - IDEMPOTENCY_KEY_TTL_MS);
    expect(await purgeIdempotencyKeys(db(), cutoff, 3)).toBe(3);
    expect(await oldKeys(prefix)).toHaveLength(2);
    expect(await purgeIdempotencyKeys(db(), cutoff, 3)).toBe(2);
    expect(await purgeIdempotencyKeys(db(), cutoff, 3)).toBe(0);
    expect(await oldKeys(prefix)).toEqual([]);

    const before = await countPedidos();
    const again = await post(cliente, payload, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countPedidos()).toBe(before);
  });

  it('starts the purge of old keys at most once per interval, off the request', async () => {
    const prefix = `old-${process.pid}-b-`;
    await insertOldKeys(prefix, 3);
    const clock = { now: t.clock.now };
    const tasks: (() => Promise<void>)[] = [];
    const purge = idempotencyKeyPurger(
      { db: db(), clock: () => clock.now },
      { run: (_name, task) => tasks.push(task) },
    );
    expect(purge()).toBe(true);
    expect(purge()).toBe(false);
    expect(tasks).toHaveLength(1);
    // Nothing is deleted until the background task runs.
    expect(await oldKeys(prefix)).toHaveLength(3);
    await tasks[0]();
    expect(await oldKeys(prefix)).toEqual([]);
    clock.now = new Date(clock.now.getTime() + PURGE_INTERVAL_MS - 1);
    expect(purge()).toBe(false);
    clock.now = new Date(clock.now.getTime() + 1);
    expect(purge()).toBe(true);
    expect(tasks).toHaveLength(2);
  });
});

describe('POST /api/pedidos: refusals', () => {
  it('refuses an empty cart and malformed lines with fields', async () => {
    const empty = await post(cliente, cart([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      status: 400,
      message: MSG.invalidRequest,
      fields: { itens: expect.any(String) },
    });
    const bad = await post(cliente, cart([{ produtoId: 'x', produtoQuant: -1 }]));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['itens.0.produtoId', 'itens.0.produtoQuant', 'itens.0.modalidadeId']),
    );
    const longNote = await post(
      cliente,
      cart([line({ produtoId: ids.prods[4].id })], { obsnf: 'x'.repeat(255) }),
    );
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().fields).toHaveProperty('obsnf');
  });

  it('refuses a line below the product minimum, and only its group (207, mixed)', async () => {
    const p = ids.prods[0]; // SC, minimum 10
    const before = await countPedidos();
    const res = await post(
      cliente,
      cart([
        line({ produtoId: p.id, produtoQuant: p.quantMin - 1 }),
        line({ produtoId: ids.prods[1].id, produtoQuant: 10, pagamentoCondicaoId: ids.c2856 }),
      ]),
    );
    expect(res.statusCode).toBe(207);
    const body = res.json();
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      status: 400,
      message: MSG.minQuantity(p.quantMin),
      pedidoId: null,
      ref: null,
    });
    expect(body[0].log).toContain(`Item 1 - ${p.sku}`);
    expect(body[0].log).toContain('28 DIAS');
    expect(body[1]).toMatchObject({ status: 201 });
    expect(await countPedidos()).toBe(before + 1);
  });

  it('places no order for a group with a refused line', async () => {
    const before = await countPedidos();
    const res = await post(
      cliente,
      cart([
        line({ produtoId: ids.prods[0].id, produtoQuant: 1 }),
        line({ produtoId: ids.prods[1].id, produtoQuant: 10 }),
      ]),
    );
    expect(res.statusCode).toBe(207);
    expect(res.json()).toEqual([
      expect.objectContaining({ status: 400, message: MSG.minQuantity(ids.prods[0].quantMin) }),
    ]);
    expect(await countPedidos()).toBe(before);
  });

  it('refuses an unknown product', async () => {
    const res = await post(
      cliente,
      cart([line({ produtoId: 999999, produtoSku: 'NAOEXISTE', produtoQuant: 10 })]),
    );
    expect(res.statusCode).toBe(207);
    expect(res.json()[0]).toMatchObject({ status: 400, message: MSG.orderProductNotFound('NAOEXISTE') });
  });

  it('refuses an inactive price table and a table of another unit with the no-price-table message', async () => {
    const unitLabel = '03/01 MATRIZ SÃO PAULO';
    await db().update(s.tabelasPreco).set({ ativo: false }).where(eq(s.tabelasPreco.id, ids.fob));
    try {
      const res = await post(
        cliente,
        cart([
          line({ produtoId: ids.prods[0].id, produtoQuant: 10, modalidadeId: ids.fob, modalidadeSku: 'FOB' }),
        ]),
      );
      expect(res.statusCode).toBe(207);
      expect(res.json()[0]).toMatchObject({ status: 400, message: MSG.noPriceTable(unitLabel) });
    } finally {
      await db().update(s.tabelasPreco).set({ ativo: true }).where(eq(s.tabelasPreco.id, ids.fob));
    }
    const other = await post(
      cliente,
      cart([line({ produtoId: ids.prods[0].id, produtoQuant: 10, modalidadeId: ids.cifCampinas })]),
    );
    expect(other.json()[0]).toMatchObject({ status: 400, message: MSG.noPriceTable(unitLabel) });
  });

  it('refuses a payment method not enabled for the client and a condition of another method', async () => {
    // multi@'s clients other than the main one have BOL and ANT only.
    const notEnabled = await post(
      multi,
      cart(
        [
          line({
            produtoId: ids.prods[0].id,
            produtoQuant: 10,
            pagamentoFormaId: ids.dep,
            pagamentoCondicaoId: ids.c7,
          }),
        ],
        { clienteId: ids.other },
      ),
    );
    expect(notEnabled.statusCode).toBe(207);
    expect(notEnabled.json()[0]).toMatchObject({ status: 400, message: MSG.orderPaymentNotAllowed });
    const mismatch = await post(
      cliente,
      cart([
        line({
          produtoId: ids.prods[0].id,
          produtoQuant: 10,
          pagamentoFormaId: ids.bol,
          pagamentoCondicaoId: ids.cAvista,
        }),
      ]),
    );
    expect(mismatch.json()[0]).toMatchObject({ status: 400, message: MSG.orderPaymentConditionMismatch });
  });

  it('requires driver and vehicle or the full FOB pre-registration, in the spec order, when CAD_MOTORISTA_CARRINHO is SIM', async () => {
    await setParam('CAD_MOTORISTA_CARRINHO', 'SIM');
    try {
      const p = ids.prods[0];
      const fob = (extra: Partial<PedidoItemBody>) =>
        line({ produtoId: p.id, produtoQuant: 10, modalidadeId: ids.fob, modalidadeSku: 'FOB', ...extra });
      const complete = {
        fobVeiculoModelo: 'atego 1719',
        fobVeiculoMarca: 'mercedes',
        fobVeiculoPlaca: 'abc-1d23',
        fobMotoristaNome: 'joao da silva',
        fobMotoristaCpf: '529.982.247-25',
        fobEmpresaNome: 'transportes joao',
        fobCompradorNome: 'fernanda',
      };
      const steps: [Partial<PedidoItemBody>, string][] = [
        [{}, MSG.fobModel],
        [{ fobVeiculoModelo: 'X' }, MSG.fobBrand],
        [{ fobVeiculoModelo: 'X', fobVeiculoMarca: 'Y' }, MSG.fobPlate],
        [{ fobVeiculoModelo: 'X', fobVeiculoMarca: 'Y', fobVeiculoPlaca: 'ABC1D23' }, MSG.fobDriverName],
        [
          { fobVeiculoModelo: 'X', fobVeiculoMarca: 'Y', fobVeiculoPlaca: 'ABC1D23', fobMotoristaNome: 'Z' },
          MSG.fobDriverCpf,
        ],
        [
          {
            fobVeiculoModelo: 'X',
            fobVeiculoMarca: 'Y',
            fobVeiculoPlaca: 'ABC1D23',
            fobMotoristaNome: 'Z',
            fobMotoristaCpf: '12345678900',
          },
          MSG.fobDriverCpfInvalid,
        ],
        [{ ...complete, fobEmpresaNome: '' }, MSG.fobCompany],
        [{ ...complete, fobCompradorNome: ' ' }, MSG.fobBuyer],
        [{ ...complete, fobVeiculoPlaca: 'AB12345' }, MSG.fobPlate],
        [{ ...complete, fobVeiculoPlacaCarreta: '1234' }, MSG.orderTrailerPlateInvalid],
        [{ motoristaSku: 'M001' }, MSG.orderDriverVehicleInvalid],
        [{ motoristaSku: 'M001', veiculoPlaca: 'ZZZ9Z99' }, MSG.orderDriverVehicleInvalid],
      ];
      const before = await countPedidos();
      const res = await post(cliente, cart(steps.map(([extra]) => fob(extra))));
      expect(res.statusCode).toBe(207);
      expect(res.json().map((r: { message: string }) => r.message)).toEqual(steps.map(([, m]) => m));
      expect(await countPedidos()).toBe(before);

      const ok = await post(
        cliente,
        cart([
          fob(complete),
          fob({ motoristaSku: 'm001', veiculoPlaca: 'ABC-1D23', fobVeiculoModelo: 'IGNORADO' }),
        ]),
      );
      expect(ok.statusCode).toBe(201);
      const d = (await get(cliente, `/api/pedidos/${ok.json()[0].pedidoId}`)).json();
      expect(d.itens[0]).toMatchObject({
        fobVeiculoModelo: 'ATEGO 1719',
        fobVeiculoMarca: 'MERCEDES',
        fobVeiculoPlaca: 'ABC1D23',
        fobMotoristaNome: 'JOAO DA SILVA',
        fobMotoristaCpf: '52998224725',
        fobEmpresaNome: 'TRANSPORTES JOAO',
        fobCompradorNome: 'FERNANDA',
        motoristaSku: null,
      });
      expect(d.itens[1]).toMatchObject({
        motoristaSku: 'M001',
        veiculoPlaca: 'ABC1D23',
        fobVeiculoModelo: null,
      });
    } finally {
      await setParam('CAD_MOTORISTA_CARRINHO', 'NAO');
    }
  });

  it('stores text with quotes, braces, commas and backslashes as typed (array parameters)', async () => {
    const nasty = `TRANSP "ZE" {A,B} \\ O'BRIEN, NULL`;
    const res = await post(
      cliente,
      cart(
        [
          line({
            produtoId: ids.prods[0].id,
            produtoQuant: 10,
            modalidadeId: ids.fob,
            fobVeiculoModelo: 'NULL',
            fobVeiculoMarca: '{}',
            fobVeiculoPlaca: 'ABC1D23',
            fobMotoristaNome: 'JOSE',
            fobMotoristaCpf: '52998224725',
            fobEmpresaNome: nasty,
            fobCompradorNome: '"',
          }),
        ],
        { obsnf: nasty },
      ),
    );
    expect(res.statusCode).toBe(201);
    const d = (await get(cliente, `/api/pedidos/${res.json()[0].pedidoId}`)).json();
    expect(d.obsnf).toBe(nasty);
    expect(d.itens[0]).toMatchObject({
      fobVeiculoModelo: 'NULL',
      fobVeiculoMarca: '{}',
      fobEmpresaNome: nasty,
      fobCompradorNome: '"',
    });
  });

  it('takes the delivery customer from the ERP data when CLIENTES_ENTREGAS is SIM', async () => {
    const [entrega] = await db().select().from(s.clientes).where(eq(s.clientes.entrega, true));
    const p = ids.prods[0];
    const withEntrega = (codigo: string) =>
      cart([line({ produtoId: p.id, produtoQuant: 10 })], {
        clienteEntregaCodigo: codigo,
        clienteEntregaLoja: '01',
        clienteEntregaCgc: '00000000000000',
        clienteEntregaDescricao: 'NOME DIGITADO',
      });
    const off = await post(cliente, withEntrega(entrega.codigo));
    expect(
      (await get(cliente, `/api/pedidos/${off.json()[0].pedidoId}`)).json().clienteEntregaCodigo,
    ).toBeNull();
    await setParam('CLIENTES_ENTREGAS', 'SIM');
    try {
      const ok = await post(cliente, withEntrega(entrega.codigo));
      expect(ok.statusCode).toBe(201);
      expect((await get(cliente, `/api/pedidos/${ok.json()[0].pedidoId}`)).json()).toMatchObject({
        clienteEntregaCodigo: entrega.codigo,
        clienteEntregaLoja: '01',
        clienteEntregaCgc: entrega.cgc,
        clienteEntregaDescricao: entrega.razao,
      });
      const unknown = await post(cliente, withEntrega('999999'));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        message: MSG.orderDeliveryCustomerNotFound,
        fields: { clienteEntregaCodigo: expect.any(String) },
      });
      // Only released delivery customers (the ones the search offers): another company's code is
      // not one, and would otherwise put its name and CNPJ on this customer's order.
      const [other] = await db().select().from(s.clientes).where(eq(s.clientes.id, ids.other));
      expect(other.entrega).toBe(false);
      const notDelivery = await post(cliente, withEntrega(other.codigo));
      expect(notDelivery.statusCode).toBe(400);
      expect(notDelivery.json()).toMatchObject({ message: MSG.orderDeliveryCustomerNotFound });
      await db().update(s.clientes).set({ status: 'B' }).where(eq(s.clientes.id, entrega.id));
      try {
        expect((await post(cliente, withEntrega(entrega.codigo))).statusCode).toBe(400);
      } finally {
        await db().update(s.clientes).set({ status: entrega.status }).where(eq(s.clientes.id, entrega.id));
      }
    } finally {
      await setParam('CLIENTES_ENTREGAS', 'NAO');
    }
  });

  it('clears driver, vehicle and FOB data of CIF lines', async () => {
    const res = await post(
      cliente,
      cart([
        line({
          produtoId: ids.prods[0].id,
          produtoQuant: 10,
          motoristaSku: 'M001',
          veiculoPlaca: 'ABC1D23',
          fobVeiculoModelo: 'X',
          fobMotoristaCpf: '1',
        }),
      ]),
    );
    expect(res.statusCode).toBe(201);
    const d = (await get(cliente, `/api/pedidos/${res.json()[0].pedidoId}`)).json();
    expect(d.itens[0]).toMatchObject({
      motoristaSku: null,
      veiculoPlaca: null,
      fobVeiculoModelo: null,
      fobMotoristaCpf: null,
    });
  });

  it('checks shipping dates only when DATA_EMBARQUE is SIM: today or later (São Paulo day)', async () => {
    const today = spDay(t.clock.now);
    const yesterday = spDay(new Date(t.clock.now.getTime() - 86_400_000));
    const p = ids.prods[0];
    const off = await post(
      cliente,
      cart([line({ produtoId: p.id, produtoQuant: 10, dataEmbarque: `${yesterday} 00:00:00` })]),
    );
    expect(off.statusCode).toBe(201);
    expect(
      (await get(cliente, `/api/pedidos/${off.json()[0].pedidoId}`)).json().itens[0].dataEmbarque,
    ).toBeNull();
    await setParam('DATA_EMBARQUE', 'SIM');
    try {
      for (const bad of [`${yesterday} 00:00:00`, '2026-02-31 00:00:00', '31/12/2099']) {
        const before = await countPedidos();
        const res = await post(
          cliente,
          cart([
            line({ produtoId: p.id, produtoQuant: 10 }),
            line({ produtoId: p.id, produtoQuant: 10, dataEmbarque: bad }),
          ]),
        );
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          status: 422,
          message: MSG.finaliseInvalidShippingDate,
          code: ERROR_CODES.BUSINESS_WARNING,
          fields: { 'itens.1.dataEmbarque': MSG.invalidDate },
        });
        expect(await countPedidos()).toBe(before);
      }
      const ok = await post(
        cliente,
        cart([line({ produtoId: p.id, produtoQuant: 10, dataEmbarque: `${today} 00:00:00` })]),
      );
      expect(ok.statusCode).toBe(201);
      expect((await get(cliente, `/api/pedidos/${ok.json()[0].pedidoId}`)).json().itens[0].dataEmbarque).toBe(
        today,
      );
    } finally {
      await setParam('DATA_EMBARQUE', 'NAO');
    }
  });

  it('blocks a client with status B with the spec message (422, code 9001)', async () => {
    const res = await post(
      multi,
      cart([line({ produtoId: ids.prods[0].id, produtoQuant: 10 })], {
        clienteId: ids.blocked,
        unidadeId: ids.matriz,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      message: MSG.finaliseBlocked,
      code: ERROR_CODES.BUSINESS_WARNING,
    });
  });

  it('answers 404 when the caller cannot act for the client, and 400 for a unit the client is not linked to', async () => {
    const before = await countPedidos();
    const foreign = await post(
      cliente,
      cart([line({ produtoId: ids.prods[0].id, produtoQuant: 10 })], { clienteId: ids.other }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: 404, message: MSG.notFound });
    // ids.other is linked to 03/01 and 03/02 only.
    const unit = await post(
      multi,
      cart([line({ produtoId: ids.prods[0].id, produtoQuant: 10 })], {
        clienteId: ids.other,
        unidadeId: ids.bh,
      }),
    );
    expect(unit.statusCode).toBe(400);
    expect(unit.json()).toMatchObject({
      message: MSG.orderUnitInvalid,
      fields: { unidadeId: MSG.orderUnitInvalid },
    });
    expect(await countPedidos()).toBe(before);
  });

  it('allows only buyers to place orders', async () => {
    expect((await post(gestor, cart([line({ produtoId: ids.prods[0].id })]))).statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { 'idempotency-key': newKey() },
      payload: cart([]),
    });
    expect(anon.statusCode).toBe(401);
  });

  it('saves the cart as a standing order when asked, and refuses a blank description', async () => {
    const blank = await post(
      cliente,
      cart([line({ produtoId: ids.prods[0].id, produtoQuant: 10 })], {
        pedidoPadrao: true,
        pedidoPadraoDescricao: '  ',
      }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      message: MSG.orderStandingDescriptionRequired,
      fields: { pedidoPadraoDescricao: expect.any(String) },
    });
    const res = await post(
      cliente,
      cart(
        [
          line({ produtoId: ids.prods[0].id, produtoQuant: 10 }),
          line({ produtoId: ids.prods[1].id, produtoQuant: 20, pagamentoCondicaoId: ids.c2856 }),
        ],
        { pedidoPadrao: true, pedidoPadraoDescricao: 'compra da semana' },
      ),
    );
    expect(res.statusCode).toBe(201);
    const [pp] = await db()
      .select()
      .from(s.pedidosPadrao)
      .where(eq(s.pedidosPadrao.descricao, 'COMPRA DA SEMANA'));
    expect(pp).toMatchObject({
      clienteId: ids.main,
      pedidoId: res.json()[0].pedidoId,
      observacao: 'ENTREGAR PELA MANHA',
    });
    const itens = await db()
      .select()
      .from(s.pedidoPadraoItens)
      .where(eq(s.pedidoPadraoItens.pedidoPadraoId, pp.id))
      .orderBy(asc(s.pedidoPadraoItens.id));
    expect(
      itens.map((i) => [i.produtoId, i.quantidade, i.tabelaPrecoSku, i.pagamentoCondicaoDescricao]),
    ).toEqual([
      [ids.prods[0].id, 10, 'CIF', '28 DIAS'],
      [ids.prods[1].id, 20, 'CIF', '28/56 DIAS'],
    ]);
  });
});

describe('order list and counters', () => {
  const grid = (token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pedidos/filtro/grid',
      headers: bearer(token),
      payload: { pageTotal: 30, unidadeId: ids.matriz, clienteId: ids.main, usuarioId: 1, dias: 30, ...body },
    });

  it('pages the client orders newest first', async () => {
    const all = await db()
      .select()
      .from(s.pedidos)
      .where(and(eq(s.pedidos.clienteId, ids.main), eq(s.pedidos.unidadeId, ids.matriz)));
    const p1 = (await grid(cliente, { statusId: null, pageTotal: 7, page: 1 })).json();
    const p2 = (await grid(cliente, { statusId: null, pageTotal: 7, page: 2 })).json();
    expect(p1).toMatchObject({ page: 1, rows: all.length, pages: Math.ceil(all.length / 7) });
    expect(p1.items).toHaveLength(7);
    expect(p2.page).toBe(2);
    const seen = [...p1.items, ...p2.items];
    expect(new Set(seen.map((x: { id: number }) => x.id)).size).toBe(14);
    const times = seen.map((x: { emissao: string }) => Date.parse(x.emissao));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(p1.items[0]).toEqual({
      id: expect.any(Number),
      ref: expect.any(String),
      statusId: expect.any(Number),
      statusDesc: expect.any(String),
      emissao: expect.any(String),
      total: expect.any(Number),
      qtdItens: expect.any(Number),
      qtdPeso: expect.any(Number),
      unidadeId: ids.matriz,
      unidadeDesc: '03/01',
      unidadeDescricao: 'MATRIZ SÃO PAULO',
    });
    const last = (await grid(cliente, { statusId: null, pageTotal: 7, page: 999 })).json();
    expect(last.items).toEqual([]);
  });

  it('filters by status, by 999 (last N days), by order number and by day range', async () => {
    const all = await db()
      .select()
      .from(s.pedidos)
      .where(and(eq(s.pedidos.clienteId, ids.main), eq(s.pedidos.unidadeId, ids.matriz)));
    for (const st of ORDER_STATUSES) {
      const r = (await grid(cliente, { statusId: st.id, pageTotal: 100 })).json();
      expect(r.rows).toBe(all.filter((p) => p.statusId === st.id).length);
      expect(
        r.items.every(
          (x: { statusId: number; statusDesc: string }) => x.statusId === st.id && x.statusDesc === st.label,
        ),
      ).toBe(true);
    }
    const cutoff = t.clock.now.getTime() - 30 * 86_400_000;
    const recent = all.filter((p) => p.emissao.getTime() >= cutoff);
    const r999 = (await grid(cliente, { statusId: LAST_ORDERS_STATUS_ID })).json();
    expect(r999.rows).toBe(recent.length);
    expect(r999.rows).toBeLessThan(all.length);
    expect(r999.items.length).toBe(Math.min(30, recent.length));
    const r7 = (await grid(cliente, { statusId: LAST_ORDERS_STATUS_ID, dias: 7 })).json();
    expect(r7.rows).toBe(
      all.filter((p) => p.emissao.getTime() >= t.clock.now.getTime() - 7 * 86_400_000).length,
    );

    const target = all.find((p) => p.emissao.getTime() < cutoff)!;
    const byRef = (await grid(cliente, { statusId: null, ref: target.ref })).json();
    expect(byRef.items.map((x: { id: number }) => x.id)).toEqual([target.id]);
    const byId = (await grid(cliente, { statusId: null, pedidoId: target.id })).json();
    expect(byId.rows).toBe(1);
    const day = spDay(target.emissao);
    const byDay = (
      await grid(cliente, { statusId: null, dataInicial: day, dataFinal: day, pageTotal: 100 })
    ).json();
    expect(byDay.items.map((x: { id: number }) => x.id)).toContain(target.id);
    expect(byDay.items.every((x: { emissao: string }) => spDay(new Date(x.emissao)) === day)).toBe(true);
    const badDate = await grid(cliente, { statusId: null, dataInicial: '01/02/2026' });
    expect(badDate.statusCode).toBe(400);
  });

  it('counts the orders per status (every status, 0 included) and in the last N days', async () => {
    const all = await db()
      .select()
      .from(s.pedidos)
      .where(and(eq(s.pedidos.clienteId, ids.main), eq(s.pedidos.unidadeId, ids.matriz)));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos/status/soma',
      headers: bearer(cliente),
      payload: { unidadeId: ids.matriz, usuarioId: 1, clienteId: ids.main },
    });
    expect(res.statusCode).toBe(200);
    const sums = res.json();
    expect(sums.map((x: { pedidoStatusId: number }) => x.pedidoStatusId)).toEqual(
      ORDER_STATUSES.map((x) => x.id),
    );
    for (const x of sums) expect(x.total).toBe(all.filter((p) => p.statusId === x.pedidoStatusId).length);
    // The demo data has every status.
    expect(sums.every((x: { total: number }) => x.total > 0)).toBe(true);
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos/status/soma/utimos/30',
      headers: bearer(cliente),
      payload: { unidadeId: ids.matriz, usuarioId: 1, clienteId: ids.main },
    });
    expect(last.json()).toEqual({
      pedidoStatusId: 999,
      total: all.filter((p) => p.emissao.getTime() >= t.clock.now.getTime() - 30 * 86_400_000).length,
    });
  });

  it('answers 404 for another company and 400 for bad bodies', async () => {
    expect((await grid(cliente, { clienteId: ids.other, statusId: null })).statusCode).toBe(404);
    const sum = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos/status/soma',
      headers: bearer(cliente),
      payload: { unidadeId: ids.matriz, clienteId: ids.other },
    });
    expect(sum.statusCode).toBe(404);
    expect((await grid(cliente, { clienteId: 'x' })).statusCode).toBe(400);
    const badDias = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos/status/soma/utimos/0',
      headers: bearer(cliente),
      payload: { unidadeId: ids.matriz, clienteId: ids.main },
    });
    expect(badDias.statusCode).toBe(400);
    // The serving seller and the managers see the client's list.
    expect((await grid(vendedor, { statusId: null })).statusCode).toBe(200);
    expect((await grid(gestor, { statusId: null })).json().rows).toBeGreaterThan(0);
  });
});

describe('order detail, cancel and print', () => {
  async function seeded(statusId: number, clienteId = ids.main) {
    const [row] = await db()
      .select()
      .from(s.pedidos)
      .where(and(eq(s.pedidos.clienteId, clienteId), eq(s.pedidos.statusId, statusId)))
      .orderBy(asc(s.pedidos.id))
      .limit(1);
    return row;
  }

  it('returns items with ERP updates, history, invoices and titles', async () => {
    const p = (await seeded(8))!;
    const res = await get(cliente, `/api/pedidos/${p.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      id: p.id,
      ref: p.ref,
      statusId: 8,
      status: 8,
      statusDesc: 'ENTREGUE',
      clienteCodigo: '100001',
      clienteLoja: '01',
      unidadeDesc: '03/01',
    });
    expect(d.historico.map((h: { statusId: number }) => h.statusId)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    const u = d.itens[0].updates[0];
    expect(u).toMatchObject({
      ordemcarreg: expect.stringMatching(/^OC\d+$/),
      nota1: expect.any(String),
      serie1: expect.any(String),
      chave1: expect.stringMatching(/^\d{44}$/),
    });
    expect(u.agendamento).not.toBeNull();
    const { isValidAccessKey } = await import('@portal/shared/fiscal/nfe');
    expect(isValidAccessKey(u.chave1)).toBe(true);

    // Invoices and titles of the order (ERP data linked by pedido_id).
    const [nf] = await db()
      .insert(s.notasFiscais)
      .values({
        clienteId: ids.main,
        unidadeId: ids.matriz,
        pedidoId: p.id,
        doc: '990001',
        serie: '9',
        emissao: new Date('2026-01-10T12:00:00Z'),
        valbrut: 10,
        chave: '3'.repeat(44),
        xml: '<x/>',
      })
      .returning();
    await db()
      .insert(s.titulos)
      .values([
        {
          clienteId: ids.main,
          unidadeId: ids.matriz,
          pedidoId: p.id,
          notaFiscalId: nf.id,
          titulo: '990001',
          parcela: 'A',
          valorOri: 5,
          valor: 5,
          saldo: 0,
          emissao: '2026-01-10',
          vencrea: '2026-02-07',
          baixa: '2026-02-05',
          numeroConta: '123',
        },
        {
          clienteId: ids.main,
          unidadeId: ids.matriz,
          pedidoId: p.id,
          notaFiscalId: nf.id,
          titulo: '990001',
          parcela: 'B',
          valorOri: 5,
          valor: 5,
          saldo: 5,
          emissao: '2026-01-10',
          vencrea: '2000-01-01',
          numeroConta: null,
        },
        {
          clienteId: ids.main,
          unidadeId: ids.matriz,
          pedidoId: p.id,
          notaFiscalId: nf.id,
          titulo: '990001',
          parcela: 'C',
          valorOri: 5,
          valor: 5,
          saldo: 5,
          emissao: '2026-01-10',
          vencrea: '2999-01-01',
          numeroConta: '123',
        },
      ]);
    const d2 = (await get(cliente, `/api/pedidos/${p.id}`)).json();
    expect(d2.notas).toContainEqual({
      emissao: '2026-01-10T12:00:00.000Z',
      documento: '990001',
      serie: '9',
      chave: '3'.repeat(44),
      valbrut: 10,
    });
    const mine = d2.titulos.filter((x: { titulo: string }) => x.titulo === '990001');
    expect(mine).toEqual([
      {
        emissao: '20260110',
        titulo: '990001',
        prefixo: 'NF',
        parcela: 'A',
        vencimento: '20260207',
        vencrea: '20260207',
        baixa: '20260205',
        valor: 5,
        valor_ori: 5,
        saldo: 0,
        numero_conta: '123',
        situacao: 'QUITADO',
        // paid: no Pix; blocked (no account): no Pix either
        pix: false,
      },
      expect.objectContaining({
        parcela: 'B',
        situacao: 'VENCIDO',
        numero_conta: null,
        baixa: null,
        pix: false,
      }),
      expect.objectContaining({ parcela: 'C', situacao: 'EMDIA' }),
    ]);
  });

  it('finds an order by ref and unit ERP keys', async () => {
    const p = (await seeded(3))!;
    const res = await get(cliente, `/api/pedidos/ref/${p.ref}?codigoEmpresa=03&codigoFilial=01`);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(p.id);
    expect(
      (await get(cliente, `/api/pedidos/ref/${p.ref}?codigoEmpresa=03&codigoFilial=02`)).statusCode,
    ).toBe(404);
    expect((await get(cliente, `/api/pedidos/ref/${p.ref}`)).statusCode).toBe(400);
  });

  it('hides another company order (404) from reading, cancelling and printing; sellers and managers see it', async () => {
    const res = await post(
      multi,
      cart([line({ produtoId: ids.prods[0].id, produtoQuant: 10 })], { clienteId: ids.other }),
    );
    expect(res.statusCode).toBe(201);
    const id = res.json()[0].pedidoId;
    const ref = res.json()[0].ref;
    for (const url of [
      `/api/pedidos/${id}`,
      `/api/pedidos/cancelar/${id}`,
      `/api/pedidos/${id}/impressao`,
      `/api/pedidos/ref/${ref}?codigoEmpresa=03&codigoFilial=01`,
    ]) {
      const r = await get(cliente, url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json(), url).toMatchObject({ status: 404, message: MSG.notFound });
    }
    expect((await get(multi, `/api/pedidos/${id}`)).statusCode).toBe(200);
    expect((await get(vendedor, `/api/pedidos/${id}`)).statusCode).toBe(200); // the client's seller
    expect((await get(gestor, `/api/pedidos/${id}`)).statusCode).toBe(200);
    expect((await get(auditor, `/api/pedidos/${id}`)).statusCode).toBe(200);
    expect((await get(auditor, `/api/pedidos/cancelar/${id}`)).statusCode).toBe(403);
    expect((await get(cliente, '/api/pedidos/99999999')).statusCode).toBe(404);
    expect((await get(cliente, '/api/pedidos/abc')).statusCode).toBe(400);
  });

  it('cancels an order up to status 2 (items, history, event 7) and refuses from status 3 (422, 9001)', async () => {
    const created = await post(
      cliente,
      cart([
        line({ produtoId: ids.prods[0].id, produtoQuant: 10 }),
        line({ produtoId: ids.prods[1].id, produtoQuant: 10 }),
      ]),
    );
    const id = created.json()[0].pedidoId;
    await db().update(s.pedidos).set({ statusId: 2 }).where(eq(s.pedidos.id, id));
    const res = await get(cliente, `/api/pedidos/cancelar/${id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ id, statusId: 7, statusDesc: 'CANCELADO' });
    expect(
      d.itens.every(
        (i: { statusId: number; statusDesc: string }) => i.statusId === 7 && i.statusDesc === 'CANCELADO',
      ),
    ).toBe(true);
    expect(d.historico.at(-1)).toMatchObject({
      statusId: 7,
      origem: 'PORTAL',
      usuarioNome: 'CARLOS ALBERTO CLIENTE',
    });
    const ev = await db()
      .select()
      .from(s.eventos)
      .where(
        and(eq(s.eventos.eventosTiposId, EVENT_TYPES.PEDIDO_CANCELADO), eq(s.eventos.clienteId, ids.main)),
      );
    expect(ev.some((e) => e.createdDate.getTime() === t.clock.now.getTime())).toBe(true);

    const again = await get(cliente, `/api/pedidos/cancelar/${id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: ERROR_CODES.BUSINESS_WARNING,
      message: MSG.orderNotCancellable(d.ref, 'CANCELADO'),
    });

    const liberado = (await seeded(3))!;
    const refused = await get(cliente, `/api/pedidos/cancelar/${liberado.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      status: 422,
      message: MSG.orderNotCancellable(liberado.ref, 'LIBERADO'),
      code: 9001,
    });
    const [still] = await db().select().from(s.pedidos).where(eq(s.pedidos.id, liberado.id));
    expect(still.statusId).toBe(3);
    // Status 0 (S/D) may be cancelled too.
    const sd = (await seeded(0))!;
    expect((await get(cliente, `/api/pedidos/cancelar/${sd.id}`)).json().statusId).toBe(7);
  });

  it('prints the order as a real PDF with the ref, items and totals', async () => {
    const created = await post(
      cliente,
      cart(
        [
          line({ produtoId: ids.prods[0].id, produtoQuant: 1000 }),
          line({ produtoId: ids.prods[18].id, produtoQuant: 3 }),
        ],
        { obsnf: 'PORTÃO 2, DESCARGA MANUAL' },
      ),
    );
    const { pedidoId, ref } = created.json()[0];
    const res = await get(cliente, `/api/pedidos/${pedidoId}/impressao`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`pedido-${ref}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const d = (await get(cliente, `/api/pedidos/${pedidoId}`)).json();
    const dir = mkdtempSync(path.join(tmpdir(), 'pedido-pdf-'));
    const file = path.join(dir, 'p.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(`PEDIDO Nº ${ref}`);
    expect(text).toContain('Portal B2B');
    expect(text).toContain('100001/01 - CONSTRUTORA ALICERCE LTDA');
    expect(text).toContain('11.444.777/0001-61');
    expect(text).toContain('03/01 MATRIZ SÃO PAULO');
    expect(text).toContain(ids.prods[0].sku);
    expect(text).toContain(ids.prods[18].descricao);
    expect(text).toContain(formatCurrency(d.total));
    expect(text).toContain('BOLETO BANCARIO - 28 DIAS');
    expect(text).toContain('PORTÃO 2, DESCARGA MANUAL');
    expect(text).toMatch(/\d+,\d{2} kg/);
    expect(text).toContain('REALIZADO');
  });

  it('prints a long order over several pages', async () => {
    const itens = ids.prods.slice(0, 60).map((p) => line({ produtoId: p.id, produtoQuant: p.quantMin }));
    const created = await post(cliente, cart(itens));
    expect(created.statusCode).toBe(201);
    const res = await get(cliente, `/api/pedidos/${created.json()[0].pedidoId}/impressao`);
    const dir = mkdtempSync(path.join(tmpdir(), 'pedido-pdf-'));
    writeFileSync(path.join(dir, 'p.pdf'), res.rawPayload);
    const text = execFileSync('pdftotext', [path.join(dir, 'p.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toMatch(/página 1 de [2-9]/);
    expect(text).toContain(ids.prods[59].sku);
  });
});

describe('demo orders', () => {
  it('seeds orders of the seller clients and links invoiced orders to their NF-e', async () => {
    const sellerOrders = await db()
      .select()
      .from(s.pedidos)
      .where(inArray(s.pedidos.clienteId, [ids.other]));
    expect(sellerOrders.length).toBeGreaterThan(0);
    const linked = await db().select().from(s.notasFiscais).where(eq(s.notasFiscais.clienteId, ids.main));
    expect(linked.some((n) => n.pedidoId !== null)).toBe(true);
  });
});
