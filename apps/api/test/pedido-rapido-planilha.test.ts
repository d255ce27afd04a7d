// The quick order's spreadsheet upload (POST /api/pedido-rapido/planilha) under its bounds: a zip
// bomb (a real .xlsx of about 200 KB whose shared strings hold four cells of 50 MiB) is refused
// with a short 413 in well under a second while other requests are served, without the memory it
// would take to inflate; the 501st line, a cell too long and data beyond the last column are
// refused as they are read, in .xlsx and .csv alike; codes and quantities come back cut to the
// check's bounds; uploads are limited per user (PLANILHA_RATE_LIMIT a minute, here 30).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import {
  PEDIDO_RAPIDO_MAX_CODIGO,
  PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO,
  PLANILHA_LIMITES,
} from '@portal/shared/pedido-rapido';
import type { PedidoRapidoResponse } from '@portal/shared/schemas/pedido-rapido';
import { loadConfig } from '../src/config';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';
import { MIB, xlsxBomb, xlsxWith } from './xlsx-files';

let t: TestApp;
let cliente: string;
let multi: string;
let vendedor: string;
/** Uploads a minute per user in this file's app (the tests above the rate limit's share it). */
const RATE_LIMIT = 30;
const ids = { cliente: 0, matriz: 0, sku: '' };

beforeAll(async () => {
  t = await createTestApp({ env: { PLANILHA_RATE_LIMIT: String(RATE_LIMIT) } });
  [cliente, multi, vendedor] = (
    await Promise.all(
      [DEMO_ACCOUNTS.cliente, DEMO_ACCOUNTS.multi, DEMO_ACCOUNTS.vendedor].map((e) => tokenFor(t.app, e)),
    )
  ).map((x) => x.token);
  const db = t.database.db;
  const [c] = await db.select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
  const units = await db.select().from(s.unidades);
  const [p] = await db.select().from(s.produtos).where(eq(s.produtos.ativo, true)).limit(1);
  Object.assign(ids, {
    cliente: c.id,
    matriz: units.find((u) => u.empresaCod === '03' && u.filialCod === '01')!.id,
    sku: p.sku,
  });
});
afterAll(async () => t?.close());

const planilha = (token: string, file: Buffer | string, nome: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pedido-rapido/planilha',
    headers: bearer(token),
    payload: {
      clienteId: ids.cliente,
      filialId: ids.matriz,
      arquivo: Buffer.from(file).toString('base64'),
      nome,
    },
  });

const cellTooLong = (onde: string) => MSG.quickOrderFileCellTooLong('1.000', onde);
const tooManyColumns = (onde: string) => MSG.quickOrderFileTooManyColumns(50, onde);
const tooLarge = MSG.quickOrderFileTooLarge(4, 500);

describe('a spreadsheet bomb', () => {
  it('four cells of 50 MiB (headers true or lying) or 112 MiB: a short 413 in < 1 s, other requests served, memory flat', async () => {
    expect(PLANILHA_LIMITES.BYTES).toBe(4 * MIB);
    for (const [mib, lying] of [
      [50, false],
      [50, true],
      [112, false],
    ] as const) {
      const bomb = await xlsxBomb(mib, lying);
      // The finding's file: about 200 KB for 200 MiB of text (450 KB for 450 MiB).
      expect(bomb.length).toBeLessThan(mib * 5 * 1024);
      global.gc?.();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      const sampler = setInterval(() => {
        const m = process.memoryUsage();
        peakRss = Math.max(peakRss, m.rss);
        peakHeap = Math.max(peakHeap, m.heapUsed);
      }, 2);
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const t0 = performance.now();
      const sent = planilha(cliente, bomb, 'bomba.xlsx').then((res) => ({ res, ms: performance.now() - t0 }));
      const ping = t.app
        .inject({ method: 'GET', url: '/api/ping' })
        .then((res) => ({ res, ms: performance.now() - t0 }));
      const [b, p] = await Promise.all([sent, ping]);
      loop.disable();
      clearInterval(sampler);
      const label = `${mib} MiB${lying ? ', lying headers' : ''}`;
      expect(b.res.statusCode, label).toBe(413);
      expect(b.res.json(), label).toEqual({ status: 413, message: tooLarge, fields: { arquivo: tooLarge } });
      expect(b.res.rawPayload.length, label).toBeLessThan(1024);
      expect(b.ms, label).toBeLessThan(1000);
      // The ping sent alongside answers, and the event loop never stalled for long.
      expect(p.res.statusCode, label).toBe(200);
      expect(p.ms, label).toBeLessThan(1000);
      expect(loop.max / 1e6, label).toBeLessThan(500);
      // Inflating stops at the 4 MiB bound: no growth near the 200 MiB the cells hold.
      expect((peakRss - before.rss) / MIB, label).toBeLessThan(100);
      expect((peakHeap - before.heapUsed) / MIB, label).toBeLessThan(60);
    }
  });

  it('three bombs at once are refused alike, the memory flat', async () => {
    const bomb = await xlsxBomb(50, true);
    const before = process.memoryUsage().rss;
    const t0 = performance.now();
    const answers = await Promise.all([multi, multi, multi].map((tk) => planilha(tk, bomb, 'b.xlsx')));
    expect(performance.now() - t0).toBeLessThan(1500);
    expect(answers.map((a) => a.statusCode)).toEqual([413, 413, 413]);
    expect((process.memoryUsage().rss - before) / MIB).toBeLessThan(100);
  });
});

