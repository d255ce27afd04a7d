// Self-registration (docs/product/portal-cliente.md §2, §5, §7), the customer approval form and the
// release/block call (docs/product/gestor-crm-vendas.md §2.8, §5, §7) through HTTP, with a real SMTP sink for
// the approvers' and registrant's e-mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { cnpjDv } from '@portal/shared/validators';
import {
  clienteUnidades,
  clientes,
  perfis,
  unidades,
  usuarioAprovacoes,
  usuarioClientes,
  usuarioPerfis,
  usuarioUnidades,
  usuarios,
} from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { sha256 } from '../src/lib/crypto';
import { bearer, createTestApp, loginAs, tokenFor, type TestApp } from './helpers';
import { linkIn, startSmtpSink, type SmtpSink } from './smtp-sink';

let t: TestApp;
let sink: SmtpSink;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://portal.exemplo.test', PUBLIC_RATE_LIMIT: '1000' },
  });
  for (const k of ['admin', 'auditor', 'gestor', 'cliente', 'vendedor'] as const)
    tokens[k] = (await tokenFor(t.app, DEMO_ACCOUNTS[k])).token;
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** A valid CNPJ from a 12-digit base. */
const makeCnpj = (base: string) => {
  const d13 = base + cnpjDv(base);
  return d13 + cnpjDv(d13);
};
/** A valid CPF from a 9-digit base. */
const makeCpf = (base: string) => {
  const dv = (d: string) => {
    let sum = 0;
    for (let i = 0; i < d.length; i++) sum += Number(d[i]) * (d.length + 1 - i);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d10 = base + dv(base);
  return d10 + dv(d10);
};

let seq = 0;
function validBody(over: Record<string, unknown> = {}) {
  seq += 1;
  const n = String(seq).padStart(4, '0');
  return {
    codigo: '',
    loja: '',
    razao: `Construtora Teste ${n} Ltda`,
    cgc: makeCnpj(`7777${n}0001`).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
    ramoAtuacao: 1,
    tipoPessoa: 'J',
    logradouro: 'Rua das Flores',
    numero: '100',
    complemento: '',
    bairro: 'Centro',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '01310-100',
    nome: `Fulano ${n} da Silva`,
    email: `fulano${n}@teste.com.br`,
    cpf: makeCpf(`123${n}78`),
    telefone: '(11) 98765-4321',
    senha: 'Teste@2026',
    resenha: 'Teste@2026',
    ...over,
  };
}

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/clientes/novo', payload: payload as object });

/** Registers and returns the approval link the approvers got. */
async function registerAndGetLink(over: Record<string, unknown> = {}) {
  const body = validBody(over);
  const res = await register(body);
  expect(res.statusCode, res.body).toBe(201);
  const mail = await sink.waitFor(
    (m) => m.to.includes(DEMO_ACCOUNTS.admin) && m.text.includes(String(body.nome).toUpperCase()),
  );
  const url = linkIn(mail.text, '/gestor/clientes/aprovacoes/form');
  const q = {
    cli: Number(url.searchParams.get('cli')),
    fil: Number(url.searchParams.get('fil')),
    usr: Number(url.searchParams.get('usr')),
    apro: url.searchParams.get('apro')!,
  };
  return { body, url, q };
}

describe('GET /api/clientes/novo?cgc (CNPJ lookup)', () => {
  it('asks for a cgc with the spec message', async () => {
    for (const url of ['/api/clientes/novo', '/api/clientes/novo?cgc=', '/api/clientes/novo?cgc=./-']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: MSG.cgcRequired });
    }
  });

  it('says the company is known, with its name only, with or without punctuation, without a token', async () => {
    for (const cgc of ['11444777000161', '11.444.777/0001-61']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/clientes/novo', query: { cgc } });
      expect(res.statusCode).toBe(200);
      // Nothing of the customer's own data: no ERP code, store or address.
      expect(res.json()).toEqual({ cgc: '11444777000161', razao: 'CONSTRUTORA ALICERCE LTDA' });
      for (const field of [
        'codigo',
        'loja',
        'endereco',
        'logradouro',
        'numero',
        'bairro',
        'cidade',
        'uf',
        'cep',
      ])
        expect(res.json(), field).not.toHaveProperty(field);
      expect(res.body).not.toContain('100001');
      expect(res.body).not.toContain('RUA DAS OBRAS');
    }
  });

  it('is limited like the other public routes (PUBLIC_RATE_LIMIT a minute), in pt-BR', async () => {
    const limited = await createTestApp({ env: { PUBLIC_RATE_LIMIT: '3' } });
    try {
      const lookup = (remoteAddress: string) =>
        limited.app.inject({
          method: 'GET',
          url: '/api/clientes/novo',
          query: { cgc: '11444777000161' },
          remoteAddress,
        });
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await lookup('203.0.113.50')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const refused = await lookup('203.0.113.50');
      expect(refused.json()).toEqual({ status: 429, message: MSG.tooManyRequests });
      expect((await lookup('203.0.113.51')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 404 for an unknown company', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/clientes/novo?cgc=' + makeCnpj('999999990001'),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: MSG.notFound });
  });
});

