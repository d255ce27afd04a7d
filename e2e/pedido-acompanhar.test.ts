// Following an order after it is sent: a customer places an order and leaves its detail open (1366×768)
// and the orders list open on a phone (390×844) while the demo ERP (ERP_SIMULATOR, a step every few
// seconds) moves it along. Without a reload, both follow the order news of the live stream: the
// status, the progress, CANCELAR PEDIDO disabled once the status passes 2, and the invoice's DANFE
// in the detail's documents once the ERP bills it. Then the order on a phone: a demo order with many
// updates fits in four screens (the items as cards, the ERP updates and the status history down to
// their latest entry, 'Ver histórico (N)' opens them all), its documents are reachable, nothing
// scrolls sideways; the orders list shows the first order in the first screen, its status filter a
// compact select. The same screens at 1366×768 keep the side list and the tables.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ORDER_STATUS, ORDER_STATUSES } from '@portal/shared/constants';
import { FINANCE_LABELS as F, ORDER_LABELS as L } from '@portal/shared/labels';
import type { Paged } from '@portal/shared/schemas/common';
import type { Pedido, PedidoResumo } from '@portal/shared/schemas/pedidos';
import {
  expectNoSeriousA11yViolations,
  expectPhoneLayout,
  LAPTOP,
  launchBrowser,
  loginThroughPage,
  newPage,
  PHONE,
  screenshot,
  startPortal,
  type Portal,
} from './harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Seconds between two steps of the demo ERP: LIBERADO 2 steps and NF-e EMITIDA 4 steps after it takes the order. */
const STEP_SECONDS = 12;

let portal: Portal;
let browser: Browser;
let customerState: Awaited<ReturnType<BrowserContext['storageState']>>;
let token = '';
let body: { unidadeId: number; clienteId: number; usuarioId: number };
const opened: BrowserContext[] = [];

const tokenOf = (p: Page) =>
  p.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth?.token as string,
  );

async function apiAs<T>(method: string, url: string, data?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${portal.url}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(data ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: data ? JSON.stringify(data) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const orders = async () =>
  (
    await apiAs<Paged<PedidoResumo>>('POST', '/pedidos/filtro/grid', {
      ...body,
      pageTotal: 100,
      statusId: null,
    })
  ).items;
const detail = (id: number) => apiAs<Pedido>('GET', `/pedidos/${id}`);

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

async function shot(p: Page, name: string) {
  await p.waitForTimeout(400);
  await screenshot(p, name);
}

/** With E2E_DOC_SCREENS=1, the screen as docs/screens shows it (the whole page, or its first screen). */
async function docShot(p: Page, name: string, fullPage: boolean) {
  if (!process.env.E2E_DOC_SCREENS) return;
  await p.waitForTimeout(400);
  await p.screenshot({ path: path.join(root, 'docs/screens', `${name}.png`), fullPage });
}

/** On screen, inside the viewport's width and at least 40 px high (a finger's button). */
async function expectReachable(target: Locator, where: string, width: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, where).not.toBeNull();
  expect(box!.x, where).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, where).toBeLessThanOrEqual(width);
  expect(box!.height, where).toBeGreaterThanOrEqual(40);
}

/** The id of a status by its label on screen (0 when none). */
const statusId = (label: string) => ORDER_STATUSES.find((s) => s.label === label)?.id ?? 0;
/** The status chip beside the order's title. */
const titleChip = (p: Page) => p.locator('article .MuiChip-label').first();
const cancelButton = (p: Page) => p.getByRole('button', { name: L.cancelOrder });
const pageHeight = (p: Page) => p.evaluate(() => document.documentElement.scrollHeight);

beforeAll(async () => {
  portal = await startPortal({ ERP_SIMULATOR: 'on', ERP_SIMULATOR_STEP_SECONDS: String(STEP_SECONDS) });
  browser = await launchBrowser();
  const customer = await newPage(browser, portal);
  await loginThroughPage(customer.page, 'cliente@demo.com.br');
  await customer.page.waitForURL(/\/$/, { timeout: 20_000 });
  token = await tokenOf(customer.page);
  const gridReq = customer.page.waitForRequest((r) => r.url().endsWith('/api/pedidos/filtro/grid'));
  await customer.page.goto('/pedidos');
  const { unidadeId, clienteId, usuarioId } = (await gridReq).postDataJSON();
  body = { unidadeId, clienteId, usuarioId };
  customerState = await customer.context.storageState();
  await customer.context.close();
});
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
  await browser?.close();
  await portal?.stop();
});

