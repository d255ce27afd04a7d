// Usage events from the browser (docs/product/portal-cliente.md §4 Login flow and "Event geolocation",
// docs/product/gestor-crm-vendas.md §2.2): the access event (type 1, the dashboard's 'Acessos') is recorded
// by POST /api/login, one per successful login, with the customer and branch the session starts with; the
// browser only gives its position, once per login session, to that session's own event (POST
// /api/eventos/posicao).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { EVENT_TYPES } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, loginAs, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let gestor: string;
beforeAll(async () => {
  t = await createTestApp();
  gestor = (await tokenFor(t.app, DEMO_ACCOUNTS.gestor)).token;
});
afterAll(async () => t?.close());

const db = () => t.database.db;

/** The manager dashboard's 'Acessos ao portal' card (default period: the last 60 days). */
async function acessos(): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/eventos-tipos-sum',
    headers: bearer(gestor),
  });
  expect(res.statusCode).toBe(200);
  const card = (res.json() as { eventoTipoId: number; total: number }[]).find(
    (c) => c.eventoTipoId === EVENT_TYPES.LOGIN,
  );
  return card!.total;
}

/** The access event written with the session of `token` (its `jti`). */
async function eventOf(token: string) {
  const sid = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string }).jti;
  const [row] = await db()
    .select({ evento: s.eventos })
    .from(s.sessoes)
    .innerJoin(s.eventos, eq(s.eventos.id, s.sessoes.eventoAcessoId))
    .where(eq(s.sessoes.id, sid));
  return row?.evento;
}

const posicao = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/eventos/posicao',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

describe('the access event is the server’s', () => {
  it("50 POSTs of type 1 from the browser are refused and raise 'Acessos' by 0", async () => {
    const { token } = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    const before = await acessos();
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/eventos',
        headers: bearer(token),
        payload: { eventosTiposId: EVENT_TYPES.LOGIN, geoLat: -3.1 - i / 100, geoLon: -60.0 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        message: MSG.eventTypeServerOnly,
        fields: { eventosTiposId: MSG.eventTypeServerOnly },
      });
    }
    expect(await acessos()).toBe(before);
  });

  it("one login raises 'Acessos' by 1; refused logins by 0", async () => {
    const before = await acessos();
    expect((await loginAs(t.app, DEMO_ACCOUNTS.cliente)).statusCode).toBe(200);
    expect(await acessos()).toBe(before + 1);
    expect((await loginAs(t.app, DEMO_ACCOUNTS.cliente, 'Errada@1')).statusCode).toBe(401);
    expect((await loginAs(t.app, DEMO_ACCOUNTS.pendente)).statusCode).toBe(403);
    expect(await acessos()).toBe(before + 1);
  });

  it('a customer’s event names its first released client with units and that client’s first unit', async () => {
    const { token, id } = await tokenFor(t.app, DEMO_ACCOUNTS.multi);
    // The rule of docs/product/portal-cliente.md §4, in SQL: clients by name, units in ERP order (empresa,
    // filial).
    const [expected] = (
      await db().execute<{ cliente_id: number; unidade_id: number }>(sql`
        select c.id as cliente_id,
               (select u.id from cliente_unidades cu join unidades u on u.id = cu.unidade_id
                 where cu.cliente_id = c.id order by u.empresa_cod, u.filial_cod limit 1) as unidade_id
          from usuario_clientes uc join clientes c on c.id = uc.cliente_id
         where uc.usuario_id = ${id} and c.status = 'L'
           and exists (select 1 from cliente_unidades cu where cu.cliente_id = c.id)
         order by c.razao limit 1`)
    ).rows;
    expect(await eventOf(token)).toMatchObject({
      eventosTiposId: EVENT_TYPES.LOGIN,
      clienteId: expected.cliente_id,
      filialId: expected.unidade_id,
      createdBy: id,
      geoLat: 0,
      geoLon: 0,
    });
  });

  it('a seller’s event falls back to customer 1 and branch 1; an admin’s names its first unit', async () => {
    const seller = await tokenFor(t.app, DEMO_ACCOUNTS.vendedor);
    expect(await eventOf(seller.token)).toMatchObject({ clienteId: 1, filialId: 1, createdBy: seller.id });
    const admin = await tokenFor(t.app, DEMO_ACCOUNTS.admin);
    const [first] = await db()
      .select({ id: s.unidades.id })
      .from(s.usuarioUnidades)
      .innerJoin(s.unidades, eq(s.unidades.id, s.usuarioUnidades.unidadeId))
      .where(eq(s.usuarioUnidades.usuarioId, admin.id))
      .orderBy(s.unidades.empresaCod, s.unidades.filialCod)
      .limit(1);
    expect(await eventOf(admin.token)).toMatchObject({
      clienteId: 1,
      filialId: first.id,
      createdBy: admin.id,
    });
  });
});

