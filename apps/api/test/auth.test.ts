import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { bearer, createTestApp, loginAs, tokenFor, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('POST /api/login', () => {
  it.each(Object.entries(DEMO_ACCOUNTS).filter(([k]) => !['pendente', 'bloqueado'].includes(k)))(
    'logs in the demo account %s',
    async (_k, email) => {
      const res = await loginAs(t.app, email);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.email).toBe(email);
      expect(body.auth.token.split('.')).toHaveLength(3);
      expect(new Date(body.auth.expiresAt).getTime()).toBeGreaterThan(Date.now());
    },
  );

  it('accepts the e-mail in any case and with spaces', async () => {
    const res = await loginAs(t.app, '  CLIENTE@Demo.com.br ');
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const wrong = await loginAs(t.app, DEMO_ACCOUNTS.cliente, 'errada');
    const unknown = await loginAs(t.app, 'ninguem@demo.com.br');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, message: MSG.loginInvalid });
    }
  });

  it('refuses empty e-mail or password with the spec message', async () => {
    for (const payload of [{ email: '', senha: 'x' }, { email: 'a@b.c', senha: '' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.loginInvalid);
    }
  });

  it('refuses a pending and a blocked user', async () => {
    for (const email of [DEMO_ACCOUNTS.pendente, DEMO_ACCOUNTS.bloqueado]) {
      const res = await loginAs(t.app, email);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.userNotReleased);
    }
  });

  // Captcha refusals (missing, forged, expired, replayed) on every captcha route: security.test.ts.

  it('answers malformed JSON and wrong types with the error shape', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 400, message: MSG.malformedJson });
    const types = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 12, senha: ['x'] },
    });
    expect(types.statusCode).toBe(400);
    expect(types.json()).toMatchObject({
      status: 400,
      message: MSG.invalidRequest,
      fields: { email: expect.any(String), senha: expect.any(String) },
    });
  });
});

describe('customer and admin login checks', () => {
  it('refuses a customer without clients, and one whose clients are not released', async () => {
    const { usuarios, usuarioClientes, clientes } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const db = t.database.db;
    const [u] = await db.select().from(usuarios).where(eq(usuarios.email, DEMO_ACCOUNTS.cliente));
    const links = await db.select().from(usuarioClientes).where(eq(usuarioClientes.usuarioId, u.id));
    await db.delete(usuarioClientes).where(eq(usuarioClientes.usuarioId, u.id));
    let res = await loginAs(t.app, DEMO_ACCOUNTS.cliente);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.customerNoClients);
    await db
      .insert(usuarioClientes)
      .values(links.map(({ usuarioId, clienteId }) => ({ usuarioId, clienteId })));
    await db.update(clientes).set({ status: 'P' }).where(eq(clientes.id, links[0].clienteId));
    res = await loginAs(t.app, DEMO_ACCOUNTS.cliente);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.customerNotReleased);
    await db.update(clientes).set({ status: 'L' }).where(eq(clientes.id, links[0].clienteId));
  });

  it('refuses an admin without units', async () => {
    const { usuarios, usuarioUnidades } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const db = t.database.db;
    const [u] = await db.select().from(usuarios).where(eq(usuarios.email, DEMO_ACCOUNTS.admin));
    const links = await db.select().from(usuarioUnidades).where(eq(usuarioUnidades.usuarioId, u.id));
    await db.delete(usuarioUnidades).where(eq(usuarioUnidades.usuarioId, u.id));
    const res = await loginAs(t.app, DEMO_ACCOUNTS.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.adminNoUnits);
    await db
      .insert(usuarioUnidades)
      .values(links.map(({ usuarioId, unidadeId }) => ({ usuarioId, unidadeId })));
  });
});