describe('POST /api/clientes/novo validation', () => {
  it('lists every required field with its message', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(MSG.registrationInvalid);
    const required = [
      'razao',
      'cgc',
      'logradouro',
      'numero',
      'bairro',
      'cidade',
      'cep',
      'uf',
      'nome',
      'email',
      'telefone',
      'senha',
      'resenha',
      'cpf',
    ];
    expect(Object.keys(body.fields).sort()).toEqual(required.sort());
    for (const k of required) expect(body.fields[k]).toBe(MSG.fieldRequired);
  });

  it.each([
    ['cgc', { cgc: '11.444.777/0001-62' }, MSG.registrationCgcInvalid],
    ['cgc', { cgc: '11111111111111' }, MSG.registrationCgcInvalid],
    ['cgc', { cgc: '123' }, MSG.registrationCgcInvalid],
    ['cgc', { cgc: '529.982.247-24' }, MSG.registrationCgcInvalid],
    ['cgc', { cgc: '1144477700016100' }, MSG.registrationMaxLength(14)],
    ['cpf', { cpf: '529.982.247-24' }, MSG.registrationCpfInvalid],
    ['cpf', { cpf: '111.111.111-11' }, MSG.registrationCpfInvalid],
    ['cpf', { cpf: '529982247250' }, MSG.registrationMaxLength(11)],
    ['email', { email: 'fulano@' }, MSG.registrationEmailInvalid],
    ['telefone', { telefone: '(11) 8765-4321' }, MSG.registrationPhoneInvalid],
    ['telefone', { telefone: '(00) 98765-4321' }, MSG.registrationPhoneInvalid],
    ['cep', { cep: '01310-10' }, MSG.registrationCepInvalid],
    ['uf', { uf: 'XX' }, MSG.registrationUfInvalid],
    ['uf', { uf: 'SPX' }, MSG.registrationMaxLength(2)],
    ['resenha', { resenha: 'Teste@2027' }, MSG.registrationPasswordsDiffer],
    [
      'senha',
      { senha: 'Teste@20267', resenha: 'Teste@20267' },
      MSG.registrationMaxLength(LIMITS.PASSWORD_MAX),
    ],
    [
      'senha',
      { senha: 'Gerad@Senha#14', resenha: 'Gerad@Senha#14' },
      MSG.registrationMaxLength(LIMITS.PASSWORD_MAX),
    ],
    ['senha', { senha: 'abc12345', resenha: 'abc12345' }, MSG.registrationPasswordWeak],
    ['razao', { razao: 'A'.repeat(161) }, MSG.registrationMaxLength(160)],
    ['cgc', { cgc: '11.444.777/0001-61' }, MSG.registrationCgcDuplicate],
    ['email', { email: ' Cliente@Demo.com.br ' }, MSG.registrationEmailDuplicate],
    ['cpf', { cpf: '529.982.247-25' }, MSG.registrationCpfDuplicate], // cliente@'s CPF
  ])('refuses %s %j with "%s"', async (field, over, message) => {
    const res = await register(validBody(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      message: MSG.registrationInvalid,
      fields: { [field]: message },
    });
  });

  it('answers several problems at once', async () => {
    const res = await register(validBody({ cgc: '00.000.000/0000-00', email: 'x', cpf: '1' }));
    expect(res.json().fields).toEqual({
      cgc: MSG.registrationCgcInvalid,
      email: MSG.registrationEmailInvalid,
      cpf: MSG.registrationCpfInvalid,
    });
  });

  it('answers wrong types in the error shape', async () => {
    const res = await register({ razao: 12, ramoAtuacao: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: MSG.invalidRequest,
      fields: { razao: expect.any(String) },
    });
  });
});

