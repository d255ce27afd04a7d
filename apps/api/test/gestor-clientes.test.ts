// Customers of the manager area (docs/product/gestor-crm-vendas.md §2.7, §7 Customers) and the unit page
// (/gestor/filiais/{id}): list and search, detail, create (P by default) and edit with the field rules, units
// added and removed, the unit search, the unit's price tables, customers and users; who may read and write;
// the buying side's /clientes/... routes still answer next to GET /clientes/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let admin: { token: string; id: number };
let gestor: { token: string; id: number };
let auditor: { token: string; id: number };
let cliente: { token: string; id: number };
let vendedor: { token: string; id: number };
let units: (typeof s.unidades.$inferSelect)[];

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
  units = await t.database.db.select().from(s.unidades).orderBy(asc(s.unidades.id));
});
afterAll(async () => t?.close());

const novo = {
  codigo: '900001',
  loja: '01',
  razao: 'Construtora Teste Ltda',
  cgc: '11.222.333/0001-81',
  nome: 'Joana Responsável',
  telefone: '(11) 3456-7890',
  email: 'Compras@Teste.com.br',
  endereco: {
    logradouro: 'Rua A',
    numero: '10',
    complemento: 'Sala 2',
    bairro: 'Centro',
    cidade: 'Campinas',
    cep: '13010-000',
    uf: 'sp',
  },
};

describe('GET /api/clientes/filter', () => {
  it('sorts by a whitelisted column both ways and refuses an unknown column in pt-BR', async () => {
    const ids = async (q: string) =>
      (await call('GET', `/api/clientes/filter?rows=200&${q}`, gestor.token))
        .json()
        .items.map((c: { id: number; codigo: string }) => c);
    const byIdDesc = (await ids('sort=id&dir=desc')).map((c: { id: number }) => c.id);
    expect(byIdDesc.length).toBeGreaterThan(2);
    expect(byIdDesc).toEqual([...byIdDesc].sort((a, b) => b - a));
    const codes = (await ids('sort=codigo')).map((c: { codigo: string }) => c.codigo);
    expect(codes).toEqual([...codes].sort());
    const bad = await call('GET', '/api/clientes/filter?sort=cgc', gestor.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.sort).toBe(MSG.sortColumnInvalid(['id', 'codigo', 'razao']));
    const badDir = await call('GET', '/api/clientes/filter?sort=id&dir=up', gestor.token);
    expect(badDir.statusCode).toBe(400);
    expect(badDir.json().fields.dir).toBe(MSG.sortDirectionInvalid);
  });

  it('pages every customer by company name with the total', async () => {
    const res = await call('GET', '/api/clientes/filter?rows=5', auditor.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = (await t.database.db.select().from(s.clientes)).length;
    expect(body).toMatchObject({ page: 1, pages: Math.ceil(total / 5), rows: total });
    expect(body.items).toHaveLength(5);
    const names = body.items.map((c: { razao: string }) => c.razao);
    expect([...names].sort()).toEqual(names);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      codigo: expect.any(String),
      loja: '01',
      razao: expect.any(String),
      cgc: expect.any(String),
      status: expect.any(String),
      statusDesc: expect.any(String),
    });
    const p2 = (await call('GET', '/api/clientes/filter?rows=5&page=2', gestor.token)).json();
    expect(p2.items[0].id).not.toBe(body.items[0].id);
  });

  it('searches by company name, code, code/store, tax id with punctuation and id; % is literal', async () => {
    const byName = (await call('GET', '/api/clientes/filter?search=alicerce', gestor.token)).json();
    expect(byName.items.map((c: { razao: string }) => c.razao)).toEqual(['CONSTRUTORA ALICERCE LTDA']);
    const main = byName.items[0];
    expect(
      (await call('GET', '/api/clientes/filter?search=100001', gestor.token))
        .json()
        .items.map((c: { id: number }) => c.id),
    ).toContain(main.id);
    expect(
      (await call('GET', '/api/clientes/filter?search=100001/01', gestor.token))
        .json()
        .items.map((c: { id: number }) => c.id),
    ).toEqual([main.id]);
    expect(
      (await call('GET', '/api/clientes/filter?search=11.444.777', gestor.token))
        .json()
        .items.map((c: { id: number }) => c.id),
    ).toEqual([main.id]);
    expect(
      (await call('GET', `/api/clientes/filter?search=${main.id}`, gestor.token))
        .json()
        .items.map((c: { id: number }) => c.id),
    ).toContain(main.id);
    expect((await call('GET', '/api/clientes/filter?search=%25', gestor.token)).json().rows).toBe(0);
  });

  it('refuses bad paging and long searches', async () => {
    for (const q of ['page=0', 'rows=1000', 'page=abc', `search=${'A'.repeat(200)}`]) {
      expect((await call('GET', `/api/clientes/filter?${q}`, gestor.token)).statusCode, q).toBe(400);
    }
  });
});

