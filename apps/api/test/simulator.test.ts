// The demo ERP, driven by an injected clock and tick() (never by waiting): it takes and acknowledges
// new orders, moves them through the statuses with item updates, bills them once at NF-e EMITIDA
// (valid key, parseable XML, titles per installment) and reports tracking events.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '@portal/shared/constants';
import { isValidAccessKey, nfeKeyDv, parseAccessKey } from '@portal/shared/fiscal/nfe';
import { loadConfig } from '../src/config';
import { parseNfeXml } from '../src/documents/nfe/parse';
import * as t from '../src/db/schema';
import { createErpSimulator, nextStatus, simulatorEnabled, type ErpSimulator } from '../src/erp/simulator';
import { fetchTracking, normalizeTracking, trackingUrl } from '../src/erp/tracking-client';
import { insertOrder } from './erp-helpers';
import { createTestApp, type TestApp } from './helpers';

const STEP = 20_000;
let t0: TestApp;
let sim: ErpSimulator;
const db = () => t0.database.db;

beforeAll(async () => {
  t0 = await createTestApp();
  sim = createErpSimulator(t0.app.ctx, { stepMs: STEP, random: () => 0.4242 });
});
afterAll(async () => {
  await sim?.stop();
  await t0?.close();
});

const statusOf = async (ids: number[]) => {
  const rows = await db()
    .select({ id: t.pedidos.id, statusId: t.pedidos.statusId })
    .from(t.pedidos)
    .where(inArray(t.pedidos.id, ids))
    .orderBy(asc(t.pedidos.id));
  return rows.map((r) => r.statusId);
};
const count = async (
  table: typeof t.notasFiscais | typeof t.titulos | typeof t.rastreioEventos | typeof t.pedidoStatusHistorico,
) => (await db().select().from(table)).length;
const rastreio = (chave_nfe: string) =>
  t0.app.inject({ method: 'POST', url: '/api/rastreio', payload: { chave_nfe } });

describe('configuration', () => {
  it('on by default with the embedded database, off with PostgreSQL; ERP_SIMULATOR overrides', () => {
    expect(simulatorEnabled({ ERP_SIMULATOR: undefined, DATABASE_URL: undefined })).toBe(true);
    expect(simulatorEnabled({ ERP_SIMULATOR: undefined, DATABASE_URL: '' })).toBe(true);
    expect(simulatorEnabled({ ERP_SIMULATOR: undefined, DATABASE_URL: 'postgres://x/y' })).toBe(false);
    expect(simulatorEnabled({ ERP_SIMULATOR: 'on', DATABASE_URL: 'postgres://x/y' })).toBe(true);
    expect(simulatorEnabled({ ERP_SIMULATOR: 'off', DATABASE_URL: undefined })).toBe(false);
    const c = loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: 'memory://' });
    expect(c.ERP_SIMULATOR_STEP_SECONDS).toBe(20);
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: 'memory://', ERP_SIMULATOR_STEP_SECONDS: '5' })
        .ERP_SIMULATOR_STEP_SECONDS,
    ).toBe(5);
    expect(() =>
      loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: 'memory://', ERP_SIMULATOR: 'maybe' }),
    ).toThrow(/ERP_SIMULATOR/);
  });

  it('the flow of statuses', () => {
    const path: number[] = [S.REALIZADO];
    for (let s = nextStatus(S.REALIZADO, 1); s !== undefined; s = nextStatus(s, 1)) path.push(s);
    expect(path).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(nextStatus(S.ENTREGUE, 8)).toBe(S.CONCLUIDO);
    expect(nextStatus(S.CANCELADO, 8)).toBeUndefined();
    expect(nextStatus(S.CONCLUIDO, 8)).toBeUndefined();
  });
});

