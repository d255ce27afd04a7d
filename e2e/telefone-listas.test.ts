// The customer's and the seller's lists on a phone (390×844) and on a desktop (1366): orders and an
// order's detail, standing orders, Finance (boletos, Danfe/XML, statement), CRM contacts and a
// contact, the seller's sales consultation. On a phone every list is a column of cards: nothing
// scrolls sideways, the key figures (order total, boleto value and its button, statement balance) are
// on screen, the buttons are at least 40 px high. On a desktop they stay tables. And in a browser in
// Tokyo speaking en-US: an order's time reads as in São Paulo (as on its PDF) and a finance filter
// takes its dates typed DD/MM/YYYY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { formatCurrency } from '@portal/shared/format';
import {
  BUYER_LABELS as B,
  LABELS,
  CRM_LABELS as C,
  FINANCE_LABELS as F,
  ORDER_LABELS as O,
  STANDING_ORDER_LABELS as S,
  VENDAS_LABELS as V,
} from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Boleto, ListarBoletosResponse } from '@portal/shared/schemas/financeiro';
import type { Pedido, PedidoResumo } from '@portal/shared/schemas/pedidos';
import type { Paged } from '@portal/shared/schemas/common';
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
beforeAll(async () => {
  portal = await startPortal({ ERP_SIMULATOR: 'off' });
  browser = await launchBrowser();
  // Standing orders are off by default (USA_PEDIDO_PADRAO NAO): an admin turns them on.
  const admin = await newPage(browser, portal);
  await loginThroughPage(admin.page, 'admin@demo.com.br');
  await admin.page.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
  const r = await admin.context.request.put('/api/parametros/USA_PEDIDO_PADRAO', {
    headers: { authorization: `Bearer ${await token(admin.page)}` },
    data: { valor: 'SIM' },
  });
  expect(r.ok(), await r.text()).toBe(true);
  await admin.context.close();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

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

/** Nothing wider than the phone: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(390);
}

/** On screen, inside the 390 px, and (for a button) at least 40 px high for a finger. */
async function expectReachable(target: Locator, where: string, button = false) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, where).not.toBeNull();
  expect(box!.x, where).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, where).toBeLessThanOrEqual(390);
  if (button) expect(box!.height, where).toBeGreaterThanOrEqual(40);
}

/** The demo orders, titles and contacts are at the São Paulo head office (03/01). */
async function toHeadOffice(page: Page) {
  // On a phone the branch select lives in the drawer of the app bar's menu button.
  const phone = (page.viewportSize()?.width ?? 1366) < 900;
  if (phone) await page.locator('header').getByRole('button', { name: LABELS.openMenu }).click();
  const branchButton = page.getByRole('button', { name: new RegExp(`^${B.branch}: `) });
  if ((await branchButton.getAttribute('aria-label'))?.includes('03/01')) {
    if (phone) await page.keyboard.press('Escape');
    return;
  }
  await branchButton.click();
  await page
    .getByRole('menu', { name: B.branchMenu })
    .getByRole('menuitem', { name: /MATRIZ/ })
    .click();
  await page.getByRole('button', { name: new RegExp(`^${B.branch}: 03/01 `) }).waitFor({ timeout: 20_000 });
  await page.getByRole('dialog', { name: MSG.wait }).waitFor({ state: 'detached', timeout: 20_000 });
  if (phone) await page.keyboard.press('Escape');
}

async function loginCustomer(page: Page) {
  await loginThroughPage(page, 'cliente@demo.com.br');
  await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
  await closeNotices(page);
  await toHeadOffice(page);
  await closeNotices(page);
}

async function token(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth?.token as string,
  );
}

/** Opens /pedidos and returns the first page of the grid as the API sent it. */
async function openOrders(page: Page): Promise<Paged<PedidoResumo>> {
  const grid = page.waitForResponse((r) => r.url().includes('/api/pedidos/filtro/grid'), { timeout: 20_000 });
  await page.goto('/pedidos');
  return (await (await grid).json()) as Paged<PedidoResumo>;
}