describe('the bounds, as the file is read', () => {
  const rowsOf = (n: number, from = 1) =>
    Array.from({ length: n }, (_, i) => [`${ids.sku}`, from + i] as (string | number)[]);

  it('.xlsx: a header and 500 lines pass; the 501st line is refused before anything after it is read', async () => {
    const ok = await planilha(cliente, await xlsxWith([['Código', 'Quantidade'], ...rowsOf(500)]), 'ok.xlsx');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as PedidoRapidoResponse).linhas).toHaveLength(500);
    // Row 503 holds a cell over the bound: the answer is about the lines, so it was never read.
    const long = 'X'.repeat(PLANILHA_LIMITES.CARACTERES + 1);
    const rows = [['Código', 'Quantidade'], ...rowsOf(501), [long, 1]];
    const res = await planilha(cliente, await xlsxWith(rows), 'muitas.xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.quickOrderFileTooManyLines(500));
    expect(res.json().fields).toEqual({ arquivo: MSG.quickOrderFileTooManyLines(500) });
  });

  it('.xlsx: a cell over 1 000 characters is a 400 naming it, in any column; 1 000 pass, echoed cut', async () => {
    const long = 'Y'.repeat(PLANILHA_LIMITES.CARACTERES + 1);
    const inA = await planilha(
      cliente,
      await xlsxWith([
        [ids.sku, 1],
        [long, 2],
      ]),
      'a.xlsx',
    );
    expect(inA.statusCode).toBe(400);
    expect(inA.json().message).toBe(cellTooLong('célula A2'));
    const inC = await planilha(cliente, await xlsxWith([[ids.sku, 1, 'obs', long]]), 'c.xlsx');
    expect(inC.json().message).toBe(cellTooLong('célula D1'));
    const numberLike = await planilha(cliente, await xlsxWith([[ids.sku, '9'.repeat(1001)]]), 'n.xlsx');
    expect(numberLike.json().message).toBe(cellTooLong('célula B1'));

    const code = 'Z'.repeat(PLANILHA_LIMITES.CARACTERES);
    const qty = '1'.repeat(PLANILHA_LIMITES.CARACTERES);
    const res = await planilha(cliente, await xlsxWith([[code, qty]]), 'limite.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const [linha] = (res.json() as PedidoRapidoResponse).linhas;
    expect(linha.sku).toBe(`${'Z'.repeat(PEDIDO_RAPIDO_MAX_CODIGO - 1)}…`);
    expect(linha.quantidadeInformada).toBe(`${'1'.repeat(PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO - 1)}…`);
    expect(linha.mensagens).toEqual([MSG.quickOrderUnknown(linha.sku)]);
    expect(res.rawPayload.length).toBeLessThan(1024);
  });

  it('.xlsx: data beyond column 50 is a 400 naming the cell; column 50 and empty cells past it pass', async () => {
    const row = (n: number) => [ids.sku, 1, ...Array.from({ length: n - 2 }, (_, i) => `c${i + 3}`)];
    const wide = await planilha(cliente, await xlsxWith([row(50), row(51)]), 'larga.xlsx');
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe(tooManyColumns('célula AY2'));
    const fifty = await planilha(cliente, await xlsxWith([row(50)]), 'cinquenta.xlsx');
    expect(fifty.statusCode, fifty.body).toBe(200);
  });

  it('.csv: the same bounds (lines, characters of a cell, columns), by line and column', async () => {
    const lines = Array.from({ length: 501 }, () => `${ids.sku};10`);
    const many = await planilha(multi, [...lines, 'X'.repeat(5000)].join('\r\n'), 'muitas.csv');
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(MSG.quickOrderFileTooManyLines(500));

    const long = await planilha(multi, `${ids.sku};10\r\n${'W'.repeat(1001)};2\r\n`, 'longa.csv');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(cellTooLong('linha 2, coluna 1'));

    const cols = (n: number) => [ids.sku, '1', ...Array.from({ length: n - 2 }, () => 'x')].join(';');
    const wide = await planilha(multi, `${cols(50)}\n${cols(51)}\n`, 'larga.csv');
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe(tooManyColumns('linha 2, coluna 51'));
    // Empty columns past the last (a spreadsheet's CSV export) are no data.
    const trailing = await planilha(cliente, `${cols(50)}${';'.repeat(30)}\n`, 'vazias.csv');
    expect(trailing.statusCode, trailing.body).toBe(200);
  });
});

describe('the rate limit', () => {
  it('allows PLANILHA_RATE_LIMIT uploads a minute per user, then a 429 in pt-BR; another user is not counted', async () => {
    const csv = `${ids.sku};10\n`;
    for (let i = 0; i < RATE_LIMIT; i++) {
      const res = await planilha(vendedor, csv, 'lista.csv');
      expect(res.statusCode).not.toBe(429);
    }
    const limited = await planilha(vendedor, csv, 'lista.csv');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, message: MSG.tooManyRequests });
    const other = await planilha(multi, csv, 'lista.csv');
    expect(other.statusCode).not.toBe(429);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).PLANILHA_RATE_LIMIT).toBe(10);
  });
});
