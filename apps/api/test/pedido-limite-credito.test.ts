// BLOQUEIA_PEDIDO_SEM_LIMITE: an order above the available credit (the header's Saldo, GET
// /clientes/limiteCredito) goes through with NAO and is refused whole with SIM (422, code 9001,
// pt-BR message with both figures), on every path an order is made from: the cart, a seller for
// its customer, the quick order, a repeated order, a standing order and a quote reopened in the
// cart. Within the limit (the available credit exactly) the order is still made.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/shared/constants';
import { formatCurrency } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let cliente: string;
let vendedor: string;
let admin: string;
const ids = {} as {
  main: number;
  matriz: number;
  cif: number;
  fob: number;
  bol: number;
  c28: number;
  prods: (typeof s.produtos.$inferSelect)[];
};
const db = () => t.database.db;

type Item = Record<string, unknown>;
const body = (itens: Item[]) => ({ clienteId: ids.main, unidadeId: ids.matriz, obsnf: '', itens });
const line = (produtoId: number, produtoQuant: number, over: Item = {}): Item => ({
  produtoId,
  produtoQuant,
  modalidadeId: ids.cif,
  modalidadeSku: 'CIF',
  pagamentoFormaId: ids.bol,
  pagamentoCondicaoId: ids.c28,
  ...over,
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
const postPedido = (token: string, payload: unknown, key = randomUUID()) =>
  inject(token, 'POST', '/api/pedidos', payload, key);

const setParam = (valor: string) =>
  db().update(s.parametros).set({ valor }).where(eq(s.parametros.nome, 'BLOQUEIA_PEDIDO_SEM_LIMITE'));

/** The ERP's figures for the customer at the matriz, current (no title changed since): saldo = available. */
async function setCredit(saldo: number) {
  await db()
    .update(s.limitesCredito)
    .set({ limite: saldo + 100, devedor: 100, saldo, erpDate: new Date(Date.now() + 86_400_000) })
    .where(and(eq(s.limitesCredito.clienteId, ids.main), eq(s.limitesCredito.unidadeId, ids.matriz)));
}

/** The header's figure: GET /clientes/limiteCredito's saldo. */
async function headerSaldo(token = cliente): Promise<number> {
  const res = await inject(
    token,
    'GET',
    '/api/clientes/limiteCredito?empresa=03&filial=01&codigo=100001&loja=01',
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().saldo;
}

async function countPedidos() {
  const [{ n }] = await db().select({ n: count() }).from(s.pedidos);
  return n;
}

/** The created orders' total (their detail), in cents. */
async function createdCents(token: string, results: { pedidoId: number | null }[]) {
  let cents = 0;
  for (const r of results) {
    const detail = (await inject(token, 'GET', `/api/pedidos/${r.pedidoId}`)).json();
    cents += Math.round(detail.total * 100);
  }
  return cents;
}

/**
 * The rule on one path: with NAO an order above the available credit is made; with SIM the same
 * cart is refused (nothing written, the message names the order's total and the available credit,
 * the header's figure), and with the available credit equal to the total it is made.
 */
async function rulePerPath(token: string, payload: unknown) {
  await setParam('NAO');
  await setCredit(1);
  const placed = await postPedido(token, payload);
  expect(placed.statusCode, placed.body).toBe(201);
  const cents = await createdCents(token, placed.json());
  expect(cents).toBeGreaterThan(100); // above the available R$ 1,00, and made

  await setParam('SIM');
  await setCredit(cents / 100 - 0.01);
  const saldo = await headerSaldo();
  expect(Math.round(saldo * 100)).toBe(cents - 1);
  const before = await countPedidos();
  const key = randomUUID();
  const refused = await postPedido(token, payload, key);
  expect(refused.statusCode, refused.body).toBe(422);
  expect(refused.json()).toEqual({
    status: 422,
    code: ERROR_CODES.BUSINESS_WARNING,
    message: MSG.orderOverCreditRefused(formatCurrency(cents / 100), formatCurrency(saldo)),
  });
  expect(refused.json().message).toMatch(
    /^Este pedido \(R\$ [\d.]+,\d{2}\) ultrapassa o seu limite disponível/,
  );
  expect(await countPedidos()).toBe(before);

  // Within the limit (the available credit exactly): made, even with the refused request's key.
  await setCredit(cents / 100);
  const within = await postPedido(token, payload, key);
  expect(within.statusCode, within.body).toBe(201);
  expect(await createdCents(token, within.json())).toBe(cents);
  expect(await countPedidos()).toBe(before + within.json().length);
}

beforeAll(async () => {
  t = await createTestApp();
  [cliente, vendedor, admin] = (
    await Promise.all(
      [DEMO_ACCOUNTS.cliente, DEMO_ACCOUNTS.vendedor, DEMO_ACCOUNTS.admin].map((e) => tokenFor(t.app, e)),
    )
  ).map((x) => x.token);
  const clis = await db().select().from(s.clientes);
  const units = await db().select().from(s.unidades);
  const matriz = units.find((u) => u.empresaCod === '03' && u.filialCod === '01')!.id;
  const tables = await db().select().from(s.tabelasPreco);
  const table = (sku: string) => tables.find((x) => x.unidadeId === matriz && x.sku === sku)!.id;
  const formas = await db().select().from(s.pagamentoFormas);
  const bol = formas.find((f) => f.sku === 'BOL')!.id;
  const conds = await db().select().from(s.pagamentoCondicoes);
  Object.assign(ids, {
    main: clis.find((c) => c.codigo === '100001')!.id,
    matriz,
    cif: table('CIF'),
    fob: table('FOB'),
    bol,
    c28: conds.find((c) => c.pgtoFormaId === bol && c.sku === '028')!.id,
    prods: await db().select().from(s.produtos).orderBy(asc(s.produtos.id)),
  });
});
beforeEach(async () => setParam('NAO'));
afterAll(async () => t?.close());

describe('BLOQUEIA_PEDIDO_SEM_LIMITE', () => {
  it('is a SIM/NAO parameter of the manager screen, NAO by default', async () => {
    const list = (await inject(admin, 'GET', '/api/parametros')).json();
    expect(list.find((p: { nome: string }) => p.nome === 'BLOQUEIA_PEDIDO_SEM_LIMITE')).toMatchObject({
      valor: 'NAO',
      padrao: 'NAO',
      tipo: 'simnao',
      grupo: 'Pedidos e financeiro',
    });
    const put = await inject(admin, 'PUT', '/api/parametros/BLOQUEIA_PEDIDO_SEM_LIMITE', { valor: 'sim' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().valor).toBe('SIM');
    expect(
      (await inject(admin, 'PUT', '/api/parametros/BLOQUEIA_PEDIDO_SEM_LIMITE', { valor: 'TALVEZ' }))
        .statusCode,
    ).toBe(400);
  });

  it('the cart (a direct POST /pedidos), split into two orders: their total together against the credit', async () => {
    const [a, b] = [ids.prods[1], ids.prods[2]];
    await rulePerPath(
      cliente,
      body([
        line(a.id, a.quantMin * 10),
        line(b.id, b.quantMin * 10, { modalidadeId: ids.fob, modalidadeSku: 'FOB' }),
      ]),
    );
  });

  it('a seller ordering for its customer', async () => {
    const p = ids.prods[3];
    await rulePerPath(vendedor, body([line(p.id, p.quantMin * 10)]));
  });

  it('the quick order: the checked lines sent as the cart', async () => {
    const p = ids.prods[4];
    const res = await inject(cliente, 'POST', '/api/pedido-rapido/verificar', {
      clienteId: ids.main,
      filialId: ids.matriz,
      linhas: [{ sku: p.sku, quantidade: p.quantMin * 10 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [l] = res.json().linhas;
    expect(l.situacao).toBe('ok');
    await rulePerPath(cliente, body([line(l.produto.produtoId, l.quantidade)]));
  });

  it('a repeated order: the order’s codes and quantities checked again, then sent', async () => {
    const p = ids.prods[5];
    await setCredit(1_000_000);
    const first = await postPedido(cliente, body([line(p.id, p.quantMin * 10)]));
    expect(first.statusCode, first.body).toBe(201);
    const order = (await inject(cliente, 'GET', `/api/pedidos/${first.json()[0].pedidoId}`)).json();
    const res = await inject(cliente, 'POST', '/api/pedido-rapido/verificar', {
      clienteId: ids.main,
      filialId: ids.matriz,
      linhas: order.itens.map((i: { produtoSku: string; produtoQuant: number }) => ({
        sku: i.produtoSku,
        quantidade: i.produtoQuant,
      })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const itens = res
      .json()
      .linhas.map((l: { produto: { produtoId: number }; quantidade: number }) =>
        line(l.produto.produtoId, l.quantidade),
      );
    await rulePerPath(cliente, body(itens));
  });

  it('a standing order opened in the cart', async () => {
    const p = ids.prods[6];
    await setCredit(1_000_000);
    const first = await postPedido(cliente, body([line(p.id, p.quantMin * 10)]));
    expect(first.statusCode, first.body).toBe(201);
    const padrao = await inject(cliente, 'POST', '/api/pedidos/padrao', {
      pedidoId: first.json()[0].pedidoId,
      descricao: 'LIMITE',
    });
    expect(padrao.statusCode, padrao.body).toBeLessThan(300);
    const cart = await inject(
      cliente,
      'GET',
      `/api/pedidos/padrao/${padrao.json().id}/carrinho?filial=${ids.matriz}`,
    );
    expect(cart.statusCode, cart.body).toBe(200);
    await rulePerPath(cliente, body(cart.json().itens.map(fromCartLine)));
  });

  it('a quote reopened in the cart', async () => {
    const p = ids.prods[7];
    const quote = await inject(
      cliente,
      'POST',
      '/api/orcamentos',
      { clienteId: ids.main, unidadeId: ids.matriz, total: 1, itens: [line(p.id, p.quantMin * 10)] },
      randomUUID(),
    );
    expect(quote.statusCode, quote.body).toBe(201);
    const cart = await inject(cliente, 'GET', `/api/orcamentos/${quote.json().id}/carrinho`);
    expect(cart.statusCode, cart.body).toBe(200);
    await rulePerPath(cliente, body(cart.json().itens.map(fromCartLine)));
  });

  it('with NAO the available credit is not looked at (a customer without credit orders)', async () => {
    const p = ids.prods[8];
    await setCredit(-5000);
    const res = await postPedido(cliente, body([line(p.id, p.quantMin)]));
    expect(res.statusCode, res.body).toBe(201);
  });
});

/** A cart line as the cart screen sends it (apps/web carrinho-rules buildPedidoBody). */
function fromCartLine(l: {
  produtoId: number;
  produtoQuant: number;
  modalidade: { id: number; sku: string };
  pagamentoForma: { id: number } | null;
  pagamentoCondicao: { id: number } | null;
}): Item {
  return line(l.produtoId, l.produtoQuant, {
    modalidadeId: l.modalidade.id,
    modalidadeSku: l.modalidade.sku,
    pagamentoFormaId: l.pagamentoForma?.id ?? ids.bol,
    pagamentoCondicaoId: l.pagamentoCondicao?.id ?? ids.c28,
  });
}
