// Order news journey (beyond the spec, with its access rules): a customer's page is open; the ERP
// moves one of its orders to NF-e EMITIDA through the integration API; the header's bell counts it
// without a reload (Server-Sent Events), its popover lists it and opens the order; the e-mail (on by
// default for NF-e EMITIDA) reaches a real SMTP sink with the order's link. At 1366 and 390×844,
// axe clean, keyboard only for the phone's "Marcar todas como lidas".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ORDER_STATUS } from '@portal/shared/constants';
import { NOTIFICACAO_LABELS as L } from '@portal/shared/labels-notificacoes';
import { EMAILS } from '@portal/shared/messages';
import type { Paged } from '@portal/shared/schemas/common';
import type { Pedido, PedidoResumo } from '@portal/shared/schemas/pedidos';
import { linkIn, startSmtpSink, type SmtpSink } from '../apps/api/test/smtp-sink';
import {
  expectNoSeriousA11yViolations,
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
let apiKey: string;
let customerToken: string;
let customerState: Awaited<ReturnType<BrowserContext['storageState']>>;
const opened: BrowserContext[] = [];

const tokenOf = (p: Page) =>
  p.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth?.token as string,
  );

async function apiAs<T>(token: string, method: string, url: string, data?: unknown): Promise<T> {
  const res = await fetch(`${portal.url}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(data ? { 'content-type': 'application/json' } : {}) },
    body: data ? JSON.stringify(data) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The ERP reports a new status of a portal order (integration API, with its key). */
async function erpStatus(p: Pedido, statusId: number): Promise<number> {
  const res = await fetch(`${portal.url}/api/integracao/v1/pedidos/${p.ref}/status`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ empresa: p.empresaCod, filial: p.filialCod, statusId }),
  });
  return res.status;
}

const bell = (p: Page) => p.getByRole('button', { name: /^Notificações:/ });
/** The unread count the bell announces (its aria-label; read by CSS: an open popover hides the header from the accessibility tree). */
async function unread(p: Page): Promise<number> {
  const name =
    (await p.locator('header button[aria-label^="Notificações:"]').getAttribute('aria-label')) ?? '';
  const m = /(\d+) não lida/.exec(name);
  return m ? Number(m[1]) : 0;
}

async function customerPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: portal.url,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport,
    storageState: customerState,
  });
  opened.push(context);
  return context.newPage();
}

beforeAll(async () => {
  sink = await startSmtpSink();
  portal = await startPortal({ ERP_SIMULATOR: 'off', SMTP_URL: sink.url });
  browser = await launchBrowser();

  const admin = await newPage(browser, portal);
  await loginThroughPage(admin.page, 'admin@demo.com.br');
  await admin.page.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
  const adminToken = await tokenOf(admin.page);
  await admin.context.close();
  ({ chave: apiKey } = await apiAs<{ chave: string }>(adminToken, 'POST', '/integracao/chaves', {
    nome: 'E2E ERP NOTIFICACOES',
  }));

  const customer = await newPage(browser, portal);
  await loginThroughPage(customer.page, 'cliente@demo.com.br');
  await customer.page.waitForURL(/\/$/, { timeout: 20_000 });
  customerToken = await tokenOf(customer.page);
  customerState = await customer.context.storageState();
  await customer.context.close();
});
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
  await browser?.close();
  await portal?.stop();
  await sink?.close();
});

describe('order news', () => {
  it('the ERP moves an order: the bell counts it live, lists it, opens the order; the e-mail arrives', async () => {
    const page = await customerPage({ width: 1366, height: 768 });
    const gridReq = page.waitForRequest((r) => r.url().endsWith('/api/pedidos/filtro/grid'));
    await page.goto('/pedidos');
    const { unidadeId, clienteId, usuarioId } = (await gridReq).postDataJSON();
    const list = await apiAs<Paged<PedidoResumo>>(customerToken, 'POST', '/pedidos/filtro/grid', {
      unidadeId,
      clienteId,
      usuarioId,
      pageTotal: 100,
      statusId: null,
    });
    const target = list.items.find(
      (o) => o.statusId >= ORDER_STATUS.REALIZADO && o.statusId < ORDER_STATUS.NFE_EMITIDA,
    );
    expect(target, 'um pedido do cliente antes da NF-e').toBeDefined();
    const pedido = await apiAs<Pedido>(customerToken, 'GET', `/pedidos/${target!.id}`);

    await expect.poll(() => bell(page).count(), { timeout: 30_000 }).toBe(1);
    const before = await unread(page);
    expect(await erpStatus(pedido, ORDER_STATUS.NFE_EMITIDA)).toBe(200);
    // No reload: the stream brings it.
    await expect.poll(() => unread(page), { timeout: 60_000 }).toBe(before + 1);

    await bell(page).click();
    const dialog = page.getByRole('dialog', { name: L.title });
    const item = dialog.getByRole('button', { name: new RegExp(`^${L.item(pedido.ref, 'NF-e EMITIDA')}`) });
    await item.waitFor({ timeout: 20_000 });
    await page.waitForTimeout(400);
    await screenshot(page, 'notificacoes-sino-1366');
    await expectNoSeriousA11yViolations(page, 'sino aberto (1366)');
    await item.click();
    await page.waitForURL(new RegExp(`/pedidos/detalhe/${pedido.id}$`), { timeout: 20_000 });
    await expect.poll(() => unread(page), { timeout: 20_000 }).toBe(before);

    const mail = await sink.waitFor(
      (m) =>
        m.to.includes('cliente@demo.com.br') &&
        m.subject === EMAILS.orderStatusSubject({ ref: pedido.ref, status: 'NF-e EMITIDA' }),
      60_000,
    );
    expect(mail.text).toContain(`O pedido ${pedido.ref}`);
    expect(linkIn(mail.text, `/pedidos/detalhe/${pedido.id}`).pathname).toBe(`/pedidos/detalhe/${pedido.id}`);
    // Its seller is told too (the client's seller), never through the customer's own list.
    await sink.waitFor((m) => m.to.includes('vendedor@demo.com.br') && m.subject === mail.subject, 60_000);
  });

  it('on a phone (390×844): the bell opens with the keyboard, marks all read, and shows the e-mail choices', async () => {
    const page = await customerPage({ width: 390, height: 844 });
    await page.goto('/');
    await expect.poll(() => bell(page).count(), { timeout: 30_000 }).toBe(1);
    const list = await apiAs<{ itens: unknown[]; naoLidas: number }>(customerToken, 'GET', '/notificacoes');
    expect(list.itens.length).toBeGreaterThan(0);
    // One unread at least: the ERP moves another order.
    const grid = await apiAs<Paged<PedidoResumo>>(customerToken, 'POST', '/pedidos/filtro/grid', {
      unidadeId: (
        await apiAs<Pedido>(
          customerToken,
          'GET',
          `/pedidos/${(list.itens[0] as { pedidoId: number }).pedidoId}`,
        )
      ).unidadeId,
      clienteId: (list.itens[0] as { clienteId: number }).clienteId,
      pageTotal: 100,
      statusId: null,
    });
    const other = grid.items.find(
      (o) => o.statusId >= ORDER_STATUS.REALIZADO && o.statusId < ORDER_STATUS.LIBERADO,
    );
    if (other) {
      const p = await apiAs<Pedido>(customerToken, 'GET', `/pedidos/${other.id}`);
      expect(await erpStatus(p, ORDER_STATUS.LIBERADO)).toBe(200);
      await expect.poll(() => unread(page), { timeout: 60_000 }).toBeGreaterThan(0);
    }
    await bell(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: L.title });
    await dialog.waitFor({ timeout: 20_000 });
    await page.waitForTimeout(400);
    await screenshot(page, 'notificacoes-sino-390');
    await expectNoSeriousA11yViolations(page, 'sino aberto (390)');
    const markAll = dialog.getByRole('button', { name: L.markAll });
    if (await markAll.isEnabled()) {
      await markAll.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => unread(page), { timeout: 20_000 }).toBe(0);
    }
    await dialog.getByRole('button', { name: L.prefsOpen }).click();
    await dialog.getByRole('checkbox', { name: 'NF-e EMITIDA' }).waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole('checkbox', { name: 'NF-e EMITIDA' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'ENTREGUE' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'EM ANALISE' }).isChecked()).toBe(false);
    await page.waitForTimeout(400);
    await screenshot(page, 'notificacoes-avisos-390');
    await expectNoSeriousA11yViolations(page, 'avisos por e-mail (390)');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
  });
});
