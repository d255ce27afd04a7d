// Users of the manager area (docs/product/gestor-crm-vendas.md §2.3, §2.4, §7): list, search, create, edit,
// block, links of units, customers and profiles, profile search; who may read and who may write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, loginAs, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let admin: { token: string; id: number };
let gestor: { token: string; id: number };
let auditor: { token: string; id: number };
let cliente: { token: string; id: number };
let vendedor: { token: string; id: number };
let units: { id: number }[];
let perfis: Record<string, number>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as never });

beforeAll(async () => {
  t = await createTestApp();
  [admin, gestor, auditor, cliente, vendedor] = await Promise.all(
    [
      DEMO_ACCOUNTS.admin,
      DEMO_ACCOUNTS.gestor,
      DEMO_ACCOUNTS.auditor,
      DEMO_ACCOUNTS.cliente,
      DEMO_ACCOUNTS.vendedor,
    ].map((e) => tokenFor(t.app, e)),
  );
  units = await t.database.db.select({ id: s.unidades.id }).from(s.unidades).orderBy(asc(s.unidades.id));
  perfis = Object.fromEntries((await t.database.db.select().from(s.perfis)).map((p) => [p.role, p.id]));
});
afterAll(async () => t?.close());

async function userId(email: string): Promise<number> {
  const [u] = await t.database.db
    .select({ id: s.usuarios.id })
    .from(s.usuarios)
    .where(eq(s.usuarios.email, email));
  return u.id;
}

