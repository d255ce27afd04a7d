// Pix on títulos (docs/product/documentos-fiscais.md §5), at 1366×768 and 390×844: the customer opens the
// PIX dialog of an open título in Finance (the bank's code the demo ERP sent, and the portal's static one
// of the unit's key), copies the code (read back from the clipboard), downloads the boleto com Pix and
// reads it as a person's phone would: the PDF rendered at 150 dpi, its QR decoded by zbarimg, equal to
// the copia e cola text printed beside it and to what was copied, a valid BR Code of the right amount.
// The order's documents show the same PIX action; titles without a Pix show none.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parsePix } from '@portal/shared/fiscal/pix';
import { formatCurrency, formatDate } from '@portal/shared/format';
import { BUYER_LABELS as B, FINANCE_LABELS as L, ORDER_LABELS as O } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Boleto, ListarBoletosResponse } from '@portal/shared/schemas/financeiro';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import {
  LAPTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  expectPhoneLayout,
  launchBrowser,
  loginThroughPage,
  newPage,
  screenshot,
  startPortal,
  type Portal,
} from './harness';

let portal: Portal;
let browser: Browser;
let downloads: string;
let state: Awaited<ReturnType<BrowserContext['storageState']>>;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  portal = await startPortal({ ERP_SIMULATOR: 'off' });
  browser = await launchBrowser();
  downloads = mkdtempSync(path.join(tmpdir(), 'portal-e2e-pix-'));
  // the customer, at the head office (where the demo títulos are)
  const { context, page } = await newPage(browser, portal, LAPTOP);
  await loginThroughPage(page, 'cliente@demo.com.br');
  await page.waitForURL(/\/$/, { timeout: 20_000 });
  const branchButton = page.getByRole('button', { name: new RegExp(`^${B.branch}: `) });
  if (!(await branchButton.getAttribute('aria-label'))?.includes('03/01')) {
    await branchButton.click();
    await page
      .getByRole('menu', { name: B.branchMenu })
      .getByRole('menuitem', { name: /MATRIZ/ })
      .click();
    await page.getByRole('button', { name: new RegExp(`^${B.branch}: 03/01 `) }).waitFor({ timeout: 20_000 });
    await page.getByRole('dialog', { name: MSG.wait }).waitFor({ state: 'detached', timeout: 20_000 });
  }
  state = await context.storageState();
  await context.close();
});
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await portal?.stop();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

async function customerPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: portal.url,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport,
    storageState: state,
    serviceWorkers: 'block',
  });
  opened.push(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url });
  return context.newPage();
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

/** The boleto PDF of 150 dpi read back: the QR decoded and the copia e cola lines joined. */
function readBoleto(file: string, name: string): { qr: string; copiaECola: string } {
  const png = path.join(process.env.E2E_SCREENSHOTS ? path.resolve('e2e/artifacts') : downloads, name);
  execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', file, png]);
  const qr = execFileSync('zbarimg', ['--raw', '-q', '-Sdisable', '-Sqrcode.enable', `${png}.png`], {
    encoding: 'utf8',
  }).trim();
  const lines = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).split('\n');
  let copiaECola = '';
  for (const l of lines.slice(lines.findIndex((x) => x.startsWith('000201')))) {
    copiaECola += l.trim();
    if (parsePix(copiaECola).ok) break;
  }
  return { qr, copiaECola };
}

/** Opens the título's PIX dialog, checks it, copies the code and returns what the clipboard got. */
async function openAndCopy(page: Page, b: Pick<Boleto, 'titulo' | 'parcela'>, valor: number, venc: string) {
  await page
    .getByRole('button', { name: L.pixAria(b.titulo, b.parcela) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: L.pixTitle(b.titulo, b.parcela) });
  const code = dialog.getByTestId('pix-copia-e-cola');
  await code.waitFor({ timeout: 20_000 });
  await dialog.getByRole('img', { name: L.pixQrAlt(b.titulo, b.parcela) }).waitFor();
  await dialog.getByText(formatCurrency(valor), { exact: true }).waitFor();
  await dialog.getByText(formatDate(venc), { exact: true }).waitFor();
  const shown = await code.inputValue();
  await dialog.getByRole('button', { name: L.pixCopy }).click();
  await page.locator('.notistack-SnackbarContainer').getByText(MSG.pixCopied).waitFor({ timeout: 10_000 });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  expect(await dialog.isVisible(), 'o diálogo continua aberto depois de copiar').toBe(true);
  return { dialog, copied };
}