describe('an order after it is sent', () => {
  it(
    'the open detail and the phone list follow the demo ERP without a reload',
    { timeout: 240_000 },
    async () => {
      // A new order of one line, as a seeded order has it (the demo ERP moves only the orders it takes).
      const model = await detail(
        (await orders()).find((o) => o.statusId === ORDER_STATUS.ENTREGUE && o.qtdItens > 0)!.id,
      );
      const i = model.itens[0];
      const placed = await apiAs<{ status: number; pedidoId: number; ref: string }[]>(
        'POST',
        '/pedidos',
        {
          total: i.produtoValorTotal,
          clienteId: model.clienteId,
          unidadeId: model.unidadeId,
          obsnf: 'ACOMPANHAR PELO PORTAL',
          pedidoPadrao: false,
          itens: [
            {
              isObra: false,
              obraId: null,
              produtoId: i.produtoId,
              produtoSku: i.produtoSku,
              produtoQuant: i.produtoQuant,
              produtoPesoUnit: i.produtoPesoUnit,
              produtoValorUnit: i.produtoValorUnit,
              produtoValorTotal: i.produtoValorTotal,
              modalidadeId: i.modalidadeId,
              modalidadeSku: i.modalidadeSku,
              pagamentoFormaId: i.pagamentoFormaId,
              pagamentoFormaSku: i.pagamentoFormaSku,
              pagamentoCondicaoId: i.pagamentoCondicaoId,
              pagamentoCondicaoSku: i.pagamentoCondicaoSku,
              motoristaSku: null,
              veiculoPlaca: null,
              dataEmbarque: null,
            },
          ],
        },
        { 'idempotency-key': `acompanhar-${Date.now()}` },
      );
      expect(placed).toHaveLength(1);
      const placedAt = Date.now();
      const { pedidoId, ref } = placed[0];

      // The detail at 1366×768: sent a moment ago, it can still be cancelled.
      const page = await customerPage(LAPTOP);
      await page.goto(`/pedidos/detalhe/${pedidoId}`);
      await page.getByRole('heading', { name: L.title(ref), level: 1 }).waitFor();
      const first = (await detail(pedidoId)).statusId;
      expect(first).toBeLessThanOrEqual(ORDER_STATUS.EM_ANALISE);
      expect(await cancelButton(page).isEnabled()).toBe(true);
      // A mark on the window: a reload would lose it.
      await page.evaluate(() => ((window as unknown as { __sameLoad: boolean }).__sameLoad = true));

      // The list on a phone, its first card the new order.
      const phone = await customerPage(PHONE);
      await phone.goto('/pedidos');
      const card = phone
        .getByRole('list', { name: L.ordersTable })
        .getByRole('listitem')
        .filter({ hasText: ref })
        .first();
      await card.waitFor({ timeout: 20_000 });
      await phone.evaluate(() => ((window as unknown as { __sameLoad: boolean }).__sameLoad = true));

      // The demo ERP moves it past EM ANALISE: the detail shows it by itself within 90 s.
      await expect
        .poll(async () => cancelButton(page).isDisabled(), { timeout: 90_000, interval: 500 })
        .toBe(true);
      const now = await detail(pedidoId);
      expect(now.statusId).toBeGreaterThan(ORDER_STATUS.EM_ANALISE);
      await expect
        .poll(() => titleChip(page).innerText(), { timeout: 10_000 })
        .not.toMatch(/^(REALIZADO|EM ANALISE)$/);
      const seen = await titleChip(page).innerText();
      expect(statusId(seen)).toBeGreaterThan(ORDER_STATUS.EM_ANALISE);
      // The progress moved with it.
      const current = page.getByRole('region', { name: L.progress }).locator('[aria-current="step"]');
      await expect.poll(() => current.innerText()).not.toMatch(/REALIZADO|EM PROCESSAMENTO/);
      console.log(`status ${seen} na tela ${Math.round((Date.now() - placedAt) / 1000)} s depois do pedido`);
      // And on the phone's list, its card's chip.
      await expect
        .poll(async () => card.locator('.MuiChip-label').first().innerText(), { timeout: 30_000 })
        .not.toMatch(/^(REALIZADO|EM ANALISE)$/);

      // Billed (NF-e EMITIDA): the invoice's DANFE and XML in the documents, still without a reload.
      const docs = page.getByRole('region', { name: L.documents });
      await expect
        .poll(async () => (await detail(pedidoId)).notas.length, { timeout: 90_000, interval: 1000 })
        .toBeGreaterThan(0);
      const nota = (await detail(pedidoId)).notas[0];
      await docs
        .getByRole('button', { name: F.danfeAria(nota.documento, nota.serie) })
        .waitFor({ timeout: 20_000 });
      await docs.getByRole('button', { name: F.xmlAria(nota.documento, nota.serie) }).waitFor();
      await expect
        .poll(async () => statusId(await titleChip(page).innerText()), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(ORDER_STATUS.NFE_EMITIDA);
      expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(
        true,
      );
      expect(await phone.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(
        true,
      );
      await shot(page, 'pedido-acompanhar-1366');
    },
  );
});

describe('the order on a phone (390×844) and at 1366×768', () => {
  /** The seeded order with the most ERP updates and history, billed (documents to reach). */
  async function busiest(): Promise<Pedido> {
    let best: Pedido | null = null;
    let score = -1;
    for (const o of (await orders()).filter((x) => x.statusId >= ORDER_STATUS.NFE_EMITIDA)) {
      const d = await detail(o.id);
      if (d.notas.length === 0) continue;
      const s = d.itens.reduce((n, i) => n + i.updates.length, 0) + d.historico.length + d.itens.length;
      if (s > score) [best, score] = [d, s];
    }
    return best!;
  }

  it('a detail with many updates fits four screens, its documents at hand', async () => {
    const p = await busiest();
    const updates = p.itens.reduce((n, i) => n + i.updates.length, 0);
    const page = await customerPage(PHONE);
    await page.goto(`/pedidos/detalhe/${p.id}`);
    await page.getByRole('heading', { name: L.title(p.ref), level: 1 }).waitFor();
    const items = page.getByRole('list', { name: L.items });
    await items.waitFor();
    await expect(items.getByRole('listitem').count()).resolves.toBe(p.itens.length);
    await page.getByRole('region', { name: L.total }).getByText(L.colTotal).waitFor();

    // The status history and the ERP updates down to their latest entry.
    const history = page.getByRole('list', { name: L.historyTable });
    await expect(history.getByRole('listitem').count()).resolves.toBe(1);
    const newest = p.historico[p.historico.length - 1];
    await history.getByText(newest.statusDesc, { exact: true }).waitFor();
    if (updates > 1) {
      await expect(
        page.getByRole('list', { name: L.detailsTable }).getByRole('listitem').count(),
      ).resolves.toBe(1);
    }
    const height = await pageHeight(page);
    console.log(
      `detalhe ${p.ref} a 390×844: ${p.itens.length} itens, ${updates} atualizações, ${p.historico.length} etapas; ${height} px (${(height / PHONE.height).toFixed(2)} telas)`,
    );
    expect(height, 'altura do detalhe no telefone').toBeLessThanOrEqual(4 * PHONE.height);
    await expectPhoneLayout(page);

    // The documents: each invoice's DANFE and XML, each title's boleto button, reachable.
    const docs = page.getByRole('region', { name: L.documents });
    for (const n of p.notas) {
      await expectReachable(
        docs.getByRole('button', { name: F.danfeAria(n.documento, n.serie) }),
        'DANFE',
        390,
      );
      await expectReachable(docs.getByRole('button', { name: F.xmlAria(n.documento, n.serie) }), 'XML', 390);
    }
    if (p.titulos.length > 0) {
      const titles = docs.getByRole('list', { name: L.boletosTable });
      await expect(titles.getByRole('listitem').count()).resolves.toBe(p.titulos.length);
      await expectReachable(titles.getByRole('listitem').first().getByRole('button').first(), 'boleto', 390);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'pedido-detalhe-390');
    await docShot(page, 'pedido-detalhe-390', true);
    await expectNoSeriousA11yViolations(page, 'detalhe do pedido no telefone');

    // 'Ver histórico (N)' opens every step, and closes again.
    const more = page.getByRole('button', { name: L.historyMore(p.historico.length) });
    if (p.historico.length > 1) {
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      await more.click();
      await expect.poll(() => history.getByRole('listitem').count()).toBe(p.historico.length);
      const less = page.getByRole('button', { name: L.historyLess });
      expect(await less.getAttribute('aria-expanded')).toBe('true');
      await expectPhoneLayout(page);
      await less.click();
      await expect.poll(() => history.getByRole('listitem').count()).toBe(1);
    }
    if (updates > 1) {
      await page.getByRole('button', { name: L.updatesMore(updates) }).click();
      await expect
        .poll(() => page.getByRole('list', { name: L.detailsTable }).getByRole('listitem').count())
        .toBe(updates);
    }

    // At 1366×768: the tables as today, every history row, the documents as a table.
    const desk = await customerPage(LAPTOP);
    await desk.goto(`/pedidos/detalhe/${p.id}`);
    await desk.getByRole('heading', { name: L.title(p.ref), level: 1 }).waitFor();
    await expect(desk.getByRole('table', { name: L.historyTable }).locator('tbody tr').count()).resolves.toBe(
      p.historico.length,
    );
    await expect(desk.getByRole('table', { name: L.items }).locator('tbody tr').count()).resolves.toBe(
      p.itens.length,
    );
    await desk.getByRole('toolbar', { name: L.actions }).getByRole('button', { name: L.boletos }).waitFor();
    const deskDocs = desk.getByRole('region', { name: L.documents });
    await deskDocs.getByRole('table', { name: L.nfesTable }).waitFor();
    await deskDocs
      .getByRole('button', { name: F.danfeAria(p.notas[0].documento, p.notas[0].serie) })
      .waitFor();
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(LAPTOP.width);
    await shot(desk, 'pedido-detalhe-1366');
    await docShot(desk, 'pedido-detalhe-1366', false);
    await expectNoSeriousA11yViolations(desk, 'detalhe do pedido a 1366×768');
  });

  it('the orders list on a phone: the first order in the first screen, the status as a select', async () => {
    const page = await customerPage(PHONE);
    const grid = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/filtro/grid'));
    await page.goto('/pedidos');
    const first = ((await (await grid).json()) as Paged<PedidoResumo>).items[0];
    const cards = page.getByRole('list', { name: L.ordersTable });
    const card = cards.getByRole('listitem').first();
    await card.waitFor();
    expect(await card.innerText()).toContain(first.ref);
    const box = (await card.boundingBox())!;
    console.log(
      `lista a 390×844: primeiro cartão de ${Math.round(box.y)} a ${Math.round(box.y + box.height)} px`,
    );
    expect(box.y + box.height, 'o primeiro pedido cabe na primeira tela').toBeLessThanOrEqual(PHONE.height);
    await expect(page.getByRole('navigation', { name: L.statusList }).count()).resolves.toBe(0);
    await expectPhoneLayout(page);
    await shot(page, 'pedidos-390');
    await docShot(page, 'pedidos-390', false);
    await expectNoSeriousA11yViolations(page, 'pedidos no telefone');

    // The select filters by a status (its count beside it) and keeps the address as the side list did.
    const select = page.getByRole('combobox', { name: L.statusList });
    const all = await orders();
    const liberados = all.filter((o) => o.statusId === ORDER_STATUS.LIBERADO);
    const res = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/filtro/grid'));
    await select.selectOption({ label: `LIBERADO (${liberados.length})` });
    await page.waitForURL(/\/pedidos\/status\/3$/);
    expect((await res).request().postDataJSON()).toMatchObject({ statusId: 3 });
    await expect.poll(() => cards.getByRole('listitem').count()).toBe(liberados.length);
    await select.selectOption({ label: `${L.all} (${all.length})` });
    await page.waitForURL(/\/pedidos\/status\/todos$/);

    // At 1366×768 the side list of statuses stays.
    const desk = await customerPage(LAPTOP);
    await desk.goto('/pedidos');
    await desk.getByRole('navigation', { name: L.statusList }).waitFor();
    await desk.getByRole('table', { name: L.ordersTable }).waitFor();
    await expect(desk.getByRole('combobox', { name: L.statusList }).count()).resolves.toBe(0);
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(LAPTOP.width);
    await shot(desk, 'pedidos-1366');
  });
});
