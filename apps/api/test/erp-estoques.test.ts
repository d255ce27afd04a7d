// Stock per product and unit through the ERP API (PUT /api/integracao/v1/estoques): validation with
// field errors, all or nothing, idempotent replays, older figures ignored, and the portal's
// reservations counted until a newer figure covers them.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTOQUE_LOTE_MAX } from '@portal/shared/schemas/integracao';
import * as t from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { apiKeyFor, erpSend, insertOrder } from './erp-helpers';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t0: TestApp;
let key: string;
let skus: string[];
const URL = '/api/integracao/v1/estoques';

beforeAll(async () => {
  t0 = await createTestApp();
  key = await apiKeyFor(t0.database.db);
  skus = (
    await db().select({ sku: t.produtos.sku }).from(t.produtos).orderBy(asc(t.produtos.id)).limit(4)
  ).map((p) => p.sku);
});
afterAll(async () => t0?.close());

const db = () => t0.database.db;
const put = (itens: unknown[]) => erpSend(t0.app, key, 'PUT', URL, { itens });
const item = (sku: string, over: Record<string, unknown> = {}) => ({
  produtoSku: sku,
  empresa: '03',
  filial: '01',
  quantidade: 320,
  atualizadoEm: '2026-11-20T08:00:00-03:00',
  ...over,
});

async function row(sku: string, empresa = '03', filial = '01') {
  const [r] = await db()
    .select({
      quantidade: t.estoques.quantidade,
      quantidadePedida: t.estoques.quantidadePedida,
      previsao: t.estoques.previsao,
      reservado: t.estoques.reservado,
      em: t.estoques.erpAtualizadoEm,
    })
    .from(t.estoques)
    .innerJoin(t.produtos, eq(t.produtos.id, t.estoques.produtoId))
    .innerJoin(t.unidades, eq(t.unidades.id, t.estoques.unidadeId))
    .where(
      and(eq(t.produtos.sku, sku), eq(t.unidades.empresaCod, empresa), eq(t.unidades.filialCod, filial)),
    );
  return r;
}

describe('PUT /estoques', () => {
  it('refuses a call without the ERP key', async () => {
    const res = await t0.app.inject({ method: 'PUT', url: URL, payload: { itens: [item(skus[0]!)] } });
    expect(res.statusCode).toBe(401);
  });

  it('names each bad field in Portuguese and writes nothing', async () => {
    const res = await put([
      item(skus[0]!),
      item('NAOEXISTE'),
      item(skus[1]!, { filial: '99' }),
      item(skus[2]!, { quantidade: -1 }),
      item(skus[3]!, { quantidade: 1.0005 }),
      item(skus[1]!, { previsao: '2026-12-12' }),
      item(skus[0]!, { atualizadoEm: 'ontem' }),
      item(skus[2]!, { previsao: '2026-02-30', quantidadePedida: 10 }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      'itens.3.quantidade': 'deve ter no mínimo 0.',
      'itens.4.quantidade': 'no máximo 3 casas decimais.',
      'itens.6.atualizadoEm': expect.stringMatching(/formato inválido/),
      'itens.7.previsao': 'data inválida.',
    });
    // The schema checks came first; the keys are checked on a batch whose fields are well-formed.
    const keys = await put([
      item(skus[0]!),
      item('NAOEXISTE'),
      item(skus[1]!, { filial: '99' }),
      item(skus[2]!, { previsao: '2026-12-12' }),
      item(skus[0]!),
    ]);
    expect(keys.statusCode).toBe(400);
    expect(keys.json().message).toMatch(/nenhum item foi gravado/);
    expect(keys.json().fields).toEqual({
      'itens.1.produtoSku': 'produto não encontrado (sku).',
      'itens.2.empresa': 'unidade não encontrada (empresa/filial).',
      'itens.3.previsao': 'informe a quantidade a receber junto com a previsão.',
      'itens.4.produtoSku': 'produto e unidade repetidos no lote.',
    });
    expect(await row(skus[0]!)).toBeUndefined();
  });

  it(`takes at most ${ESTOQUE_LOTE_MAX} rows a batch`, async () => {
    const res = await put(Array.from({ length: ESTOQUE_LOTE_MAX + 1 }, () => item(skus[0]!)));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['itens']);
  });

  it('creates, replays without change, updates on a newer figure and ignores an older one', async () => {
    const batch = [
      item(skus[0]!, { quantidade: 320 }),
      item(skus[1]!, { quantidade: 12.5 }),
      item(skus[2]!, { quantidade: 0, quantidadePedida: 300, previsao: '2026-12-12' }),
      item(skus[2]!, { filial: '02', quantidade: 75 }),
    ];
    const first = await put(batch);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ processados: 4, criados: 4, atualizados: 0, avisos: [] });
    expect(await row(skus[1]!)).toMatchObject({
      quantidade: 12.5,
      quantidadePedida: null,
      previsao: null,
      reservado: 0,
    });
    expect(await row(skus[2]!)).toMatchObject({
      quantidade: 0,
      quantidadePedida: 300,
      previsao: '2026-12-12',
    });
    expect(await row(skus[2]!, '03', '02')).toMatchObject({ quantidade: 75 });

    const again = await put(batch);
    expect(again.json()).toEqual({ processados: 4, criados: 0, atualizados: 0, avisos: [] });

    // The same moment with a corrected figure is written; a newer one too; an older one is not.
    const corrected = await put([item(skus[0]!, { quantidade: 310 })]);
    expect(corrected.json()).toMatchObject({ criados: 0, atualizados: 1 });
    const newer = await put([item(skus[0]!, { quantidade: 290, atualizadoEm: '2026-11-21T08:00:00Z' })]);
    expect(newer.json()).toMatchObject({ atualizados: 1 });
    const older = await put([item(skus[0]!, { quantidade: 999, atualizadoEm: '2026-11-20T09:00:00Z' })]);
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual({
      processados: 1,
      criados: 0,
      atualizados: 0,
      avisos: [
        { campo: 'itens.0.atualizadoEm', mensagem: expect.stringContaining('mais antigo que o já recebido') },
      ],
    });
    expect(await row(skus[0]!)).toMatchObject({ quantidade: 290, em: new Date('2026-11-21T08:00:00Z') });

    // null removes what is on order and its date.
    await put([
      item(skus[2]!, { quantidade: 40, quantidadePedida: null, atualizadoEm: '2026-11-22T08:00:00Z' }),
    ]);
    expect(await row(skus[2]!)).toMatchObject({ quantidade: 40, quantidadePedida: null, previsao: null });
  });

  it("counts the portal's reservations newer than the figure, and drops those a newer figure covers", async () => {
    const order = await insertOrder(db());
    const [p] = await db().select({ id: t.produtos.id }).from(t.produtos).where(eq(t.produtos.sku, skus[3]!));
    const [u] = await db()
      .select({ id: t.unidades.id })
      .from(t.unidades)
      .where(and(eq(t.unidades.empresaCod, '03'), eq(t.unidades.filialCod, '01')));
    await db()
      .insert(t.estoqueReservas)
      .values({
        pedidoId: order.id,
        produtoId: p!.id,
        unidadeId: u!.id,
        quantidade: 30,
        createdDate: new Date('2026-11-25T12:00:00Z'),
      });

    // A figure taken before the order does not count it: 100 − 30 available.
    await put([item(skus[3]!, { quantidade: 100, atualizadoEm: '2026-11-25T08:00:00Z' })]);
    expect(await row(skus[3]!)).toMatchObject({ quantidade: 100, reservado: 30 });
    // A figure taken after it does: nothing reserved, and the reservation is gone.
    await put([item(skus[3]!, { quantidade: 70, atualizadoEm: '2026-11-25T13:00:00Z' })]);
    expect(await row(skus[3]!)).toMatchObject({ quantidade: 70, reservado: 0 });
    expect(
      await db().select().from(t.estoqueReservas).where(eq(t.estoqueReservas.pedidoId, order.id)),
    ).toEqual([]);
  });
});

