// Quick order and repeat order (beyond the spec, under docs/product/portal-cliente.md §5 "Add to cart"): POST
// /api/pedido-rapido/verificar checks lines of code and quantity against the client's catalogue at
// the unit in one call; /planilha reads a .xlsx or .csv; /modelo is the sample. Owner checks as
// the catalogue search's (404), limits and bad input (400 in pt-BR).
import ExcelJS from 'exceljs';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { PedidoRapidoResponse } from '@portal/shared/schemas/pedido-rapido';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let cliente: string;
let vendedor: string;
let multi: string;
const ids = {} as {
  c100001: number;
  c100002: number;
  c100006: number;
  /** multi's inactive company (status B). */
  c100007: number;
  matriz: number;
  unitLabel: string;
  prods: (typeof s.produtos.$inferSelect)[];
  /** Active, priced at the matriz, minimum 25. */
  minProd: typeof s.produtos.$inferSelect;
  /** Active, priced at the matriz, minimum 1. */
  plain: typeof s.produtos.$inferSelect;
  other: typeof s.produtos.$inferSelect;
};
const db = () => t.database.db;
const verificar = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pedido-rapido/verificar',
    headers: bearer(token),
    payload: payload as object,
  });
const body = (linhas: { sku: string; quantidade: string | number }[], clienteId = ids.c100001) => ({
  clienteId,
  filialId: ids.matriz,
  linhas,
});

async function pricedAtMatriz(produtoId: number) {
  const rows = await db()
    .select({ v: s.precos.valor })
    .from(s.precos)
    .innerJoin(s.tabelasPreco, eq(s.tabelasPreco.id, s.precos.tabelaPrecoId))
    .where(
      and(
        eq(s.precos.produtoId, produtoId),
        eq(s.precos.unidadeId, ids.matriz),
        isNull(s.precos.clienteId),
        eq(s.tabelasPreco.ativo, true),
        gt(s.precos.valor, 0),
      ),
    );
  return rows.length > 0;
}

beforeAll(async () => {
  t = await createTestApp();
  [cliente, vendedor, multi] = (
    await Promise.all(
      [DEMO_ACCOUNTS.cliente, DEMO_ACCOUNTS.vendedor, DEMO_ACCOUNTS.multi].map((e) => tokenFor(t.app, e)),
    )
  ).map((x) => x.token);
  const clis = await db().select().from(s.clientes);
  const units = await db().select().from(s.unidades);
  const matriz = units.find((u) => u.empresaCod === '03' && u.filialCod === '01')!;
  const prods = await db()
    .select()
    .from(s.produtos)
    .where(eq(s.produtos.ativo, true))
    .orderBy(asc(s.produtos.id));
  ids.matriz = matriz.id;
  const priced = [];
  for (const p of prods) if (await pricedAtMatriz(p.id)) priced.push(p);
  // Known minimums: 1 for the first two, 25 for the third (below it is raised, then rounded to 30).
  for (const p of priced.slice(0, 2)) {
    await db().update(s.produtos).set({ quantMin: 1 }).where(eq(s.produtos.id, p.id));
    p.quantMin = 1;
  }
  const [minProd] = await db()
    .update(s.produtos)
    .set({ quantMin: 25 })
    .where(eq(s.produtos.id, priced[2].id))
    .returning();
  Object.assign(ids, {
    c100001: clis.find((c) => c.codigo === '100001')!.id,
    c100002: clis.find((c) => c.codigo === '100002')!.id,
    c100006: clis.find((c) => c.codigo === '100006')!.id,
    c100007: clis.find((c) => c.codigo === '100007' && c.status === 'B')!.id,
    matriz: matriz.id,
    unitLabel: `${matriz.empresaCod}/${matriz.filialCod} ${matriz.descricao}`,
    prods: priced,
    minProd,
    plain: priced[0],
    other: priced[1],
  });
});
afterAll(async () => t?.close());

