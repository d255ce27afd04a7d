// Quotes of the cart (orçamentos): created at the server's prices (the order's pricing rule),
// stored, downloaded again as the same PDF, e-mailed with the PDF attached (a real SMTP server),
// reopened into the cart while valid, refused with the date after; other clients' quotes are 404.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/shared/constants';
import { addDays, businessDay } from '@portal/shared/dates';
import { formatCurrency } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

let t: TestApp;
let sink: SmtpSink;
let cliente: string;
let multi: string;
let vendedor: string;
let gestor: string;
let admin: string;
const ids = {} as {
  main: number;
  /** multi's inactive company (status B). */
  inactive: number;
  other: number;
  matriz: number;
  campinas: number;
  cif: number;
  fob: number;
  bol: number;
  c28: number;
  prods: (typeof s.produtos.$inferSelect)[];
};
const db = () => t.database.db;
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
/** A POST; `from` is the caller's address (the e-mail route allows 30 a minute per address). */
const post = (
  token: string,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  from = '127.0.0.1',
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...headers },
    payload: payload as object,
    remoteAddress: from,
  });
let keySeq = 0;
const newKey = () => `orcamento-${process.pid}-${++keySeq}`;
const setParam = (nome: string, valor: string) =>
  db().update(s.parametros).set({ valor }).where(eq(s.parametros.nome, nome));

const line = (produtoId: number, produtoQuant: number, over: Record<string, unknown> = {}) => ({
  produtoId,
  produtoQuant,
  modalidadeId: ids.cif,
  pagamentoFormaId: ids.bol,
  pagamentoCondicaoId: ids.c28,
  // The browser's price and totals are never trusted.
  produtoValorUnit: 0.01,
  produtoValorTotal: 0.01,
  ...over,
});
const quote = (
  token: string,
  itens: unknown[],
  clienteId = ids.main,
  unidadeId = ids.matriz,
  key: string | null = newKey(),
) =>
  post(
    token,
    '/api/orcamentos',
    { clienteId, unidadeId, total: 1, itens },
    key === null ? {} : { 'idempotency-key': key },
  );
const countOrcamentos = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(s.orcamentos)
  )[0].n;

