// Finance (docs/product/portal-cliente.md §7, issue 7): boletos, NF-e XML and DANFE, financial statement.
// Documents are checked as a reader would: the PDF text layer (pdftotext), the barcodes decoded from a 300
// dpi rendering (pdftoppm + zbarimg), the XML parsed back.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@portal/shared/constants';
import {
  factorToDate,
  isValidBarcode,
  linhaDigitavelToBarcode,
  parseBarcode,
  validateLinhaDigitavel,
} from '@portal/shared/fiscal/boleto';
import { isValidAccessKey, nfeKeyDv, parseAccessKey } from '@portal/shared/fiscal/nfe';
import { formatDate, formatMoney, formatNfeKey } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import type { Boleto, ListarBoletosResponse, NfeDocumento } from '@portal/shared/schemas/financeiro';
import {
  clientes,
  eventos,
  notasFiscais as notasFiscaisTable,
  pedidos,
  titulos,
  unidades,
} from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { computeBoleto } from '../src/documents/boleto-pdf';
import { renderDanfePdf } from '../src/documents/danfe-pdf';
import { buildNfeProcXml } from '../src/documents/nfe/build';
import { canonicalInfNFe } from '../src/documents/nfe/canonical';
import { parseNfeXml } from '../src/documents/nfe/parse';
import { parseXml } from '../src/documents/nfe/xml';
import { apiKeyFor, withKey } from './erp-helpers';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

const run = promisify(execFile);

let t: TestApp;
let work: string;
const users: Record<'cliente' | 'multi' | 'vendedor' | 'gestor', { token: string; id: number }> = {} as never;

const MAIN_CGC = '11444777000161'; // 100001, cliente@ (also multi@ and the seller's)
const OTHER_CGC = '45723174000110'; // 100002: multi@ and the seller's, not cliente@'s
const NOT_SELLERS_CGC = '02558157000162'; // 100006: multi@'s only

