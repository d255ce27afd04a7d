// Standing orders (docs/product/portal-cliente.md §2 Standing orders, §5, §7): list, detail, create from an
// order, the standing order as cart lines at current prices, delete; owner checks.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let cliente: string;
let multi: string;
let vendedor: string;
let gestor: string;
const ids = {} as {
  main: number;
  other: number;
  matriz: number;
  campinas: number;
  bh: number;
  cif: number;
  fob: number;
  bol: number;
  c28: number;
  c2856: number;
  prods: (typeof s.produtos.$inferSelect)[];
};
const db = () => t.database.db;
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const create = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pedidos/padrao',
    headers: bearer(token),
    payload: payload as object,
  });

/** Places an order through the API and returns its id. */
async function order(
  token: string,
  clienteId: number,
  itens: Record<string, unknown>[],
  obsnf = 'OBS DO PEDIDO',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    payload: { clienteId, unidadeId: ids.matriz, obsnf, itens },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0].pedidoId as number;
}
const line = (produtoId: number, produtoQuant: number, over: Record<string, unknown> = {}) => ({
  produtoId,
  produtoQuant,
  modalidadeId: ids.cif,
  pagamentoFormaId: ids.bol,
  pagamentoCondicaoId: ids.c28,
  ...over,
});

async function price(produtoId: number, tabelaPrecoId: number, clienteId: number | null) {
  const [row] = await db()
    .select({ valor: s.precos.valor })
    .from(s.precos)
    .where(
      and(
        eq(s.precos.produtoId, produtoId),
        eq(s.precos.tabelaPrecoId, tabelaPrecoId),
        clienteId === null ? isNull(s.precos.clienteId) : eq(s.precos.clienteId, clienteId),
      ),
    );
  return row?.valor;
}

beforeAll(async () => {
  t = await createTestApp();
  [cliente, multi, vendedor, gestor] = (
    await Promise.all(
      [DEMO_ACCOUNTS.cliente, DEMO_ACCOUNTS.multi, DEMO_ACCOUNTS.vendedor, DEMO_ACCOUNTS.gestor].map((e) =>
        tokenFor(t.app, e),
      ),
    )
  ).map((x) => x.token);
  const clis = await db().select().from(s.clientes);
  const units = await db().select().from(s.unidades);
  const unit = (e: string, f: string) => units.find((u) => u.empresaCod === e && u.filialCod === f)!.id;
  const tables = await db().select().from(s.tabelasPreco);
  const formas = await db().select().from(s.pagamentoFormas);
  const conds = await db().select().from(s.pagamentoCondicoes);
  const bol = formas.find((f) => f.sku === 'BOL')!.id;
  Object.assign(ids, {
    main: clis.find((c) => c.codigo === '100001')!.id,
    other: clis.find((c) => c.codigo === '100002')!.id,
    matriz: unit('03', '01'),
    campinas: unit('03', '02'),
    bh: unit('04', '01'),
    cif: tables.find((x) => x.unidadeId === unit('03', '01') && x.sku === 'CIF')!.id,
    fob: tables.find((x) => x.unidadeId === unit('03', '01') && x.sku === 'FOB')!.id,
    bol,
    c28: conds.find((c) => c.pgtoFormaId === bol && c.sku === '028')!.id,
    c2856: conds.find((c) => c.pgtoFormaId === bol && c.sku === '2856')!.id,
    prods: await db().select().from(s.produtos).orderBy(asc(s.produtos.id)),
  });
});
afterAll(async () => t?.close());