/** The price the catalogue gives the client: its negotiated one, else the table's. */
async function priceOf(produtoId: number, tabelaPrecoId: number, clienteId: number): Promise<number> {
  const rows = await db()
    .select({ valor: s.precos.valor, clienteId: s.precos.clienteId })
    .from(s.precos)
    .where(and(eq(s.precos.produtoId, produtoId), eq(s.precos.tabelaPrecoId, tabelaPrecoId)));
  const own = rows.find((r) => r.clienteId === clienteId);
  const general = rows.find((r) => r.clienteId === null);
  return (own ?? general)!.valor;
}
/** Total in whole cents, computed here without the shared functions. */
const centsOf = (lines: { quant: number; unit: number }[]) =>
  lines.reduce((sum, l) => sum + Math.round(l.quant * Math.round(l.unit * 100)), 0);

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'orcamento-pdf-'));
  const file = path.join(dir, 'o.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
const br = (isoDay: string) => `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
  [cliente, multi, vendedor, gestor, admin] = (
    await Promise.all(
      [
        DEMO_ACCOUNTS.cliente,
        DEMO_ACCOUNTS.multi,
        DEMO_ACCOUNTS.vendedor,
        DEMO_ACCOUNTS.gestor,
        DEMO_ACCOUNTS.admin,
      ].map((e) => tokenFor(t.app, e)),
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
    inactive: clis.find((c) => c.codigo === '100007' && c.status === 'B')!.id,
    other: clis.find((c) => c.codigo === '100002')!.id,
    matriz: unit('03', '01'),
    campinas: unit('03', '02'),
    cif: tables.find((x) => x.unidadeId === unit('03', '01') && x.sku === 'CIF')!.id,
    fob: tables.find((x) => x.unidadeId === unit('03', '01') && x.sku === 'FOB')!.id,
    bol,
    c28: conds.find((c) => c.pgtoFormaId === bol && c.sku === '028')!.id,
    prods: await db().select().from(s.produtos).where(eq(s.produtos.ativo, true)).orderBy(asc(s.produtos.id)),
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('POST /api/orcamentos', () => {
  it('refuses a quote for an inactive company with the reason (422, code 9001), nothing written', async () => {
    const before = await countOrcamentos();
    const a = ids.prods[0];
    const res = await quote(multi, [line(a.id, a.quantMin * 2)], ids.inactive);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      message: MSG.clientOrderingRefused('B'),
      code: ERROR_CODES.BUSINESS_WARNING,
    });
    expect(await countOrcamentos()).toBe(before);
  });

  it("prices the cart from the catalogue for the client and unit (the browser's prices are ignored)", async () => {
    const [a, b] = [ids.prods[0], ids.prods[5]];
    const qa = a.quantMin * 2;
    const qb = b.quantMin * 3;
    const res = await quote(cliente, [line(a.id, qa), line(b.id, qb, { modalidadeId: ids.fob })]);
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json();
    const pa = await priceOf(a.id, ids.cif, ids.main);
    const pb = await priceOf(b.id, ids.fob, ids.main);
    const cents = centsOf([
      { quant: qa, unit: pa },
      { quant: qb, unit: pb },
    ]);
    expect(Math.round(o.total * 100)).toBe(cents);
    const today = businessDay(t.clock.now);
    expect(o).toMatchObject({
      numero: String(o.id).padStart(6, '0'),
      clienteId: ids.main,
      clienteCodigo: '100001',
      unidadeId: ids.matriz,
      validoAte: addDays(today, 7),
      valido: true,
      qtdItens: 2,
      vendedorNome: null,
    });
    expect(o.pesoTotal).toBeCloseTo(qa * a.peso + qb * b.peso, 3);
    const stored = await db().select().from(s.orcamentoItens).where(eq(s.orcamentoItens.orcamentoId, o.id));
    expect(stored.map((i) => [i.produtoId, i.modalidadeSku, i.produtoValorUnit])).toEqual([
      [a.id, 'CIF', pa],
      [b.id, 'FOB', pb],
    ]);
  });

  it('validity follows ORCAMENTO_VALIDADE_DIAS', async () => {
    await setParam('ORCAMENTO_VALIDADE_DIAS', '3');
    try {
      const res = await quote(cliente, [line(ids.prods[0].id, ids.prods[0].quantMin)]);
      expect(res.json().validoAte).toBe(addDays(businessDay(t.clock.now), 3));
    } finally {
      await setParam('ORCAMENTO_VALIDADE_DIAS', '7');
    }
  });

  it("a seller's adjusted price follows the order's rule (ALTERA_PRECO_ITEM, cents); a customer's is ignored", async () => {
    const p = ids.prods[1];
    await setParam('ALTERA_PRECO_ITEM', 'SIM');
    try {
      const bySeller = await quote(vendedor, [line(p.id, p.quantMin, { produtoValorUnit: 12.345 })]);
      expect(bySeller.statusCode, bySeller.body).toBe(201);
      expect(Math.round(bySeller.json().total * 100)).toBe(centsOf([{ quant: p.quantMin, unit: 12.35 }]));
      expect(bySeller.json().vendedorNome).toBeTruthy();
      const pdf = (await get(vendedor, `/api/orcamentos/${bySeller.json().id}/pdf`)).rawPayload;
      expect(pdfText(pdf)).toContain(`Vendedor:`);

      const byCustomer = await quote(cliente, [line(p.id, p.quantMin, { produtoValorUnit: 12.345 })]);
      const table = await priceOf(p.id, ids.cif, ids.main);
      expect(Math.round(byCustomer.json().total * 100)).toBe(centsOf([{ quant: p.quantMin, unit: table }]));
    } finally {
      await setParam('ALTERA_PRECO_ITEM', 'NAO');
    }
  });

  it('refuses a line the order would refuse, in Portuguese (400, nothing stored)', async () => {
    const before = (await get(cliente, `/api/orcamentos?cliente=${ids.main}`)).json().length;
    const res = await quote(cliente, [
      line(ids.prods[0].id, ids.prods[0].quantMin, { pagamentoCondicaoId: 999999 }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MSG.orderPaymentNotAllowed);
    expect(res.json().message).toMatch(/^Orçamento não gerado\. Item 1 - /);
    expect((await get(cliente, `/api/orcamentos?cliente=${ids.main}`)).json()).toHaveLength(before);
  });

  it("another client's id or a unit that is not the client's: 404 / 400", async () => {
    const p = ids.prods[0];
    expect((await quote(cliente, [line(p.id, p.quantMin)], ids.other)).statusCode).toBe(404);
    const bh = await quote(cliente, [line(p.id, p.quantMin)], ids.main, 999999);
    expect(bh.statusCode).toBe(400);
    expect(bh.json().message).toBe(MSG.orderUnitInvalid);
  });
});

describe('POST /api/orcamentos: Idempotency-Key', () => {
  it('a retry with the same key answers the first quote and stores no second one', async () => {
    const key = newKey();
    const itens = [line(ids.prods[2].id, ids.prods[2].quantMin)];
    const first = await quote(cliente, itens, ids.main, ids.matriz, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await countOrcamentos();
    const again = await quote(cliente, itens, ids.main, ids.matriz, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countOrcamentos()).toBe(before);
  });

  it('two simultaneous requests with one key make one quote (and a burst of five, one more)', async () => {
    const itens = [
      line(ids.prods[3].id, ids.prods[3].quantMin),
      line(ids.prods[4].id, ids.prods[4].quantMin),
    ];
    const before = await countOrcamentos();
    const key = newKey();
    const [a, b] = await Promise.all([
      quote(cliente, itens, ids.main, ids.matriz, key),
      quote(cliente, itens, ids.main, ids.matriz, key),
    ]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await countOrcamentos()).toBe(before + 1);
    const key2 = newKey();
    const burst = await Promise.all(
      [1, 2, 3, 4, 5].map(() => quote(vendedor, itens, ids.main, ids.matriz, key2)),
    );
    expect(burst.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(burst.map((r) => r.json().id)).size).toBe(1);
    expect(burst.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await countOrcamentos()).toBe(before + 2);
  });

  it("the same key with another body, or an order's key: 409 in Portuguese, nothing stored", async () => {
    const key = newKey();
    const p = ids.prods[5];
    expect((await quote(cliente, [line(p.id, p.quantMin)], ids.main, ids.matriz, key)).statusCode).toBe(201);
    const before = await countOrcamentos();
    const other = await quote(cliente, [line(p.id, p.quantMin * 2)], ids.main, ids.matriz, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      status: 409,
      message: MSG.quoteIdempotencyKeyConflict,
      fields: { 'Idempotency-Key': MSG.quoteIdempotencyKeyConflict },
    });
    // A key this user already gave an order.
    const [usr] = await db()
      .select({ id: s.usuarios.id })
      .from(s.usuarios)
      .where(eq(s.usuarios.email, DEMO_ACCOUNTS.cliente));
    const orderKey = newKey();
    await db()
      .insert(s.idempotencyKeys)
      .values({
        chave: orderKey,
        usuarioId: usr.id,
        rota: 'POST /api/pedidos',
        requestHash: 'x'.repeat(64),
        statusCode: 201,
        resposta: [],
      });
    const reused = await quote(cliente, [line(p.id, p.quantMin)], ids.main, ids.matriz, orderKey);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(MSG.quoteIdempotencyKeyConflict);
    expect(await countOrcamentos()).toBe(before);
  });

  it("keys are per user: another user's same key makes its own quote", async () => {
    const key = newKey();
    const itens = [line(ids.prods[6].id, ids.prods[6].quantMin)];
    const mine = await quote(cliente, itens, ids.main, ids.matriz, key);
    const theirs = await quote(vendedor, itens, ids.main, ids.matriz, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().vendedorNome).toBeTruthy();
  });

  it('requires the header (400 in Portuguese); a refused cart stores nothing, so its key serves the corrected one', async () => {
    const p = ids.prods[7];
    const before = await countOrcamentos();
    const none = await quote(cliente, [line(p.id, p.quantMin)], ids.main, ids.matriz, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      status: 400,
      message: MSG.quoteIdempotencyKeyRequired,
      fields: { 'Idempotency-Key': MSG.quoteIdempotencyKeyRequired },
    });
    for (const bad of ['x'.repeat(101), 'com espaço']) {
      const res = await quote(cliente, [line(p.id, p.quantMin)], ids.main, ids.matriz, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(MSG.quoteIdempotencyKeyRequired);
    }
    const key = newKey();
    const refused = await quote(
      cliente,
      [line(p.id, p.quantMin, { pagamentoCondicaoId: 999999 })],
      ids.main,
      ids.matriz,
      key,
    );
    expect(refused.statusCode).toBe(400);
    expect(await countOrcamentos()).toBe(before);
    const corrected = await quote(cliente, [line(p.id, p.quantMin)], ids.main, ids.matriz, key);
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(await countOrcamentos()).toBe(before + 1);
  });
});

describe('GET /api/orcamentos/{id}/pdf', () => {
  it('the stored quote: brand, number, dates, client, unit, items and the total; the same bytes again', async () => {
    const [a, b, c] = [ids.prods[0], ids.prods[7], ids.prods[12]];
    const itens = [
      line(a.id, a.quantMin),
      line(b.id, b.quantMin * 2),
      line(c.id, c.quantMin, { modalidadeId: ids.fob }),
    ];
    const o = (await quote(cliente, itens)).json();
    const res = await get(cliente, `/api/orcamentos/${o.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`orcamento-${o.numero}.pdf`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`ORÇAMENTO Nº ${o.numero}`);
    expect(text).toContain('Portal B2B');
    expect(text).toContain('100001/01 - CONSTRUTORA ALICERCE LTDA');
    expect(text).toContain('11.444.777/0001-61');
    expect(text).toContain('03/01 MATRIZ SÃO PAULO');
    expect(text).toContain(`Válido até: ${br(o.validoAte)}`);
    expect(text).toContain('BOLETO BANCARIO - 28 DIAS');
    expect(text).toContain('CIF, FOB');
    for (const p of [a, b, c]) expect(text).toContain(p.sku);
    // The total printed is the one computed here from the catalogue.
    const cents = centsOf([
      { quant: a.quantMin, unit: await priceOf(a.id, ids.cif, ids.main) },
      { quant: b.quantMin * 2, unit: await priceOf(b.id, ids.cif, ids.main) },
      { quant: c.quantMin, unit: await priceOf(c.id, ids.fob, ids.main) },
    ]);
    expect(text).toMatch(
      new RegExp(`Total do orçamento:\\s+${formatCurrency(cents / 100).replace(/[.$]/g, '\\$&')}`),
    );
    expect(text).toMatch(/página 1 de 1/);
    const again = await get(cliente, `/api/orcamentos/${o.id}/pdf`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });
});