describe('Pix on títulos', () => {
  it.each([
    ['1366x768', LAPTOP],
    ['390x844', PHONE],
  ])('at %s: the PIX dialog, the copied code and the boleto com Pix agree', async (label, viewport) => {
    const page = await customerPage(viewport);
    const listed = page.waitForResponse((r) => r.url().includes('/api/boletos/listarBoletosCliente'));
    await page.goto('/financeiro');
    const data = (await (await listed).json()) as ListarBoletosResponse;
    const bank = data.itens.find((b) => b.pix && b.situacao === 'EMDIA' && b.numero_conta === '45120-8');
    const own = data.itens.find((b) => b.pix && b.situacao === 'EMDIA' && b.numero_conta !== '45120-8');
    expect(bank, 'título com Pix do banco').toBeDefined();
    expect(own, 'título com Pix estático do portal').toBeDefined();
    await page
      .getByRole('button', { name: L.pixAria(bank!.titulo, bank!.parcela) })
      .first()
      .waitFor();
    // paid and blocked títulos have no PIX
    for (const b of data.itens.filter((x) => x.situacao === 'QUITADO' || !x.numero_conta)) {
      expect(b.pix).toBe(false);
      expect(await page.getByRole('button', { name: L.pixAria(b.titulo, b.parcela) }).count()).toBe(0);
    }
    if (viewport === PHONE) await expectPhoneLayout(page);
    await shot(page, `pix-financeiro-${label}`);

    for (const [kind, b] of [
      ['banco', bank!],
      ['portal', own!],
    ] as const) {
      const { dialog, copied } = await openAndCopy(page, b, b.saldo, b.vencrea);
      const parsed = parsePix(copied);
      expect(parsed.ok, copied).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.pix.tipo).toBe(kind === 'banco' ? 'dinamico' : 'estatico');
      expect(parsed.pix.valorCentavos).toBe(Math.round(b.saldo * 100));
      if (viewport === PHONE) await expectPhoneLayout(page, { appBar: false });
      await shot(page, `pix-dialogo-${kind}-${label}`);
      await expectNoSeriousA11yViolations(page, `diálogo do Pix (${kind}, ${label})`);
      await dialog.getByRole('button', { name: L.pixClose, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      // the boleto com Pix: the QR a phone reads is the printed copia e cola and the copied code
      const [dl] = await Promise.all([
        page.waitForEvent('download', { timeout: 20_000 }),
        page
          .getByRole('button', { name: L.downloadBoletoAria(b.titulo, b.parcela) })
          .first()
          .click(),
      ]);
      const file = path.join(downloads, `${label}-${dl.suggestedFilename()}`);
      await dl.saveAs(file);
      const { qr, copiaECola } = readBoleto(file, `pix-boleto-${kind}-${label}`);
      expect(qr).toBe(copied);
      expect(copiaECola).toBe(copied);
    }
  });

  it("the order's documents have the PIX action of its open títulos", async () => {
    const page = await customerPage(LAPTOP);
    const token = await (async () => {
      await page.goto('/');
      return page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth
            ?.token as string,
      );
    })();
    const gridReq = page.waitForRequest((r) => r.url().endsWith('/api/pedidos/filtro/grid'));
    await page.goto('/pedidos');
    const { unidadeId, clienteId, usuarioId } = (await gridReq).postDataJSON();
    const api = async <T>(method: string, url: string, body?: unknown) => {
      const res = await fetch(`${portal.url}/api${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as T;
    };
    const { items } = await api<{ items: { id: number }[] }>('POST', '/pedidos/filtro/grid', {
      unidadeId,
      clienteId,
      usuarioId,
      pageTotal: 100,
      statusId: null,
    });
    let pedido: Pedido | null = null;
    for (const o of items) {
      const d = await api<Pedido>('GET', `/pedidos/${o.id}`);
      if (d.titulos.some((t) => t.pix) && d.titulos.some((t) => !t.pix)) {
        pedido = d;
        break;
      }
      if (!pedido && d.titulos.some((t) => t.pix)) pedido = d;
    }
    expect(pedido, 'pedido com título com Pix').not.toBeNull();
    await page.goto(`/pedidos/detalhe/${pedido!.id}`);
    const docs = page.getByRole('region', { name: O.documents });
    await docs.waitFor();
    for (const t of pedido!.titulos) {
      const button = docs.getByRole('button', { name: L.pixAria(t.titulo, t.parcela) });
      if (!t.pix) {
        expect(await button.count()).toBe(0);
        continue;
      }
      await button.scrollIntoViewIfNeeded();
      const pix = await api<{ payload: string; valor: number }>(
        'GET',
        `/boletos/pixBoletoCliente?user=${usuarioId}&emp=${pedido!.empresaCod}&fil=${pedido!.filialCod}&numBol=${t.titulo}&prefixo=${t.prefixo}&parcela=${t.parcela}`,
      );
      const { dialog, copied } = await openAndCopy(page, t, pix.valor, t.vencrea);
      expect(copied).toBe(pix.payload);
      await shot(page, 'pix-pedido-1366');
      await dialog.getByRole('button', { name: L.pixClose, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });
});
