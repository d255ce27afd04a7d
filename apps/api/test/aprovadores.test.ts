// Approvals list and detail (docs/product/gestor-crm-vendas.md §2.5) and approvers
// (docs/product/gestor-crm-vendas.md §2.6, §5): the Pending/Blocked tabs follow the decisions taken by PUT
// /usuarios/liberacao; the approver writes answer the spec's four messages in order; who may read and who may
// write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
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
let units: { id: number; descricao: string }[];

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
  units = await t.database.db
    .select({ id: s.unidades.id, descricao: s.unidades.descricao })
    .from(s.unidades)
    .orderBy(asc(s.unidades.id));
});
afterAll(async () => t?.close());

async function userId(email: string): Promise<number> {
  const [u] = await t.database.db
    .select({ id: s.usuarios.id })
    .from(s.usuarios)
    .where(eq(s.usuarios.email, email));
  return u.id;
}

describe('GET /api/usuarios/aprovacoes/filter', () => {
  it('lists pending registrations by default and blocked ones on st=B', async () => {
    const res = await call('GET', '/api/usuarios/aprovacoes/filter', auditor.token);
    expect(res.statusCode).toBe(200);
    const pendente = await userId(DEMO_ACCOUNTS.pendente);
    expect(res.json()).toMatchObject([
      {
        usuarioId: pendente,
        usuarioNome: 'PEDRO PENDENTE',
        filialId: units[0].id,
        filialDescricao: units[0].descricao,
        clienteId: expect.any(Number),
        status: 'P',
        statusDesc: 'PENDENTE',
      },
    ]);
    const blocked = (await call('GET', '/api/usuarios/aprovacoes/filter?st=B', gestor.token)).json();
    expect(blocked).toMatchObject([
      {
        usuarioId: await userId(DEMO_ACCOUNTS.bloqueado),
        status: 'B',
        motivo: 'CADASTRO COM PENDENCIAS FISCAIS',
      },
    ]);
  });

  it('searches by name, e-mail, company or CNPJ (upper-cased) and filters by branch', async () => {
    expect((await call('GET', '/api/usuarios/aprovacoes/filter?q=pedro', gestor.token)).json()).toHaveLength(
      1,
    );
    expect(
      (await call('GET', '/api/usuarios/aprovacoes/filter?q=alvorada', gestor.token)).json(),
    ).toHaveLength(1);
    expect(
      (await call('GET', '/api/usuarios/aprovacoes/filter?q=84.429.695', gestor.token)).json(),
    ).toHaveLength(1);
    expect(
      (await call('GET', '/api/usuarios/aprovacoes/filter?q=ninguem', gestor.token)).json(),
    ).toHaveLength(0);
    expect(
      (await call('GET', `/api/usuarios/aprovacoes/filter?f=${units[1].id}`, gestor.token)).json(),
    ).toHaveLength(0);
    expect(
      (await call('GET', `/api/usuarios/aprovacoes/filter?f=${units[0].id}`, gestor.token)).json(),
    ).toHaveLength(1);
    for (const q of ['st=L', 'st=X', 'f=abc'])
      expect((await call('GET', `/api/usuarios/aprovacoes/filter?${q}`, gestor.token)).statusCode, q).toBe(
        400,
      );
  });

  it('follows the decisions of PUT /usuarios/liberacao: reprove needs a reason; approve moves to L and the user logs in', async () => {
    const [item] = (await call('GET', '/api/usuarios/aprovacoes/filter', gestor.token)).json();
    const body = { usuarioId: item.usuarioId, filialId: item.filialId, clienteId: item.clienteId };
    const noReason = await call('PUT', '/api/usuarios/liberacao', gestor.token, {
      ...body,
      status: 'B',
      motivo: '',
    });
    expect(noReason.statusCode).toBe(400);
    const reprove = await call('PUT', '/api/usuarios/liberacao', gestor.token, {
      ...body,
      status: 'B',
      motivo: 'DOCUMENTOS ILEGÍVEIS',
    });
    expect(reprove.statusCode).toBe(204);
    expect((await call('GET', '/api/usuarios/aprovacoes/filter', gestor.token)).json()).toHaveLength(0);
    expect(
      (await call('GET', '/api/usuarios/aprovacoes/filter?st=B&q=pedro', gestor.token)).json(),
    ).toMatchObject([{ status: 'B', motivo: 'DOCUMENTOS ILEGÍVEIS' }]);
    const approve = await call('PUT', '/api/usuarios/liberacao', admin.token, {
      ...body,
      status: 'L',
      motivo: '',
    });
    expect(approve.statusCode).toBe(204);
    expect(
      (await call('GET', '/api/usuarios/aprovacoes/filter?st=B&q=pedro', gestor.token)).json(),
    ).toHaveLength(0);
    expect((await loginAs(t.app, DEMO_ACCOUNTS.pendente)).statusCode).toBe(200);

    const det = await call(
      'GET',
      `/api/usuarios/aprovacoes/detalhes?usuario=${body.usuarioId}&filial=${body.filialId}&cliente=${body.clienteId}`,
      auditor.token,
    );
    expect(det.statusCode).toBe(200);
    expect(det.json()).toMatchObject({
      usuarioId: body.usuarioId,
      usuarioNome: 'PEDRO PENDENTE',
      filialDescricao: units[0].descricao,
      clienteRazao: expect.any(String),
    });
    // beside the records, the company, its address and the user as the approval form shows them
    const [c] = await t.database.db.select().from(s.clientes).where(eq(s.clientes.id, body.clienteId));
    const [u] = await t.database.db.select().from(s.usuarios).where(eq(s.usuarios.id, body.usuarioId));
    expect(det.json().empresa).toMatchObject({
      id: c.id,
      codigo: c.codigo,
      loja: c.loja,
      cgc: c.cgc,
      razao: c.razao,
      telefone: c.telefone,
      statusDesc: expect.any(String),
    });
    expect(det.json().endereco).toEqual({
      logradouro: c.logradouro,
      numero: c.numero,
      complemento: c.complemento,
      bairro: c.bairro,
      cidade: c.cidade,
      cep: c.cep,
      uf: c.uf,
    });
    expect(det.json().usuario).toEqual({
      id: u.id,
      nome: 'PEDRO PENDENTE',
      email: DEMO_ACCOUNTS.pendente,
      cpf: u.cpf,
      telefone: u.telefone,
      status: 'L',
      statusDesc: 'LIBERADO',
    });
    expect(c.cgc && c.razao && c.logradouro && u.cpf).toBeTruthy();
    expect(det.json().registros).toMatchObject([
      {
        usuarioAprovacoesId: expect.any(Number),
        usuarioAprovadoresUsuarioDesc: 'GABRIELA GESTORA',
        aprovadoDesc: 'REPROVADO',
        motivo: 'DOCUMENTOS ILEGÍVEIS',
      },
      {
        usuarioAprovacoesId: expect.any(Number),
        usuarioAprovadoresUsuarioDesc: 'ANDRE ADMINISTRADOR',
        aprovadoDesc: 'APROVADO',
        motivo: '',
      },
    ]);
  });

  it('detail: 404 for a registration without records, 400 for bad ids', async () => {
    expect(
      (await call('GET', `/api/usuarios/aprovacoes/detalhes?usuario=${admin.id}`, gestor.token)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/api/usuarios/aprovacoes/detalhes?usuario=99999', gestor.token)).json().message,
    ).toBe(MSG.userIdInvalid('99999'));
    expect((await call('GET', '/api/usuarios/aprovacoes/detalhes', gestor.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/usuarios/aprovacoes/detalhes?usuario=x', gestor.token)).statusCode).toBe(
      400,
    );
  });
});

describe('approvers', () => {
  it('lists released approvers by default, by branch, user and text', async () => {
    const res = await call('GET', '/api/usuarios/aprovadores', auditor.token);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(3);
    expect(list.find((a: { usuarioId: number }) => a.usuarioId === admin.id)).toMatchObject({
      usuarioNome: 'ANDRE ADMINISTRADOR',
      usuarioEmail: DEMO_ACCOUNTS.admin,
      filialId: units[0].id,
      master: 'MASTER',
      masterDescricao: 'MASTER',
      status: 'L',
      statusDescricao: 'LIBERADO',
    });
    expect(
      (await call('GET', `/api/usuarios/aprovadores?filial=${units[1].id}`, gestor.token)).json(),
    ).toHaveLength(1);
    expect(
      (await call('GET', `/api/usuarios/aprovadores?usuario=${gestor.id}`, gestor.token)).json(),
    ).toHaveLength(1);
    expect((await call('GET', '/api/usuarios/aprovadores?search=aurora', gestor.token)).json()).toHaveLength(
      1,
    );
    expect((await call('GET', '/api/usuarios/aprovadores?status=B', gestor.token)).json()).toHaveLength(0);
    expect((await call('GET', '/api/usuarios/aprovadores?status=X', gestor.token)).statusCode).toBe(400);
  });

  it("validates in the spec's order: user, branch, level, status", async () => {
    const steps: [unknown, string][] = [
      [{}, MSG.approverUserRequired],
      [{ filialId: units[2].id, master: 'MASTER', status: 'L' }, MSG.approverUserRequired],
      [{ usuarioId: auditor.id }, MSG.approverBranchRequired],
      [{ usuarioId: auditor.id, filialId: units[2].id }, MSG.approverLevelRequired],
      [{ usuarioId: auditor.id, filialId: units[2].id, master: 'X' }, MSG.approverLevelRequired],
      [{ usuarioId: auditor.id, filialId: units[2].id, master: 'NORMAL' }, MSG.approverStatusInvalid],
      [
        { usuarioId: auditor.id, filialId: units[2].id, master: 'NORMAL', status: 'Z' },
        MSG.approverStatusInvalid,
      ],
      [
        { usuarioId: cliente.id, filialId: units[2].id, master: 'NORMAL', status: 'L' },
        MSG.approverUserNotManager,
      ],
      [{ usuarioId: auditor.id, filialId: 99999, master: 'NORMAL', status: 'L' }, MSG.approverBranchRequired],
    ];
    for (const [body, message] of steps) {
      const res = await call('POST', '/api/usuarios/aprovadores', gestor.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(
      (await call('POST', '/api/usuarios/aprovadores', gestor.token, { usuarioId: 'x' })).statusCode,
    ).toBe(400);
  });

  it('creates, edits and removes an approver', async () => {
    const created = await call('POST', '/api/usuarios/aprovadores', gestor.token, {
      usuarioId: auditor.id,
      filialId: units[2].id,
      master: 'S',
      status: 'L',
    });
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({ usuarioId: auditor.id, filialId: units[2].id, master: 'MASTER', status: 'L' });
    const dup = await call('POST', '/api/usuarios/aprovadores', gestor.token, {
      usuarioId: auditor.id,
      filialId: units[2].id,
      master: 'NORMAL',
      status: 'L',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MSG.approverDuplicate);
    const edited = await call('PUT', `/api/usuarios/aprovadores/${a.id}`, gestor.token, {
      id: a.id,
      usuarioId: auditor.id,
      filialId: units[2].id,
      master: 'NORMAL',
      status: 'B',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: a.id,
      master: 'NORMAL',
      status: 'B',
      statusDescricao: 'BLOQUEADO',
    });
    expect((await call('GET', '/api/usuarios/aprovadores?status=B', gestor.token)).json()).toHaveLength(1);
    expect((await call('GET', '/api/usuarios/aprovadores?status=TODOS', gestor.token)).json()).toHaveLength(
      4,
    );
    const clash = await call('PUT', `/api/usuarios/aprovadores/${a.id}`, gestor.token, {
      usuarioId: auditor.id,
      filialId: units[1].id,
      master: 'NORMAL',
      status: 'L',
    });
    expect(clash.statusCode).toBe(409);
    expect(
      (
        await call('PUT', '/api/usuarios/aprovadores/99999', gestor.token, {
          usuarioId: auditor.id,
          filialId: units[2].id,
          master: 'NORMAL',
          status: 'L',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/usuarios/aprovadores/${a.id}`, gestor.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/usuarios/aprovadores/${a.id}`, gestor.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/usuarios/aprovadores/abc', gestor.token)).statusCode).toBe(400);
  });
});

describe('roles', () => {
  const reads: [Method, string][] = [
    ['GET', '/api/usuarios/aprovacoes/filter'],
    ['GET', '/api/usuarios/aprovacoes/detalhes?usuario=1'],
    ['GET', '/api/usuarios/aprovadores'],
  ];
  const writes: [Method, string, unknown][] = [
    ['POST', '/api/usuarios/aprovadores', { usuarioId: 1, filialId: 1, master: 'NORMAL', status: 'L' }],
    ['PUT', '/api/usuarios/aprovadores/1', { usuarioId: 1, filialId: 1, master: 'NORMAL', status: 'L' }],
    ['DELETE', '/api/usuarios/aprovadores/1', undefined],
  ];

  it('customers and sellers get 403 on every route; no token 401', async () => {
    for (const [method, url, body] of [...reads.map(([m, u]) => [m, u, undefined] as const), ...writes]) {
      for (const who of [cliente, vendedor])
        expect((await call(method, url, who.token, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('an auditor reads but does not change approvers', async () => {
    for (const [method, url] of reads)
      expect([200, 404], url).toContain((await call(method, url, auditor.token)).statusCode);
    for (const [method, url, body] of writes)
      expect((await call(method, url, auditor.token, body)).statusCode, `${method} ${url}`).toBe(403);
  });
});
