import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import { PRODUTO_FILTER_LIMIT } from '@portal/shared/schemas/catalogo';
import { produtoBusca, refreshProdutoBusca } from '../src/db/produto-busca';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { upsertProdutos } from '../src/erp/upsert-produtos';
import * as s from '../src/db/schema';
import {
  PRODUTO_SEARCH_LIMITS,
  produtoSearchRows,
  codeText,
  searchWords,
  type ProdutoSearchLimits,
} from '../src/modules/catalogo/search';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

interface Produto {
  produtoId: number;
  produtoSku: string;
  produtoDesc: string;
  produtoUM: string;
  produtoPeso: number;
  produtoQuant: number;
  produtoQuantMin: number;
  categorias: { id: number; descricao: string }[];
  imagem: string | null;
  modalidades: { id: number; sku: string; descricao: string; valor: number; ativo: boolean }[];
}

let t: TestApp;
let cliente: string;
let multi: string;
let vendedor: string;
let ids: { c100001: number; c100002: number; c100006: number; u0301: number; u0302: number; u0401: number };

const db = () => t.database.db;
async function clienteId(codigo: string) {
  return (await db().select({ id: s.clientes.id }).from(s.clientes).where(eq(s.clientes.codigo, codigo)))[0]
    .id;
}
async function unidadeId(empresa: string, filial: string) {
  return (
    await db()
      .select()
      .from(s.unidades)
      .where(and(eq(s.unidades.empresaCod, empresa), eq(s.unidades.filialCod, filial)))
  )[0].id;
}
const syncUrl = (tpl: 'padrao' | 'mizu', cli: string, empresa = '03', filial = '01') =>
  `/api/sync/${tpl}/produtos?${new URLSearchParams({ empresa, filial, cliente: cli, loja: '01' })}`;
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const filter = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/produtos/filter', headers: bearer(token), payload });
async function search(token: string, payload: Record<string, unknown>): Promise<Produto[]> {
  const res = await filter(token, {
    token: 'ignored',
    clienteId: ids.c100001,
    filialId: ids.u0301,
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  [cliente, multi, vendedor] = (
    await Promise.all(
      [DEMO_ACCOUNTS.cliente, DEMO_ACCOUNTS.multi, DEMO_ACCOUNTS.vendedor].map((e) => tokenFor(t.app, e)),
    )
  ).map((x) => x.token);
  ids = {
    c100001: await clienteId('100001'),
    c100002: await clienteId('100002'),
    c100006: await clienteId('100006'),
    u0301: await unidadeId('03', '01'),
    u0302: await unidadeId('03', '02'),
    u0401: await unidadeId('04', '01'),
  };
});
afterAll(async () => t?.close());

describe('GET /api/sync/{padrao|mizu}/produtos', () => {
  it('padrao builds the catalogue of every product priced in an active table of the unit', async () => {
    const res = await get(syncUrl('padrao', '100001'), cliente);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ total: 200, syncedAt: t.clock.now.toISOString() });
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(s.catalogoCliente)
      .where(and(eq(s.catalogoCliente.clienteId, ids.c100001), eq(s.catalogoCliente.unidadeId, ids.u0301)));
    expect(n).toBe(200);
    // Running it again rebuilds the same set.
    expect((await get(syncUrl('padrao', '100001'), cliente)).json().total).toBe(200);
  });

  it('mizu keeps the negotiated portfolio (specific prices and works), else falls back to padrao', async () => {
    const res = await get(syncUrl('mizu', '100001'), cliente);
    expect(res.statusCode).toBe(200);
    // Ten products with a price negotiated at 03/01 plus the product of work OB0002 (OB0001's is among the ten).
    expect(res.json().total).toBe(11);
    const rows = await db()
      .select({ sku: s.produtos.sku })
      .from(s.catalogoCliente)
      .innerJoin(s.produtos, eq(s.produtos.id, s.catalogoCliente.produtoId))
      .where(and(eq(s.catalogoCliente.clienteId, ids.c100001), eq(s.catalogoCliente.unidadeId, ids.u0301)));
    expect(rows.map((r) => r.sku)).toContain('CIM00001');
    // No negotiated portfolio at 03/02, nor for 100002: the standard catalogue.
    expect((await get(syncUrl('mizu', '100001', '03', '02'), cliente)).json().total).toBe(200);
    expect((await get(syncUrl('mizu', '100002'), multi)).json().total).toBe(200);
    await get(syncUrl('padrao', '100001'), cliente);
  });

  it('refuses another owner (404), an unknown unit and missing parameters (400)', async () => {
    expect((await get(syncUrl('padrao', '100002'), cliente)).statusCode).toBe(404);
    expect((await get(syncUrl('mizu', '100006', '04', '01'), vendedor)).statusCode).toBe(404);
    const unit = await get(syncUrl('padrao', '100001', '03', '77'), cliente);
    expect(unit.statusCode).toBe(400);
    expect(unit.json().fields).toEqual({
      empresa: MSG.unitNotFound('03/77'),
      filial: MSG.unitNotFound('03/77'),
    });
    const missing = await get('/api/sync/padrao/produtos?empresa=03&filial=01', cliente);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ cliente: MSG.fieldRequired, loja: MSG.fieldRequired });
    expect((await get(syncUrl('padrao', '100001'))).statusCode).toBe(401);
  });
});