describe('what the buyer reads', () => {
  it("the search and the quick order carry the unit's stock: available less reservations, or null", async () => {
    const { token } = await tokenFor(t0.app, DEMO_ACCOUNTS.cliente);
    const [cliente] = await db()
      .select({ id: t.clientes.id })
      .from(t.clientes)
      .where(eq(t.clientes.codigo, '100001'));
    const unit = async (empresa: string, filial: string) =>
      (
        await db()
          .select({ id: t.unidades.id })
          .from(t.unidades)
          .where(and(eq(t.unidades.empresaCod, empresa), eq(t.unidades.filialCod, filial)))
      )[0]!.id;
    // Products the customer's catalogue at the matriz holds: the first of a search.
    const filter = async (filialId: number, busca: string) => {
      const res = await t0.app.inject({
        method: 'POST',
        url: '/api/produtos/filter',
        headers: bearer(token),
        payload: { clienteId: cliente!.id, filialId, busca },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { produtoSku: string; estoque: unknown }[];
    };
    const found = await filter(await unit('03', '01'), 'cimento');
    expect(found.length).toBeGreaterThan(2);
    const [a, b, c] = found.map((p) => p.produtoSku);
    await put([
      item(a!, { quantidade: 320, atualizadoEm: '2026-11-26T08:00:00Z' }),
      item(b!, {
        quantidade: 0,
        quantidadePedida: 300,
        previsao: '2026-12-12',
        atualizadoEm: '2026-11-26T08:00:00Z',
      }),
      item(a!, { filial: '02', quantidade: 5, atualizadoEm: '2026-11-26T08:00:00Z' }),
    ]);
    const order = await insertOrder(db());
    const [pa] = await db().select({ id: t.produtos.id }).from(t.produtos).where(eq(t.produtos.sku, a!));
    await db()
      .insert(t.estoqueReservas)
      .values({ pedidoId: order.id, produtoId: pa!.id, unidadeId: await unit('03', '01'), quantidade: 20 });
    await db().execute(
      sql`update estoques set reservado = 20 where produto_id = ${pa!.id} and unidade_id = ${await unit('03', '01')}`,
    );

    const again = await filter(await unit('03', '01'), 'cimento');
    const of = (sku: string) => again.find((p) => p.produtoSku === sku)!.estoque;
    expect(of(a!)).toEqual({
      disponivel: 300,
      aReceber: null,
      previsao: null,
      atualizadoEm: '2026-11-26T08:00:00.000Z',
    });
    expect(of(b!)).toEqual({
      disponivel: 0,
      aReceber: 300,
      previsao: '2026-12-12',
      atualizadoEm: '2026-11-26T08:00:00.000Z',
    });
    expect(of(c!)).toBeNull();

    const quick = await t0.app.inject({
      method: 'POST',
      url: '/api/pedido-rapido/verificar',
      headers: bearer(token),
      payload: {
        clienteId: cliente!.id,
        filialId: await unit('03', '01'),
        linhas: [
          { sku: a!, quantidade: '10' },
          { sku: c!, quantidade: '10' },
        ],
      },
    });
    expect(quick.statusCode, quick.body).toBe(200);
    const linhas = quick.json().linhas as { produto?: { estoque: unknown } }[];
    expect(linhas[0]!.produto!.estoque).toMatchObject({ disponivel: 300 });
    expect(linhas[1]!.produto!.estoque).toBeNull();
  });
});