describe('POST /api/pedidos/padrao', () => {
  it('copies the order items into a new standing order (description upper-cased, 201)', async () => {
    const [a, b] = [ids.prods[0], ids.prods[30]];
    const pedidoId = await order(cliente, ids.main, [
      line(a.id, 20),
      line(b.id, b.quantMin * 2, { modalidadeId: ids.fob }), // FOB: its own order
    ]);
    const res = await create(cliente, { pedidoId, descricao: '  reposição semanal ' });
    expect(res.statusCode).toBe(201);
    const pp = res.json();
    expect(pp).toMatchObject({
      id: expect.any(Number),
      clienteId: ids.main,
      clienteCodigo: '100001',
      clienteLoja: '01',
      clienteRazao: 'CONSTRUTORA ALICERCE LTDA',
      clienteCgc: '11444777000161',
      pedidoId,
      descricao: 'REPOSIÇÃO SEMANAL',
      observacao: 'OBS DO PEDIDO',
    });
    expect(pp.itens).toEqual([
      {
        produtoId: a.id,
        produtoSku: a.sku,
        produtoDescricao: a.descricao,
        quantidade: 20,
        tabelaPrecoSku: 'CIF',
        tabelaPrecoDescricao: 'CIF - ENTREGA PELO FORNECEDOR',
        pagamentoCondicaoId: ids.c28,
        pagamentoCondicaoDescricao: '28 DIAS',
      },
    ]);
    expect((await get(cliente, `/api/pedidos/padrao/${pp.id}`)).json()).toEqual(pp);
  });

  it('requires pedidoId and a non-blank description (400 with fields)', async () => {
    const blank = await create(cliente, { pedidoId: 1, descricao: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      status: 400,
      message: MSG.invalidRequest,
      fields: { descricao: MSG.fieldRequired },
    });
    const noOrder = await create(cliente, { descricao: 'X' });
    expect(noOrder.statusCode).toBe(400);
    expect(noOrder.json().fields).toEqual({ pedidoId: MSG.fieldRequired });
    const nothing = await create(cliente, {});
    expect(Object.keys(nothing.json().fields).sort()).toEqual(['descricao', 'pedidoId']);
    const long = await create(cliente, { pedidoId: 1, descricao: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
  });

  it("answers 404 for another company's order and for an unknown one", async () => {
    const foreign = await order(multi, ids.other, [line(ids.prods[0].id, 10)]);
    expect((await create(cliente, { pedidoId: foreign, descricao: 'X' })).statusCode).toBe(404);
    expect((await create(cliente, { pedidoId: 99999999, descricao: 'X' })).statusCode).toBe(404);
    expect((await create(multi, { pedidoId: foreign, descricao: 'da multi' })).statusCode).toBe(201);
  });
});

describe('GET /api/pedidos/padrao', () => {
  it('lists the client standing orders, searching description, note or id', async () => {
    const res = await get(cliente, `/api/pedidos/padrao?cliente=${ids.main}`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    // The demo data has two standing orders for the main customer.
    expect(list.map((x: { descricao: string }) => x.descricao)).toEqual(
      expect.arrayContaining(['REPOSICAO MENSAL', 'OBRA RESIDENCIAL JARDIM DAS FLORES']),
    );
    expect(list.every((x: { clienteId: number }) => x.clienteId === ids.main)).toBe(true);
    expect(list[0].itens.length).toBeGreaterThan(0);
    const mensal = (await get(cliente, `/api/pedidos/padrao?cliente=${ids.main}&search=mensal`)).json();
    expect(mensal.map((x: { descricao: string }) => x.descricao)).toEqual(['REPOSICAO MENSAL']);
    const byId = (
      await get(cliente, `/api/pedidos/padrao?cliente=${ids.main}&search=${mensal[0].id}`)
    ).json();
    expect(byId.map((x: { id: number }) => x.id)).toContain(mensal[0].id);
    const none = (
      await get(
        cliente,
        `/api/pedidos/padrao?cliente=${ids.main}&search=${encodeURIComponent("%' or 1=1 --")}`,
      )
    ).json();
    expect(none).toEqual([]);
    // The serving seller sees them too.
    expect((await get(vendedor, `/api/pedidos/padrao?cliente=${ids.main}`)).json()).toHaveLength(list.length);
  });

  it('answers 404 for another owner, 400 without the client and 403 for managers', async () => {
    expect((await get(cliente, `/api/pedidos/padrao?cliente=${ids.other}`)).statusCode).toBe(404);
    expect((await get(cliente, '/api/pedidos/padrao')).statusCode).toBe(400);
    expect((await get(gestor, `/api/pedidos/padrao?cliente=${ids.main}`)).statusCode).toBe(403);
    const [theirs] = (await get(multi, `/api/pedidos/padrao?cliente=${ids.other}`)).json();
    expect(theirs).toBeDefined();
    expect((await get(cliente, `/api/pedidos/padrao/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await get(cliente, `/api/pedidos/padrao/${theirs.id}/carrinho?filial=${ids.matriz}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/pedidos/padrao/${theirs.id}`,
          headers: bearer(cliente),
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(multi, `/api/pedidos/padrao/${theirs.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/pedidos/padrao/{id}/carrinho', () => {
  it('turns the standing order into cart lines at the current prices of the unit', async () => {
    const [a, b, c] = [ids.prods[1], ids.prods[20], ids.prods[31]];
    const pedidoId = await order(cliente, ids.main, [
      line(a.id, 30),
      line(b.id, b.quantMin * 3),
      line(c.id, c.quantMin),
    ]);
    const pp = (await create(cliente, { pedidoId, descricao: 'carrinho' })).json();
    // Prices change after the order: the cart takes today's.
    await db()
      .update(s.precos)
      .set({ valor: 77.7 })
      .where(
        and(eq(s.precos.produtoId, b.id), eq(s.precos.tabelaPrecoId, ids.cif), isNull(s.precos.clienteId)),
      );
    const res = await get(cliente, `/api/pedidos/padrao/${pp.id}/carrinho?filial=${ids.matriz}`);
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart).toMatchObject({ pedidoPadraoId: pp.id, unidadeId: ids.matriz, indisponiveis: [] });
    expect(cart.itens.map((i: { item: number }) => i.item)).toEqual([1, 2, 3]);
    const first = cart.itens[0];
    const negotiated = await price(a.id, ids.cif, ids.main);
    expect(first).toMatchObject({
      produtoId: a.id,
      produtoSku: a.sku,
      produtoDesc: a.descricao,
      produtoUM: a.um,
      produtoQuant: 30,
      produtoQuantMin: a.quantMin,
      produtoPeso: a.peso,
      produtoPesoTotal: 30 * a.peso,
      produtoValorUnit: negotiated,
      produtoValorTotal: Math.round(30 * negotiated! * 100) / 100,
      modalidade: { id: ids.cif, sku: 'CIF', descricao: 'CIF - ENTREGA PELO FORNECEDOR' },
      modalidadePreco: negotiated,
      pagamentoForma: { id: ids.bol, sku: 'BOL', descricao: 'BOLETO BANCARIO' },
      pagamentoCondicao: { id: ids.c28, sku: '028', descricao: '28 DIAS', pgtoFormaId: ids.bol },
      isObra: false,
      obraId: null,
      motorista: null,
      veiculo: null,
      dataEmbarque: null,
      dataEmbarqueValid: true,
    });
    expect(first.modalidades).toEqual([
      { id: ids.cif, sku: 'CIF', descricao: 'CIF - ENTREGA PELO FORNECEDOR', valor: negotiated, ativo: true },
      {
        id: ids.fob,
        sku: 'FOB',
        descricao: 'FOB - RETIRA NA UNIDADE',
        // negotiated in both modalities, as the catalogue shows it
        valor: await price(a.id, ids.fob, ids.main),
        ativo: true,
      },
    ]);
    expect(cart.itens[1].produtoValorUnit).toBe(77.7);
  });

  it('reports products without an active price or inactive, and falls back to an active modality', async () => {
    const [a, b, c] = [ids.prods[2], ids.prods[21], ids.prods[32]];
    const pedidoId = await order(cliente, ids.main, [
      line(a.id, 10, { modalidadeId: ids.fob }),
      line(b.id, b.quantMin),
      line(c.id, c.quantMin),
    ]);
    const [padrao] = await db()
      .insert(s.pedidosPadrao)
      .values({ clienteId: ids.main, pedidoId, descricao: 'INDISPONIVEIS' })
      .returning();
    await db()
      .insert(s.pedidoPadraoItens)
      .values([
        { pedidoPadraoId: padrao.id, produtoId: a.id, quantidade: 1, tabelaPrecoSku: 'FOB' }, // below the minimum
        { pedidoPadraoId: padrao.id, produtoId: b.id, quantidade: b.quantMin, tabelaPrecoSku: 'CIF' },
        { pedidoPadraoId: padrao.id, produtoId: c.id, quantidade: c.quantMin, tabelaPrecoSku: 'CIF' },
      ]);
    await db().update(s.produtos).set({ ativo: false }).where(eq(s.produtos.id, b.id));
    await db()
      .delete(s.precos)
      .where(and(eq(s.precos.produtoId, c.id), eq(s.precos.unidadeId, ids.matriz)));
    await db().update(s.tabelasPreco).set({ ativo: false }).where(eq(s.tabelasPreco.id, ids.fob));
    try {
      const cart = (
        await get(cliente, `/api/pedidos/padrao/${padrao.id}/carrinho?filial=${ids.matriz}`)
      ).json();
      expect(cart.itens).toHaveLength(1);
      expect(cart.itens[0]).toMatchObject({
        produtoId: a.id,
        produtoQuant: a.quantMin,
        modalidade: { sku: 'CIF' },
        pagamentoForma: null,
      });
      expect(cart.itens[0].modalidades.find((m: { sku: string }) => m.sku === 'FOB').ativo).toBe(false);
      expect(cart.indisponiveis).toEqual([
        {
          produtoId: b.id,
          produtoSku: b.sku,
          produtoDescricao: b.descricao,
          quantidade: b.quantMin,
          message: MSG.standingOrderProductInactive,
        },
        {
          produtoId: c.id,
          produtoSku: c.sku,
          produtoDescricao: c.descricao,
          quantidade: c.quantMin,
          message: MSG.standingOrderItemUnavailable('03/01 MATRIZ SÃO PAULO'),
        },
      ]);
    } finally {
      await db().update(s.produtos).set({ ativo: true }).where(eq(s.produtos.id, b.id));
      await db().update(s.tabelasPreco).set({ ativo: true }).where(eq(s.tabelasPreco.id, ids.fob));
    }
  });

  it('refuses a unit the client is not linked to and bad queries (400)', async () => {
    const [mine] = (await get(cliente, `/api/pedidos/padrao?cliente=${ids.main}`)).json();
    const [theirs] = (await get(multi, `/api/pedidos/padrao?cliente=${ids.other}`)).json();
    const notLinked = await get(multi, `/api/pedidos/padrao/${theirs.id}/carrinho?filial=${ids.bh}`);
    expect(notLinked.statusCode).toBe(400);
    expect(notLinked.json()).toMatchObject({
      message: MSG.orderUnitInvalid,
      fields: { filial: MSG.orderUnitInvalid },
    });
    expect((await get(cliente, `/api/pedidos/padrao/${mine.id}/carrinho?filial=99999`)).statusCode).toBe(400);
    expect((await get(cliente, `/api/pedidos/padrao/${mine.id}/carrinho`)).statusCode).toBe(400);
    expect((await get(cliente, `/api/pedidos/padrao/${mine.id}/carrinho?filial=abc`)).statusCode).toBe(400);
    // The main customer is linked to every unit: Campinas prices.
    const campinas = await get(cliente, `/api/pedidos/padrao/${mine.id}/carrinho?filial=${ids.campinas}`);
    expect(campinas.statusCode).toBe(200);
    const tables = await db().select().from(s.tabelasPreco).where(eq(s.tabelasPreco.unidadeId, ids.campinas));
    expect(
      campinas
        .json()
        .itens.every((i: { modalidade: { id: number } }) => tables.some((x) => x.id === i.modalidade.id)),
    ).toBe(true);
  });
});

describe('DELETE /api/pedidos/padrao/{id}', () => {
  it('deletes the standing order with its items (204), then it is gone (404)', async () => {
    const pedidoId = await order(cliente, ids.main, [line(ids.prods[3].id, 10)]);
    const pp = (await create(cliente, { pedidoId, descricao: 'apagar' })).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/pedidos/padrao/${pp.id}`,
      headers: bearer(cliente),
    });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await get(cliente, `/api/pedidos/padrao/${pp.id}`)).statusCode).toBe(404);
    expect(
      await db().select().from(s.pedidoPadraoItens).where(eq(s.pedidoPadraoItens.pedidoPadraoId, pp.id)),
    ).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/pedidos/padrao/${pp.id}`,
          headers: bearer(cliente),
        })
      ).statusCode,
    ).toBe(404);
    // The order it came from stays.
    expect((await get(cliente, `/api/pedidos/${pedidoId}`)).statusCode).toBe(200);
  });
});
