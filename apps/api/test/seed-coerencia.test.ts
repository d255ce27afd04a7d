// An accountant's reading of the demo data: for every invoiced demo order, and for the invoices the
// demo ERP issues, the NF-e, its titles and the order's payment condition say the same thing:
// installments and due dates per condition, the payment text and group of the NF-e, duplicatas =
// titles, titles add up to the invoice value; advance payment has no duplicata and no boleto text.
// Bulk goods go 'A GRANEL' without a number of volumes, and the distributor's NF-e has no IPI group.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '@portal/shared/constants';
import { parseNfeXml } from '../src/documents/nfe/parse';
import { isBulkUnit } from '../src/documents/nfe/build';
import * as t from '../src/db/schema';
import { createErpSimulator, type ErpSimulator } from '../src/erp/simulator';
import { insertOrder } from './erp-helpers';
import { createTestApp, type TestApp } from './helpers';

const STEP = 20_000;
let app: TestApp;
let sim: ErpSimulator;
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp();
  sim = createErpSimulator(app.app.ctx, { stepMs: STEP, random: () => 0.3131 });
});
afterAll(async () => {
  await sim?.stop();
  await app?.close();
});

const cents = (v: number) => Math.round(v * 100);
const plusDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Checks one invoiced order; returns its payment method sku. */
async function checkOrder(pedidoId: number): Promise<string> {
  const where = `pedido ${pedidoId}`;
  const [pedido] = await db().select().from(t.pedidos).where(eq(t.pedidos.id, pedidoId));
  const itens = await db()
    .select()
    .from(t.pedidoItens)
    .where(eq(t.pedidoItens.pedidoId, pedidoId))
    .orderBy(asc(t.pedidoItens.item));
  const first = itens[0];
  const [cond] = await db()
    .select({ c: t.pagamentoCondicoes, f: t.pagamentoFormas })
    .from(t.pagamentoCondicoes)
    .innerJoin(t.pagamentoFormas, eq(t.pagamentoFormas.id, t.pagamentoCondicoes.pgtoFormaId))
    .where(eq(t.pagamentoCondicoes.id, first.pagamentoCondicaoId!));
  expect(cond, where).toBeTruthy();
  // one condition per order (a cart is split by condition)
  for (const it of itens) expect(it.pagamentoCondicaoId, where).toBe(first.pagamentoCondicaoId);

  const notas = await db().select().from(t.notasFiscais).where(eq(t.notasFiscais.pedidoId, pedidoId));
  expect(notas, where).toHaveLength(1);
  const nota = notas[0];
  const nfe = parseNfeXml(nota.xml);
  const emissao = nfe.ide.dhEmi.slice(0, 10);
  const vNF = cents(nfe.total.vNF);
  expect(cents(nota.valbrut), where).toBe(vNF);
  expect(cents(pedido.total), where).toBe(vNF);

  // the order's items carry this invoice
  const ups = await db()
    .select({ chave1: t.pedidoItemUpdates.chave1 })
    .from(t.pedidoItemUpdates)
    .where(
      and(
        inArray(
          t.pedidoItemUpdates.pedidoItemId,
          itens.map((i) => i.id),
        ),
        isNotNull(t.pedidoItemUpdates.chave1),
      ),
    );
  expect(ups.length, where).toBeGreaterThan(0);
  for (const u of ups) expect(u.chave1, where).toBe(nota.chave);

  const titulos = await db()
    .select()
    .from(t.titulos)
    .where(eq(t.titulos.notaFiscalId, nota.id))
    .orderBy(asc(t.titulos.parcela));
  expect(titulos.length, where).toBeGreaterThan(0);
  expect(
    titulos.reduce((s, x) => s + cents(x.valorOri), 0),
    where,
  ).toBe(vNF);
  for (const x of titulos) expect(x.emissao, where).toBe(emissao);

  const texto = `CONDICAO DE PAGAMENTO: ${cond.f.descricao} - ${cond.c.descricao}.`;
  expect(nfe.infCpl, where).toContain(texto);
  expect(nfe.pag, where).toHaveLength(1);
  if (cond.f.sku === 'ANT') {
    // paid before the invoice: no duplicata, at sight, nothing about boletos or days
    expect(nfe.cobr.dups, where).toEqual([]);
    expect(nfe.cobr.fat, where).toBeNull();
    expect(nfe.pag[0].indPag, where).toBe('0');
    expect(nfe.pag[0].tPag, where).not.toBe('15');
    expect(cents(nfe.pag[0].vPag), where).toBe(vNF);
    expect(nfe.infCpl, where).not.toMatch(/BOLETO|\d+ DIAS/);
    expect(titulos, where).toHaveLength(1);
    expect(titulos[0].saldo, where).toBe(0);
    expect(titulos[0].vencrea, where).toBe(emissao);
  } else {
    const dias = cond.c.parcelasDias.length ? cond.c.parcelasDias : [0];
    expect(nfe.cobr.dups.length, where).toBe(dias.length);
    expect(titulos.length, where).toBe(dias.length);
    dias.forEach((d, k) => {
      const dup = nfe.cobr.dups[k];
      expect(dup.dVenc, where).toBe(plusDays(emissao, d));
      expect(titulos[k].vencrea, where).toBe(dup.dVenc);
      expect(cents(titulos[k].valorOri), where).toBe(cents(dup.vDup));
      expect(titulos[k].parcela, where).toBe(String.fromCharCode(65 + k));
    });
    expect(cents(nfe.cobr.fat!.vLiq), where).toBe(vNF);
    expect(nfe.pag[0].tPag, where).toBe(cond.f.sku === 'BOL' ? '15' : '16');
    expect(nfe.pag[0].indPag, where).toBe(dias.every((d) => d === 0) ? '0' : '1');
    if (cond.f.sku !== 'BOL') expect(nfe.infCpl, where).not.toMatch(/BOLETO/);
  }

  // volumes: bulk goods 'A GRANEL' without qVol; packed goods counted
  const bulk = nfe.itens.filter((i) => isBulkUnit(i.uCom));
  const granel = nfe.transp.vols.filter((v) => v.esp === 'A GRANEL');
  expect(granel.length, where).toBe(bulk.length ? 1 : 0);
  for (const v of granel) expect(v.qVol, where).toBe('');
  if (bulk.length === nfe.itens.length) expect(nfe.transp.vols, where).toHaveLength(1);
  // a distributor (not equiparado a industrial) is no IPI taxpayer
  expect(nota.xml, where).not.toContain('<IPI>');
  expect(nfe.total.vIPI, where).toBe(0);
  expect(nfe.ide.tpAmb, where).toBe('2');
  return cond.f.sku;
}

