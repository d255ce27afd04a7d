// Order news: who is notified of a change of order status (the spec's access rules), no duplicate
// on a repeated ERP call, read marks, e-mail choices through the outbox, the live stream (SSE) with
// replay after a reconnect, and two API nodes on one PostgreSQL (LISTEN/NOTIFY); the stream's limits
// (per user, per node) and its end with the session (logout, blocking, profile removed, on any node).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@portal/shared/constants';
import { EMAILS, MSG } from '@portal/shared/messages';
import {
  NOTIFICACAO_EVENT,
  NOTIFICACAO_SUBSTITUIDA_EVENT,
  NOTIFICACOES_STREAMS_POR_USUARIO,
  NOTIFICACOES_STREAMS_RETRY_AFTER,
  type Notificacao,
} from '@portal/shared/schemas/notificacoes';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import * as s from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed';
import { hashPassword } from '../src/lib/crypto';
import { apiKeyFor, erpSend, insertOrder } from './erp-helpers';
import { bearer, createTestApp, dbKind, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let key: string;
const PUBLIC_URL = 'https://portal.exemplo.com.br';
type Caller = { token: string; id: number };
const who = {} as Record<'cliente' | 'multi' | 'vendedor' | 'gestor' | 'outroVendedor', Caller>;
const cli = {} as { main: { id: number; codigo: string }; multiOnly: { id: number; codigo: string } };

const db = () => t.database.db;

function setStatus(ref: string, statusId: number, app = t.app) {
  return erpSend(app, key, 'POST', `/api/integracao/v1/pedidos/${ref}/status`, {
    empresa: '03',
    filial: '01',
    statusId,
  });
}

async function rowsOf(pedidoId: number) {
  return db()
    .select()
    .from(s.notificacoes)
    .where(eq(s.notificacoes.pedidoId, pedidoId))
    .orderBy(asc(s.notificacoes.id));
}

const list = async (c: Caller) =>
  (await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: bearer(c.token) })).json() as {
    itens: Notificacao[];
    naoLidas: number;
  };

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  key = await apiKeyFor(db());
  for (const [k, email] of [
    ['cliente', DEMO_ACCOUNTS.cliente],
    ['multi', DEMO_ACCOUNTS.multi],
    ['vendedor', DEMO_ACCOUNTS.vendedor],
    ['gestor', DEMO_ACCOUNTS.gestor],
  ] as const)
    who[k] = await tokenFor(t.app, email);
  const clienteLinks = await db()
    .select({ id: s.clientes.id, codigo: s.clientes.codigo })
    .from(s.usuarioClientes)
    .innerJoin(s.clientes, eq(s.clientes.id, s.usuarioClientes.clienteId))
    .where(eq(s.usuarioClientes.usuarioId, who.cliente.id));
  cli.main = clienteLinks.find((c) => c.codigo === '100001')!;
  // The main client's seller is vendedor@ (its ERP seller).
  await db().update(s.clientes).set({ vendedorId: who.vendedor.id }).where(eq(s.clientes.id, cli.main.id));
  const multiLinks = await db()
    .select({ id: s.clientes.id, codigo: s.clientes.codigo, status: s.clientes.status })
    .from(s.usuarioClientes)
    .innerJoin(s.clientes, eq(s.clientes.id, s.usuarioClientes.clienteId))
    .where(eq(s.usuarioClientes.usuarioId, who.multi.id))
    .orderBy(asc(s.clientes.id));
  cli.multiOnly = multiLinks.find(
    (c) => c.status === 'L' && !clienteLinks.some((x) => x.id === c.id) && c.id !== cli.main.id,
  )!;
  // Another seller, serving and linked to another client only.
  const [outro] = await db()
    .insert(s.usuarios)
    .values({
      nome: 'OUTRO VENDEDOR',
      email: 'outro.vendedor@teste.com.br',
      senhaHash: await hashPassword(DEMO_PASSWORD),
      status: 'L',
    })
    .returning();
  const [perfil] = await db().select().from(s.perfis).where(eq(s.perfis.role, 'ROLE_VENDEDOR'));
  await db().insert(s.usuarioPerfis).values({ usuarioId: outro.id, perfilId: perfil.id });
  await db().insert(s.usuarioClientes).values({ usuarioId: outro.id, clienteId: cli.multiOnly.id });
  const [unit] = await db().select().from(s.unidades).where(eq(s.unidades.empresaCod, '03'));
  await db().insert(s.usuarioUnidades).values({ usuarioId: outro.id, unidadeId: unit.id });
  who.outroVendedor = await tokenFor(t.app, 'outro.vendedor@teste.com.br');
});
afterAll(async () => t?.close());

