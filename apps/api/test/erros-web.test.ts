// The browser's error reports (POST /api/erros-web): logged, bounded, masked, rate-limited, never a 500.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRO_WEB_LIMITES } from '@portal/shared/schemas/erros-web';
import { createTestApp, type TestApp } from './helpers';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, cb) {
    lines.push(String(chunk));
    cb();
  },
});
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_RATE_LIMIT: '3' }, logger: { level: 'warn', stream } });
});
afterAll(async () => t?.close());

let address = 0;
const report = (payload: unknown, ip = `10.9.8.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/erros-web', remoteAddress: ip, payload: payload as object });

const reported = () =>
  lines
    .map((l) => JSON.parse(l) as { msg: string; erroWeb?: Record<string, string> })
    .filter((l) => l.msg === 'falha de tela no navegador');

describe('POST /api/erros-web', () => {
  it('logs a screen failure without a session, masking e-mails, CPF/CNPJ and the query string', async () => {
    const res = await report({
      tipo: 'render',
      mensagem:
        'Cannot read properties of undefined (cliente ana.souza@obra.com.br, CNPJ 12.345.678/0001-90)',
      pilha: 'TypeError\n    at PedidosPage (https://portal/assets/PedidosPage-abc.js:1:2345)',
      rota: '/pedidos/detalhe/100052?busca=11987654321#topo',
      versao: 'abc123',
    });
    expect(res.statusCode).toBe(204);
    const last = reported().at(-1)!.erroWeb!;
    expect(last).toMatchObject({ tipo: 'render', rota: '/pedidos/detalhe/100052', versao: 'abc123' });
    expect(last.mensagem).toBe('Cannot read properties of undefined (cliente [e-mail], CNPJ [número])');
    // Line and column numbers of the stack are not personal data and stay.
    expect(last.pilha).toContain('PedidosPage-abc.js:1:2345');
  });

  it('refuses what is out of bounds with a 400 or 413, never a 500', async () => {
    const tooLong = await report({
      tipo: 'render',
      mensagem: 'x'.repeat(ERRO_WEB_LIMITES.mensagem + 1),
      rota: '/',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ status: 400 });
    const badType = await report({ tipo: 'outro', mensagem: 'x', rota: '/' });
    expect(badType.statusCode).toBe(400);
    const huge = await report({ tipo: 'render', mensagem: 'x', rota: '/', pilha: 'y'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 413 });
  });

  it('limits the reports of one address per minute (PUBLIC_RATE_LIMIT)', async () => {
    const ip = '10.9.9.9';
    const body = {
      tipo: 'codigo',
      mensagem: 'Failed to fetch dynamically imported module',
      rota: '/carrinho',
    };
    for (let i = 0; i < 3; i++) expect((await report(body, ip)).statusCode).toBe(204);
    expect((await report(body, ip)).statusCode).toBe(429);
  });
});
