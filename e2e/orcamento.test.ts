// Quote journey (orçamentos), at 1366×768 and on a 390×844 phone: the customer fills the cart,
// ORÇAMENTO makes the quote (its answer lost on the way the first time: the retry gets the same
// quote, replayed by its Idempotency-Key), the PDF downloads and its total is the cart's; a bad
// e-mail address is refused in Portuguese and a good one reaches the SMTP server with the PDF
// attached; with the day's e-mails used up (ORCAMENTO_EMAILS_DIA, set by an administrator) the
// dialog says so; "Meus orçamentos" lists the quote; reopening it into the emptied cart gives back
// the same lines.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatCurrency } from '@portal/shared/format';
import { BUYER_LABELS as B, CART_LABELS as C, LABELS } from '@portal/shared/labels';
import { QUOTE_LABELS as Q } from '@portal/shared/labels-orcamentos';
import { MSG } from '@portal/shared/messages';
import { startSmtpSink, type SmtpSink } from '../apps/api/test/smtp-sink';
import {
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
let sink: SmtpSink;
let adminToken = '';
/** The customer's quote e-mails sent today on this portal (the journeys share the customer). */
let emailsSent = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  portal = await startPortal({ ERP_SIMULATOR: 'off', SMTP_URL: sink.url });
  browser = await launchBrowser();
  const admin = await newPage(browser, portal);
  await loginThroughPage(admin.page, 'admin@demo.com.br');
  await admin.page.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
  adminToken = await admin.page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth?.token as string,
  );
  await admin.context.close();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await sink?.close();
});

const notice = (page: Page, text: string) =>
  page.locator('.notistack-SnackbarContainer').getByText(text).first();

async function closeNotices(page: Page) {
  const buttons = page.locator('.notistack-SnackbarContainer button[aria-label="Fechar"]');
  const deadline = Date.now() + 15_000;
  while ((await buttons.count()) > 0 && Date.now() < deadline) {
    await buttons
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
    await page.waitForTimeout(250);
  }
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

async function addProduct(page: Page, name: string, quantity: number) {
  const search = page.getByRole('searchbox', { name: B.search });
  await search.fill(name);
  await search.press('Enter');
  const card = page.getByRole('article', { name, exact: true });
  await card.waitFor({ timeout: 15_000 });
  await card.getByLabel(B.quantity).fill(String(quantity));
  await card.getByRole('button', { name: B.add }).click();
  await notice(page, MSG.productAdded(name)).waitFor();
}

interface StoredLine {
  produtoId: number;
  produtoQuant: number;
  produtoValorUnit: number;
  modalidade: { sku: string };
  pagamentoCondicao: { id: number } | null;
}
async function storedCart(page: Page): Promise<{ itens: StoredLine[]; totais: { valor: number } }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state);
}
const shape = (itens: StoredLine[]) =>
  itens.map((l) => [
    l.produtoId,
    l.produtoQuant,
    l.modalidade.sku,
    l.pagamentoCondicao?.id,
    l.produtoValorUnit,
  ]);

