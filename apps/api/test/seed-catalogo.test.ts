// A builder's reading of the demo catalogue on a freshly seeded database: every material carries a
// brand of its own trade or none (bulk sand, gravel and lime, ceramics, timber), the price to collect
// (FOB) is never above the delivered one (CIF) for any product, unit and customer, negotiated prices
// included, and every product has a picture of its kind. The tables below are written here, apart
// from the seed's, so a wrong rule there cannot hide behind itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

/**
 * Kinds of material by the start of the description: the makers whose name may follow the item
 * (none: sold without a brand) and the drawings its picture may be.
 */
const KINDS: { kind: string; re: RegExp; makers: string[]; drawings: string[] }[] = [
  {
    kind: 'cimento',
    re: /^CIMENTO\b/,
    makers: ['VOTORANTIM', 'INTERCEMENT', 'CSN', 'CIMENTO NACIONAL', 'HOLCIM', 'ITAMBE', 'MIZU', 'CIPLAN'],
    drawings: ['saco'],
  },
  {
    kind: 'argamassa',
    re: /^ARGAMASSA\b/,
    makers: ['QUARTZOLIT', 'VOTOMASSA', 'FORTALEZA', 'PRECON'],
    drawings: ['saco'],
  },
  {
    kind: 'rejunte',
    re: /^REJUNTE\b/,
    makers: ['QUARTZOLIT', 'VOTOMASSA', 'FORTALEZA', 'PRECON'],
    drawings: ['saco', 'balde'],
  },
  { kind: 'cal', re: /^CAL\b/, makers: [], drawings: ['saco'] },
  { kind: 'areia', re: /^(AREIA|PO DE PEDRA)\b/, makers: [], drawings: ['monte-areia'] },
  { kind: 'brita', re: /^(BRITA|PEDRISCO)\b/, makers: [], drawings: ['monte-brita'] },
  {
    kind: 'aço',
    re: /^(VERGALHAO|TELA SOLDADA|ARAME|COLUNA ARMADA)\b/,
    makers: ['GERDAU', 'ARCELORMITTAL', 'SIMEC', 'SINOBRAS'],
    drawings: ['vergalhoes', 'tela', 'arame', 'coluna-armada'],
  },
  {
    kind: 'bloco de concreto',
    re: /^(BLOCO DE CONCRETO|BLOCO ESTRUTURAL|CANALETA DE CONCRETO)\b/,
    makers: ['TATU', 'GLASSER'],
    drawings: ['bloco', 'canaleta'],
  },
  {
    kind: 'cerâmica',
    re: /^(BLOCO CERAMICO|TIJOLO|TELHA CERAMICA)\b/,
    makers: [],
    drawings: ['bloco', 'tijolo', 'telha-ceramica'],
  },
  {
    kind: 'fibrocimento',
    re: /^(TELHA|CUMEEIRA) FIBROCIMENTO\b/,
    makers: ['BRASILIT', 'ETERNIT', 'IMBRALIT'],
    drawings: ['telha-ondulada', 'cumeeira'],
  },
  { kind: 'telha metálica', re: /^TELHA GALVALUME\b/, makers: [], drawings: ['telha-trapezoidal'] },
  {
    kind: 'tubos e conexões',
    re: /^(TUBO|JOELHO) PVC\b/,
    makers: ['TIGRE', 'AMANCO', 'KRONA', 'FORTLEV'],
    drawings: ['tubo', 'joelho'],
  },
  {
    kind: "caixa d'água",
    re: /^CAIXA D AGUA\b/,
    makers: ['FORTLEV', 'TIGRE', 'AMANCO', 'ACQUALIMP', 'BRASILIT', 'ETERNIT'],
    drawings: ['caixa-dagua'],
  },
  {
    kind: 'registro',
    re: /^REGISTRO\b/,
    makers: ['DECA', 'DOCOL', 'FABRIMAR', 'TIGRE', 'AMANCO'],
    drawings: ['registro'],
  },
  {
    kind: 'tinta',
    re: /^(TINTA|SELADOR|MASSA CORRIDA|TEXTURA|ESMALTE)\b/,
    makers: ['SUVINIL', 'CORAL', 'SHERWIN-WILLIAMS', 'LUKSCOLOR', 'EUCATEX'],
    drawings: ['lata', 'balde'],
  },
  {
    kind: 'impermeabilizante',
    re: /^(MANTA ASFALTICA|IMPERMEABILIZANTE|ADITIVO IMPERMEABILIZANTE|PRIMER ASFALTICO)\b/,
    makers: ['VEDACIT', 'VIAPOL', 'SIKA', 'DENVER', 'QUARTZOLIT'],
    drawings: ['manta', 'balde'],
  },
  { kind: 'prego', re: /^PREGO\b/, makers: ['GERDAU', 'ARCELORMITTAL', 'BELGO'], drawings: ['pregos'] },
  { kind: 'parafuso', re: /^PARAFUSO\b/, makers: ['CISER'], drawings: ['parafuso'] },
  { kind: 'bucha', re: /^BUCHA\b/, makers: ['FISCHER', 'CISER'], drawings: ['buchas'] },
  { kind: 'dobradiça', re: /^DOBRADICA\b/, makers: ['PAPAIZ', 'ALIANCA', 'PADO'], drawings: ['dobradica'] },
  {
    kind: 'madeira',
    re: /^(TABUA|SARRAFO|CHAPA COMPENSADO|PONTALETE|VIGA)\b/,
    makers: [],
    drawings: ['tabuas', 'chapa', 'pontaletes'],
  },
];

