// Orders and standing orders journeys (issue 6; docs/product/portal-cliente.md §2 Orders, Standing
// orders, §4, §5, §8): the customer opens Pedidos, reads the counters of the side list (status/soma, the
// last-orders badge 999), filters by a status, pages, filters by order number and by a date range through the
// filter dialog, opens orders in every seeded status (the stepper at the right step, CANCELADO and
// PENDENTE DE ENVIO variants), prints one (the PDF shows the reference and the items), cancels a
// REALIZADO order (the cancel is disabled on a LIBERADO one; no client-side event 7), meets the
// boleto dialog's states (VENCIDO warning, PAGO, EMDIA download), and the 400 load error for 12 s.
// Then an admin turns on TRACKING_DANFE and USA_PEDIDO_PADRAO (PUT /api/parametros/{nome}) and
// the ERP reports carrier events through the integration API: the customer tracks an order in
// transport, saves an order as a standing order, lists, searches and opens it, puts it into the
// cart and deletes it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ORDER_STATUSES } from '@portal/shared/constants';
import { formatDate, formatMoney, formatNfeKey } from '@portal/shared/format';
import {
  BUYER_LABELS as B,
  CART_LABELS as C,
  FINANCE_LABELS as F,
  ORDER_LABELS as L,
  STANDING_ORDER_LABELS as S,
} from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import type { Paged } from '@portal/shared/schemas/common';
import type { Pedido, PedidoPadrao, PedidoResumo } from '@portal/shared/schemas/pedidos';
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
let downloads: string;
/** Every test opens its own pages (see customerPage) and closes them at its end. */
const opened: BrowserContext[] = [];

// Read-only fixtures, taken once before the tests: the customer's session (to open logged-in
// pages with), the customer's and an admin's tokens, the grid's scope and the orders as seeded.
// A test that changes data changes its own (an order no other test reads, a standing order it
// creates, the parameters it needs set), so the tests run alone and in any order.
let customerState: Awaited<ReturnType<BrowserContext['storageState']>>;
let customerToken = '';
let adminToken = '';
let body: { unidadeId: number; clienteId: number; usuarioId: number };
let seeded: PedidoResumo[] = [];

const tokenOf = (p: Page) =>
  p.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth?.token as string,
  );

beforeAll(async () => {
  portal = await startPortal({ ERP_SIMULATOR: 'off' });
  browser = await launchBrowser();
  downloads = mkdtempSync(path.join(tmpdir(), 'portal-e2e-pedidos-'));

  const customer = await newPage(browser, portal);
  await loginThroughPage(customer.page, 'cliente@demo.com.br');
  await customer.page.waitForURL(/\/$/, { timeout: 20_000 });
  customerToken = await tokenOf(customer.page);
  const gridReq = customer.page.waitForRequest((r) => r.url().endsWith('/api/pedidos/filtro/grid'));
  await customer.page.goto('/pedidos');
  const { unidadeId, clienteId, usuarioId } = (await gridReq).postDataJSON();
  body = { unidadeId, clienteId, usuarioId };
  customerState = await customer.context.storageState();
  await customer.context.close();
  seeded = await orders();

  const admin = await newPage(browser, portal);
  await loginThroughPage(admin.page, 'admin@demo.com.br');
  await admin.page.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
  adminToken = await tokenOf(admin.page);
  await admin.context.close();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

async function shot(p: Page, name: string) {
  await p.waitForTimeout(400);
  await screenshot(p, name);
}

/** Closes every notice on screen. */
async function closeNotices(p: Page) {
  const buttons = p.locator('.notistack-SnackbarContainer button[aria-label="Fechar"]');
  const deadline = Date.now() + 15_000;
  while ((await buttons.count()) > 0 && Date.now() < deadline) {
    await buttons
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
    await p.waitForTimeout(300);
  }
}

/** A notice on screen: its bold title, then the message. */
const notice = (p: Page, title: string, message: string) =>
  p.locator('.notistack-SnackbarContainer').getByText(`${title} ${message}`, { exact: true });

/** Calls the API with the page's session token. */
async function api<T>(
  p: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return p.evaluate(
    async ([m, u, b]) => {
      const token = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth
        ?.token;
      const res = await fetch(`/api${u}`, {
        method: m as string,
        headers: { authorization: `Bearer ${token}`, ...(b ? { 'content-type': 'application/json' } : {}) },
        body: b ? JSON.stringify(b) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    [method, url, body] as const,
  );
}

async function download(p: Page, click: () => Promise<void>): Promise<{ file: string; name: string }> {
  const [dl] = await Promise.all([p.waitForEvent('download', { timeout: 20_000 }), click()]);
  const name = dl.suggestedFilename();
  const file = path.join(downloads, name);
  await dl.saveAs(file);
  return { file, name };
}
/** Calls the API from the test with a token (the fixtures' or an admin's). */
async function apiAs<T>(token: string, method: string, url: string, data?: unknown): Promise<T> {
  const res = await fetch(`${portal.url}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(data ? { 'content-type': 'application/json' } : {}) },
    body: data ? JSON.stringify(data) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every order of the customer as it is now, newest first. */
async function orders(): Promise<PedidoResumo[]> {
  const r = await apiAs<Paged<PedidoResumo>>(customerToken, 'POST', '/pedidos/filtro/grid', {
    ...body,
    pageTotal: 100,
    statusId: null,
  });
  return r.items;
}
const detail = (id: number) => apiAs<Pedido>(customerToken, 'GET', `/pedidos/${id}`);

/** A page logged in as the customer (the fixtures' session), with an empty cart; optionally with the page's clock installed before it loads. */
async function customerPage(opts: { clock?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: portal.url,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 900 },
    storageState: customerState,
  });
  opened.push(context);
  const page = await context.newPage();
  if (opts.clock) await page.clock.install();
  return page;
}

/** Sets TRACKING_DANFE and USA_PEDIDO_PADRAO as an admin (PUT /api/parametros/{nome}). */
async function setParameters(valor: 'SIM' | 'NAO', token = adminToken): Promise<number[]> {
  const statuses: number[] = [];
  for (const nome of ['TRACKING_DANFE', 'USA_PEDIDO_PADRAO']) {
    const r = await fetch(`${portal.url}/api/parametros/${nome}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ valor }),
    });
    statuses.push(r.status);
  }
  return statuses;
}

/** Two carrier events for the first seeded order in transport, reported by the ERP with its own key (the same events again change nothing). */
async function reportCarrierEvents(token: string): Promise<{ key: number; events: number }> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const key = await fetch(`${portal.url}/api/integracao/chaves`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ nome: `E2E TRANSPORTADORA ${Date.now()}` }),
  });
  if (key.status !== 201) return { key: key.status, events: 0 };
  const { chave: apiKey } = (await key.json()) as { chave: string };
  const d = await detail(byStatus(6)[0].id);
  const nfe = d.itens[0].updates[0].chave1!;
  const r = await fetch(`${portal.url}/api/integracao/v1/rastreio`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      itens: [
        {
          chave: nfe,
          dataHora: '2026-11-20T09:00:00-03:00',
          dominio: 'SSW',
          filial: 'SAO',
          cidade: 'SAO PAULO / SP',
          ocorrencia: 'MERCADORIA COLETADA (80)',
          descricao: 'Coleta realizada no remetente.',
          tipo: 'Coleta',
        },
        {
          chave: nfe,
          dataHora: '2026-11-21T14:30:00-03:00',
          dominio: 'SSW',
          filial: 'CPQ',
          cidade: 'CAMPINAS / SP',
          ocorrencia: 'EM TRANSFERENCIA (82)',
          descricao: 'Em trânsito para a unidade de destino.',
          tipo: 'Transferencia',
        },
      ],
    }),
  });
  return { key: key.status, events: r.status };
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

