// Quick order lines written as a product's name ('cimento cp2 20', 'areia media 6'): POST
// /api/pedido-rapido/verificar (and /planilha) search a line whose code is no product's with the
// catalogue's own search (grades, the managers' synonyms, typo correction) at the client's unit and
// prices, and answer the products to choose from; the choice is checked again as a code line, so
// the quantity rules apply to it as to any code line. A code that exists always wins; at most
// PEDIDO_RAPIDO_MAX_NOMES name lines are searched per check.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import {
  parseColagem,
  PEDIDO_RAPIDO_MAX_CANDIDATOS,
  PEDIDO_RAPIDO_MAX_NOMES,
  type LinhaTexto,
} from '@portal/shared/pedido-rapido';
import type { PedidoRapidoLinha, PedidoRapidoResponse } from '@portal/shared/schemas/pedido-rapido';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let cliente: string;
let vendedor: string;
const ids = { c100001: 0, c100002: 0, c100006: 0, matriz: 0 };
const db = () => t.database.db;

const verificar = (token: string, linhas: LinhaTexto[], clienteId = ids.c100001) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pedido-rapido/verificar',
    headers: bearer(token),
    payload: { clienteId, filialId: ids.matriz, linhas },
  });
/** The pasted text's lines checked for 100001 at the matriz. */
async function colar(text: string, token = cliente): Promise<PedidoRapidoLinha[]> {
  const res = await verificar(token, parseColagem(text));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PedidoRapidoResponse).linhas;
}

beforeAll(async () => {
  t = await createTestApp();
  [cliente, vendedor] = (
    await Promise.all([DEMO_ACCOUNTS.cliente, DEMO_ACCOUNTS.vendedor].map((e) => tokenFor(t.app, e)))
  ).map((x) => x.token);
  const clis = await db().select().from(s.clientes);
  const units = await db().select().from(s.unidades);
  Object.assign(ids, {
    c100001: clis.find((c) => c.codigo === '100001')!.id,
    c100002: clis.find((c) => c.codigo === '100002')!.id,
    c100006: clis.find((c) => c.codigo === '100006')!.id,
    matriz: units.find((u) => u.empresaCod === '03' && u.filialCod === '01')!.id,
  });
});
afterAll(async () => t?.close());