describe('POST /api/pedido-rapido/verificar', () => {
  it('refuses to price lines for an inactive company, with the reason (422, code 9001)', async () => {
    const res = await verificar(multi, body([{ sku: ids.plain.sku, quantidade: '10' }], ids.c100007));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      message: MSG.clientOrderingRefused('B'),
      code: ERROR_CODES.BUSINESS_WARNING,
    });
    // The same user's active company is priced.
    const ok = await verificar(multi, body([{ sku: ids.plain.sku, quantidade: '10' }], ids.c100002));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a good list: every line ok, with the product and its prices at the unit; the header line of a paste is the client’s', async () => {
    const { plain, other } = ids;
    const q = 10;
    const res = await verificar(
      cliente,
      body([
        { sku: plain.sku, quantidade: String(q) },
        { sku: other.sku.toLowerCase(), quantidade: q * 2 },
        { sku: plain.sku, quantidade: `${q}` },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const r: PedidoRapidoResponse = res.json();
    expect(r.fatorMulti).toBe(10);
    expect(r.linhas.map((l) => [l.linha, l.sku, l.situacao, l.quantidade, l.mensagens])).toEqual([
      [1, plain.sku, 'ok', q, []],
      [2, other.sku, 'ok', q * 2, []],
      [3, plain.sku, 'ok', q, []],
    ]);
    const p = r.linhas[0].produto!;
    expect(p).toMatchObject({ produtoId: plain.id, produtoSku: plain.sku, produtoDesc: plain.descricao });
    expect(p.modalidades.some((m) => m.sku === 'CIF' && m.ativo && m.valor > 0)).toBe(true);
  });

  it('reports each bad kind of line in pt-BR: unknown, inactive, no price, below the minimum, not a multiple, bad quantity', async () => {
    const { minProd, plain, other } = ids;
    // other loses its price at the matriz; a product is made inactive.
    const inactive = ids.prods[ids.prods.length - 1];
    const saved = await db().select().from(s.precos).where(eq(s.precos.produtoId, other.id));
    await db()
      .delete(s.precos)
      .where(and(eq(s.precos.produtoId, other.id), eq(s.precos.unidadeId, ids.matriz)));
    await db().update(s.produtos).set({ ativo: false }).where(eq(s.produtos.id, inactive.id));
    try {
      const res = await verificar(
        vendedor,
        body([
          { sku: 'NAOEXISTE999', quantidade: '10' },
          { sku: inactive.sku, quantidade: '10' },
          { sku: other.sku, quantidade: '10' },
          { sku: minProd.sku, quantidade: '1' },
          { sku: plain.sku, quantidade: '13' },
          { sku: plain.sku, quantidade: 'dez' },
          { sku: plain.sku, quantidade: '-5' },
          { sku: plain.sku, quantidade: '' },
          { sku: '', quantidade: '10' },
          { sku: plain.sku, quantidade: '2.000.000' },
          { sku: plain.sku, quantidade: '1.000' },
          { sku: plain.sku, quantidade: '2,5' },
        ]),
      );
      expect(res.statusCode, res.body).toBe(200);
      const l = (res.json() as PedidoRapidoResponse).linhas;
      const min = minProd.quantMin;
      const minUp = Math.ceil(min / 10) * 10;
      expect(l.map((x) => [x.situacao, x.motivo, x.quantidade, x.mensagens])).toEqual([
        ['erro', 'desconhecido', null, [MSG.quickOrderUnknown('NAOEXISTE999')]],
        ['erro', 'inativo', null, [MSG.quickOrderInactive]],
        ['erro', 'sem-preco', null, [MSG.quickOrderNoPrice(ids.unitLabel)]],
        [
          'ajustada',
          null,
          minUp,
          [
            MSG.minQuantityAdjusted(min),
            ...(minUp === min ? [] : [MSG.quickOrderRounded(String(min), String(minUp), 10)]),
          ],
        ],
        ['ajustada', null, 20, [MSG.quickOrderRounded('13', '20', 10)]],
        ['erro', 'quantidade-invalida', null, [MSG.quickOrderQuantityInvalid('dez')]],
        ['erro', 'quantidade-invalida', null, [MSG.quickOrderQuantityInvalid('-5')]],
        ['erro', 'quantidade-invalida', null, [MSG.quickOrderQuantityEmpty]],
        ['erro', 'sem-codigo', null, [MSG.quickOrderNoCode]],
        ['erro', 'quantidade-invalida', null, [MSG.quickOrderQuantityTooLarge('1.000.000')]],
        ['ok', null, 1000, []],
        ['ajustada', null, 10, [MSG.quickOrderRounded('2,5', '10', 10)]],
      ]);
      // the product of a known line comes back (the repeat notice names it)
      expect(l[2].produto?.produtoDesc).toBe(other.descricao);
    } finally {
      await db().update(s.produtos).set({ ativo: true }).where(eq(s.produtos.id, inactive.id));
      await db().delete(s.precos).where(eq(s.precos.produtoId, other.id));
      await db().insert(s.precos).values(saved);
    }
  });

  it('takes 500 lines; 501 is a 400 with a pt-BR message', async () => {
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ sku: ids.prods[i % ids.prods.length].sku, quantidade: '10' }));
    const ok = await verificar(cliente, body(lines(500)));
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as PedidoRapidoResponse).linhas).toHaveLength(500);
    const tooMany = await verificar(cliente, body(lines(501)));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      status: 400,
      fields: { linhas: MSG.quickOrderTooManyLines(500, 501) },
    });
  });

  it("answers another owner's client as the search does (404): a customer, a seller for a client not theirs", async () => {
    const linhas = [{ sku: ids.plain.sku, quantidade: '10' }];
    expect((await verificar(cliente, body(linhas, ids.c100002))).statusCode).toBe(404);
    expect((await verificar(vendedor, body(linhas, ids.c100006))).statusCode).toBe(404);
    // the seller's own clients pass; 100006's customer cannot use a unit it is not attached to
    expect((await verificar(vendedor, body(linhas, ids.c100002))).statusCode).toBe(200);
    expect((await verificar(multi, body(linhas, ids.c100006))).statusCode).toBe(404);
  });

  it('bad input is a 400 in pt-BR, never a 500', async () => {
    const missing = await verificar(cliente, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      status: 400,
      message: MSG.invalidRequest,
      fields: { clienteId: MSG.fieldRequired, filialId: MSG.fieldRequired, linhas: MSG.fieldRequired },
    });
    const empty = await verificar(cliente, body([]));
    expect(empty.statusCode).toBe(400);
    const wrong = await verificar(cliente, { ...body([]), linhas: [{ sku: 5, quantidade: {} }] });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json().fields)).toMatch(/tipo inválido/);
    const unit = await verificar(cliente, { ...body([{ sku: 'X', quantidade: '1' }]), filialId: 999999 });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().fields).toEqual({ filialId: MSG.unitNotFound('999999') });
    const huge = await verificar(cliente, body([{ sku: ids.plain.sku, quantidade: 1e300 }]));
    expect(huge.statusCode).toBe(200);
    expect(huge.json().linhas[0].motivo).toBe('quantidade-invalida');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/pedido-rapido/verificar', payload: body([]) }))
        .statusCode,
    ).toBe(401);
    const gestor = (await tokenFor(t.app, DEMO_ACCOUNTS.gestor)).token;
    expect((await verificar(gestor, body([{ sku: 'X', quantidade: '1' }]))).statusCode).toBe(403);
  });
});

