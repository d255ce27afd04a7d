// Transport and proxy settings: the CSP asks browsers to upgrade to https only when the portal is
// served over TLS (plain HTTP on a LAN must load); X-Forwarded-For is honoured only from the
// proxies TRUST_PROXY names (default none: a LAN client cannot reset its rate limit by forging it);
// the login answer, which carries the token, is never cached; the captcha's work is a setting.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed';
import { createTestApp, solveCaptcha, type TestApp } from './helpers';

let t: TestApp;
const extra: FastifyInstance[] = [];
const JWT_SECRET = 'transport-secret-transport-secret-0123456789';

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig({ JWT_SECRET, LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...env }),
    database: t.database,
    logger: false,
  });
  await app.ready();
  extra.push(app);
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of extra) await app.close();
  await t?.close();
});

const csp = (h: Record<string, unknown>) => String(h['content-security-policy'] ?? '');

describe('CSP e HTTP simples', () => {
  it('sem TLS (PUBLIC_URL http) não pede upgrade-insecure-requests; a página e a API carregam', async () => {
    const app = await appWith({ PUBLIC_URL: 'http://portal.local:3000' });
    for (const url of ['/api/health', '/api/marcas/atual', '/api/nada']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'portal.local:3000' } });
      expect(csp(res.headers), url).not.toBe('');
      expect(csp(res.headers), url).not.toContain('upgrade-insecure-requests');
    }
    expect(csp((await t.app.inject({ method: 'GET', url: '/api/health' })).headers)).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('com TLS (PUBLIC_URL https) pede upgrade-insecure-requests', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://portal.exemplo.com.br' });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(csp(res.headers)).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});

describe('TRUST_PROXY', () => {
  const loginFrom = (app: FastifyInstance, remoteAddress: string, forwarded?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      payload: {},
    });

  it('padrão none: um cliente da mesma rede local não zera o limite forjando X-Forwarded-For', async () => {
    expect(loadConfig({ JWT_SECRET, DATA_DIR: 'memory://' }).trustProxy).toBe(false);
    const app = await appWith({ LOGIN_RATE_LIMIT: '3' });
    const codes: number[] = [];
    for (let k = 0; k < 4; k++)
      codes.push((await loginFrom(app, '192.168.1.20', `10.9.9.${k + 1}`)).statusCode);
    expect(codes.slice(0, 3)).not.toContain(429);
    expect(codes[3]).toBe(429);
    // also from a loopback peer (a local proxy is not trusted unless configured)
    const lo: number[] = [];
    for (let k = 0; k < 4; k++) lo.push((await loginFrom(app, '127.0.0.1', `10.8.8.${k + 1}`)).statusCode);
    expect(lo[3]).toBe(429);
  });

  it('uma lista de proxies: só eles informam o endereço do cliente', async () => {
    const app = await appWith({ LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '10.0.0.5, 172.16.0.0/12' });
    // Behind the trusted proxy, two clients have limits of their own.
    for (let k = 0; k < 3; k++)
      expect((await loginFrom(app, '10.0.0.5', '203.0.113.1')).statusCode).not.toBe(429);
    expect((await loginFrom(app, '10.0.0.5', '203.0.113.1')).statusCode).toBe(429);
    expect((await loginFrom(app, '172.20.1.1', '203.0.113.2')).statusCode).not.toBe(429);
    // A peer that is not in the list: its own address counts, whatever it forwards.
    const codes: number[] = [];
    for (let k = 0; k < 4; k++)
      codes.push((await loginFrom(app, '10.0.0.6', `198.51.100.${k + 1}`)).statusCode);
    expect(codes[3]).toBe(429);
  });

  it('loopback confia no proxy local; valor inválido é recusado na partida', async () => {
    const app = await appWith({ LOGIN_RATE_LIMIT: '2', TRUST_PROXY: 'loopback' });
    for (let k = 0; k < 2; k++) await loginFrom(app, '127.0.0.1', '203.0.113.50');
    expect((await loginFrom(app, '127.0.0.1', '203.0.113.50')).statusCode).toBe(429);
    expect((await loginFrom(app, '127.0.0.1', '203.0.113.51')).statusCode).not.toBe(429);
    expect(() => loadConfig({ JWT_SECRET, DATA_DIR: 'memory://', TRUST_PROXY: 'todos' })).toThrow(
      /TRUST_PROXY/,
    );
  });
});

describe('pequenos', () => {
  it('a resposta do login (com o token) tem Cache-Control: no-store', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_ACCOUNTS.cliente, senha: DEMO_PASSWORD, captcha: await solveCaptcha(t.app) },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().auth.token).toBeTruthy();
    expect(ok.headers['cache-control']).toBe('no-store');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_ACCOUNTS.cliente, senha: 'errada', captcha: await solveCaptcha(t.app) },
    });
    expect(wrong.json().message).toBe(MSG.loginInvalid);
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('o custo do captcha é uma configuração (padrão 20 000 tentativas em média)', async () => {
    expect(loadConfig({ JWT_SECRET, DATA_DIR: 'memory://' }).CAPTCHA_COST).toBe(20_000);
    const app = await appWith({ CAPTCHA_COST: '200' });
    for (let k = 0; k < 5; k++) {
      const payload = JSON.parse(Buffer.from(await solveCaptcha(app), 'base64').toString()) as {
        solution: { counter: number };
      };
      expect(payload.solution.counter).toBeGreaterThanOrEqual(100);
      expect(payload.solution.counter).toBeLessThanOrEqual(300);
    }
  });
});