const day = (offset: number, now = t.clock.now) => {
  const d = new Date(now.getTime() - 3 * 3600_000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const ymd = (iso: string) => iso.replace(/-/g, '');
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function get(url: string, who: keyof typeof users | null = 'cliente') {
  return t.app.inject({ method: 'GET', url, headers: who ? bearer(users[who].token) : {} });
}

function qs(params: Record<string, string | number | undefined>) {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
}

const listUrl = (extra: Record<string, string | number | undefined> = {}, cgc = MAIN_CGC) =>
  `/api/boletos/listarBoletosCliente?${qs({ cgc, empresa: '03', filial: '01', dtini: ymd(day(-30)), dtfim: ymd(day(30)), ...extra })}`;

async function listBoletos(
  extra: Record<string, string | number | undefined> = {},
  who: keyof typeof users = 'cliente',
  cgc = MAIN_CGC,
) {
  const res = await get(listUrl(extra, cgc), who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListarBoletosResponse;
}

const boletoUrl = (b: Pick<Boleto, 'titulo' | 'prefixo' | 'parcela'>, user: number, emp = '03', fil = '01') =>
  `/api/boletos/geraBoletoCliente?${qs({ user, emp, fil, numBol: b.titulo, prefixo: b.prefixo, parcela: b.parcela })}`;

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(work, `${createHash('sha1').update(pdf).digest('hex')}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout;
}

/** Renders page 1 at 300 dpi and decodes its barcodes with zbar: ['I2/5:…', 'CODE-128:…']. */
async function decodeBarcodes(pdf: Buffer): Promise<string[]> {
  const base = path.join(work, createHash('sha1').update(pdf).digest('hex'));
  await writeFile(`${base}.pdf`, pdf);
  await run('pdftoppm', ['-r', '300', '-png', '-f', '1', '-l', '1', '-singlefile', `${base}.pdf`, base]);
  const { stdout } = await run('zbarimg', [
    '-q',
    '--raw',
    '-Sdisable',
    '-Si25.enable',
    '-Scode128.enable',
    `${base}.png`,
  ]).catch((e) => ({ stdout: String(e.stdout ?? '') }));
  return stdout
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

async function eventCount(tipo: number, userId: number) {
  const [{ n }] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventos)
    .where(and(eq(eventos.eventosTiposId, tipo), eq(eventos.createdBy, userId)));
  return n;
}

beforeAll(async () => {
  t = await createTestApp();
  work = await mkdtemp(path.join(tmpdir(), 'financeiro-test-'));
  for (const k of ['cliente', 'multi', 'vendedor', 'gestor'] as const)
    users[k] = await tokenFor(t.app, DEMO_ACCOUNTS[k]);
});
afterAll(async () => {
  await t?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('document math against the published vectors', () => {
  it('boleto: BB worked example and the Itaú public vector', () => {
    const parties = {
      beneficiario: { nome: 'X', documento: '11222333000181', endereco: '' },
      pagador: { nome: 'Y', documento: '11444777000161', endereco: '', cidade: '' },
      instrucoes: [],
    };
    const bb = computeBoleto({
      ...parties,
      banco: {
        codigo: '001',
        agencia: '3064',
        conta: '45120-8',
        carteira: '17',
        convenio: '1234567',
        nossoNumero: '12345670000000123',
      },
      numeroDocumento: '1',
      dataDocumento: '2026-11-01',
      dataProcessamento: '2026-11-01',
      vencimento: '2026-12-15',
      valorCents: 123456,
    });
    expect(bb.barcode).toBe('00192166100001234560000001234567000000012317');
    expect(bb.linhaFormatada).toBe('00190.00009 01234.567004 00000.123174 2 16610000123456');
    expect(bb.bancoComDv).toBe('001-9');
    const itau = computeBoleto({
      ...parties,
      banco: { codigo: '341', agencia: '3186', conta: '42214-7', carteira: '500', nossoNumero: '00012332' },
      numeroDocumento: '1',
      dataDocumento: '2020-11-16',
      dataProcessamento: '2020-11-16',
      vencimento: '2020-11-16',
      valorCents: 2000,
    });
    expect(itau.barcode).toBe('34195844100000020005000001233203186422147000');
    expect(itau.linhaFormatada).toBe('34195.00008 01233.203189 64221.470004 5 84410000002000');
  });

  it('NF-e XML: the key of the docs/product/documentos-fiscais.md §2 vector, ide/cNF and cDV from the key, totals and a verifiable digest', () => {
    const ender = {
      xLgr: 'RUA A & B',
      nro: '1',
      xBairro: 'CENTRO',
      cMun: '3550308',
      xMun: 'SAO PAULO',
      UF: 'SP',
      CEP: '01310100',
    };
    const input: Parameters<typeof buildNfeProcXml>[0] = {
      cNF: '87654321',
      serie: 1,
      nNF: 12345,
      dhEmi: new Date('2026-11-20T13:00:00Z'),
      emit: { CNPJ: '11222333000181', xNome: 'EMITENTE <TESTE>', ender, IE: '110042490114', CRT: 3 },
      dest: {
        CNPJ: '11444777000161',
        xNome: 'DESTINATÁRIO "TESTE"',
        ender,
        indIEDest: 1,
        IE: '110110000000',
      },
      itens: [
        {
          cProd: 'A1',
          xProd: 'CIMENTO',
          NCM: '25232910',
          CFOP: '5102',
          uCom: 'SC',
          qCom: 100,
          vUnCom: 34.9,
          pICMS: 18,
        },
        {
          cProd: 'B2',
          xProd: 'VERGALHÃO',
          NCM: '72142000',
          CFOP: '5102',
          uCom: 'UN',
          qCom: 3,
          vUnCom: 0.95,
          pICMS: 18,
          pIPI: 5,
        },
      ],
      modFrete: 1,
      fatura: {
        nFat: '12345',
        duplicatas: [
          { nDup: '001', dVenc: '2026-12-18', vDup: 1746.5 },
          { nDup: '002', dVenc: '2027-01-15', vDup: 1746.49 },
        ],
      },
      protocolo: { nProt: '135260000000001', dhRecbto: new Date('2026-11-20T13:00:03Z') },
    };
    const built = buildNfeProcXml(input);
    expect(built.chave).toBe('35261111222333000181550010000123451876543211');
    const d = parseNfeXml(built.xml);
    expect(d.ide.cNF).toBe('87654321');
    expect(d.ide.cDV).toBe('1');
    expect(d.emit.xNome).toBe('EMITENTE <TESTE>');
    expect(d.dest.xNome).toBe('DESTINATÁRIO "TESTE"');
    expect(d.transp.modFrete).toBe('1');
    expect(d.total.vNF).toBe(3492.99);
    expect(d.cobr.dups.reduce((s, x) => s + Math.round(x.vDup * 100), 0)).toBe(349299);
    expect(d.signature?.digestValue).toBe(
      createHash('sha1').update(canonicalInfNFe(built.xml)!).digest('base64'),
    );
    // installments that do not add up to the invoice are refused
    expect(() =>
      buildNfeProcXml({
        ...input,
        fatura: { nFat: '1', duplicatas: [{ nDup: '001', dVenc: '2026-12-18', vDup: 3492.98 }] },
      }),
    ).toThrow(/duplicatas/);
  });

  it('DANFE: the freight modality and the carrier are printed whole (the modality was cut to "1-DESTINATÁRIO (F…")', async () => {
    const ender = {
      xLgr: 'RUA A',
      nro: '1',
      xBairro: 'CENTRO',
      cMun: '3550308',
      xMun: 'SAO PAULO',
      UF: 'SP',
      CEP: '01310100',
    };
    const { xml } = buildNfeProcXml({
      cNF: '87654321',
      serie: 1,
      nNF: 12345,
      dhEmi: new Date('2026-11-20T13:00:00Z'),
      emit: { CNPJ: '11222333000181', xNome: 'EMITENTE', ender, IE: '110042490114', CRT: 3 },
      dest: { CNPJ: '11444777000161', xNome: 'DESTINATARIO', ender, indIEDest: 9 },
      itens: [
        {
          cProd: 'A1',
          xProd: 'CIMENTO',
          NCM: '25232910',
          CFOP: '5102',
          uCom: 'SC',
          qCom: 10,
          vUnCom: 34.9,
          pICMS: 18,
        },
      ],
      modFrete: 1,
      transporta: {
        CNPJ: '12345678000195',
        xNome: 'TRANSPORTADORA RODO CERTO LTDA',
        IE: '112233445119',
        xEnder: 'RUA DOS TRANSPORTES, 500',
        xMun: 'GUARULHOS',
        UF: 'SP',
      },
      veicTransp: { placa: 'FTR4E21', UF: 'SP' },
      protocolo: { nProt: '135260000000001', dhRecbto: new Date('2026-11-20T13:00:03Z') },
    });
    const labels: Record<string, string> = {
      '0': '0-REMETENTE (CIF)',
      '1': '1-DESTINATÁRIO (FOB)',
      '2': '2-TERCEIROS',
      '3': '3-PRÓPRIO REMETENTE',
      '4': '4-PRÓPRIO DESTINATÁRIO',
      '9': '9-SEM TRANSPORTE',
    };
    for (const [mod, label] of Object.entries(labels)) {
      // An ERP's XML may carry any modality of the layout; the DANFE renders whatever it holds.
      const text = await pdfText(
        await renderDanfePdf(xml.replace('<modFrete>1</modFrete>', `<modFrete>${mod}</modFrete>`)),
      );
      expect(text, mod).toContain(label);
      // ... and the neighbours keep their text whole too
      for (const whole of ['TRANSPORTADORA RODO CERTO LTDA', 'FTR4E21', '12.345.678/0001-95'])
        expect(text, whole).toContain(whole);
    }
  });

  it('the XML parser refuses DTDs and malformed documents', () => {
    expect(() => parseXml('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')).toThrow(/DTD/);
    expect(() => parseXml('<a><b></a>')).toThrow();
    expect(parseXml('<a x="1 &amp; 2"><b>&lt;ok&gt;</b><![CDATA[<raw>]]></a>')).toMatchObject({
      attrs: { x: '1 & 2' },
      text: '<raw>',
      children: [{ name: 'b', text: '<ok>' }],
    });
  });
});

describe('GET /api/boletos/listarBoletosCliente', () => {
  it('needs a token', async () => {
    expect((await get(listUrl(), null)).statusCode).toBe(401);
  });

  it("lists the main customer's titles of the window, sorted by title then parcel, with every situation and the totals", async () => {
    const body = await listBoletos();
    const today = day(0);
    expect(body.itens.length).toBeGreaterThanOrEqual(8);
    for (const b of body.itens) {
      expect(Object.keys(b).sort()).toEqual([
        'baixa',
        'emissao',
        'id',
        'loja',
        'numero_conta',
        'parcela',
        'pix',
        'prefixo',
        'saldo',
        'situacao',
        'titulo',
        'valor',
        'valor_ori',
        'vencrea',
      ]);
      expect(b.vencrea >= ymd(day(-30)) && b.vencrea <= ymd(day(30))).toBe(true);
      expect(b.emissao).toMatch(/^\d{8}$/);
      expect(b.loja).toBe('01');
      const expected = b.saldo === 0 ? 'QUITADO' : b.vencrea < ymd(today) ? 'VENCIDO' : 'EMDIA';
      expect(b.situacao).toBe(expected);
      if (b.situacao === 'QUITADO') expect(b.baixa).toMatch(/^\d{8}$/);
      else expect(b.baixa).toBeNull();
    }
    const keys = body.itens.map((b) => `${b.titulo}/${b.parcela}`);
    expect(keys).toEqual([...keys].sort());
    const sit = new Set(body.itens.map((b) => b.situacao));
    expect([...sit].sort()).toEqual(['EMDIA', 'QUITADO', 'VENCIDO']);
    expect(body.itens.some((b) => b.numero_conta === null && b.saldo > 0)).toBe(true);
    expect(body.itens.some((b) => b.situacao === 'VENCIDO' && b.saldo < b.valor)).toBe(true); // partially paid
    const sum = (k: 'valor' | 'saldo') => body.itens.reduce((s, b) => s + Math.round(b[k] * 100), 0) / 100;
    expect(body.totais).toEqual({ valor: sum('valor'), saldo: sum('saldo') });
    expect(body.totais.saldo).toBeLessThan(body.totais.valor);
  });

  it('filters by title (leading zeros ignored), value and paid flag; another unit has other titles', async () => {
    const all = await listBoletos();
    const first = all.itens[0];
    const byTitle = await listBoletos({ titulo: String(Number(first.titulo)) });
    expect(byTitle.itens.length).toBeGreaterThan(0);
    expect(byTitle.itens.every((b) => b.titulo === first.titulo)).toBe(true);
    expect((await listBoletos({ titulo: first.titulo })).itens).toEqual(byTitle.itens);
    const byValue = await listBoletos({ valor: first.valor.toFixed(2) });
    expect(byValue.itens.every((b) => b.valor === first.valor)).toBe(true);
    expect(byValue.itens.length).toBeGreaterThan(0);
    const paid = await listBoletos({ quitado: 'S' });
    expect(paid.itens.length).toBeGreaterThan(0);
    expect(paid.itens.every((b) => b.situacao === 'QUITADO')).toBe(true);
    expect(paid.totais.saldo).toBe(0);
    const open = await listBoletos({ quitado: 'N' });
    expect(open.itens.every((b) => b.situacao !== 'QUITADO')).toBe(true);
    expect(open.itens.length + paid.itens.length).toBe(all.itens.length);
    // empty optional params count as absent
    expect((await listBoletos({ titulo: '', valor: '', quitado: '' })).itens).toEqual(all.itens);
    const campinas = await listBoletos({ filial: '02' });
    expect(campinas.itens.length).toBeGreaterThan(0);
    expect(campinas.itens.some((b) => all.itens.some((a) => a.titulo === b.titulo))).toBe(false);
    const narrow = await listBoletos({ dtini: ymd(day(0)), dtfim: ymd(day(0)) });
    expect(narrow.itens.every((b) => b.vencrea === ymd(day(0)))).toBe(true);
  });

  it('refuses bad dates and missing parameters with fields', async () => {
    for (const url of [
      listUrl({ dtini: '20261340' }),
      listUrl({ dtfim: '2026-12-01' }),
      listUrl().replace(/&dtini=\d+/, ''),
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        message: MSG.invalidRequest,
        fields: expect.any(Object),
      });
    }
    const inverted = await get(listUrl({ dtini: ymd(day(10)), dtfim: ymd(day(-10)) }));
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields).toHaveProperty('dtfim');
    const noCgc = await get(listUrl().replace(`cgc=${MAIN_CGC}&`, ''));
    expect(noCgc.statusCode).toBe(400);
    expect(noCgc.json().fields).toHaveProperty('cgc');
  });

  it("answers 404 for another company's CNPJ, an unknown CNPJ or unit, and scopes sellers and managers", async () => {
    for (const [url, who] of [
      [listUrl({}, OTHER_CGC), 'cliente'],
      [listUrl({}, '11222333000181'), 'cliente'],
      [listUrl({ empresa: '99' }), 'cliente'],
      [listUrl({}, NOT_SELLERS_CGC), 'vendedor'],
    ] as const) {
      const res = await get(url, who);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: MSG.notFound });
    }
    // punctuation in the CNPJ is ignored
    expect((await get(listUrl({}, '11.444.777/0001-61'))).statusCode).toBe(200);
    const mine = await listBoletos();
    for (const who of ['multi', 'vendedor', 'gestor'] as const)
      expect((await listBoletos({}, who)).itens).toEqual(mine.itens);
    expect((await listBoletos({}, 'vendedor', OTHER_CGC)).itens.length).toBeGreaterThan(0);
    expect((await listBoletos({}, 'gestor', NOT_SELLERS_CGC)).itens).toEqual([]);
  });
});

describe('GET /api/boletos/geraBoletoCliente', () => {
  it('renders a FEBRABAN boleto: text layer with a valid linha digitável, I2/5 barcode decoding to the 44 digits; event 2', async () => {
    const list = await listBoletos();
    const b = list.itens.find((x) => x.situacao === 'EMDIA' && x.numero_conta)!;
    expect(b).toBeDefined();
    const before = await eventCount(EVENT_TYPES.BOLETO_DOWNLOAD, users.cliente.id);
    const res = await get(boletoUrl(b, users.cliente.id));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="boleto-${b.titulo}-${b.parcela}.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(pdf);
    const linhas = [...text.matchAll(/\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}/g)].map((m) => m[0]);
    expect(linhas.length).toBe(2); // recibo do pagador and ficha de compensação
    expect(new Set(linhas).size).toBe(1);
    expect(validateLinhaDigitavel(linhas[0])).toBe(true);
    const barcode = linhaDigitavelToBarcode(linhas[0]);
    expect(isValidBarcode(barcode)).toBe(true);
    const parts = parseBarcode(barcode);
    expect(parts.bank).toBe('001');
    expect(parts.amountCents).toBe(Math.round(b.saldo * 100));
    const due = factorToDate(parts.factor, t.clock.now)!;
    expect(formatDate(due)).toBe(formatDate(b.vencrea));
    for (const label of [
      'Recibo do Pagador',
      'Local de Pagamento',
      'Vencimento',
      'Beneficiário',
      'Agência/Código do Beneficiário',
      'Data do Documento',
      'Nº do Documento',
      'Espécie Doc.',
      'Aceite',
      'Data do Processamento',
      'Nosso Número',
      'Uso do Banco',
      'Carteira',
      'Espécie',
      'Quantidade',
      '(=) Valor do Documento',
      'Instruções',
      '(-) Desconto/Abatimento',
      '(+) Mora/Multa',
      '(=) Valor Cobrado',
      'Pagador',
      'Sacador/Avalista',
      'Autenticação mecânica - Ficha de Compensação',
      '001-9',
      'CONSTRUTORA ALICERCE LTDA',
      '11.444.777/0001-61',
      '11.222.333/0001-81',
      `R$ ${formatMoney(b.saldo)}`,
      formatDate(b.vencrea),
    ]) {
      expect(text.toLowerCase(), label).toContain(label.toLowerCase());
    }

    expect(await decodeBarcodes(pdf)).toEqual([barcode]);
    expect(await eventCount(EVENT_TYPES.BOLETO_DOWNLOAD, users.cliente.id)).toBe(before + 1);
    const [ev] = await t.database.db
      .select()
      .from(eventos)
      .where(eq(eventos.eventosTiposId, EVENT_TYPES.BOLETO_DOWNLOAD))
      .orderBy(sql`id desc`)
      .limit(1);
    const [unit] = await t.database.db
      .select()
      .from(unidades)
      .where(and(eq(unidades.empresaCod, '03'), eq(unidades.filialCod, '01')));
    expect(ev).toMatchObject({ createdBy: users.cliente.id, filialId: unit.id });

    // the same title again comes from the cache, byte for byte
    const again = await get(boletoUrl(b, users.cliente.id));
    expect(again.rawPayload.equals(pdf)).toBe(true);
  });

  it("draws other banks' layouts from the title's bank data (Itaú)", async () => {
    const [row] = await t.database.db.select().from(titulos).where(eq(titulos.bancoCodigo, '341')).limit(1);
    expect(row).toBeDefined();
    const res = await get(boletoUrl(row, users.cliente.id));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const text = await pdfText(res.rawPayload);
    const linha = /\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}/.exec(text)![0];
    expect(validateLinhaDigitavel(linha)).toBe(true);
    expect(linha.startsWith('341')).toBe(true);
    expect(text).toContain('341-7');
    expect(await decodeBarcodes(res.rawPayload)).toEqual([linhaDigitavelToBarcode(linha)]);
  });

  it('refuses blocked, paid and overdue titles with code 9001 and the spec messages', async () => {
    const list = await listBoletos();
    const blocked = list.itens.find((x) => x.numero_conta === null)!;
    const paid = list.itens.find((x) => x.situacao === 'QUITADO' && x.numero_conta)!;
    const overdue = list.itens.find((x) => x.situacao === 'VENCIDO' && x.numero_conta)!;
    const cases: [Boleto, string][] = [
      [blocked, MSG.titleBlocked(blocked.titulo, blocked.parcela, '')],
      [paid, MSG.titlePaid(paid.titulo, paid.parcela, formatDate(paid.baixa))],
      [overdue, MSG.titleOverdue(overdue.titulo, overdue.parcela, formatMoney(overdue.saldo))],
    ];
    const before = await eventCount(EVENT_TYPES.BOLETO_DOWNLOAD, users.cliente.id);
    for (const [b, message] of cases) {
      const res = await get(boletoUrl(b, users.cliente.id));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: 422, message, code: 9001 });
    }
    expect(await eventCount(EVENT_TYPES.BOLETO_DOWNLOAD, users.cliente.id)).toBe(before);
  });

  it('treats bank data a boleto cannot be drawn with as an ERP block (9001), not a failure', async () => {
    const b = (await listBoletos()).itens.filter((x) => x.situacao === 'EMDIA' && x.numero_conta).at(-1)!;
    const where = and(
      eq(titulos.titulo, b.titulo),
      eq(titulos.parcela, b.parcela),
      eq(titulos.prefixo, b.prefixo),
    );
    const [orig] = await t.database.db.select().from(titulos).where(where);
    try {
      await t.database.db.update(titulos).set({ bancoCodigo: '756' }).where(where);
      const res = await get(boletoUrl(b, users.cliente.id));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 422,
        code: 9001,
        message: MSG.titleBlocked(b.titulo, b.parcela, b.numero_conta!),
      });
    } finally {
      await t.database.db.update(titulos).set({ bancoCodigo: orig.bancoCodigo }).where(where);
    }
    expect((await get(boletoUrl(b, users.cliente.id))).statusCode).toBe(200);
  });

  it('never trusts `user`, and hides titles of other owners', async () => {
    const mine = (await listBoletos()).itens.find((x) => x.situacao === 'EMDIA' && x.numero_conta)!;
    expect((await get(boletoUrl(mine, users.multi.id))).statusCode).toBe(403);
    expect((await get(boletoUrl(mine, users.cliente.id + 1000))).json()).toMatchObject({ status: 403 });
    const theirs = (await listBoletos({}, 'multi', OTHER_CGC)).itens.find((x) => x.situacao === 'EMDIA')!;
    expect(theirs).toBeDefined();
    const res = await get(boletoUrl(theirs, users.cliente.id));
    expect(res.statusCode).toBe(404);
    expect((await get(boletoUrl(theirs, users.multi.id), 'multi')).statusCode).toBe(200);
    expect((await get(boletoUrl({ ...mine, titulo: '999999999' }, users.cliente.id))).statusCode).toBe(404);
    expect((await get(boletoUrl(mine, users.cliente.id, '03', '02'))).statusCode).toBe(404);
    expect((await get(boletoUrl(mine, users.cliente.id).replace('user=', 'usr='))).statusCode).toBe(400);
  });
});

describe('NF-e: list, XML and DANFE', () => {
  const nfeListUrl = (extra: Record<string, string | undefined> = {}, cgc = MAIN_CGC) =>
    `/api/nfe/listarNfeCliente?${qs({ cgc, empresa: '03', filial: '01', dtini: ymd(day(-30)), dtfim: ymd(day(30)), ...extra })}`;
  const docUrl = (
    kind: 'geraXMLClinte' | 'geraDanfeSimplesClinte',
    n: Pick<NfeDocumento, 'doc' | 'serie'>,
    user: number,
  ) => `/api/nfe/${kind}?${qs({ user, emp: '03', fil: '01', doc: n.doc, serie: n.serie })}`;

  async function notas(
    extra: Record<string, string | undefined> = {},
    who: keyof typeof users = 'cliente',
    cgc = MAIN_CGC,
  ) {
    const res = await get(nfeListUrl(extra, cgc), who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NfeDocumento[];
  }

  it('lists the invoices of the window, most recent first, with valid keys of the unit', async () => {
    const list = await notas();
    expect(list.length).toBeGreaterThanOrEqual(5);
    const [unit] = await t.database.db
      .select()
      .from(unidades)
      .where(and(eq(unidades.empresaCod, '03'), eq(unidades.filialCod, '01')));
    for (const n of list) {
      expect(Object.keys(n).sort()).toEqual(['chave', 'doc', 'emissao', 'pedidoRef', 'serie', 'valbrut']);
      expect(isValidAccessKey(n.chave)).toBe(true);
      const k = parseAccessKey(n.chave)!;
      expect(k.cnpj).toBe(unit.cnpj);
      expect(k.uf).toBe(unit.uf);
      expect(k.nNF).toBe(Number(n.doc));
      expect(k.modelo).toBe(55);
      expect(n.emissao >= ymd(day(-30)) && n.emissao <= ymd(day(30))).toBe(true);
      expect(`${k.year}${String(k.month).padStart(2, '0')}`).toBe(n.emissao.slice(0, 6));
    }
    const order = list.map((n) => n.emissao + n.doc);
    expect(order).toEqual([...order].sort().reverse());
    const one = await notas({ doc: String(Number(list[0].doc)) });
    expect(one).toEqual([list[0]]);
    expect(await notas({ valbrut: String(list[1].valbrut) })).toContainEqual(list[1]);
    expect((await get(nfeListUrl({}, OTHER_CGC))).statusCode).toBe(404);
    expect((await notas({}, 'vendedor', OTHER_CGC)).length).toBeGreaterThan(0);
  });

  it("names the order each invoice bills (its reference), as the order's detail lists the invoice", async () => {
    const list = await notas();
    const stored = await t.database.db
      .select({ chave: notasFiscaisTable.chave, ref: pedidos.ref })
      .from(notasFiscaisTable)
      .innerJoin(pedidos, eq(pedidos.id, notasFiscaisTable.pedidoId));
    const refOf = new Map(stored.map((r) => [r.chave, r.ref]));
    expect(list.some((n) => refOf.has(n.chave))).toBe(true);
    for (const n of list) expect(n.pedidoRef).toBe(refOf.get(n.chave) ?? null);
    // The order's own detail lists the same invoice.
    const billed = list.find((n) => n.pedidoRef)!;
    const [order] = await t.database.db.select().from(pedidos).where(eq(pedidos.ref, billed.pedidoRef!));
    const detail = await get(`/api/pedidos/${order.id}`);
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as { notas: { chave: string }[] }).notas.map((x) => x.chave)).toContain(
      billed.chave,
    );
  });

  it('serves the stored authorized XML: key DV, ide/cNF and cDV from the key, totals that add up, protocol 100; event 3', async () => {
    const [n] = await notas();
    const before = await eventCount(EVENT_TYPES.XML_DOWNLOAD, users.cliente.id);
    const res = await get(docUrl('geraXMLClinte', n, users.cliente.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${n.chave}-procNFe.xml"`);
    const xml = res.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?><nfeProc versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe">',
      ),
    ).toBe(true);
    const root = parseXml(xml);
    expect(root.name).toBe('nfeProc');
    expect(root.children.map((c) => c.name)).toEqual(['NFe', 'protNFe']);
    const inf = root.children[0].children[0];
    expect(inf.attrs).toEqual({ Id: `NFe${n.chave}`, versao: '4.00' });
    expect(inf.children.map((c) => c.name).filter((x, i, a) => a.indexOf(x) === i)).toEqual([
      'ide',
      'emit',
      'dest',
      'det',
      'total',
      'transp',
      'cobr',
      'pag',
      'infAdic',
    ]);
    expect(root.children[0].children[1].name).toBe('Signature');

    const d = parseNfeXml(xml);
    expect(d.chave).toBe(n.chave);
    expect(nfeKeyDv(n.chave.slice(0, 43))).toBe(Number(n.chave[43]));
    expect(d.ide.cNF).toBe(n.chave.slice(35, 43));
    expect(d.ide.cDV).toBe(n.chave[43]);
    expect(d.ide.cUF).toBe(n.chave.slice(0, 2));
    expect(d.ide.nNF).toBe(String(Number(n.doc)));
    expect(d.ide.tpAmb).toBe('2');
    expect(d.ide.mod).toBe('55');
    expect(d.emit.CNPJ).toBe(n.chave.slice(6, 20));
    expect(d.dest.CNPJ).toBe(MAIN_CGC);
    expect(['0', '1']).toContain(d.transp.modFrete);
    expect(d.infCpl).toMatch(/HOMOLOGACAO/);
    expect(d.prot).toMatchObject({
      chNFe: n.chave,
      cStat: '100',
      tpAmb: '2',
      digVal: d.signature!.digestValue,
    });
    expect(d.signature!.referenceUri).toBe(`#NFe${n.chave}`);
    expect(d.signature!.digestValue).toBe(createHash('sha1').update(canonicalInfNFe(xml)!).digest('base64'));

    const c = (v: number) => Math.round(v * 100);
    const sum = (k: 'vProd' | 'vICMS' | 'vIPI' | 'vPIS' | 'vCOFINS' | 'vBC') =>
      d.itens.reduce((s, it) => s + c(it[k]), 0);
    expect(d.itens.length).toBeGreaterThan(0);
    for (const it of d.itens) expect(c(it.vProd)).toBe(Math.round(it.qCom * c(it.vUnCom)));
    expect(c(d.total.vProd)).toBe(sum('vProd'));
    expect(c(d.total.vBC)).toBe(sum('vBC'));
    expect(c(d.total.vICMS)).toBe(sum('vICMS'));
    expect(c(d.total.vIPI)).toBe(sum('vIPI'));
    expect(c(d.total.vPIS)).toBe(sum('vPIS'));
    expect(c(d.total.vCOFINS)).toBe(sum('vCOFINS'));
    const t2 = d.total;
    expect(c(t2.vNF)).toBe(
      c(t2.vProd) -
        c(t2.vDesc) +
        c(t2.vST) +
        c(t2.vFCPST) +
        c(t2.vFrete) +
        c(t2.vSeg) +
        c(t2.vOutro) +
        c(t2.vII) +
        c(t2.vIPI) +
        c(t2.vIPIDevol),
    );
    expect(c(t2.vNF)).toBe(c(n.valbrut));
    expect(d.cobr.fat).toMatchObject({ vOrig: t2.vNF, vLiq: t2.vNF });
    expect(d.cobr.dups.reduce((s, x) => s + c(x.vDup), 0)).toBe(c(t2.vNF));
    expect(d.pag).toEqual([{ indPag: '1', tPag: '15', vPag: t2.vNF }]);
    expect(await eventCount(EVENT_TYPES.XML_DOWNLOAD, users.cliente.id)).toBe(before + 1);
  });

  it('renders the DANFE from the XML: Code 128C key decodes, key in groups of four, the blocks; event 4', async () => {
    const [n] = await notas();
    const before = await eventCount(EVENT_TYPES.DANFE_DOWNLOAD, users.cliente.id);
    const res = await get(docUrl('geraDanfeSimplesClinte', n, users.cliente.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const s of [
      'RECEBEMOS DE',
      'DATA DE RECEBIMENTO',
      'IDENTIFICAÇÃO DO EMITENTE',
      'DANFE',
      '0 - ENTRADA',
      '1 - SAÍDA',
      'FOLHA 1/1',
      'CHAVE DE ACESSO',
      formatNfeKey(n.chave),
      'Consulta de autenticidade',
      'NATUREZA DA OPERAÇÃO',
      'PROTOCOLO DE AUTORIZAÇÃO DE USO',
      'INSCRIÇÃO ESTADUAL',
      'DESTINATÁRIO / REMETENTE',
      'FATURA / DUPLICATAS',
      'CÁLCULO DO IMPOSTO',
      'TRANSPORTADOR / VOLUMES TRANSPORTADOS',
      'DADOS DOS PRODUTOS / SERVIÇOS',
      'NCM/SH',
      'CFOP',
      'DADOS ADICIONAIS',
      'CONSTRUTORA ALICERCE LTDA',
      'SEM VALOR FISCAL',
    ]) {
      expect(text, s).toContain(s);
    }
    expect(formatNfeKey(n.chave).split(' ')).toHaveLength(11);
    expect(text).toContain(`Nº ${n.doc.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1.$2.$3')}`);
    expect(await decodeBarcodes(res.rawPayload)).toEqual([n.chave]);
    expect(await eventCount(EVENT_TYPES.DANFE_DOWNLOAD, users.cliente.id)).toBe(before + 1);
  });

  it('checks `user` and the owner of the invoice', async () => {
    const [n] = await notas();
    for (const kind of ['geraXMLClinte', 'geraDanfeSimplesClinte'] as const) {
      expect((await get(docUrl(kind, n, users.multi.id))).statusCode).toBe(403);
      expect((await get(docUrl(kind, { ...n, doc: '999999' }, users.cliente.id))).statusCode).toBe(404);
    }
    const [theirs] = await notas({}, 'multi', OTHER_CGC);
    expect((await get(docUrl('geraXMLClinte', theirs, users.cliente.id))).statusCode).toBe(404);
    expect((await get(docUrl('geraDanfeSimplesClinte', theirs, users.cliente.id))).statusCode).toBe(404);
    expect((await get(docUrl('geraXMLClinte', theirs, users.multi.id), 'multi')).statusCode).toBe(200);
  });
});

