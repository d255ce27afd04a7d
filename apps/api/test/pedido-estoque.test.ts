// Stock at the order's unit on every path that makes an order (POST /api/pedidos: the cart, a seller
// for its customer, the quick order's checked lines): each line is marked within or above stock (a
// product's lines counted together in cart order) and carries the ERP's expected day when above;
// PERMITE_PEDIDO_ACIMA_ESTOQUE NAO refuses a line above stock with nothing written; the order takes
// its quantities off the stock the buyer reads until the ERP's next figure, a cancellation gives them
// back; the ERP's feed carries the marks.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { apiKeyFor, erpGet, erpSend } from './erp-helpers';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let cliente: string;
let vendedor: string;
let erpKey: string;
const ids = {} as {
  main: number;
  matriz: number;
  cif: number;
  bol: number;
  c28: number;
  prods: (typeof s.produtos.$inferSelect)[];
};
const db = () => t.database.db;

type Item = Record<string, unknown>;
const body = (itens: Item[]) => ({ clienteId: ids.main, unidadeId: ids.matriz, obsnf: '', itens });
const line = (produtoId: number, produtoQuant: number): Item => ({
  produtoId,
  produtoQuant,
  modalidadeId: ids.cif,
  modalidadeSku: 'CIF',
  pagamentoFormaId: ids.bol,
  pagamentoCondicaoId: ids.c28,
});
const inject = (
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  key?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const postPedido = (token: string, payload: unknown) =>
  inject(token, 'POST', '/api/pedidos', payload, randomUUID());
const setParam = (valor: string) =>
  db().update(s.parametros).set({ valor }).where(eq(s.parametros.nome, 'PERMITE_PEDIDO_ACIMA_ESTOQUE'));

/** The ERP sends the matriz's figure of a product, taken now. */
async function erpStock(p: typeof s.produtos.$inferSelect, quantidade: number, over: Item = {}) {
  const res = await erpSend(t.app, erpKey, 'PUT', '/api/integracao/v1/estoques', {
    itens: [
      {
        produtoSku: p.sku,
        empresa: '03',
        filial: '01',
        quantidade,
        atualizadoEm: new Date(t.clock.now.getTime() - 60_000).toISOString(),
        ...over,
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** What the buyer reads: the search's stock of the product at the matriz. */
async function available(p: typeof s.produtos.$inferSelect): Promise<number | null> {
  const res = await inject(cliente, 'POST', '/api/produtos/filter', {
    clienteId: ids.main,
    filialId: ids.matriz,
    busca: p.sku,
  });
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json() as { produtoId: number; estoque: { disponivel: number } | null }[]).find(
    (x) => x.produtoId === p.id,
  );
  expect(found, `${p.sku} in the search`).toBeDefined();
  return found!.estoque?.disponivel ?? null;
}

async function lines(token: string, pedidoId: number) {
  const res = await inject(token, 'GET', `/api/pedidos/${pedidoId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().itens as {
    produtoId: number;
    produtoQuant: number;
    dentroEstoque: boolean | null;
    estoquePrevisao: string | null;
  }[];
}

async function countPedidos() {
  const [{ n }] = await db().select({ n: count() }).from(s.pedidos);
  return n;
}

beforeAll(async () => {
  t = await createTestApp();
  [cliente, vendedor] = (
    await Promise.all([DEMO_ACCOUNTS.cliente, DEMO_ACCOUNTS.vendedor].map((e) => tokenFor(t.app, e)))
  ).map((x) => x.token);
  erpKey = await apiKeyFor(db());
  const clis = await db().select().from(s.clientes);
  const units = await db().select().from(s.unidades);
  const matriz = units.find((u) => u.empresaCod === '03' && u.filialCod === '01')!.id;
  const tables = await db().select().from(s.tabelasPreco);
  const formas = await db().select().from(s.pagamentoFormas);
  const bol = formas.find((f) => f.sku === 'BOL')!.id;
  const conds = await db().select().from(s.pagamentoCondicoes);
  // Products with a CIF price at the matriz, counted in whole units from 5, in any multiple (FATOR_MULTI 1).
  await db().update(s.parametros).set({ valor: '1' }).where(eq(s.parametros.nome, 'FATOR_MULTI'));
  const priced = await db()
    .selectDistinct({ p: s.produtos })
    .from(s.produtos)
    .innerJoin(s.precos, eq(s.precos.produtoId, s.produtos.id))
    .innerJoin(s.tabelasPreco, eq(s.tabelasPreco.id, s.precos.tabelaPrecoId))
    .where(
      and(
        eq(s.tabelasPreco.unidadeId, matriz),
        eq(s.tabelasPreco.sku, 'CIF'),
        eq(s.produtos.ativo, true),
        eq(s.produtos.quantMin, 5),
        eq(s.produtos.um, 'UN'),
      ),
    )
    .orderBy(asc(s.produtos.id))
    .limit(8);
  Object.assign(ids, {
    main: clis.find((c) => c.codigo === '100001')!.id,
    matriz,
    cif: tables.find((x) => x.unidadeId === matriz && x.sku === 'CIF')!.id,
    bol,
    c28: conds.find((c) => c.pgtoFormaId === bol && c.sku === '028')!.id,
    prods: priced.map((r) => r.p),
  });
  expect(ids.prods.length).toBe(8);
  // Far from the credit limit: this test is about stock.
  await db()
    .update(s.limitesCredito)
    .set({ limite: 10_000_000, devedor: 0, saldo: 10_000_000, erpDate: new Date(Date.now() + 86_400_000) })
    .where(and(eq(s.limitesCredito.clienteId, ids.main), eq(s.limitesCredito.unidadeId, ids.matriz)));
});
beforeEach(async () => setParam('SIM'));
afterAll(async () => t?.close());

describe('stock at the order unit', () => {
  it('marks each line within or above stock, takes what it orders off, and gives it back on cancel', async () => {
    const [a, b, c] = ids.prods;
    await erpStock(a!, 100);
    await erpStock(b!, 0, { quantidadePedida: 300, previsao: '2026-12-12' });
    // Two lines of a: 60 fit, the next 50 do not (110 > 100); b has none; c has no figure.
    const res = await postPedido(
      cliente,
      body([line(a!.id, 60), line(b!.id, 10), line(a!.id, 50), line(c!.id, 5)]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const pedidoId = res.json()[0].pedidoId as number;
    const got = await lines(cliente, pedidoId);
    expect(got.map((l) => [l.produtoId, l.produtoQuant, l.dentroEstoque, l.estoquePrevisao])).toEqual([
      [a!.id, 60, true, null],
      [b!.id, 10, false, '2026-12-12'],
      [a!.id, 50, false, null],
      [c!.id, 5, null, null],
    ]);
    // The buyer now reads what is left: 100 − 110 and 0 − 10; c stays 'sob consulta'.
    expect(await available(a!)).toBe(-10);
    expect(await available(b!)).toBe(-10);
    expect(await available(c!)).toBeNull();
    expect(
      await db()
        .select()
        .from(s.estoqueReservas)
        .where(eq(s.estoqueReservas.pedidoId, pedidoId))
        .orderBy(asc(s.estoqueReservas.produtoId)),
    ).toMatchObject(
      [
        { produtoId: a!.id, quantidade: 110 },
        { produtoId: b!.id, quantidade: 10 },
      ].sort((x, y) => x.produtoId - y.produtoId),
    );

    // The ERP's feed tells it per line.
    const feed = await erpGet(t.app, erpKey, '/api/integracao/v1/pedidos/novos?limite=500');
    expect(feed.statusCode, feed.body).toBe(200);
    const ref = res.json()[0].ref as string;
    const order = (feed.json().itens as { ref: string; itens: Item[] }[]).find((p) => p.ref === ref);
    expect(order?.itens.map((i) => [i.dentroEstoque, i.estoquePrevisao])).toEqual([
      [true, null],
      [false, '2026-12-12'],
      [false, null],
      [null, null],
    ]);

    // Cancelled: the stock is back.
    const cancel = await inject(cliente, 'GET', `/api/pedidos/cancelar/${pedidoId}`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await available(a!)).toBe(100);
    expect(await available(b!)).toBe(0);
  });

  it("a newer figure from the ERP counts the order: the portal's reservation goes", async () => {
    const p = ids.prods[3]!;
    await erpStock(p, 50);
    const res = await postPedido(vendedor, body([line(p.id, 20)]));
    expect(res.statusCode, res.body).toBe(201);
    expect(await available(p)).toBe(30);
    t.clock.advance(120_000);
    // The ERP's figure after the order already took the 20 off.
    await erpStock(p, 30);
    expect(await available(p)).toBe(30);
    expect(await db().select().from(s.estoqueReservas).where(eq(s.estoqueReservas.produtoId, p.id))).toEqual(
      [],
    );
  });

  it('PERMITE_PEDIDO_ACIMA_ESTOQUE NAO refuses a line above stock on every path, nothing written', async () => {
    const [p, q] = [ids.prods[4]!, ids.prods[5]!];
    await erpStock(p, 40);
    await setParam('NAO');
    for (const [who, token] of [
      ['cliente', cliente],
      ['vendedor', vendedor],
    ] as const) {
      const before = await countPedidos();
      const refused = await postPedido(token, body([line(q.id, 5), line(p.id, 41)]));
      expect(refused.statusCode, `${who}: ${refused.body}`).toBe(422);
      expect(refused.json()).toEqual({
        status: 422,
        code: ERROR_CODES.BUSINESS_WARNING,
        message: MSG.orderAboveStockRefused(p.sku, 'Disponível: 40 UN'),
        fields: { 'itens.1.produtoQuant': MSG.orderAboveStockRefused(p.sku, 'Disponível: 40 UN') },
      });
      expect(await countPedidos()).toBe(before);
      expect(await available(p)).toBe(40);
    }
    // The quick order's checked lines, sent as the cart: the same rule.
    const checked = await inject(cliente, 'POST', '/api/pedido-rapido/verificar', {
      clienteId: ids.main,
      filialId: ids.matriz,
      linhas: [{ sku: p.sku, quantidade: '41' }],
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const [l] = checked.json().linhas;
    expect(l.produto.estoque).toMatchObject({ disponivel: 40 });
    expect((await postPedido(cliente, body([line(l.produto.produtoId, l.quantidade)]))).statusCode).toBe(422);
    // Exactly what is available is within it.
    const within = await postPedido(cliente, body([line(p.id, 40)]));
    expect(within.statusCode, within.body).toBe(201);
    expect((await lines(cliente, within.json()[0].pedidoId))[0]!.dentroEstoque).toBe(true);
    expect(await available(p)).toBe(0);
  });

  it("with NAO a product without a figure ('sob consulta') is not refused", async () => {
    await setParam('NAO');
    const p = ids.prods[6]!;
    const res = await postPedido(cliente, body([line(p.id, 999)]));
    expect(res.statusCode, res.body).toBe(201);
    expect((await lines(cliente, res.json()[0].pedidoId))[0]!.dentroEstoque).toBeNull();
  });
});
