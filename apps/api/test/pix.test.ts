// Pix on títulos (docs/product/documentos-fiscais.md §5): the ERP's payload checked, stored, replaced and
// cleared; the static fallback of the unit's key with the amount due today; none on a paid título; the
// boleto's access rule for the Pix call; the unit's key on the manager's unit and in the ERP's units upsert;
// the boleto com Pix read back as a person would (QR decoded by zbarimg at 150 dpi, copia e cola text).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIX_ERRO_TEXTO, crc16Pix, parsePix } from '@portal/shared/fiscal/pix';
import { PIX_UNIDADE_TEXTO } from '@portal/shared/fiscal/pix-unidade';
import { formatDate } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import type { ListarBoletosResponse, PixTitulo } from '@portal/shared/schemas/financeiro';
import type { FilialDetalhe } from '@portal/shared/schemas/gestor-cadastros';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import { clientes, titulos, unidades } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { pixDinamicoDemo } from '../src/erp/demo-pix';
import { apiKeyFor, withKey } from './erp-helpers';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

const run = promisify(execFile);

let t: TestApp;
let work: string;
let key: string;
const users: Record<'cliente' | 'multi' | 'gestor' | 'admin', { token: string; id: number }> = {} as never;

const MAIN_CGC = '11444777000161'; // 100001, cliente@
const OTHER_CODIGO = '100002'; // multi@'s, not cliente@'s