/** Every maker named above, and others a builder knows: none may sit on a material of another trade. */
const KNOWN_MAKERS = [...new Set(KINDS.flatMap((k) => k.makers)), 'PREMOLD', 'ETERNIT', 'VOTORAN'];
const hasWord = (text: string, word: string) => ` ${text} `.includes(` ${word} `);

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo catalogue', () => {
  it('every material is of a known kind and carries a maker of its trade, or none', async () => {
    const produtos = await db()
      .select({ sku: s.produtos.sku, descricao: s.produtos.descricao })
      .from(s.produtos);
    expect(produtos.length).toBe(200);
    const descs = new Set(produtos.map((p) => p.descricao));
    const wrong: string[] = [];
    let branded = 0;
    for (const p of produtos) {
      const kind = KINDS.find((k) => k.re.test(p.descricao));
      if (!kind) {
        wrong.push(`${p.sku} ${p.descricao}: material desconhecido`);
        continue;
      }
      // A branded item is the plain item followed by its maker; the plain item is sold too.
      const plain = [...descs]
        .filter((d) => p.descricao.startsWith(`${d} `))
        .sort((a, b) => b.length - a.length)[0];
      const maker = plain ? p.descricao.slice(plain.length + 1) : null;
      if (maker !== null) {
        branded++;
        if (!kind.makers.includes(maker))
          wrong.push(`${p.sku} ${p.descricao}: ${maker} não faz ${kind.kind}`);
      }
      const rest = maker === null ? p.descricao : plain!;
      for (const m of KNOWN_MAKERS)
        if (hasWord(rest, m)) wrong.push(`${p.sku} ${p.descricao}: ${m} no nome de ${kind.kind}`);
    }
    expect(wrong).toEqual([]);
    expect(branded).toBeGreaterThan(0);
    // Bulk and ceramic goods go without a maker; the everyday items are there.
    for (const d of ['AREIA MEDIA LAVADA', 'BRITA 0 PEDRISCO', 'BRITA 1', 'CAL HIDRATADA CH-I'])
      expect(
        produtos.filter((p) => p.descricao === d || p.descricao.startsWith(`${d} `)).map((p) => p.descricao),
        d,
      ).toEqual([d]);
    for (const d of ['BLOCO CERAMICO 8 FUROS', 'CIMENTO CP II-E-32', 'VERGALHAO CA-50 10MM 12M'])
      expect(descs.has(d), d).toBe(true);
  });

  it('FOB is never dearer than CIF for any product, unit and customer, negotiated prices included', async () => {
    const tabelas = await db().select().from(s.tabelasPreco);
    const precos = await db().select().from(s.precos);
    const links = await db().select().from(s.clienteUnidades);
    const sku = new Map(tabelas.map((x) => [x.id, x.sku]));
    // price[product:unit:customer|-][CIF|FOB]
    const price = new Map<string, number>();
    for (const p of precos)
      price.set(`${p.produtoId}:${p.unidadeId}:${p.clienteId ?? '-'}:${sku.get(p.tabelaPrecoId)}`, p.valor);
    const produtoIds = [...new Set(precos.map((p) => p.produtoId))];
    const effective = (produtoId: number, unidadeId: number, clienteId: number, modality: string) =>
      price.get(`${produtoId}:${unidadeId}:${clienteId}:${modality}`) ??
      price.get(`${produtoId}:${unidadeId}:-:${modality}`);
    const dearer: string[] = [];
    let compared = 0;
    for (const { clienteId, unidadeId } of links)
      for (const produtoId of produtoIds) {
        const cif = effective(produtoId, unidadeId, clienteId, 'CIF');
        const fob = effective(produtoId, unidadeId, clienteId, 'FOB');
        if (cif === undefined || fob === undefined) continue;
        compared++;
        if (fob > cif)
          dearer.push(
            `produto ${produtoId} unidade ${unidadeId} cliente ${clienteId}: FOB ${fob} > CIF ${cif}`,
          );
      }
    expect(compared).toBeGreaterThan(links.length * 150);
    expect(dearer).toEqual([]);
    // A work's own prices too (FOB 0: the work is not collected).
    for (const o of await db().select().from(s.obras))
      if (o.precoFob > 0) expect(o.precoFob, o.obra).toBeLessThanOrEqual(o.precoCif);
  });

  it('the search shows the main customer FOB at or below CIF in every category and unit', async () => {
    const { token } = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    const [cli] = await db().select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
    const units = await db()
      .select({ id: s.clienteUnidades.unidadeId })
      .from(s.clienteUnidades)
      .where(eq(s.clienteUnidades.clienteId, cli.id));
    const [negotiated] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(s.precos)
      .where(eq(s.precos.clienteId, cli.id));
    expect(negotiated.n).toBeGreaterThan(0);
    const seen = new Set<number>();
    for (const u of units)
      for (const c of await db().select().from(s.categorias)) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/produtos/filter',
          headers: bearer(token),
          payload: { clienteId: cli.id, filialId: u.id, categoriaId: c.id, busca: '' },
        });
        expect(res.statusCode, res.body).toBe(200);
        for (const p of res.json() as {
          produtoId: number;
          produtoDesc: string;
          modalidades: { sku: string; valor: number }[];
        }[]) {
          seen.add(p.produtoId);
          const cif = p.modalidades.find((m) => m.sku === 'CIF')!.valor;
          const fob = p.modalidades.find((m) => m.sku === 'FOB')!.valor;
          expect(fob, `${p.produtoDesc} na unidade ${u.id}`).toBeLessThanOrEqual(cif);
        }
      }
    expect(seen.size).toBe(200);
  });

  it('every product has a picture of its kind', async () => {
    const rows = await db()
      .select({
        sku: s.produtos.sku,
        descricao: s.produtos.descricao,
        svg: sql<string | null>`convert_from(${s.produtoImagens.dados}, 'UTF8')`,
      })
      .from(s.produtos)
      .leftJoin(s.produtoImagens, eq(s.produtoImagens.produtoId, s.produtos.id));
    expect(rows.length).toBe(200);
    const wrong: string[] = [];
    for (const p of rows) {
      const kind = KINDS.find((k) => k.re.test(p.descricao));
      const drawing = p.svg?.match(/data-desenho="([^"]+)"/)?.[1];
      if (!p.svg) wrong.push(`${p.sku} ${p.descricao}: sem imagem`);
      else if (!kind || !drawing || !kind.drawings.includes(drawing))
        wrong.push(`${p.sku} ${p.descricao}: desenho ${drawing ?? 'nenhum'}`);
      else if (!p.svg.includes(`>${p.sku}<`)) wrong.push(`${p.sku} ${p.descricao}: sem o código`);
    }
    expect(wrong).toEqual([]);
  });
});
