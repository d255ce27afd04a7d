// Manager lists over bulk-loaded data (issue 10 §6): 5 000 customers and 300 000 products (plus
// 50 000 orders for the report), loaded with INSERT ... SELECT generate_series. Prints the median
// time of each call and the plans; asserts only that the answers are right. A measurement, not part
// of `npm test`:
//   npx vitest run --project perf apps/api/test/gestor-cadastros.perf.ts                    (PGlite)
//   TEST_DB=postgres TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test npx vitest run --project perf apps/api/test/gestor-cadastros.perf.ts
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  clientesFilterQuery,
  produtosGestorFilterQuery,
  relatorioClientesVendedorQuery,
} from '@portal/shared/schemas/gestor-cadastros';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { clienteSearchCondition } from '../src/modules/gestor-clientes/list-clientes-gestor';
import { produtoGestorCondition } from '../src/modules/gestor-produtos/list-produtos-gestor';
import { listClientesVendedor } from '../src/modules/relatorios/list-clientes-vendedor';
import { bearer, createTestApp, dbKind, tokenFor, type TestApp } from './helpers';

const CLIENTES = Number(process.env.CADASTROS_PERF_CLIENTES ?? 5_000);
const PRODUTOS = Number(process.env.CADASTROS_PERF_PRODUTOS ?? 300_000);
const PEDIDOS = Number(process.env.CADASTROS_PERF_PEDIDOS ?? 50_000);
const RUNS = 9;

let t: TestApp;
let token: string;
let unidadeId: number;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const planText = (res: unknown) =>
  ((res as { rows: Record<string, string>[] }).rows ?? [])
    .map((r) => r['QUERY PLAN'] ?? Object.values(r)[0])
    .join('\n');
const results: string[] = [];

async function time(label: string, url: string, check: (body: any) => void): Promise<number> {
  const times: number[] = [];
  let body: unknown;
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    times.push(ms(start));
    expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
    body = res.headers['content-type']?.toString().includes('json') ? res.json() : res.rawPayload;
  }
  check(body);
  const m = median(times);
  results.push(`${label.padEnd(58)} ${m.toFixed(1).padStart(8)} ms`);
  return m;
}

