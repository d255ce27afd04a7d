// Integration API (/api/integracao/v1): API keys, idempotent batches, all-or-nothing, the order
// feed and an ERP playing the whole flow over HTTP until the customer downloads boleto and DANFE.
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidAccessKey, randomCnf } from '@portal/shared/fiscal/nfe';
import { buildApp } from '../src/app';
import { buildNfeProcXml, type NfeInput } from '../src/documents/nfe/build';
import { parseNfeXml } from '../src/documents/nfe/parse';
import * as t from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { runApiKeyCli } from '../src/erp/api-key-cli';
import { apiKeyFor, erpGet, erpSend, insertOrder, snapshot, withKey } from './erp-helpers';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t0: TestApp;
let key: string;
const V1 = '/api/integracao/v1';

beforeAll(async () => {
  t0 = await createTestApp();
  key = await apiKeyFor(t0.database.db);
});
afterAll(async () => t0?.close());

const db = () => t0.database.db;
const put = (url: string, itens: unknown[]) => erpSend(t0.app, key, 'PUT', `${V1}${url}`, { itens });
const post = (url: string, body: unknown) => erpSend(t0.app, key, 'POST', `${V1}${url}`, body);

function expectError(res: { statusCode: number; json(): any }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ status, message: expect.any(String) });
}

// A real ERP's authorized invoice for unit 03/01 (CNPJ 11222333000181, SP).
function erpInvoice(nNF: number, total = { qCom: 10, vUnCom: 34.9 }, over: Partial<NfeInput> = {}) {
  const ender = {
    xLgr: 'RUA A',
    nro: '1',
    xBairro: 'CENTRO',
    cMun: '3550308',
    xMun: 'SAO PAULO',
    UF: 'SP',
    CEP: '01310100',
  };
  return buildNfeProcXml({
    cNF: randomCnf(nNF),
    serie: 1,
    nNF,
    dhEmi: t0.clock.now,
    emit: {
      CNPJ: '11222333000181',
      xNome: 'PORTAL B2B DISTRIBUICAO LTDA',
      ender,
      IE: '110042490114',
      CRT: 3,
    },
    dest: { CNPJ: '11444777000161', xNome: 'CONSTRUTORA ALICERCE LTDA', ender, indIEDest: 9 },
    itens: [
      {
        cProd: 'CIM00001',
        xProd: 'CIMENTO CP II-E-32',
        NCM: '25232910',
        CFOP: '5102',
        uCom: 'SC',
        qCom: total.qCom,
        vUnCom: total.vUnCom,
        pICMS: 18,
      },
    ],
    modFrete: 0,
    protocolo: { nProt: `135260000${String(nNF).padStart(6, '0')}`, dhRecbto: t0.clock.now },
    ...over,
  });
}