describe('POST /api/eventos/posicao', () => {
  it('puts the position on this session’s event once; the map shows it; a second call is 409', async () => {
    const { token } = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    const before = await acessos();
    const res = await posicao(token, { geoLat: -3.119, geoLon: -60.0217 });
    expect(res.statusCode).toBe(204);
    expect(await eventOf(token)).toMatchObject({ geoLat: -3.119, geoLon: -60.0217 });
    expect(await acessos()).toBe(before);

    const map = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/eventos-posicoes',
      headers: bearer(gestor),
    });
    const cells = map.json().items as { lat: number; lon: number; total: number }[];
    expect(cells.some((c) => Math.abs(c.lat - -3.119) < 0.25 && Math.abs(c.lon - -60.0217) < 0.25)).toBe(
      true,
    );

    const again = await posicao(token, { geoLat: -15.8, geoLon: -47.9 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 409, message: MSG.eventPositionTaken });
    expect(await eventOf(token)).toMatchObject({ geoLat: -3.119, geoLon: -60.0217 });
  });

  it('refuses a bad position in pt-BR (400) without using up the session’s turn', async () => {
    const { token } = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    const cases: [unknown, Record<string, string>][] = [
      [{ geoLat: 91, geoLon: -46 }, { geoLat: MSG.eventLatitudeOutside }],
      [{ geoLat: 40.71, geoLon: -74.0 }, { geoLat: MSG.eventLatitudeOutside }], // New York
      [{ geoLat: -23.5, geoLon: 2.35 }, { geoLon: MSG.eventLongitudeOutside }],
      [{ geoLat: 0, geoLon: 0 }, { geoLon: MSG.eventLongitudeOutside }],
      [{ geoLat: -23.5, geoLon: 'x' }, { geoLon: 'tipo inválido (esperado número).' }],
      [{ geoLat: -23.5 }, { geoLon: MSG.fieldRequired }],
    ];
    for (const [payload, fields] of cases) {
      const res = await posicao(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    expect(await eventOf(token)).toMatchObject({ geoLat: 0, geoLon: 0 });
    expect((await posicao(token, { geoLat: -23.55, geoLon: -46.63 })).statusCode).toBe(204);
  });

  it('touches only the caller’s own session’s event: not another session’s, not another user’s', async () => {
    const first = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    const second = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    const other = await tokenFor(t.app, DEMO_ACCOUNTS.multi);
    const firstEvent = (await eventOf(first.token))!;
    const otherEvent = (await eventOf(other.token))!;

    // An event id in the body is refused, never followed.
    const named = await posicao(second.token, { geoLat: -8.05, geoLon: -34.9, eventoId: otherEvent.id });
    expect(named.statusCode).toBe(400);
    expect(named.json().fields).toEqual({ body: 'campo não reconhecido.' });

    expect((await posicao(second.token, { geoLat: -8.05, geoLon: -34.9 })).statusCode).toBe(204);
    expect(await eventOf(second.token)).toMatchObject({ geoLat: -8.05, geoLon: -34.9 });
    for (const id of [firstEvent.id, otherEvent.id]) {
      const [row] = await db().select().from(s.eventos).where(eq(s.eventos.id, id));
      expect(row).toMatchObject({ geoLat: 0, geoLon: 0 });
    }
    // The first session keeps its own turn.
    expect((await posicao(first.token, { geoLat: -30.03, geoLon: -51.23 })).statusCode).toBe(204);
    expect(await eventOf(first.token)).toMatchObject({ geoLat: -30.03, geoLon: -51.23 });
    expect(await eventOf(second.token)).toMatchObject({ geoLat: -8.05, geoLon: -34.9 });
  });

  it('a session without an access event gets 409; a logged-out one and no token get 401', async () => {
    const [u] = await db()
      .select({ id: s.usuarios.id })
      .from(s.usuarios)
      .where(eq(s.usuarios.email, DEMO_ACCOUNTS.cliente));
    const { token } = await t.app.ctx.tokens.issue(db(), u.id, ['ROLE_CLIENTE']);
    const res = await posicao(token, { geoLat: -23.5, geoLon: -46.6 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.eventPositionTaken);

    const out = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(out.token) });
    expect((await posicao(out.token, { geoLat: -23.5, geoLon: -46.6 })).statusCode).toBe(401);
    expect((await posicao(null, { geoLat: -23.5, geoLon: -46.6 })).statusCode).toBe(401);
    const [latest] = await db()
      .select()
      .from(s.eventos)
      .where(and(eq(s.eventos.createdBy, out.id), eq(s.eventos.eventosTiposId, EVENT_TYPES.LOGIN)))
      .orderBy(desc(s.eventos.id))
      .limit(1);
    expect(latest).toMatchObject({ geoLat: 0, geoLon: 0 });
  });
});