describe(`manager lists over ${CLIENTES} customers and ${PRODUTOS} products (${dbKind})`, () => {
  beforeAll(async () => {
    t = await createTestApp();
    token = (await tokenFor(t.app, DEMO_ACCOUNTS.gestor)).token;
    const db = t.database.db;
    [{ id: unidadeId }] = await db
      .select({ id: s.unidades.id })
      .from(s.unidades)
      .orderBy(asc(s.unidades.id))
      .limit(1);
    const [vendedor] = await db
      .select({ id: s.usuarios.id })
      .from(s.usuarios)
      .where(eq(s.usuarios.email, DEMO_ACCOUNTS.vendedor));
    const start = process.hrtime.bigint();
    await t.database.exec(`
      insert into clientes (codigo, loja, razao, nome, cgc, status, cidade, uf, cep, vendedor_id, created_date)
      select lpad((500000 + g)::text, 6, '0'), '01',
             (array['CONSTRUTORA','MATERIAIS','DEPOSITO','ENGENHARIA','REFORMAS','EMPREITEIRA','CASA DO CONSTRUTOR','DISTRIBUIDORA'])[1 + g % 8]
               || ' ' || (array['HORIZONTE','ALVORADA','PILAR','SERRA','TERRA','CAPITAL','MESTRE','PRIMOR','FORTE','AZUL'])[1 + (g / 8) % 10]
               || ' ' || g || ' LTDA',
             'RESPONSAVEL ' || g,
             lpad((10000000000000 + g * 7919)::text, 14, '0'),
             (array['L','L','L','P','B'])[1 + g % 5], 'SAO PAULO', 'SP', '01310100',
             case when g % 3 = 0 then ${vendedor.id} else null end,
             now() - (g % 700) * interval '1 day'
      from generate_series(1, ${CLIENTES}) g;
      insert into cliente_unidades (cliente_id, unidade_id)
      select id, ${unidadeId} from clientes where codigo >= '500001';
      insert into produtos (sku, descricao, nome, um, peso, quant_min, busca)
      select sku, descricao, left(descricao, 40), (array['SC','TL','UN'])[1 + g % 3], peso, 5, upper(sku || ' ' || descricao || ' ' || peso)
      from (
        select g, 'PRF' || lpad(g::text, 7, '0') as sku,
               (array['CIMENTO CP II','ARGAMASSA AC-II','CAL HIDRATADA','BRITA','VERGALHAO CA-50','BLOCO DE CONCRETO',
                      'TELHA FIBROCIMENTO','TUBO PVC','TINTA ACRILICA','MANTA ASFALTICA','PARAFUSO','TABUA PINUS'])[1 + g % 12]
               || ' ' || (array['VOTORANTIM','INTERCEMENT','QUARTZOLIT','GERDAU','TIGRE','SUVINIL','CORAL','VEDACIT','BRASILIT','PREMOLD'])[1 + (g / 12) % 10]
               || ' MODELO ' || g as descricao,
               (1 + g % 50)::numeric as peso
        from generate_series(1, ${PRODUTOS}) g
      ) x;
      insert into pedidos (ref, cliente_id, unidade_id, usuario_id, vendedor_id, status_id, emissao, created_date, total, qtd_itens, qtd_peso)
      select 'PERF' || g, c.id, ${unidadeId}, ${vendedor.id}, c.vendedor_id, 1 + g % 9, now() - (g % 365) * interval '1 day', now(), 100 + g % 5000, 1, 50
      from generate_series(1, ${PEDIDOS}) g
      join (select id, vendedor_id, row_number() over (order by id) as n from clientes where codigo >= '500001') c on c.n = 1 + g % ${CLIENTES};
      analyze clientes; analyze produtos; analyze pedidos; analyze cliente_unidades;
    `);
    console.log(
      `[perf] ${dbKind}: loaded ${CLIENTES} customers, ${PRODUTOS} products and ${PEDIDOS} orders in ${ms(start).toFixed(0)} ms`,
    );
  });
  afterAll(async () => {
    console.log(
      `[perf] ${dbKind}: median of ${RUNS} calls through app.inject (HTTP, JSON, auth included)\n${results.join('\n')}`,
    );
    await t?.close();
  });

  it('customers: list, deep page, searches', async () => {
    const total = CLIENTES + 18;
    await time('GET /clientes/filter (page 1 of 50 rows)', '/api/clientes/filter', (b) =>
      expect(b.rows).toBe(total),
    );
    await time('GET /clientes/filter page 100', '/api/clientes/filter?page=100', (b) =>
      expect(b.items.length).toBe(50),
    );
    await time('GET /clientes/filter?search=ALVORADA (name)', '/api/clientes/filter?search=ALVORADA', (b) =>
      expect(b.rows).toBeGreaterThan(400),
    );
    await time(
      'GET /clientes/filter?search=HORIZONTE 4321 (rare)',
      '/api/clientes/filter?search=HORIZONTE%204321',
      (b) => expect(b.rows).toBeLessThan(5),
    );
    await time('GET /clientes/filter?search=500123 (code)', '/api/clientes/filter?search=500123', (b) =>
      expect(b.items[0].codigo).toBe('500123'),
    );
    await time(
      'GET /clientes/filter?search=00000007919 (tax id)',
      '/api/clientes/filter?search=00000007919',
      (b) => expect(b.rows).toBeGreaterThan(0),
    );
    await time(
      `GET /filial/{id}/clientes (${CLIENTES}+ in the unit)`,
      `/api/filial/${unidadeId}/clientes`,
      (b) => expect(b.rows).toBeGreaterThan(CLIENTES),
    );
  });

  it('products: list, deep pages, searches', async () => {
    const total = PRODUTOS + 200;
    const pages = Math.ceil(total / 50);
    await time('GET /produtos/gestor/filter (page 1 of 50 rows)', '/api/produtos/gestor/filter', (b) =>
      expect(b.rows).toBe(total),
    );
    await time(
      `GET /produtos/gestor/filter page ${pages} (last)`,
      `/api/produtos/gestor/filter?page=${pages}`,
      (b) => expect(b.items.length).toBeGreaterThan(0),
    );
    await time(
      'GET /produtos/gestor/filter?q=CIMENTO (1 in 12)',
      '/api/produtos/gestor/filter?q=CIMENTO',
      (b) => expect(b.rows).toBeGreaterThan(PRODUTOS / 13),
    );
    await time(
      'GET /produtos/gestor/filter?q=CIMENTO page 400',
      '/api/produtos/gestor/filter?q=CIMENTO&page=400',
      (b) => expect(b.items.length).toBe(50),
    );
    await time(
      'GET /produtos/gestor/filter?q=TUBO TIGRE (two words)',
      '/api/produtos/gestor/filter?q=TUBO%20TIGRE',
      (b) => expect(b.rows).toBeGreaterThan(0),
    );
    await time(
      'GET /produtos/gestor/filter?q=PRF0123456 (code)',
      '/api/produtos/gestor/filter?q=PRF0123456',
      (b) => expect(b.items[0].produtoSku).toBe('PRF0123456'),
    );
    await time(
      'GET /produtos/gestor/filter?q=MODELO 299999 (rare)',
      '/api/produtos/gestor/filter?q=MODELO%20299999',
      (b) => expect(b.rows).toBeGreaterThan(0),
    );
    await time(
      'GET /produtos/gestor/filter?q=12345 (id or text)',
      '/api/produtos/gestor/filter?q=12345',
      (b) => expect(b.rows).toBeGreaterThan(0),
    );
    const [p] = await t.database.db
      .select({ id: s.produtos.id })
      .from(s.produtos)
      .where(eq(s.produtos.sku, 'PRF0150000'));
    await time('GET /produtos/{id}', `/api/produtos/${p.id}`, (b) => expect(b.produtoSku).toBe('PRF0150000'));
  });

  it(`report: Vendedores X Clientes over ${CLIENTES} customers and ${PEDIDOS} orders`, async () => {
    await time(
      'GET /relatorios/.../excel (every order)',
      '/api/relatorios/clientes/clientes-vendedor/excel',
      (b) => expect(b.length).toBeGreaterThan(10_000),
    );
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = process.hrtime.bigint();
      const rows = await listClientesVendedor(t.database.db, relatorioClientesVendedorQuery.parse({}));
      times.push(ms(start));
      expect(rows.reduce((a, r) => a + r.pedidos + r.cancelados, 0)).toBeGreaterThanOrEqual(PEDIDOS);
    }
    results.push(
      `${'  of which the query (listClientesVendedor)'.padEnd(58)} ${median(times).toFixed(1).padStart(8)} ms`,
    );
    await time(
      'GET /relatorios/.../excel (orders of 30 days)',
      `/api/relatorios/clientes/clientes-vendedor/excel?pedidoCreatedStart=${new Date(Date.now() - 30 * 86400e3).toISOString().slice(0, 10)}`,
      (b) => expect(b.length).toBeGreaterThan(10_000),
    );
  });

  it('plans: trigram indexes serve the searches, the primary key the product order', async () => {
    const db = t.database.db;
    const explain = async (label: string, query: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql: text, params } = query.toSQL();
      const inlined = text.replace(/\$(\d+)/g, (_m, n) => {
        const v = params[Number(n) - 1];
        return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
      });
      const res = await t.database.db.execute(`explain ${inlined}` as never);
      const plan = planText(res);
      console.log(`[perf] ${dbKind} plan ${label}:\n${plan}`);
      return plan;
    };
    const cq = clientesFilterQuery.parse({ search: 'alvorada' });
    const cPlan = await explain(
      'customers search',
      db
        .select()
        .from(s.clientes)
        .where(clienteSearchCondition(cq.search))
        .orderBy(asc(s.clientes.razao))
        .limit(50),
    );
    expect(cPlan).toMatch(/Scan/);
    const pq = produtosGestorFilterQuery.parse({ q: 'tubo tigre' });
    const pPlan = await explain(
      'products search',
      db.select().from(s.produtos).where(produtoGestorCondition(pq.q)).orderBy(asc(s.produtos.id)).limit(50),
    );
    expect(pPlan).toMatch(/produtos_busca_trgm|produtos_pkey/);
    const lPlan = await explain(
      'products page',
      db.select().from(s.produtos).orderBy(asc(s.produtos.id)).limit(50).offset(150_000),
    );
    expect(lPlan).toMatch(/produtos_pkey/);
  });
});