describe('API keys', () => {
  const routes = [
    ['GET', `${V1}/pedidos/novos`],
    ['PUT', `${V1}/clientes`],
    ['POST', `${V1}/pedidos/1/status`],
    ['POST', `${V1}/pedidos/ack`],
    ['GET', `${V1}/pedidos/cancelados`],
    ['POST', `${V1}/pedidos/cancelados/ack`],
    ['POST', `${V1}/notas`],
  ] as const;

  it('no key, a malformed key or an unknown key -> 401 in the error shape, before any validation', async () => {
    const unknown = `pb2b_0123456789_${'A'.repeat(43)}`;
    for (const [method, url] of routes) {
      for (const headers of [
        {},
        withKey('nope'),
        withKey(unknown),
        bearer((await tokenFor(t0.app, DEMO_ACCOUNTS.admin)).token),
      ]) {
        const res = await t0.app.inject({
          method,
          url,
          headers,
          payload: method === 'GET' ? undefined : { bad: true },
        });
        expectError(res, 401);
      }
    }
  });

  it('a revoked key stops working at once; last_used_at is recorded', async () => {
    const admin = bearer((await tokenFor(t0.app, DEMO_ACCOUNTS.admin)).token);
    const created = await t0.app.inject({
      method: 'POST',
      url: '/api/integracao/chaves',
      headers: admin,
      payload: { nome: 'ERP PRODUCAO' },
    });
    expect(created.statusCode).toBe(201);
    const { chave, prefixo } = created.json();
    expect(chave).toMatch(/^pb2b_[0-9a-f]{10}_/);
    expect((await erpGet(t0.app, chave, `${V1}/pedidos/novos`)).statusCode).toBe(200);

    const list = await t0.app.inject({ method: 'GET', url: '/api/integracao/chaves', headers: admin });
    const row = list.json().find((k: any) => k.prefixo === prefixo);
    expect(row).toMatchObject({ nome: 'ERP PRODUCAO', revokedAt: null, lastUsedAt: expect.any(String) });
    expect(JSON.stringify(list.json())).not.toContain(chave.slice('pb2b_'.length + prefixo.length + 1));
    const [stored] = await db()
      .select()
      .from(t.integracaoChaves)
      .where(eq(t.integracaoChaves.prefixo, prefixo));
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.hash).not.toContain(chave);

    expect(
      (await t0.app.inject({ method: 'DELETE', url: `/api/integracao/chaves/${prefixo}`, headers: admin }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t0.app.inject({ method: 'DELETE', url: `/api/integracao/chaves/${prefixo}`, headers: admin }))
        .statusCode,
    ).toBe(204);
    expectError(
      await t0.app.inject({ method: 'DELETE', url: '/api/integracao/chaves/ffffffffff', headers: admin }),
      404,
    );
    expectError(await erpGet(t0.app, chave, `${V1}/pedidos/novos`), 401);
  });

  it('key management is for admins only', async () => {
    const gestor = bearer((await tokenFor(t0.app, DEMO_ACCOUNTS.gestor)).token);
    expectError(await t0.app.inject({ method: 'GET', url: '/api/integracao/chaves', headers: gestor }), 403);
    expectError(
      await t0.app.inject({
        method: 'POST',
        url: '/api/integracao/chaves',
        headers: gestor,
        payload: { nome: 'X' },
      }),
      403,
    );
    expectError(await t0.app.inject({ method: 'GET', url: '/api/integracao/chaves' }), 401);
  });

  it('the CLI creates, lists and revokes keys', async () => {
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(`ERR ${l}`) };
    expect(await runApiKeyCli(['apikey', 'create', 'ERP', 'CLI'], t0.database, io)).toBe(0);
    const chave = out.find((l) => l.startsWith('pb2b_'))!;
    expect((await erpGet(t0.app, chave, `${V1}/pedidos/novos`)).statusCode).toBe(200);
    const prefixo = chave.split('_')[1];
    out.length = 0;
    expect(await runApiKeyCli(['apikey', 'list'], t0.database, io)).toBe(0);
    expect(out.some((l) => l.includes(prefixo) && l.includes('ERP CLI') && l.includes('ativa'))).toBe(true);
    expect(await runApiKeyCli(['apikey', 'revoke', prefixo], t0.database, io)).toBe(0);
    expect(await runApiKeyCli(['apikey', 'revoke', 'ffffffffff'], t0.database, io)).toBe(1);
    expect(await runApiKeyCli(['apikey', 'frobnicate'], t0.database, io)).toBe(2);
    expect(await runApiKeyCli(['apikey', 'create'], t0.database, io)).toBe(2);
    expectError(await erpGet(t0.app, chave, `${V1}/pedidos/novos`), 401);
  });
});