describe('the demo ERP moves orders along', () => {
  let orders: { id: number; ref: string }[];
  let cancelled: { id: number; ref: string };
  let chave: string;

  it('takes new orders from the feed and acknowledges them; a second tick at the same time does nothing', async () => {
    orders = [];
    for (let k = 0; k < 4; k++) orders.push(await insertOrder(db(), { emissao: t0.clock.now }));
    orders.push(
      await insertOrder(db(), {
        formaSku: 'ANT',
        condicaoSku: 'ANT',
        modalidade: 'FOB',
        emissao: t0.clock.now,
      }),
    );
    cancelled = await insertOrder(db(), { statusId: S.CANCELADO, emissao: t0.clock.now });
    const first = await sim.tick();
    expect(first.acknowledged).toBeGreaterThanOrEqual(6);
    expect(first.steps).toBe(0);
    const rows = await db()
      .select()
      .from(t.pedidos)
      .where(
        inArray(
          t.pedidos.id,
          [...orders, cancelled].map((o) => o.id),
        ),
      );
    for (const r of rows) {
      expect(r.erpAckDate).toEqual(t0.clock.now);
      expect(r.erpNumero).toMatch(/^DEMO-/);
    }
    expect(await sim.tick()).toEqual({ acknowledged: 0, steps: 0, failed: 0, pix: 0 });
  });

  it('one step per pace interval, with history rows and item updates (datacad, agendamento, ordemcarreg)', async () => {
    const ids = orders.map((o) => o.id);
    t0.clock.advance(STEP - 1);
    expect((await sim.tick()).steps).toBe(0);
    t0.clock.advance(1);
    expect((await sim.tick()).steps).toBe(orders.length);
    expect(await statusOf(ids)).toEqual(ids.map(() => S.EM_ANALISE));
    expect(await sim.tick()).toEqual({ acknowledged: 0, steps: 0, failed: 0, pix: 0 });

    t0.clock.advance(STEP);
    await sim.tick();
    expect(await statusOf(ids)).toEqual(ids.map(() => S.LIBERADO));
    t0.clock.advance(STEP);
    await sim.tick();
    expect(await statusOf(ids)).toEqual(ids.map(() => S.CARREGAMENTO));

    const itens = await db()
      .select()
      .from(t.pedidoItens)
      .where(eq(t.pedidoItens.pedidoId, orders[0].id))
      .orderBy(asc(t.pedidoItens.item));
    expect(itens.map((i) => i.statusId)).toEqual([S.CARREGAMENTO, S.CARREGAMENTO]);
    const ups = await db()
      .select()
      .from(t.pedidoItemUpdates)
      .where(eq(t.pedidoItemUpdates.pedidoItemId, itens[0].id))
      .orderBy(asc(t.pedidoItemUpdates.datacad));
    expect(ups).toHaveLength(3);
    expect(ups[2].datacad).toEqual(t0.clock.now);
    expect(ups[0].agendamento).toBeNull();
    expect(ups[1].agendamento).toBeInstanceOf(Date);
    expect(ups[2].agendamento).toEqual(ups[1].agendamento);
    expect(ups[2].ordemcarreg).toBe(`OC${String(orders[0].id).padStart(8, '0')}`);
    const hist = await db()
      .select()
      .from(t.pedidoStatusHistorico)
      .where(eq(t.pedidoStatusHistorico.pedidoId, orders[0].id))
      .orderBy(asc(t.pedidoStatusHistorico.createdDate));
    expect(hist.map((h) => h.statusId)).toEqual([1, 2, 3, 4]);
    expect(hist.slice(1).every((h) => h.origem === 'ERP')).toBe(true);
  });

  it('at NF-e EMITIDA: one invoice with a valid key and layout-4.00 XML, titles per installment, a billing event; ticking again adds nothing', async () => {
    const eventsBefore = (await db().select().from(t.eventos).where(eq(t.eventos.eventosTiposId, 8))).length;
    t0.clock.advance(STEP);
    await sim.tick();
    const ids = orders.map((o) => o.id);
    expect(await statusOf(ids)).toEqual(ids.map(() => S.NFE_EMITIDA));
    const notas = await db().select().from(t.notasFiscais).where(inArray(t.notasFiscais.pedidoId, ids));
    expect(notas).toHaveLength(orders.length);
    expect(new Set(notas.map((n) => n.doc)).size).toBe(orders.length);

    const [nota] = notas.filter((n) => n.pedidoId === orders[0].id);
    chave = nota.chave;
    expect(isValidAccessKey(chave)).toBe(true);
    expect(Number(chave[43])).toBe(nfeKeyDv(chave.slice(0, 43)));
    const key = parseAccessKey(chave)!;
    expect(key).toMatchObject({
      uf: 'SP',
      cnpj: '11222333000181',
      modelo: 55,
      serie: 1,
      nNF: Number(nota.doc),
      tpEmis: 1,
    });
    const nfe = parseNfeXml(nota.xml);
    expect(nfe.versao).toBe('4.00');
    expect(nfe.prot).toMatchObject({ chNFe: chave, cStat: '100' });
    expect(nfe.chave).toBe(chave);
    expect(nfe.ide).toMatchObject({ cNF: key.cNF, cDV: String(key.cDV), tpAmb: '2', serie: '1' });
    const [pedido] = await db().select().from(t.pedidos).where(eq(t.pedidos.id, orders[0].id));
    const pedItens = await db()
      .select()
      .from(t.pedidoItens)
      .where(eq(t.pedidoItens.pedidoId, orders[0].id))
      .orderBy(asc(t.pedidoItens.item));
    expect(nfe.itens.map((i) => [i.cProd, i.qCom, i.vUnCom])).toEqual(
      pedItens.map((i) => [i.produtoSku, i.produtoQuant, i.produtoValorUnit]),
    );
    expect(nfe.total.vNF).toBeCloseTo(pedido.total, 2);
    expect(nota.valbrut).toBeCloseTo(pedido.total, 2);
    expect(nfe.transp.modFrete).toBe('0');
    expect(nfe.cobr.dups.map((d) => d.nDup)).toEqual(['001', '002']);

    // 28/56 days by boleto: two titles, due as the installments, summing to the invoice.
    const tits = await db()
      .select()
      .from(t.titulos)
      .where(eq(t.titulos.pedidoId, orders[0].id))
      .orderBy(asc(t.titulos.parcela));
    expect(tits.map((x) => x.parcela)).toEqual(['A', 'B']);
    expect(tits.map((x) => x.vencrea)).toEqual(nfe.cobr.dups.map((d) => d.dVenc));
    expect(tits.reduce((s, x) => s + x.valor, 0)).toBeCloseTo(nota.valbrut, 2);
    for (const x of tits) {
      expect(x).toMatchObject({
        bancoCodigo: '001',
        carteira: '17',
        convenio: '2948571',
        titulo: nota.doc,
        prefixo: 'NF',
        notaFiscalId: nota.id,
        saldo: x.valor,
        baixa: null,
      });
      expect(x.nossoNumero).toMatch(/^2948571\d{10}$/);
      expect(x.agencia).toBeTruthy();
      expect(x.numeroConta).toBeTruthy();
    }
    // Advance payment (ANT) and FOB: one title, already paid; modFrete 1.
    const antNota = notas.find((n) => n.pedidoId === orders[4].id)!;
    expect(parseNfeXml(antNota.xml).transp.modFrete).toBe('1');
    const antTits = await db().select().from(t.titulos).where(eq(t.titulos.pedidoId, orders[4].id));
    expect(antTits).toHaveLength(1);
    expect(antTits[0]).toMatchObject({ saldo: 0, baixa: antTits[0].emissao });

    const itens = await db().select().from(t.pedidoItens).where(eq(t.pedidoItens.pedidoId, orders[0].id));
    const [last] = await db()
      .select()
      .from(t.pedidoItemUpdates)
      .where(eq(t.pedidoItemUpdates.pedidoItemId, itens[0].id))
      .orderBy(asc(t.pedidoItemUpdates.datacad))
      .then((r) => r.slice(-1));
    expect(last).toMatchObject({
      nota1: nota.doc,
      serie1: '1',
      chave1: chave,
      ordemcarreg: expect.stringMatching(/^OC/),
    });
    const eventsAfter = (await db().select().from(t.eventos).where(eq(t.eventos.eventosTiposId, 8))).length;
    expect(eventsAfter - eventsBefore).toBe(orders.length);

    const before = [
      await count(t.notasFiscais),
      await count(t.titulos),
      await count(t.pedidoStatusHistorico),
    ];
    expect(await sim.tick()).toEqual({ acknowledged: 0, steps: 0, failed: 0, pix: 0 });
    expect([
      await count(t.notasFiscais),
      await count(t.titulos),
      await count(t.pedidoStatusHistorico),
    ]).toEqual(before);
  });

  it("no tracking before transport; at EM TRANSPORTE and ENTREGUE the tracking service answers in the carriers' shape", async () => {
    expect((await rastreio(chave)).json()).toMatchObject({ success: false, message: expect.any(String) });
    t0.clock.advance(STEP);
    await sim.tick();
    expect(await statusOf(orders.map((o) => o.id))).toEqual(orders.map(() => S.TRANSPORTE));
    const r1 = (await rastreio(chave)).json();
    expect(r1.success).toBe(true);
    expect(r1.documento.tracking.map((e: any) => e.ocorrencia)).toEqual([
      'DOCUMENTO DE TRANSPORTE EMITIDO (80)',
      'SAIDA DE UNIDADE (82)',
    ]);

    t0.clock.advance(STEP);
    await sim.tick();
    expect(await statusOf(orders.map((o) => o.id))).toEqual(orders.map(() => S.ENTREGUE));
    const res = await rastreio(chave);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ref = orders[0].ref;
    expect(body).toMatchObject({
      success: true,
      message: expect.any(String),
      documento: {
        header: {
          remetente: expect.stringMatching(/PORTAL B2B/),
          destinatario: 'CONSTRUTORA ALICERCE LTDA',
          nro_nf: String(parseAccessKey(chave)!.nNF),
          pedido: ref,
        },
      },
    });
    const tracking = body.documento.tracking;
    expect(tracking).toHaveLength(4);
    for (const e of tracking) {
      expect(Object.keys(e).sort()).toEqual([
        'cidade',
        'data_hora',
        'data_hora_efetiva',
        'descricao',
        'dominio',
        'filial',
        'nome_recebedor',
        'nro_doc_recebedor',
        'ocorrencia',
        'tipo',
      ]);
      expect(e.ocorrencia).toMatch(/\(\d{2}\)$/);
      expect(Number.isNaN(Date.parse(e.data_hora))).toBe(false);
    }
    const times = tracking.map((e: any) => Date.parse(e.data_hora));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(tracking[3]).toMatchObject({
      ocorrencia: 'MERCADORIA ENTREGUE (01)',
      tipo: 'Entrega',
      nome_recebedor: expect.any(String),
      nro_doc_recebedor: expect.stringMatching(/^\d{11}$/),
    });
    expect(Date.parse(tracking[3].data_hora)).toBe(Math.floor(t0.clock.now.getTime() / 1000) * 1000);

    // The order-detail client reads the same through TRACKING_URL's default.
    expect(trackingUrl(t0.app.ctx.config)).toBe(`${t0.app.ctx.config.publicUrl}/api/rastreio`);
    expect(await fetchTracking(t0.app.ctx, chave)).toEqual(body);
  });

  it('every 4th order goes on to CONCLUIDO; the others stay ENTREGUE; cancelled orders are left alone', async () => {
    t0.clock.advance(STEP * 5);
    await sim.tick();
    const ids = orders.map((o) => o.id);
    expect(await statusOf(ids)).toEqual(ids.map((id) => (id % 4 === 0 ? S.CONCLUIDO : S.ENTREGUE)));
    expect(ids.some((id) => id % 4 === 0)).toBe(true);
    const [c] = await db().select().from(t.pedidos).where(eq(t.pedidos.id, cancelled.id));
    expect(c.statusId).toBe(S.CANCELADO);
    expect(
      await db().select().from(t.notasFiscais).where(eq(t.notasFiscais.pedidoId, cancelled.id)),
    ).toHaveLength(0);
    const hist = await db()
      .select()
      .from(t.pedidoStatusHistorico)
      .where(eq(t.pedidoStatusHistorico.pedidoId, cancelled.id));
    expect(hist).toHaveLength(1);
    expect(await sim.tick()).toEqual({ acknowledged: 0, steps: 0, failed: 0, pix: 0 });
  });

  it('after a long stop it catches up step by step, each change one interval after the previous', async () => {
    const o = await insertOrder(db(), { emissao: t0.clock.now });
    await sim.tick();
    const ackAt = t0.clock.now.getTime();
    t0.clock.advance(STEP * 100);
    const r = await sim.tick();
    expect(r.steps).toBeGreaterThanOrEqual(6);
    const hist = await db()
      .select()
      .from(t.pedidoStatusHistorico)
      .where(eq(t.pedidoStatusHistorico.pedidoId, o.id))
      .orderBy(asc(t.pedidoStatusHistorico.createdDate));
    expect(hist.map((h) => h.statusId).slice(0, 7)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(hist.slice(1, 7).map((h) => h.createdDate.getTime() - ackAt)).toEqual(
      [1, 2, 3, 4, 5, 6].map((k) => k * STEP),
    );
  });

  it('an order cancelled in the portal between two steps is not moved', async () => {
    const o = await insertOrder(db(), { emissao: t0.clock.now });
    await sim.tick();
    t0.clock.advance(STEP);
    await sim.tick();
    await db().update(t.pedidos).set({ statusId: S.CANCELADO }).where(eq(t.pedidos.id, o.id));
    t0.clock.advance(STEP * 3);
    const r = await sim.tick();
    expect(r.failed).toBe(0);
    expect(await statusOf([o.id])).toEqual([S.CANCELADO]);
    // It had taken the order, so it takes the cancellation from the cancellation feed and confirms it.
    const [row] = await db().select().from(t.pedidos).where(eq(t.pedidos.id, o.id));
    expect(row.erpAckDate).toBeInstanceOf(Date);
    expect(row.erpCancelAckDate).toEqual(t0.clock.now);
  });

  it('overlapping ticks run one after the other', async () => {
    const o = await insertOrder(db(), { emissao: t0.clock.now });
    const [a, b] = await Promise.all([sim.tick(), sim.tick()]);
    expect(a.acknowledged + b.acknowledged).toBe(1);
    const [row] = await db()
      .select()
      .from(t.pedidos)
      .where(and(eq(t.pedidos.id, o.id)));
    expect(row.erpNumero).toMatch(/^DEMO-/);
  });
});

describe('tracking service and client', () => {
  it('unknown, invalid or missing keys', async () => {
    const unknownKey = '3526111122233300018155001000012345187654321' + '1';
    expect((await rastreio(unknownKey)).json()).toMatchObject({
      success: false,
      message: expect.any(String),
    });
    expect((await rastreio('123')).json()).toMatchObject({ success: false, message: expect.any(String) });
    expect((await rastreio('')).json()).toEqual({ success: false, message: 'Chave NF-E não informada.' });
    const missing = await t0.app.inject({ method: 'POST', url: '/api/rastreio', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 400, fields: { chave_nfe: expect.any(String) } });
  });

  it('an external TRACKING_URL is called with {chave_nfe}; its answer is read defensively; failures become success:false', async () => {
    const config = { ...t0.app.ctx.config, TRACKING_URL: 'http://127.0.0.1:9/rastreio' };
    const seen: unknown[] = [];
    const fake = (async (_url: string, init?: RequestInit) => {
      seen.push(JSON.parse(String(init?.body)));
      return new Response(
        JSON.stringify({
          success: true,
          message: 'ok',
          documento: {
            header: { remetente: 'X', destinatario: 'Y', nro_nf: 123 },
            tracking: [
              { data_hora: '2026-11-21T10:00:00', ocorrencia: 'MERCADORIA ENTREGUE (01)', filial: 7 },
            ],
          },
        }),
      );
    }) as typeof fetch;
    const r = await fetchTracking({ config, db: db() }, 'K', fake);
    expect(seen).toEqual([{ chave_nfe: 'K' }]);
    expect(r.documento!.header).toEqual({ remetente: 'X', destinatario: 'Y', nro_nf: '123', pedido: '' });
    expect(r.documento!.tracking[0]).toMatchObject({
      filial: '7',
      dominio: null,
      nome_recebedor: null,
      ocorrencia: 'MERCADORIA ENTREGUE (01)',
    });
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await fetchTracking({ config, db: db() }, 'K', down)).toMatchObject({ success: false });
    expect(normalizeTracking('garbage')).toMatchObject({ success: false });
    expect(normalizeTracking({ success: false, message: 'Nada' })).toEqual({
      success: false,
      message: 'Nada',
    });
  });
});
