// Finance journeys (issue 7, docs/product/portal-cliente.md §2 Finance, §4 Boleto button
// state, §5, §7, §8, §9): the customer opens Finance at the branch with titles, reads the default window
// (today ± DIAS_BOLETO), the order and the totals, filters, downloads an EMDIA boleto whose text layer
// carries a linha digitável that re-validates (and whose barcode reads back), meets the VENCIDO, PAGO and
// blocked buttons, downloads a DANFE and an XML (nfeProc with a valid key), the statement for a period and
// its refusal without dates, and sees the empty texts. PDFs are rendered with pdftoppm.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { isValidAccessKey } from '@portal/shared/fiscal/nfe';
import { linhaDigitavelToBarcode, validateLinhaDigitavel } from '@portal/shared/fiscal/boleto';
import { parsePix } from '@portal/shared/fiscal/pix';
import { formatCurrency, formatDate, formatMoney, formatNfeKey } from '@portal/shared/format';
import { BUYER_LABELS as B, FINANCE_LABELS as L, LABELS } from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import type { Boleto, ListarBoletosResponse, NfeDocumento } from '@portal/shared/schemas/financeiro';
import {
  cspViolations,
  expectNoSeriousA11yViolations,
  launchBrowser,
  loginThroughPage,
  newPage,
  screenshot,
  startPortal,
  type Portal,
} from './harness';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
let portal: Portal;
let browser: Browser;
let downloads: string;
beforeAll(async () => {
  portal = await startPortal({ ERP_SIMULATOR: 'off' });
  browser = await launchBrowser();
  downloads = mkdtempSync(path.join(tmpdir(), 'portal-e2e-downloads-'));
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

/** Today in Brasília (the browser's time zone) shifted by `days`, as a Date at local midnight. */
function brasiliaDay(days = 0): Date {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(y, m - 1, d + days);
}
const ymd = (d: Date) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

/** Closes every notice on screen (sticky ones stay until closed). */
async function closeNotices(page: Page) {
  const buttons = page.locator('.notistack-SnackbarContainer button[aria-label="Fechar"]');
  const deadline = Date.now() + 15_000;
  while ((await buttons.count()) > 0 && Date.now() < deadline) {
    await buttons
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
  }
}

/** A notice on screen: its bold title, then the message. */
const notice = (page: Page, title: string, message: string) =>
  page.locator('.notistack-SnackbarContainer').getByText(`${title} ${message}`, { exact: true });

/** Clicks, saves the download and returns its path and suggested name. */
async function download(page: Page, click: () => Promise<void>): Promise<{ file: string; name: string }> {
  const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), click()]);
  const name = dl.suggestedFilename();
  const file = path.join(downloads, name);
  await dl.saveAs(file);
  return { file, name };
}

