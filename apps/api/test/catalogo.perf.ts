// Catalogue search over 50 000 bulk-loaded products (issue 4 §6): prints the timings and plans and
// checks the trigram index serves a selective text and the description order a common one. A
// measurement, not part of `npm test`:
//   npm run bench:perf            (PGlite)
//   TEST_DB=postgres TEST_DATABASE_URL=postgres://... npm run bench:perf
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PRODUTO_BUSCA_VERSAO } from '../src/db/produto-busca';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { runnerOf, type Runner } from '../src/db/statements';
import { produtoSearchRows } from '../src/modules/catalogo/search';
import { bearer, createTestApp, dbKind, tokenFor, type TestApp } from './helpers';

const N = Number(process.env.CATALOGO_PERF_N ?? 50_000);
const RUNS = 15;

let t: TestApp;
let token: string;
let clienteId: number;
let unidadeId: number;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const planText = (res: unknown) =>
  ((res as { rows: Record<string, string>[] }).rows ?? [])
    .map((r) => r['QUERY PLAN'] ?? Object.values(r)[0])
    .join('\n');

describe(`product search over ${N} products (${dbKind})`, () => {
  beforeAll(async () => {
    t = await createTestApp();
    token = (await tokenFor(t.app, DEMO_ACCOUNTS.cliente)).token;
    const db = t.database.db;
    [{ id: clienteId }] = await db
      .select({ id: s.clientes.id })
      .from(s.clientes)
      .where(eq(s.clientes.codigo, '100001'));
    [{ id: unidadeId }] = await db
      .select({ id: s.unidades.id })
      .from(s.unidades)
      .where(and(eq(s.unidades.empresaCod, '03'), eq(s.unidades.filialCod, '01')));

    const start = process.hrtime.bigint();
    // Products: family x brand x model, busca built as produtoBusca does (code, description, weight in
    // kg after one space, as textoBusca writes it; these words need no normalisation: grades written as
    // normalizarBusca writes them, CP2 for CP II), busca_nome from the description.
    await t.database.exec(`
      insert into produtos (sku, descricao, nome, um, peso, quant_min, busca, busca_nome, busca_versao)
      select sku, descricao, left(descricao, 40), 'UN', peso, 5, ' ' || upper(sku || ' ' || descricao || ' ' || peso || ' KG'),
             ' ' || upper(descricao), ${PRODUTO_BUSCA_VERSAO}
      from (
        select 'PRF' || lpad(g::text, 7, '0') as sku,
               (array['CIMENTO CP2','ARGAMASSA AC2','CAL HIDRATADA','BRITA','VERGALHAO CA50','BLOCO DE CONCRETO',
                      'TELHA FIBROCIMENTO','TUBO PVC','TINTA ACRILICA','MANTA ASFALTICA','PARAFUSO','TABUA PINUS'])[1 + g % 12]
               || ' ' || (array['VOTORANTIM','INTERCEMENT','QUARTZOLIT','GERDAU','TIGRE','SUVINIL','CORAL','VEDACIT','BRASILIT','PREMOLD'])[1 + (g / 12) % 10]
               || ' MODELO ' || g as descricao,
               (1 + g % 50)::numeric as peso
        from generate_series(1, ${N}) g
      ) x;
      insert into produto_categorias (produto_id, categoria_id)
      select p.id, (select min(id) from categorias) + (p.id % 12) from produtos p where p.sku like 'PRF%';
      insert into precos (produto_id, unidade_id, tabela_preco_id, valor)
      select p.id, tp.unidade_id, tp.id, 10 + (p.id % 500)
      from produtos p cross join tabelas_preco tp
      where p.sku like 'PRF%' and tp.unidade_id = ${unidadeId};
      analyze produtos; analyze precos; analyze produto_categorias;
    `);
    console.log(
      `[perf] ${dbKind}: loaded ${N} products with prices and categories in ${ms(start).toFixed(0)} ms`,
    );
  });
  afterAll(async () => t?.close());

  it('syncs the customer catalogue in one INSERT ... SELECT', async () => {
    const start = process.hrtime.bigint();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sync/padrao/produtos?empresa=03&filial=01&cliente=100001&loja=01`,
      headers: bearer(token),
    });
    const took = ms(start);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(N + 200);
    await t.database.exec('analyze catalogo_cliente;');
    const again = process.hrtime.bigint();
    const res2 = await t.app.inject({
      method: 'GET',
      url: `/api/sync/padrao/produtos?empresa=03&filial=01&cliente=100001&loja=01`,
      headers: bearer(token),
    });
    expect(res2.json().total).toBe(N + 200);
    console.log(
      `[perf] ${dbKind}: first sync of ${N + 200} products took ${took.toFixed(0)} ms, an unchanged re-sync ${ms(again).toFixed(0)} ms`,
    );
  });

  const cases: [string, string, (n: number) => boolean][] = [
    ['exact code', 'PRF0012345', (n) => n >= 1],
    ['two words', 'cimento votorantim', (n) => n === 60],
    ['rare word', 'modelo 42424', (n) => n >= 1],
    ['no match', 'xyzxyz', (n) => n === 0],
    ['common word', 'modelo', (n) => n === 60],
    ['broad (one letter)', 'a', (n) => n === 60],
    ['empty (first 60)', '', (n) => n === 60],
  ];

  it.each(cases)('search "%s" over HTTP stays fast', async (label, busca, ok) => {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = process.hrtime.bigint();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/produtos/filter',
        headers: bearer(token),
        payload: { busca, clienteId, filialId: unidadeId },
      });
      times.push(ms(start));
      expect(res.statusCode).toBe(200);
      count = res.json().length;
    }
    expect(ok(count)).toBe(true);
    const warm = times.slice(2);
    console.log(
      `[perf] ${dbKind}: ${label.padEnd(20)} "${busca}" -> ${count} results; POST /api/produtos/filter median ${median(warm).toFixed(1)} ms, ` +
        `max ${Math.max(...warm).toFixed(1)} ms, first ${times[0].toFixed(1)} ms`,
    );
  });

  /** The plans of the statements one search runs (EXPLAIN ANALYZE of each, as it ran). */
  async function plans(busca: string): Promise<string> {
    const driver = runnerOf(t.database.db);
    const statements: { text: string; params: unknown[] }[] = [];
    const recording: Runner = {
      query: (text, params) => {
        statements.push({ text, params });
        return driver.query(text, params);
      },
    };
    await produtoSearchRows(recording, { clienteId, unidadeId, busca });
    const out: string[] = [];
    for (const q of statements)
      out.push(planText(await driver.query(`explain (analyze, costs off) ${q.text}`, q.params)));
    return out.join('\n--\n');
  }

  it('uses the trigram index for a selective text and the description order for a common one', async () => {
    const rare = await plans('modelo 42424');
    console.log(`[perf] ${dbKind}: plans of "modelo 42424"\n${rare}`);
    expect(rare).toContain('produtos_busca_trgm');
    const common = await plans('modelo');
    console.log(`[perf] ${dbKind}: plans of "modelo"\n${common}`);
    expect(common).toContain('produtos_descricao_ordem');
    console.log(`[perf] ${dbKind}: plans of "cimento votorantim"\n${await plans('cimento votorantim')}`);
  });
});
