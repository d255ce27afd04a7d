// Seller sales consultation with thousands of orders (issue 11 §4): prints the timings of a page,
// a page sorted by a title aggregate, and 'Todas', with the response sizes. A measurement, not part
// of `npm test`:
//   npx vitest run --project perf apps/api/test/vendedor.perf.ts
//   TEST_DB=postgres TEST_DATABASE_URL=postgres://... npx vitest run --project perf apps/api/test/vendedor.perf.ts
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, dbKind, tokenFor, type TestApp } from './helpers';

/** Orders of the seller in the last 90 days (every other one with two titles). */
const N = Number(process.env.VENDAS_PERF_N ?? 5_000);
/** Orders of other sellers (noise the seller's filter must skip). */
const NOISE = Number(process.env.VENDAS_PERF_NOISE ?? 20_000);
const RUNS = 9;

let t: TestApp;
let token: string;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe(`sales consultation over ${N} orders of the seller (+${NOISE} of others, ${dbKind})`, () => {
  beforeAll(async () => {
    t = await createTestApp();
    const seller = await tokenFor(t.app, DEMO_ACCOUNTS.vendedor);
    token = seller.token;
    const db = t.database.db;
    const [{ id: unidadeId }] = await db
      .select({ id: s.unidades.id })
      .from(s.unidades)
      .where(and(eq(s.unidades.empresaCod, '03'), eq(s.unidades.filialCod, '01')));
    const [{ id: clienteId }] = await db
      .select({ id: s.clientes.id })
      .from(s.clientes)
      .where(eq(s.clientes.codigo, '100001'));
    const [{ id: otherCliente }] = await db
      .select({ id: s.clientes.id })
      .from(s.clientes)
      .where(eq(s.clientes.codigo, '100006'));
    const start = process.hrtime.bigint();
    await t.database.exec(`
      insert into pedidos (ref, cliente_id, unidade_id, usuario_id, vendedor_id, status_id, emissao, total, qtd_itens, qtd_peso, origem)
      select 'P' || g, ${clienteId}, ${unidadeId}, ${seller.id}, ${seller.id}, 1 + g % 9, now() - (g % 89) * interval '1 day' - (g % 17) * interval '1 hour',
             100 + (g * 37) % 9000, 1, 10, 'PORTAL'
      from generate_series(1, ${N}) g;
      insert into pedidos (ref, cliente_id, unidade_id, usuario_id, status_id, emissao, total, qtd_itens, qtd_peso, origem)
      select 'O' || g, ${otherCliente}, ${unidadeId}, ${seller.id}, 3, now() - (g % 89) * interval '1 day', 50, 1, 10, 'ERP'
      from generate_series(1, ${NOISE}) g;
      insert into titulos (cliente_id, unidade_id, pedido_id, prefixo, titulo, parcela, valor_ori, valor, saldo, emissao, vencrea)
      select p.cliente_id, p.unidade_id, p.id, 'PF', lpad(p.id::text, 9, '0'), x.parcela, p.total / 2, p.total / 2,
             case when x.parcela = 'A' then 0 else p.total / 2 end, current_date, current_date + 30
      from pedidos p cross join (values ('A'), ('B')) x(parcela)
      where p.ref like 'P%' and p.id % 2 = 0;
      analyze pedidos; analyze titulos; analyze clientes;
    `);
    console.log(
      `[perf] ${dbKind}: loaded ${N} + ${NOISE} orders and ${N} titles in ${ms(start).toFixed(0)} ms`,
    );
  });
  afterAll(async () => t?.close());

  async function measure(label: string, body: Record<string, unknown>) {
    const times: number[] = [];
    let size = 0;
    let rows = 0;
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = process.hrtime.bigint();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vendedor/consultas/pedidos?tpl=0',
        headers: bearer(token),
        payload: body,
      });
      times.push(ms(start));
      expect(res.statusCode, res.body).toBe(200);
      size = res.rawPayload.length;
      const json = res.json();
      rows = json.tableRowsData.length;
      total = json.tableTotalRows;
    }
    console.log(
      `[perf] ${dbKind} ${label}: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms, ${rows}/${total} rows, ${(size / 1024).toFixed(0)} KiB`,
    );
    return { rows, total };
  }

  it('a page of 10 (default sort: emission, newest first)', async () => {
    const r = await measure('page of 10, by emission', {});
    expect(r.rows).toBe(10);
    expect(r.total).toBeGreaterThanOrEqual(N);
  });
  it('a page of 25 sorted by the paid part (a title aggregate)', async () => {
    await measure('page of 25, by valorPago', {
      tableRows: 25,
      tableSortKey: 'valorPago',
      tableSortDir: 'asc',
      tablePage: 40,
    });
  });
  it('a page of 50 filtered by client text', async () => {
    await measure('page of 50, client filter', { tableRows: 50, formFilterCliente: 'ALICERCE' });
  });
  it("'Todas' (every row)", async () => {
    const r = await measure('Todas', { tableRows: -1 });
    expect(r.rows).toBe(r.total);
  });
});
