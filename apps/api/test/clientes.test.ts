import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { brasiliaDay } from '../src/modules/financeiro/finance-scope';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let cliente: string; // cliente@: client 100001/01 only
let multi: string; // multi@: 100001..100012
let vendedor: string; // serves 100001..100005, 100013, 100014, 100017
let gestor: string;

// Demo data: units 03/01, 03/02, 04/01; 100002 belongs to multi@ (units 03/01, 03/02) and is served
// by the seller; 100006 belongs to multi@ only (unit 04/01) and is not served by the seller.
const keys = (codigo: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({ empresa: '03', filial: '01', codigo, loja: '01', ...extra }).toString();

async function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}
async function clienteId(codigo: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: s.clientes.id })
    .from(s.clientes)
    .where(eq(s.clientes.codigo, codigo));
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [cliente, multi, vendedor, gestor] = (
    await Promise.all(
      [DEMO_ACCOUNTS.cliente, DEMO_ACCOUNTS.multi, DEMO_ACCOUNTS.vendedor, DEMO_ACCOUNTS.gestor].map((e) =>
        tokenFor(t.app, e),
      ),
    )
  ).map((x) => x.token);
});
afterAll(async () => t?.close());

describe('GET /api/clientes/limiteCredito', () => {
  it('answers the credit figures of the client at the unit', async () => {
    const res = await get(`/api/clientes/limiteCredito?${keys('100001')}`, cliente);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ codigo: '100001', loja: '01', risco: expect.any(String) });
    expect(body.limite).toBeGreaterThan(0);
    expect(body.saldo).toBeCloseTo(body.limite - body.devedor, 2);
    const [row] = await t.database.db
      .select()
      .from(s.limitesCredito)
      .innerJoin(s.unidades, eq(s.unidades.id, s.limitesCredito.unidadeId))
      .where(
        and(
          eq(s.limitesCredito.clienteId, await clienteId('100001')),
          eq(s.unidades.empresaCod, '03'),
          eq(s.unidades.filialCod, '01'),
        ),
      );
    // no figures from the ERP yet (the seed's are not): devedor = the open titles, by plain SQL
    const open = await t.database.db.execute(
      sql`select coalesce(sum(saldo), 0)::text as v from titulos
          where cliente_id = ${row.limites_credito.clienteId} and unidade_id = ${row.limites_credito.unidadeId}
            and saldo > 0`,
    );
    const devedor = Number((open.rows[0] as { v: string }).v);
    expect(devedor).toBeGreaterThan(0);
    expect(body).toEqual({
      codigo: '100001',
      loja: '01',
      risco: row.limites_credito.risco,
      limite: row.limites_credito.limite,
      devedor,
      saldo: Math.round((row.limites_credito.limite - devedor) * 100) / 100,
    });
  });

  it('differs per unit', async () => {
    const a = (await get(`/api/clientes/limiteCredito?${keys('100001')}`, cliente)).json();
    const b = (await get(`/api/clientes/limiteCredito?${keys('100001', { filial: '02' })}`, cliente)).json();
    expect(a.devedor).not.toBe(b.devedor);
  });

  it('refuses missing parameters with fields, and an unknown unit', async () => {
    const missing = await get('/api/clientes/limiteCredito?empresa=03', cliente);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      status: 400,
      message: MSG.invalidRequest,
      fields: { filial: MSG.fieldRequired, codigo: MSG.fieldRequired, loja: MSG.fieldRequired },
    });
    const unit = await get(`/api/clientes/limiteCredito?${keys('100001', { empresa: '99' })}`, cliente);
    expect(unit.statusCode).toBe(400);
    expect(unit.json()).toMatchObject({
      status: 400,
      message: MSG.unitNotFound('99/01'),
      fields: { empresa: MSG.unitNotFound('99/01') },
    });
  });

  it('needs a token', async () => {
    expect((await get(`/api/clientes/limiteCredito?${keys('100001')}`)).statusCode).toBe(401);
  });
});