describe('idempotent batches', () => {
  const unidade = {
    empresa: '05',
    filial: '01',
    descricao: 'FILIAL CURITIBA',
    uf: 'PR',
    cidade: 'CURITIBA',
    cnpj: '11.222.333/0003-43',
    tabelasPreco: [
      { sku: 'CIF', descricao: 'PRECO CIF', ativo: true },
      { sku: 'FOB', descricao: 'PRECO FOB' },
    ],
  };
  const cliente = {
    codigo: '300001',
    loja: '01',
    razao: 'CONSTRUTORA PINHEIRAL LTDA',
    nome: 'PINHEIRAL',
    cgc: '45.997.418/0001-53',
    email: 'compras@pinheiral.com.br',
    status: 'L',
    cidade: 'CURITIBA',
    uf: 'PR',
    cep: '80010-000',
    vendedorCodigo: 'V0001',
    unidades: [{ empresa: '05', filial: '01' }],
    pagamentoFormas: ['BOL', 'ANT'],
  };
  const produto = {
    sku: 'TST00001',
    descricao: 'CIMENTO TESTE CP II 50KG',
    um: 'SC',
    peso: 50,
    quantMin: 10,
    ncm: '25232910',
    categorias: ['T01'],
    precos: [
      { empresa: '05', filial: '01', tabela: 'CIF', valor: 36.5 },
      { empresa: '05', filial: '01', tabela: 'FOB', valor: 34.7 },
      { empresa: '05', filial: '01', tabela: 'CIF', valor: 35.0, codigo: '300001', loja: '01' },
    ],
  };
  const cases: [string, string, 'PUT' | 'POST', () => unknown[], any[]][] = [
    ['unidades', '/unidades', 'PUT', () => [unidade], [t.unidades, t.tabelasPreco]],
    ['categorias', '/categorias', 'PUT', () => [{ erpCodigo: 'T01', descricao: 'TESTES' }], [t.categorias]],
    ['formas', '/pagamentos/formas', 'PUT', () => [{ sku: 'PIX', descricao: 'PIX' }], [t.pagamentoFormas]],
    [
      'condicoes',
      '/pagamentos/condicoes',
      'PUT',
      () => [{ formaSku: 'BOL', sku: '3060', descricao: '30/60 DIAS', parcelasDias: [30, 60] }],
      [t.pagamentoCondicoes],
    ],
    ['clientes', '/clientes', 'PUT', () => [cliente], [t.clientes, t.clienteUnidades, t.clientePagamentos]],
    ['produtos', '/produtos', 'PUT', () => [produto], [t.produtos, t.produtoCategorias, t.precos]],
    [
      'precos',
      '/precos',
      'PUT',
      () => [{ produtoSku: 'TST00001', empresa: '05', filial: '01', tabela: 'FOB', valor: 33.9 }],
      [t.precos],
    ],
    [
      'obras',
      '/obras',
      'PUT',
      () => [
        {
          empresa: '05',
          filial: '01',
          codigo: '300001',
          loja: '01',
          obra: 'OB9001',
          nome: 'EDIFICIO ARAUCARIA',
          produtoSku: 'TST00001',
          precoCif: 34,
          precoFob: 32.5,
        },
      ],
      [t.obras],
    ],
    [
      'motoristas',
      '/motoristas',
      'PUT',
      () => [{ codigo: '300001', loja: '01', sku: 'M900', nome: 'PAULO MOTORISTA', cpf: '529.982.247-25' }],
      [t.motoristas],
    ],
    [
      'veiculos',
      '/veiculos',
      'PUT',
      () => [{ codigo: '300001', loja: '01', placa: 'BRA-2E19', eixos: 3, descricao: 'SCANIA R450' }],
      [t.veiculos],
    ],
    [
      'limites',
      '/limites-credito',
      'PUT',
      () => [
        {
          empresa: '05',
          filial: '01',
          codigo: '300001',
          loja: '01',
          risco: 'A',
          limite: 100000,
          devedor: 2500.5,
          saldo: 97499.5,
        },
      ],
      [t.limitesCredito],
    ],
    [
      'notas',
      '/notas',
      'POST',
      () => [{ empresa: '03', filial: '01', codigo: '100001', loja: '01', chave: nota.chave, xml: nota.xml }],
      [t.notasFiscais],
    ],
    [
      'titulos',
      '/titulos',
      'PUT',
      () => [
        {
          empresa: '03',
          filial: '01',
          codigo: '100001',
          loja: '01',
          prefixo: 'NF',
          titulo: '000770001',
          parcela: 'A',
          chaveNfe: nota.chave,
          ...DEMO_BANK_TITLE,
          valor: nota.vNF,
          saldo: nota.vNF,
          emissao: '2026-11-20',
          vencrea: '2026-12-18',
        },
      ],
      [t.titulos],
    ],
    [
      'rastreio',
      '/rastreio',
      'POST',
      () => [
        {
          chave: nota.chave,
          dataHora: '2026-11-21T10:00:00-03:00',
          ocorrencia: 'SAIDA DE UNIDADE (82)',
          cidade: 'SAO PAULO/SP',
        },
      ],
      [t.rastreioEventos],
    ],
  ];
  const DEMO_BANK_TITLE = {
    numeroConta: '45120-8',
    bancoCodigo: '001',
    agencia: '3064',
    carteira: '17',
    convenio: '2948571',
    nossoNumero: '29485710770000101',
  };
  let nota: ReturnType<typeof erpInvoice>;
  beforeAll(() => {
    nota = erpInvoice(770001);
  });

  for (const [name, url, method, items, tables] of cases) {
    it(`${name}: the same batch twice leaves the same state`, async () => {
      const first = await erpSend(t0.app, key, method, `${V1}${url}`, { itens: items() });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().processados).toBe(items().length);
      expect(first.json().criados + first.json().atualizados).toBeGreaterThan(0);
      const before = await Promise.all(tables.map((tb) => snapshot(db(), tb)));
      const second = await erpSend(t0.app, key, method, `${V1}${url}`, { itens: items() });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toMatchObject({ criados: 0, atualizados: 0 });
      expect(await Promise.all(tables.map((tb) => snapshot(db(), tb)))).toEqual(before);
    });
  }

  it('what the batches wrote reads back through the keys', async () => {
    const [c] = await db().select().from(t.clientes).where(eq(t.clientes.codigo, '300001'));
    const [vendedor] = await db().select().from(t.usuarios).where(eq(t.usuarios.vendedorCodigo, 'V0001'));
    expect(c).toMatchObject({
      cgc: '45997418000153',
      cep: '80010000',
      tipoPessoa: 'J',
      status: 'L',
      vendedorId: vendedor.id,
    });
    const [u] = await db().select().from(t.unidades).where(eq(t.unidades.empresaCod, '05'));
    expect(u.cnpj).toBe('11222333000343');
    const precos = await db()
      .select({ valor: t.precos.valor, clienteId: t.precos.clienteId, sku: t.tabelasPreco.sku })
      .from(t.precos)
      .innerJoin(t.produtos, eq(t.produtos.id, t.precos.produtoId))
      .innerJoin(t.tabelasPreco, eq(t.tabelasPreco.id, t.precos.tabelaPrecoId))
      .where(eq(t.produtos.sku, 'TST00001'));
    expect(precos).toHaveLength(3);
    expect(precos.find((p) => p.sku === 'FOB')!.valor).toBe(33.9);
    expect(precos.find((p) => p.clienteId === c.id)!.valor).toBe(35);
    const [n] = await db().select().from(t.notasFiscais).where(eq(t.notasFiscais.chave, nota.chave));
    expect(n).toMatchObject({ doc: '000770001', serie: '1', valbrut: nota.vNF, xml: nota.xml });
    const [tit] = await db().select().from(t.titulos).where(eq(t.titulos.titulo, '000770001'));
    expect(tit.notaFiscalId).toBe(n.id);
  });

  it('a changed field is updated, and a left-out field keeps its value', async () => {
    const res = await put('/clientes', [
      { codigo: '300001', loja: '01', razao: 'CONSTRUTORA PINHEIRAL S.A.' },
    ]);
    expect(res.json()).toMatchObject({ criados: 0, atualizados: 1 });
    const [c] = await db().select().from(t.clientes).where(eq(t.clientes.codigo, '300001'));
    expect(c).toMatchObject({
      razao: 'CONSTRUTORA PINHEIRAL S.A.',
      email: 'compras@pinheiral.com.br',
      modifiedDate: expect.any(Date),
    });
  });

  it('an unknown seller is a warning and leaves the customer without seller', async () => {
    const res = await put('/clientes', [
      { codigo: '300002', loja: '01', razao: 'OBRA NOVA LTDA', vendedorEmail: 'ninguem@exemplo.com.br' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().avisos).toEqual([{ campo: 'itens.0.vendedorEmail', mensagem: expect.any(String) }]);
  });
});

describe('all or nothing', () => {
  it('a shape error in one item rejects the batch and names the item and field', async () => {
    const good = { codigo: '400001', loja: '01', razao: 'BOA LTDA', cgc: '11444777000161' };
    const res = await put('/clientes', [
      good,
      good,
      good,
      { ...good, codigo: '400004', cgc: '11444777000162' },
    ]);
    expectError(res, 400);
    expect(res.json().fields).toHaveProperty(['itens.3.cgc']);
    expect(await db().select().from(t.clientes).where(eq(t.clientes.codigo, '400001'))).toHaveLength(0);
  });

  it('a reference error in one item rejects the batch and writes nothing', async () => {
    const res = await put('/produtos', [
      { sku: 'NEW00001', descricao: 'PRODUTO NOVO 1', um: 'UN', peso: 1 },
      {
        sku: 'NEW00002',
        descricao: 'PRODUTO NOVO 2',
        um: 'UN',
        peso: 1,
        precos: [{ empresa: '99', filial: '99', tabela: 'CIF', valor: 1 }],
      },
      { sku: 'NEW00003', descricao: 'PRODUTO NOVO 3', um: 'UN', peso: 1, categorias: ['NAO-EXISTE'] },
    ]);
    expectError(res, 400);
    expect(res.json().fields).toEqual({
      'itens.1.precos.0.empresa': expect.any(String),
      'itens.2.categorias.0': expect.any(String),
    });
    expect(await db().select().from(t.produtos).where(eq(t.produtos.sku, 'NEW00001'))).toHaveLength(0);
  });

  it("invoices: bad key DV, a key other than the XML's, malformed XML", async () => {
    const n = erpInvoice(770010);
    const wrongDv = n.chave.slice(0, 43) + String((Number(n.chave[43]) + 1) % 10);
    const other = erpInvoice(770011);
    const base = { empresa: '03', filial: '01', codigo: '100001', loja: '01' };
    const r1 = await post('/notas', { itens: [{ ...base, chave: wrongDv, xml: n.xml }] });
    expectError(r1, 400);
    expect(r1.json().fields).toHaveProperty(['itens.0.chave']);
    const r2 = await post('/notas', { itens: [{ ...base, chave: other.chave, xml: n.xml }] });
    expect(r2.json().fields['itens.0.chave']).toMatch(/chNFe/);
    const r3 = await post('/notas', {
      itens: [{ ...base, chave: n.chave, xml: n.xml.replace('</nfeProc>', '</nfeprocx>') }],
    });
    expect(r3.json().fields).toHaveProperty(['itens.0.xml']);
    const mg = await post('/notas', { itens: [{ ...base, empresa: '04', chave: n.chave, xml: n.xml }] });
    expect(mg.json().fields['itens.0.xml']).toMatch(/CNPJ/);
    expect(await db().select().from(t.notasFiscais).where(eq(t.notasFiscais.chave, n.chave))).toHaveLength(0);
  });

  it('an empty batch, a non-array and a huge one are refused', async () => {
    expectError(await put('/categorias', []), 400);
    expectError(await erpSend(t0.app, key, 'PUT', `${V1}/categorias`, { itens: 'x' }), 400);
    expectError(
      await put(
        '/categorias',
        Array.from({ length: 1001 }, (_, i) => ({ erpCodigo: `X${i}`, descricao: 'X' })),
      ),
      400,
    );
  });
});

describe('order feed', () => {
  it('pull, pull again (same), ack, pull (empty), ack again (fine); survives a restart between pull and ack', async () => {
    // Orders already in the seed (none today) would also be in the feed: take them out first.
    const pending = (await erpGet(t0.app, key, `${V1}/pedidos/novos?limite=500`)).json().itens;
    if (pending.length)
      await post('/pedidos/ack', {
        itens: pending.map((p: any) => ({ ref: p.ref, empresa: p.empresa, filial: p.filial })),
      });

    const a = await insertOrder(db(), { emissao: new Date(t0.clock.now.getTime() - 60_000) });
    const b = await insertOrder(db(), {
      empresa: '03',
      filial: '02',
      formaSku: 'ANT',
      condicaoSku: 'ANT',
      modalidade: 'FOB',
    });
    const first = await erpGet(t0.app, key, `${V1}/pedidos/novos?limite=50`);
    expect(first.statusCode).toBe(200);
    const itens = first.json().itens;
    expect(itens.map((p: any) => p.ref)).toEqual([a.ref, b.ref]);
    expect(itens[0]).toMatchObject({
      empresa: '03',
      filial: '01',
      statusId: 1,
      cliente: { codigo: '100001', loja: '01', cgc: '11444777000161' },
      usuario: { email: DEMO_ACCOUNTS.cliente },
      vendedor: { codigo: 'V0001' },
    });
    expect(itens[0].itens).toHaveLength(2);
    expect(itens[0].itens[0]).toMatchObject({
      item: 1,
      modalidadeSku: 'CIF',
      pagamentoFormaSku: 'BOL',
      pagamentoCondicaoSku: '2856',
    });
    expect(itens[1].itens[0]).toMatchObject({ modalidadeSku: 'FOB', fobVeiculoPlaca: 'ABC1D23' });
    expect(
      (await erpGet(t0.app, key, `${V1}/pedidos/novos?limite=1`)).json().itens.map((p: any) => p.ref),
    ).toEqual([a.ref]);

    // The portal restarts between pull and ack: a new app on the same database delivers them again.
    const again = await buildApp({
      config: t0.app.ctx.config,
      database: t0.database,
      clock: () => t0.clock.now,
      logger: false,
    });
    await again.ready();
    try {
      expect((await erpGet(again, key, `${V1}/pedidos/novos`)).json().itens).toEqual(itens);
      const ack = await erpSend(again, key, 'POST', `${V1}/pedidos/ack`, {
        itens: [
          { ref: a.ref, empresa: '03', filial: '01', erpNumero: 'PV000123' },
          { ref: b.ref, empresa: '03', filial: '02' },
        ],
      });
      expect(ack.statusCode, ack.body).toBe(200);
      expect(ack.json()).toEqual({ confirmados: 2 });
    } finally {
      await again.close();
    }
    expect((await erpGet(t0.app, key, `${V1}/pedidos/novos`)).json().itens).toEqual([]);
    const [row] = await db().select().from(t.pedidos).where(eq(t.pedidos.id, a.id));
    expect(row.erpNumero).toBe('PV000123');
    const ackDate = row.erpAckDate;
    expect(ackDate).toBeInstanceOf(Date);

    t0.clock.advance(60_000);
    const twice = await post('/pedidos/ack', { itens: [{ ref: a.ref, empresa: '03', filial: '01' }] });
    expect(twice.json()).toEqual({ confirmados: 1 });
    const [row2] = await db().select().from(t.pedidos).where(eq(t.pedidos.id, a.id));
    expect(row2.erpAckDate).toEqual(ackDate);
    expect(row2.erpNumero).toBe('PV000123');

    const unknown = await post('/pedidos/ack', {
      itens: [
        { ref: a.ref, empresa: '03', filial: '01' },
        { ref: '1', empresa: '03', filial: '01' },
      ],
    });
    expectError(unknown, 400);
    expect(unknown.json().fields).toEqual({ 'itens.1.ref': expect.any(String) });
  });
});

describe('cancellation feed', () => {
  const ref3 = (r: { ref: string }) => ({ ref: r.ref, empresa: '03', filial: '01' });
  const cancelados = async () =>
    (await erpGet(t0.app, key, `${V1}/pedidos/cancelados?limite=500`)).json().itens as any[];

  it('a portal cancellation of an order the ERP took is delivered until the ERP confirms it; others are not', async () => {
    // Demo orders cancelled in the portal after the ERP took them are in the feed: confirm them first.
    const seeded = await cancelados();
    if (seeded.length)
      expect(
        (
          await post('/pedidos/cancelados/ack', {
            itens: seeded.map((p) => ({ ref: p.ref, empresa: p.empresa, filial: p.filial })),
          })
        ).statusCode,
      ).toBe(200);
    expect(await cancelados()).toEqual([]);

    const customer = bearer((await tokenFor(t0.app, DEMO_ACCOUNTS.cliente)).token);
    const cancel = (id: number) =>
      t0.app.inject({ method: 'GET', url: `/api/pedidos/cancelar/${id}`, headers: customer });

    // Taken by the ERP (ack + EM ANALISE), then cancelled by the customer.
    const taken = await insertOrder(db());
    await post('/pedidos/ack', { itens: [{ ...ref3(taken), erpNumero: 'PV777001' }] });
    expect(
      (
        await post(`/pedidos/${taken.ref}/status`, {
          empresa: '03',
          filial: '01',
          statusId: 2,
          statusAnterior: 1,
        })
      ).statusCode,
    ).toBe(200);
    // Never taken by the ERP, cancelled: the new-order feed carries it with status 7 instead.
    const fresh = await insertOrder(db());
    // Cancelled by the ERP itself: nothing to send back.
    const byErp = await insertOrder(db());
    await post('/pedidos/ack', { itens: [ref3(byErp)] });
    expect(
      (
        await post(`/pedidos/${byErp.ref}/status`, {
          empresa: '03',
          filial: '01',
          statusId: 7,
          statusAnterior: 1,
        })
      ).statusCode,
    ).toBe(200);
    // Taken and not cancelled.
    const open = await insertOrder(db());
    await post('/pedidos/ack', { itens: [ref3(open)] });

    t0.clock.advance(60_000);
    expect((await cancel(taken.id)).statusCode).toBe(200);
    expect((await cancel(fresh.id)).statusCode).toBe(200);

    const feed = await cancelados();
    expect(feed).toEqual([
      {
        ref: taken.ref,
        empresa: '03',
        filial: '01',
        erpNumero: 'PV777001',
        canceladoEm: t0.clock.now.toISOString(),
        usuario: { nome: expect.any(String), email: DEMO_ACCOUNTS.cliente },
      },
    ]);
    expect(await cancelados()).toEqual(feed);
    const novos = (await erpGet(t0.app, key, `${V1}/pedidos/novos?limite=500`)).json().itens as any[];
    expect(novos.find((p) => p.ref === fresh.ref)).toMatchObject({ statusId: 7 });

    // Confirming an order that is not cancelled is refused and nothing is confirmed.
    const wrong = await post('/pedidos/cancelados/ack', { itens: [ref3(taken), ref3(open)] });
    expectError(wrong, 400);
    expect(wrong.json().fields).toEqual({ 'itens.1.ref': expect.any(String) });
    expect(await cancelados()).toEqual(feed);

    const ack = await post('/pedidos/cancelados/ack', { itens: [ref3(taken)] });
    expect(ack.json()).toEqual({ confirmados: 1 });
    expect(await cancelados()).toEqual([]);
    const [row] = await db().select().from(t.pedidos).where(eq(t.pedidos.id, taken.id));
    t0.clock.advance(60_000);
    expect((await post('/pedidos/cancelados/ack', { itens: [ref3(taken)] })).json()).toEqual({
      confirmados: 1,
    });
    const [row2] = await db().select().from(t.pedidos).where(eq(t.pedidos.id, taken.id));
    expect(row2.erpCancelAckDate).toEqual(row.erpCancelAckDate);
  });
});

describe('order status', () => {
  it('a change writes history and item updates once; conflicts and unknown items are refused', async () => {
    const o = await insertOrder(db());
    const url = `/pedidos/${o.ref}/status`;
    const body = {
      empresa: '03',
      filial: '01',
      statusId: 3,
      statusAnterior: 1,
      dataHora: '2026-11-21T09:00:00-03:00',
      itens: [{ item: 1, datacad: '2026-11-21T09:00:00-03:00', agendamento: '2026-11-22T08:00:00-03:00' }],
    };
    const r1 = await post(url, body);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json()).toEqual({ ref: o.ref, statusId: 3, alterado: true });
    const r2 = await post(url, { ...body, statusAnterior: undefined });
    expect(r2.json().alterado).toBe(false);
    const hist = await db()
      .select()
      .from(t.pedidoStatusHistorico)
      .where(eq(t.pedidoStatusHistorico.pedidoId, o.id));
    expect(hist.map((h) => [h.statusId, h.origem])).toEqual([
      [1, 'PORTAL'],
      [3, 'ERP'],
    ]);
    const itens = await db().select().from(t.pedidoItens).where(eq(t.pedidoItens.pedidoId, o.id));
    expect(itens.map((i) => i.statusId)).toEqual([3, 3]);
    const ups = await db()
      .select()
      .from(t.pedidoItemUpdates)
      .where(eq(t.pedidoItemUpdates.pedidoItemId, itens.find((i) => i.item === 1)!.id));
    expect(ups).toHaveLength(1);
    expect(ups[0].agendamento!.toISOString()).toBe('2026-11-22T11:00:00.000Z');

    // A later update carries the earlier fields forward (each row is the item's state at datacad).
    const nf = erpInvoice(770020);
    await post('/notas', {
      itens: [
        {
          empresa: '03',
          filial: '01',
          codigo: '100001',
          loja: '01',
          pedidoRef: o.ref,
          chave: nf.chave,
          xml: nf.xml,
        },
      ],
    });
    const r3 = await post(url, {
      empresa: '03',
      filial: '01',
      statusId: 5,
      itens: [
        { item: 1, datacad: '2026-11-21T15:00:00-03:00', nota1: '000770020', serie1: '1', chave1: nf.chave },
      ],
    });
    expect(r3.json().alterado).toBe(true);
    const ups2 = await db()
      .select()
      .from(t.pedidoItemUpdates)
      .where(eq(t.pedidoItemUpdates.pedidoItemId, itens.find((i) => i.item === 1)!.id));
    expect(ups2).toHaveLength(2);
    expect(ups2.find((u) => u.chave1)!.agendamento!.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    const billing = await db()
      .select()
      .from(t.eventos)
      .where(
        and(
          eq(t.eventos.eventosTiposId, 8),
          eq(t.eventos.clienteId, await clienteOf(o.id)),
          eq(t.eventos.createdDate, t0.clock.now),
        ),
      );
    expect(billing).toHaveLength(1);

    const conflict = await post(url, { empresa: '03', filial: '01', statusId: 6, statusAnterior: 4 });
    expectError(conflict, 409);
    const badItem = await post(url, {
      empresa: '03',
      filial: '01',
      statusId: 6,
      itens: [{ item: 1 }, { item: 42 }],
    });
    expectError(badItem, 400);
    expect(badItem.json().fields).toEqual({ 'itens.1.item': expect.any(String) });
    expectError(await post('/pedidos/1/status', { empresa: '03', filial: '01', statusId: 2 }), 404);
    const badUnit = await post(url, { empresa: '99', filial: '01', statusId: 2 });
    expect(badUnit.json().fields).toHaveProperty('empresa');
    const [after] = await db().select().from(t.pedidos).where(eq(t.pedidos.id, o.id));
    expect(after.statusId).toBe(5);
  });
});

async function clienteOf(pedidoId: number): Promise<number> {
  const [p] = await db().select({ c: t.pedidos.clienteId }).from(t.pedidos).where(eq(t.pedidos.id, pedidoId));
  return p.c;
}

describe('an ERP plays the whole flow over HTTP', () => {
  it('customer, product and prices; the order in the feed; ack; NF-e and titles; the customer downloads boleto and DANFE', async () => {
    const cgc = '11444777000161';
    expect(
      (
        await put('/clientes', [
          {
            codigo: '100001',
            loja: '01',
            razao: 'CONSTRUTORA ALICERCE LTDA',
            cgc,
            unidades: [
              { empresa: '03', filial: '01' },
              { empresa: '03', filial: '02' },
              { empresa: '04', filial: '01' },
            ],
          },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await put('/categorias', [{ erpCodigo: 'FLW', descricao: 'FLUXO' }])).statusCode).toBe(200);
    const prod = await put('/produtos', [
      {
        sku: 'FLW00001',
        descricao: 'ARGAMASSA FLUXO 20KG',
        um: 'SC',
        peso: 20,
        quantMin: 10,
        categorias: ['FLW'],
        precos: [
          { empresa: '03', filial: '01', tabela: 'CIF', valor: 20 },
          { empresa: '03', filial: '01', tabela: 'FOB', valor: 19 },
        ],
      },
    ]);
    expect(prod.json()).toMatchObject({ criados: 1 });

    const pending = (await erpGet(t0.app, key, `${V1}/pedidos/novos?limite=500`)).json().itens;
    if (pending.length)
      await post('/pedidos/ack', {
        itens: pending.map((p: any) => ({ ref: p.ref, empresa: p.empresa, filial: p.filial })),
      });
    const o = await insertOrder(db());
    const feed = (await erpGet(t0.app, key, `${V1}/pedidos/novos`)).json().itens;
    expect(feed.map((p: any) => p.ref)).toEqual([o.ref]);
    expect(
      (await post('/pedidos/ack', { itens: [{ ref: o.ref, empresa: '03', filial: '01', erpNumero: 'PV9' }] }))
        .statusCode,
    ).toBe(200);
    for (const statusId of [2, 3, 4])
      expect(
        (await post(`/pedidos/${o.ref}/status`, { empresa: '03', filial: '01', statusId })).statusCode,
      ).toBe(200);

    const nNF = 880001;
    const nf = erpInvoice(
      nNF,
      { qCom: 100, vUnCom: 20 },
      { fatura: { nFat: String(nNF), duplicatas: [{ nDup: '001', dVenc: '2026-12-19', vDup: 2000 }] } },
    );
    expect(isValidAccessKey(nf.chave)).toBe(true);
    const base = { empresa: '03', filial: '01', codigo: '100001', loja: '01' };
    expect(
      (await post('/notas', { itens: [{ ...base, pedidoRef: o.ref, chave: nf.chave, xml: nf.xml }] }))
        .statusCode,
    ).toBe(200);
    const emissao = new Date(t0.clock.now.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    const venc = new Date(t0.clock.now.getTime() + 28 * 86_400_000).toISOString().slice(0, 10);
    const tit = await put('/titulos', [
      {
        ...base,
        prefixo: 'NF',
        titulo: '000880001',
        parcela: 'A',
        pedidoRef: o.ref,
        chaveNfe: nf.chave,
        numeroConta: '45120-8',
        bancoCodigo: '001',
        agencia: '3064',
        carteira: '17',
        convenio: '2948571',
        nossoNumero: '29485718800010001',
        valor: 2000,
        saldo: 2000,
        emissao,
        vencrea: venc,
      },
    ]);
    expect(tit.statusCode, tit.body).toBe(200);
    const st = await post(`/pedidos/${o.ref}/status`, {
      empresa: '03',
      filial: '01',
      statusId: 5,
      itens: [1, 2].map((item) => ({ item, nota1: '000880001', serie1: '1', chave1: nf.chave })),
    });
    expect(st.json()).toMatchObject({ statusId: 5, alterado: true });

    // The customer sees it in Finance.
    const { token, id } = await tokenFor(t0.app, DEMO_ACCOUNTS.cliente);
    const day = (d: string) => d.replaceAll('-', '');
    const boletos = await t0.app.inject({
      method: 'GET',
      url: '/api/boletos/listarBoletosCliente',
      query: { cgc, empresa: '03', filial: '01', dtini: day(emissao), dtfim: day(venc) },
      headers: bearer(token),
    });
    expect(boletos.statusCode, boletos.body).toBe(200);
    expect(JSON.stringify(boletos.json())).toContain('000880001');
    const pdf = await t0.app.inject({
      method: 'GET',
      url: '/api/boletos/geraBoletoCliente',
      query: { user: String(id), emp: '03', fil: '01', numBol: '000880001', prefixo: 'NF', parcela: 'A' },
      headers: bearer(token),
    });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const notas = await t0.app.inject({
      method: 'GET',
      url: '/api/nfe/listarNfeCliente',
      query: { cgc, empresa: '03', filial: '01', dtini: day(emissao), dtfim: day(emissao) },
      headers: bearer(token),
    });
    expect(notas.statusCode, notas.body).toBe(200);
    expect(JSON.stringify(notas.json())).toContain(nf.chave);
    const danfe = await t0.app.inject({
      method: 'GET',
      url: '/api/nfe/geraDanfeSimplesClinte',
      query: { user: String(id), emp: '03', fil: '01', doc: '000880001', serie: '1' },
      headers: bearer(token),
    });
    expect(danfe.statusCode, danfe.body.slice(0, 200)).toBe(200);
    expect(danfe.headers['content-type']).toContain('application/pdf');
    const xml = await t0.app.inject({
      method: 'GET',
      url: '/api/nfe/geraXMLClinte',
      query: { user: String(id), emp: '03', fil: '01', doc: '000880001', serie: '1' },
      headers: bearer(token),
    });
    expect(xml.body).toBe(nf.xml);
    expect(parseNfeXml(xml.body).prot?.chNFe).toBe(nf.chave);
  });
});

describe('bad payloads with a valid key', () => {
  it('never give 5xx on any integration route, and errors keep the error shape', async () => {
    const routes = t0.app.routeTable.filter((r) => r.url.startsWith(V1) && r.method !== 'GET');
    expect(routes.length).toBeGreaterThanOrEqual(16);
    const scalar = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('03', '01', '100001', '0000-01-01', '2026-02-30', '9'.repeat(50), '-1'),
    );
    const item = fc.dictionary(
      fc.constantFrom(
        'codigo',
        'loja',
        'empresa',
        'filial',
        'sku',
        'razao',
        'cgc',
        'valor',
        'saldo',
        'emissao',
        'vencrea',
        'chave',
        'xml',
        'dataHora',
        'ocorrencia',
        'placa',
        'parcelasDias',
        'formaSku',
        'tabela',
        'produtoSku',
        'descricao',
        'um',
        'peso',
        'titulo',
        'prefixo',
        'parcela',
        'ref',
      ),
      scalar,
    );
    const body = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.record({ itens: fc.array(item, { maxLength: 4 }) }),
      fc.record({
        empresa: scalar,
        filial: scalar,
        statusId: scalar,
        itens: fc.array(item, { maxLength: 3 }),
      }),
    );
    for (const r of routes) {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await t0.app.inject({
            method: r.method as 'PUT',
            url: r.url.replace(':ref', '900001'),
            headers: { ...withKey(key), 'content-type': 'application/json' },
            payload: JSON.stringify(payload ?? null),
          });
          expect(res.statusCode, `${r.method} ${r.url} ${JSON.stringify(payload)} ${res.body}`).toBeLessThan(
            500,
          );
          if (res.statusCode >= 400)
            expect(res.json()).toMatchObject({ status: res.statusCode, message: expect.any(String) });
        }),
        { numRuns: 25 },
      );
    }
  });
});

describe('OpenAPI', () => {
  it('documents every integration endpoint under the integracao tag', async () => {
    const res = await t0.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const paths = Object.keys(doc.paths).filter(
      (p) => p.startsWith('/api/integracao') || p === '/api/rastreio',
    );
    expect(paths.length).toBeGreaterThanOrEqual(18);
    for (const p of paths)
      for (const op of Object.values<any>(doc.paths[p])) expect(op.tags).toContain('integracao');
  });
});