describe('POST /api/orcamentos/{id}/email', () => {
  it('a bad address: 400 with the message on the field', async () => {
    const o = (await quote(cliente, [line(ids.prods[0].id, ids.prods[0].quantMin)])).json();
    for (const email of ['', 'sem-arroba', 'a@b', 'x'.repeat(250) + '@x.com']) {
      const res = await post(cliente, `/api/orcamentos/${o.id}/email`, { email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().message).toBe(MSG.quoteEmailInvalid);
    }
    expect(
      (await post(cliente, `/api/orcamentos/${o.id}/email`, { email: 'sem-arroba' })).json().fields,
    ).toEqual({ email: MSG.quoteEmailInvalid });
  });

  it('reaches the SMTP server with the PDF attached (the same document as the download)', async () => {
    const o = (await quote(cliente, [line(ids.prods[2].id, ids.prods[2].quantMin)])).json();
    const res = await post(cliente, `/api/orcamentos/${o.id}/email`, { email: ' Compras@Exemplo.com.br ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.quoteEmailSent('compras@exemplo.com.br'));
    const mail = await sink.waitFor((m) => m.subject.includes(`Orçamento ${o.numero}`));
    expect(mail.to).toEqual(['compras@exemplo.com.br']);
    expect(mail.text).toContain(formatCurrency(o.total));
    expect(mail.text).toContain(br(o.validoAte));
    const part =
      /Content-Type: application\/pdf;[^]*?filename="?orcamento-(\d+)\.pdf"?[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
        mail.raw,
      );
    expect(part?.[1]).toBe(o.numero);
    const attached = Buffer.from(part![2].replace(/\s/g, ''), 'base64');
    const download = (await get(cliente, `/api/orcamentos/${o.id}/pdf`)).rawPayload;
    expect(attached.equals(download)).toBe(true);
    const [row] = await db()
      .select()
      .from(s.emailOutbox)
      .where(eq(s.emailOutbox.para, 'compras@exemplo.com.br'));
    expect(row.status).toBe('ENVIADO');
    expect(row.anexos?.[0]).toMatchObject({
      filename: `orcamento-${o.numero}.pdf`,
      contentType: 'application/pdf',
    });
  });
});

describe('POST /api/orcamentos/{id}/email: a daily cap per user (ORCAMENTO_EMAILS_DIA)', () => {
  const send = (token: string, id: number, email: string, from: string) =>
    post(token, `/api/orcamentos/${id}/email`, { email }, {}, from);
  const sentTo = async (para: string) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(s.emailOutbox)
        .where(eq(s.emailOutbox.para, para))
    )[0].n;
  const setCap = (valor: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/parametros/ORCAMENTO_EMAILS_DIA',
      headers: bearer(admin),
      payload: { valor },
    });

  it('the 21st e-mail of a Brasília day is refused (429, in Portuguese); another user is not; the next day sends again', async () => {
    const o = (await quote(vendedor, [line(ids.prods[1].id, ids.prods[1].quantMin)])).json();
    const from = '10.0.21.1';
    for (let i = 1; i <= 20; i++) {
      const res = await send(vendedor, o.id, `limite.${i}@exemplo.com.br`, from);
      expect(res.statusCode, `${i}: ${res.body}`).toBe(200);
    }
    const refused = await send(vendedor, o.id, 'limite.21@exemplo.com.br', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, message: MSG.quoteEmailDailyLimit(20) });
    expect(MSG.quoteEmailDailyLimit(20)).toBe(
      'Limite de 20 envios de orçamento por e-mail por dia atingido. Tente novamente amanhã.',
    );
    expect(await sentTo('limite.21@exemplo.com.br')).toBe(0);
    // A bad address and another client's quote are still answered as such.
    expect((await send(vendedor, o.id, 'sem-arroba', from)).statusCode).toBe(400);
    expect((await send(vendedor, 999999, 'a@exemplo.com.br', from)).statusCode).toBe(404);

    // Another user of the same client is not affected.
    const mine = await send(cliente, o.id, 'outro.usuario@exemplo.com.br', '10.0.21.2');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await sentTo('outro.usuario@exemplo.com.br')).toBe(1);

    // The next Brasília day starts again (a new login: the session of yesterday has expired).
    t.clock.advance(24 * 60 * 60_000);
    try {
      const { token } = await tokenFor(t.app, DEMO_ACCOUNTS.vendedor);
      const tomorrow = await send(token, o.id, 'limite.amanha@exemplo.com.br', from);
      expect(tomorrow.statusCode, tomorrow.body).toBe(200);
    } finally {
      t.clock.advance(-24 * 60 * 60_000);
    }
  });

  it('the parameter sets the cap (Parâmetros, administrator); concurrent sends never pass it', async () => {
    const o = (await quote(multi, [line(ids.prods[0].id, ids.prods[0].quantMin)], ids.other)).json();
    const from = '10.0.21.3';
    try {
      for (const bad of ['0', '1001', 'vinte']) expect((await setCap(bad)).statusCode, bad).toBe(400);
      expect((await setCap('2')).statusCode).toBe(200);
      const listed = (
        await t.app.inject({ method: 'GET', url: '/api/parametros', headers: bearer(admin) })
      ).json();
      expect(listed.find((p: { nome: string }) => p.nome === 'ORCAMENTO_EMAILS_DIA')).toMatchObject({
        valor: '2',
        padrao: '20',
        tipo: 'inteiro',
      });
      for (const i of [1, 2])
        expect((await send(multi, o.id, `cap.${i}@exemplo.com.br`, from)).statusCode).toBe(200);
      const third = await send(multi, o.id, 'cap.3@exemplo.com.br', from);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(MSG.quoteEmailDailyLimit(2));
      expect(MSG.quoteEmailDailyLimit(1)).toBe(
        'Limite de 1 envio de orçamento por e-mail por dia atingido. Tente novamente amanhã.',
      );

      // Raised to 5: three more slots, and six sends at once take exactly those three.
      expect((await setCap('5')).statusCode).toBe(200);
      const burst = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((i) => send(multi, o.id, `cap.juntos.${i}@exemplo.com.br`, from)),
      );
      expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
      for (const r of burst.filter((x) => x.statusCode === 429))
        expect(r.json().message).toBe(MSG.quoteEmailDailyLimit(5));
      const [{ n }] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(s.emailOutbox)
        .where(sql`${s.emailOutbox.para} like 'cap.juntos.%'`);
      expect(n).toBe(3);
    } finally {
      expect((await setCap('20')).statusCode).toBe(200);
    }
  });
});