describe('object scope: another owner gets 404', () => {
  const calls = (codigo: string, id: number) => [
    `/api/clientes/limiteCredito?${keys(codigo)}`,
    `/api/clientes/titulos-vencidos?${keys(codigo)}`,
    `/api/clientes/obras?${keys(codigo)}`,
    `/api/clientes/veiculos?${keys(codigo)}`,
    `/api/clientes/info/${id}`,
    `/api/clientes/pagamentos?id=${id}`,
  ];

  it("cliente@ asking for a multi@ client's data", async () => {
    for (const url of calls('100002', await clienteId('100002'))) {
      const res = await get(url, cliente);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ status: 404, message: MSG.notFound });
    }
  });

  it('multi@ reaches the same client (it is one of its twelve)', async () => {
    for (const url of calls('100002', await clienteId('100002')))
      expect((await get(url, multi)).statusCode, url).toBe(200);
  });

  it('the seller for a client it does not serve, and for one it serves', async () => {
    const id6 = await clienteId('100006');
    for (const url of calls('100006', id6).map((u) => u.replace('empresa=03', 'empresa=04'))) {
      expect((await get(url, vendedor)).statusCode, url).toBe(404);
    }
    for (const url of calls('100002', await clienteId('100002')))
      expect((await get(url, vendedor)).statusCode, url).toBe(200);
  });

  it('a client at a unit it is not attached to (customer) is 404; managers see everything', async () => {
    // 100006 is attached to 04/01 only.
    const at0301 = `/api/clientes/limiteCredito?${keys('100006')}`;
    expect((await get(at0301, multi)).statusCode).toBe(404);
    expect((await get(at0301.replace('empresa=03', 'empresa=04'), multi)).statusCode).toBe(200);
    expect((await get(at0301, gestor)).statusCode).toBe(200);
  });

  it('an unknown client is 404 too', async () => {
    expect((await get(`/api/clientes/limiteCredito?${keys('999999')}`, gestor)).statusCode).toBe(404);
    expect((await get('/api/clientes/info/999999', gestor)).statusCode).toBe(404);
  });
});

describe('GET /api/clientes/titulos-vencidos', () => {
  it('counts the open titles due before today, as the finance list marks VENCIDO', async () => {
    const db = t.database.db;
    const id = await clienteId('100001');
    const [unit] = await db
      .select()
      .from(s.unidades)
      .where(and(eq(s.unidades.empresaCod, '03'), eq(s.unidades.filialCod, '01')));
    const [other] = await db
      .select()
      .from(s.unidades)
      .where(and(eq(s.unidades.empresaCod, '03'), eq(s.unidades.filialCod, '02')));
    const url = `/api/clientes/titulos-vencidos?${keys('100001')}`;
    const before = (await get(url, cliente)).json().total;
    expect(before).toBeGreaterThan(0); // the demo finance data has overdue titles
    const today = brasiliaDay(t.clock.now);
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.titulos)
      .where(
        and(
          eq(s.titulos.clienteId, id),
          eq(s.titulos.unidadeId, unit.id),
          gt(s.titulos.saldo, 0),
          lt(s.titulos.vencrea, today),
        ),
      );
    expect(before).toBe(n);

    const day = (d: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    const title = (titulo: string, vencrea: string, saldo: number, unidadeId = unit.id) => ({
      clienteId: id,
      unidadeId,
      prefixo: 'TST',
      titulo,
      parcela: 'A',
      valorOri: 100,
      valor: 100,
      saldo,
      emissao: day(-60),
      vencrea,
    });
    await db.insert(s.titulos).values([
      title('900000001', day(-1), 100), // overdue
      title('900000002', day(-30), 40), // overdue, partially paid
      title('900000003', day(0), 100), // due today: not overdue yet
      title('900000004', day(10), 100), // in the future
      title('900000005', day(-5), 0), // paid
      title('900000006', day(-5), 100, other.id), // overdue at another unit
    ]);
    expect((await get(url, cliente)).json()).toEqual({ total: before + 2 });
    // The same figure as the VENCIDO titles of the finance list for the client and unit.
    const boletos = await get(
      '/api/boletos/listarBoletosCliente?cgc=11444777000161&empresa=03&filial=01&dtini=19000101&dtfim=29991231',
      cliente,
    );
    expect(boletos.statusCode).toBe(200);
    expect(boletos.json().itens.filter((b: { situacao: string }) => b.situacao === 'VENCIDO')).toHaveLength(
      before + 2,
    );
    expect((await get(url.replace('filial=01', 'filial=02'), cliente)).json().total).toBeGreaterThanOrEqual(
      1,
    );

    // Tomorrow (by the injected clock) the title due today is overdue too.
    t.clock.advance(24 * 3600_000);
    try {
      const tomorrow = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
      expect((await get(url, tomorrow.token)).json()).toEqual({ total: before + 3 });
    } finally {
      t.clock.advance(-24 * 3600_000);
      await db.delete(s.titulos).where(eq(s.titulos.prefixo, 'TST'));
    }
  });
});