describe('customer detail, create and edit', () => {
  let id: number;

  it('GET /api/clientes/{id} answers data, address, units, users and seller', async () => {
    const [main] = await t.database.db.select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
    const res = await call('GET', `/api/clientes/${main.id}`, auditor.token);
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({
      id: main.id,
      codigo: '100001',
      loja: '01',
      razao: 'CONSTRUTORA ALICERCE LTDA',
      status: 'L',
      statusDesc: 'LIBERADO',
      endereco: { logradouro: 'RUA DAS OBRAS', cep: '01310100', uf: 'SP' },
      vendedor: { nome: 'VINICIUS VENDEDOR' },
    });
    expect(
      c.unidades.map((u: { filialCod: string; empresaCod: string }) => `${u.empresaCod}/${u.filialCod}`),
    ).toEqual(['03/01', '03/02', '04/01']);
    expect(c.usuarios.map((u: { email: string }) => u.email).sort()).toEqual(
      [DEMO_ACCOUNTS.cliente, DEMO_ACCOUNTS.multi].sort(),
    );
    expect((await call('GET', '/api/clientes/99999', gestor.token)).json()).toMatchObject({
      status: 404,
      message: MSG.customerIdInvalid('99999'),
    });
    expect((await call('GET', '/api/clientes/abc', gestor.token)).statusCode).toBe(400);
  });

  it('the buying side routes under /clientes still answer', async () => {
    const [main] = await t.database.db.select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
    expect((await call('GET', `/api/clientes/info/${main.id}`, cliente.token)).json()).toMatchObject({
      id: main.id,
      codigo: '100001',
    });
    expect((await call('GET', '/api/clientes/erp/filter?search=alicerce', cliente.token)).statusCode).toBe(
      200,
    );
    expect(
      (
        await call(
          'GET',
          '/api/clientes/limiteCredito?empresa=03&filial=01&codigo=100001&loja=01',
          cliente.token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/clientes/novo?cgc=11444777000161')).statusCode).toBe(200);
  });

  it('POST /api/clientes creates a P customer with normalized fields', async () => {
    const res = await call('POST', '/api/clientes', gestor.token, novo);
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json();
    id = c.id;
    expect(c).toMatchObject({
      codigo: '900001',
      loja: '01',
      razao: 'CONSTRUTORA TESTE LTDA',
      cgc: '11222333000181',
      nome: 'JOANA RESPONSÁVEL',
      telefone: '1134567890',
      email: 'compras@teste.com.br',
      status: 'P',
      statusDesc: 'PENDENTE',
      endereco: {
        logradouro: 'RUA A',
        numero: '10',
        complemento: 'SALA 2',
        bairro: 'CENTRO',
        cidade: 'CAMPINAS',
        cep: '13010000',
        uf: 'SP',
      },
      unidades: [],
      usuarios: [],
      vendedor: null,
      modifiedDate: null,
    });
    const [row] = await t.database.db.select().from(s.clientes).where(eq(s.clientes.id, id));
    expect(row.tipoPessoa).toBe('J');
  });

  it('refuses a repeated code/store and bad fields with the field named', async () => {
    const dup = await call('POST', '/api/clientes', gestor.token, { ...novo, razao: 'Outra' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: MSG.customerCodeInUse,
      fields: { codigo: MSG.customerCodeInUse },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...novo, codigo: '900002', cgc: '11222333000182' }, 'cgc'],
      [{ ...novo, codigo: '900002', cgc: '123456789012345' }, 'cgc'],
      [{ ...novo, codigo: '900002', cgc: '52998224724' }, 'cgc'],
      [{ ...novo, codigo: '900002', telefone: '123' }, 'telefone'],
      [{ ...novo, codigo: '900002', email: 'x@' }, 'email'],
      [{ ...novo, codigo: '900002', endereco: { ...novo.endereco, cep: '123456789' } }, 'endereco.cep'],
      [{ ...novo, codigo: '900002', endereco: { ...novo.endereco, cep: '1234' } }, 'endereco.cep'],
      [{ ...novo, codigo: '900002', endereco: { ...novo.endereco, uf: 'XX' } }, 'endereco.uf'],
      [{ ...novo, codigo: '900002', endereco: { ...novo.endereco, uf: 'SPA' } }, 'endereco.uf'],
      [{ ...novo, codigo: '' }, 'codigo'],
      [{ ...novo, codigo: '900002', razao: '' }, 'razao'],
      [{ ...novo, codigo: '900002', loja: '12345' }, 'loja'],
      [{ ...novo, codigo: '900002', status: 'X' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/clientes', gestor.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const cpf = await call('POST', '/api/clientes', gestor.token, {
      ...novo,
      codigo: '900003',
      cgc: '529.982.247-25',
      endereco: null,
      telefone: '',
      email: '',
    });
    expect(cpf.statusCode).toBe(201);
    expect(cpf.json()).toMatchObject({
      cgc: '52998224725',
      telefone: null,
      email: null,
      endereco: { cep: null, uf: null },
    });
    const [row] = await t.database.db.select().from(s.clientes).where(eq(s.clientes.id, cpf.json().id));
    expect(row.tipoPessoa).toBe('F');
  });

  it('PUT /api/clientes/{id} edits data, status and address; keeps the address when it is left out', async () => {
    const res = await call('PUT', `/api/clientes/${id}`, gestor.token, {
      ...novo,
      id,
      razao: 'Construtora Teste Alterada',
      status: 'L',
      endereco: { ...novo.endereco, cep: '13010100' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      razao: 'CONSTRUTORA TESTE ALTERADA',
      status: 'L',
      endereco: { cep: '13010100' },
      modifiedDate: expect.any(String),
    });
    const keep = await call('PUT', `/api/clientes/${id}`, gestor.token, {
      codigo: '900001',
      loja: '01',
      razao: 'Construtora Teste Alterada',
      cgc: '11222333000181',
    });
    expect(keep.json()).toMatchObject({
      status: 'L',
      endereco: { cep: '13010100', cidade: 'CAMPINAS' },
      telefone: null,
    });
    expect((await call('PUT', `/api/clientes/${id}`, gestor.token, { ...novo, id: id + 1 })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', '/api/clientes/99999', gestor.token, novo)).statusCode).toBe(404);
    const [main] = await t.database.db.select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
    const dup = await call('PUT', `/api/clientes/${id}`, gestor.token, {
      ...novo,
      codigo: main.codigo,
      loja: main.loja,
    });
    expect(dup.statusCode).toBe(409);
  });

  it('adds and removes units of the customer, one per call', async () => {
    const add = await call('POST', '/api/clientes/unidade', gestor.token, { pk: id, fk: units[1].id });
    expect(add.statusCode, add.body).toBe(201);
    expect(
      (await call('POST', '/api/clientes/unidade', gestor.token, { pk: id, fk: units[1].id })).json(),
    ).toMatchObject({ status: 409, message: MSG.customerUnitExists });
    expect(
      (await call('POST', '/api/clientes/unidade', gestor.token, { pk: id, fk: 99999 })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/clientes/unidade', gestor.token, { pk: 99999, fk: units[0].id })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/clientes/unidade', gestor.token, { pk: 'x', fk: units[0].id })).statusCode,
    ).toBe(400);
    await call('POST', '/api/clientes/unidade', admin.token, { pk: id, fk: units[0].id });
    const detail = (await call('GET', `/api/clientes/${id}`, gestor.token)).json();
    expect(detail.unidades.map((u: { id: number }) => u.id)).toEqual([units[0].id, units[1].id]);

    const del = await call(
      'DELETE',
      `/api/clientes/unidade?cliente=${id}&unidade=${units[1].id}`,
      gestor.token,
    );
    expect(del.statusCode).toBe(204);
    expect(
      (await call('DELETE', `/api/clientes/unidade?cliente=${id}&unidade=${units[1].id}`, gestor.token))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/clientes/unidade?cliente=${id}`, gestor.token)).statusCode).toBe(400);
    expect(
      (await call('GET', `/api/clientes/${id}`, gestor.token))
        .json()
        .unidades.map((u: { id: number }) => u.id),
    ).toEqual([units[0].id]);
  });

  it('only ADMIN and GESTOR write; every manager reads; buyers are refused', async () => {
    for (const who of [auditor, cliente, vendedor]) {
      expect((await call('POST', '/api/clientes', who.token, { ...novo, codigo: '900009' })).statusCode).toBe(
        403,
      );
      expect((await call('PUT', `/api/clientes/${id}`, who.token, novo)).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/clientes/unidade', who.token, { pk: id, fk: units[2].id })).statusCode,
      ).toBe(403);
      expect(
        (await call('DELETE', `/api/clientes/unidade?cliente=${id}&unidade=${units[0].id}`, who.token))
          .statusCode,
      ).toBe(403);
    }
    for (const who of [cliente, vendedor]) {
      expect((await call('GET', '/api/clientes/filter', who.token)).statusCode).toBe(403);
      expect((await call('GET', `/api/clientes/${id}`, who.token)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/clientes/${id}`)).statusCode).toBe(401);
    expect((await call('POST', '/api/clientes', admin.token, { ...novo, codigo: '900010' })).statusCode).toBe(
      201,
    );
  });
});

describe('units: search and the unit page', () => {
  it('GET /api/filial/filter finds by code, description or city; empty lists all', async () => {
    const all = (await call('GET', '/api/filial/filter', auditor.token)).json();
    expect(
      all.map((u: { empresaCod: string; filialCod: string }) => `${u.empresaCod}/${u.filialCod}`),
    ).toEqual(['03/01', '03/02', '04/01']);
    expect(
      (await call('GET', '/api/filial/filter?q=03/02', gestor.token))
        .json()
        .map((u: { descricao: string }) => u.descricao),
    ).toEqual(['FILIAL CAMPINAS']);
    expect(
      (await call('GET', '/api/filial/filter?q=0401', gestor.token))
        .json()
        .map((u: { descricao: string }) => u.descricao),
    ).toEqual(['FILIAL BELO HORIZONTE']);
    expect((await call('GET', '/api/filial/filter?q=campinas', gestor.token)).json()).toHaveLength(1);
    expect((await call('GET', '/api/filial/filter?q=nada', gestor.token)).json()).toEqual([]);
    expect((await call('GET', '/api/filial/filter', cliente.token)).statusCode).toBe(403);
  });

  it('GET /api/filial/{id} answers the unit with its price tables and counts; lists customers and users paged', async () => {
    const u = units[0];
    const res = await call('GET', `/api/filial/${u.id}`, auditor.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: u.id,
      empresaCod: '03',
      filialCod: '01',
      descricao: 'MATRIZ SÃO PAULO',
      cnpj: '11222333000181',
      ativo: true,
    });
    expect(body.tabelasPreco.map((x: { sku: string; ativo: boolean }) => [x.sku, x.ativo])).toEqual([
      ['CIF', true],
      ['FOB', true],
    ]);
    expect(body.tabelasPreco[0].precos).toBeGreaterThan(100);
    const linked = await t.database.db
      .select()
      .from(s.clienteUnidades)
      .where(eq(s.clienteUnidades.unidadeId, u.id));
    expect(body.totalClientes).toBe(linked.length);

    const clis = (await call('GET', `/api/filial/${u.id}/clientes?rows=3`, gestor.token)).json();
    expect(clis).toMatchObject({ page: 1, rows: linked.length, pages: Math.ceil(linked.length / 3) });
    expect(clis.items).toHaveLength(3);
    expect(
      (await call('GET', `/api/filial/${u.id}/clientes?search=alicerce`, gestor.token))
        .json()
        .items.map((c: { codigo: string }) => c.codigo),
    ).toEqual(['100001']);
    const users = (await call('GET', `/api/filial/${u.id}/usuarios`, gestor.token)).json();
    expect(users.items.map((x: { email: string }) => x.email)).toEqual(
      expect.arrayContaining([DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.gestor, DEMO_ACCOUNTS.auditor]),
    );
    expect(users.rows).toBe(body.totalUsuarios);
    expect(
      (await call('GET', `/api/filial/${u.id}/usuarios?search=aurora`, gestor.token))
        .json()
        .items.map((x: { email: string }) => x.email),
    ).toEqual([DEMO_ACCOUNTS.auditor]);

    expect((await call('GET', '/api/filial/99999', gestor.token)).json()).toMatchObject({
      status: 404,
      message: MSG.unitIdInvalid('99999'),
    });
    expect((await call('GET', '/api/filial/99999/clientes', gestor.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/filial/${u.id}/clientes?page=0`, gestor.token)).statusCode).toBe(400);
  });

  it('an admin switches a price table off; the catalogue then offers no active price for it', async () => {
    const u = units[0];
    const [cif] = await t.database.db
      .select()
      .from(s.tabelasPreco)
      .where(and(eq(s.tabelasPreco.unidadeId, u.id), eq(s.tabelasPreco.sku, 'CIF')));
    for (const who of [gestor, auditor, cliente]) {
      expect(
        (await call('PUT', `/api/filial/${u.id}/tabelas/${cif.id}`, who.token, { ativo: false })).statusCode,
      ).toBe(403);
    }
    expect(
      (await call('PUT', `/api/filial/${u.id}/tabelas/${cif.id}`, admin.token, { ativo: 'no' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/filial/${units[1].id}/tabelas/${cif.id}`, admin.token, { ativo: false }))
        .statusCode,
    ).toBe(404);
    const off = await call('PUT', `/api/filial/${u.id}/tabelas/${cif.id}`, admin.token, { ativo: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: cif.id, sku: 'CIF', ativo: false });

    const [main] = await t.database.db.select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
    const produtos = (
      await call('POST', '/api/produtos/filter', cliente.token, {
        busca: 'cimento',
        clienteId: main.id,
        filialId: u.id,
      })
    ).json();
    expect(produtos.length).toBeGreaterThan(0);
    for (const p of produtos) {
      expect(p.modalidades.find((m: { sku: string }) => m.sku === 'CIF')).toMatchObject({ ativo: false });
    }
    await call('PUT', `/api/filial/${u.id}/tabelas/${cif.id}`, admin.token, { ativo: true });
    const again = (
      await call('POST', '/api/produtos/filter', cliente.token, {
        busca: 'cimento',
        clienteId: main.id,
        filialId: u.id,
      })
    ).json();
    expect(again[0].modalidades.find((m: { sku: string }) => m.sku === 'CIF')).toMatchObject({ ativo: true });
  });
});
