// Pix of several títulos (payment intents): the buyer's one Pix for the exact sum of open títulos, the
// ERP's feed, confirmation and rejection, and the payment's effects (títulos paid, the header's credit
// figures, the news), each figure computed here again independently.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsePix } from '@portal/shared/fiscal/pix';
import { NOTIFICACAO_TITULO_PAGO } from '@portal/shared/notificacoes';
import { PIX_INTENCAO_TITULOS_MAX, PIX_MSG } from '@portal/shared/pix-intencao';
import type { PixDecisaoResult, PixIntencao, PixIntencaoFeedItem } from '@portal/shared/schemas/pix-intencao';
import * as s from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { createErpSimulator } from '../src/erp/simulator';
import { apiKeyFor, withKey } from './erp-helpers';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let key: string;
const users = {} as Record<'cliente' | 'vendedor' | 'multi', { token: string; id: number }>;
const V1 = '/api/integracao/v1';
const DAY = 86_400_000;
const CHAVE = '11444777000161';
const db = () => t.database.db;

let unit: typeof s.unidades.$inferSelect;
let otherUnit: typeof s.unidades.$inferSelect;
let cliente: typeof s.clientes.$inferSelect; // 100001: cliente@'s and the seller's
let loja2: typeof s.clientes.$inferSelect; // 100002: the seller's, not cliente@'s
let foreign: typeof s.clientes.$inferSelect; // 100006: multi@'s only

beforeAll(async () => {
  t = await createTestApp();
  users.cliente = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
  users.vendedor = await tokenFor(t.app, DEMO_ACCOUNTS.vendedor);
  users.multi = await tokenFor(t.app, DEMO_ACCOUNTS.multi);
  key = await apiKeyFor(db());
  [unit] = await db()
    .select()
    .from(s.unidades)
    .where(and(eq(s.unidades.empresaCod, '03'), eq(s.unidades.filialCod, '01')));
  [otherUnit] = await db()
    .select()
    .from(s.unidades)
    .where(sql`${s.unidades.id} <> ${unit.id}`)
    .limit(1);
  [cliente] = await db().select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
  [foreign] = await db().select().from(s.clientes).where(eq(s.clientes.codigo, '100006'));
  [loja2] = await db().select().from(s.clientes).where(eq(s.clientes.codigo, '100002'));
  await db()
    .update(s.unidades)
    .set({ pixChave: CHAVE, pixNome: 'Construmax Materiais', pixCidade: 'São Paulo' })
    .where(eq(s.unidades.id, unit.id));
});
afterAll(async () => t?.close());

/** 'YYYY-MM-DD' of the Brasília day `offset` days from the test clock. */
const day = (offset = 0) =>
  new Date(t.clock.now.getTime() - 3 * 3600_000 + offset * DAY).toISOString().slice(0, 10);

let seq = 700000;
/** A título of its own, written as the ERP's upsert would. */
async function titulo(
  over: Partial<typeof s.titulos.$inferInsert> & { saldo: number },
): Promise<typeof s.titulos.$inferSelect> {
  const [row] = await db()
    .insert(s.titulos)
    .values({
      clienteId: cliente.id,
      unidadeId: unit.id,
      prefixo: 'NF',
      titulo: String(seq++),
      parcela: 'A',
      numeroConta: '45120-8',
      valor: over.saldo,
      valorOri: over.saldo,
      emissao: day(-20),
      vencrea: day(10),
      modifiedDate: t.clock.now,
      ...over,
    })
    .returning();
  return row;
}

const post = (url: string, body: unknown, who: keyof typeof users = 'cliente') =>
  t.app.inject({ method: 'POST', url, headers: bearer(users[who].token), payload: body as object });
const criar = (ids: number[], who: keyof typeof users = 'cliente') =>
  post('/api/pix/intencoes', { titulos: ids }, who);
const erp = (method: 'GET' | 'POST', url: string, body?: object) =>
  t.app.inject({ method, url: `${V1}${url}`, headers: withKey(key), payload: body });
const confirmar = (txid: string, body: object = {}) => erp('POST', `/pix/intencoes/${txid}/confirmar`, body);