describe('POST /api/clientes/novo creation', () => {
  it('creates customer and user as P, linked to the default unit, and e-mails the approvers a link (nothing to the registrant)', async () => {
    const { body, q, url } = await registerAndGetLink();
    const db = t.database.db;
    const [u] = await db.select().from(usuarios).where(eq(usuarios.id, q.usr));
    expect(u).toMatchObject({
      email: String(body.email),
      nome: String(body.nome).toUpperCase(),
      status: 'P',
      telefone: '11987654321',
      cpf: body.cpf,
    });
    const [c] = await db.select().from(clientes).where(eq(clientes.id, q.cli));
    expect(c).toMatchObject({
      status: 'P',
      tipoPessoa: 'J',
      cgc: String(body.cgc).replace(/\D/g, ''),
      telefone: '11987654321',
      cep: '01310100',
      uf: 'SP',
      razao: String(body.razao).toUpperCase(),
      loja: '01',
    });
    expect(Number(c.codigo)).toBeGreaterThanOrEqual(200001);
    const [unit] = await db
      .select()
      .from(unidades)
      .where(and(eq(unidades.empresaCod, '03'), eq(unidades.filialCod, '01')));
    expect(q.fil).toBe(unit.id);
    const roles = await db
      .select({ role: perfis.role })
      .from(usuarioPerfis)
      .innerJoin(perfis, eq(perfis.id, usuarioPerfis.perfilId))
      .where(eq(usuarioPerfis.usuarioId, u.id));
    expect(roles).toEqual([{ role: 'ROLE_CLIENTE' }]);
    expect(await db.select().from(usuarioClientes).where(eq(usuarioClientes.usuarioId, u.id))).toHaveLength(
      1,
    );
    expect(
      await db
        .select()
        .from(usuarioUnidades)
        .where(and(eq(usuarioUnidades.usuarioId, u.id), eq(usuarioUnidades.unidadeId, unit.id))),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(clienteUnidades)
        .where(and(eq(clienteUnidades.clienteId, c.id), eq(clienteUnidades.unidadeId, unit.id))),
    ).toHaveLength(1);
    const [apr] = await db.select().from(usuarioAprovacoes).where(eq(usuarioAprovacoes.usuarioId, u.id));
    expect(apr).toMatchObject({ status: 'P', clienteId: c.id, filialId: unit.id, tokenHash: sha256(q.apro) });
    expect(url.origin).toBe('http://portal.exemplo.test');
    // every active approver of 03/01 (admin and gestor) got the link; the registrant nothing
    await sink.waitFor((m) => m.to.includes(DEMO_ACCOUNTS.gestor) && m.text.includes(q.apro));
    expect(sink.to(DEMO_ACCOUNTS.auditor).filter((m) => m.text.includes(q.apro))).toHaveLength(0);
    expect(sink.to(String(body.email))).toHaveLength(0);
    // and cannot log in before approval
    const login = await loginAs(t.app, String(body.email), String(body.senha));
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(MSG.userNotReleased);
  });

  it('answers 201 with a message', async () => {
    const res = await register(validBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 201, message: MSG.registrationSent });
  });

  it('registers a person (CPF in the cgc field) as tipoPessoa F', async () => {
    const cpf = makeCpf('987654321');
    const body = validBody({ cgc: cpf, tipoPessoa: 'J' });
    expect((await register(body)).statusCode).toBe(201);
    const [c] = await t.database.db.select().from(clientes).where(eq(clientes.cgc, cpf));
    expect(c.tipoPessoa).toBe('F');
  });

  it('attaches the user to a company already known by its CNPJ that has no portal user yet', async () => {
    const cgc = '92754738000162'; // seed customer without users
    const [before] = await t.database.db.select().from(clientes).where(eq(clientes.cgc, cgc));
    const { q } = await registerAndGetLink({ cgc });
    expect(q.cli).toBe(before.id);
    expect(await t.database.db.select().from(clientes).where(eq(clientes.cgc, cgc))).toHaveLength(1);
    // the second registration for that company is a duplicate
    const again = await register(validBody({ cgc }));
    expect(again.json().fields).toEqual({ cgc: MSG.registrationCgcDuplicate });
  });
});