describe('GET /api/clientes/info/{clienteId}', () => {
  it('answers the Cliente entity with units and address', async () => {
    const id = await clienteId('100001');
    const res = await get(`/api/clientes/info/${id}`, cliente);
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({
      id,
      codigo: '100001',
      loja: '01',
      razao: 'CONSTRUTORA ALICERCE LTDA',
      cgc: '11444777000161',
      status: 'L',
      endereco: {
        logradouro: 'RUA DAS OBRAS',
        numero: '100',
        cidade: 'SAO PAULO',
        uf: 'SP',
        cep: '01310100',
        complemento: null,
      },
    });
    expect(
      c.unidades
        .map((u: { empresaCod: string; filialCod: string }) => `${u.empresaCod}/${u.filialCod}`)
        .sort(),
    ).toEqual(['03/01', '03/02', '04/01']);
    expect(c.unidades[0].tabelasPreco.map((x: { sku: string }) => x.sku).sort()).toEqual(['CIF', 'FOB']);
  });

  it('refuses a non-numeric id with fields', async () => {
    const res = await get('/api/clientes/info/abc', cliente);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('clienteId');
  });
});

describe('GET /api/clientes/pagamentos', () => {
  it('lists the enabled payment methods with their conditions', async () => {
    const res = await get(`/api/clientes/pagamentos?id=${await clienteId('100001')}`, cliente);
    expect(res.statusCode).toBe(200);
    const formas = res.json();
    expect(formas.map((f: { sku: string }) => f.sku)).toEqual(['BOL', 'ANT', 'DEP']);
    const ant = formas.find((f: { sku: string }) => f.sku === 'ANT');
    expect(ant).toMatchObject({ descricao: 'ANTECIPADO', status: 'L' });
    expect(ant.condicoes).toEqual([
      { id: expect.any(Number), pgtoFormaId: ant.id, descricao: 'A VISTA', sku: '000' },
      { id: expect.any(Number), pgtoFormaId: ant.id, descricao: 'ANTECIPADO COM DESCONTO', sku: 'ANT' },
    ]);
    const other = (await get(`/api/clientes/pagamentos?id=${await clienteId('100002')}`, multi)).json();
    expect(other.map((f: { sku: string }) => f.sku)).toEqual(['BOL', 'ANT']);
  });

  it('refuses a missing id', async () => {
    const res = await get('/api/clientes/pagamentos', cliente);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ id: MSG.fieldRequired });
  });
});

describe('GET /api/clientes/obras', () => {
  it('lists the works of the client at the unit with product and prices', async () => {
    const res = await get(`/api/clientes/obras?${keys('100001')}`, cliente);
    expect(res.statusCode).toBe(200);
    const obras = res.json();
    expect(obras).toHaveLength(2);
    expect(obras[0]).toMatchObject({
      obra: 'OB0001',
      nome: 'RESIDENCIAL JARDIM DAS FLORES - TORRE A',
      municipio: 'SAO PAULO',
      produtoSku: 'CIM00001',
      produtoDesc: 'CIMENTO CP II-E-32',
      produtoUM: 'SC',
      cif: 33.5,
      fob: 31.9,
      obsnf: 'ENTREGAR NO PORTAO 2',
      codigo: '100001',
      modalidadePreco: 'CIF',
    });
    expect(obras[1]).toMatchObject({ obra: 'OB0002', fob: 0, modalidadePreco: 'CIF' });
    // No works at the other unit.
    expect((await get(`/api/clientes/obras?${keys('100001', { filial: '02' })}`, cliente)).json()).toEqual(
      [],
    );
  });
});

describe('GET /api/clientes/veiculos', () => {
  it('lists drivers and vehicles of the client', async () => {
    const res = await get(`/api/clientes/veiculos?${keys('100001')}`, cliente);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      motoristas: [
        { motoristaid: 'M002', motoristanome: 'ANTONIO PEREIRA' },
        { motoristaid: 'M001', motoristanome: 'JOSE CARLOS DA SILVA' },
      ],
      veiculos: [
        { veiculoplaca: 'ABC1D23', veiculoeixos: 3, veiculodescricao: 'VW CONSTELLATION 24.280' },
        { veiculoplaca: 'DEF4567', veiculoeixos: 2, veiculodescricao: 'MB ATEGO 1719' },
      ],
    });
    expect((await get(`/api/clientes/veiculos?${keys('100002')}`, multi)).json()).toEqual({
      motoristas: [],
      veiculos: [],
    });
  });
});