describe('who is notified', () => {
  it("an ERP status change: the client's users and its seller, never a manager or another client's users", async () => {
    const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
    expect((await setStatus(o.ref, ORDER_STATUS.EM_ANALISE)).statusCode).toBe(200);
    const rows = await rowsOf(o.id);
    const users = rows.map((r) => r.usuarioId);
    expect(users).toContain(who.cliente.id);
    expect(users).toContain(who.vendedor.id);
    expect(users).not.toContain(who.gestor.id);
    expect(users).not.toContain(who.outroVendedor.id);
    // Every recipient may see the client: linked to it, or its seller.
    const linked = await db()
      .select({ u: s.usuarioClientes.usuarioId })
      .from(s.usuarioClientes)
      .where(and(eq(s.usuarioClientes.clienteId, cli.main.id), inArray(s.usuarioClientes.usuarioId, users)));
    for (const u of users)
      expect(u === who.vendedor.id || linked.some((l) => l.u === u), String(u)).toBe(true);
    expect(rows.every((r) => r.statusId === ORDER_STATUS.EM_ANALISE && r.lidaDate === null)).toBe(true);

    const mine = await list(who.cliente);
    expect(mine.naoLidas).toBeGreaterThanOrEqual(1);
    expect(mine.itens[0]).toMatchObject({
      pedidoId: o.id,
      pedidoRef: o.ref,
      statusId: ORDER_STATUS.EM_ANALISE,
      clienteId: cli.main.id,
      lida: false,
    });
    expect((await list(who.vendedor)).itens.some((n) => n.pedidoId === o.id)).toBe(true);
    expect((await list(who.gestor)).itens).toEqual([]);
    expect((await list(who.outroVendedor)).itens.some((n) => n.pedidoId === o.id)).toBe(false);
  });

  it('a multi-client user is told of each of its clients; the other clients’ users are not', async () => {
    const o = await insertOrder(db(), { clienteCodigo: cli.multiOnly.codigo });
    await setStatus(o.ref, ORDER_STATUS.EM_ANALISE);
    const users = (await rowsOf(o.id)).map((r) => r.usuarioId);
    expect(users).toContain(who.multi.id);
    expect(users).toContain(who.outroVendedor.id); // linked seller
    expect(users).not.toContain(who.cliente.id);
    expect(users).not.toContain(who.gestor.id);
    expect((await list(who.multi)).itens.some((n) => n.pedidoId === o.id)).toBe(true);
    expect((await list(who.cliente)).itens.some((n) => n.pedidoId === o.id)).toBe(false);
  });

  it('a repeated ERP status call adds nothing; the next status adds one per user', async () => {
    const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
    await setStatus(o.ref, ORDER_STATUS.EM_ANALISE);
    const first = await rowsOf(o.id);
    const again = await setStatus(o.ref, ORDER_STATUS.EM_ANALISE);
    expect(again.statusCode).toBe(200);
    expect(again.json().alterado).toBe(false);
    expect(await rowsOf(o.id)).toEqual(first);
    await setStatus(o.ref, ORDER_STATUS.LIBERADO);
    expect(await rowsOf(o.id)).toHaveLength(first.length * 2);
  });

  it('a status change refused by the ERP API (409) writes no notification', async () => {
    const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
    const res = await erpSend(t.app, key, 'POST', `/api/integracao/v1/pedidos/${o.ref}/status`, {
      empresa: '03',
      filial: '01',
      statusId: ORDER_STATUS.LIBERADO,
      statusAnterior: ORDER_STATUS.EM_ANALISE,
    });
    expect(res.statusCode).toBe(409);
    expect(await rowsOf(o.id)).toEqual([]);
  });

  it('a cancellation in the portal notifies the same users', async () => {
    const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pedidos/cancelar/${o.id}`,
      headers: bearer(who.cliente.token),
    });
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(o.id);
    expect(rows.map((r) => r.statusId)).toEqual(rows.map(() => ORDER_STATUS.CANCELADO));
    expect(rows.map((r) => r.usuarioId)).toEqual(expect.arrayContaining([who.cliente.id, who.vendedor.id]));
  });

  it('an order placed in the portal notifies its creation (REALIZADO)', async () => {
    const [unit] = await db()
      .select()
      .from(s.unidades)
      .where(and(eq(s.unidades.empresaCod, '03'), eq(s.unidades.filialCod, '01')));
    const [tabela] = await db()
      .select()
      .from(s.tabelasPreco)
      .where(and(eq(s.tabelasPreco.unidadeId, unit.id), eq(s.tabelasPreco.sku, 'CIF')));
    const [forma] = await db().select().from(s.pagamentoFormas).where(eq(s.pagamentoFormas.sku, 'BOL'));
    const [cond] = await db()
      .select()
      .from(s.pagamentoCondicoes)
      .where(and(eq(s.pagamentoCondicoes.pgtoFormaId, forma.id), eq(s.pagamentoCondicoes.sku, '028')));
    const [prod] = await db().select().from(s.produtos).orderBy(asc(s.produtos.id)).limit(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { ...bearer(who.cliente.token), 'idempotency-key': `notif-${Date.now()}` },
      payload: {
        total: 1,
        clienteId: cli.main.id,
        unidadeId: unit.id,
        obsnf: '',
        clienteEntregaCodigo: '',
        clienteEntregaLoja: '',
        clienteEntregaCgc: '',
        clienteEntregaDescricao: '',
        pedidoPadrao: false,
        pedidoPadraoDescricao: '',
        itens: [
          {
            isObra: false,
            obraId: null,
            produtoId: prod.id,
            produtoSku: prod.sku,
            produtoQuant: prod.quantMin * 10,
            produtoPesoUnit: 1,
            produtoValorUnit: 1,
            produtoValorTotal: 10,
            modalidadeId: tabela.id,
            modalidadeSku: 'CIF',
            pagamentoFormaId: forma.id,
            pagamentoFormaSku: 'BOL',
            pagamentoCondicaoId: cond.id,
            pagamentoCondicaoSku: '028',
            motoristaSku: null,
            veiculoPlaca: null,
            dataEmbarque: null,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const pedidoId = res.json()[0].pedidoId as number;
    const rows = await rowsOf(pedidoId);
    expect(rows.map((r) => r.usuarioId)).toEqual(expect.arrayContaining([who.cliente.id, who.vendedor.id]));
    expect(rows.every((r) => r.statusId === ORDER_STATUS.REALIZADO)).toBe(true);
    expect(rows.map((r) => r.usuarioId)).not.toContain(who.gestor.id);
  });
});

describe('read marks', () => {
  it('one, then all; never another user’s', async () => {
    const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
    await setStatus(o.ref, ORDER_STATUS.EM_ANALISE);
    const before = await list(who.cliente);
    const n = before.itens.find((x) => x.pedidoId === o.id)!;
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/notificacoes/${n.id}/lida`,
      headers: bearer(who.outroVendedor.token),
    });
    expect(foreign.statusCode).toBe(404);
    const one = await t.app.inject({
      method: 'POST',
      url: `/api/notificacoes/${n.id}/lida`,
      headers: bearer(who.cliente.token),
    });
    expect(one.statusCode).toBe(200);
    const after = await list(who.cliente);
    expect(after.naoLidas).toBe(before.naoLidas - 1);
    expect(after.itens.find((x) => x.id === n.id)!.lida).toBe(true);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notificacoes/lidas',
      headers: bearer(who.cliente.token),
    });
    expect(all.json().atualizadas).toBe(after.naoLidas);
    expect((await list(who.cliente)).naoLidas).toBe(0);
    // The seller's copy is its own: still unread.
    expect((await list(who.vendedor)).itens.find((x) => x.pedidoId === o.id)!.lida).toBe(false);
  });
});