/** Brasília calendar day of an instant, as DD/MM/YYYY. */
const spDay = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

const menu = (p: Page) => p.getByRole('navigation', { name: B.customerMenu });
const statusNav = (p: Page) => p.getByRole('navigation', { name: L.statusList });
const grid = (p: Page) => p.getByRole('table', { name: L.ordersTable });
const gridRefs = (p: Page) => grid(p).locator('tbody th').allInnerTexts();
const currentStep = (p: Page) => p.getByRole('region', { name: L.progress }).locator('[aria-current="step"]');
const steps = (p: Page) => p.getByRole('region', { name: L.progress }).getByRole('listitem');
/** The labels of the progress steps (without the step numbers and dates). */
const stepLabels = (p: Page) =>
  p.getByRole('region', { name: L.progress }).locator('.MuiStepLabel-label').allInnerTexts();

/** Seeded orders of a status (the orders the tests open; their status is never changed). */
const byStatus = (id: number, list = seeded) => list.filter((p) => p.statusId === id);

describe('orders: list, filters, detail, print, cancel, boletos', () => {
  it('the customer opens Pedidos and reads the counters of every status', async () => {
    const { context, page } = await newPage(browser, portal);
    opened.push(context);
    await loginThroughPage(page, 'cliente@demo.com.br');
    await page.waitForURL(/\/$/, { timeout: 20_000 });
    await closeNotices(page);
    // The demo orders are at the São Paulo head office (03/01), the customer's first branch.
    await page.getByRole('button', { name: new RegExp(`^${B.branch}: 03/01 `) }).waitFor();
    // USA_PEDIDO_PADRAO is NAO by default: no Pedido Padrão entry in the menu.
    await expect(menu(page).getByRole('link', { name: B.pedidoPadrao }).count()).resolves.toBe(0);

    const somaRes = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/status/soma'));
    const ultRes = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/status/soma/utimos/30'));
    const gridRes = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/filtro/grid'));
    await menu(page).getByRole('link', { name: B.pedidos }).click();
    await page.waitForURL(/\/pedidos$/);
    await page.getByRole('heading', { name: 'Pedidos', level: 1 }).waitFor();
    const soma = (await (await somaRes).json()) as { pedidoStatusId: number; total: number }[];
    const ultimos = (await (await ultRes).json()) as { total: number };
    const first = await gridRes;
    const sent = first.request().postDataJSON();
    // /pedidos is the last orders: status 999 over the last 30 days, 30 a page, first page.
    expect(sent).toMatchObject({ pageTotal: 30, page: 1, statusId: 999, dias: 30 });
    const firstPage = (await first.json()) as Paged<PedidoResumo>;
    expect(firstPage.rows).toBe(ultimos.total);

    // Every status is seeded; the side list shows each count, the badge and TODOS.
    expect(soma.map((s) => s.pedidoStatusId)).toEqual(ORDER_STATUSES.map((s) => s.id));
    expect(soma.every((s) => s.total > 0)).toBe(true);
    const total = soma.reduce((n, s) => n + s.total, 0);
    expect(total).toBeGreaterThanOrEqual(35);
    const nav = statusNav(page);
    await nav.getByRole('link', { name: L.statusCount(L.lastOrders, ultimos.total) }).waitFor();
    await expect(
      nav
        .getByRole('link', { name: L.statusCount(L.lastOrders, ultimos.total) })
        .getAttribute('aria-current'),
    ).resolves.toBe('page');
    await nav.getByRole('link', { name: L.statusCount(L.all, total) }).waitFor();
    for (const s of ORDER_STATUSES) {
      const n = soma.find((x) => x.pedidoStatusId === s.id)!.total;
      await nav.getByRole('link', { name: L.statusCount(s.label, n) }).waitFor();
    }
    // The grid: the last orders, newest first, each row with its reference.
    await grid(page).waitFor();
    expect(await gridRes.then(() => gridRefs(page))).toEqual(firstPage.items.map((p) => p.ref));
    await shot(page, 'pedidos-lista');
    await expectNoSeriousA11yViolations(page, 'pedidos, últimos pedidos');

    // Every order of the client (for the checks below), from the API.
    const everything = await api<Paged<PedidoResumo>>(page, 'POST', '/pedidos/filtro/grid', {
      ...sent,
      pageTotal: 100,
      statusId: null,
    });
    expect(everything.body.items.length).toBe(total);
  });

  it('filters by a status and pages through every order', async () => {
    const page = await customerPage();
    const all = await orders();
    const loaded = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/filtro/grid'));
    await page.goto('/pedidos');
    await loaded; // the last orders, before choosing a status
    const liberados = byStatus(3, all);
    const res = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/filtro/grid'));
    await statusNav(page)
      .getByRole('link', { name: L.statusCount('LIBERADO', liberados.length) })
      .click();
    await page.waitForURL(/\/pedidos\/status\/3$/);
    expect((await res).request().postDataJSON()).toMatchObject({ statusId: 3, page: 1 });
    await expect.poll(() => gridRefs(page)).toEqual(liberados.map((p) => p.ref));
    const chips = await grid(page).locator('tbody .MuiChip-label').allInnerTexts();
    expect(new Set(chips)).toEqual(new Set(['LIBERADO']));
    await shot(page, 'pedidos-status-liberado');
    await expectNoSeriousA11yViolations(page, 'pedidos, status LIBERADO');

    // TODOS: more than 30 orders, two pages.
    await statusNav(page)
      .getByRole('link', { name: L.statusCount(L.all, all.length) })
      .click();
    await page.waitForURL(/\/pedidos\/status\/todos$/);
    await expect.poll(() => gridRefs(page)).toEqual(all.slice(0, 30).map((p) => p.ref));
    await page.getByText(L.rowsInfo(all.length, 1, 2)).waitFor();
    const page2 = page.waitForResponse(
      (r) => r.url().endsWith('/api/pedidos/filtro/grid') && r.request().postDataJSON().page === 2,
    );
    await page
      .getByRole('navigation', { name: L.pagination })
      .getByRole('button', { name: /página 2/i })
      .click();
    await page2;
    await page.waitForURL(/pagina=2/);
    await expect.poll(() => gridRefs(page)).toEqual(all.slice(30).map((p) => p.ref));
    await shot(page, 'pedidos-pagina-2');
    await expectNoSeriousA11yViolations(page, 'pedidos, TODOS, página 2');
  });

  it('the filter dialog filters by order number and by a date range', async () => {
    // By number, from the last orders: the filter searches every order (TODOS).
    const page = await customerPage();
    const all = await orders();
    await page.goto('/pedidos');
    await grid(page).waitFor();
    const target = all[all.length - 3]; // an old order, outside the last 30 days
    await page.getByRole('button', { name: L.filter, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: L.filterTitle });
    await dialog.getByLabel(L.numero).fill(`${target.ref}x`); // letters are not typed in
    await expect(dialog.getByLabel(L.numero).inputValue()).resolves.toBe(target.ref);
    await shot(page, 'pedidos-filtro-dialogo');
    await expectNoSeriousA11yViolations(page, 'pedidos, diálogo de filtro');
    const res = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/filtro/grid'));
    await dialog.getByRole('button', { name: L.apply }).click();
    expect((await res).request().postDataJSON()).toMatchObject({ ref: target.ref, statusId: null });
    await page.waitForURL(new RegExp(`/pedidos/status/todos\\?pedido=${target.ref}$`));
    await expect.poll(() => gridRefs(page)).toEqual([target.ref]);
    await page.getByText(L.activeFilter(L.numero, target.ref)).waitFor();
    await shot(page, 'pedidos-filtro-numero');

    // A number that does not exist: the empty text.
    await page.getByRole('button', { name: L.filter, exact: true }).click();
    await dialog.getByLabel(L.numero).fill('999999');
    await dialog.getByRole('button', { name: L.apply }).click();
    await page.getByText(MSG.noOrders, { exact: true }).waitFor();
    await shot(page, 'pedidos-vazio');
    await expectNoSeriousA11yViolations(page, 'pedidos, nenhum pedido');

    // A date range (Brasília days), with the number cleared; the end before the start is refused.
    const days = [...new Set(all.map((p) => spDay(p.emissao)))];
    const [ini, fim] = [days[12], days[4]];
    const toIso = (d: string) => d.split('/').reverse().join('-');
    const expected = all.filter((p) => {
      const d = toIso(spDay(p.emissao));
      return d >= toIso(ini) && d <= toIso(fim);
    });
    await page.getByRole('button', { name: L.filter, exact: true }).click();
    await dialog.getByRole('button', { name: L.clear }).click();
    await dialog.getByLabel(L.startDate).pressSequentially(fim.replace(/\D/g, ''));
    await dialog.getByLabel(L.endDate).pressSequentially(ini.replace(/\D/g, ''));
    await dialog.getByRole('button', { name: L.apply }).click();
    await dialog.getByText(MSG.dashboardEndBeforeStart).waitFor();
    await dialog.getByLabel(L.startDate).fill('');
    await dialog.getByLabel(L.startDate).pressSequentially(ini.replace(/\D/g, ''));
    await dialog.getByLabel(L.endDate).fill('');
    await dialog.getByLabel(L.endDate).pressSequentially(fim.replace(/\D/g, ''));
    const byDate = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/filtro/grid'));
    await dialog.getByRole('button', { name: L.apply }).click();
    const sent = (await byDate).request().postDataJSON();
    expect(sent).toMatchObject({ dataInicial: toIso(ini), dataFinal: toIso(fim), statusId: null });
    expect(sent.ref).toBeUndefined();
    expect(expected.length).toBeGreaterThan(1);
    await expect.poll(() => gridRefs(page)).toEqual(expected.map((p) => p.ref));
    await page.getByText(L.activeFilter(L.startDate, ini)).waitFor();
    await shot(page, 'pedidos-filtro-datas');
    await expectNoSeriousA11yViolations(page, 'pedidos, filtro por datas');

    // The filter stays while choosing a status; removing the chips shows everything again.
    const entregues = expected.filter((p) => p.statusId === 8);
    await statusNav(page)
      .getByRole('link', { name: new RegExp(`^ENTREGUE: `) })
      .click();
    await expect.poll(() => gridRefs(page).catch(() => [])).toEqual(entregues.map((p) => p.ref));
    // The chips of the filter in use: the delete icon (or Delete on the focused chip) removes one.
    await page
      .locator('.MuiChip-root', { hasText: L.activeFilter(L.startDate, ini) })
      .locator('.MuiChip-deleteIcon')
      .click();
    await page.getByRole('button', { name: L.activeFilter(L.endDate, fim) }).press('Delete');
    await expect.poll(() => gridRefs(page)).toEqual(byStatus(8, all).map((p) => p.ref));
  });

  it('opens orders in every status: the stepper shows the right step', async () => {
    // A row opens the detail.
    const page = await customerPage();
    const first = byStatus(6)[0];
    await page.goto('/pedidos/status/6');
    await grid(page).locator('tbody tr').filter({ hasText: first.ref }).locator('td').nth(1).click();
    await page.waitForURL(new RegExp(`/pedidos/detalhe/${first.id}$`));
    await page.getByRole('heading', { name: L.title(first.ref), level: 1 }).waitFor();

    const seven = [
      'REALIZADO',
      'EM PROCESSAMENTO',
      'LIBERADO',
      'EM CARREGAMENTO',
      'NF-e EMITIDA',
      'EM TRANSPORTE',
      'ENTREGUE',
    ];
    for (const s of ORDER_STATUSES) {
      const p = byStatus(s.id)[0];
      await page.goto(`/pedidos/detalhe/${p.id}`);
      await page.getByRole('heading', { name: L.title(p.ref), level: 1 }).waitFor();
      const labels = await stepLabels(page);
      if (s.code === 'CANCELADO') {
        expect(labels).toEqual(['CANCELADO']);
        await expect(currentStep(page).innerText()).resolves.toContain('CANCELADO');
      } else if (s.code === 'PENDENTE_ENVIO') {
        expect(labels).toEqual(['REALIZADO', 'PENDENTE DE ENVIO']);
        await expect(currentStep(page).innerText()).resolves.toContain('PENDENTE DE ENVIO');
      } else {
        expect(labels, s.label).toEqual(seven);
        if (s.step === null) {
          // CONCLUIDO: after ENTREGUE, every step done.
          await expect(currentStep(page).count()).resolves.toBe(0);
          await expect(page.locator('[data-state="done"]').count()).resolves.toBe(7);
        } else {
          await expect(currentStep(page).innerText(), s.label).resolves.toContain(seven[s.step - 1]);
          await expect(page.locator('[data-state="done"]').count()).resolves.toBe(s.step - 1);
        }
      }
      if (['EM_ANALISE', 'TRANSPORTE', 'CANCELADO', 'PENDENTE_ENVIO'].includes(s.code))
        await shot(page, `pedido-detalhe-${s.code.toLowerCase()}`);
      if (['REALIZADO', 'TRANSPORTE', 'CONCLUIDO', 'CANCELADO', 'PENDENTE_ENVIO'].includes(s.code)) {
        await expectNoSeriousA11yViolations(page, `detalhe do pedido ${s.label} (etapas)`);
      }
    }
  });

  it('the detail shows the header, the items and the details of the ERP updates', async () => {
    const page = await customerPage();
    const p = byStatus(6)[0];
    const d = await detail(p.id);
    await page.goto(`/pedidos/detalhe/${p.id}`);
    const summary = page.getByRole('definition').first();
    await summary.waitFor();
    const text = await page.locator('dl').innerText();
    expect(text).toContain(formatDate(d.emissao));
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toContain(`R$ ${formatMoney(d.total)}`);
    expect(text).toContain(`${d.unidadeDesc} ${d.unidadeDescricao}`);
    expect(text).toContain(`${d.clienteCodigo}/${d.clienteLoja} - ${d.clienteRazao}`);
    expect(text).toMatch(new RegExp(`${formatMoney(d.qtdPeso)} kg`));
    const items = page.getByRole('table', { name: L.items });
    await expect(items.locator('tbody tr').count()).resolves.toBe(d.itens.length);
    for (const i of d.itens) await items.getByText(i.produtoDesc, { exact: true }).waitFor();
    const detailsTable = page.getByRole('table', { name: L.detailsTable });
    const u = d.itens[0].updates[0];
    await detailsTable.getByText(u.ordemcarreg!, { exact: true }).first().waitFor();
    await detailsTable.getByText(`${u.nota1} / ${u.serie1}`).first().waitFor();
    await detailsTable.getByText(formatNfeKey(u.chave1)).first().waitFor();
    await shot(page, 'pedido-detalhe');
    await expectNoSeriousA11yViolations(page, 'detalhe do pedido com itens e detalhes');
  });

  it('prints the order: a PDF with the reference and the items', async () => {
    const page = await customerPage();
    const p = byStatus(6)[0];
    const d = await detail(p.id);
    await page.goto(`/pedidos/detalhe/${p.id}`);
    const { file, name } = await download(page, () =>
      page.getByRole('toolbar', { name: L.actions }).getByRole('button', { name: L.print }).click(),
    );
    expect(name).toMatch(/\.pdf$/);
    const text = pdfText(file);
    expect(text).toContain(p.ref);
    for (const i of d.itens) expect(text).toContain(i.produtoSku);
  });

  it('cancels a REALIZADO order; the cancel is disabled on a LIBERADO one', async () => {
    const page = await customerPage();
    const liberado = byStatus(3)[0];
    await page.goto(`/pedidos/detalhe/${liberado.id}`);
    await page.getByRole('heading', { name: L.title(liberado.ref) }).waitFor();
    await expect(page.getByRole('button', { name: L.cancelOrder }).isDisabled()).resolves.toBe(true);

    // The oldest REALIZADO order: the other tests open the newest one.
    const realizados = byStatus(1);
    expect(realizados.length).toBeGreaterThan(1);
    const p = realizados[realizados.length - 1];
    await page.goto(`/pedidos/detalhe/${p.id}`);
    await page.getByRole('heading', { name: L.title(p.ref) }).waitFor();
    const events: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/eventos')) events.push(r.postData() ?? '');
    });
    const cancel = page.getByRole('button', { name: L.cancelOrder });
    await expect(cancel.isEnabled()).resolves.toBe(true);
    await cancel.click();
    const confirm = page.getByRole('dialog', { name: L.cancelTitle });
    await confirm.getByText(MSG.orderCancelConfirm(p.ref)).waitFor();
    await shot(page, 'pedido-cancelar-confirmar');
    await expectNoSeriousA11yViolations(page, 'detalhe do pedido, diálogo de cancelar');
    const res = page.waitForResponse((r) => r.url().endsWith(`/api/pedidos/cancelar/${p.id}`));
    const reload = page.waitForResponse(
      (r) => r.url().endsWith(`/api/pedidos/${p.id}`) && r.request().method() === 'GET',
    );
    await confirm.getByRole('button', { name: L.yes }).click();
    expect((await res).status()).toBe(200);
    await reload; // the order is loaded again
    await notice(page, TITLES.success, MSG.orderCancelled(p.ref)).waitFor();
    await expect.poll(() => stepLabels(page)).toEqual(['CANCELADO']);
    await expect(steps(page).count()).resolves.toBe(1);
    await expect(cancel.isDisabled()).resolves.toBe(true);
    await page.locator('header, article').getByText('CANCELADO', { exact: true }).first().waitFor();
    await shot(page, 'pedido-cancelado');
    await expectNoSeriousA11yViolations(page, 'detalhe do pedido cancelado, com o aviso');
    // The server records the cancel event (type 7); the page does not post a second one.
    expect(events).toEqual([]);
    expect((await api<Pedido>(page, 'GET', `/pedidos/${p.id}`)).body.statusId).toBe(7);
    // Cancelling again is refused by the server as well (422, 9001).
    const again = await api<{ code: number }>(page, 'GET', `/pedidos/cancelar/${liberado.id}`);
    expect(again).toMatchObject({ status: 422, body: { code: 9001 } });
    await closeNotices(page);
  });

  it('the boleto dialog: VENCIDO warns, PAGO says the date, EMDIA downloads, no titles says so', async () => {
    const page = await customerPage();
    const invoiced = seeded.filter((p) => [5, 6, 8, 9].includes(p.statusId));
    const withTitles: Pedido[] = [];
    for (const p of invoiced) {
      const d = await detail(p.id);
      if (d.titulos.length > 0) withTitles.push(d);
    }
    const find = (pred: (t: Pedido['titulos'][number]) => boolean) => {
      for (const d of withTitles) {
        const t = d.titulos.find(pred);
        if (t) return { d, t };
      }
      return null;
    };
    const vencido = find((t) => t.situacao === 'VENCIDO' && !!t.numero_conta && t.saldo > 0);
    const emdia = find((t) => t.situacao === 'EMDIA' && !!t.numero_conta && t.saldo > 0);
    const pago = find((t) => t.situacao === 'QUITADO' && !!t.numero_conta);
    expect(vencido && pago && emdia).toBeTruthy();

    const openBoletos = async (d: Pedido) => {
      await page.goto(`/pedidos/detalhe/${d.id}`);
      await page.getByRole('heading', { name: L.title(d.ref) }).waitFor();
      await page.getByRole('button', { name: L.boletos }).click();
      return page.getByRole('dialog', { name: L.boletosTitle(d.ref) });
    };

    let dialog = await openBoletos(vencido!.d);
    const table = dialog.getByRole('table', { name: L.boletosTable });
    await expect(table.locator('tbody tr').count()).resolves.toBe(vencido!.d.titulos.length);
    const t = vencido!.t;
    await dialog.getByRole('button', { name: F.overdueAria(t.titulo, t.parcela) }).click();
    await notice(page, TITLES.warning, MSG.titleOverdue(t.titulo, t.parcela, formatMoney(t.saldo))).waitFor();
    await shot(page, 'pedido-boletos-vencido');
    await expectNoSeriousA11yViolations(page, 'detalhe do pedido, diálogo de boletos (vencido)');
    await closeNotices(page);

    dialog = await openBoletos(pago!.d);
    const date = formatDate(pago!.t.baixa);
    await dialog.getByRole('button', { name: F.paidAria(pago!.t.titulo, pago!.t.parcela, date) }).click();
    await notice(page, TITLES.success, MSG.titlePaid(pago!.t.titulo, pago!.t.parcela, date)).waitFor();
    await closeNotices(page);

    dialog = await openBoletos(emdia!.d);
    const { file, name } = await download(page, () =>
      dialog.getByRole('button', { name: F.downloadBoletoAria(emdia!.t.titulo, emdia!.t.parcela) }).click(),
    );
    expect(name).toMatch(/\.pdf$/);
    expect(pdfText(file).replace(/\s/g, '')).toContain(formatMoney(emdia!.t.saldo));
    await shot(page, 'pedido-boletos-emdia');
    await expectNoSeriousA11yViolations(page, 'detalhe do pedido, diálogo de boletos (em dia)');

    // An order without titles.
    const fresh = byStatus(2)[0];
    dialog = await openBoletos(await detail(fresh.id));
    await dialog.getByText(MSG.noBoletos).waitFor();
    await expectNoSeriousA11yViolations(page, 'detalhe do pedido, diálogo de boletos vazio');
    await page.keyboard.press('Escape');
  });

  it('an order that answers 400 shows the error for 12 s', async () => {
    // The page's clock is moved instead of waiting the seconds out.
    const page = await customerPage({ clock: true });
    await page.goto('/pedidos/detalhe/abc');
    const n = notice(page, TITLES.dialogWarning, MSG.invalidRequest);
    await n.waitFor();
    await shot(page, 'pedido-erro-400');
    await expectNoSeriousA11yViolations(page, 'detalhe do pedido, erro 400');
    await page.clock.runFor(9_500); // beyond the usual 8 s
    await expect(n.isVisible()).resolves.toBe(true);
    await page.clock.runFor(3_000);
    await n.waitFor({ state: 'detached', timeout: 6_000 });
  });

  it('without USA_PEDIDO_PADRAO and TRACKING_DANFE: no such buttons, and /pedido-padrao says why', async () => {
    // Off, as by default (the tests below turn them on); the page reads them when it loads.
    expect(await setParameters('NAO')).toEqual([200, 200]);
    const page = await customerPage();
    const p = byStatus(6)[0];
    await page.goto(`/pedidos/detalhe/${p.id}`);
    await page.getByRole('heading', { name: L.title(p.ref) }).waitFor();
    const bar = page.getByRole('toolbar', { name: L.actions });
    await expect(bar.getByRole('button', { name: L.tracking }).count()).resolves.toBe(0);
    await expect(bar.getByRole('button', { name: L.createStanding }).count()).resolves.toBe(0);
    await page.goto('/pedido-padrao');
    await page.getByText(MSG.standingOrderOff).waitFor();
    await expectNoSeriousA11yViolations(page, 'pedido padrão desligado');
  });
});

