// Authorization matrix generated from the route table, and bad inputs on every route: no route may
// answer 5xx or leak data to a caller without the right token or role.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { Role } from '@portal/shared/constants';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};
const ROLE_ACCOUNTS: Record<Role, string | null> = {
  ROLE_ADMIN: DEMO_ACCOUNTS.admin,
  ROLE_GESTOR: DEMO_ACCOUNTS.gestor,
  ROLE_AUDITOR: DEMO_ACCOUNTS.auditor,
  ROLE_USUARIO: null,
  ROLE_CLIENTE: DEMO_ACCOUNTS.cliente,
  ROLE_VENDEDOR: DEMO_ACCOUNTS.vendedor,
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(ROLE_ACCOUNTS)) {
    if (email) tokens[role as Role] = (await tokenFor(t.app, email)).token;
  }
});
afterAll(async () => t?.close());

const concrete = (url: string) => url.replace(/:(\w+)/g, '1');
const protectedRoutes = () => t.app.routeTable.filter((r) => r.auth !== 'public');

function expectErrorShape(body: unknown, status: number) {
  expect(body).toMatchObject({ status, message: expect.any(String) });
}

describe('authorization matrix', () => {
  it('every /api route declares its access rule and there are protected routes', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(5);
    expect(protectedRoutes().length).toBeGreaterThan(3);
  });

  it('no token -> 401 on every protected route', async () => {
    for (const r of protectedRoutes()) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), payload: r.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expectErrorShape(res.json(), 401);
    }
  });

  it('tampered, foreign-key and expired tokens -> 401 with code 9002 on every protected route', async () => {
    const good = tokens.ROLE_GESTOR!;
    const tampered = good.slice(0, -4) + (good.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const foreign = await new SignJWT({ roles: ['ROLE_ADMIN'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('00000000-0000-0000-0000-000000000000')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ roles: ['ROLE_ADMIN'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('00000000-0000-0000-0000-000000000000')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789'));
    for (const r of protectedRoutes()) {
      for (const token of [tampered, foreign, expired, 'not-a-jwt']) {
        const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: bearer(token), payload: r.method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
        expect(res.json().code, `${r.method} ${r.url}`).toBe(9002);
      }
    }
  });

  it('each role outside a route\'s list -> 403', async () => {
    for (const r of protectedRoutes()) {
      if (!Array.isArray(r.auth)) continue;
      for (const [role, token] of Object.entries(tokens)) {
        if (r.auth.includes(role as Role)) continue;
        const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: bearer(token!), payload: r.method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${role} ${r.method} ${r.url}`).toBe(403);
        expectErrorShape(res.json(), 403);
      }
    }
  });
});

describe('bad inputs never give 5xx', () => {
  it('random JSON bodies and query values on every route, for a customer and a manager', async () => {
    // logout would end the sessions the other cases use
    const writable = t.app.routeTable.filter((r) => r.method !== 'GET' && !['/api/login', '/api/logout'].includes(r.url));
    for (const r of writable) {
      await fc.assert(
        fc.asyncProperty(fc.anything({ maxDepth: 2 }), fc.constantFrom(tokens.ROLE_CLIENTE!, tokens.ROLE_GESTOR!), async (body, token) => {
          const res = await t.app.inject({
            method: r.method as 'POST',
            url: concrete(r.url),
            headers: { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': 'fc-' + Math.random() },
            payload: JSON.stringify(body ?? null),
          });
          expect(res.statusCode, `${r.method} ${r.url} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expectErrorShape(res.json(), res.statusCode);
        }),
        { numRuns: 15 },
      );
    }
    const readable = t.app.routeTable.filter((r) => r.method === 'GET' && !r.url.startsWith('/api/captcha'));
    const nasty = fc.oneof(fc.string(), fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '%', '\\', '9'.repeat(40), '-1', '2026-13-45'));
    for (const r of readable) {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom('q', 'search', 'id', 'cgc', 'empresa', 'filial', 'dtini', 'dtfim', 'page', 'status'), nasty), async (query) => {
          const res = await t.app.inject({ method: 'GET', url: concrete(r.url), query, headers: bearer(tokens.ROLE_GESTOR!) });
          expect(res.statusCode, `${r.url} ${JSON.stringify(query)}`).toBeLessThan(500);
        }),
        { numRuns: 10 },
      );
    }
  });

  it('a non-JSON body is refused in the error shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/eventos', headers: { ...bearer(tokens.ROLE_CLIENTE!), 'content-type': 'text/plain' }, payload: 'x' });
    expect(res.statusCode, res.body).toBe(400);
    expectErrorShape(res.json(), 400);
    const xml = await t.app.inject({ method: 'POST', url: '/api/eventos', headers: { ...bearer(tokens.ROLE_CLIENTE!), 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expectErrorShape(xml.json(), 415);
  });
});
