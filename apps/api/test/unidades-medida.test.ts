// Quantities by the product's unit on every path that makes an order or a quote: the cart's and a
// direct call's POST /api/pedidos, the quick order's and the repeat order's check, the standing
// order's cart lines and the order made from them, the quote and its reopening. Sand (AREIA MEDIA
// LAVADA, TL, no multiple) takes 6 t and 2,5 t exactly; gravel with a multiple of 0,5 t refuses
// 2,3 t; a sack (SC) never takes a fraction. Also the product's minimum and multiple through the
// ERP API and the manager's product screen.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { formatPrecoUm } from '@portal/shared/unidades';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { apiKeyFor, withKey } from './erp-helpers';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

type Produto = typeof s.produtos.$inferSelect;
let t: TestApp;
let cliente: string;
let vendedor: string;
let gestor: string;
const ids = {} as {
  main: number;
  other: number;
  matriz: number;
  cif: number;
  bol: number;
  c28: number;
  areia: Produto;
  brita: Produto;
  sc: Produto;
  /** The demo data's bulk products as seeded: [description, unit, minimum, multiple]. */
  seededBulk: [string, string, number, number | null][];
};
const db = () => t.database.db;
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
/** A quote needs its own Idempotency-Key, as an order does. */
const quoteKey = () => ({ 'idempotency-key': randomUUID() });
const post = (token: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...headers },
    payload: payload as object,
  });
const line = (produtoId: number, produtoQuant: number) => ({
  produtoId,
  produtoQuant,
  modalidadeId: ids.cif,
  pagamentoFormaId: ids.bol,
  pagamentoCondicaoId: ids.c28,
});
const order = (token: string, itens: unknown[], clienteId = ids.main) =>
  post(
    token,
    '/api/pedidos',
    { clienteId, unidadeId: ids.matriz, obsnf: '', itens },
    { 'idempotency-key': randomUUID() },
  );
const quantities = async (pedidoId: number) =>
  (await get(cliente, `/api/pedidos/${pedidoId}`))
    .json()
    .itens.map((i: { produtoSku: string; produtoQuant: number }) => [i.produtoSku, i.produtoQuant]);
const verificar = (token: string, linhas: { sku: string; quantidade: string | number }[]) =>
  post(token, '/api/pedido-rapido/verificar', { clienteId: ids.main, filialId: ids.matriz, linhas });
const setParam = (nome: string, valor: string) =>
  db().update(s.parametros).set({ valor }).where(eq(s.parametros.nome, nome));

beforeAll(async () => {
  t = await createTestApp();
  [cliente, vendedor, gestor] = (
    await Promise.all(
      [DEMO_ACCOUNTS.cliente, DEMO_ACCOUNTS.vendedor, DEMO_ACCOUNTS.gestor].map((e) => tokenFor(t.app, e)),
    )
  ).map((x) => x.token);
  const clis = await db().select().from(s.clientes);
  const [matriz] = await db()
    .select()
    .from(s.unidades)
    .where(eq(s.unidades.empresaCod, '03'))
    .orderBy(asc(s.unidades.filialCod));
  const tables = await db().select().from(s.tabelasPreco);
  const formas = await db().select().from(s.pagamentoFormas);
  const conds = await db().select().from(s.pagamentoCondicoes);
  const bol = formas.find((f) => f.sku === 'BOL')!.id;
  const prods = await db().select().from(s.produtos).orderBy(asc(s.produtos.id));
  // This file's own rules, whatever the demo data says: sand without a multiple, gravel of 0,5 t.
  const areia = prods.find((p) => p.descricao === 'AREIA MEDIA LAVADA')!;
  const brita = prods.find((p) => p.descricao === 'BRITA 1')!;
  await db().update(s.produtos).set({ quantMin: 1, multiplo: null }).where(eq(s.produtos.id, areia.id));
  await db().update(s.produtos).set({ quantMin: 1, multiplo: 0.5 }).where(eq(s.produtos.id, brita.id));
  const seededBulk = prods
    .filter((p) => /^(AREIA|BRITA|PO DE PEDRA)/.test(p.descricao))
    .map((p) => [p.descricao, p.um, p.quantMin, p.multiplo]);
  Object.assign(ids, {
    seededBulk,
    main: clis.find((c) => c.codigo === '100001')!.id,
    other: clis.find((c) => c.codigo === '100002')!.id,
    matriz: matriz.id,
    cif: tables.find((x) => x.unidadeId === matriz.id && x.sku === 'CIF')!.id,
    bol,
    c28: conds.find((c) => c.pgtoFormaId === bol && c.sku === '028')!.id,
    areia: { ...areia, quantMin: 1, multiplo: null },
    brita: { ...brita, quantMin: 1, multiplo: 0.5 },
    sc: prods.find((p) => p.um === 'SC' && p.quantMin === 10)!,
  });
});
afterAll(async () => t?.close());