describe('tokens and sessions', () => {
  it('GET /api/usuarios/{id} returns the user with roles, clients and units', async () => {
    const { token, id } = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    const res = await t.app.inject({ method: 'GET', url: `/api/usuarios/${id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const u = res.json();
    expect(u).toMatchObject({
      id,
      email: DEMO_ACCOUNTS.cliente,
      role: 'ROLE_CLIENTE',
      status: 'L',
      statusDesc: 'LIBERADO',
    });
    expect(u.clientes).toHaveLength(1);
    expect(u.clientes[0].unidades.length).toBeGreaterThan(0);
    expect(u.clientes[0].unidades[0].tabelasPreco.map((x: { sku: string }) => x.sku).sort()).toEqual([
      'CIF',
      'FOB',
    ]);
  });

  it('the multi-client customer has twelve clients, one inactive', async () => {
    const { token, id } = await tokenFor(t.app, DEMO_ACCOUNTS.multi);
    const u = (
      await t.app.inject({ method: 'GET', url: `/api/usuarios/${id}`, headers: bearer(token) })
    ).json();
    expect(u.clientes).toHaveLength(12);
    expect(u.clientes.filter((c: { status: string }) => c.status === 'B')).toHaveLength(1);
  });

  it("a customer cannot read another user's data; a manager can", async () => {
    const cli = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    const multi = await tokenFor(t.app, DEMO_ACCOUNTS.multi);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/usuarios/${multi.id}`,
      headers: bearer(cli.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(403);
    const gestor = await tokenFor(t.app, DEMO_ACCOUNTS.gestor);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/usuarios/${multi.id}`, headers: bearer(gestor.token) }))
        .statusCode,
    ).toBe(200);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/usuarios/999999`,
      headers: bearer(gestor.token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.userIdInvalid('999999'));
    const notInt = await t.app.inject({
      method: 'GET',
      url: `/api/usuarios/abc`,
      headers: bearer(gestor.token),
    });
    expect(notInt.statusCode).toBe(400);
    expect(notInt.json().fields).toHaveProperty('id');
  });

  it('no token -> 401; tampered or expired token -> 401 with code 9002', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBeUndefined();
    const { token } = await tokenFor(t.app, DEMO_ACCOUNTS.gestor);
    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    const bad = await t.app.inject({ method: 'GET', url: '/api/config', headers: bearer(tampered) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ status: 401, code: 9002 });
    t.clock.advance(9 * 60 * 60 * 1000);
    const expired = await t.app.inject({ method: 'GET', url: '/api/config', headers: bearer(token) });
    t.clock.advance(-9 * 60 * 60 * 1000);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ status: 401, code: 9002, message: MSG.tokenInvalid });
  });

  it('session check and logout: a logged-out token is refused with 9002', async () => {
    const { token, id } = await tokenFor(t.app, DEMO_ACCOUNTS.vendedor);
    const s = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(token) });
    expect(s.statusCode).toBe(200);
    expect(s.json()).toMatchObject({ valid: true, id, role: 'ROLE_VENDEDOR' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode,
    ).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(9002);
    expect(after.json().message).toBe(MSG.tokenInvalid);
  });

  it('a user blocked while logged in is told so with 9002, not that the token is invalid', async () => {
    const user = await tokenFor(t.app, DEMO_ACCOUNTS.multi);
    const gestor = await tokenFor(t.app, DEMO_ACCOUNTS.gestor);
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/usuarios/gestor/${user.id}/status`,
      headers: bearer(gestor.token),
      payload: { status: 'B', motivo: 'CADASTRO EM REVISÃO' },
    });
    expect(block.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/config', headers: bearer(user.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ status: 401, code: 9002, message: MSG.sessionUserBlocked });
    // another user's ended session still reads as an invalid token
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(gestor.token) });
    const other = await t.app.inject({ method: 'GET', url: '/api/config', headers: bearer(gestor.token) });
    expect(other.json()).toMatchObject({ code: 9002, message: MSG.tokenInvalid });
    const login = await loginAs(t.app, DEMO_ACCOUNTS.multi);
    expect(login.json().message).toBe(MSG.userNotReleased);
  });
});

describe('config and events', () => {
  it('GET /api/config returns forms for managers only, parameters with defaults and units', async () => {
    const gestor = await tokenFor(t.app, DEMO_ACCOUNTS.gestor);
    const cfg = (
      await t.app.inject({ method: 'GET', url: '/api/config', headers: bearer(gestor.token) })
    ).json();
    expect(cfg.formularios.map((f: { url: string }) => f.url)).toContain('/gestor/dashboard');
    const params = Object.fromEntries(
      cfg.parametros.map((p: { nome: string; valor: string }) => [p.nome, p.valor]),
    );
    expect(params).toMatchObject({
      REALIZA_VENDAS: 'SIM',
      DESC_CARRINHO: 'CAMINHÃO',
      PED_DET_ETAPA_2: 'EM PROCESSAMENTO',
      DIAS_BOLETO: '30',
    });
    expect(cfg.unidades).toHaveLength(3);
    const cli = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    const cliCfg = (
      await t.app.inject({ method: 'GET', url: '/api/config', headers: bearer(cli.token) })
    ).json();
    expect(cliCfg.formularios).toEqual([]);
  });

  it('public parameters are readable without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/publico' });
    expect(res.statusCode).toBe(200);
    const names = res.json().parametros.map((p: { nome: string }) => p.nome);
    expect(names).toContain('IS_EXIBE_AJUDA');
    expect(names).not.toContain('REALIZA_VENDAS');
  });

  it('the login records its access event, with fallbacks for a seller; POST /api/eventos validates', async () => {
    const { token, id } = await tokenFor(t.app, DEMO_ACCOUNTS.vendedor);
    const { eventos } = await import('../src/db/schema');
    const { and, desc, eq } = await import('drizzle-orm');
    const [row] = await t.database.db
      .select()
      .from(eventos)
      .where(and(eq(eventos.createdBy, id), eq(eventos.eventosTiposId, 1)))
      .orderBy(desc(eventos.id))
      .limit(1);
    expect(row).toMatchObject({ eventosTiposId: 1, clienteId: 1, filialId: 1, geoLat: 0, geoLon: 0 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/eventos',
      headers: bearer(token),
      payload: { eventosTiposId: 99, geoLat: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['eventosTiposId', 'geoLat']);
  });

  it('POST /api/eventos refuses every type, the login included: the server records them all', async () => {
    const { token } = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    const { eventos } = await import('../src/db/schema');
    const { count } = await import('drizzle-orm');
    const [before] = await t.database.db.select({ n: count() }).from(eventos);
    for (const tipo of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/eventos',
        headers: bearer(token),
        payload: { eventosTiposId: tipo },
      });
      expect(res.statusCode, `tipo ${tipo}`).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        message: MSG.eventTypeServerOnly,
        fields: { eventosTiposId: MSG.eventTypeServerOnly },
      });
    }
    const [after] = await t.database.db.select({ n: count() }).from(eventos);
    expect(after.n).toBe(before.n);
  });
});

describe('platform', () => {
  it('health answers 200 with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
  it('unknown API routes give 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: MSG.notFound });
  });
  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/login');
  });
  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
  it('rate-limits login', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/login',
              payload: { email: 'x@y.z', senha: 'x' },
            })
          ).statusCode,
        );
      }
      expect(codes.slice(3)).toEqual([429, 429]);
      const res = await limited.app.inject({ method: 'POST', url: '/api/login', payload: {} });
      expect(res.json()).toMatchObject({ status: 429 });
    } finally {
      await limited.close();
    }
  });
});

describe('validation messages', () => {
  it('a missing field is reported as required, a wrong type as such, in pt-BR', async () => {
    const { token } = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/eventos',
      headers: bearer(token),
      payload: { geoLat: 'x' },
    });
    expect(res.json().fields).toEqual({
      eventosTiposId: MSG.fieldRequired,
      geoLat: 'tipo inválido (esperado número).',
    });
  });
});
