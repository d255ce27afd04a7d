// Buying on a phone (390×844) and the cart on a 1366×768 laptop (docs/product/arquitetura.md §6: phone first;
// docs/product/portal-cliente.md §2 Header, Product search, Cart; §5). Login, password recovery and
// registration fit the phone; the customer's shell is a compact app bar that stays on top with a drawer
// holding the client, credit, 'Empresa' and 'Unidade de venda' and the menu; the search shows two cards per
// row; the cart shows stacked cards with the total and FINALIZAR PEDIDO always on screen, and a line's
// quantity is edited in place with the rules of Adicionar (minimum, rounding to FATOR_MULTI). On the laptop,
// with every cart option on, a seller sees every column of the cart, Remover included.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatCurrency } from '@portal/shared/format';
import { BUYER_LABELS as B, CART_LABELS as L, LABELS, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
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

const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
let portal: Portal;
let browser: Browser;

/** Every option of the cart the spec has (they are NAO by default). */
const CART_OPTIONS = [
  'CAD_MOTORISTA_CARRINHO',
  'CONSULTA_OBRAS',
  'CLIENTES_ENTREGAS',
  'DATA_EMBARQUE',
  'USA_PEDIDO_PADRAO',
  'ALTERA_PRECO_ITEM',
];

beforeAll(async () => {
  portal = await startPortal({ ERP_SIMULATOR: 'off' });
  browser = await launchBrowser();
  const { context, page } = await newPage(browser, portal);
  await loginThroughPage(page, 'admin@demo.com.br');
  await page.waitForURL(/\/gestor/, { timeout: 20_000 });
  for (const nome of CART_OPTIONS) {
    const status = await page.evaluate(async (n) => {
      const token = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth
        ?.token;
      const res = await fetch(`/api/parametros/${n}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ valor: 'SIM' }),
      });
      return res.status;
    }, nome);
    expect(status, nome).toBe(200);
  }
  await context.close();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** The whole page, and (to look at) what the screen shows as it is scrolled now. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await screenshot(page, name);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-tela.png`), fullPage: false });
}

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

const notice = (page: Page, text: string) =>
  page.locator('.notistack-SnackbarContainer').getByText(text).first();

async function storedCart(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state as {
        itens: { produtoQuant: number; produtoValorUnit: number; produtoValorTotal: number }[];
        totais: { valor: number; unidades: { label: string; quantidade: number }[] };
      },
  );
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

/** The element is wholly inside the viewport as the page is scrolled now. */
async function expectOnScreen(page: Page, locator: ReturnType<Page['locator']>, what: string) {
  const viewport = page.viewportSize() ?? PHONE;
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  if (!box) return;
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, what).toBeLessThanOrEqual(viewport.height);
}

describe('public screens on a phone', () => {
  it('login, password recovery and registration fit 390 px (and are shot at 1366×768)', async () => {
    for (const [viewport, suffix] of [
      [PHONE, 'telefone'],
      [LAPTOP, 'desktop'],
    ] as const) {
      const { context, page } = await newPage(browser, portal, viewport);
      for (const [path, name] of [
        ['/login', 'login'],
        ['/recovery', 'recuperacao'],
        ['/novo-cliente', 'cadastro'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        if (path === '/login') await page.getByRole('button', { name: LABELS.enter }).waitFor();
        if (suffix === 'telefone') await expectPhoneLayout(page, { appBar: false });
        await shot(page, `${suffix}-${name}`);
        await expectNoSeriousA11yViolations(page, `${name} (${suffix})`);
      }
      await context.close();
    }
  });
});

describe('the customer on a phone', () => {
  it('app bar and drawer, two cards per row, the cart as cards with FINALIZAR always on screen', async () => {
    const { context, page } = await newPage(browser, portal, PHONE);
    await loginThroughPage(page, 'cliente@demo.com.br');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await closeNotices(page);
    await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });

    // The app bar: brand, the client in short, the cart with its count, the menu button.
    const bar = page.locator('header');
    await bar.getByRole('link', { name: B.cartItems('CAMINHÃO', 0) }).waitFor();
    await bar.getByRole('group', { name: B.selectedClient }).waitFor();
    const menuButton = bar.getByRole('button', { name: LABELS.openMenu });
    await expectOnScreen(page, menuButton, 'botão do menu');
    await expectPhoneLayout(page);

    // Two compact cards per row; the quantity field and Adicionar are comfortable to touch.
    const cards = page.getByRole('list', { name: B.productList }).getByRole('article');
    expect(await cards.count()).toBeGreaterThan(2);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first && second).toBeTruthy();
    if (first && second) {
      expect(Math.abs(first.y - second.y)).toBeLessThan(2);
      expect(second.x).toBeGreaterThan(first.x + first.width - 1);
      expect(second.x + second.width).toBeLessThanOrEqual(PHONE.width);
    }
    const field = await cards.nth(0).getByLabel(B.quantity).locator('..').boundingBox();
    const add = await cards.nth(0).getByRole('button', { name: B.add }).boundingBox();
    expect(field?.height).toBeGreaterThanOrEqual(40);
    expect(add?.height).toBeGreaterThanOrEqual(40);
    await shot(page, 'telefone-busca');
    await expectNoSeriousA11yViolations(page, 'busca de produtos (telefone)');

    // The drawer: the client and its credit, Empresa and Unidade de venda told apart, the menu.
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: B.appMenu });
    await drawer.getByRole('heading', { name: B.companyHeading }).waitFor();
    await drawer.getByText(B.companyHint).waitFor();
    await drawer.getByRole('heading', { name: B.salesUnitHeading }).waitFor();
    await drawer.getByText(B.salesUnitHint).waitFor();
    await drawer.getByRole('button', { name: new RegExp(`^${B.branch}: 03/01 `) }).waitFor();
    await drawer.getByRole('button', { name: new RegExp(`^${B.switchClientCustomer} \\(`) }).waitFor();
    await drawer.getByLabel(B.creditFigures).waitFor();
    await drawer
      .getByRole('navigation', { name: B.customerMenu })
      .getByRole('link', { name: B.pedidos })
      .waitFor();
    await drawer.getByRole('button', { name: LABELS.logout }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(B.closeMenu);
    await shot(page, 'telefone-menu');
    await expectNoSeriousA11yViolations(page, 'menu lateral (telefone)');
    // Esc closes it and gives the focus back to the menu button; so does the close button.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(LABELS.openMenu);
    await menuButton.click();
    await drawer.getByRole('button', { name: B.closeMenu }).click();
    await drawer.waitFor({ state: 'detached' });

    // Two products, then the cart through the app bar.
    await addProduct(page, 'CIMENTO CP II-E-32', 20);
    await closeNotices(page);
    await addProduct(page, 'ARGAMASSA AC-I INTERNA', 10);
    await closeNotices(page);
    await bar.getByRole('link', { name: B.cartItems('CAMINHÃO', 2) }).click();
    await page.waitForURL(/\/carrinho$/);
    await page.getByRole('heading', { name: 'CAMINHÃO', level: 1 }).waitFor();

    // Stacked cards, nothing sideways, the total and FINALIZAR PEDIDO on screen without scrolling.
    const items = page.getByRole('list', { name: L.items('CAMINHÃO') });
    const cimento = items.getByRole('listitem', { name: 'CIMENTO CP II-E-32' });
    await cimento.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await cimento.getByRole('button', { name: L.removeItem('CIMENTO CP II-E-32') }).waitFor();
    const footer = page.getByRole('region', { name: L.footer });
    const finalise = footer.getByRole('button', { name: L.finalise });
    await expectOnScreen(page, finalise, 'FINALIZAR PEDIDO sem rolar');
    await expectPhoneLayout(page);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expectOnScreen(page, finalise, 'FINALIZAR PEDIDO depois de rolar');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'telefone-carrinho');
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO (telefone)');

    // A quantity that is not a multiple of 10: the rounding popup, then the totals at once.
    const before = await storedCart(page);
    const unit = before.itens[0].produtoValorUnit;
    const others = before.totais.valor - before.itens[0].produtoValorTotal;
    const quantity = cimento.getByRole('textbox', { name: L.quantityOf('CIMENTO CP II-E-32') });
    expect(await quantity.inputValue()).toBe('20');
    await quantity.fill('25');
    await quantity.press('Enter');
    const rounding = page.getByRole('dialog', { name: MSG.roundingTitle });
    await rounding.getByText(MSG.roundingQuestion(25, 10)).waitFor();
    await shot(page, 'telefone-carrinho-arredondar');
    await rounding.getByRole('button', { name: '30', exact: true }).click();
    await rounding.waitFor({ state: 'detached' });
    expect(await quantity.inputValue()).toBe('30');
    await cimento.getByText(formatCurrency(unit * 30)).waitFor();
    await footer.getByText(formatCurrency(others + unit * 30), { exact: true }).waitFor();
    const after = await storedCart(page);
    expect(after.itens[0].produtoQuant).toBe(30);
    expect(after.totais.valor).toBeCloseTo(others + unit * 30, 2);

    // CANCELAR keeps the line as it was; the typed value stays in the field with the reason.
    await quantity.fill('35');
    await quantity.press('Enter');
    await rounding.getByRole('button', { name: B.cancel }).click();
    await rounding.waitFor({ state: 'detached' });
    await cimento.getByText(MSG.roundingCancelledLine('35 SC', '10', '30 SC')).waitFor();
    expect(await quantity.inputValue()).toBe('35');
    expect((await storedCart(page)).itens[0].produtoQuant).toBe(30);
    await footer.getByText(formatCurrency(others + unit * 30), { exact: true }).waitFor();
    await shot(page, 'telefone-carrinho-arredondar-cancelado');

    // Below the minimum: the spec's message and the minimum.
    await quantity.fill('5');
    await quantity.press('Enter');
    await notice(page, MSG.minQuantity(10)).waitFor();
    expect(await quantity.inputValue()).toBe('10');
    await footer.getByText(formatCurrency(others + unit * 10), { exact: true }).waitFor();
    expect((await storedCart(page)).itens[0].produtoQuant).toBe(10);
    // Digits only.
    await quantity.fill('');
    await quantity.pressSequentially('2a0');
    expect(await quantity.inputValue()).toBe('20');
    await quantity.press('Enter');
    await footer.getByText(formatCurrency(others + unit * 20), { exact: true }).waitFor();

    // A reload keeps the edited quantity.
    await page.reload();
    await cimento.waitFor();
    expect(await quantity.inputValue()).toBe('20');
    await closeNotices(page);
    await shot(page, 'telefone-carrinho-editado');
    await context.close();
  });

  it('multi@demo.com.br picks another company in the drawer; a seller picks the client', async () => {
    const { context, page } = await newPage(browser, portal, PHONE);
    await loginThroughPage(page, 'multi@demo.com.br');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await closeNotices(page);
    await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });
    await expectPhoneLayout(page);
    await page.locator('header').getByRole('button', { name: LABELS.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: B.appMenu });
    await drawer.getByRole('button', { name: `${B.switchClientCustomer} (${B.clientsCount(12)})` }).click();
    const dialog = page.getByRole('dialog', { name: B.switchClientCustomer });
    const list = dialog.getByRole('list', { name: B.clientList }).getByRole('button');
    await expect.poll(() => list.count()).toBe(12);
    await expectPhoneLayout(page, { appBar: false });
    await shot(page, 'telefone-trocar-filial');
    await expectNoSeriousA11yViolations(page, 'TROCAR FILIAL (telefone)');
    await dialog.getByLabel(B.searchClient).fill('viga mestra');
    await expect.poll(() => list.count()).toBe(1);
    const chosen = (await list.first().innerText()).split('\n')[0];
    await list.first().click();
    // Choosing the company closes the list and the drawer.
    await dialog.waitFor({ state: 'detached' });
    await drawer.waitFor({ state: 'detached' });
    await page
      .locator('header')
      .getByText(/VIGA MESTRA/i)
      .first()
      .waitFor();
    expect(chosen).toMatch(/VIGA MESTRA/i);
    // The catalogue of the new client syncs in the background (catalogo.test.ts follows it).
    await page.getByRole('heading', { name: SCREEN_TITLES.productSearch, level: 1 }).waitFor();
    await expectPhoneLayout(page);
    await shot(page, 'telefone-filial-trocada');
    await context.close();

    // The seller's client selection screen, inside the same shell.
    const seller = await newPage(browser, portal, PHONE);
    await loginThroughPage(seller.page, 'vendedor@demo.com.br');
    await seller.page.waitForURL(/\/selecionar-cliente$/, { timeout: 20_000 });
    const clients = seller.page.getByRole('list', { name: B.clientList });
    await clients.getByRole('button', { name: /MATERIAIS SILVA E FILHOS LTDA/ }).waitFor({ timeout: 15_000 });
    await closeNotices(seller.page);
    await expectPhoneLayout(seller.page);
    await shot(seller.page, 'telefone-selecionar-cliente');
    await expectNoSeriousA11yViolations(seller.page, 'seleção de cliente (telefone)');
    await seller.context.close();
  });
});