describe('a quick-order line written as a name', () => {
  it('one product found is proposed as the best, at the client’s price per unit; nothing goes in yet', async () => {
    const [areia, pedrisco] = await colar('areia media 6\npedrisco 3');
    expect(areia).toMatchObject({
      linha: 1,
      sku: 'areia media',
      quantidadeInformada: '6',
      situacao: 'escolher',
      motivo: null,
      quantidade: null,
      produto: null,
      mensagens: [],
    });
    expect(areia.proposta?.melhor).toMatchObject({ descricao: 'AREIA MEDIA LAVADA', um: 'TL' });
    expect(areia.proposta?.candidatos).toEqual([areia.proposta?.melhor]);
    // The price is the one the catalogue search shows this client at the unit.
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/produtos/filter',
      headers: bearer(cliente),
      payload: { clienteId: ids.c100001, filialId: ids.matriz, busca: 'areia media' },
    });
    const [found] = search.json() as { produtoSku: string; modalidades: { sku: string; valor: number }[] }[];
    expect(areia.proposta?.melhor?.sku).toBe(found.produtoSku);
    expect(areia.proposta?.melhor?.preco).toBe(found.modalidades.find((m) => m.sku === 'CIF')!.valor);
    // 'pedrisco' is BRITA 0 (its description and the seeded synonym alike).
    expect(pedrisco.proposta?.melhor?.descricao).toBe('BRITA 0 PEDRISCO');
    expect(pedrisco.quantidadeInformada).toBe('3');
  });

  it('several found: up to 5 to choose from, best first, with grades (cp2), synonyms and typos', async () => {
    const [cimento, tijolo, vergalhao] = await colar('cimento cp2 20\ntijolo baiano 500\nvergalao 10mm 50');
    expect(cimento.situacao).toBe('escolher');
    expect(cimento.proposta?.melhor).toBeNull();
    expect(cimento.proposta?.candidatos).toHaveLength(PEDIDO_RAPIDO_MAX_CANDIDATOS);
    for (const c of cimento.proposta!.candidatos) {
      expect(c.descricao).toMatch(/^CIMENTO CP II-/);
      expect(c.um).toBe('SC');
      expect(c.preco).toBeGreaterThan(0);
    }
    // The managers' synonym: TIJOLO BAIANO is the BLOCO CERAMICO of the catalogue.
    expect(tijolo.proposta?.candidatos.map((c) => c.descricao).sort()).toEqual([
      'BLOCO CERAMICO 8 FUROS',
      'BLOCO CERAMICO 9 FUROS',
    ]);
    expect(tijolo.quantidadeInformada).toBe('500');
    // A typo: searched corrected, and the answer says how.
    expect(vergalhao.proposta?.corrigida).toBe('VERGALHAO 10 MM');
    expect(vergalhao.proposta?.candidatos.length).toBeGreaterThan(0);
    for (const c of vergalhao.proposta!.candidatos) expect(c.descricao).toMatch(/^VERGALHAO CA-50 10MM/);
  });

  it('nothing found at all: not included, in pt-BR', async () => {
    const [nada] = await colar('parafuseta quadriculada 7');
    expect(nada).toMatchObject({
      sku: 'parafuseta quadriculada',
      quantidadeInformada: '7',
      situacao: 'erro',
      motivo: 'nao-encontrado',
      quantidade: null,
      produto: null,
      mensagens: [MSG.quickOrderNameNotFound('parafuseta quadriculada')],
    });
    expect(nada.proposta).toBeUndefined();
    // A name longer than any code, in two columns: searched as a name, never a 400.
    const longo = 'argamassa ac-iii porcelanato interna externa cinza flexivel 20kg';
    const [argamassa] = await colar(`${longo}\t20`);
    expect(argamassa).toMatchObject({ sku: longo.slice(0, 59) + '…', quantidadeInformada: '20' });
    expect(argamassa).toMatchObject({
      motivo: 'nao-encontrado',
      mensagens: [MSG.quickOrderNameNotFound(longo)],
    });
  });

  it('a code that exists always wins over the name; an unknown code alone is still unknown', async () => {
    const [produto] = await db()
      .select()
      .from(s.produtos)
      .where(eq(s.produtos.descricao, 'BLOCO CERAMICO 9 FUROS'));
    await db().update(s.produtos).set({ sku: 'PEDRISCO' }).where(eq(s.produtos.id, produto.id));
    try {
      const [codigo, comNome, desconhecido] = await colar(
        'pedrisco 300\nPEDRISCO 10 sacos de cimento\nNAOEXISTE999 10',
      );
      expect(codigo).toMatchObject({ sku: 'PEDRISCO', situacao: 'ok', quantidade: 300 });
      expect(codigo.produto?.produtoDesc).toBe('BLOCO CERAMICO 9 FUROS');
      expect(comNome).toMatchObject({ sku: 'PEDRISCO', situacao: 'ok', quantidade: 10 });
      expect(desconhecido).toMatchObject({
        sku: 'NAOEXISTE999',
        motivo: 'desconhecido',
        mensagens: [MSG.quickOrderUnknown('NAOEXISTE999')],
      });
    } finally {
      await db().update(s.produtos).set({ sku: produto.sku }).where(eq(s.produtos.id, produto.id));
    }
  });

  it('the chosen product is checked as a code line: minimum, multiple and decimals per unit', async () => {
    const [cimento, areia, brita] = await colar('cimento cp2 7\nareia media 2,5\npedrisco 2,3');
    const escolhido = cimento.proposta!.candidatos[0];
    const res = await verificar(cliente, [
      { sku: escolhido.sku, quantidade: cimento.quantidadeInformada },
      { sku: escolhido.sku, quantidade: '25' },
      { sku: escolhido.sku, quantidade: '20' },
      { sku: areia.proposta!.melhor!.sku, quantidade: areia.quantidadeInformada },
      { sku: brita.proposta!.melhor!.sku, quantidade: brita.quantidadeInformada },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const l = (res.json() as PedidoRapidoResponse).linhas;
    expect(l.map((x) => [x.situacao, x.quantidade, x.mensagens])).toEqual([
      ['ajustada', 10, [MSG.minQuantityAdjusted('10')]],
      ['ajustada', 30, [MSG.quickOrderRounded('25', '30', 10)]],
      ['ok', 20, []],
      ['ok', 2.5, []],
      ['ajustada', 2.5, [MSG.quickOrderRounded('2,3', '2,5', '0,5 t')]],
    ]);
  });

  it("another owner's client or an unknown unit is refused as for a code line, before any search", async () => {
    const linhas = parseColagem('cimento cp2 20');
    expect((await verificar(cliente, linhas, ids.c100002)).statusCode).toBe(404);
    expect((await verificar(vendedor, linhas, ids.c100006)).statusCode).toBe(404);
    const unit = await t.app.inject({
      method: 'POST',
      url: '/api/pedido-rapido/verificar',
      headers: bearer(cliente),
      payload: { clienteId: ids.c100001, filialId: 999999, linhas },
    });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().fields).toEqual({ filialId: MSG.unitNotFound('999999') });
    // The seller's own client passes.
    expect((await verificar(vendedor, linhas, ids.c100002)).statusCode).toBe(200);
  });

  it(`searches the first ${PEDIDO_RAPIDO_MAX_NOMES} name lines; the others say so in pt-BR; code lines are not counted`, async () => {
    const [codigo] = await db().select().from(s.produtos).where(eq(s.produtos.descricao, 'AREIA FINA'));
    const nomes = ['areia media 6', 'pedrisco 3', 'cimento cp2 20', 'parafuseta quadriculada 1'];
    const text = [
      `${codigo.sku} 4`,
      ...Array.from({ length: PEDIDO_RAPIDO_MAX_NOMES + 2 }, (_, i) => nomes[i % nomes.length]),
    ].join('\n');
    const started = performance.now();
    const l = await colar(text);
    const ms = performance.now() - started;
    expect(l).toHaveLength(PEDIDO_RAPIDO_MAX_NOMES + 3);
    expect(l[0]).toMatchObject({ sku: codigo.sku, situacao: 'ok', quantidade: 4 });
    const searched = l.slice(1, PEDIDO_RAPIDO_MAX_NOMES + 1);
    expect(searched.every((x) => x.motivo !== 'nomes-demais')).toBe(true);
    expect(searched.filter((x) => x.situacao === 'escolher')).toHaveLength(
      // every fourth is 'parafuseta', found nowhere
      PEDIDO_RAPIDO_MAX_NOMES - Math.floor(PEDIDO_RAPIDO_MAX_NOMES / nomes.length),
    );
    for (const x of l.slice(PEDIDO_RAPIDO_MAX_NOMES + 1))
      expect(x).toMatchObject({
        situacao: 'erro',
        motivo: 'nomes-demais',
        mensagens: [MSG.quickOrderNamesOverCap(PEDIDO_RAPIDO_MAX_NOMES)],
      });
    // The same name is searched once: four searches for the whole list.
    expect(ms).toBeLessThan(10_000);
  });

  it('a body name is bounded like the rest of the line (400 in pt-BR)', async () => {
    const res = await verificar(cliente, [
      { sku: 'cimento', quantidade: '20', nome: { busca: 'c'.repeat(101), quantidade: '20' } },
    ]);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().fields)).toMatch(/100/);
  });

  it('a spreadsheet names products too: name and quantity in two cells, or both in the first', async () => {
    const wb = new ExcelJS.Workbook();
    const sh = wb.addWorksheet('x');
    sh.addRow(['Produto', 'Quantidade']);
    sh.addRow(['cimento cp2', 20]);
    sh.addRow(['areia media 6']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pedido-rapido/planilha',
      headers: bearer(cliente),
      payload: {
        clienteId: ids.c100001,
        filialId: ids.matriz,
        nome: 'lista.xlsx',
        arquivo: Buffer.from(await wb.xlsx.writeBuffer()).toString('base64'),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const l = (res.json() as PedidoRapidoResponse).linhas;
    expect(l.map((x) => [x.sku, x.quantidadeInformada, x.situacao])).toEqual([
      ['cimento cp2', '20', 'escolher'],
      ['areia media', '6', 'escolher'],
    ]);
    expect(l[1].proposta?.melhor?.descricao).toBe('AREIA MEDIA LAVADA');
  });
});