describe('GET /api/clientes/erp/filter', () => {
  const search = (token: string, q: Record<string, string>) =>
    get(`/api/clientes/erp/filter?${new URLSearchParams(q)}`, token);

  it("searches the caller's own clients by part of the razao, code or tax id", async () => {
    const byName = (await search(multi, { search: 'alicerce' })).json();
    expect(byName.map((c: { codigo: string }) => c.codigo)).toEqual(['100001']);
    expect(byName[0]).toHaveProperty('endereco');
    expect(
      (await search(multi, { search: '100012' })).json().map((c: { codigo: string }) => c.codigo),
    ).toEqual(['100012']);
    expect(
      (await search(multi, { search: '45.723.174' })).json().map((c: { codigo: string }) => c.codigo),
    ).toEqual(['100002']);
    expect((await search(multi, { search: '' })).json()).toHaveLength(12);
    // cliente@ only sees its own client, whatever it searches for.
    expect(
      (await search(cliente, { search: 'LTDA' })).json().map((c: { codigo: string }) => c.codigo),
    ).toEqual(['100001']);
    expect((await search(cliente, { search: 'SILVA' })).json()).toEqual([]);
    // The seller: linked and served clients only.
    const vend = (await search(vendedor, { search: '' }))
      .json()
      .map((c: { codigo: string }) => c.codigo)
      .sort();
    expect(vend).toEqual(['100001', '100002', '100003', '100004', '100005', '100013', '100014', '100017']);
    // A manager: all (non-delivery) clients, at most 50.
    expect((await search(gestor, { search: 'CONSTRUTORA' })).json().length).toBeGreaterThan(3);
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await search(gestor, { search: '%' })).json()).toEqual([]);
    expect((await search(gestor, { search: '_' })).json()).toEqual([]);
  });

  it('with clienteEntrega=S searches the delivery customers for any caller', async () => {
    for (const token of [cliente, vendedor]) {
      const res = await search(token, { search: 'ponto forte', clienteEntrega: 'S' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { codigo: '100018', loja: '01', cgc: '88610126000129', nome: 'DISTRIBUIDORA PONTO FORTE LTDA' },
      ]);
    }
    expect((await search(cliente, { search: 'ALICERCE', clienteEntrega: 'S' })).json()).toEqual([]);
    // Not a delivery search: the delivery customer is not among the caller's own clients.
    expect((await search(gestor, { search: 'PONTO FORTE', clienteEntrega: 'N' })).json()).toEqual([]);
  });
});

describe('POST /api/sync/padrao/vendedor/clientes', () => {
  const sync = (token: string, q = 'empresa=03&filial=01&tpl=0', payload: unknown = []) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sync/padrao/vendedor/clientes?${q}`,
      headers: bearer(token),
      payload: payload as object,
    });

  it("answers the seller's portfolio as Cliente entities", async () => {
    const res = await sync(vendedor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errors).toEqual([]);
    expect(body.data.map((c: { codigo: string }) => c.codigo).sort()).toEqual([
      '100001',
      '100002',
      '100003',
      '100004',
      '100005',
      '100013',
      '100014',
      '100017',
    ]);
    expect(body.data[0]).toMatchObject({
      razao: expect.any(String),
      unidades: expect.any(Array),
      endereco: expect.any(Object),
    });
    // Without a body too.
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/sync/padrao/vendedor/clientes?empresa=03&filial=01',
      headers: bearer(vendedor),
    });
    expect(bare.statusCode).toBe(200);
    // The seller's own CPF is accepted as cgc.
    expect((await sync(vendedor, 'empresa=03&filial=01&tpl=0&cgc=390.533.447-05')).statusCode).toBe(200);
  });

  it('reports served clients without unit or tax id in the spec shape', async () => {
    const db = t.database.db;
    const [v] = await db.select().from(s.usuarios).where(eq(s.usuarios.email, DEMO_ACCOUNTS.vendedor));
    const [incomplete] = await db
      .insert(s.clientes)
      .values({
        codigo: '100099',
        loja: '01',
        razao: 'CLIENTE INCOMPLETO LTDA',
        status: 'L',
        vendedorId: v.id,
        cgc: null,
      })
      .returning();
    const res = await sync(vendedor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errors).toEqual([
      { errorMessage: MSG.syncClientNoUnit('100099', '01') },
      { errorMessage: MSG.syncClientNoTaxId('100099', '01') },
    ]);
    expect(body.data.find((c: { codigo: string }) => c.codigo === '100099')).toMatchObject({
      cgc: null,
      unidades: [],
    });
    await db.delete(s.clientes).where(eq(s.clientes.id, incomplete.id));
  });

  it('refuses an unknown unit and missing parameters with fields', async () => {
    const unknown = await sync(vendedor, 'empresa=09&filial=09');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      status: 400,
      fields: { empresa: MSG.unitNotFound('09/09'), filial: MSG.unitNotFound('09/09') },
    });
    const missing = await sync(vendedor, 'tpl=0');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ empresa: MSG.fieldRequired, filial: MSG.fieldRequired });
  });

  it("refuses another person's CPF", async () => {
    expect((await sync(vendedor, 'empresa=03&filial=01&cgc=52998224725')).statusCode).toBe(403);
  });

  it('is for sellers only: a customer or a manager gets 403', async () => {
    for (const token of [cliente, gestor]) {
      const res = await sync(token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 403, message: MSG.forbidden });
    }
  });
});