describe('GET /api/relatorios/extratoFinanceiro', () => {
  const url = (p: Record<string, string | number | undefined>) =>
    `/api/relatorios/extratoFinanceiro?${qs({ user: users.cliente.id, emp: '03', fil: '01', dtIni: br(day(-30)), dtFin: br(day(30)), cnpj: MAIN_CGC, ...p })}`;

  it('renders the statement of the period with the titles, balances and totals; event 5', async () => {
    const before = await eventCount(EVENT_TYPES.EXTRATO_DOWNLOAD, users.cliente.id);
    const res = await get(url({}));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="extrato-financeiro-11444777000161-\d{8}-\d{8}\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const list = await listBoletos();
    expect(text).toContain('EXTRATO FINANCEIRO');
    expect(text).toContain('CONSTRUTORA ALICERCE LTDA');
    expect(text).toContain('11.444.777/0001-61');
    expect(text).toContain(`${br(day(-30))} a ${br(day(30))}`);
    for (const b of list.itens) expect(text).toContain(`${b.prefixo} ${b.titulo}/${b.parcela}`);
    expect(text).toMatch(
      new RegExp(
        `TOTAL \\(${list.itens.length} títulos\\)\\s+R\\$ ${formatMoney(list.totais.valor).replace(/\./g, '\\.')}\\s+R\\$ ${formatMoney(list.totais.saldo).replace(/\./g, '\\.')}`,
      ),
    );
    expect(await eventCount(EVENT_TYPES.EXTRATO_DOWNLOAD, users.cliente.id)).toBe(before + 1);
  });

  it('answers JSON with the message when the dates are missing, invalid or inverted', async () => {
    const cases: [Record<string, string | undefined>, string][] = [
      [{ dtIni: undefined }, MSG.statementDatesRequired],
      [{ dtFin: '' }, MSG.statementDatesRequired],
      [{ dtIni: '31/02/2026' }, MSG.statementDateInvalid],
      [{ dtIni: '2026-11-01' }, MSG.statementDateInvalid],
      [{ dtIni: br(day(5)), dtFin: br(day(-5)) }, MSG.statementPeriodInverted],
    ];
    for (const [p, message] of cases) {
      for (const u of [url(p), url(p).replace('extratoFinanceiro?', 'extratoFinanceiro/resumo?')]) {
        const res = await get(u);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 400, message });
      }
    }
    expect(new Set(cases.map(([, m]) => m)).size).toBe(3);
  });

  it('checks `user` and the owner of the CNPJ', async () => {
    expect((await get(url({ user: users.multi.id }))).statusCode).toBe(403);
    expect((await get(url({ cnpj: OTHER_CGC }))).statusCode).toBe(404);
    expect((await get(url({ cnpj: OTHER_CGC, user: users.vendedor.id }), 'vendedor')).statusCode).toBe(200);
    expect((await get(url({ fil: '09' }))).statusCode).toBe(404);
  });
});