describe('the cost of names', () => {
  it(`${PEDIDO_RAPIDO_MAX_NOMES} different names (typos among them) and 450 codes in one check`, async () => {
    const prods = await db().select().from(s.produtos);
    const descs = [...new Set(prods.map((p) => p.descricao.split(' ').slice(0, 3).join(' ').toLowerCase()))];
    const nomes = Array.from({ length: PEDIDO_RAPIDO_MAX_NOMES }, (_, i) => {
      const d = descs[i % descs.length];
      // every third misspelt (a letter dropped), every fifth found nowhere
      const n = i % 5 === 4 ? `xpto${i} naoha` : i % 3 === 2 ? d.replace(/(\w)\w/, '$1') : d;
      return `${n} ${i + 1}`;
    });
    const codes = Array.from({ length: 450 }, (_, i) => `${prods[i % prods.length].sku} 10`);
    const started = performance.now();
    const l = await colar([...nomes, ...codes].join('\n'));
    const ms = performance.now() - started;
    console.info(`${PEDIDO_RAPIDO_MAX_NOMES} names + ${codes.length} codes: ${Math.round(ms)} ms`);
    expect(l).toHaveLength(nomes.length + codes.length);
    expect(l.filter((x) => x.motivo === 'nomes-demais')).toHaveLength(0);
    expect(ms).toBeLessThan(30_000);
  });
});