const day = (offset: number) => {
  const d = new Date(t.clock.now.getTime() - 3 * 3600_000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const ymd = (iso: string) => iso.replace(/-/g, '');
const qs = (p: Record<string, string | number>) =>
  Object.entries(p)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

const get = (url: string, who: keyof typeof users = 'cliente') =>
  t.app.inject({ method: 'GET', url, headers: bearer(users[who].token) });

const pixUrl = (numBol: string, who: keyof typeof users = 'cliente', emp = '03', fil = '01', parcela = 'A') =>
  `/api/boletos/pixBoletoCliente?${qs({ user: users[who].id, emp, fil, numBol, prefixo: 'NF', parcela })}`;

/** A título of the ERP: BB account, R$ 1.500,00 due in 20 days, unless changed. */
function titulo(numero: string, over: Record<string, unknown> = {}) {
  return {
    empresa: '03',
    filial: '01',
    codigo: '100001',
    loja: '01',
    prefixo: 'NF',
    titulo: numero,
    parcela: 'A',
    numeroConta: '45120-8',
    bancoCodigo: '001',
    agencia: '3064',
    carteira: '17',
    convenio: '2948571',
    nossoNumero: `2948571${numero.padStart(10, '0')}`,
    valor: 1500,
    saldo: 1500,
    emissao: day(-10),
    vencrea: day(20),
    ...over,
  };
}

const putTitulos = (itens: unknown[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/integracao/v1/titulos',
    headers: withKey(key),
    payload: { itens },
  });

async function stored(numero: string, emp = '03', fil = '01') {
  const [row] = await t.database.db
    .select({ pix: titulos.pixPayload })
    .from(titulos)
    .innerJoin(unidades, eq(unidades.id, titulos.unidadeId))
    .where(and(eq(titulos.titulo, numero), eq(unidades.empresaCod, emp), eq(unidades.filialCod, fil)));
  return row;
}

/** A dynamic-style payload of the demo PSP for a value (or none in field 54). */
const dinamico = (ref: string, valorCentavos?: number) =>
  pixDinamicoDemo({ ref, nome: 'PORTAL B2B', cidade: 'SAO PAULO', valorCentavos });

/** Re-signs a payload after an edit (so only the edited part is wrong). */
const resign = (payload: string) => {
  const body = payload.slice(0, -4);
  return body + crc16Pix(body);
};

async function listBoletos(cgc = MAIN_CGC, emp = '03', fil = '01') {
  const res = await get(
    `/api/boletos/listarBoletosCliente?${qs({ cgc, empresa: emp, filial: fil, dtini: ymd(day(-400)), dtfim: ymd(day(400)) })}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ListarBoletosResponse).itens;
}

beforeAll(async () => {
  t = await createTestApp();
  work = await mkdtemp(path.join(tmpdir(), 'pix-test-'));
  key = await apiKeyFor(t.database.db);
  for (const k of ['cliente', 'multi', 'gestor', 'admin'] as const)
    users[k] = await tokenFor(t.app, DEMO_ACCOUNTS[k]);
});
afterAll(async () => {
  await t?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the ERP sends a título its Pix (pixCopiaECola)', () => {
  it('stores a good dynamic payload and serves it as the título Pix', async () => {
    const payload = dinamico('t-990001', 150000);
    const res = await putTitulos([titulo('990001', { pixCopiaECola: payload })]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored('990001')).pix).toBe(payload);
    const pix = await get(pixUrl('990001'));
    expect(pix.statusCode, pix.body).toBe(200);
    expect(pix.headers['cache-control']).toBe('private, no-store');
    expect(pix.json()).toEqual({
      titulo: '990001',
      prefixo: 'NF',
      parcela: 'A',
      payload,
      origem: 'ERP',
      valor: 1500,
      vencimento: ymd(day(20)),
    });
    expect((await listBoletos()).find((b) => b.titulo === '990001')?.pix).toBe(true);
  });

  it('refuses a bad CRC, a bad GUI, a wrong amount, a too long code, each naming the field; nothing of the batch is written', async () => {
    const good = dinamico('t-990002', 150000);
    const badCrc = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
    const badGui = resign(good.replace('br.gov.bcb.pix', 'br.gov.bcb.pox'));
    const wrongAmount = dinamico('t-990002', 150001);
    const tooLong = resign(`${good.slice(0, -8)}99${'X'.repeat(520 - good.length)}6304`);
    expect(tooLong.length).toBeGreaterThan(512);
    const cases: [string, string][] = [
      [badCrc, `${PIX_ERRO_TEXTO.crc}.`],
      [badGui, `${PIX_ERRO_TEXTO.gui}.`],
      [
        wrongAmount,
        'código Pix com valor (campo 54) de R$ 1.500,01, diferente do valor do título (R$ 1.500,00).',
      ],
      [tooLong, `${PIX_ERRO_TEXTO.longo}.`],
      ['00020126', `${PIX_ERRO_TEXTO.estrutura}.`],
    ];
    for (const [payload, message] of cases) {
      // a good título first: the batch is all or nothing
      const res = await putTitulos([titulo('990003'), titulo('990002', { pixCopiaECola: payload })]);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as { message: string; fields: Record<string, string> };
      expect(body.fields['itens.1.pixCopiaECola']).toBe(message);
      expect(body.message).not.toContain('500');
      expect(await stored('990003')).toBeUndefined();
      expect(await stored('990002')).toBeUndefined();
    }
  });

  it('replaces the code on update, keeps it when absent, clears it with null or an empty text', async () => {
    const first = dinamico('t-990004-1');
    const second = dinamico('t-990004-2', 150000);
    expect((await putTitulos([titulo('990004', { pixCopiaECola: first })])).statusCode).toBe(200);
    expect((await stored('990004')).pix).toBe(first);
    expect((await putTitulos([titulo('990004', { pixCopiaECola: second })])).statusCode).toBe(200);
    expect((await stored('990004')).pix).toBe(second);
    // absent: the stored code stays (the API's rule for every optional field)
    expect((await putTitulos([titulo('990004', { saldo: 1500 })])).statusCode).toBe(200);
    expect((await stored('990004')).pix).toBe(second);
    expect((await putTitulos([titulo('990004', { pixCopiaECola: null })])).statusCode).toBe(200);
    expect((await stored('990004')).pix).toBeNull();
    expect((await putTitulos([titulo('990004', { pixCopiaECola: first })])).statusCode).toBe(200);
    expect((await putTitulos([titulo('990004', { pixCopiaECola: '' })])).statusCode).toBe(200);
    expect((await stored('990004')).pix).toBeNull();
  });

  it('never shows a Pix on a paid título, even with the code stored', async () => {
    const payload = dinamico('t-990005', 150000);
    expect((await putTitulos([titulo('990005', { pixCopiaECola: payload })])).statusCode).toBe(200);
    expect((await get(pixUrl('990005'))).statusCode).toBe(200);
    const paid = await putTitulos([titulo('990005', { pixCopiaECola: payload, saldo: 0, baixa: day(0) })]);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await stored('990005')).pix).toBe(payload);
    const res = await get(pixUrl('990005'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 9001,
      message: MSG.titlePaid('990005', 'A', formatDate(day(0))),
    });
    expect((await listBoletos()).find((b) => b.titulo === '990005')?.pix).toBe(false);
    // a partly paid título: the code's amount (the whole value) is not what is owed, so the static one shows
    expect(
      (await putTitulos([titulo('990005', { pixCopiaECola: payload, saldo: 600, baixa: null })])).statusCode,
    ).toBe(200);
    const partial = (await get(pixUrl('990005'))).json() as PixTitulo;
    expect(partial.origem).toBe('PORTAL');
    expect(partial.valor).toBe(600);
  });
});

describe('the portal builds a static Pix with the unit key', () => {
  it('uses the amount due today: balance plus fine and interest, computed here on its own', async () => {
    // overdue 10 days, with its own terms: 2 % fine, 3 % a month
    const res = await putTitulos([
      titulo('990006', {
        valor: 1234.56,
        saldo: 1234.56,
        vencrea: day(-10),
        emissao: day(-40),
        multaPercentual: 2,
        jurosMesPercentual: 3,
      }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const saldo = 123456;
    const multa = Math.round(saldo * 0.02); // 2469
    const jurosDia = Math.round((saldo * 0.03) / 30); // 123
    const esperado = saldo + multa + jurosDia * 10;
    expect(esperado).toBe(123456 + 2469 + 1230);

    const pix = await get(pixUrl('990006'));
    expect(pix.statusCode, pix.body).toBe(200);
    const body = pix.json() as PixTitulo;
    expect(body.origem).toBe('PORTAL');
    expect(body.valor).toBe(esperado / 100);
    const parsed = parsePix(body.payload);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const [unit] = await t.database.db
      .select()
      .from(unidades)
      .where(and(eq(unidades.empresaCod, '03'), eq(unidades.filialCod, '01')));
    expect(unit.pixChave).toBeTruthy();
    expect(parsed.pix).toMatchObject({
      tipo: 'estatico',
      chave: unit.pixChave,
      valorCentavos: esperado,
      txid: '0301NF990006A',
      nome: unit.pixNome,
      cidade: unit.pixCidade,
    });
  });

  it('gives none where the unit has no key and the ERP sent none, nor for a blocked título', async () => {
    const res = await putTitulos([
      titulo('990007', { empresa: '04', filial: '01' }),
      titulo('990008', { numeroConta: null, pixCopiaECola: dinamico('t-990008', 150000) }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const none = await get(pixUrl('990007', 'cliente', '04', '01'));
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 9001, message: MSG.titleNoPix('990007', 'A') });
    expect((await listBoletos(MAIN_CGC, '04', '01')).find((b) => b.titulo === '990007')?.pix).toBe(false);
    expect((await get(pixUrl('990008'))).statusCode).toBe(422);
  });

  it('the seeded demo shows both kinds: the bank (ERP) code and the portal static one', async () => {
    const itens = await listBoletos();
    const comPix = itens.filter((b) => b.pix);
    const origens = new Set<string>();
    for (const b of comPix) {
      const res = await get(pixUrl(b.titulo, 'cliente', '03', '01', b.parcela));
      expect(res.statusCode, res.body).toBe(200);
      const p = res.json() as PixTitulo;
      const parsed = parsePix(p.payload);
      expect(parsed.ok, p.payload).toBe(true);
      if (parsed.ok && parsed.pix.tipo === 'dinamico')
        expect(parsed.pix.location).toMatch(/^pix\.demo-psp\.example\/qr\/v2\/[0-9a-f]{32}$/);
      origens.add(p.origem);
    }
    expect([...origens].sort()).toEqual(['ERP', 'PORTAL']);
    // paid and blocked ones have none
    for (const b of itens.filter((x) => x.situacao === 'QUITADO' || !x.numero_conta))
      expect(b.pix).toBe(false);
  });
});

describe('access to a título Pix', () => {
  it("is the boleto's: another owner's título is 404, a foreign `user` 403", async () => {
    const res = await putTitulos([
      titulo('990009', { codigo: OTHER_CODIGO, pixCopiaECola: dinamico('t-990009', 150000) }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(pixUrl('990009', 'multi'), 'multi')).statusCode).toBe(200);
    const foreign = await get(pixUrl('990009', 'cliente'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('000201');
    expect((await get(pixUrl('999999', 'cliente'))).statusCode).toBe(404);
    const wrongUser = await t.app.inject({
      method: 'GET',
      url: `/api/boletos/pixBoletoCliente?${qs({ user: users.multi.id, emp: '03', fil: '01', numBol: '990001', prefixo: 'NF', parcela: 'A' })}`,
      headers: bearer(users.cliente.token),
    });
    expect(wrongUser.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: pixUrl('990001').replace(/user=\d+/, 'user=1') })).statusCode,
    ).toBe(401);
  });

  it("flags the order's títulos with the same rule", async () => {
    const [row] = await t.database.db
      .select({ pedidoId: titulos.pedidoId })
      .from(titulos)
      .innerJoin(clientes, eq(clientes.id, titulos.clienteId))
      .where(and(isNotNull(titulos.pedidoId), eq(clientes.codigo, '100001'), isNotNull(titulos.pixPayload)))
      .limit(1);
    expect(row).toBeDefined();
    const res = await get(`/api/pedidos/${row.pedidoId}`);
    expect(res.statusCode, res.body).toBe(200);
    const pedido = res.json() as Pedido;
    expect(pedido.titulos.length).toBeGreaterThan(0);
    for (const tt of pedido.titulos) {
      expect(typeof tt.pix).toBe('boolean');
      expect(Object.keys(tt)).not.toContain('_pix');
      const list = (await listBoletos()).find((b) => b.titulo === tt.titulo && b.parcela === tt.parcela);
      if (list) expect(tt.pix).toBe(list.pix);
    }
    expect(Object.keys(pedido)).not.toContain('_pix');
  });
});

describe("the unit's Pix key", () => {
  it('a manager sets and removes it on the unit, checked field by field', async () => {
    const [unit] = await t.database.db
      .select()
      .from(unidades)
      .where(and(eq(unidades.empresaCod, '03'), eq(unidades.filialCod, '02')));
    const put = (body: Record<string, unknown>, who: keyof typeof users = 'gestor') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/filial/${unit.id}/pix`,
        headers: bearer(users[who].token),
        payload: body,
      });
    const bad = await put({ pixChave: 'nao é chave', pixNome: 'X'.repeat(26), pixCidade: '' });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json() as { fields: Record<string, string> }).fields;
    expect(fields.pixChave).toBe(PIX_UNIDADE_TEXTO.chave);
    expect(fields.pixNome).toBeTruthy();
    expect(fields.pixCidade).toBe(PIX_UNIDADE_TEXTO.cidade);
    expect((await put({ pixChave: null, pixNome: 'LOJA', pixCidade: 'CAMPINAS' })).json()).toMatchObject({
      fields: { pixChave: PIX_UNIDADE_TEXTO.juntos },
    });
    expect(
      (
        await put(
          { pixChave: 'financeiro@portal.example', pixNome: 'FILIAL CAMPINAS', pixCidade: 'CAMPINAS' },
          'cliente',
        )
      ).statusCode,
    ).toBe(403);
    const ok = await put({
      pixChave: 'financeiro@portal.example',
      pixNome: 'FILIAL CAMPINAS',
      pixCidade: 'CAMPINAS',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      pixChave: 'financeiro@portal.example',
      pixNome: 'FILIAL CAMPINAS',
      pixCidade: 'CAMPINAS',
    });
    expect(((await get(`/api/filial/${unit.id}`, 'gestor')).json() as FilialDetalhe).pixChave).toBe(
      'financeiro@portal.example',
    );
    // a título of 03/02 without an ERP code now has the unit's static Pix
    expect((await putTitulos([titulo('990010', { filial: '02' })])).statusCode).toBe(200);
    const pix = (await get(pixUrl('990010', 'cliente', '03', '02'))).json() as PixTitulo;
    const parsed = parsePix(pix.payload);
    expect(parsed.ok && parsed.pix.chave).toBe('financeiro@portal.example');
    const removed = await put({ pixChave: null, pixNome: null, pixCidade: null }, 'admin');
    expect(removed.json()).toMatchObject({ pixChave: null, pixNome: null, pixCidade: null });
    expect((await get(pixUrl('990010', 'cliente', '03', '02'))).statusCode).toBe(422);
  });

  it('the ERP units upsert carries it, the three together', async () => {
    const unit = (over: Record<string, unknown>) => ({
      empresa: '04',
      filial: '01',
      descricao: 'FILIAL BELO HORIZONTE',
      ...over,
    });
    const send = (itens: unknown[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/integracao/v1/unidades',
        headers: withKey(key),
        payload: { itens },
      });
    const partial = await send([unit({ pixChave: 'financeiro.bh@portal.example' })]);
    expect(partial.statusCode).toBe(400);
    expect((partial.json() as { fields: Record<string, string> }).fields['itens.0.pixNome']).toBe(
      PIX_UNIDADE_TEXTO.nome,
    );
    const ok = await send([
      unit({ pixChave: 'financeiro.bh@portal.example', pixNome: 'FILIAL BH', pixCidade: 'BELO HORIZONTE' }),
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(unidades)
      .where(and(eq(unidades.empresaCod, '04'), eq(unidades.filialCod, '01')));
    expect(row).toMatchObject({
      pixChave: 'financeiro.bh@portal.example',
      pixNome: 'FILIAL BH',
      pixCidade: 'BELO HORIZONTE',
    });
    expect((await send([unit({ descricao: 'FILIAL BH' })])).statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(unidades).where(eq(unidades.id, row.id));
    expect(kept.pixChave).toBe('financeiro.bh@portal.example');
    expect((await send([unit({ pixChave: null, pixNome: null, pixCidade: null })])).statusCode).toBe(200);
    const [cleared] = await t.database.db.select().from(unidades).where(eq(unidades.id, row.id));
    expect(cleared.pixChave).toBeNull();
  });
});

describe('the boleto com Pix', () => {
  async function readPdf(pdf: Buffer) {
    const base = path.join(work, createHash('sha1').update(pdf).digest('hex'));
    await writeFile(`${base}.pdf`, pdf);
    await run('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', `${base}.pdf`, base]);
    const { stdout: qr } = await run('zbarimg', [
      '--raw',
      '-q',
      '-Sdisable',
      '-Sqrcode.enable',
      `${base}.png`,
    ]);
    const { stdout: text } = await run('pdftotext', ['-raw', `${base}.pdf`, '-']);
    return { qr: qr.trim(), text };
  }

  /** The copia e cola lines under their label, joined back. */
  function copiaECola(text: string): string {
    const lines = text.split('\n');
    const start = lines.findIndex((l) => l.startsWith('000201'));
    let out = '';
    for (const l of lines.slice(start)) {
      out += l.trim();
      if (parsePix(out).ok) return out;
    }
    return out;
  }

  it.each([
    ['the ERP code', '990001', 'ERP'],
    ['the static code', '990011', 'PORTAL'],
  ])(
    'prints %s: the QR read at 150 dpi is the copia e cola text and the Pix call',
    async (_, numero, origem) => {
      if (numero === '990011')
        expect((await putTitulos([titulo('990011', { valor: 987.65, saldo: 987.65 })])).statusCode).toBe(200);
      const pix = (await get(pixUrl(numero))).json() as PixTitulo;
      expect(pix.origem).toBe(origem);
      const res = await get(
        `/api/boletos/geraBoletoCliente?${qs({ user: users.cliente.id, emp: '03', fil: '01', numBol: numero, prefixo: 'NF', parcela: 'A' })}`,
      );
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const { qr, text } = await readPdf(res.rawPayload);
      expect(qr).toBe(pix.payload);
      expect(text).toContain('Pague com Pix');
      expect(copiaECola(text)).toBe(pix.payload);
      const parsed = parsePix(qr);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(parsed.pix.valorCentavos).toBe(Math.round(pix.valor * 100));
    },
  );

  it('a boleto without Pix has no Pix block', async () => {
    const res = await get(
      `/api/boletos/geraBoletoCliente?${qs({ user: users.cliente.id, emp: '04', fil: '01', numBol: '990007', prefixo: 'NF', parcela: 'A' })}`,
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const base = path.join(work, 'sem-pix');
    await writeFile(`${base}.pdf`, res.rawPayload);
    const { stdout } = await run('pdftotext', ['-raw', `${base}.pdf`, '-']);
    expect(stdout).not.toContain('Pague com Pix');
  });
});