describe('tracking and standing orders (TRACKING_DANFE and USA_PEDIDO_PADRAO on)', () => {
  it('an admin turns the parameters on and the ERP reports carrier events', async () => {
    const admin = await newPage(browser, portal);
    opened.push(admin.context);
    await loginThroughPage(admin.page, 'admin@demo.com.br');
    await admin.page.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
    const token = await tokenOf(admin.page);
    expect(await setParameters('SIM', token)).toEqual([200, 200]);
    // An ERP key and two carrier events for the first order in transport.
    expect(await reportCarrierEvents(token)).toEqual({ key: 201, events: 200 });
  });

  it('the customer tracks an order in transport, and sees the messages without events and without a key', async () => {
    // The parameters on and the carrier's events in (as the test above does); the page reads them when it loads.
    expect(await setParameters('SIM')).toEqual([200, 200]);
    expect(await reportCarrierEvents(adminToken)).toEqual({ key: 201, events: 200 });
    const page = await customerPage();
    const p = byStatus(6)[0];
    const d = await detail(p.id);
    await page.goto(`/pedidos/detalhe/${p.id}`);
    await page.getByRole('heading', { name: L.title(p.ref) }).waitFor();
    const res = page.waitForResponse((r) => r.url().includes(`/api/pedidos/${p.id}/rastreio`));
    await page.getByRole('toolbar', { name: L.actions }).getByRole('button', { name: L.tracking }).click();
    const call = await res;
    const nfe = d.itens[0].updates[0].chave1!;
    expect(new URL(call.url()).searchParams.get('chave')).toBe(nfe);
    const dialog = page.getByRole('dialog', { name: L.trackingTitle(p.ref) });
    const events = dialog.getByRole('table', { name: L.trackingTable });
    await events.waitFor();
    await expect(events.locator('tbody tr').count()).resolves.toBe(2);
    const text = await dialog.innerText();
    for (const s of [
      'MERCADORIA COLETADA (80)',
      'EM TRANSFERENCIA (82)',
      'CAMPINAS / SP',
      'SSW',
      'CPQ',
      'Em trânsito para a unidade de destino.',
      '20/11/2026 09:00',
      '21/11/2026 14:30',
      d.clienteRazao,
      String(Number(nfe.slice(25, 34))),
    ]) {
      expect(text).toContain(s);
    }
    await dialog.getByText(L.remetente, { exact: true }).waitFor();
    await shot(page, 'pedido-rastreio');
    await expectNoSeriousA11yViolations(page, 'detalhe do pedido, diálogo de rastreio');
    await page.keyboard.press('Escape');

    // Another order in transport: the service has nothing for its key.
    const other = byStatus(6)[1];
    const otherKey = (await detail(other.id)).itens[0].updates[0].chave1!;
    await page.goto(`/pedidos/detalhe/${other.id}`);
    await page.getByRole('button', { name: L.tracking }).click();
    await page
      .getByRole('dialog', { name: L.trackingTitle(other.ref) })
      .getByText(MSG.trackingUnavailable(otherKey))
      .waitFor();
    await shot(page, 'pedido-rastreio-indisponivel');
    await expectNoSeriousA11yViolations(page, 'detalhe do pedido, rastreio indisponível');
    await page.keyboard.press('Escape');

    // An order without an invoice: 'Chave NF-E não informada.'
    const fresh = byStatus(2)[0];
    await page.goto(`/pedidos/detalhe/${fresh.id}`);
    await page.getByRole('button', { name: L.tracking }).click();
    await notice(page, TITLES.warning, MSG.nfeKeyMissing).waitFor();
    await closeNotices(page);
  });

  it('saves an order as a standing order, lists, searches and opens it, puts it into the cart and deletes it', async () => {
    expect(await setParameters('SIM')).toEqual([200, 200]);
    const page = await customerPage();
    const source = await detail(byStatus(8)[0].id);
    await page.goto(`/pedidos/detalhe/${source.id}`);
    await page.getByRole('button', { name: L.createStanding }).click();
    const dialog = page.getByRole('dialog', { name: L.standingTitle });
    const save = dialog.getByRole('button', { name: L.save });
    await expect(save.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel(L.standingDescription).pressSequentially('   ');
    await expect(save.isDisabled()).resolves.toBe(true); // blank
    await dialog.getByLabel(L.standingDescription).fill('');
    await dialog.getByLabel(L.standingDescription).pressSequentially('compra da obra e2e');
    await expect(dialog.getByLabel(L.standingDescription).inputValue()).resolves.toBe('COMPRA DA OBRA E2E');
    await shot(page, 'pedido-padrao-criar');
    await expectNoSeriousA11yViolations(page, 'detalhe do pedido, diálogo de criar pedido padrão');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/pedidos/padrao') && r.request().method() === 'POST',
    );
    await save.click();
    const res = await created;
    expect(res.status()).toBe(201);
    expect(res.request().postDataJSON()).toEqual({ pedidoId: source.id, descricao: 'COMPRA DA OBRA E2E' });
    const pp = (await res.json()) as PedidoPadrao;
    await notice(page, TITLES.success, MSG.standingOrderCreated).waitFor();
    await closeNotices(page);

    // The menu entry; the list loads on opening, for the current customer.
    const listed = page.waitForResponse((r) => r.url().includes('/api/pedidos/padrao?'));
    await menu(page).getByRole('link', { name: B.pedidoPadrao }).click();
    await page.waitForURL(/\/pedido-padrao$/);
    const q = new URL((await listed).url()).searchParams;
    expect(q.get('cliente')).toBe(String(body.clienteId));
    const table = page.getByRole('table', { name: S.table });
    await table.getByRole('rowheader', { name: `${pp.id}-COMPRA DA OBRA E2E` }).waitFor();
    await table.getByText(/REPOSICAO MENSAL$/).waitFor();
    await shot(page, 'pedido-padrao-lista');
    await expectNoSeriousA11yViolations(page, 'pedidos padrão');

    // Search on Enter.
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/pedidos/padrao?') && r.url().includes('search='),
    );
    await page.getByLabel(S.search).fill('obra e2e');
    await page.getByLabel(S.search).press('Enter');
    expect(new URL((await searched).url()).searchParams.get('search')).toBe('obra e2e');
    await expect
      .poll(() => table.locator('tbody th').allInnerTexts())
      .toEqual([`${pp.id}-COMPRA DA OBRA E2E`]);
    await page.getByLabel(S.search).fill('nada parecido');
    await page.getByLabel(S.search).press('Enter');
    await page.getByText(MSG.noRecords, { exact: true }).waitFor();
    await page.getByLabel(S.search).fill('');
    await page.getByLabel(S.search).press('Enter');
    await table.getByRole('rowheader', { name: `${pp.id}-COMPRA DA OBRA E2E` }).waitFor();

    // The items dialog.
    await table.getByRole('button', { name: S.items(pp.descricao, source.itens.length) }).click();
    const items = page.getByRole('dialog', { name: S.itemsTitle(`${pp.id}-${pp.descricao}`) });
    await expect(items.getByRole('table', { name: S.itemsTable }).locator('tbody tr').count()).resolves.toBe(
      source.itens.length,
    );
    for (const i of source.itens) await items.getByText(i.produtoDesc, { exact: true }).waitFor();
    await shot(page, 'pedido-padrao-itens');
    await expectNoSeriousA11yViolations(page, 'pedidos padrão, diálogo de itens');
    await page.keyboard.press('Escape');
    await items.waitFor({ state: 'detached' });

    // Into the cart at current prices, then /carrinho.
    const loaded = page.waitForResponse((r) => r.url().includes(`/api/pedidos/padrao/${pp.id}/carrinho`));
    await table.getByRole('button', { name: S.create(pp.descricao) }).click();
    const lr = await loaded;
    expect(new URL(lr.url()).searchParams.get('filial')).toBe(String(body.unidadeId));
    await page.waitForURL(/\/carrinho$/);
    await notice(
      page,
      TITLES.success,
      MSG.standingOrderLoaded(pp.descricao, source.itens.length, 'CAMINHÃO'),
    ).waitFor();
    const cart = await page.evaluate(
      () => JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state?.itens ?? [],
    );
    expect(
      cart.map((i: { produtoId: number; produtoQuant: number; item: number }) => [
        i.item,
        i.produtoId,
        i.produtoQuant,
      ]),
    ).toEqual(source.itens.map((i, k) => [k + 1, i.produtoId, i.produtoQuant]));
    await menu(page)
      .getByRole('link', { name: B.cartItems('CAMINHÃO', source.itens.length) })
      .waitFor();
    await shot(page, 'pedido-padrao-carrinho');
    await closeNotices(page);

    // Finalise the cart (the cart screen): a new order with the standing order's products.
    const placed = page.waitForResponse(
      (r) => r.url().endsWith('/api/pedidos') && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.getByRole('toolbar', { name: C.actions }).getByRole('button', { name: C.finalise }).click();
    await page.getByRole('dialog', { name: C.finaliseTitle }).getByRole('button', { name: C.yes }).click();
    const order = await placed;
    expect(order.status()).toBe(201);
    const [result] = (await order.json()) as { pedidoId: number; ref: string }[];
    await page
      .getByRole('dialog', { name: TITLES.success })
      .getByText(MSG.orderCreated(result.ref))
      .waitFor({ timeout: 20_000 });
    const newOrder = (await api<Pedido>(page, 'GET', `/pedidos/${result.pedidoId}`)).body;
    expect(newOrder.itens.map((i) => [i.produtoId, i.produtoQuant])).toEqual(
      source.itens.map((i) => [i.produtoId, i.produtoQuant]),
    );
    await shot(page, 'pedido-padrao-finalizado');

    // With items in the cart, another standing order asks: replace or add.
    await page.goto('/pedido-padrao');
    await table.getByRole('button', { name: S.create(pp.descricao) }).click();
    await page.waitForURL(/\/carrinho$/);
    await closeNotices(page);

    await menu(page).getByRole('link', { name: B.pedidoPadrao }).click();
    await table.getByRole('button', { name: S.create('REPOSICAO MENSAL') }).click();
    const choice = page.getByRole('dialog', { name: S.cartTitle('CAMINHÃO') });
    await choice.getByText(MSG.standingOrderCartNotEmpty('CAMINHÃO', source.itens.length)).waitFor();
    await shot(page, 'pedido-padrao-substituir');
    await expectNoSeriousA11yViolations(page, 'pedidos padrão, diálogo de substituir ou somar');
    await choice.getByRole('button', { name: S.append }).click();
    await page.waitForURL(/\/carrinho$/);
    const merged = await page.evaluate(
      () => JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state?.itens ?? [],
    );
    expect(merged.length).toBeGreaterThan(source.itens.length);
    expect(merged.map((i: { item: number }) => i.item)).toEqual(merged.map((_: unknown, k: number) => k + 1));
    await closeNotices(page);

    // Delete, with the spec's confirmation.
    await menu(page).getByRole('link', { name: B.pedidoPadrao }).click();
    await table.getByRole('button', { name: S.remove(pp.descricao) }).click();
    const confirm = page.getByRole('dialog', { name: S.deleteTitle });
    await confirm.getByText(MSG.standingOrderDeleteConfirm(pp.descricao)).waitFor();
    await shot(page, 'pedido-padrao-excluir');
    await expectNoSeriousA11yViolations(page, 'pedidos padrão, diálogo de excluir');
    const deleted = page.waitForResponse(
      (r) => r.url().endsWith(`/api/pedidos/padrao/${pp.id}`) && r.request().method() === 'DELETE',
    );
    await confirm.getByRole('button', { name: S.yes }).click();
    expect((await deleted).status()).toBe(204);
    await notice(page, TITLES.success, MSG.standingOrderDeleted).waitFor();
    await table
      .getByRole('rowheader', { name: `${pp.id}-COMPRA DA OBRA E2E` })
      .waitFor({ state: 'detached' });
    await table.getByText(/REPOSICAO MENSAL$/).waitFor();
  });
});