describe('e-mails', () => {
  const mailsTo = async (email: string, subject: string) =>
    db()
      .select()
      .from(s.emailOutbox)
      .where(and(eq(s.emailOutbox.para, email), eq(s.emailOutbox.assunto, subject)));

  it('by default only NF-e EMITIDA and ENTREGUE, in pt-BR with the order link', async () => {
    const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
    await setStatus(o.ref, ORDER_STATUS.EM_ANALISE);
    expect(
      await mailsTo(DEMO_ACCOUNTS.cliente, EMAILS.orderStatusSubject({ ref: o.ref, status: 'EM ANALISE' })),
    ).toEqual([]);
    await setStatus(o.ref, ORDER_STATUS.NFE_EMITIDA);
    const [mail] = await mailsTo(DEMO_ACCOUNTS.cliente, `Pedido ${o.ref}: NF-e EMITIDA`);
    expect(mail.texto).toContain(`${PUBLIC_URL}/pedidos/detalhe/${o.id}`);
    expect(mail.texto).toContain(`O pedido ${o.ref}`);
    expect(await mailsTo(DEMO_ACCOUNTS.vendedor, `Pedido ${o.ref}: NF-e EMITIDA`)).toHaveLength(1);
    // A repeated call sends nothing again.
    await setStatus(o.ref, ORDER_STATUS.NFE_EMITIDA);
    expect(await mailsTo(DEMO_ACCOUNTS.cliente, `Pedido ${o.ref}: NF-e EMITIDA`)).toHaveLength(1);
  });

  it('each user chooses the statuses; unknown statuses are refused in pt-BR', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/notificacoes/preferencias',
      headers: bearer(who.multi.token),
    });
    expect(get.json()).toEqual({ emailStatus: [ORDER_STATUS.NFE_EMITIDA, ORDER_STATUS.ENTREGUE] });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/notificacoes/preferencias',
      headers: bearer(who.multi.token),
      payload: { emailStatus: [99] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).not.toMatch(/emailStatus/);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/notificacoes/preferencias',
      headers: bearer(who.multi.token),
      payload: { emailStatus: [ORDER_STATUS.EM_ANALISE] },
    });
    expect(put.json()).toEqual({ emailStatus: [ORDER_STATUS.EM_ANALISE] });
    const o = await insertOrder(db(), { clienteCodigo: cli.multiOnly.codigo });
    await setStatus(o.ref, ORDER_STATUS.EM_ANALISE);
    expect(await mailsTo(DEMO_ACCOUNTS.multi, `Pedido ${o.ref}: EM ANALISE`)).toHaveLength(1);
    await setStatus(o.ref, ORDER_STATUS.NFE_EMITIDA);
    expect(await mailsTo(DEMO_ACCOUNTS.multi, `Pedido ${o.ref}: NF-e EMITIDA`)).toEqual([]);
  });
});