describe('demo seed: invoices, titles and payment conditions agree', () => {
  it('every invoiced demo order (NF-e EMITIDA and later, not cancelled) has an invoice that agrees', async () => {
    const orders = await db()
      .select({ id: t.pedidos.id })
      .from(t.pedidos)
      .where(inArray(t.pedidos.statusId, [S.NFE_EMITIDA, S.TRANSPORTE, S.ENTREGUE, S.CONCLUIDO]))
      .orderBy(asc(t.pedidos.id));
    expect(orders.length).toBeGreaterThan(20);
    const formas = new Set<string>();
    for (const o of orders) formas.add(await checkOrder(o.id));
    // the demo shows more than one way of paying
    expect(formas.size).toBeGreaterThan(1);
  });

  it('invoices without an order are billed by one of the boleto conditions too', async () => {
    const conds = await db()
      .select({ c: t.pagamentoCondicoes, f: t.pagamentoFormas })
      .from(t.pagamentoCondicoes)
      .innerJoin(t.pagamentoFormas, eq(t.pagamentoFormas.id, t.pagamentoCondicoes.pgtoFormaId));
    const notas = await db().select().from(t.notasFiscais);
    for (const nota of notas) {
      const nfe = parseNfeXml(nota.xml);
      const titulos = await db()
        .select()
        .from(t.titulos)
        .where(eq(t.titulos.notaFiscalId, nota.id))
        .orderBy(asc(t.titulos.parcela));
      expect(
        titulos.reduce((s, x) => s + cents(x.valorOri), 0),
        nota.doc,
      ).toBe(cents(nfe.total.vNF));
      const c = conds.find((x) =>
        nfe.infCpl.includes(`CONDICAO DE PAGAMENTO: ${x.f.descricao} - ${x.c.descricao}.`),
      );
      expect(c, nota.doc).toBeTruthy();
      if (c!.f.sku !== 'ANT') {
        expect(
          nfe.cobr.dups.map((d) => [d.dVenc, cents(d.vDup)]),
          nota.doc,
        ).toEqual(titulos.map((x) => [x.vencrea, cents(x.valorOri)]));
      }
    }
  });
});

describe('the demo ERP bills new orders by the same rule', () => {
  it('boleto in installments, advance payment and bank deposit', async () => {
    const now = () => app.clock.now;
    const orders = [
      await insertOrder(db(), { emissao: now(), formaSku: 'BOL', condicaoSku: '285684', itens: 3 }),
      await insertOrder(db(), { emissao: now(), formaSku: 'ANT', condicaoSku: '000' }),
      await insertOrder(db(), { emissao: now(), formaSku: 'ANT', condicaoSku: 'ANT', modalidade: 'FOB' }),
      await insertOrder(db(), { emissao: now(), formaSku: 'DEP', condicaoSku: '007' }),
      await insertOrder(db(), { emissao: now(), formaSku: 'BOL', condicaoSku: '028' }),
    ];
    const ids = orders.map((o) => o.id);
    await sim.tick(); // acknowledged
    for (let k = 0; k < 4; k++) {
      app.clock.advance(STEP);
      await sim.tick();
    }
    const rows = await db()
      .select({ statusId: t.pedidos.statusId })
      .from(t.pedidos)
      .where(inArray(t.pedidos.id, ids));
    expect(rows.map((r) => r.statusId)).toEqual(ids.map(() => S.NFE_EMITIDA));
    const formas = [];
    for (const id of ids) formas.push(await checkOrder(id));
    expect(formas).toEqual(['BOL', 'ANT', 'ANT', 'DEP', 'BOL']);
  });
});