describe('POST /api/pedido-rapido/planilha and GET /api/pedido-rapido/modelo', () => {
  const planilha = (token: string, arquivo: string, nome?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pedido-rapido/planilha',
      headers: bearer(token),
      payload: { clienteId: ids.c100001, filialId: ids.matriz, arquivo, nome },
    });

  it('reads a .xlsx (header row, numbers and text cells) and checks its lines', async () => {
    const wb = new ExcelJS.Workbook();
    const sh = wb.addWorksheet('x');
    sh.addRow(['Código', 'Quantidade']);
    sh.addRow([ids.plain.sku, 13]);
    sh.addRow(['NAOEXISTE', '10']);
    const b64 = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    const res = await planilha(cliente, b64, 'lista.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as PedidoRapidoResponse).linhas.map((l) => [l.sku, l.situacao, l.quantidade])).toEqual(
      [
        [ids.plain.sku, 'ajustada', 20],
        ['NAOEXISTE', 'erro', null],
      ],
    );
  });

  it('reads a .csv with ; and a decimal comma', async () => {
    const csv = `codigo;quantidade\r\n${ids.plain.sku};"1.000"\r\n${ids.plain.sku};2,5\r\n`;
    const res = await planilha(cliente, Buffer.from(csv, 'latin1').toString('base64'), 'lista.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as PedidoRapidoResponse).linhas.map((l) => l.quantidade)).toEqual([1000, 10]);
  });

  it('an unreadable or empty file, or more than 500 lines, is a 400 in pt-BR', async () => {
    const bad = await planilha(cliente, Buffer.from('PK\u0003\u0004lixo').toString('base64'), 'x.xlsx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.quickOrderFileUnreadable);
    const empty = await planilha(cliente, Buffer.from('\r\n\r\n').toString('base64'), 'x.csv');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.quickOrderFileEmpty);
    const many = Array.from({ length: 501 }, () => `${ids.plain.sku};10`).join('\n');
    const big = await planilha(cliente, Buffer.from(many).toString('base64'), 'x.csv');
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(MSG.quickOrderFileTooManyLines(500));
  });

  it('the sample is a .xlsx with the header and products of the client that pass as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pedido-rapido/modelo?clienteId=${ids.c100001}&filialId=${ids.matriz}`,
      headers: bearer(cliente),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const rows = wb.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0].slice(1)).toEqual(['Código', 'Quantidade']);
    expect(rows.length).toBeGreaterThan(1);
    const back = await planilha(cliente, res.rawPayload.toString('base64'), 'modelo.xlsx');
    expect((back.json() as PedidoRapidoResponse).linhas.every((l) => l.situacao === 'ok')).toBe(true);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/pedido-rapido/modelo?clienteId=${ids.c100002}&filialId=${ids.matriz}`,
      headers: bearer(cliente),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