describe('the cart on a 1366×768 laptop', () => {
  it('a seller with every cart option sees every column, Remover included', async () => {
    const { context, page } = await newPage(browser, portal, LAPTOP);
    await loginThroughPage(page, 'vendedor@demo.com.br');
    await page.waitForURL(/\/selecionar-cliente$/, { timeout: 20_000 });
    await page
      .getByRole('list', { name: B.clientList })
      .getByRole('button', { name: /MATERIAIS SILVA E FILHOS LTDA/ })
      .click();
    await page.getByRole('button', { name: B.continue }).click();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    await closeNotices(page);
    await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });
    await shot(page, 'desktop-busca');
    await addProduct(page, 'CAL HIDRATADA CH-I', 30);
    await closeNotices(page);
    await page.getByRole('link', { name: B.cartItems('CAMINHÃO', 1) }).click();
    await page.waitForURL(/\/carrinho$/);
    const row = page.getByRole('row', { name: 'CAL HIDRATADA CH-I', exact: true });
    await row.waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      L.colImage,
      L.colProduto,
      L.colPagamento,
      L.colModalidade,
      L.colObra,
      L.colShippingDate,
      L.colPeso,
      L.colQuantidade,
      L.colPreco,
      L.colRemove,
    ]);
    await row.getByRole('button', { name: L.changePrice('CAL HIDRATADA CH-I') }).waitFor();
    await row.getByRole('textbox', { name: L.shippingDateOf('CAL HIDRATADA CH-I') }).waitFor();
    await row.getByRole('textbox', { name: L.quantityOf('CAL HIDRATADA CH-I') }).waitFor();
    await expectOnScreen(page, page.getByRole('columnheader', { name: L.colRemove }), 'coluna Remover');
    await expectOnScreen(
      page,
      row.getByRole('button', { name: L.removeItem('CAL HIDRATADA CH-I') }),
      'botão Remover',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(LAPTOP.width);
    // The header stays on top on a wide screen too.
    await page.evaluate(() => window.scrollTo(0, 2000));
    const header = await page.locator('header').first().boundingBox();
    expect(header?.y).toBeGreaterThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'desktop-carrinho');
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO (1366×768)');

    // The quantity is edited in the table as on the phone.
    const quantity = row.getByRole('textbox', { name: L.quantityOf('CAL HIDRATADA CH-I') });
    await quantity.fill('45');
    await quantity.press('Enter');
    const rounding = page.getByRole('dialog', { name: MSG.roundingTitle });
    await rounding.getByRole('button', { name: '50', exact: true }).click();
    await rounding.waitFor({ state: 'detached' });
    const cart = await storedCart(page);
    expect(cart.itens[0].produtoQuant).toBe(50);
    await page.getByRole('cell', { name: L.totalQuantity }).getByText('50 SC', { exact: true }).waitFor();
    await page
      .getByRole('cell', { name: L.totalValue })
      .getByText(formatCurrency(cart.totais.valor))
      .waitFor();
    await context.close();
  });
});