describe('demo data', () => {
  it('sells bulk goods from 1 t: sand in any quantity, gravel and stone dust in 0,5 t', () => {
    const byName = new Map(ids.seededBulk.map(([d, ...rest]) => [d, rest]));
    expect(byName.get('AREIA MEDIA LAVADA')).toEqual(['TL', 1, null]);
    expect(byName.get('AREIA FINA')).toEqual(['TL', 1, null]);
    expect(byName.get('BRITA 0 PEDRISCO')).toEqual(['TL', 1, 0.5]);
    expect(byName.get('BRITA 1')).toEqual(['TL', 1, 0.5]);
    expect(byName.get('PO DE PEDRA')).toEqual(['TL', 1, 0.5]);
  });
});

describe('POST /api/pedidos (the cart, a direct call)', () => {
  it('takes 6 t and 2,5 t of sand exactly, and 2,5 t of gravel on its multiple', async () => {
    const res = await order(cliente, [
      line(ids.areia.id, 6),
      line(ids.areia.id, 2.5),
      line(ids.brita.id, 2.5),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await quantities(res.json()[0].pedidoId)).toEqual([
      [ids.areia.sku, 6],
      [ids.areia.sku, 2.5],
      [ids.brita.sku, 2.5],
    ]);
  });

  it("refuses gravel off its multiple, a sack's fraction, and below a decimal minimum", async () => {
    await db().update(s.produtos).set({ quantMin: 1.5 }).where(eq(s.produtos.id, ids.areia.id));
    try {
      const res = await order(vendedor, [
        line(ids.brita.id, 2.3),
        line(ids.sc.id, 10.5),
        line(ids.areia.id, 1.25),
      ]);
      expect(res.statusCode).toBe(207);
      expect(res.json().map((r: { status: number; message: string }) => [r.status, r.message])).toEqual([
        [400, MSG.orderQuantityMultiple(ids.brita.sku, '0,5 t')],
        [400, MSG.orderQuantityWhole(ids.sc.sku, 'SC')],
        [400, MSG.minQuantity('1,5')],
      ]);
      // 1,5 t, the decimal minimum itself, goes.
      const ok = await order(vendedor, [line(ids.areia.id, 1.5)]);
      expect(ok.statusCode, ok.body).toBe(201);
    } finally {
      await db().update(s.produtos).set({ quantMin: 1 }).where(eq(s.produtos.id, ids.areia.id));
    }
  });

  it('keeps a counted unit as it was: whole, at least the minimum, FATOR_MULTI not binding', async () => {
    const res = await order(cliente, [line(ids.sc.id, 15)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await quantities(res.json()[0].pedidoId)).toEqual([[ids.sc.sku, 15]]);
    const below = await order(cliente, [line(ids.sc.id, 9)]);
    expect(below.json()[0]).toMatchObject({ status: 400, message: MSG.minQuantity('10') });
  });
});

describe('quick order and repeat order (POST /api/pedido-rapido/verificar)', () => {
  it('keeps typed sand as typed (6 and 2,5, no FATOR_MULTI) and rounds gravel to 0,5 t saying so', async () => {
    const res = await verificar(cliente, [
      { sku: ids.areia.sku, quantidade: '6' },
      { sku: ids.areia.sku, quantidade: '2,5' },
      { sku: ids.areia.sku, quantidade: '7' },
      { sku: ids.brita.sku, quantidade: '2,3' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const linhas = res.json().linhas;
    expect(linhas.map((l: { situacao: string; quantidade: number }) => [l.situacao, l.quantidade])).toEqual([
      ['ok', 6],
      ['ok', 2.5],
      ['ok', 7],
      ['ajustada', 2.5],
    ]);
    expect(linhas[3].mensagens).toEqual([MSG.quickOrderRounded('2,3', '2,5', '0,5 t')]);
    expect(linhas[0].produto).toMatchObject({ produtoUM: 'TL', produtoQuantMin: 1, produtoMultiplo: null });
    expect(linhas[3].produto).toMatchObject({ produtoMultiplo: 0.5 });
  });

  it("rounds 7 SC to 10 and says so: 'arredondada de 7 para 10'; a sack's fraction is refused without a factor", async () => {
    const plain = (await db().select().from(s.produtos).where(eq(s.produtos.um, 'SC'))).find(
      (p) => p.quantMin === 10,
    )!;
    const res = await verificar(cliente, [{ sku: plain.sku, quantidade: '17' }]);
    expect(res.json().linhas[0]).toMatchObject({
      situacao: 'ajustada',
      quantidade: 20,
      mensagens: [MSG.quickOrderRounded('17', '20', 10)],
    });
    expect(MSG.quickOrderRounded('7', '10', 10)).toContain('arredondada de 7 para 10');
    await setParam('FATOR_MULTI', '1');
    try {
      const frac = await verificar(cliente, [{ sku: plain.sku, quantidade: '10,5' }]);
      expect(frac.json().linhas[0]).toMatchObject({
        situacao: 'erro',
        motivo: 'quantidade-invalida',
        mensagens: [MSG.orderQuantityWhole(plain.sku, 'SC')],
      });
    } finally {
      await setParam('FATOR_MULTI', '10');
    }
  });

  it("a repeated order's numeric quantities (2.5 and 6) come back as they were", async () => {
    const placed = await order(cliente, [line(ids.areia.id, 2.5), line(ids.areia.id, 6)]);
    const detail = (await get(cliente, `/api/pedidos/${placed.json()[0].pedidoId}`)).json();
    const res = await verificar(
      cliente,
      detail.itens.map((i: { produtoSku: string; produtoQuant: number }) => ({
        sku: i.produtoSku,
        quantidade: i.produtoQuant,
      })),
    );
    expect(
      res.json().linhas.map((l: { quantidade: number; situacao: string }) => [l.situacao, l.quantidade]),
    ).toEqual([
      ['ok', 2.5],
      ['ok', 6],
    ]);
  });

  it("another owner's client is still 404", async () => {
    const res = await post(cliente, '/api/pedido-rapido/verificar', {
      clienteId: ids.other,
      filialId: ids.matriz,
      linhas: [{ sku: ids.areia.sku, quantidade: '6' }],
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('standing order and quote', () => {
  it('a standing order keeps 2,5 t and 6 t in its cart lines, and they order as they are', async () => {
    const placed = await order(cliente, [line(ids.areia.id, 2.5), line(ids.brita.id, 6)]);
    expect(placed.statusCode, placed.body).toBe(201);
    const pp = await post(cliente, '/api/pedidos/padrao', {
      pedidoId: placed.json()[0].pedidoId,
      descricao: 'areia e brita',
    });
    expect(pp.statusCode, pp.body).toBe(201);
    const cart = (
      await get(cliente, `/api/pedidos/padrao/${pp.json().id}/carrinho?filial=${ids.matriz}`)
    ).json();
    expect(
      cart.itens.map((i: { produtoId: number; produtoQuant: number; produtoMultiplo: number | null }) => [
        i.produtoId,
        i.produtoQuant,
        i.produtoMultiplo,
      ]),
    ).toEqual([
      [ids.areia.id, 2.5, null],
      [ids.brita.id, 6, 0.5],
    ]);
    const again = await order(
      cliente,
      cart.itens.map((i: { produtoId: number; produtoQuant: number }) => line(i.produtoId, i.produtoQuant)),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(await quantities(again.json()[0].pedidoId)).toEqual([
      [ids.areia.sku, 2.5],
      [ids.brita.sku, 6],
    ]);
  });

  it('a quote takes 6 t and 2,5 t, reopens them exactly, and refuses what the order refuses', async () => {
    const res = await post(
      cliente,
      '/api/orcamentos',
      {
        clienteId: ids.main,
        unidadeId: ids.matriz,
        total: 1,
        itens: [line(ids.areia.id, 6), line(ids.areia.id, 2.5)],
      },
      quoteKey(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const reopened = (await get(cliente, `/api/orcamentos/${res.json().id}/carrinho`)).json();
    expect(reopened.itens.map((i: { produtoQuant: number }) => i.produtoQuant)).toEqual([6, 2.5]);
    for (const [bad, message] of [
      [line(ids.sc.id, 10.5), MSG.orderQuantityWhole(ids.sc.sku, 'SC')],
      [line(ids.brita.id, 2.3), MSG.orderQuantityMultiple(ids.brita.sku, '0,5 t')],
    ] as const) {
      const refused = await post(
        cliente,
        '/api/orcamentos',
        {
          clienteId: ids.main,
          unidadeId: ids.matriz,
          total: 1,
          itens: [bad],
        },
        quoteKey(),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
  });
});

describe('the order and quote PDFs', () => {
  const pdfText = (bytes: Buffer) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'unidades-pdf-')), 'd.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };

  it("print each price per the product's unit and 2,5 t as 2,5", async () => {
    const placed = await order(cliente, [line(ids.areia.id, 2.5), line(ids.sc.id, 20)]);
    const { pedidoId } = placed.json()[0];
    const d = (await get(cliente, `/api/pedidos/${pedidoId}`)).json();
    const [areia, sc] = d.itens as { produtoValorUnit: number }[];
    const text = pdfText((await get(cliente, `/api/pedidos/${pedidoId}/impressao`)).rawPayload);
    expect(text).toContain(formatPrecoUm(areia.produtoValorUnit, 'TL'));
    expect(text).toMatch(/ \/ t\b/);
    expect(text).toContain(formatPrecoUm(sc.produtoValorUnit, 'SC'));
    expect(text).toMatch(new RegExp(`${ids.areia.sku}[^\\n]*\\bt\\s+2,5\\s`));

    const quote = await post(
      cliente,
      '/api/orcamentos',
      {
        clienteId: ids.main,
        unidadeId: ids.matriz,
        total: 1,
        itens: [line(ids.areia.id, 2.5), line(ids.sc.id, 20)],
      },
      quoteKey(),
    );
    const qText = pdfText((await get(cliente, `/api/orcamentos/${quote.json().id}/pdf`)).rawPayload);
    expect(qText).toContain(formatPrecoUm(areia.produtoValorUnit, 'TL'));
    expect(qText).toContain(formatPrecoUm(sc.produtoValorUnit, 'SC'));
  });
});

describe("the product's minimum and multiple", () => {
  const erpPut = async (itens: unknown[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/integracao/v1/produtos',
      headers: withKey(await apiKeyFor(db())),
      payload: { itens },
    });

  it('the ERP API sets a decimal minimum and a multiple of a measured unit; null clears the multiple', async () => {
    const base = { sku: 'AREIA-ERP', descricao: 'AREIA GROSSA ERP', um: 'TL', peso: 1000 };
    const res = await erpPut([{ ...base, quantMin: 1.5, multiplo: 0.5 }]);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(s.produtos).where(eq(s.produtos.sku, 'AREIA-ERP'));
    expect([row.quantMin, row.multiplo]).toEqual([1.5, 0.5]);
    // Left out keeps it; null clears it.
    await erpPut([{ ...base, descricao: 'AREIA GROSSA' }]);
    expect((await db().select().from(s.produtos).where(eq(s.produtos.sku, 'AREIA-ERP')))[0].multiplo).toBe(
      0.5,
    );
    await erpPut([{ ...base, multiplo: null }]);
    expect(
      (await db().select().from(s.produtos).where(eq(s.produtos.sku, 'AREIA-ERP')))[0].multiplo,
    ).toBeNull();
    // An integer minimum, as before, still goes.
    expect((await erpPut([{ ...base, quantMin: 2 }])).statusCode).toBe(200);
  });

  it('the ERP API documents both fields in the OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = doc.paths['/api/integracao/v1/produtos'].put.requestBody.content['application/json'].schema;
    const item = body.properties.itens.items;
    expect(item.properties.quantMin.description).toMatch(/até 3 casas decimais/);
    expect(item.properties.multiplo.description).toMatch(/FATOR_MULTI/);
    expect(item.properties.multiplo.anyOf ?? [item.properties.multiplo]).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'number' })]),
    );
  });

  it('the ERP API refuses, by field in Portuguese, a fraction of a counted unit, a multiple of one, 4 decimals', async () => {
    const res = await erpPut([
      { sku: 'SACO-ERP', descricao: 'SACO', um: 'SC', peso: 50, quantMin: 2.5 },
      { sku: 'SACO-ERP2', descricao: 'SACO', um: 'SC', peso: 50, multiplo: 5 },
      { sku: 'PEDRA-ERP', descricao: 'PEDRA', um: 'TL', peso: 1000, multiplo: 0.0005 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      'itens.0.quantMin': MSG.productQuantMinWhole('SC'),
      'itens.1.multiplo': MSG.productMultiploCounted('SC'),
      'itens.2.multiplo': MSG.productQuantityDecimals,
    });
    expect(await db().select().from(s.produtos).where(eq(s.produtos.sku, 'SACO-ERP'))).toHaveLength(0);
  });

  it("the manager's product screen saves them, refuses the counted unit's fraction, keeps an old client's multiple", async () => {
    const put = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/produtos/${ids.brita.id}`,
        headers: bearer(gestor),
        payload: {
          produtoSku: ids.brita.sku,
          produtoDesc: ids.brita.descricao,
          produtoUM: 'TL',
          produtoPeso: 1000,
          ...body,
        },
      });
    expect((await put({ produtoQuantMin: '1,5', produtoMultiplo: '0,5' })).statusCode).toBe(200);
    let found = (await get(gestor, `/api/produtos/${ids.brita.id}`)).json();
    expect([found.produtoQuantMin, found.produtoMultiplo]).toEqual([1.5, 0.5]);
    // A client that does not send the multiple leaves it as it is.
    expect((await put({ produtoQuantMin: 1 })).statusCode).toBe(200);
    found = (await get(gestor, `/api/produtos/${ids.brita.id}`)).json();
    expect([found.produtoQuantMin, found.produtoMultiplo]).toEqual([1, 0.5]);
    const bad = await put({ produtoUM: 'SC', produtoQuantMin: 2.5, produtoMultiplo: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      produtoQuantMin: MSG.productQuantMinWhole('SC'),
      produtoMultiplo: MSG.productMultiploCounted('SC'),
    });
    const customer = await put({ produtoQuantMin: 1 });
    expect(customer.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/produtos/${ids.brita.id}`,
          headers: bearer(cliente),
          payload: { produtoSku: 'X', produtoDesc: 'X', produtoUM: 'TL', produtoPeso: 1, produtoQuantMin: 1 },
        })
      ).statusCode,
    ).toBe(403);
  });
});