/** pdftoppm of the first page into the artifacts (kept only with E2E_SCREENSHOTS), returns the PNG path. */
function renderPdf(file: string, name: string): string {
  const out = path.join(process.env.E2E_SCREENSHOTS ? artifacts : downloads, name);
  execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', file, out]);
  return `${out}.png`;
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

describe('finance: boletos, NF-e documents and the statement', () => {
  it('a customer goes through Finance', async () => {
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'cliente@demo.com.br');
    await page.waitForURL(/\/$/, { timeout: 20_000 });
    await closeNotices(page);

    // The demo titles are at the São Paulo head office: switch to it (the cart is empty: no question).
    const branchButton = page.getByRole('button', { name: new RegExp(`^${B.branch}: `) });
    if (!(await branchButton.getAttribute('aria-label'))?.includes('03/01')) {
      await branchButton.click();
      await page
        .getByRole('menu', { name: B.branchMenu })
        .getByRole('menuitem', { name: /MATRIZ/ })
        .click();
      await page
        .getByRole('button', { name: new RegExp(`^${B.branch}: 03/01 `) })
        .waitFor({ timeout: 20_000 });
      await page.getByRole('dialog', { name: MSG.wait }).waitFor({ state: 'detached', timeout: 20_000 });
    }
    await closeNotices(page);

    // ---- Boletos: the default window is today ± DIAS_BOLETO (30) days, sent as YYYYMMDD.
    const listed = page.waitForResponse((r) => r.url().includes('/api/boletos/listarBoletosCliente'));
    const overdueCount = page.waitForResponse((r) => r.url().includes('/api/clientes/titulos-vencidos'), {
      timeout: 20_000,
    });
    await page
      .getByRole('navigation', { name: B.customerMenu })
      .getByRole('link', { name: B.financeiro })
      .click();
    await page.waitForURL(/\/financeiro$/);
    await page.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
    const listRes = await listed;
    const q = new URL(listRes.url()).searchParams;
    expect(Object.fromEntries(q)).toEqual({
      cgc: '11444777000161',
      empresa: '03',
      filial: '01',
      dtini: ymd(brasiliaDay(-30)),
      dtfim: ymd(brasiliaDay(30)),
    });
    const data = (await listRes.json()) as ListarBoletosResponse;
    const table = page.getByRole('table', { name: L.boletosTable });
    await table.waitFor();
    await page
      .getByText(L.boletosPeriod(formatDate(brasiliaDay(-30)), formatDate(brasiliaDay(30))))
      .waitFor();

    // Every title of the answer, by title then parcel; totals of principal and balance.
    const rowHeads = await table.locator('tbody th').allTextContents();
    const expected = [...data.itens]
      .sort((a, b) => Number(a.titulo) - Number(b.titulo) || a.parcela.localeCompare(b.parcela))
      .map((b) => `${b.titulo}/${b.parcela}`);
    expect(rowHeads).toEqual(expected);
    const sum = (k: 'valor' | 'saldo') => data.itens.reduce((s, b) => s + Math.round(b[k] * 100), 0) / 100;
    const footer = await table.locator('tfoot').innerText();
    expect(footer).toContain(formatCurrency(sum('valor')));
    expect(footer).toContain(formatCurrency(sum('saldo')));

    // The four situations are in the demo data.
    const emdia = data.itens.find(
      (b) => b.situacao === 'EMDIA' && b.numero_conta && b.saldo > 0 && b.numero_conta === '45120-8',
    ) as Boleto;
    const vencido = data.itens.find((b) => b.situacao === 'VENCIDO' && b.numero_conta) as Boleto;
    const quitado = data.itens.find((b) => b.situacao === 'QUITADO' && b.numero_conta) as Boleto;
    const bloqueado = data.itens.find((b) => !b.numero_conta) as Boleto;
    expect([emdia, vencido, quitado, bloqueado].every(Boolean)).toBe(true);

    // The header's overdue figure is read again after the list and agrees with it.
    const countRes = await overdueCount;
    const { total } = (await countRes.json()) as { total: number };
    expect(total).toBe(data.itens.filter((b) => b.situacao === 'VENCIDO').length);
    await page.getByText(L.overdueCount(total)).waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.titulosVencidos,
        ),
      )
      .toBe(total);
    await shot(page, 'financeiro-boletos');
    await expectNoSeriousA11yViolations(page, 'financeiro, boletos');

    // EMDIA: the boleto PDF; its linha digitável re-validates and matches the barcode read back.
    const boletoButton = table.getByRole('button', {
      name: L.downloadBoletoAria(emdia.titulo, emdia.parcela),
    });
    const boleto = await download(page, () => boletoButton.click());
    expect(boleto.name).toBe(`boleto-${emdia.titulo}-${emdia.parcela}.pdf`);
    const text = pdfText(boleto.file);
    const linhas = [...text.matchAll(/\b\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}\b/g)].map(
      (m) => m[0],
    );
    expect(linhas.length).toBeGreaterThanOrEqual(1);
    expect(new Set(linhas).size).toBe(1);
    expect(validateLinhaDigitavel(linhas[0])).toBe(true);
    expect(linhas[0].replace(/\D/g, '').slice(-10)).toBe(
      String(Math.round(emdia.saldo * 100)).padStart(10, '0'),
    );
    expect(text).toContain(formatDate(emdia.vencrea));
    expect(text).toContain(`${emdia.titulo}/${emdia.parcela}`);
    const boletoPng = renderPdf(boleto.file, 'financeiro-boleto');
    // The page holds the barcode and, for a título with a Pix, its QR: each read back.
    const symbols = execFileSync('zbarimg', ['--raw', '-q', boletoPng], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((l) => l.trim());
    const barcode = symbols.filter((l) => /^\d{44}$/.test(l));
    expect(barcode).toEqual([linhaDigitavelToBarcode(linhas[0])]);
    for (const pix of symbols.filter((l) => !/^\d{44}$/.test(l))) {
      const read = parsePix(pix);
      expect(read.ok, pix).toBe(true);
      if (read.ok && read.pix.valorCentavos !== undefined)
        expect(read.pix.valorCentavos).toBe(Math.round(emdia.saldo * 100));
    }

    // VENCIDO: a red button that only warns.
    await closeNotices(page);
    const boletoCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/boletos/geraBoletoCliente')) boletoCalls.push(r.url());
    });
    await table.getByRole('button', { name: L.overdueAria(vencido.titulo, vencido.parcela) }).click();
    await notice(
      page,
      TITLES.warning,
      MSG.titleOverdue(vencido.titulo, vencido.parcela, formatMoney(vencido.saldo)),
    ).waitFor();
    await shot(page, 'financeiro-boleto-vencido');

    // QUITADO: green PAGO with the payment date; it says so (success).
    const paid = table.getByRole('button', {
      name: L.paidAria(quitado.titulo, quitado.parcela, formatDate(quitado.baixa)),
    });
    expect((await paid.innerText()).trim()).toBe(L.paid(formatDate(quitado.baixa)));
    await paid.click();
    await notice(
      page,
      TITLES.success,
      MSG.titlePaid(quitado.titulo, quitado.parcela, formatDate(quitado.baixa)),
    ).waitFor();

    // No account: blocked, with the ERP message (the same the server gives for that title).
    await table.getByRole('button', { name: L.blockedAria(bloqueado.titulo, bloqueado.parcela) }).click();
    const blockedMessage = MSG.titleBlocked(bloqueado.titulo, bloqueado.parcela, '');
    await notice(page, TITLES.warning, blockedMessage).waitFor();
    expect(boletoCalls).toEqual([]);
    const server = await page.evaluate(async (b) => {
      const token = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth
        ?.token;
      const user = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.id;
      const res = await fetch(
        `/api/boletos/geraBoletoCliente?user=${user}&emp=03&fil=01&numBol=${b.titulo}&prefixo=${b.prefixo}&parcela=${b.parcela}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      return res.json();
    }, bloqueado);
    expect(server.message).toBe(blockedMessage);
    await shot(page, 'financeiro-boleto-mensagens');
    await expectNoSeriousA11yViolations(page, 'financeiro, boletos com avisos');
    await closeNotices(page);

    // Filter: only open titles (quitado N) of the window; then a title that does not exist.
    await page.getByRole('button', { name: L.filter }).click();
    let dialog = page.getByRole('dialog', { name: L.filterBoletos });
    await dialog.getByLabel(L.startDate).waitFor();
    await expect(dialog.getByLabel(L.startDate).inputValue()).resolves.toBe(formatDate(brasiliaDay(-30)));
    await expect(dialog.getByLabel(L.endDate).inputValue()).resolves.toBe(formatDate(brasiliaDay(30)));
    await dialog.getByLabel(L.quitado).click();
    await page.getByRole('option', { name: L.quitadoNao }).click();
    await shot(page, 'financeiro-filtro-boletos');
    await expectNoSeriousA11yViolations(page, 'financeiro, diálogo de filtro de boletos');
    const filtered = page.waitForResponse((r) => r.url().includes('/api/boletos/listarBoletosCliente'));
    await dialog.getByRole('button', { name: L.apply }).click();
    const fq = new URL((await filtered).url()).searchParams;
    expect(fq.get('quitado')).toBe('N');
    await page.getByText(L.activeFilter(L.quitado, L.quitadoNao)).waitFor();
    await table.waitFor();
    await expect
      .poll(async () => (await table.locator('tbody th').allTextContents()).length)
      .toBe(data.itens.filter((b) => b.saldo > 0).length);
    await expect(table.getByRole('button', { name: /^PAGO / }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: L.filter }).click();
    dialog = page.getByRole('dialog', { name: L.filterBoletos });
    await dialog.getByLabel(L.titulo).fill('999999999');
    await dialog.getByLabel(L.titulo).press('Enter');
    await page.getByText(MSG.noBoletos).waitFor();
    await shot(page, 'financeiro-boletos-vazio');
    await expectNoSeriousA11yViolations(page, 'financeiro, nenhum boleto');

    // ---- Danfe/XML
    const docsListed = page.waitForResponse((r) => r.url().includes('/api/nfe/listarNfeCliente'));
    // By keyboard: focus the Boletos tab, arrow to Danfe/XML, Enter.
    await page.getByRole('tab', { name: L.boletos }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL(/aba=documentos/);
    const docsRes = await docsListed;
    const dq = new URL(docsRes.url()).searchParams;
    expect(dq.get('dtini')).toBe(ymd(brasiliaDay(-30)));
    expect(dq.get('dtfim')).toBe(ymd(brasiliaDay(30)));
    const docs = (await docsRes.json()) as NfeDocumento[];
    expect(docs.length).toBeGreaterThan(0);
    const docsTable = page.getByRole('table', { name: L.documentosTable });
    await docsTable.waitFor();
    const nota = docs[0];
    await docsTable.getByText(formatNfeKey(nota.chave)).waitFor();
    await shot(page, 'financeiro-documentos');
    await expectNoSeriousA11yViolations(page, 'financeiro, Danfe/XML');

    const danfe = await download(page, () =>
      docsTable.getByRole('button', { name: L.danfeAria(nota.doc, nota.serie) }).click(),
    );
    expect(danfe.name).toMatch(/\.pdf$/);
    const danfeText = pdfText(danfe.file);
    expect(danfeText).toContain('DANFE');
    expect(danfeText.replace(/\s+/g, ' ')).toContain(formatNfeKey(nota.chave));
    renderPdf(danfe.file, 'financeiro-danfe');

    // The XML by keyboard (focus, Enter).
    const xml = await download(page, async () => {
      await docsTable.getByRole('button', { name: L.xmlAria(nota.doc, nota.serie) }).focus();
      await page.keyboard.press('Enter');
    });
    expect(xml.name).toBe(`${nota.chave}-procNFe.xml`);
    const parsed = await page.evaluate(
      (source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        const ns = 'http://www.portalfiscal.inf.br/nfe';
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: doc.documentElement.localName,
          versao: doc.documentElement.getAttribute('versao'),
          id: doc.getElementsByTagNameNS(ns, 'infNFe')[0]?.getAttribute('Id') ?? '',
          chNFe: doc.getElementsByTagNameNS(ns, 'chNFe')[0]?.textContent ?? '',
          nNF: doc.getElementsByTagNameNS(ns, 'nNF')[0]?.textContent ?? '',
        };
      },
      readFileSync(xml.file, 'utf8'),
    );
    expect(parsed).toMatchObject({
      error: false,
      root: 'nfeProc',
      versao: '4.00',
      id: `NFe${nota.chave}`,
      chNFe: nota.chave,
    });
    expect(Number(parsed.nNF)).toBe(Number(nota.doc));
    expect(isValidAccessKey(parsed.chNFe)).toBe(true);

    await page.getByRole('button', { name: L.filter }).click();
    dialog = page.getByRole('dialog', { name: L.filterDocumentos });
    await dialog.getByLabel(L.doc).fill('999999999');
    await expectNoSeriousA11yViolations(page, 'financeiro, diálogo de filtro de documentos');
    await dialog.getByRole('button', { name: L.apply }).click();
    await page.getByText(MSG.noDocuments).waitFor();
    await expectNoSeriousA11yViolations(page, 'financeiro, nenhum documento');

    // Back to Boletos: its filter was kept.
    await page.getByRole('tab', { name: L.boletos }).click();
    await page.getByText(MSG.noBoletos).waitFor();

    // ---- Extrato financeiro: a period as DD/MM/YYYY; without a date the server's message as 'Atenção:'.
    await page.getByRole('tab', { name: L.extrato }).click();
    const ini = page.getByLabel(L.startDate);
    const fim = page.getByLabel(L.endDate);
    await ini.fill('');
    await ini.pressSequentially(formatDate(brasiliaDay(-60)).replace(/\D/g, ''));
    await fim.fill('');
    await fim.pressSequentially(formatDate(brasiliaDay(60)).replace(/\D/g, ''));
    await expect(ini.inputValue()).resolves.toBe(formatDate(brasiliaDay(-60)));
    await shot(page, 'financeiro-extrato');
    await expectNoSeriousA11yViolations(page, 'financeiro, extrato');
    const extratoReq = page.waitForRequest((r) => r.url().includes('/api/relatorios/extratoFinanceiro'));
    const extrato = await download(page, () => page.getByRole('button', { name: L.downloadExtrato }).click());
    const eq = new URL((await extratoReq).url()).searchParams;
    expect(eq.get('dtIni')).toBe(formatDate(brasiliaDay(-60)));
    expect(eq.get('dtFin')).toBe(formatDate(brasiliaDay(60)));
    expect(eq.get('cnpj')).toBe('11444777000161');
    expect(eq.get('emp')).toBe('03');
    expect(eq.get('fil')).toBe('01');
    expect(extrato.name).toMatch(/^extrato-financeiro-.*\.pdf$/);
    const extratoText = pdfText(extrato.file);
    expect(extratoText).toContain('CONSTRUTORA ALICERCE LTDA');
    expect(extratoText).toContain(`${formatDate(brasiliaDay(-60))}`);
    renderPdf(extrato.file, 'financeiro-extrato-pdf');

    await fim.fill('');
    await page.getByRole('button', { name: L.downloadExtrato }).click();
    await notice(page, TITLES.warning, MSG.statementDatesRequired).waitFor();
    await shot(page, 'financeiro-extrato-sem-data');
    await expectNoSeriousA11yViolations(page, 'financeiro, extrato sem data');
    // The statement's period rule is a shared zod schema: built in the browser without the eval probe
    // the Content-Security-Policy would refuse.
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it("the header's Devedor is the finance tab's open balance, also after the ERP bills a new title (1366 and 390)", async () => {
    // An ERP key, as an administrator makes one, to send a new title as the ERP does when it bills.
    const admin = await newPage(browser, portal);
    await loginThroughPage(admin.page, 'admin@demo.com.br');
    await admin.page.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
    const adminToken = await admin.page.evaluate(
      () => JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth?.token,
    );
    const keyRes = await admin.context.request.post('/api/integracao/chaves', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { nome: 'E2E ERP FINANCEIRO' },
    });
    expect(keyRes.status()).toBe(201);
    const { chave: apiKey } = (await keyRes.json()) as { chave: string };
    const iso = (d: Date) => `${ymd(d).slice(0, 4)}-${ymd(d).slice(4, 6)}-${ymd(d).slice(6, 8)}`;
    const billTitle = async (titulo: string, valor: number) => {
      const r = await admin.context.request.put('/api/integracao/v1/titulos', {
        headers: { 'x-api-key': apiKey },
        data: {
          itens: [
            {
              empresa: '03',
              filial: '01',
              codigo: '100001',
              loja: '01',
              prefixo: 'NF',
              titulo,
              parcela: 'A',
              numeroConta: '45120-8',
              valor,
              saldo: valor,
              emissao: iso(brasiliaDay(0)),
              vencrea: iso(brasiliaDay(20)),
            },
          ],
        },
      });
      expect(r.status(), await r.text()).toBe(200);
    };

    const money = (text: string, label: string) => {
      const m = new RegExp(`${label.replace(/[()]/g, '\\$&')}:\\s*(-?R\\$\\s*-?[\\d.]+,\\d{2})`).exec(text);
      expect(m, `${label} em "${text}"`).not.toBeNull();
      return m![1].replace(/\s+/g, ' ');
    };
    const headerDebt = async (page: Page) => {
      // On a phone the client's credit figures are in the drawer of the app bar's menu button.
      const phone = (page.viewportSize()?.width ?? 1366) < 900;
      if (phone) await page.locator('header').getByRole('button', { name: LABELS.openMenu }).click();
      const text = await page.getByLabel(B.creditFigures).innerText();
      if (phone) {
        await page.keyboard.press('Escape');
        await page.getByLabel(B.creditFigures).waitFor({ state: 'hidden' });
      }
      return money(text, 'Devedor');
    };
    const tabDebt = async (page: Page) =>
      money(await page.getByRole('region', { name: L.creditTitle }).innerText(), L.creditDebt);
    const noSidewaysScroll = async (page: Page, where: string) =>
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        where,
      ).toBeLessThanOrEqual(0);
    /** Waits until the header shows the tab's figure (the header reloads after the list). */
    const expectSameDebt = async (page: Page) => {
      const tab = await tabDebt(page);
      const deadline = Date.now() + 15_000;
      while ((await headerDebt(page)) !== tab && Date.now() < deadline) await page.waitForTimeout(200);
      expect(await headerDebt(page)).toBe(tab);
      return tab;
    };
    const cents = (brl: string) => Math.round(Number(brl.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

    for (const [width, height, titulo, valor] of [
      [1366, 900, '000990001', 1234.56],
      [390, 844, '000990002', 987.65],
    ] as const) {
      const { context, page } = await newPage(browser, portal);
      await page.setViewportSize({ width, height });
      await loginThroughPage(page, 'cliente@demo.com.br');
      await page.waitForURL(/\/$/, { timeout: 20_000 });
      await closeNotices(page);
      // On a phone the branch select lives in the drawer of the app bar's menu button.
      if (width < 900) await page.locator('header').getByRole('button', { name: LABELS.openMenu }).click();
      const branchButton = page.getByRole('button', { name: new RegExp(`^${B.branch}: `) });
      if (!(await branchButton.getAttribute('aria-label'))?.includes('03/01')) {
        await branchButton.click();
        await page
          .getByRole('menu', { name: B.branchMenu })
          .getByRole('menuitem', { name: /MATRIZ/ })
          .click();
        await page
          .getByRole('button', { name: new RegExp(`^${B.branch}: 03/01 `) })
          .waitFor({ timeout: 20_000 });
        await page.getByRole('dialog', { name: MSG.wait }).waitFor({ state: 'detached', timeout: 20_000 });
      }
      await closeNotices(page);

      // Finance: the open balance of every due date beside the list, and the header's Devedor
      await page.goto('/financeiro');
      await page.getByRole('region', { name: L.creditTitle }).waitFor({ timeout: 20_000 });
      const before = await expectSameDebt(page);
      await noSidewaysScroll(page, `financeiro ${width}`);
      await shot(page, `financeiro-credito-${width}`);

      // The ERP bills a new title: the tab and the header both move by its value
      await billTitle(titulo, valor);
      await page.reload();
      await page.getByRole('region', { name: L.creditTitle }).waitFor({ timeout: 20_000 });
      let after = await expectSameDebt(page);
      const deadline = Date.now() + 15_000;
      while (cents(after) !== cents(before) + Math.round(valor * 100) && Date.now() < deadline) {
        await page.waitForTimeout(300);
        after = await expectSameDebt(page);
      }
      expect(cents(after)).toBe(cents(before) + Math.round(valor * 100));

      // The statement on the screen: the same figures; overdue lines with days late and the updated amount
      await page.getByRole('tab', { name: L.extrato }).click();
      const ini = page.getByLabel(L.startDate);
      const fim = page.getByLabel(L.endDate);
      await ini.fill('');
      await ini.pressSequentially('31022026');
      await page.getByRole('button', { name: L.showExtrato }).click();
      await page.getByRole('alert').filter({ hasText: MSG.statementDateInvalid }).waitFor();
      await ini.fill('');
      await ini.pressSequentially(formatDate(brasiliaDay(60)).replace(/\D/g, ''));
      await fim.fill('');
      await fim.pressSequentially(formatDate(brasiliaDay(-60)).replace(/\D/g, ''));
      await page.getByRole('button', { name: L.showExtrato }).click();
      await page.getByRole('alert').filter({ hasText: MSG.statementPeriodInverted }).waitFor();
      await ini.fill('');
      await ini.pressSequentially(formatDate(brasiliaDay(-60)).replace(/\D/g, ''));
      await fim.fill('');
      await fim.pressSequentially(formatDate(brasiliaDay(60)).replace(/\D/g, ''));
      await page.getByRole('button', { name: L.showExtrato }).click();
      const lista = page.getByRole('list', { name: L.extratoTable });
      await lista.waitFor({ timeout: 20_000 });
      const panel = page.getByRole('tabpanel', { name: L.extrato });
      expect(money(await panel.getByRole('region', { name: L.creditTitle }).innerText(), L.creditDebt)).toBe(
        after,
      );
      const late = lista.getByRole('listitem').filter({ hasText: L.situacoes.VENCIDO });
      expect(await late.count()).toBeGreaterThan(0);
      const first = await late.first().innerText();
      expect(first).toMatch(new RegExp(`${L.colAtraso}: \\d+ dias?`));
      expect(cents(money(first, L.colAtualizado))).toBeGreaterThan(cents(money(first, L.colSaldo)));
      await noSidewaysScroll(page, `extrato ${width}`);
      await shot(page, `financeiro-extrato-tela-${width}`);
      await expectNoSeriousA11yViolations(page, `financeiro, extrato na tela ${width}`);
      await context.close();
    }
    await admin.context.close();
  });

  it('a seller who has not chosen a customer is sent to client selection', async () => {
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'vendedor@demo.com.br');
    await page.waitForURL(/\/selecionar-cliente$/, { timeout: 20_000 });
    await page.goto('/financeiro');
    await page.waitForURL(/\/selecionar-cliente$/, { timeout: 20_000 });
    await context.close();
  });
});