// Boleto and DANFE PDFs come from an in-memory cache keyed by what they are drawn from, with an
// ETag the browser sends back: a changed title is drawn again and the owner is checked every time.
describe('cached documents: ETag, changes and owners', () => {
  const getWith = (url: string, who: keyof typeof users, etag?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(users[who].token), ...(etag ? { 'if-none-match': etag } : {}) },
    });

  it('answers 304 to the current ETag (event recorded), and an ERP change or a payment of the title is never the old PDF', async () => {
    const b = (await listBoletos()).itens
      .filter((x) => x.situacao === 'EMDIA' && x.numero_conta && x.saldo > 200)
      .at(-1)!;
    expect(b).toBeDefined();
    const url = boletoUrl(b, users.cliente.id);
    const first = await getWith(url, 'cliente');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const before = await eventCount(EVENT_TYPES.BOLETO_DOWNLOAD, users.cliente.id);
    const again = await getWith(url, 'cliente', etag);
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(await eventCount(EVENT_TYPES.BOLETO_DOWNLOAD, users.cliente.id)).toBe(before + 1);
    expect((await getWith(url, 'cliente', `"outro", W/${etag}`)).statusCode).toBe(304);
    // the number with or without leading zeros is the same title and the same PDF
    const padded = await getWith(
      boletoUrl({ ...b, titulo: `00${b.titulo.replace(/^0+/, '')}` }, users.cliente.id),
      'cliente',
    );
    expect(padded.headers.etag).toBe(etag);
    expect(padded.rawPayload.equals(first.rawPayload)).toBe(true);

    // the ERP changes the balance and the due date: a new PDF, even for a browser holding the old one
    const where = and(
      eq(titulos.titulo, b.titulo),
      eq(titulos.prefixo, b.prefixo),
      eq(titulos.parcela, b.parcela),
    );
    const [row] = await t.database.db
      .select({ t: titulos, c: clientes })
      .from(titulos)
      .innerJoin(clientes, eq(clientes.id, titulos.clienteId))
      .where(where);
    const key = await apiKeyFor(t.database.db);
    const putTitle = async (change: Partial<{ saldo: number; vencrea: string; baixa: string | null }>) => {
      const item = {
        empresa: '03',
        filial: '01',
        codigo: row.c.codigo,
        loja: row.c.loja,
        prefixo: row.t.prefixo,
        titulo: row.t.titulo,
        parcela: row.t.parcela,
        numeroConta: row.t.numeroConta,
        bancoCodigo: row.t.bancoCodigo,
        agencia: row.t.agencia,
        carteira: row.t.carteira,
        convenio: row.t.convenio,
        nossoNumero: row.t.nossoNumero,
        valor: row.t.valor,
        saldo: row.t.saldo,
        emissao: row.t.emissao,
        vencrea: row.t.vencrea,
        baixa: row.t.baixa,
        ...change,
      };
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/integracao/v1/titulos',
        headers: withKey(key),
        payload: { itens: [item] },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const saldo = Math.round((row.t.saldo - 100.5) * 100) / 100;
    const vencrea = day(45);
    try {
      await putTitle({ saldo, vencrea });
      const changed = await getWith(url, 'cliente', etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      const text = await pdfText(changed.rawPayload);
      expect(text).toContain(`R$ ${formatMoney(saldo)}`);
      expect(text).toContain(br(vencrea));
      expect(text).not.toContain(`R$ ${formatMoney(row.t.saldo)}`);

      // paid: the spec's refusal, not the PDF the browser (or the cache) holds
      await putTitle({ saldo: 0, baixa: day(0) });
      const paid = await getWith(url, 'cliente', String(changed.headers.etag));
      expect(paid.statusCode).toBe(422);
      expect(paid.json()).toMatchObject({
        status: 422,
        code: 9001,
        message: MSG.titlePaid(b.titulo, b.parcela, formatDate(day(0))),
      });
    } finally {
      await putTitle({});
    }
    const back = await getWith(url, 'cliente', etag);
    expect(back.statusCode).toBe(304);
  });

  it("refuses another customer's title and a foreign `user` even when the PDF is cached and the ETag is sent", async () => {
    const theirs = (await listBoletos({}, 'multi', OTHER_CGC)).itens.find(
      (x) => x.situacao === 'EMDIA' && x.numero_conta,
    )!;
    const own = await getWith(boletoUrl(theirs, users.multi.id), 'multi');
    expect(own.statusCode).toBe(200);
    const etag = String(own.headers.etag);
    expect((await getWith(boletoUrl(theirs, users.multi.id), 'multi', etag)).statusCode).toBe(304);
    for (const res of [
      await getWith(boletoUrl(theirs, users.cliente.id), 'cliente'),
      await getWith(boletoUrl(theirs, users.cliente.id), 'cliente', etag),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['content-type']).toContain('application/json');
    }
    expect((await getWith(boletoUrl(theirs, users.multi.id), 'cliente', etag)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: boletoUrl(theirs, users.multi.id),
          headers: { 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('DANFE: 304 to the current ETag, the same bytes when drawn again, 404 for another owner even with the ETag', async () => {
    const notasOf = async (who: keyof typeof users, cgc: string) => {
      const res = await get(
        `/api/nfe/listarNfeCliente?${qs({ cgc, empresa: '03', filial: '01', dtini: ymd(day(-30)), dtfim: ymd(day(30)) })}`,
        who,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as NfeDocumento[];
    };
    const danfeUrl = (n: NfeDocumento, user: number) =>
      `/api/nfe/geraDanfeSimplesClinte?${qs({ user, emp: '03', fil: '01', doc: n.doc, serie: n.serie })}`;
    const [n] = await notasOf('cliente', MAIN_CGC);
    const first = await getWith(danfeUrl(n, users.cliente.id), 'cliente');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const before = await eventCount(EVENT_TYPES.DANFE_DOWNLOAD, users.cliente.id);
    expect((await getWith(danfeUrl(n, users.cliente.id), 'cliente', etag)).statusCode).toBe(304);
    expect(await eventCount(EVENT_TYPES.DANFE_DOWNLOAD, users.cliente.id)).toBe(before + 1);
    // drawn again from the same XML (another process, an evicted entry): the same bytes
    const [nota] = await t.database.db
      .select()
      .from(notasFiscaisTable)
      .where(eq(notasFiscaisTable.chave, n.chave));
    expect((await renderDanfePdf(nota.xml)).equals(first.rawPayload)).toBe(true);

    const [theirs] = await notasOf('multi', OTHER_CGC);
    const mine = await getWith(danfeUrl(theirs, users.multi.id), 'multi');
    expect(mine.statusCode).toBe(200);
    const res = await getWith(danfeUrl(theirs, users.cliente.id), 'cliente', String(mine.headers.etag));
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});