// ------------------------------------------------------------------ live stream

interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
}

/** An open SSE stream read with fetch, as the web app does; events are collected as they come. */
async function openStream(base: string, token: string, headers: Record<string, string> = {}) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/api/notificacoes/stream`, {
    headers: { ...bearer(token), accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...headers },
    signal: ctrl.signal,
  });
  const events: SseEvent[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  // When the server ended the stream (null while open or closed by this side).
  let endedAt: number | null = null;
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          endedAt = Date.now();
          return;
        }
        buf += value;
        let at: number;
        while ((at = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, at);
          buf = buf.slice(at + 2);
          const ev: SseEvent = {};
          for (const line of block.split('\n')) {
            const m = /^(id|event|data): ?(.*)$/.exec(line);
            if (m) ev[m[1] as keyof SseEvent] = m[2];
          }
          if (ev.event) events.push(ev);
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    res,
    events,
    endedAt: () => endedAt,
    notificacoes: () =>
      events.filter((e) => e.event === NOTIFICACAO_EVENT).map((e) => JSON.parse(e.data!) as Notificacao),
    async close() {
      ctrl.abort();
      await pump;
    },
  };
}

describe('live stream (SSE)', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });

  it('is authenticated like the other routes', async () => {
    const res = await fetch(`${base}/api/notificacoes/stream`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(401);
    // Only a client asking for the stream gets one (a JSON client gets a message, not a hang).
    const json = await t.app.inject({
      method: 'GET',
      url: '/api/notificacoes/stream',
      headers: bearer(who.cliente.token),
    });
    expect(json.statusCode).toBe(406);
    expect(json.json().message).toBe(MSG.streamAcceptRequired);
  });

  it('pushes a change as it commits, uncompressed; a reconnect with Last-Event-ID replays what was missed, once', async () => {
    const a = await openStream(base, who.cliente.token);
    expect(a.res.status).toBe(200);
    expect(a.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(a.res.headers.get('content-encoding')).toBeNull();
    const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
    await setStatus(o.ref, ORDER_STATUS.EM_ANALISE);
    await expect.poll(() => a.notificacoes().length, { timeout: 20_000 }).toBe(1);
    const first = a.events.find((e) => e.event === NOTIFICACAO_EVENT)!;
    expect(a.notificacoes()[0]).toMatchObject({
      pedidoId: o.id,
      statusId: ORDER_STATUS.EM_ANALISE,
      lida: false,
    });
    expect(first.id).toBe(String(a.notificacoes()[0].id));
    // Another user's change never reaches this stream.
    const other = await insertOrder(db(), { clienteCodigo: cli.multiOnly.codigo });
    await setStatus(other.ref, ORDER_STATUS.EM_ANALISE);
    await a.close();

    // Offline: two changes.
    await setStatus(o.ref, ORDER_STATUS.LIBERADO);
    await setStatus(o.ref, ORDER_STATUS.CARREGAMENTO);
    const b = await openStream(base, who.cliente.token, { 'last-event-id': first.id! });
    await expect.poll(() => b.notificacoes().length, { timeout: 20_000 }).toBe(2);
    expect(b.notificacoes().map((n) => n.statusId)).toEqual([
      ORDER_STATUS.LIBERADO,
      ORDER_STATUS.CARREGAMENTO,
    ]);
    expect(b.notificacoes().every((n) => n.pedidoId === o.id)).toBe(true);
    // Live again after the replay, and nothing twice.
    await setStatus(o.ref, ORDER_STATUS.NFE_EMITIDA);
    await expect.poll(() => b.notificacoes().length, { timeout: 20_000 }).toBe(3);
    const ids = b.notificacoes().map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    await b.close();

    // ?after= does the same for a client that cannot send the header.
    const c = await fetch(`${base}/api/notificacoes/stream?after=${first.id}`, {
      headers: { ...bearer(who.cliente.token), accept: 'text/event-stream' },
      signal: AbortSignal.timeout(30_000),
    });
    const reader = c.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while ((text.match(/event: notificacao/g) ?? []).length < 3) text += (await reader.read()).value ?? '';
    await reader.cancel();
    expect(text).toContain(`id: ${ids[0]}`);
  });

  it('closing the server ends the open streams (no hang on shutdown)', async () => {
    const extra = await createTestApp();
    await extra.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(extra.app.server.address() as { port: number }).port}`;
    const { token } = await tokenFor(extra.app, DEMO_ACCOUNTS.cliente);
    const st = await openStream(url, token);
    expect(st.res.status).toBe(200);
    // The app's own close, without the helper's closing of every connection: it returns only once
    // the app has ended the stream.
    await extra.app.close();
    await st.close();
    await extra.close();
  });

  /** A seller of its own linked to the main client (its sessions end without touching the others'). */
  async function newSeller(email: string): Promise<Caller> {
    const [u] = await db()
      .insert(s.usuarios)
      .values({
        nome: 'VENDEDOR DO STREAM',
        email,
        senhaHash: await hashPassword(DEMO_PASSWORD),
        status: 'L',
      })
      .returning();
    const [perfil] = await db().select().from(s.perfis).where(eq(s.perfis.role, 'ROLE_VENDEDOR'));
    await db().insert(s.usuarioPerfis).values({ usuarioId: u.id, perfilId: perfil.id });
    await db().insert(s.usuarioClientes).values({ usuarioId: u.id, clienteId: cli.main.id });
    const [unit] = await db().select().from(s.unidades).where(eq(s.unidades.empresaCod, '03'));
    await db().insert(s.usuarioUnidades).values({ usuarioId: u.id, unidadeId: unit.id });
    return tokenFor(t.app, email);
  }

  /** Polls until the stream was ended by the server; returns how long that took after `since`. */
  async function endedWithin(st: Awaited<ReturnType<typeof openStream>>, since: number, ms: number) {
    await expect.poll(() => st.endedAt(), { timeout: ms, interval: 20 }).not.toBeNull();
    return st.endedAt()! - since;
  }

  const openOnNode = async () => {
    const h = await t.app.inject({ method: 'GET', url: '/api/health' });
    return h.json().streams as { abertos: number; maximo: number };
  };

  it('one user holds at most NOTIFICACOES_STREAMS_POR_USUARIO streams: a new one ends the oldest; another user is unaffected', async () => {
    const c = await newSeller('stream.limite@teste.com.br');
    const mine: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i < NOTIFICACOES_STREAMS_POR_USUARIO; i++) {
      mine.push(await openStream(base, c.token));
      expect(mine[i].res.status).toBe(200);
    }
    const other = await openStream(base, who.vendedor.token);
    expect(other.res.status).toBe(200);
    await expect.poll(openOnNode).toMatchObject({ abertos: NOTIFICACOES_STREAMS_POR_USUARIO + 1 });

    const newest = await openStream(base, c.token);
    expect(newest.res.status).toBe(200);
    // The first one is told it was replaced, then ended; the rest stay open.
    expect(await endedWithin(mine[0], Date.now(), 2000)).toBeLessThan(2000);
    expect(mine[0].events.map((e) => e.event)).toEqual([NOTIFICACAO_SUBSTITUIDA_EVENT]);
    expect(mine.slice(1).map((m) => m.endedAt())).toEqual(mine.slice(1).map(() => null));
    await expect.poll(openOnNode).toMatchObject({ abertos: NOTIFICACOES_STREAMS_POR_USUARIO + 1 });

    // The open ones (the user's five and the other user's) all get the next change.
    const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
    await setStatus(o.ref, ORDER_STATUS.EM_ANALISE);
    for (const st of [...mine.slice(1), newest, other])
      await expect.poll(() => st.notificacoes().map((n) => n.pedidoId), { timeout: 20_000 }).toEqual([o.id]);
    expect(mine[0].notificacoes()).toEqual([]);
    for (const st of [...mine, newest, other]) await st.close();
    await expect.poll(openOnNode).toMatchObject({ abertos: 0 });
  });

  it('a node holding NOTIFICACOES_STREAMS_MAX streams answers 503 with Retry-After in pt-BR; a place freed is taken again', async () => {
    // A second node on the same database with room for two streams.
    const config = { ...t.app.ctx.config, NOTIFICACOES_STREAMS_MAX: 2 };
    const capped = await buildApp({ config, database: t.database, logger: false });
    await capped.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(capped.server.address() as { port: number }).port}`;
      const a = await openStream(url, who.cliente.token);
      const b = await openStream(url, who.vendedor.token);
      expect([a.res.status, b.res.status]).toEqual([200, 200]);
      for (const token of [who.multi.token, who.cliente.token]) {
        const res = await fetch(`${url}/api/notificacoes/stream`, {
          headers: { ...bearer(token), accept: 'text/event-stream' },
        });
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe(String(NOTIFICACOES_STREAMS_RETRY_AFTER));
        expect(await res.json()).toEqual({ status: 503, message: MSG.streamsBusy });
      }
      const health = await capped.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().streams).toEqual({ abertos: 2, maximo: 2 });
      // The open streams go on: the next change reaches them.
      const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
      await setStatus(o.ref, ORDER_STATUS.EM_ANALISE);
      for (const st of [a, b])
        await expect
          .poll(() => st.notificacoes().map((n) => n.pedidoId), { timeout: 20_000 })
          .toEqual([o.id]);
      await a.close();
      await expect
        .poll(async () => (await capped.inject({ method: 'GET', url: '/api/health' })).json().streams.abertos)
        .toBe(1);
      const c = await openStream(url, who.multi.token);
      expect(c.res.status).toBe(200);
      await c.close();
      await b.close();
    } finally {
      await capped.close();
    }
  });

  it('a logout ends that session’s stream within 1 s, and nothing is delivered to it after; another session of the user goes on', async () => {
    const c = await newSeller('stream.logout@teste.com.br');
    const again = await tokenFor(t.app, 'stream.logout@teste.com.br');
    const st = await openStream(base, c.token);
    const stays = await openStream(base, again.token);
    const at = Date.now();
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(c.token) });
    expect(out.statusCode).toBe(204);
    expect(await endedWithin(st, at, 1000)).toBeLessThan(1000);
    const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
    await setStatus(o.ref, ORDER_STATUS.EM_ANALISE);
    await expect.poll(() => stays.notificacoes().map((n) => n.pedidoId), { timeout: 20_000 }).toEqual([o.id]);
    expect(st.notificacoes()).toEqual([]);
    expect(stays.endedAt()).toBeNull();
    await stays.close();
    await st.close();
  });

  it('a manager blocking the user, or removing its only profile, ends its streams within 1 s', async () => {
    const blocked = await newSeller('stream.bloqueio@teste.com.br');
    const st = await openStream(base, blocked.token);
    let at = Date.now();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/usuarios/gestor/${blocked.id}/status`,
      headers: bearer(who.gestor.token),
      payload: { status: 'B', motivo: 'TESTE' },
    });
    expect(res.statusCode).toBe(204);
    expect(await endedWithin(st, at, 1000)).toBeLessThan(1000);
    await st.close();

    const unprofiled = await newSeller('stream.perfil@teste.com.br');
    const [perfil] = await db().select().from(s.perfis).where(eq(s.perfis.role, 'ROLE_VENDEDOR'));
    const st2 = await openStream(base, unprofiled.token);
    at = Date.now();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/usuarios/perfil/${perfil.id}?usuario=${unprofiled.id}`,
      headers: bearer(who.gestor.token),
    });
    expect(del.statusCode).toBe(204);
    expect(await endedWithin(st2, at, 1000)).toBeLessThan(1000);
    await st2.close();
  });

  it('a session ended by a writer that announces nothing gets no notification: the delivery checks it and ends the stream', async () => {
    const c = await newSeller('stream.revogada@teste.com.br');
    const st = await openStream(base, c.token);
    await db().update(s.sessoes).set({ revokedAt: new Date() }).where(eq(s.sessoes.usuarioId, c.id));
    const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
    await setStatus(o.ref, ORDER_STATUS.EM_ANALISE);
    // The notification row was written for the (still released) user...
    await expect.poll(async () => (await rowsOf(o.id)).filter((r) => r.usuarioId === c.id).length).toBe(1);
    // ...but the stream ends instead of delivering it.
    await endedWithin(st, Date.now(), 5000);
    expect(st.notificacoes()).toEqual([]);
    await st.close();
  });

  it.skipIf(dbKind !== 'postgres')(
    'two API nodes on one PostgreSQL: a logout through node A ends the stream on node B within 1 s',
    async () => {
      const config = t.app.ctx.config;
      const databaseB = await openDatabase({ url: config.DATABASE_URL, poolMax: 3 });
      const nodeB = await buildApp({ config, database: databaseB, logger: false });
      await nodeB.listen({ port: 0, host: '127.0.0.1' });
      try {
        const urlB = `http://127.0.0.1:${(nodeB.server.address() as { port: number }).port}`;
        const c = await newSeller('stream.dois.nos@teste.com.br');
        const onB = await openStream(urlB, c.token);
        expect(onB.res.status).toBe(200);
        const at = Date.now();
        const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(c.token) });
        expect(out.statusCode).toBe(204);
        expect(await endedWithin(onB, at, 1000)).toBeLessThan(1000);
        const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
        await setStatus(o.ref, ORDER_STATUS.EM_ANALISE, t.app);
        await expect
          .poll(async () => (await rowsOf(o.id)).filter((r) => r.usuarioId === c.id).length)
          .toBe(1);
        expect(onB.notificacoes()).toEqual([]);
        await onB.close();
      } finally {
        await nodeB.close();
        await databaseB.close();
      }
    },
  );

  it.skipIf(dbKind !== 'postgres')(
    'two API nodes on one PostgreSQL: a change through node A reaches a stream on node B',
    async () => {
      const config = t.app.ctx.config;
      const databaseB = await openDatabase({ url: config.DATABASE_URL, poolMax: 3 });
      const nodeB = await buildApp({ config, database: databaseB, logger: false });
      await nodeB.listen({ port: 0, host: '127.0.0.1' });
      try {
        const urlB = `http://127.0.0.1:${(nodeB.server.address() as { port: number }).port}`;
        const onB = await openStream(urlB, who.vendedor.token);
        const o = await insertOrder(db(), { clienteCodigo: cli.main.codigo });
        // Node A (t.app) takes the ERP's change.
        expect((await setStatus(o.ref, ORDER_STATUS.EM_ANALISE, t.app)).statusCode).toBe(200);
        await expect
          .poll(() => onB.notificacoes().map((n) => n.pedidoId), { timeout: 20_000 })
          .toContain(o.id);
        await onB.close();
      } finally {
        await nodeB.close();
        await databaseB.close();
      }
    },
  );
});