/** The credit figures of the header. */
async function header(): Promise<{ limite: number; devedor: number; saldo: number }> {
  const q = new URLSearchParams({ empresa: '03', filial: '01', codigo: '100001', loja: '01' });
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/clientes/limiteCredito?${q}`,
    headers: bearer(users.cliente.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Open titles and limit of 100001 at 03/01 by plain SQL (the rule of docs/ARCHITECTURE.md). */
async function sqlFigures(): Promise<{ devedor: number; limite: number }> {
  const r = (await db().execute(sql`
    select
      (select coalesce(sum(t.saldo), 0) from titulos t left join pedidos p on p.id = t.pedido_id
        where t.cliente_id = ${cliente.id} and t.unidade_id = ${unit.id} and t.saldo > 0
          and (p.id is null or p.status_id <> 7))::text as devedor,
      (select coalesce(sum(limite), 0) from limites_credito
        where cliente_id = ${cliente.id} and unidade_id = ${unit.id})::text as limite`)) as unknown as {
    rows: { devedor: string; limite: string }[];
  };
  return { devedor: Number(r.rows[0].devedor), limite: Number(r.rows[0].limite) };
}
const cents = (v: number) => Math.round(v * 100);

beforeEach(async () => {
  // Each test starts with no intent of cliente@ open on the títulos it makes (they are its own).
  await db().delete(s.pixIntencaoTitulos);
  await db().delete(s.pixIntencoes);
});

describe('POST /api/pix/intencoes: one Pix for the exact sum', () => {
  it('sums each título’s amount due today (balance, fine and interest) and builds the BR Code', async () => {
    const a = await titulo({ saldo: 1234.56 });
    const b = await titulo({ saldo: 10.05, vencrea: day(0) });
    // overdue 10 days: 2 % fine once, 1 % a month as a daily amount (the defaults)
    const c = await titulo({ saldo: 500, vencrea: day(-10) });
    // the title's own ERP terms win over the parameters
    const d = await titulo({ saldo: 300, vencrea: day(-3), multaPercentual: 10, jurosMesPercentual: 3 });
    const res = await criar([a.id, b.id, c.id, d.id]);
    expect(res.statusCode, res.body).toBe(201);
    const i = res.json() as PixIntencao;
    // independently: c = 50000 + 1000 + round(50000 * 0.01 / 30) * 10; d = 30000 + 3000 + round(30000 * 0.03 / 30) * 3
    const expected = { a: 123456, b: 1005, c: 50000 + 1000 + 17 * 10, d: 30000 + 3000 + 30 * 3 };
    const byId = new Map(i.titulos.map((x) => [x.id, cents(x.valor)]));
    expect(byId.get(a.id)).toBe(expected.a);
    expect(byId.get(b.id)).toBe(expected.b);
    expect(byId.get(c.id)).toBe(expected.c);
    expect(byId.get(d.id)).toBe(expected.d);
    const sum = expected.a + expected.b + expected.c + expected.d;
    expect(cents(i.valor)).toBe(sum);
    expect(i.status).toBe('ABERTA');
    expect(i.txid).toMatch(new RegExp(`^PI${i.id}[A-Za-z0-9]+$`));
    expect(i.txid).toHaveLength(25);
    // 24 h by default
    expect(new Date(i.expiraEm).getTime() - t.clock.now.getTime()).toBe(24 * 3600_000);
    const pix = parsePix(i.payload);
    expect(pix).toMatchObject({
      ok: true,
      pix: { tipo: 'estatico', chave: CHAVE, valorCentavos: sum, txid: i.txid, cidade: 'Sao Paulo' },
    });
    // the rows, as stored
    const rows = await db()
      .select()
      .from(s.pixIntencaoTitulos)
      .where(eq(s.pixIntencaoTitulos.intencaoId, i.id));
    expect(rows.reduce((acc, r) => acc + cents(r.valor), 0)).toBe(sum);
    // listed for the customer at the unit
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/pix/intencoes?cgc=${cliente.cgc}&empresa=03&filial=01`,
      headers: bearer(users.cliente.token),
    });
    expect(list.json().itens.map((x: PixIntencao) => x.txid)).toEqual([i.txid]);
  });

  it('refuses títulos of two units, of two stores, not open, or already in an open Pix', async () => {
    const a = await titulo({ saldo: 100 });
    const elsewhere = await titulo({ saldo: 100, unidadeId: otherUnit.id });
    let res = await criar([a.id, elsewhere.id]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PIX_MSG.unidadesDiferentes);
    // the seller acts for 100001 and 100002: two customers in one Pix
    const other = await titulo({ saldo: 100, clienteId: loja2.id });
    res = await criar([a.id, other.id], 'vendedor');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PIX_MSG.lojasDiferentes);
    const pago = await titulo({ saldo: 0, valor: 100, baixa: day(-1) });
    res = await criar([a.id, pago.id]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PIX_MSG.tituloFechado(pago.titulo, pago.parcela));
    // a título in an open Pix cannot go in another
    expect((await criar([a.id])).statusCode).toBe(201);
    const b = await titulo({ saldo: 50 });
    res = await criar([b.id, a.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`O título ${a.titulo}/A já está em um Pix em aberto`);
    // nothing was written by the refusals
    expect((await db().select().from(s.pixIntencoes)).length).toBe(1);
    // bounds of the body, in pt-BR
    res = await criar([]);
    expect(res.statusCode).toBe(400);
    res = await criar(Array.from({ length: PIX_INTENCAO_TITULOS_MAX + 1 }, (_, k) => k + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.titulos).toBe(`deve ter no máximo ${PIX_INTENCAO_TITULOS_MAX}.`);
    res = await criar([b.id, b.id]);
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for another owner’s título or an unknown one, and a unit without a key refuses', async () => {
    const mine = await titulo({ saldo: 100 });
    const theirs = await titulo({ saldo: 100, clienteId: foreign.id });
    let res = await criar([mine.id, theirs.id]);
    expect(res.statusCode).toBe(404);
    res = await criar([2_000_000_000]);
    expect(res.statusCode).toBe(404);
    // multi@ acts for 100006: its own título is fine for it
    await db().update(s.unidades).set({ pixChave: null }).where(eq(s.unidades.id, unit.id));
    try {
      res = await criar([theirs.id], 'multi');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(PIX_MSG.semChave);
    } finally {
      await db().update(s.unidades).set({ pixChave: CHAVE }).where(eq(s.unidades.id, unit.id));
    }
    // a manager does not buy: 403
    const gestor = await tokenFor(t.app, DEMO_ACCOUNTS.gestor);
    res = await t.app.inject({
      method: 'POST',
      url: '/api/pix/intencoes',
      headers: bearer(gestor.token),
      payload: { titulos: [mine.id] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('expires after PIX_INTENCAO_HORAS; an expired Pix is never reused and cannot be confirmed', async () => {
    await db().update(s.parametros).set({ valor: '2' }).where(eq(s.parametros.nome, 'PIX_INTENCAO_HORAS'));
    try {
      const a = await titulo({ saldo: 80 });
      const first = (await criar([a.id])).json() as PixIntencao;
      expect(new Date(first.expiraEm).getTime() - t.clock.now.getTime()).toBe(2 * 3600_000);
      t.clock.advance(2 * 3600_000 + 1000);
      // a new one for the same título: another intent and txid
      const res = await criar([a.id]);
      expect(res.statusCode, res.body).toBe(201);
      const second = res.json() as PixIntencao;
      expect(second.id).not.toBe(first.id);
      expect(second.txid).not.toBe(first.txid);
      const [old] = await db().select().from(s.pixIntencoes).where(eq(s.pixIntencoes.id, first.id));
      expect(old.status).toBe('EXPIRADA');
      // the ERP's feed has only the open one; confirming the expired is a clear 409
      const feed = (await erp('GET', '/pix/intencoes/abertas')).json().itens as PixIntencaoFeedItem[];
      expect(feed.map((f) => f.txid)).toEqual([second.txid]);
      const refused = await confirmar(first.txid);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(`A intenção de pagamento ${first.txid} venceu em`);
      const [still] = await db().select().from(s.titulos).where(eq(s.titulos.id, a.id));
      expect(still.saldo).toBe(80);
      // paid in time but confirmed late counts (pagoEm), and the newer Pix of the same título is rejected
      const late = await confirmar(first.txid, {
        pagoEm: new Date(t.clock.now.getTime() - 3 * 3600_000).toISOString(),
      });
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json().status).toBe('CONFIRMADA');
      const [newer] = await db().select().from(s.pixIntencoes).where(eq(s.pixIntencoes.id, second.id));
      expect(newer.status).toBe('REJEITADA');
      expect(newer.motivo).toBe(PIX_MSG.pagoPorOutro(first.txid));
    } finally {
      await db().update(s.parametros).set({ valor: '24' }).where(eq(s.parametros.nome, 'PIX_INTENCAO_HORAS'));
    }
  });
});

describe('the ERP: feed, confirmation, rejection', () => {
  it('confirms once: títulos paid, credit figures moved by the paid amount, news once', async () => {
    const a = await titulo({ saldo: 200.1 });
    const b = await titulo({ saldo: 99.9 });
    const c = await titulo({ saldo: 1000 });
    const before = await header();
    const sqlBefore = await sqlFigures();
    expect(cents(before.devedor)).toBe(cents(sqlBefore.devedor));
    const i = (await criar([a.id, b.id, c.id])).json() as PixIntencao;
    expect(cents(i.valor)).toBe(20010 + 9990 + 100000);

    const feed = (await erp('GET', '/pix/intencoes/abertas')).json().itens as PixIntencaoFeedItem[];
    const item = feed.find((f) => f.txid === i.txid)!;
    expect(item).toMatchObject({
      empresa: '03',
      filial: '01',
      cliente: { codigo: '100001', loja: cliente.loja },
      usuario: { email: DEMO_ACCOUNTS.cliente },
      payload: i.payload,
    });
    expect(item.titulos.map((x) => x.titulo).sort()).toEqual([a.titulo, b.titulo, c.titulo].sort());
    // reading changed nothing
    expect(((await erp('GET', '/pix/intencoes/abertas')).json().itens as unknown[]).length).toBe(feed.length);

    const res = await confirmar(i.txid, { pagoEm: new Date(t.clock.now.getTime() - 60_000).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json() as PixDecisaoResult;
    expect(first).toMatchObject({ txid: i.txid, status: 'CONFIRMADA', titulos: 3 });
    const paid = await db()
      .select()
      .from(s.titulos)
      .where(inArray(s.titulos.id, [a.id, b.id, c.id]));
    for (const p of paid) {
      expect(p.saldo).toBe(0);
      expect(p.baixa).toBe(day(0));
    }
    // the header's figures moved by the paid amount, and agree with SQL
    const after = await header();
    const sqlAfter = await sqlFigures();
    expect(cents(before.devedor) - cents(after.devedor)).toBe(20010 + 9990 + 100000);
    expect(cents(after.saldo) - cents(before.saldo)).toBe(20010 + 9990 + 100000);
    expect(cents(after.devedor)).toBe(cents(sqlAfter.devedor));
    expect(cents(after.saldo)).toBe(cents(sqlAfter.limite) - cents(sqlAfter.devedor));
    // the finance list reads them paid
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/boletos/listarBoletosCliente?cgc=${cliente.cgc}&empresa=03&filial=01&dtini=${day(-30).replace(/-/g, '')}&dtfim=${day(30).replace(/-/g, '')}`,
      headers: bearer(users.cliente.token),
    });
    const rows = (list.json().itens as { id: number; situacao: string }[]).filter((x) =>
      [a.id, b.id, c.id].includes(x.id),
    );
    expect(rows.map((x) => x.situacao)).toEqual(['QUITADO', 'QUITADO', 'QUITADO']);
    // news: the customer user and the seller, once per título, naming it
    const news = await db()
      .select()
      .from(s.notificacoes)
      .where(inArray(s.notificacoes.tituloId, [a.id, b.id, c.id]));
    expect(news.every((n) => n.statusId === NOTIFICACAO_TITULO_PAGO && n.pedidoId === null)).toBe(true);
    const who = [...new Set(news.map((n) => n.usuarioId))].sort((x, y) => x - y);
    expect(who).toEqual(expect.arrayContaining([users.cliente.id, users.vendedor.id]));
    expect(news.length).toBe(who.length * 3);
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/notificacoes',
      headers: bearer(users.cliente.token),
    });
    expect(bell.json().itens.map((n: { tituloNumero: string | null }) => n.tituloNumero)).toEqual(
      expect.arrayContaining([`${a.titulo}/A`, `${b.titulo}/A`, `${c.titulo}/A`]),
    );

    // a repeated confirmation answers the same and changes nothing
    t.clock.advance(60_000);
    const again = await confirmar(i.txid);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    const newsAgain = await db()
      .select()
      .from(s.notificacoes)
      .where(inArray(s.notificacoes.tituloId, [a.id, b.id, c.id]));
    expect(newsAgain.length).toBe(news.length);
    expect(cents((await header()).devedor)).toBe(cents(after.devedor));
    // a confirmed one cannot be rejected; it left the feed
    const rej = await erp('POST', `/pix/intencoes/${i.txid}/rejeitar`, { motivo: 'x' });
    expect(rej.statusCode).toBe(409);
    const feed2 = (await erp('GET', '/pix/intencoes/abertas')).json().itens as PixIntencaoFeedItem[];
    expect(feed2.some((f) => f.txid === i.txid)).toBe(false);
  });

  it('e-mails a paid título only to who chose it', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/notificacoes/preferencias',
      headers: bearer(users.cliente.token),
      payload: { emailStatus: [5, 8, NOTIFICACAO_TITULO_PAGO] },
    });
    const a = await titulo({ saldo: 42 });
    const i = (await criar([a.id])).json() as PixIntencao;
    expect((await confirmar(i.txid)).statusCode).toBe(200);
    const mails = await db()
      .select()
      .from(s.emailOutbox)
      .where(eq(s.emailOutbox.assunto, `Título ${a.titulo}/A: pagamento confirmado`));
    expect(mails.map((m) => m.para)).toEqual([DEMO_ACCOUNTS.cliente]);
    expect(mails[0].texto).toContain('/financeiro');
  });

  it('rejects with a reason: títulos untouched; idempotent; unknown txid 404; a rejected one cannot be confirmed', async () => {
    const a = await titulo({ saldo: 70 });
    const i = (await criar([a.id])).json() as PixIntencao;
    const res = await erp('POST', `/pix/intencoes/${i.txid}/rejeitar`, {
      motivo: 'Valor recebido diferente.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'REJEITADA',
      motivo: 'Valor recebido diferente.',
      titulos: 1,
    });
    const again = await erp('POST', `/pix/intencoes/${i.txid}/rejeitar`, { motivo: 'outro' });
    expect(again.json()).toEqual(res.json());
    const [row] = await db().select().from(s.titulos).where(eq(s.titulos.id, a.id));
    expect(row.saldo).toBe(70);
    expect(row.baixa).toBeNull();
    const conf = await confirmar(i.txid);
    expect(conf.statusCode).toBe(409);
    expect(conf.json().message).toBe(PIX_MSG.erpJaRejeitada(i.txid));
    expect((await confirmar('PIXDESCONHECIDO')).statusCode).toBe(404);
    // the título is free again for a new Pix
    expect((await criar([a.id])).statusCode).toBe(201);
    // no key: 401
    const nokey = await t.app.inject({ method: 'GET', url: `${V1}/pix/intencoes/abertas` });
    expect(nokey.statusCode).toBe(401);
  });

  it('the ERP’s own payment through PUT /titulos notifies once too', async () => {
    const a = await titulo({ saldo: 55 });
    const item = {
      empresa: '03',
      filial: '01',
      codigo: '100001',
      loja: cliente.loja,
      prefixo: 'NF',
      titulo: a.titulo,
      parcela: 'A',
      valor: 55,
      saldo: 0,
      emissao: a.emissao,
      vencrea: a.vencrea,
      baixa: day(0),
    };
    for (let k = 0; k < 2; k++) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `${V1}/titulos`,
        headers: withKey(key),
        payload: { itens: [item] },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const news = await db().select().from(s.notificacoes).where(eq(s.notificacoes.tituloId, a.id));
    expect(news.length).toBeGreaterThanOrEqual(2);
    expect(new Set(news.map((n) => n.usuarioId)).size).toBe(news.length);
  });
});

describe('the demo ERP receives the Pix', () => {
  it('confirms an open intent once it is pixDelayMs old, paying its títulos', async () => {
    const sim = createErpSimulator(t.app.ctx, { stepMs: 20_000 });
    const a = await titulo({ saldo: 321 });
    const i = (await criar([a.id])).json() as PixIntencao;
    expect((await sim.tick()).pix).toBe(0);
    t.clock.advance(10_000);
    expect((await sim.tick()).pix).toBe(1);
    const [row] = await db().select().from(s.pixIntencoes).where(eq(s.pixIntencoes.id, i.id));
    expect(row.status).toBe('CONFIRMADA');
    const [paid] = await db().select().from(s.titulos).where(eq(s.titulos.id, a.id));
    expect(paid.saldo).toBe(0);
    expect((await sim.tick()).pix).toBe(0);
    await sim.stop();
  });
});