describe('GET /api/usuarios/gestor/filter', () => {
  it('sorts by id, name or e-mail both ways and refuses an unknown column in pt-BR', async () => {
    const page = async (q: string) =>
      (await call('GET', `/api/usuarios/gestor/filter?rows=200&${q}`, gestor.token)).json().items as {
        id: number;
        email: string;
      }[];
    const ids = (await page('sort=id&dir=desc')).map((u) => u.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const emails = (await page('sort=email')).map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    const bad = await call('GET', '/api/usuarios/gestor/filter?sort=senha', gestor.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.sort).toBe(MSG.sortColumnInvalid(['id', 'nome', 'email']));
  });

  it('pages all users (50 rows by default) with profiles and status description', async () => {
    const res = await call('GET', '/api/usuarios/gestor/filter', gestor.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = (await t.database.db.select().from(s.usuarios)).length;
    expect(body).toMatchObject({ page: 1, pages: Math.ceil(total / 50), rows: total });
    expect(body.items.length).toBe(Math.min(total, 50));
    const admin_ = body.items.find((u: { email: string }) => u.email === DEMO_ACCOUNTS.admin);
    expect(admin_).toMatchObject({ status: 'L', statusDesc: 'LIBERADO', perfils: [{ role: 'ROLE_ADMIN' }] });
  });

  it('filters by status, profile and upper-cased text, and pages by rows', async () => {
    const pend = (await call('GET', '/api/usuarios/gestor/filter?status=P', gestor.token)).json();
    expect(pend.items.every((u: { status: string }) => u.status === 'P')).toBe(true);
    expect(pend.items.map((u: { email: string }) => u.email)).toContain(DEMO_ACCOUNTS.pendente);
    const vend = (await call('GET', '/api/usuarios/gestor/filter?perfil=ROLE_VENDEDOR', gestor.token)).json();
    expect(vend.items.map((u: { email: string }) => u.email)).toEqual([DEMO_ACCOUNTS.vendedor]);
    expect(
      (await call('GET', `/api/usuarios/gestor/filter?perfil=${perfis.ROLE_VENDEDOR}`, gestor.token)).json()
        .rows,
    ).toBe(1);
    const byName = (await call('GET', '/api/usuarios/gestor/filter?search=gabriela', gestor.token)).json();
    expect(byName.items.map((u: { email: string }) => u.email)).toEqual([DEMO_ACCOUNTS.gestor]);
    const byCpf = (await call('GET', '/api/usuarios/gestor/filter?search=862.883', gestor.token)).json();
    expect(byCpf.items.map((u: { email: string }) => u.email)).toEqual([DEMO_ACCOUNTS.gestor]);
    expect((await call('GET', '/api/usuarios/gestor/filter?search=%25', gestor.token)).json().rows).toBe(0);
    const p1 = (await call('GET', '/api/usuarios/gestor/filter?rows=3&page=1', gestor.token)).json();
    const p2 = (await call('GET', '/api/usuarios/gestor/filter?rows=3&page=2', gestor.token)).json();
    expect(p1.items).toHaveLength(3);
    expect(p1.pages).toBe(Math.ceil(p1.rows / 3));
    expect(p2.items[0].id).not.toBe(p1.items[0].id);
  });

  it('refuses bad input', async () => {
    for (const q of ['status=X', 'page=0', 'rows=1000', 'page=abc', `search=${'A'.repeat(200)}`]) {
      const res = await call('GET', `/api/usuarios/gestor/filter?${q}`, gestor.token);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/usuarios and /api/perfil/filter', () => {
  it('searches released users by default, optionally by profiles', async () => {
    const all = (await call('GET', '/api/usuarios', auditor.token)).json();
    expect(all.every((u: { status: string }) => u.status === 'L')).toBe(true);
    const managers = (
      await call('GET', '/api/usuarios?perfil=ADMIN,GESTOR,USUARIO,AUDITOR', gestor.token)
    ).json();
    expect(managers.map((u: { email: string }) => u.email).sort()).toEqual(
      [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.auditor, DEMO_ACCOUNTS.gestor].sort(),
    );
    const blocked = (await call('GET', '/api/usuarios?status=B&search=bruno', gestor.token)).json();
    expect(blocked.map((u: { email: string }) => u.email)).toEqual([DEMO_ACCOUNTS.bloqueado]);
    expect((await call('GET', '/api/usuarios?perfil=ROLE_NADA', gestor.token)).statusCode).toBe(400);
  });

  it('lists and searches profiles', async () => {
    const all = (await call('GET', '/api/perfil/filter', gestor.token)).json();
    expect(all).toHaveLength(6);
    const some = (await call('GET', '/api/perfil/filter?q=audi', gestor.token)).json();
    expect(some).toEqual([{ id: perfis.ROLE_AUDITOR, role: 'ROLE_AUDITOR', descricao: 'AUDITOR' }]);
  });
});

describe('create, edit and load a user', () => {
  let novoId: number;

  it('POST /api/usuarios creates a P user linked to the branch with an approval record', async () => {
    const res = await call('POST', '/api/usuarios', gestor.token, {
      filialId: units[1].id,
      nome: 'Nina Nova',
      email: 'Nina@Exemplo.com.br',
      cpf: '123.456.789-09',
      status: 'L',
    });
    expect(res.statusCode).toBe(201);
    const u = res.json();
    novoId = u.id;
    expect(u).toMatchObject({
      nome: 'NINA NOVA',
      email: 'nina@exemplo.com.br',
      cpf: '12345678909',
      status: 'P',
      statusDesc: 'PENDENTE',
      unidades: [{ id: units[1].id }],
    });
    const recs = await t.database.db
      .select()
      .from(s.usuarioAprovacoes)
      .where(eq(s.usuarioAprovacoes.usuarioId, novoId));
    expect(recs).toMatchObject([{ filialId: units[1].id, clienteId: null, status: 'P' }]);
    const pend = (await call('GET', '/api/usuarios/aprovacoes/filter?st=P&q=NINA', gestor.token)).json();
    expect(pend).toMatchObject([{ usuarioId: novoId, filialId: units[1].id, clienteId: null, status: 'P' }]);
  });

  it('refuses a repeated e-mail, an unknown branch and bad fields', async () => {
    const dup = await call('POST', '/api/usuarios', gestor.token, {
      filialId: units[0].id,
      nome: 'X',
      email: DEMO_ACCOUNTS.admin.toUpperCase(),
      cpf: '',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MSG.userEmailInUse);
    expect(
      (await call('POST', '/api/usuarios', gestor.token, { filialId: 99999, nome: 'X', email: 'x@x.com.br' }))
        .statusCode,
    ).toBe(400);
    for (const body of [
      { filialId: units[0].id, nome: '', email: 'a@a.com.br' },
      { filialId: units[0].id, nome: 'A', email: 'not-an-email' },
      { filialId: units[0].id, nome: 'A', email: 'a@a.com.br', cpf: '123456789012345' },
      { nome: 'A', email: 'a@a.com.br' },
      { filialId: 'x', nome: 'A', email: 'a@a.com.br' },
    ]) {
      const res = await call('POST', '/api/usuarios', gestor.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toBeTruthy();
    }
  });

  it("refuses another user's CPF on creation and on edit, with the field message", async () => {
    const before = (await t.database.db.select().from(s.usuarios)).length;
    // 529.982.247-25 is cliente@'s CPF
    for (const cpf of ['529.982.247-25', '52998224725']) {
      const dup = await call('POST', '/api/usuarios', gestor.token, {
        filialId: units[0].id,
        nome: 'Clone',
        email: 'clone@exemplo.com.br',
        cpf,
      });
      expect(dup.statusCode, cpf).toBe(409);
      expect(dup.json()).toEqual({
        status: 409,
        message: MSG.userCpfInUse,
        fields: { cpf: MSG.userCpfInUse },
      });
    }
    expect((await t.database.db.select().from(s.usuarios)).length).toBe(before);
    const edit = await call('PUT', `/api/usuarios/gestor/${novoId}`, gestor.token, {
      id: novoId,
      nome: 'Nina Nova',
      email: 'nina@exemplo.com.br',
      cpf: '529.982.247-25',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({
      status: 409,
      message: MSG.userCpfInUse,
      fields: { cpf: MSG.userCpfInUse },
    });
    const [nina] = await t.database.db.select().from(s.usuarios).where(eq(s.usuarios.id, novoId));
    expect(nina.cpf).toBe('12345678909');
    // keeping one's own CPF is no conflict
    const same = await call('PUT', `/api/usuarios/gestor/${novoId}`, gestor.token, {
      id: novoId,
      nome: 'Nina Nova',
      email: 'nina@exemplo.com.br',
      cpf: '123.456.789-09',
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('PUT /api/usuarios/gestor/{id} edits name, e-mail and CPF/CNPJ', async () => {
    const res = await call('PUT', `/api/usuarios/gestor/${novoId}`, gestor.token, {
      id: novoId,
      nome: 'Nina Alterada',
      email: 'nina2@exemplo.com.br',
      cpf: '11.222.333/0001-81',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: novoId,
      nome: 'NINA ALTERADA',
      email: 'nina2@exemplo.com.br',
      cpf: '11222333000181',
      modifiedDate: expect.any(String),
    });
    const mismatch = await call('PUT', `/api/usuarios/gestor/${novoId}`, gestor.token, {
      id: novoId + 1,
      nome: 'A',
      email: 'a@b.com.br',
    });
    expect(mismatch.statusCode).toBe(400);
    const dup = await call('PUT', `/api/usuarios/gestor/${novoId}`, gestor.token, {
      id: novoId,
      nome: 'A',
      email: DEMO_ACCOUNTS.cliente,
    });
    expect(dup.statusCode).toBe(409);
    const missing = await call('PUT', '/api/usuarios/gestor/99999', gestor.token, {
      id: 99999,
      nome: 'A',
      email: 'z@z.com.br',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.userIdInvalid('99999'));
  });

  it('GET /api/usuarios/{id} still answers the user; static manager paths do not clash with it', async () => {
    expect((await call('GET', `/api/usuarios/${novoId}`, auditor.token)).json()).toMatchObject({
      id: novoId,
      nome: 'NINA ALTERADA',
    });
    const bad = await call('GET', '/api/usuarios/abc', gestor.token);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/usuarios/99999', gestor.token)).json().message).toBe(
      MSG.userIdInvalid('99999'),
    );
    expect((await call('GET', '/api/usuarios/aprovadores', gestor.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/usuarios/gestor/filter', gestor.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/usuarios/aprovacoes/filter', gestor.token)).statusCode).toBe(200);
  });
});

describe('links: units, customers, profiles', () => {
  it('adds and removes one unit, one customer and one profile per call', async () => {
    const uid = await userId(DEMO_ACCOUNTS.auditor);
    const [cli] = await t.database.db.select().from(s.clientes).orderBy(asc(s.clientes.id)).limit(1);
    for (const [kind, fk] of [
      ['unidade', units[2].id],
      ['cliente', cli.id],
      ['perfil', perfis.ROLE_USUARIO],
    ] as const) {
      const add = await call('POST', `/api/usuarios/${kind}`, gestor.token, { pk: uid, fk });
      expect(add.statusCode, kind).toBe(201);
      expect(
        (await call('POST', `/api/usuarios/${kind}`, gestor.token, { pk: uid, fk })).statusCode,
        kind,
      ).toBe(409);
      const u = (await call('GET', `/api/usuarios/${uid}`, gestor.token)).json();
      const list = kind === 'unidade' ? u.unidades : kind === 'cliente' ? u.clientes : u.perfils;
      expect(
        list.map((x: { id: number }) => x.id),
        kind,
      ).toContain(fk);
      const del = await call('DELETE', `/api/usuarios/${kind}/${fk}?usuario=${uid}`, gestor.token);
      expect(del.statusCode, kind).toBe(204);
      expect(
        (await call('DELETE', `/api/usuarios/${kind}/${fk}?usuario=${uid}`, gestor.token)).statusCode,
        kind,
      ).toBe(404);
    }
  });

  it('refuses unknown users and targets and bad input', async () => {
    const uid = await userId(DEMO_ACCOUNTS.auditor);
    expect(
      (await call('POST', '/api/usuarios/unidade', gestor.token, { pk: uid, fk: 99999 })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/usuarios/perfil', gestor.token, { pk: 99999, fk: perfis.ROLE_USUARIO }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/usuarios/cliente', gestor.token, { pk: uid })).statusCode).toBe(400);
    expect((await call('POST', '/api/usuarios/cliente', gestor.token, { pk: -1, fk: 1 })).statusCode).toBe(
      400,
    );
    expect((await call('DELETE', `/api/usuarios/perfil/1`, gestor.token)).statusCode).toBe(400);
  });

  it('only an administrator grants the ADMIN profile or changes an administrator', async () => {
    const uid = await userId(DEMO_ACCOUNTS.auditor);
    const grant = await call('POST', '/api/usuarios/perfil', gestor.token, {
      pk: uid,
      fk: perfis.ROLE_ADMIN,
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(MSG.userAdminOnly);
    expect(
      (await call('POST', '/api/usuarios/perfil', gestor.token, { pk: gestor.id, fk: perfis.ROLE_ADMIN }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/api/usuarios/gestor/${admin.id}`, gestor.token, {
          id: admin.id,
          nome: 'X',
          email: 'x@y.com.br',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/usuarios/gestor/${admin.id}/status`, gestor.token, { status: 'B' }))
        .statusCode,
    ).toBe(403);
    const ok = await call('POST', '/api/usuarios/perfil', admin.token, { pk: uid, fk: perfis.ROLE_ADMIN });
    expect(ok.statusCode).toBe(201);
    expect(
      (await call('DELETE', `/api/usuarios/perfil/${perfis.ROLE_ADMIN}?usuario=${uid}`, admin.token))
        .statusCode,
    ).toBe(204);
  });
});

/** A user's approval records, oldest first (status and reason). */
const recordsOf = (usuarioId: number) =>
  t.database.db
    .select({ status: s.usuarioAprovacoes.status, motivo: s.usuarioAprovacoes.motivo })
    .from(s.usuarioAprovacoes)
    .where(eq(s.usuarioAprovacoes.usuarioId, usuarioId))
    .orderBy(asc(s.usuarioAprovacoes.id));

describe('PUT /api/usuarios/gestor/{id}/status', () => {
  it('blocks a user: status B, sessions ended, the decision recorded with who and when', async () => {
    const victim = await tokenFor(t.app, DEMO_ACCOUNTS.multi);
    expect((await call('GET', '/api/config', victim.token)).statusCode).toBe(200);
    const res = await call('PUT', `/api/usuarios/gestor/${victim.id}/status`, gestor.token, {
      status: 'B',
      motivo: '  Acesso suspenso a pedido da empresa ',
    });
    expect(res.statusCode).toBe(204);
    const after = await call('GET', '/api/config', victim.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(9002);
    const open = await t.database.db
      .select()
      .from(s.sessoes)
      .where(and(eq(s.sessoes.usuarioId, victim.id), isNull(s.sessoes.revokedAt)));
    expect(open).toHaveLength(0);
    expect((await loginAs(t.app, DEMO_ACCOUNTS.multi)).json().message).toBe(MSG.userNotReleased);
    const [rec] = await t.database.db
      .select()
      .from(s.usuarioAprovacoes)
      .where(eq(s.usuarioAprovacoes.usuarioId, victim.id));
    expect(rec).toMatchObject({
      status: 'B',
      motivo: 'Acesso suspenso a pedido da empresa',
      aprovadorUsuarioId: gestor.id,
      decidedDate: expect.any(Date),
    });
    const blocked = (await call('GET', '/api/usuarios/aprovacoes/filter?st=B', gestor.token)).json();
    expect(blocked.map((b: { usuarioId: number }) => b.usuarioId)).toContain(victim.id);
  });

  it('releases a user without a customer (a back-office user created by a manager)', async () => {
    const created = (
      await call('POST', '/api/usuarios', admin.token, {
        filialId: units[0].id,
        nome: 'Otto Operador',
        email: 'otto@exemplo.com.br',
      })
    ).json();
    expect(
      (await call('PUT', `/api/usuarios/gestor/${created.id}/status`, admin.token, { status: 'L' }))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/usuarios/${created.id}`, admin.token)).json().status).toBe('L');
    const det = (
      await call(
        'GET',
        `/api/usuarios/aprovacoes/detalhes?usuario=${created.id}&filial=${units[0].id}`,
        admin.token,
      )
    ).json();
    expect(det.registros).toMatchObject([
      { aprovadoDesc: 'APROVADO', usuarioAprovadoresUsuarioDesc: 'ANDRE ADMINISTRADOR', motivo: '' },
    ]);
    // no customer: no company nor address beside the user's data
    expect(det).toMatchObject({ empresa: null, endereco: null, usuario: { nome: 'OTTO OPERADOR' } });
  });

  it('releases a blocked user with the reason, kept with its record; a status it has is refused', async () => {
    const id = await userId(DEMO_ACCOUNTS.bloqueado);
    const url = `/api/usuarios/gestor/${id}/status`;
    const again = await call('PUT', url, admin.token, { status: 'B', motivo: 'De novo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.userAlreadyInStatus('BLOQUEADO'));
    const before = await recordsOf(id);
    expect(
      (await call('PUT', url, admin.token, { status: 'L', motivo: ' Voltou das férias ' })).statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/usuarios/${id}`, admin.token)).json().status).toBe('L');
    expect((await recordsOf(id)).slice(before.length)).toEqual([
      { status: 'L', motivo: 'Voltou das férias' },
    ]);
    const released = await call('PUT', url, admin.token, { status: 'L', motivo: 'x' });
    expect(released.statusCode).toBe(409);
    expect(released.json().message).toBe(MSG.userAlreadyInStatus('LIBERADO'));
    expect(
      (await call('PUT', url, admin.token, { status: 'B', motivo: 'Bloqueado de novo' })).statusCode,
    ).toBe(204);
    expect((await recordsOf(id)).at(-1)).toEqual({ status: 'B', motivo: 'Bloqueado de novo' });
  });

  it('blocking needs a reason of at most 500 characters; nothing changes without one', async () => {
    const id = await userId(DEMO_ACCOUNTS.pendente);
    const url = `/api/usuarios/gestor/${id}/status`;
    const before = await recordsOf(id);
    for (const motivo of [undefined, '', '   ', null]) {
      const res = await call('PUT', url, gestor.token, { status: 'B', motivo });
      expect(res.statusCode, JSON.stringify(motivo)).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        message: MSG.approvalReasonRequired,
        fields: { motivo: MSG.approvalReasonRequired },
      });
    }
    const long = await call('PUT', url, gestor.token, { status: 'B', motivo: 'M'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields)).toEqual(['motivo']);
    expect(long.json().fields.motivo).toContain('500');
    expect((await call('GET', `/api/usuarios/${id}`, gestor.token)).json().status).toBe('P');
    expect(await recordsOf(id)).toEqual(before);
    expect((await call('PUT', url, gestor.token, { status: 'B', motivo: 'M'.repeat(500) })).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/usuarios/${id}`, gestor.token)).json().status).toBe('B');
  });

  it('refuses blocking or releasing oneself (403, nothing changes) and bad input', async () => {
    for (const status of ['B', 'L']) {
      const self = await call('PUT', `/api/usuarios/gestor/${gestor.id}/status`, gestor.token, {
        status,
        motivo: 'Eu mesmo',
      });
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe(MSG.userBlockSelf);
    }
    expect((await call('GET', '/api/config', gestor.token)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/usuarios/gestor/${auditor.id}/status`, gestor.token, { status: 'P' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/usuarios/gestor/${auditor.id}/status`, gestor.token, {})).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/usuarios/gestor/99999/status', gestor.token, { status: 'B', motivo: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('roles', () => {
  const reads: [Method, string][] = [
    ['GET', '/api/usuarios/gestor/filter'],
    ['GET', '/api/usuarios'],
    ['GET', '/api/perfil/filter'],
  ];
  const writes: [Method, string, unknown][] = [
    ['POST', '/api/usuarios', { filialId: 1, nome: 'A', email: 'a@a.com.br' }],
    ['PUT', '/api/usuarios/gestor/3', { id: 3, nome: 'A', email: 'a@a.com.br' }],
    ['PUT', '/api/usuarios/gestor/3/status', { status: 'B' }],
    ['POST', '/api/usuarios/unidade', { pk: 3, fk: 1 }],
    ['POST', '/api/usuarios/cliente', { pk: 3, fk: 1 }],
    ['POST', '/api/usuarios/perfil', { pk: 3, fk: 1 }],
    ['DELETE', '/api/usuarios/unidade/1?usuario=3', undefined],
    ['DELETE', '/api/usuarios/cliente/1?usuario=3', undefined],
    ['DELETE', '/api/usuarios/perfil/1?usuario=3', undefined],
  ];

  it('customers and sellers get 403 on every route; no token 401', async () => {
    for (const [method, url, body] of [...reads.map(([m, u]) => [m, u, undefined] as const), ...writes]) {
      for (const who of [cliente, vendedor]) {
        expect((await call(method, url, who.token, body)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('an auditor reads but does not write', async () => {
    for (const [method, url] of reads)
      expect((await call(method, url, auditor.token)).statusCode, url).toBe(200);
    for (const [method, url, body] of writes) {
      const res = await call(method, url, auditor.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, message: MSG.forbidden });
    }
  });
});