describe('POST /api/produtos/filter', () => {
  it('finds products by part of the name, every word matching', async () => {
    const found = await search(cliente, { busca: 'vergalhao 10mm' });
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.produtoDesc).toContain('VERGALHAO');
      expect(p.produtoDesc).toContain('10MM');
    }
    const lower = await search(cliente, { busca: 'argamassa porcel' });
    expect(lower.map((p) => p.produtoDesc)).toContain('ARGAMASSA AC-III PORCELANATO');
    expect(lower.every((p) => p.produtoDesc.includes('PORCELANATO'))).toBe(true);
  });

  it('finds grades and classes as builders write them, the product first', async () => {
    const cases: [string, string, string][] = [
      ['cimento cp2', 'CIMENTO CP II-', 'CP II'],
      ['cp-ii', 'CIMENTO CP II-', 'CP II'],
      ['cimento cp ii e', 'CIMENTO CP II-E-32', 'CP II-E'],
      ['cp ii-f', 'CIMENTO CP II-F-32', 'CP II-F'],
      ['cimento cpv', 'CIMENTO CP V-ARI', 'CP V'],
      ['argamassa ac2', 'ARGAMASSA AC-II EXTERNA', 'AC-II '],
      ['ac3', 'ARGAMASSA AC-III PORCELANATO', 'AC-III'],
      ['cal ch1', 'CAL HIDRATADA CH-I', 'CH-I'],
      ['vergalhao ca50 10mm', 'VERGALHAO CA-50 10MM 12M', 'CA-50'],
      ['cal', 'CAL', 'CAL'],
    ];
    for (const [typed, first, every] of cases) {
      const found = await search(cliente, { busca: typed });
      expect(found.length, typed).toBeGreaterThan(0);
      expect(found[0].produtoDesc.startsWith(first), `${typed} -> ${found[0].produtoDesc}`).toBe(true);
      expect(
        found.every((p) => p.produtoDesc.includes(every)),
        `${typed} -> ${found.map((p) => p.produtoDesc).join(', ')}`,
      ).toBe(true);
    }
  });

  it('finds a word at the start of a word only: cal lists no EUCALIPTO', async () => {
    const all = await search(cliente, { busca: 'eucalipto' });
    expect(all.length).toBeGreaterThan(0);
    const cal = await search(cliente, { busca: 'cal' });
    expect(cal.map((p) => p.produtoDesc)).toContain('CAL HIDRATADA CH-I');
    expect(cal.filter((p) => p.produtoDesc.includes('EUCALIPTO'))).toEqual([]);
    const grade = await search(cliente, { busca: 'cimento 32' });
    expect(grade.map((p) => p.produtoDesc)).toContain('CIMENTO CP II-E-32');
  });

  it('finds a product by code (first) and by weight', async () => {
    const byCode = await search(cliente, { busca: 'cim00001' });
    expect(byCode[0].produtoSku).toBe('CIM00001');
    const byWeight = await search(cliente, { busca: 'telha 33' });
    expect(byWeight.map((p) => p.produtoDesc)).toContain('TELHA FIBROCIMENTO 2,44X1,10 6MM');
  });

  it('answers the product shape with categories, picture and the prices of the unit, negotiated first', async () => {
    const [p] = await search(cliente, { busca: 'CIM00001' });
    expect(p).toMatchObject({
      produtoSku: 'CIM00001',
      produtoDesc: 'CIMENTO CP II-E-32',
      produtoUM: 'SC',
      produtoPeso: 50,
      produtoQuant: 0,
      produtoQuantMin: 10,
      categorias: [{ id: expect.any(Number), descricao: 'CIMENTO' }],
      imagem: expect.stringMatching(new RegExp(`^/api/produtos/${p.produtoId}/imagem\\?v=.+`)),
    });
    const prices = await db()
      .select()
      .from(s.precos)
      .where(and(eq(s.precos.produtoId, p.produtoId), eq(s.precos.unidadeId, ids.u0301)));
    const tables = await db().select().from(s.tabelasPreco).where(eq(s.tabelasPreco.unidadeId, ids.u0301));
    const cif = tables.find((x) => x.sku === 'CIF')!;
    const fob = tables.find((x) => x.sku === 'FOB')!;
    const negotiated = prices.find((x) => x.tabelaPrecoId === cif.id && x.clienteId === ids.c100001)!;
    const negotiatedFob = prices.find((x) => x.tabelaPrecoId === fob.id && x.clienteId === ids.c100001)!;
    const generalCif = prices.find((x) => x.tabelaPrecoId === cif.id && x.clienteId === null)!;
    const generalFob = prices.find((x) => x.tabelaPrecoId === fob.id && x.clienteId === null)!;
    expect(negotiated.valor).toBeLessThan(generalCif.valor);
    expect(negotiatedFob.valor).toBeLessThan(generalFob.valor);
    expect(p.modalidades).toEqual([
      { id: cif.id, sku: 'CIF', descricao: cif.descricao, valor: negotiated.valor, ativo: true },
      { id: fob.id, sku: 'FOB', descricao: fob.descricao, valor: negotiatedFob.valor, ativo: true },
    ]);
    // Another customer of the same unit sees the general price.
    const other = await filter(multi, { busca: 'CIM00001', clienteId: ids.c100002, filialId: ids.u0301 });
    expect(other.json()[0].modalidades[0]).toMatchObject({ sku: 'CIF', valor: generalCif.valor });
    expect(other.json()[0].modalidades[1]).toMatchObject({ sku: 'FOB', valor: generalFob.valor });
  });

  it('filters by category, caps the results and syncs first when never synced', async () => {
    const [aco] = await db().select().from(s.categorias).where(eq(s.categorias.descricao, 'ACO'));
    const steel = await search(cliente, { categoriaId: aco.id });
    expect(steel.length).toBeGreaterThan(0);
    expect(steel.every((p) => p.categorias.some((c) => c.id === aco.id))).toBe(true);
    expect(await search(cliente, { categoriaId: aco.id, busca: 'cimento' })).toEqual([]);
    // Everything, capped and ordered by description.
    const all = await search(cliente, { busca: '', categoriaId: 0 });
    expect(all).toHaveLength(PRODUTO_FILTER_LIMIT);
    const first60 = await db()
      .select({ d: s.produtos.descricao })
      .from(s.produtos)
      .orderBy(s.produtos.descricao, s.produtos.id)
      .limit(PRODUTO_FILTER_LIMIT);
    expect(all.map((p) => p.produtoDesc)).toEqual(first60.map((r) => r.d));
    // 100001 never synced at 04/01: the search syncs first.
    await db()
      .delete(s.catalogoCliente)
      .where(and(eq(s.catalogoCliente.clienteId, ids.c100001), eq(s.catalogoCliente.unidadeId, ids.u0401)));
    const bh = await search(cliente, { busca: 'brita', filialId: ids.u0401 });
    expect(bh.length).toBeGreaterThan(0);
  });

  it('answers an empty list when nothing matches, and matches wildcards literally', async () => {
    expect(await search(cliente, { busca: 'XYZXYZ' })).toEqual([]);
    expect(await search(cliente, { busca: '%' })).toEqual([]);
    expect(await search(cliente, { busca: '_' })).toEqual([]);
  });

  it('corrects a typo that finds nothing and says so in a header; exact words are never corrected', async () => {
    const idsOf = (found: Produto[]) => found.map((p) => p.produtoId);
    for (const [typed, corrected, word] of [
      ['cimeto', 'CIMENTO', 'CIMENTO'],
      ['vergalao', 'VERGALHAO', 'VERGALHAO'],
      ['argamasa', 'ARGAMASSA', 'ARGAMASSA'],
      ['argamasa ac2', 'ARGAMASSA AC2', 'ARGAMASSA AC-II'],
      ['cimento cp2 intercemet', 'CIMENTO CP2 INTERCEMENT', 'CIMENTO CP II'],
    ]) {
      const res = await filter(cliente, { clienteId: ids.c100001, filialId: ids.u0301, busca: typed });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-busca-corrigida'], typed).toBe(corrected);
      const found = res.json<Produto[]>();
      expect(found.length, typed).toBeGreaterThan(0);
      expect(
        found.every((p) => p.produtoDesc.includes(word)),
        `${typed}: ${found.map((p) => p.produtoDesc).join(', ')}`,
      ).toBe(true);
      // The same products as the corrected text typed.
      expect(idsOf(found)).toEqual(idsOf(await search(cliente, { busca: corrected })));
    }
    const exact = await filter(cliente, { clienteId: ids.c100001, filialId: ids.u0301, busca: 'cimento' });
    expect(exact.headers['x-busca-corrigida']).toBeUndefined();
    const none = await filter(cliente, { clienteId: ids.c100001, filialId: ids.u0301, busca: 'XYZXYZ' });
    expect(none.json()).toEqual([]);
    expect(none.headers['x-busca-corrigida']).toBeUndefined();
    // A word of the catalogue that finds nothing with the others is not corrected.
    const both = await filter(cliente, {
      clienteId: ids.c100001,
      filialId: ids.u0301,
      busca: 'cimento telha',
    });
    expect(both.json()).toEqual([]);
    expect(both.headers['x-busca-corrigida']).toBeUndefined();
  });

  it('keeps the dictionary of corrections with the products the ERP writes', async () => {
    const erp = { db: db(), clock: () => new Date() };
    await upsertProdutos(erp, [
      { sku: 'ZZPALAVRA', descricao: 'IMPERMEABILIZANTE ZZQUARTZITO', um: 'UN', peso: 1 },
    ]);
    const words = await db()
      .select({ palavra: s.buscaPalavras.palavra })
      .from(s.buscaPalavras)
      .where(inArray(s.buscaPalavras.palavra, ['ZZQUARTZITO', 'IMPERMEABILIZANTE']));
    expect(words.map((w) => w.palavra).sort()).toEqual(['IMPERMEABILIZANTE', 'ZZQUARTZITO']);
    await upsertProdutos(erp, [
      { sku: 'ZZPALAVRA', descricao: 'IMPERMEABILIZANTE ZZBASALTO', um: 'UN', peso: 1 },
    ]);
    const [added] = await db()
      .select({ palavra: s.buscaPalavras.palavra })
      .from(s.buscaPalavras)
      .where(eq(s.buscaPalavras.palavra, 'ZZBASALTO'));
    expect(added).toEqual({ palavra: 'ZZBASALTO' });
    await db().delete(s.produtos).where(eq(s.produtos.sku, 'ZZPALAVRA'));
  });

  it('every demo product has a picture (imagem never null)', async () => {
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(s.produtoImagens);
    const [{ total }] = await db()
      .select({ total: sql<number>`count(*)::int` })
      .from(s.produtos);
    expect(n).toBe(total);
    const all: Produto[] = [];
    for (const c of await db().select().from(s.categorias))
      all.push(...(await search(cliente, { categoriaId: c.id })));
    expect(new Set(all.map((p) => p.produtoId)).size).toBe(total);
    expect(all.filter((p) => p.imagem === null)).toEqual([]);
  });

  it('a unit without an active price table still lists products, every modality inactive', async () => {
    await db().update(s.tabelasPreco).set({ ativo: false }).where(eq(s.tabelasPreco.unidadeId, ids.u0302));
    try {
      expect((await get(syncUrl('padrao', '100001', '03', '02'), cliente)).json().total).toBe(200);
      const found = await search(cliente, { busca: 'cimento', filialId: ids.u0302 });
      expect(found.length).toBeGreaterThan(0);
      for (const p of found) {
        expect(p.modalidades.map((m) => m.sku)).toEqual(['CIF', 'FOB']);
        expect(p.modalidades.every((m) => !m.ativo && m.valor > 0)).toBe(true);
      }
    } finally {
      await db().update(s.tabelasPreco).set({ ativo: true }).where(eq(s.tabelasPreco.unidadeId, ids.u0302));
    }
  });

  it("refuses another owner's client (404), an unknown unit and bad bodies (400)", async () => {
    expect(
      (await filter(cliente, { busca: 'cimento', clienteId: ids.c100002, filialId: ids.u0301 })).statusCode,
    ).toBe(404);
    expect(
      (await filter(vendedor, { busca: 'cimento', clienteId: ids.c100006, filialId: ids.u0401 })).statusCode,
    ).toBe(404);
    expect(
      (await filter(vendedor, { busca: 'cimento', clienteId: ids.c100002, filialId: ids.u0301 })).statusCode,
    ).toBe(200);
    // 100006 is attached to 04/01 only; its customer cannot browse another unit.
    expect(
      (await filter(multi, { busca: 'cimento', clienteId: ids.c100006, filialId: ids.u0301 })).statusCode,
    ).toBe(404);
    const unit = await filter(cliente, { busca: 'cimento', clienteId: ids.c100001, filialId: 999999 });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().fields).toEqual({ filialId: MSG.unitNotFound('999999') });
    const missing = await filter(cliente, { busca: 'cimento' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ clienteId: MSG.fieldRequired, filialId: MSG.fieldRequired });
    const types = await filter(cliente, { busca: 12, clienteId: 'x', filialId: ids.u0301 });
    expect(types.statusCode).toBe(400);
    expect(Object.keys(types.json().fields).sort()).toEqual(['busca', 'clienteId']);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/produtos/filter',
      payload: { clienteId: ids.c100001, filialId: ids.u0301 },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /api/categorias/filter', () => {
  it('lists every category by description, or those containing q (any case)', async () => {
    const all = (await get('/api/categorias/filter', cliente)).json();
    expect(all).toHaveLength(12);
    expect(all[0]).toEqual({ id: expect.any(Number), descricao: 'ACO' });
    expect(
      (await get('/api/categorias/filter?q=tel', cliente))
        .json()
        .map((c: { descricao: string }) => c.descricao),
    ).toEqual(['TELHAS']);
    expect((await get('/api/categorias/filter?q=%25', cliente)).json()).toEqual([]);
    expect((await get('/api/categorias/filter?q=', vendedor)).json()).toHaveLength(12);
    expect((await get('/api/categorias/filter')).statusCode).toBe(401);
  });
});

