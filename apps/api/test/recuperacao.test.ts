// Password recovery and reset (docs/product/portal-cliente.md §2, §5, §7, §8) through HTTP, with a real SMTP
// sink: every validation message, no account enumeration, single-use and expiring links stored hashed,
// password rules, captcha replay and rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LIMITS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { RESET_TOKEN_TTL_HOURS } from '@portal/shared/schemas/registro';
import { parametros, senhaResetTokens, usuarios } from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed';
import { sha256 } from '../src/lib/crypto';
import type { Mailer } from '../src/lib/mailer';
import { bearer, createTestApp, loginAs, solveCaptcha, tokenFor, type TestApp } from './helpers';
import { linkIn, startSmtpSink, type SmtpSink } from './smtp-sink';

let t: TestApp;
let sink: SmtpSink;
const PUBLIC_URL = 'http://portal.exemplo.test';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL, PUBLIC_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const forgot = async (email: unknown, captcha?: string | null, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/usuarios/forgot',
    payload: { email, token: captcha === null ? undefined : (captcha ?? (await solveCaptcha(app))) },
  });

const newpsw = async (body: Record<string, unknown>, captcha?: string | null, app = t.app) =>
  app.inject({
    method: 'PUT',
    url: '/api/usuarios/newpsw',
    payload: { ...body, captcha: captcha === null ? undefined : (captcha ?? (await solveCaptcha(app))) },
  });

/** Asks for a link for the e-mail and reads it from the message that arrives. */
async function resetLinkFor(email: string) {
  const before = sink.to(email).length;
  const res = await forgot(email);
  expect(res.statusCode).toBe(204);
  const mail = await sink.waitFor((m) => m.to.includes(email) && sink.to(email).indexOf(m) >= before);
  const url = linkIn(mail.text, '/forgot');
  return {
    mail,
    url,
    id: Number(url.searchParams.get('id')),
    name: url.searchParams.get('name')!,
    token: url.searchParams.get('token')!,
  };
}