describe('approval form access (GET /api/clientes/aprovacoes/form)', () => {
  let q: { cli: number; fil: number; usr: number; apro: string };
  beforeAll(async () => {
    ({ q } = await registerAndGetLink());
  });
  const get = (token?: string, query: Record<string, unknown> = q) =>
    t.app.inject({
      method: 'GET',
      url: '/api/clientes/aprovacoes/form',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: token ? bearer(token) : {},
    });

  it('needs a login', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
  });

  it('refuses a customer with the spec message', async () => {
    const res = await get(tokens.cliente);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, message: MSG.approvalClientRefused });
  });

  it('refuses other roles than ADMIN and AUDITOR with "Usuário inválido."', async () => {
    for (const k of ['gestor', 'vendedor']) {
      const res = await get(tokens[k]);
      expect(res.statusCode, k).toBe(403);
      expect(res.json()).toEqual({ status: 403, message: MSG.approvalInvalidUser });
    }
  });

  it('shows company, address and user data to ADMIN and AUDITOR', async () => {
    for (const k of ['admin', 'auditor']) {
      const res = await get(tokens[k]);
      expect(res.statusCode, k).toBe(200);
      const body = res.json();
      expect(body.aprovacao).toMatchObject({ status: 'P', statusDesc: 'PENDENTE', motivo: null });
      expect(body.empresa).toMatchObject({ id: q.cli, status: 'P', tipoPessoa: 'J' });
      expect(body.endereco).toMatchObject({
        logradouro: 'RUA DAS FLORES',
        numero: '100',
        cep: '01310100',
        uf: 'SP',
      });
      expect(body.usuario).toMatchObject({ id: q.usr, status: 'P' });
      expect(body.unidade).toMatchObject({ id: q.fil, empresaCod: '03', filialCod: '01' });
    }
  });

  it('refuses a wrong token or a mismatched customer, unit or user', async () => {
    for (const over of [
      { apro: 'errado' },
      { apro: q.apro.slice(1) },
      { cli: q.cli + 1 },
      { fil: q.fil + 1 },
      { usr: q.usr + 1 },
    ]) {
      const res = await get(tokens.admin, { ...q, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(404);
      expect(res.json().message).toBe(MSG.approvalLinkInvalid);
    }
    const bad = await get(tokens.admin, { cli: 'x', fil: q.fil, usr: q.usr });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/usuarios/liberacao', () => {
  const put = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/usuarios/liberacao', headers: bearer(token), payload });
  const decision = (
    q: { cli: number; fil: number; usr: number; apro: string },
    status: 'L' | 'B',
    motivo = '',
    withLink = true,
  ) => ({
    usuarioId: q.usr,
    filialId: q.fil,
    clienteId: q.cli,
    status,
    motivo,
    ...(withLink ? { apro: q.apro } : {}),
  });

  it('releases user and customer through the link once; the user then logs in and is told by e-mail', async () => {
    const { body, q } = await registerAndGetLink();
    const res = await put(tokens.admin, decision(q, 'L'));
    expect(res.statusCode, res.body).toBe(204);
    const [u] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, q.usr));
    const [c] = await t.database.db.select().from(clientes).where(eq(clientes.id, q.cli));
    expect([u.status, c.status]).toEqual(['L', 'L']);
    const [apr] = await t.database.db
      .select()
      .from(usuarioAprovacoes)
      .where(eq(usuarioAprovacoes.usuarioId, q.usr));
    expect(apr).toMatchObject({ status: 'L', motivo: '' });
    expect(apr.decidedDate).toBeInstanceOf(Date);
    const [admin] = await t.database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, DEMO_ACCOUNTS.admin));
    expect(apr.aprovadorUsuarioId).toBe(admin.id);
    expect(apr.aprovadorId).not.toBeNull();

    const again = await put(tokens.auditor, decision(q, 'B', 'DUPLICADO'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 409, message: MSG.approvalLinkUsed });
    const form = await t.app.inject({
      method: 'GET',
      url: '/api/clientes/aprovacoes/form',
      query: Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
      headers: bearer(tokens.admin),
    });
    expect(form.json().aprovacao).toMatchObject({ status: 'L', aprovadorNome: admin.nome });

    const login = await loginAs(t.app, String(body.email), String(body.senha));
    expect(login.statusCode, login.body).toBe(200);
    const mail = await sink.waitFor((m) => m.to.includes(String(body.email)));
    expect(mail.subject).toMatch(/liberado/);
  });

  it('blocks with a reason (required), and the user cannot log in', async () => {
    const { body, q } = await registerAndGetLink();
    for (const motivo of ['', '   ', undefined]) {
      const res = await put(tokens.auditor, { ...decision(q, 'B'), motivo });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: MSG.approvalReasonRequired });
    }
    expect((await put(tokens.auditor, decision(q, 'B', 'CNPJ SEM INSCRIÇÃO ESTADUAL'))).statusCode).toBe(204);
    const [u] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, q.usr));
    const [c] = await t.database.db.select().from(clientes).where(eq(clientes.id, q.cli));
    expect([u.status, c.status]).toEqual(['B', 'B']);
    const [apr] = await t.database.db
      .select()
      .from(usuarioAprovacoes)
      .where(eq(usuarioAprovacoes.usuarioId, q.usr));
    expect(apr).toMatchObject({ status: 'B', motivo: 'CNPJ SEM INSCRIÇÃO ESTADUAL' });
    expect((await loginAs(t.app, String(body.email), String(body.senha))).json().message).toBe(
      MSG.userNotReleased,
    );
    const mail = await sink.waitFor((m) => m.to.includes(String(body.email)));
    expect(mail.text).toContain('CNPJ SEM INSCRIÇÃO ESTADUAL');
  });

  it('through the link only ADMIN and AUDITOR decide; a customer is refused', async () => {
    const { q } = await registerAndGetLink();
    const gestor = await put(tokens.gestor, decision(q, 'L'));
    expect(gestor.statusCode).toBe(403);
    expect(gestor.json().message).toBe(MSG.approvalInvalidUser);
    for (const k of ['cliente', 'vendedor'])
      expect((await put(tokens[k], decision(q, 'L'))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/usuarios/liberacao', payload: decision(q, 'L') }))
        .statusCode,
    ).toBe(401);
    const wrong = await put(tokens.admin, { ...decision(q, 'L'), apro: 'outro' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(MSG.approvalLinkInvalid);
  });

  it("without the link (approvals list), the unit's approvers decide too, and others are refused", async () => {
    const { q } = await registerAndGetLink();
    // gestor@ is an approver of 03/01
    expect((await put(tokens.gestor, decision(q, 'L', '', false))).statusCode).toBe(204);
    const recs = await t.database.db
      .select()
      .from(usuarioAprovacoes)
      .where(eq(usuarioAprovacoes.usuarioId, q.usr));
    expect(recs).toHaveLength(1);
    expect(recs[0].status).toBe('L');
    // a released registration is not pending: blocking the user is the users list's call, which
    // records a new decision
    const again = await put(tokens.admin, decision(q, 'B', 'REVISTO', false));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 409, message: MSG.approvalNotPending });
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/usuarios/gestor/${q.usr}/status`,
      headers: bearer(tokens.admin),
      payload: { status: 'B', motivo: 'REVISTO' },
    });
    expect(block.statusCode).toBe(204);
    const after = await t.database.db
      .select()
      .from(usuarioAprovacoes)
      .where(eq(usuarioAprovacoes.usuarioId, q.usr));
    expect(after.map((r) => r.status).sort()).toEqual(['B', 'L']);
    // not an approver of that unit
    const [other] = await t.database.db
      .select()
      .from(unidades)
      .where(and(eq(unidades.empresaCod, '04'), eq(unidades.filialCod, '01')));
    const res = await put(tokens.gestor, { ...decision(q, 'L', '', false), filialId: other.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.approvalNotApprover);
    // a user that does not belong to the customer
    const [cli] = await t.database.db.select().from(clientes).where(eq(clientes.cgc, '11444777000161'));
    const notLinked = await put(tokens.admin, { ...decision(q, 'L', '', false), clienteId: cli.id });
    expect(notLinked.statusCode).toBe(404);
    expect(notLinked.json().message).toBe(MSG.approvalNotFound);
  });
});

describe('PUT /api/usuarios/liberacao decides only registrations', () => {
  const put = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/usuarios/liberacao', headers: bearer(token), payload });

  it("refuses to decide a user's link to a customer the ERP blocked, with no registration: 409, nothing changes", async () => {
    const db = t.database.db;
    const [multi] = await db.select().from(usuarios).where(eq(usuarios.email, DEMO_ACCOUNTS.multi));
    const [inativo] = await db
      .select({ c: clientes })
      .from(usuarioClientes)
      .innerJoin(clientes, eq(clientes.id, usuarioClientes.clienteId))
      .where(and(eq(usuarioClientes.usuarioId, multi.id), eq(clientes.status, 'B')));
    const [unit] = await db.select().from(clienteUnidades).where(eq(clienteUnidades.clienteId, inativo.c.id));
    for (const status of ['L', 'B'] as const) {
      const res = await put(tokens.auditor, {
        usuarioId: multi.id,
        clienteId: inativo.c.id,
        filialId: unit.unidadeId,
        status,
        motivo: status === 'B' ? 'TESTE' : '',
      });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ status: 409, message: MSG.approvalNotPending });
    }
    const [cli] = await db.select().from(clientes).where(eq(clientes.id, inativo.c.id));
    expect(cli.status).toBe('B');
    const [u] = await db.select().from(usuarios).where(eq(usuarios.id, multi.id));
    expect(u.status).toBe('L');
    expect(
      await db.select().from(usuarioAprovacoes).where(eq(usuarioAprovacoes.usuarioId, multi.id)),
    ).toEqual([]);
  });

  it('answers 404 for a user and a customer that have nothing to do with each other', async () => {
    const db = t.database.db;
    const [cliente] = await db.select().from(usuarios).where(eq(usuarios.email, DEMO_ACCOUNTS.cliente));
    const [outro] = await db.select().from(clientes).where(eq(clientes.codigo, '100002'));
    const [unit] = await db.select().from(clienteUnidades).where(eq(clienteUnidades.clienteId, outro.id));
    const res = await put(tokens.admin, {
      usuarioId: cliente.id,
      clienteId: outro.id,
      filialId: unit.unidadeId,
      status: 'L',
      motivo: '',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: MSG.approvalNotFound });
  });

  it('a refused registration may still be approved (Blocked tab), never refused twice', async () => {
    const { q } = await registerAndGetLink();
    const body = { usuarioId: q.usr, filialId: q.fil, clienteId: q.cli };
    expect((await put(tokens.admin, { ...body, status: 'B', motivo: 'FALTA IE' })).statusCode).toBe(204);
    const twice = await put(tokens.admin, { ...body, status: 'B', motivo: 'DE NOVO' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MSG.approvalNotPending);
    expect((await put(tokens.admin, { ...body, status: 'L', motivo: '' })).statusCode).toBe(204);
    const [c] = await t.database.db.select().from(clientes).where(eq(clientes.id, q.cli));
    expect(c.status).toBe('L'); // the customer this registration created is decided with it
  });
});

describe('a registration for a CNPJ the ERP already knows', () => {
  /** A customer as the ERP would have written it, with its units, and no portal user. */
  async function erpCustomer(base: string, status: 'L' | 'B' | 'P') {
    const db = t.database.db;
    const [unit] = await db
      .select()
      .from(unidades)
      .where(and(eq(unidades.empresaCod, '04'), eq(unidades.filialCod, '01')));
    const [c] = await db
      .insert(clientes)
      .values({
        codigo: `9${base.slice(-5)}`,
        loja: '01',
        razao: 'CERAMICA VERDADEIRA LTDA',
        cgc: makeCnpj(base),
        email: 'compras@ceramicaverdadeira.com.br',
        status,
        logradouro: 'AVENIDA DO COMERCIO',
        numero: '500',
        bairro: 'CENTRO',
        cidade: 'BELO HORIZONTE',
        cep: '30110000',
        uf: 'MG',
      })
      .returning();
    await db.insert(clienteUnidades).values({ clienteId: c.id, unidadeId: unit.id });
    return c;
  }
  const unitsOf = async (clienteId: number) =>
    (await t.database.db.select().from(clienteUnidades).where(eq(clienteUnidades.clienteId, clienteId)))
      .map((r) => r.unidadeId)
      .sort();
  const impostor = (cgc: string | null) => ({
    cgc,
    razao: 'Ceramica Impostora Ltda',
    logradouro: 'Rua Escondida',
    numero: '13',
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    cep: '30110-000',
    uf: 'MG',
  });

  it('shows on the form and in the e-mail what was typed beside the customer, flagging the differences', async () => {
    const c = await erpCustomer('665544330001', 'L');
    const { body, q } = await registerAndGetLink({
      ...impostor(c.cgc),
      email: `comprador${seq}@golpe.com.br`,
    });
    const form = await t.app.inject({
      method: 'GET',
      url: '/api/clientes/aprovacoes/form',
      query: Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
      headers: bearer(tokens.admin),
    });
    expect(form.statusCode, form.body).toBe(200);
    const f = form.json();
    expect(f.clienteExistente).toBe(true);
    expect(f.empresa).toMatchObject({
      id: c.id,
      razao: 'CERAMICA VERDADEIRA LTDA',
      email: 'compras@ceramicaverdadeira.com.br',
      emailDominio: 'ceramicaverdadeira.com.br',
      status: 'L',
    });
    expect(f.endereco).toMatchObject({ logradouro: 'AVENIDA DO COMERCIO', numero: '500' });
    expect(f.informado).toEqual({
      razao: 'CERAMICA IMPOSTORA LTDA',
      email: String(body.email),
      emailDominio: 'golpe.com.br',
      logradouro: 'RUA ESCONDIDA',
      numero: '13',
      complemento: '',
      bairro: 'CENTRO',
      cidade: 'BELO HORIZONTE',
      cep: '30110000',
      uf: 'MG',
    });
    expect(f.divergencias).toEqual(['razao', 'emailDominio', 'logradouro', 'numero']);
    const mail = await sink.waitFor((m) => m.to.includes(DEMO_ACCOUNTS.admin) && m.text.includes(q.apro));
    expect(mail.text).toContain(`${c.codigo}/01 - CERAMICA VERDADEIRA LTDA`);
    expect(mail.text).toContain(
      'Razão social: informado "CERAMICA IMPOSTORA LTDA"; cadastro "CERAMICA VERDADEIRA LTDA" (diferente do cadastro)',
    );
    expect(mail.text).toContain(
      'Domínio do e-mail: informado "golpe.com.br"; cadastro "ceramicaverdadeira.com.br" (diferente do cadastro)',
    );
    expect(mail.text).toMatch(/Cidade: informado "BELO HORIZONTE"; cadastro "BELO HORIZONTE"\r?\n/);
  });

  it('a brand-new CNPJ has nothing to compare: the customer is what was typed', async () => {
    const { q } = await registerAndGetLink();
    const f = (
      await t.app.inject({
        method: 'GET',
        url: '/api/clientes/aprovacoes/form',
        query: Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
        headers: bearer(tokens.auditor),
      })
    ).json();
    expect(f.clienteExistente).toBe(false);
    expect(f.informado).toMatchObject({ razao: f.empresa.razao, logradouro: 'RUA DAS FLORES' });
    expect(f.divergencias).toEqual([]);
  });

  it('refusing it changes the new user and its link only: the company stays released with its units', async () => {
    const c = await erpCustomer('665544340001', 'L');
    const units = await unitsOf(c.id);
    const { body, q } = await registerAndGetLink(impostor(c.cgc));
    expect(await unitsOf(c.id)).toEqual(units);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/usuarios/liberacao',
      headers: bearer(tokens.admin),
      payload: {
        usuarioId: q.usr,
        filialId: q.fil,
        clienteId: q.cli,
        status: 'B',
        motivo: 'IMPOSTOR',
        apro: q.apro,
      },
    });
    expect(res.statusCode, res.body).toBe(204);
    const [after] = await t.database.db.select().from(clientes).where(eq(clientes.id, c.id));
    expect(after.status).toBe('L');
    expect(await unitsOf(c.id)).toEqual(units);
    const [u] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, q.usr));
    expect(u.status).toBe('B');
    expect(
      await t.database.db.select().from(usuarioClientes).where(eq(usuarioClientes.usuarioId, q.usr)),
    ).toEqual([]);
    expect((await loginAs(t.app, String(body.email), String(body.senha))).statusCode).toBe(403);
    // the company's seller still finds it released
    const [seller] = await t.database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, DEMO_ACCOUNTS.vendedor));
    await t.database.db.update(clientes).set({ vendedorId: seller.id }).where(eq(clientes.id, c.id));
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/clientes/info/${c.id}`,
      headers: bearer(tokens.vendedor),
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ id: c.id, status: 'L' });
  });

  it('approving it releases the new user only: a company the ERP blocked stays blocked', async () => {
    const c = await erpCustomer('665544350001', 'B');
    const units = await unitsOf(c.id);
    const { body, q } = await registerAndGetLink(impostor(c.cgc));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/usuarios/liberacao',
      headers: bearer(tokens.auditor),
      payload: { usuarioId: q.usr, filialId: q.fil, clienteId: q.cli, status: 'L', motivo: '', apro: q.apro },
    });
    expect(res.statusCode, res.body).toBe(204);
    const [after] = await t.database.db.select().from(clientes).where(eq(clientes.id, c.id));
    expect(after.status).toBe('B');
    expect(await unitsOf(c.id)).toEqual(units);
    const [u] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, q.usr));
    expect(u.status).toBe('L');
    const login = await loginAs(t.app, String(body.email), String(body.senha));
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(MSG.customerNotReleased);
  });
});

describe('rate limit', () => {
  it('limits registrations per IP per minute with the 429 error shape', async () => {
    const limited = await createTestApp({ env: { PUBLIC_RATE_LIMIT: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await limited.app.inject({ method: 'POST', url: '/api/clientes/novo', payload: {} })).statusCode,
        );
      expect(codes).toEqual([400, 400, 429]);
      const res = await limited.app.inject({ method: 'POST', url: '/api/clientes/novo', payload: {} });
      expect(res.json()).toEqual({ status: 429, message: MSG.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});