describe('GET /api/produtos/{id}/imagem', () => {
  it('serves the stored SVG publicly with ETag and a day of cache, 304 when unchanged', async () => {
    const [p] = await search(cliente, { busca: 'CIM00001' });
    const res = await t.app.inject({ method: 'GET', url: p.imagem! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('CIM00001');
    const again = await t.app.inject({ method: 'GET', url: p.imagem!, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await t.app.inject({
      method: 'GET',
      url: p.imagem!,
      headers: { 'if-none-match': `"x", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const stale = await t.app.inject({
      method: 'GET',
      url: p.imagem!,
      headers: { 'if-none-match': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 404 in the error shape without a picture, 400 for a bad id', async () => {
    // Every demo product has a picture: a product the ERP sends has none until a manager adds it.
    const erp = { db: db(), clock: () => new Date() };
    await upsertProdutos(erp, [{ sku: 'ZZSEMFOTO', descricao: 'PRODUTO SEM FOTO', um: 'UN', peso: 1 }]);
    try {
      const [none] = await db()
        .select({ id: s.produtos.id })
        .from(s.produtos)
        .leftJoin(s.produtoImagens, eq(s.produtoImagens.produtoId, s.produtos.id))
        .where(isNull(s.produtoImagens.produtoId))
        .limit(1);
      expect(none).toBeDefined();
      const res = await t.app.inject({ method: 'GET', url: `/api/produtos/${none.id}/imagem` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: MSG.notFound });
    } finally {
      await db().delete(s.produtos).where(eq(s.produtos.sku, 'ZZSEMFOTO'));
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/produtos/999999/imagem' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/produtos/abc/imagem' })).statusCode).toBe(400);
  });
});

describe('POST /api/produtos/filter: matching and ranking', () => {
  /**
   * The search's meaning, written plainly: every normalised word at the start of a word of busca
   * (after a space, the text's start counting as one); the exact
   * code, then every word in busca_nome (name and description), then the rest; within each, the
   * code prefix, the description prefix, the rest; then description and id.
   */
  async function expected(
    busca: string,
    opts: { clienteId?: number; unidadeId?: number; categoriaId?: number } = {},
  ): Promise<number[]> {
    const words = searchWords(busca);
    const text = codeText(busca);
    const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const inName = sql.join(
      words.map((w) => sql`position(${` ${w}`} in ' ' || ltrim(p.busca_nome)) > 0`),
      sql` and `,
    );
    const tier = text
      ? sql`case when p.sku = ${text} then 0 when ${inName} then 1 else 2 end,
            case when p.sku like ${prefix} then 1 when upper(p.descricao) like ${prefix} then 2 else 3 end,`
      : sql``;
    const rows = (await db().execute(sql`
      select p.id from produtos p
      where p.ativo
        and exists (select 1 from catalogo_cliente cc where cc.cliente_id = ${opts.clienteId ?? ids.c100001}
          and cc.unidade_id = ${opts.unidadeId ?? ids.u0301} and cc.produto_id = p.id)
        ${opts.categoriaId ? sql`and exists (select 1 from produto_categorias pc where pc.produto_id = p.id and pc.categoria_id = ${opts.categoriaId})` : sql``}
        ${sql.join(
          words.map((w) => sql`and position(${` ${w}`} in ' ' || ltrim(p.busca)) > 0`),
          sql` `,
        )}
      order by ${tier} upper(p.descricao) collate "C", p.id
      limit ${PRODUTO_FILTER_LIMIT}`)) as unknown as { rows: { id: number }[] };
    return rows.rows.map((r) => r.id);
  }
  const idsOf = (found: Produto[]) => found.map((p) => p.produtoId);

  const extra = [
    { sku: 'ZZ100', descricao: 'BUCHA NYLON ESPECIAL' },
    { sku: 'ZZ1000', descricao: 'ABRACADEIRA ESPECIAL' },
    { sku: 'QQ0001', descricao: 'ZZ100 ADAPTADOR ESPECIAL' },
    { sku: 'QQ0002', descricao: 'AAA CONEXAO XZZ100 ESPECIAL' },
    { sku: 'QQ0003', descricao: 'MASSA 100% PRONTA' },
    { sku: 'QQ0004', descricao: 'MASSA 1000 PRONTA' },
    { sku: 'AB_1', descricao: 'LUVA SOLDAVEL' },
    { sku: 'ABX1', descricao: 'LUVA ROSCAVEL' },
  ];
  let extraIds: Record<string, number> = {};
  beforeAll(async () => {
    const rows = await db()
      .insert(s.produtos)
      .values(extra.map((p) => ({ ...p, um: 'UN', peso: 1, ...produtoBusca({ ...p, peso: 1 }) })))
      .returning({ id: s.produtos.id, sku: s.produtos.sku });
    extraIds = Object.fromEntries(rows.map((r) => [r.sku, r.id]));
    await db()
      .insert(s.catalogoCliente)
      .values(rows.map((r) => ({ clienteId: ids.c100001, unidadeId: ids.u0301, produtoId: r.id })));
  });
  afterAll(async () => {
    await db()
      .delete(s.produtos)
      .where(inArray(s.produtos.id, Object.values(extraIds)));
  });

  it('needs every word, in any order, anywhere in code, name, description or weight', async () => {
    const a = await search(cliente, { busca: 'vergalhao 10mm' });
    const b = await search(cliente, { busca: '  10MM   Vergalhao ' });
    expect(idsOf(b)).toEqual(idsOf(a));
    expect(idsOf(a)).toEqual(await expected('vergalhao 10mm'));
    // A code and a description word together; a word found nowhere empties the answer.
    const [cim] = await search(cliente, { busca: 'cim00001 cp' });
    expect(cim.produtoSku).toBe('CIM00001');
    expect(await search(cliente, { busca: 'vergalhao xyzxyz' })).toEqual([]);
  });

  it('forgives accents, case, a unit glued to its number and the plural', async () => {
    // The weight is in kg: 50kg is 50 KG, found in the weight of the 50 kg sacks.
    const sacks = await search(cliente, { busca: 'cimento 50kg' });
    expect(sacks.length).toBeGreaterThan(0);
    expect(idsOf(sacks)).toEqual(idsOf(await search(cliente, { busca: 'CIMENTO 50 KG' })));
    expect(sacks.every((p) => p.produtoDesc.includes('CIMENTO') && p.produtoPeso === 50)).toBe(true);
    expect(idsOf(sacks)).toEqual(await expected('cimento 50kg'));
    // 10mm is 10 MM: not the codes holding 10.
    const bars = await search(cliente, { busca: 'Vergalhão 10mm' });
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.every((p) => p.produtoDesc.includes('VERGALHAO') && p.produtoDesc.includes('10MM'))).toBe(
      true,
    );
    // Plural and singular find the same products.
    const tijolos = await search(cliente, { busca: 'tijolos' });
    expect(tijolos.length).toBeGreaterThan(0);
    expect(idsOf(tijolos)).toEqual(idsOf(await search(cliente, { busca: 'tijolo' })));
    expect(tijolos.every((p) => p.produtoDesc.includes('TIJOLO'))).toBe(true);
    const telhas = await search(cliente, { busca: 'TELHAS cerâmicas' });
    expect(telhas.map((p) => p.produtoDesc)).toContain('TELHA CERAMICA ROMANA');
    expect(idsOf(await search(cliente, { busca: 'tubos' }))).toEqual(
      idsOf(await search(cliente, { busca: 'tubo' })),
    );
  });

  it('keeps the search text right when the ERP writes a product', async () => {
    const erp = { db: db(), clock: () => new Date() };
    await upsertProdutos(erp, [{ sku: 'ZZCONEX', descricao: 'CONEXÕES DE LATÃO 3/4"', um: 'UN', peso: 0.2 }]);
    const text = () =>
      db()
        .select({ busca: s.produtos.busca, buscaNome: s.produtos.buscaNome })
        .from(s.produtos)
        .where(eq(s.produtos.sku, 'ZZCONEX'));
    expect(await text()).toEqual([
      { busca: ' ZZCONEX CONEXAO DE LATAO 3/4" 0.2 KG', buscaNome: ' CONEXAO DE LATAO 3/4"' },
    ]);
    await upsertProdutos(erp, [
      { sku: 'ZZCONEX', descricao: 'Registro de gaveta', nome: 'Registros', um: 'UN', peso: 1 },
    ]);
    expect(await text()).toEqual([
      { busca: ' ZZCONEX REGISTRO REGISTRO DE GAVETA 1 KG', buscaNome: ' REGISTRO REGISTRO DE GAVETA' },
    ]);
    // A product written by an older normalisation is written again at start (after the migrations).
    await db()
      .update(s.produtos)
      .set({ busca: 'ZZCONEX REGISTROS', buscaNome: '', buscaVersao: 0 })
      .where(eq(s.produtos.sku, 'ZZCONEX'));
    expect(await refreshProdutoBusca(db())).toBe(1);
    expect(await text()).toEqual([
      { busca: ' ZZCONEX REGISTRO REGISTRO DE GAVETA 1 KG', buscaNome: ' REGISTRO REGISTRO DE GAVETA' },
    ]);
    expect(await refreshProdutoBusca(db())).toBe(0);
    await db().delete(s.produtos).where(eq(s.produtos.sku, 'ZZCONEX'));
  });

  it('finds a word by its beginning, never inside another word', async () => {
    const found = await search(cliente, { busca: 'porcel' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.produtoDesc.includes('PORCELANATO'))).toBe(true);
    expect(await search(cliente, { busca: 'celanat' })).toEqual([]);
    // FIBROCIMENTO holds CIMENTO inside a word: not a cement.
    const cimento = await search(cliente, { busca: 'cimento' });
    expect(idsOf(cimento)).toEqual(await expected('cimento'));
    expect(cimento.length).toBeGreaterThan(0);
    expect(cimento.every((p) => /(^| )CIMENTO/.test(p.produtoDesc))).toBe(true);
    expect(cimento.filter((p) => p.produtoDesc.includes('FIBROCIMENTO'))).toEqual([]);
    expect((await search(cliente, { busca: 'fibrocimento' })).length).toBeGreaterThan(0);
  });

  it('ranks the exact code, then every word in the name, then the rest, each by code, description prefix, description', async () => {
    // ZZ1000 holds ZZ100 in its code alone: after the one with it in the name (QQ0002 holds it
    // inside the word XZZ100: not found).
    const found = await search(cliente, { busca: 'zz100' });
    expect(found.map((p) => p.produtoSku)).toEqual(['ZZ100', 'QQ0001', 'ZZ1000']);
    expect(idsOf(found)).toEqual(await expected('zz100'));
    // Codes starting with the text come by description, before the descriptions starting with it.
    const codes = await search(cliente, { busca: 'cim0000' });
    expect(codes.map((p) => p.produtoSku).sort()).toEqual([
      'CIM00001',
      'CIM00002',
      'CIM00003',
      'CIM00004',
      'CIM00005',
      'CIM00006',
    ]);
    expect(codes.map((p) => p.produtoDesc)).toEqual([...codes.map((p) => p.produtoDesc)].sort());
  });

  it('filters by category together with the words', async () => {
    const [telhas] = await db().select().from(s.categorias).where(eq(s.categorias.descricao, 'TELHAS'));
    const found = await search(cliente, { busca: 'fibrocimento', categoriaId: telhas.id });
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every(
        (p) => p.categorias.some((c) => c.id === telhas.id) && p.produtoDesc.includes('FIBROCIMENTO'),
      ),
    ).toBe(true);
    expect(idsOf(found)).toEqual(await expected('fibrocimento', { categoriaId: telhas.id }));
    expect(idsOf(await search(cliente, { categoriaId: telhas.id }))).toEqual(
      await expected('', { categoriaId: telhas.id }),
    );
  });

  it('takes % and _ in the text literally', async () => {
    expect((await search(cliente, { busca: '100%' })).map((p) => p.produtoSku)).toEqual(['QQ0003']);
    expect((await search(cliente, { busca: 'ab_1' })).map((p) => p.produtoSku)).toEqual(['AB_1']);
    // Alone, at the start of no word: nothing (as wildcards they would match every product).
    expect(await search(cliente, { busca: '%' })).toEqual([]);
    expect(await search(cliente, { busca: '_' })).toEqual([]);
    expect((await search(cliente, { busca: 'ab_' })).map((p) => p.produtoSku)).toEqual(['AB_1']);
    expect((await search(cliente, { busca: '100' })).map((p) => p.produtoSku)).toContain('QQ0003');
    expect(await search(cliente, { busca: '1000%' })).toEqual([]);
  });

  it('every path of the search gives the same answer (small limits force each one)', async () => {
    const limitSets: ProdutoSearchLimits[] = [
      PRODUTO_SEARCH_LIMITS,
      { candidates: 3, walk: 5, smallSet: 2 },
      { candidates: 0, walk: 1, smallSet: 0 },
      { candidates: 0, walk: 1000, smallSet: 0 },
      { candidates: 1000, walk: 1, smallSet: 1000 },
    ];
    const [aco] = await db().select().from(s.categorias).where(eq(s.categorias.descricao, 'ACO'));
    const searches: { busca: string; categoriaId?: number }[] = [
      { busca: '' },
      { busca: 'C' },
      { busca: 'cimento' },
      { busca: 'CIM0000' },
      { busca: 'zz100' },
      { busca: 'vergalhao 10mm' },
      { busca: 'cimento 50kg' },
      { busca: 'tijolos' },
      { busca: 'Telhas cerâmicas' },
      { busca: '50' },
      { busca: 'a' },
      { busca: '100%' },
      { busca: '_' },
      { busca: 'xyzxyz' },
      { busca: 'mm', categoriaId: aco.id },
      { busca: '', categoriaId: aco.id },
    ];
    // The padrao catalogue (200 products and the extra ones), then the small negotiated one (mizu).
    for (const template of ['padrao', 'mizu'] as const) {
      await get(syncUrl(template, '100001'), cliente);
      if (template === 'padrao') {
        await db()
          .insert(s.catalogoCliente)
          .values(
            Object.values(extraIds).map((produtoId) => ({
              clienteId: ids.c100001,
              unidadeId: ids.u0301,
              produtoId,
            })),
          )
          .onConflictDoNothing();
      }
      for (const q of searches) {
        const want = await expected(q.busca, { categoriaId: q.categoriaId });
        for (const limits of limitSets) {
          const rows = await produtoSearchRows(
            db(),
            { clienteId: ids.c100001, unidadeId: ids.u0301, busca: q.busca, categoriaId: q.categoriaId },
            limits,
          );
          expect(
            rows.map((r) => r.id),
            `${template} "${q.busca}" ${JSON.stringify(limits)}`,
          ).toEqual(want);
        }
      }
    }
    await get(syncUrl('padrao', '100001'), cliente);
  });
});

describe('GET /api/produtos/comprados', () => {
  const comprados = (token: string | undefined, clienteId: unknown, filialId: unknown) =>
    get(
      `/api/produtos/comprados?${new URLSearchParams({ clienteId: String(clienteId), filialId: String(filialId) })}`,
      token,
    );

  /** The rule written plainly: orders per product among the latest 200 (cancelled apart), then the latest. */
  async function expectedComprados(clienteIdValue: number, unidadeIdValue: number): Promise<number[]> {
    const res = (await db().execute(sql`
      select i.produto_id as id from (
        select p.id, p.emissao from pedidos p
        where p.cliente_id = ${clienteIdValue} and p.unidade_id = ${unidadeIdValue} and p.status_id <> 7
        order by p.emissao desc limit 200) r
      join pedido_itens i on i.pedido_id = r.id
      join produtos pr on pr.id = i.produto_id
      where pr.ativo and exists (select 1 from precos x join tabelas_preco tp on tp.id = x.tabela_preco_id
        where tp.ativo and x.produto_id = pr.id and x.unidade_id = ${unidadeIdValue}
          and (x.cliente_id is null or x.cliente_id = ${clienteIdValue}))
      group by i.produto_id
      order by count(distinct r.id) desc, max(r.emissao) desc, i.produto_id
      limit 12`)) as unknown as { rows: { id: number }[] };
    return res.rows.map((r) => r.id);
  }

  it("gives the customer's most ordered products at the unit, priced, in the search's shape", async () => {
    const res = await comprados(cliente, ids.c100001, ids.u0301);
    expect(res.statusCode, res.body).toBe(200);
    const found: Produto[] = res.json();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(12);
    expect(found.map((p) => p.produtoId)).toEqual(await expectedComprados(ids.c100001, ids.u0301));
    for (const p of found) expect(p.modalidades.some((m) => m.ativo && m.valor > 0)).toBe(true);
    // The demo customer orders some products again and again: the first came in more than one order.
    const [{ n }] = (
      (await db().execute(sql`
        select count(distinct i.pedido_id)::int as n from pedido_itens i join pedidos p on p.id = i.pedido_id
        where i.produto_id = ${found[0].produtoId} and p.cliente_id = ${ids.c100001} and p.unidade_id = ${ids.u0301}
          and p.status_id <> 7`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBeGreaterThan(1);
    // The same product as the search gives it (prices, categories, picture).
    const [same] = await search(cliente, { busca: found[0].produtoSku });
    expect(found[0]).toEqual(same);
  });

  it('leaves out products no longer active or priced at the unit; nothing for a customer who never ordered there', async () => {
    const before: Produto[] = (await comprados(cliente, ids.c100001, ids.u0301)).json();
    const top = before[0].produtoId;
    await db().update(s.produtos).set({ ativo: false }).where(eq(s.produtos.id, top));
    try {
      const after: Produto[] = (await comprados(cliente, ids.c100001, ids.u0301)).json();
      expect(after.map((p) => p.produtoId)).not.toContain(top);
      expect(after.map((p) => p.produtoId)).toEqual(await expectedComprados(ids.c100001, ids.u0301));
    } finally {
      await db().update(s.produtos).set({ ativo: true }).where(eq(s.produtos.id, top));
    }
    await db().update(s.tabelasPreco).set({ ativo: false }).where(eq(s.tabelasPreco.unidadeId, ids.u0301));
    try {
      expect((await comprados(cliente, ids.c100001, ids.u0301)).json()).toEqual([]);
    } finally {
      await db().update(s.tabelasPreco).set({ ativo: true }).where(eq(s.tabelasPreco.unidadeId, ids.u0301));
    }
    // The demo customer's orders are all at 03/01.
    const other = await comprados(cliente, ids.c100001, ids.u0302);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual([]);
  });

  it('has the access of the search: a seller only for their clients, 404 for another owner, 400 and 401', async () => {
    expect((await comprados(cliente, ids.c100002, ids.u0301)).statusCode).toBe(
      (await filter(cliente, { clienteId: ids.c100002, filialId: ids.u0301 })).statusCode,
    );
    expect((await comprados(cliente, ids.c100002, ids.u0301)).statusCode).toBe(404);
    expect((await comprados(vendedor, ids.c100006, ids.u0401)).statusCode).toBe(404);
    const own = await comprados(vendedor, ids.c100002, ids.u0301);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((p: Produto) => p.produtoId)).toEqual(
      await expectedComprados(ids.c100002, ids.u0301),
    );
    expect((await comprados(multi, ids.c100006, ids.u0301)).statusCode).toBe(404);
    const unit = await comprados(cliente, ids.c100001, 999999);
    expect(unit.statusCode).toBe(400);
    expect(unit.json().fields).toEqual({ filialId: MSG.unitNotFound('999999') });
    const missing = await get('/api/produtos/comprados', cliente);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ clienteId: MSG.fieldRequired, filialId: MSG.fieldRequired });
    expect((await comprados(cliente, 'x', ids.u0301)).statusCode).toBe(400);
    expect((await comprados(undefined, ids.c100001, ids.u0301)).statusCode).toBe(401);
  });
});