describe('POST /api/usuarios/forgot', () => {
  it('refuses a missing, empty or malformed user with the spec message', async () => {
    for (const email of [undefined, '', '   ', 'nao-e-email', 'a@b']) {
      const res = await forgot(email);
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: MSG.forgotInvalidUser });
    }
  });

  // Captcha refusals (missing, forged, expired, replayed) on every captcha route: security.test.ts.

  it('answers a known and an unknown e-mail alike, and only the account gets an e-mail', async () => {
    const known = await forgot(DEMO_ACCOUNTS.vendedor);
    const unknown = await forgot('ninguem.aqui@demo.com.br');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    const headerNames = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => k !== 'date')
        .sort();
    expect(headerNames(known.headers)).toEqual(headerNames(unknown.headers));
    await sink.waitFor((m) => m.to.includes(DEMO_ACCOUNTS.vendedor));
    // a blocked account answers alike too, and gets nothing
    expect((await forgot(DEMO_ACCOUNTS.bloqueado)).statusCode).toBe(204);
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.to('ninguem.aqui@demo.com.br')).toHaveLength(0);
    expect(sink.to(DEMO_ACCOUNTS.bloqueado)).toHaveLength(0);
  });

  it('does not wait for the mail server: a slow SMTP does not delay nor reveal the answer', async () => {
    // The mail server answers only when the test lets it: the HTTP answer must not wait for it.
    const sent: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const slowMailer: Mailer = {
      async send(msg) {
        await gate;
        sent.push(msg.to);
      },
    };
    const slow = await createTestApp({ mailer: slowMailer, env: { PUBLIC_RATE_LIMIT: '1000' } });
    try {
      const res = await forgot(DEMO_ACCOUNTS.cliente, undefined, slow.app);
      expect(res.statusCode).toBe(204);
      expect(sent).toEqual([]);
      release();
    } finally {
      await slow.close(); // waits for the e-mail still being sent
    }
    expect(sent).toEqual([DEMO_ACCOUNTS.cliente]);
  });

  it(`e-mails a link to /forgot with id, name and a token valid for ${RESET_TOKEN_TTL_HOURS} hour, stored only as its hash`, async () => {
    const { mail, url, id, name, token } = await resetLinkFor(DEMO_ACCOUNTS.multi);
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/forgot`);
    const [user] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, DEMO_ACCOUNTS.multi));
    expect(id).toBe(user.id);
    expect(name).toBe(user.nome);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(mail.subject).toMatch(/Recuperação de senha/);
    const rows = await t.database.db
      .select()
      .from(senhaResetTokens)
      .where(eq(senhaResetTokens.usuarioId, user.id));
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const row = rows.find((r) => r.tokenHash === sha256(token))!;
    expect(row.expiresAt.getTime() - row.createdDate.getTime()).toBe(RESET_TOKEN_TTL_HOURS * 3_600_000);
  });

  it('sends at most 5 links per account per hour', async () => {
    const email = DEMO_ACCOUNTS.pendente;
    for (let i = 0; i < 7; i++) expect((await forgot(email)).statusCode).toBe(204);
    const [user] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, email));
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(senhaResetTokens)
      .where(eq(senhaResetTokens.usuarioId, user.id));
    expect(n).toBe(5);
  });
});

describe('PUT /api/usuarios/newpsw', () => {
  it('sets the new password once: the user logs in with it, the old one fails, the link cannot be reused', async () => {
    const email = DEMO_ACCOUNTS.multi;
    const { id, token } = await resetLinkFor(email);
    const session = await tokenFor(t.app, email);
    const ok = await newpsw({ id, senha: 'Nova@Senh4', resenha: 'Nova@Senh4', token });
    expect(ok.statusCode, ok.body).toBe(204);
    expect((await loginAs(t.app, email, 'Nova@Senh4')).statusCode).toBe(200);
    expect((await loginAs(t.app, email, DEMO_PASSWORD)).statusCode).toBe(401);
    // the sessions opened with the old password end
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/usuarios/${session.id}`,
      headers: bearer(session.token),
    });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe(9002);
    const reused = await newpsw({ id, senha: 'Outra@S3nh', resenha: 'Outra@S3nh', token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ status: 400, message: MSG.resetLinkUsed });
  });

  it('a new password also ends the other links of the user', async () => {
    const email = DEMO_ACCOUNTS.gestor;
    const first = await resetLinkFor(email);
    const second = await resetLinkFor(email);
    expect(
      (await newpsw({ id: second.id, senha: 'Gest@r2026', resenha: 'Gest@r2026', token: second.token }))
        .statusCode,
    ).toBe(204);
    const res = await newpsw({
      id: first.id,
      senha: 'Gest@r2027',
      resenha: 'Gest@r2027',
      token: first.token,
    });
    expect(res.json().message).toBe(MSG.resetLinkUsed);
  });

  it('refuses an expired link', async () => {
    const { id, token } = await resetLinkFor(DEMO_ACCOUNTS.auditor);
    t.clock.advance(RESET_TOKEN_TTL_HOURS * 3_600_000 + 1000);
    const res = await newpsw({ id, senha: 'Audit@2026', resenha: 'Audit@2026', token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: MSG.resetLinkExpired });
    expect((await loginAs(t.app, DEMO_ACCOUNTS.auditor)).statusCode).toBe(200);
  });

  it('refuses unknown, tampered or foreign links', async () => {
    const { id, token } = await resetLinkFor(DEMO_ACCOUNTS.admin);
    const [cliente] = await t.database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, DEMO_ACCOUNTS.cliente));
    for (const body of [
      { id, token: 'x'.repeat(43) },
      { id, token: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') },
      { id, token: '' },
      { id: cliente.id, token },
    ]) {
      const res = await newpsw({ ...body, senha: 'Admin@2026', resenha: 'Admin@2026' });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: MSG.resetLinkInvalid });
    }
    expect((await loginAs(t.app, DEMO_ACCOUNTS.admin)).statusCode).toBe(200);
  });

  it('refuses empty, different, too long and weak passwords with their messages, keeping the link usable', async () => {
    const { id, name, token } = await resetLinkFor(DEMO_ACCOUNTS.cliente);
    const cases: [Record<string, unknown>, string][] = [
      [{ senha: '', resenha: '' }, MSG.newPasswordInvalid(name)],
      [{ senha: 'Nova@Senh4', resenha: '' }, MSG.newPasswordInvalid(name)],
      [{}, MSG.newPasswordInvalid(name)],
      [{ senha: 'Nova@Senh4', resenha: 'Nova@Senh5' }, MSG.newPasswordInvalid(name)],
      [{ senha: 'Nova@Senha1', resenha: 'Nova@Senha1' }, MSG.passwordTooLong(LIMITS.PASSWORD_MAX)],
      [{ senha: 'Gerad@Senha#14', resenha: 'Gerad@Senha#14' }, MSG.passwordTooLong(LIMITS.PASSWORD_MAX)],
      [{ senha: 'abc12345', resenha: 'abc12345' }, MSG.passwordTooWeak],
    ];
    for (const [body, message] of cases) {
      const res = await newpsw({ id, token, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ status: 400, message });
    }
    // captcha first: no captcha, or a replayed one, is refused before anything else
    const captcha = await solveCaptcha(t.app);
    expect((await newpsw({ id, token, senha: 'x', resenha: 'y' }, captcha)).json().message).toBe(
      MSG.newPasswordInvalid(name),
    );
    expect(
      (await newpsw({ id, token, senha: 'Nova@Senh4', resenha: 'Nova@Senh4' }, captcha)).json().message,
    ).toBe(MSG.captchaInvalid);
    expect(
      (await newpsw({ id, token, senha: 'Nova@Senh4', resenha: 'Nova@Senh4' }, null)).json().message,
    ).toBe(MSG.captchaInvalid);
    // the link was not used by the refusals
    expect((await newpsw({ id, token, senha: 'Nova@Senh4', resenha: 'Nova@Senh4' })).statusCode).toBe(204);
  });

  it('accepts a weak password when USA_PSW_FORTE is NAO', async () => {
    await t.database.db.update(parametros).set({ valor: 'NAO' }).where(eq(parametros.nome, 'USA_PSW_FORTE'));
    try {
      const { id, token } = await resetLinkFor(DEMO_ACCOUNTS.vendedor);
      expect((await newpsw({ id, token, senha: 'abc12345', resenha: 'abc12345' })).statusCode).toBe(204);
      expect((await loginAs(t.app, DEMO_ACCOUNTS.vendedor, 'abc12345')).statusCode).toBe(200);
    } finally {
      await t.database.db
        .update(parametros)
        .set({ valor: 'SIM' })
        .where(eq(parametros.nome, 'USA_PSW_FORTE'));
    }
  });

  it('answers wrong types in the error shape', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/usuarios/newpsw',
      payload: { id: 'abc', senha: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: MSG.invalidRequest,
      fields: { id: expect.any(String), senha: expect.any(String) },
    });
  });
});

describe('rate limits', () => {
  it('limits recovery and reset per IP per minute with the 429 error shape', async () => {
    const limited = await createTestApp({ env: { PUBLIC_RATE_LIMIT: '2' } });
    try {
      for (const url of ['/api/usuarios/forgot', '/api/usuarios/newpsw']) {
        const method = url.endsWith('forgot') ? 'POST' : 'PUT';
        const codes: number[] = [];
        for (let i = 0; i < 3; i++)
          codes.push((await limited.app.inject({ method, url, payload: {} })).statusCode);
        expect(codes, url).toEqual([400, 400, 429]);
        const res = await limited.app.inject({ method, url, payload: {} });
        expect(res.json()).toEqual({ status: 429, message: MSG.tooManyRequests });
        // another client (IP) is not affected
        const other = await limited.app.inject({ method, url, payload: {}, remoteAddress: '10.1.2.3' });
        expect(other.statusCode).toBe(400);
      }
    } finally {
      await limited.close();
    }
  });
});