/** The day's quote e-mails per user, as an administrator sets it on the Parâmetros screen. */
async function setEmailsPerDay(n: number) {
  const r = await fetch(`${portal.url}/api/parametros/ORCAMENTO_EMAILS_DIA`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ valor: String(n) }),
  });
  expect(r.status).toBe(200);
}

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function journey(viewport: { width: number; height: number }, tag: string) {
  const { context, page } = await newPage(browser, portal);
  await page.setViewportSize(viewport);
  await loginThroughPage(page, 'cliente@demo.com.br');
  await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
  await closeNotices(page);

  await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });
  await addProduct(page, 'CIMENTO CP II-E-32', 20);
  await addProduct(page, 'ARGAMASSA AC-I INTERNA', 10);
  await closeNotices(page);
  await page.getByRole('link', { name: B.cartItems('CAMINHÃO', 2) }).click();
  await page.waitForURL(/\/carrinho$/);
  await page.getByRole('heading', { name: 'CAMINHÃO', level: 1 }).waitFor();
  // The default payment fills every line; then FOB on the second line, for a quote with both.
  // A table row on a desktop, a card (list item) on a phone.
  const phone = (page.viewportSize()?.width ?? 1366) < 900;
  await page
    .getByRole(phone ? 'listitem' : 'row', { name: 'ARGAMASSA AC-I INTERNA', exact: true })
    .getByRole('button', { name: 'FOB', exact: true })
    .click();
  // The payment defaults are filled once the customer's payment methods have loaded.
  await page.waitForFunction(() => {
    const itens = JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state?.itens ?? [];
    return (
      itens.length === 2 &&
      itens[1].modalidade?.sku === 'FOB' &&
      itens.every((l: { pagamentoCondicao: unknown }) => l.pagamentoCondicao)
    );
  });
  const cart = await storedCart(page);
  const total = formatCurrency(cart.totais.valor);
  // The total: the table's Valor total cell on a desktop, the sticky footer on a phone.
  const totalArea = phone
    ? page.getByRole('region', { name: C.footer })
    : page.getByRole('cell', { name: C.totalValue });
  await totalArea.getByText(total).first().waitFor();

  // ORÇAMENTO, with its answer lost on the way: the server made the quote, the browser never hears
  // of it, says the server is off-line and keeps the request's key.
  const quoteButton = page.getByRole('toolbar', { name: C.actions }).getByRole('button', { name: C.quote });
  const lost: { answer: { numero: string } | null } = { answer: null };
  await page.route('**/api/orcamentos', async (route) => {
    if (lost.answer || route.request().method() !== 'POST') return route.continue();
    lost.answer = (await (await route.fetch()).json()) as { numero: string };
    return route.abort('timedout');
  });
  await quoteButton.click();
  await notice(page, MSG.serverOffline).waitFor({ timeout: 15_000 });
  expect(lost.answer).not.toBeNull();
  const pending = await page.evaluate(
    () => JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state?.orcamento?.key as string,
  );
  expect(pending).toBeTruthy();
  await page.unroute('**/api/orcamentos');
  await closeNotices(page);

  // ORÇAMENTO again: the same key, so the quote already made (no second one); the dialog with the
  // number, dates and the total of the cart.
  const [again] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/orcamentos') && r.request().method() === 'POST'),
    quoteButton.click(),
  ]);
  expect(again.request().headers()['idempotency-key']).toBe(pending);
  expect(again.headers()['idempotent-replayed']).toBe('true');
  const dialog = page.getByRole('dialog', { name: Q.dialogTitle });
  await dialog.getByText(/^Orçamento \d{6} gerado com sucesso!$/).waitFor({ timeout: 15_000 });
  const numero = (await dialog.getByTestId('orcamento-número').textContent())!;
  expect(numero).toBe(lost.answer?.numero);
  // Answered: the next ORÇAMENTO will be a new quote.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state?.orcamento),
  ).toBeNull();
  expect(await dialog.getByTestId('orcamento-total').textContent()).toBe(total);
  await shot(page, `orcamento-dialogo-${tag}`);
  await expectNoSeriousA11yViolations(page, `ORÇAMENTO, diálogo (${tag})`);

  // Baixar PDF: the file's total is the cart's.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: Q.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`orcamento-${numero}.pdf`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'orcamento-e2e-')), 'o.pdf');
  await download.saveAs(file);
  const text = pdfText(file);
  expect(text).toContain(`ORÇAMENTO Nº ${numero}`);
  expect(text).toMatch(new RegExp(`Total do orçamento:\\s+${total.replace(/[.$]/g, '\\$&')}`));
  expect(text).toContain('CIMENTO CP II-E-32');
  expect(text).toContain('ARGAMASSA AC-I INTERNA');
  // With screenshots on, the PDF's first page as a picture beside them, for a person to look at.
  if (process.env.E2E_SCREENSHOTS && tag === 'desktop') {
    const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(artifacts, 'orcamento-pdf'),
    ]);
  }

  // E-mail: a bad address is refused on the field; a good one reaches the SMTP server; the day's
  // last one allowed (an administrator set the limit to this one) leaves the next one refused.
  const cap = emailsSent + 1;
  await setEmailsPerDay(cap);
  const email = dialog.getByRole('textbox', { name: Q.email });
  await email.fill('compras-sem-arroba');
  await dialog.getByRole('button', { name: Q.send }).click();
  await dialog.getByText(MSG.quoteEmailInvalid).waitFor();
  await expectNoSeriousA11yViolations(page, `ORÇAMENTO, e-mail inválido (${tag})`);
  const to = `compras.${tag}@exemplo.com.br`;
  await email.fill(to);
  await email.press('Enter');
  await notice(page, MSG.quoteEmailSent(to)).waitFor({ timeout: 15_000 });
  const mail = await sink.waitFor((m) => m.to.includes(to), 15_000);
  expect(mail.subject).toContain(`Orçamento ${numero}`);
  expect(mail.raw).toContain(`orcamento-${numero}.pdf`);
  emailsSent++;
  await closeNotices(page);
  await email.fill(`mais.um.${tag}@exemplo.com.br`);
  await dialog.getByRole('button', { name: Q.send }).click();
  await dialog.getByRole('alert').getByText(MSG.quoteEmailDailyLimit(cap)).waitFor({ timeout: 15_000 });
  await shot(page, `orcamento-limite-emails-${tag}`);
  await expectNoSeriousA11yViolations(page, `ORÇAMENTO, limite de e-mails do dia (${tag})`);
  if (phone) await expectPhoneLayout(page);
  expect(sink.messages.some((m) => m.to.includes(`mais.um.${tag}@exemplo.com.br`))).toBe(false);
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await dialog.waitFor({ state: 'detached' });
  await closeNotices(page);

  // Empty the cart (CANCELAR PEDIDO, SIM).
  await page.getByRole('toolbar', { name: C.actions }).getByRole('button', { name: C.cancelOrder }).click();
  await page.getByRole('dialog', { name: MSG.cartCancelTitle }).getByRole('button', { name: C.yes }).click();
  await page.getByText(MSG.cartEmpty('CAMINHÃO')).waitFor();

  // Meus orçamentos lists it; reopening gives the same lines back.
  // On a phone the menu is in the drawer of the app bar's menu button.
  if (phone) await page.locator('header').getByRole('button', { name: LABELS.openMenu }).click();
  await page.getByRole('link', { name: B.orcamentos }).click();
  await page.waitForURL(/\/orcamentos$/);
  await page.getByRole('heading', { name: Q.title, level: 1 }).waitFor();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: numero }) });
  // A phone shows the dates and the total under the number (the wide columns are hidden).
  await row.getByText(total).filter({ visible: true }).waitFor({ timeout: 15_000 });
  await row.getByText(Q.valid).filter({ visible: true }).waitFor();
  await shot(page, `orcamento-lista-${tag}`);
  await expectNoSeriousA11yViolations(page, `Meus orçamentos (${tag})`);
  await row.getByRole('button', { name: `${Q.reopenIn('CAMINHÃO')} ${numero}` }).click();
  await page.waitForURL(/\/carrinho$/);
  await notice(page, MSG.quoteReopened(numero, 2, 'CAMINHÃO')).waitFor();
  const reopened = await storedCart(page);
  expect(shape(reopened.itens)).toEqual(shape(cart.itens));
  expect(reopened.totais.valor).toBe(cart.totais.valor);
  await totalArea.getByText(total).first().waitFor();
  await shot(page, `orcamento-reaberto-${tag}`);
  await context.close();
}

describe('customer: a quote of the cart', () => {
  it('at 1366×768: PDF with the cart total, e-mail, list and reopen', async () => {
    await journey({ width: 1366, height: 768 }, 'desktop');
  });

  it('on a 390×844 phone: the same journey', async () => {
    await journey({ width: 390, height: 844 }, 'celular');
  });
});