describe('GET /api/orcamentos and /{id}/carrinho', () => {
  it('lists the client quotes, newest first, for its customer and its seller', async () => {
    const o = (await quote(cliente, [line(ids.prods[3].id, ids.prods[3].quantMin)])).json();
    const mine = (await get(cliente, `/api/orcamentos?cliente=${ids.main}`)).json();
    expect(mine[0]).toEqual(o);
    expect(mine.map((x: { id: number }) => x.id)).toEqual(
      [...mine.map((x: { id: number }) => x.id)].sort((x, y) => y - x),
    );
    expect((await get(vendedor, `/api/orcamentos?cliente=${ids.main}`)).json()[0].id).toBe(o.id);
  });

  it('a valid quote reopens as the same cart lines', async () => {
    const [a, b] = [ids.prods[4], ids.prods[9]];
    const itens = [line(a.id, a.quantMin * 2), line(b.id, b.quantMin, { modalidadeId: ids.fob })];
    const o = (await quote(cliente, itens)).json();
    const res = await get(cliente, `/api/orcamentos/${o.id}/carrinho`);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({
      orcamentoId: o.id,
      numero: o.numero,
      clienteId: ids.main,
      unidadeId: ids.matriz,
    });
    expect(c.indisponiveis).toEqual([]);
    expect(
      c.itens.map(
        (l: {
          produtoId: number;
          produtoQuant: number;
          modalidade: { sku: string };
          pagamentoCondicao: { id: number };
        }) => [l.produtoId, l.produtoQuant, l.modalidade.sku, l.pagamentoCondicao.id],
      ),
    ).toEqual([
      [a.id, a.quantMin * 2, 'CIF', ids.c28],
      [b.id, b.quantMin, 'FOB', ids.c28],
    ]);
    const total = c.itens.reduce(
      (sum: number, l: { produtoValorTotal: number }) => sum + l.produtoValorTotal,
      0,
    );
    expect(Math.round(total * 100)).toBe(Math.round(o.total * 100));
  });

  it('after its validity: a 422 that says until when it was valid; the list says it expired', async () => {
    const o = (await quote(cliente, [line(ids.prods[0].id, ids.prods[0].quantMin)])).json();
    const today = businessDay(t.clock.now);
    const setValidoAte = (day: string) =>
      db().update(s.orcamentos).set({ validoAte: day }).where(eq(s.orcamentos.id, o.id));
    // The last valid day still reopens; the day after does not.
    await setValidoAte(today);
    expect((await get(cliente, `/api/orcamentos/${o.id}/carrinho`)).statusCode).toBe(200);
    const yesterday = addDays(today, -1);
    await setValidoAte(yesterday);
    const res = await get(cliente, `/api/orcamentos/${o.id}/carrinho`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: MSG.quoteExpired(o.numero, br(yesterday)),
      code: ERROR_CODES.BUSINESS_WARNING,
    });
    const listed = (await get(cliente, `/api/orcamentos?cliente=${ids.main}`)).json();
    expect(listed.find((x: { id: number }) => x.id === o.id).valido).toBe(false);
    // The PDF of an expired quote can still be downloaded.
    expect((await get(cliente, `/api/orcamentos/${o.id}/pdf`)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it("another client's quote is 404 for every route, as the order print; managers are refused by role", async () => {
    const theirs = await quote(multi, [line(ids.prods[0].id, ids.prods[0].quantMin)], ids.other);
    expect(theirs.statusCode, theirs.body).toBe(201);
    const id = theirs.json().id;
    expect((await get(multi, `/api/orcamentos/${id}/pdf`)).statusCode).toBe(200);
    expect((await get(cliente, `/api/orcamentos/${id}/pdf`)).statusCode).toBe(404);
    expect((await get(cliente, `/api/orcamentos/${id}/carrinho`)).statusCode).toBe(404);
    expect(
      (await post(cliente, `/api/orcamentos/${id}/email`, { email: 'a@exemplo.com.br' })).statusCode,
    ).toBe(404);
    expect((await get(cliente, `/api/orcamentos?cliente=${ids.other}`)).statusCode).toBe(404);
    expect((await get(cliente, `/api/orcamentos/999999/pdf`)).statusCode).toBe(404);
    expect((await get(gestor, `/api/orcamentos/${id}/pdf`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/orcamentos/${id}/pdf` })).statusCode).toBe(401);
  });
});