/** DD/MM/YYYY HH:mm of an instant in São Paulo, worked out here apart from the app's formatter. */
function saoPaulo(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** 'YYYYMMDD' -> 'DD/MM/YYYY'. */
const brFromYmd = (d: string) => `${d.slice(6, 8)}/${d.slice(4, 6)}/${d.slice(0, 4)}`;

describe('the customer lists at 390×844 and at 1366', () => {
  for (const vp of [PHONE, DESKTOP]) {
    const phone = vp.width === PHONE.width;
    const tag = String(vp.width);

    it(`orders, an order, standing orders, Finance and the contacts (${tag})`, async () => {
      const { context, page } = await newPage(browser, portal);
      await page.setViewportSize(vp);
      await loginCustomer(page);

      // ---- Orders: a card per order with its total on a phone; the table on a desktop.
      const grid = await openOrders(page);
      expect(grid.items.length).toBeGreaterThan(0);
      const first = grid.items[0];
      if (phone) {
        const cards = page.getByRole('list', { name: O.ordersTable });
        await cards.waitFor();
        await expect(page.getByRole('table', { name: O.ordersTable }).count()).resolves.toBe(0);
        const card = cards.getByRole('listitem').filter({ hasText: first.ref }).first();
        await expectReachable(
          card.getByText(formatCurrency(first.total), { exact: true }),
          'total do pedido',
        );
        await expectReachable(card.getByRole('link', { name: O.openOrder(first.ref) }), 'link do pedido');
        await expectNoSidewaysScroll(page, 'pedidos');
      } else {
        await page
          .getByRole('table', { name: O.ordersTable })
          .getByRole('rowheader', { name: first.ref })
          .waitFor();
      }
      await shot(page, `telefone-pedidos-${tag}`);
      await expectNoSeriousA11yViolations(page, `pedidos (${tag})`);

      // ---- The order: its items, details and history as cards, the total on screen.
      const loaded = page.waitForResponse((r) => r.url().endsWith(`/api/pedidos/${first.id}`));
      await page.getByRole('link', { name: O.openOrder(first.ref) }).click();
      const pedido = (await (await loaded).json()) as Pedido;
      await page.getByRole('heading', { name: O.title(pedido.ref), level: 1 }).waitFor();
      if (phone) {
        const items = page.getByRole('list', { name: O.items });
        await items.waitFor();
        await expect(items.getByRole('listitem').count()).resolves.toBe(pedido.itens.length);
        const totals = page.getByRole('region', { name: O.total });
        await expectReachable(
          totals.getByText(formatCurrency(pedido.total), { exact: true }),
          'total dos itens',
        );
        await expectNoSidewaysScroll(page, 'detalhe do pedido');
      } else {
        await page.getByRole('table', { name: O.items }).waitFor();
      }
      await shot(page, `telefone-pedido-detalhe-${tag}`);
      await expectNoSeriousA11yViolations(page, `detalhe do pedido (${tag})`);

      // ---- Standing orders: one made from this order, with its three actions on its card.
      const descricao = `OBRA TELEFONE ${tag}`;
      const made = await context.request.post('/api/pedidos/padrao', {
        headers: { authorization: `Bearer ${await token(page)}` },
        data: { pedidoId: pedido.id, descricao },
      });
      expect(made.status(), await made.text()).toBe(201);
      await page.goto('/pedido-padrao');
      if (phone) {
        const cards = page.getByRole('list', { name: S.table });
        const card = cards.getByRole('listitem').filter({ hasText: descricao });
        await card.waitFor({ timeout: 20_000 });
        await expectReachable(card.getByRole('button', { name: S.remove(descricao) }), 'excluir', true);
        await expectReachable(card.getByRole('button', { name: S.create(descricao) }), 'criar', true);
        await expectNoSidewaysScroll(page, 'pedido padrão');
      } else {
        await page.getByRole('table', { name: S.table }).getByText(new RegExp(descricao)).waitFor();
      }
      await shot(page, `telefone-pedido-padrao-${tag}`);
      await expectNoSeriousA11yViolations(page, `pedido padrão (${tag})`);

      // ---- Finance, boletos: the value and the button of each title on its card.
      const listed = page.waitForResponse((r) => r.url().includes('/api/boletos/listarBoletosCliente'));
      await page.goto('/financeiro');
      const boletos = (await (await listed).json()) as ListarBoletosResponse;
      expect(boletos.itens.length).toBeGreaterThan(0);
      const b = boletos.itens[0];
      if (phone) {
        const cards = page.getByRole('list', { name: F.boletosTable });
        await cards.waitFor();
        const card = cards
          .getByRole('listitem')
          .filter({ hasText: `${b.titulo}/${b.parcela}` })
          .first();
        await expectReachable(
          card.getByText(formatCurrency(b.valor), { exact: true }).first(),
          'valor do boleto',
        );
        await expectReachable(card.getByRole('button').last(), 'botão do boleto', true);
        await expectNoSidewaysScroll(page, 'boletos');
      } else {
        await page.getByRole('table', { name: F.boletosTable }).waitFor();
      }
      await shot(page, `telefone-financeiro-boletos-${tag}`);
      await expectNoSeriousA11yViolations(page, `boletos (${tag})`);

      // ---- Danfe/XML: both downloads on each card.
      await page.getByRole('tab', { name: F.documentos }).click();
      if (phone) {
        const cards = page.getByRole('list', { name: F.documentosTable });
        await cards.waitFor({ timeout: 20_000 });
        const card = cards.getByRole('listitem').first();
        await expectReachable(card.getByRole('button', { name: /DANFE/ }), 'DANFE', true);
        await expectReachable(card.getByRole('button', { name: /XML/ }), 'XML', true);
        await expectNoSidewaysScroll(page, 'Danfe/XML');
      } else {
        await page.getByRole('table', { name: F.documentosTable }).waitFor({ timeout: 20_000 });
      }
      await shot(page, `telefone-financeiro-documentos-${tag}`);
      await expectNoSeriousA11yViolations(page, `Danfe/XML (${tag})`);

      // ---- The statement: its balance on screen.
      await page.getByRole('tab', { name: F.extrato }).click();
      await page.getByRole('button', { name: F.showExtrato }).click();
      // The statement's totals line (each title has its own 'Saldo' too).
      const saldo = page
        .getByLabel(F.totals, { exact: true })
        .getByText(new RegExp(`^${F.totalSaldo}: R\\$`));
      await saldo.waitFor({ timeout: 20_000 });
      if (phone) {
        await expectReachable(saldo, 'saldo do extrato');
        await expectNoSidewaysScroll(page, 'extrato');
      }
      await shot(page, `telefone-financeiro-extrato-${tag}`);
      await expectNoSeriousA11yViolations(page, `extrato (${tag})`);

      // ---- CRM contacts and a contact.
      await page.goto('/crm/contatos');
      if (phone) {
        const cards = page.getByRole('list', { name: C.title });
        const card = cards.getByRole('listitem').filter({ hasText: 'FERNANDA COMPRAS' });
        await card.waitFor({ timeout: 20_000 });
        const details = card.getByRole('link', { name: `${C.details} FERNANDA COMPRAS` });
        await expectReachable(details, 'detalhes do contato', true);
        await expectNoSidewaysScroll(page, 'contatos');
        await shot(page, `telefone-contatos-${tag}`);
        await expectNoSeriousA11yViolations(page, `contatos (${tag})`);
        await details.click();
      } else {
        const table = page.getByRole('table', { name: C.title });
        await table.getByRole('cell', { name: 'FERNANDA COMPRAS', exact: true }).waitFor({ timeout: 20_000 });
        await shot(page, `telefone-contatos-${tag}`);
        await expectNoSeriousA11yViolations(page, `contatos (${tag})`);
        await table.getByRole('link', { name: `${C.details} FERNANDA COMPRAS` }).click();
      }
      await page.waitForURL(/\/crm\/contatos\/detail\/\d+$/);
      await expect
        .poll(() => page.getByLabel(new RegExp(`^${C.nome}`)).inputValue())
        .toBe('FERNANDA COMPRAS');
      if (phone) await expectNoSidewaysScroll(page, 'contato');
      await shot(page, `telefone-contato-${tag}`);
      await expectNoSeriousA11yViolations(page, `contato (${tag})`);
      await context.close();
    });
  }
});

describe("the seller's sales consultation at 390×844 and at 1366", () => {
  for (const vp of [PHONE, DESKTOP]) {
    const phone = vp.width === PHONE.width;
    const tag = String(vp.width);
    it(`a card per order with its totals, sorted by a select (${tag})`, async () => {
      const { context, page } = await newPage(browser, portal);
      await page.setViewportSize(vp);
      await loginThroughPage(page, 'vendedor@demo.com.br');
      await page.waitForURL(/\/selecionar-cliente$/, { timeout: 20_000 });
      await page
        .getByRole('list', { name: B.clientList })
        .getByRole('button', { name: /CONSTRUTORA ALICERCE LTDA/ })
        .click();
      await page.getByRole('button', { name: B.continue }).click();
      await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
      await closeNotices(page);
      const first = page.waitForResponse((r) => r.url().includes('/api/vendedor/consultas/pedidos'), {
        timeout: 20_000,
      });
      await page.goto('/vendedor/vendas/consultas');
      await first;
      if (phone) {
        const cards = page.getByRole('list', { name: V.sales });
        await cards.waitFor();
        await expect(cards.getByRole('listitem').count()).resolves.toBe(10);
        const menu = cards
          .getByRole('listitem')
          .first()
          .getByRole('button', { name: /^Ações do pedido / });
        await expectReachable(menu, 'menu do pedido', true);
        await expectReachable(page.getByRole('region', { name: V.pageTotal }), 'totais');
        // Sorting without the headers: by value, then the other way round.
        const sorted = page.waitForResponse((r) => r.url().includes('/api/vendedor/consultas/pedidos'));
        await page.getByLabel(V.sortBy).click();
        await page.getByRole('option', { name: 'VALOR VENDA' }).click();
        await sorted;
        await expectNoSidewaysScroll(page, 'consulta de vendas');
        await menu.click();
        await page.getByRole('menuitem', { name: V.pedidoDetail }).click();
        await page.getByRole('dialog').waitFor();
        await shot(page, `telefone-vendas-detalhe-${tag}`);
        await expectNoSidewaysScroll(page, 'detalhe do pedido do vendedor');
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('table', { name: V.sales }).waitFor();
      }
      await shot(page, `telefone-vendas-${tag}`);
      await expectNoSeriousA11yViolations(page, `consulta de vendas (${tag})`);
      await context.close();
    });
  }
});

describe('a browser in Tokyo speaking en-US', () => {
  it("reads an order's time as in São Paulo and types a finance period DD/MM/YYYY", async () => {
    const context = await browser.newContext({
      baseURL: portal.url,
      locale: 'en-US',
      timezoneId: 'Asia/Tokyo',
      viewport: DESKTOP,
    });
    const page = await context.newPage();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    await loginCustomer(page);

    // The order's emission time: São Paulo's, as on the PDF (Tokyo is 12 hours ahead).
    const grid = await openOrders(page);
    const first = grid.items[0];
    const table = page.getByRole('table', { name: O.ordersTable });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: first.ref }) });
    await expect.poll(() => row.getByRole('cell').first().innerText()).toBe(saoPaulo(first.emissao));
    await page.getByRole('link', { name: O.openOrder(first.ref) }).click();
    await page.getByRole('heading', { name: O.title(first.ref), level: 1 }).waitFor();
    await page.getByRole('main').getByText(saoPaulo(first.emissao)).first().waitFor();
    await shot(page, 'telefone-toquio-pedido');

    // Finance: a period typed DD/MM/YYYY (the mask adds the slashes) finds the titles due that day.
    const listed = page.waitForResponse((r) => r.url().includes('/api/boletos/listarBoletosCliente'));
    await page.goto('/financeiro');
    const all = ((await (await listed).json()) as ListarBoletosResponse).itens;
    expect(all.length).toBeGreaterThan(0);
    const due: Boleto = all[0];
    const day = brFromYmd(due.vencrea);
    await page.getByRole('button', { name: F.filter }).click();
    const dialog = page.getByRole('dialog', { name: F.filterBoletos });
    for (const label of [F.startDate, F.endDate]) {
      const input = dialog.getByLabel(label);
      await input.fill('');
      await input.pressSequentially(day.replace(/\D/g, ''));
      await expect(input.inputValue()).resolves.toBe(day);
    }
    const filtered = page.waitForResponse((r) => r.url().includes('/api/boletos/listarBoletosCliente'));
    await dialog.getByRole('button', { name: F.apply }).click();
    const res = await filtered;
    const q = new URL(res.url()).searchParams;
    expect(q.get('dtini')).toBe(due.vencrea);
    expect(q.get('dtfim')).toBe(due.vencrea);
    const itens = ((await res.json()) as ListarBoletosResponse).itens;
    const expected = all.filter((t) => t.vencrea === due.vencrea);
    expect(itens.map((t) => `${t.titulo}/${t.parcela}`).sort()).toEqual(
      expected.map((t) => `${t.titulo}/${t.parcela}`).sort(),
    );
    const boletos = page.getByRole('table', { name: F.boletosTable });
    await expect
      .poll(async () => (await boletos.locator('tbody th').allTextContents()).sort())
      .toEqual(expected.map((t) => `${t.titulo}/${t.parcela}`).sort());
    await page.getByText(F.boletosPeriod(day, day)).waitFor();
    await shot(page, 'telefone-toquio-financeiro');
    await expectNoSeriousA11yViolations(page, 'financeiro em Tóquio, en-US');
    await context.close();
  });
});
