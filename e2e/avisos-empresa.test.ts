// Notices that never hide an action, and safe company switches, at 390×844 and 1366×768
// (docs/product/portal-cliente.md §2 Header, §4 Cart and Switching customer, §8). Several products added in a
// row show one notice that counts them, and the next card's Adicionar and the add-twice question's buttons
// stay reachable (the element at their centre is the button). Switching the company with items in the
// cart asks first (CANCELAR keeps the cart); the inactive company of multi@ is marked in the header
// and refused up front: the search says why and offers no Adicionar, the cart no FINALIZAR. The
// company chooser is shot into docs/screens at both widths.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { BUYER_LABELS as B, CART_LABELS as C, LABELS, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import {
  expectPhoneLayout,
  LAPTOP,
  launchBrowser,
  loginThroughPage,
  newPage,
  PHONE,
  startPortal,
  type Portal,
} from './harness';

const SCREENS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screens');
let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ ERP_SIMULATOR: 'off' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const notices = (page: Page) => page.locator('#avisos [data-notice]');

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

/** After the page moved, the notice is placed again (next frame): give it a moment. */
const settle = (page: Page) => page.waitForTimeout(400);

/**
 * The control can be pressed where it is: the element at its centre is it (or inside it), and no
 * notice on screen overlaps it.
 */
async function expectReachable(page: Page, control: Locator, what: string) {
  const r = await control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const covered = Array.from(document.querySelectorAll('#avisos [data-notice]')).some((n) => {
      const b = (n.closest('.notistack-MuiContent') ?? n).getBoundingClientRect();
      return b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom;
    });
    return { itself: !!hit && (hit === el || el.contains(hit)), covered };
  });
  expect(r.itself, `${what}: o elemento no centro é o botão`).toBe(true);
  expect(r.covered, `${what}: nenhum aviso por cima`).toBe(false);
}

/** Scrolls so the control's centre sits where a notice at the bottom of the screen would be. */
async function bringToBottom(page: Page, control: Locator) {
  await control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - (window.innerHeight - 40));
  });
  await settle(page);
}

async function expectNoSideways(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'a página não rola para o lado').toBeLessThanOrEqual(width);
}

/** Opens the company switch (in the drawer on a phone) and picks the company by its CNPJ. */
async function switchCompany(page: Page, phone: boolean, cnpj: string) {
  const scope = phone ? page.getByRole('dialog', { name: B.appMenu }) : page.locator('header');
  // The drawer may still be open from a switch cancelled before.
  if (phone && !(await scope.isVisible())) await page.getByRole('button', { name: LABELS.openMenu }).click();
  await scope.getByRole('button', { name: `${B.switchClientCustomer} (${B.clientsCount(12)})` }).click();
  const dialog = page.getByRole('dialog', { name: B.switchClientCustomer });
  await dialog.getByLabel(B.searchClient).fill(cnpj);
  const items = dialog.getByRole('list', { name: B.clientList }).getByRole('button');
  await expect.poll(() => items.count()).toBe(1);
  await items.first().click();
  await dialog.waitFor({ state: 'detached' });
}

const cartLink = (page: Page, n: number) =>
  page.getByRole('link', { name: B.cartItems('CAMINHÃO', n) }).first();

for (const [name, viewport] of [
  ['390', PHONE],
  ['1366', LAPTOP],
] as const) {
  describe(`notices and the company switch (${name})`, () => {
    it('one notice counts the products added in a row and never covers the next Adicionar or a question; switching company asks; the inactive company is refused up front', async () => {
      const phone = viewport.width < 900;
      const { context, page } = await newPage(browser, portal, viewport);
      await loginThroughPage(page, 'multi@demo.com.br');
      await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
      await closeNotices(page);
      await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });

      // Products with a price, one after another: each time one notice, counting them.
      const cards = page
        .getByRole('list', { name: B.productList })
        .getByRole('article')
        .filter({ hasNot: page.getByText(B.noPrice, { exact: true }) });
      await expect.poll(() => cards.count()).toBeGreaterThan(4);
      const names: string[] = [];
      for (let i = 0; i < 3; i++) {
        const card = cards.nth(i);
        const add = card.getByRole('button', { name: B.add });
        await add.scrollIntoViewIfNeeded();
        await settle(page);
        await expectReachable(page, add, `Adicionar do produto ${i + 1}`);
        await add.click();
        const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
        names.push(title);
        const text = i === 0 ? MSG.productAdded(title) : MSG.noticeRepeated(MSG.productAdded(title), i + 1);
        await page.locator('#avisos').getByText(text, { exact: false }).first().waitFor();
        await settle(page);
        expect(await notices(page).count(), 'um aviso por vez').toBe(1);
        // The next card's Adicionar, even where the notice would sit, can be pressed.
        const next = cards.nth(i + 1).getByRole('button', { name: B.add });
        await bringToBottom(page, next);
        await expectReachable(page, next, `Adicionar do produto seguinte (${i + 2})`);
        expect(await notices(page).count(), 'um aviso por vez').toBe(1);
      }
      await expectNoSideways(page, viewport.width);

      // The same product again: the add-twice question, its buttons clear of the notice.
      const first = cards.nth(0);
      await bringToBottom(page, first.getByRole('button', { name: B.add }));
      await first.getByRole('button', { name: B.add }).click();
      const twice = page.getByRole('dialog', { name: MSG.alreadyInCartTitle });
      await twice.waitFor();
      await settle(page);
      expect(await notices(page).count(), 'um aviso por vez').toBe(1);
      await expectReachable(page, twice.getByRole('button', { name: B.sumQuantity }), 'SOMAR A QUANTIDADE');
      await expectReachable(page, twice.getByRole('button', { name: B.addAnother }), 'ADICIONAR OUTRO');
      await twice.getByRole('button', { name: B.sumQuantity }).click();
      await page
        .locator('#avisos')
        .getByText(MSG.noticeRepeated(MSG.productAdded(names[0]), 4))
        .waitFor();
      expect(await notices(page).count(), 'um aviso por vez').toBe(1);
      await page.screenshot({ path: path.join(SCREENS, `avisos-um-por-vez-${name}.png`) });

      // Switching company with three lines in the cart asks first; CANCELAR keeps everything.
      await cartLink(page, 3).waitFor();
      await switchCompany(page, phone, '47.960.950');
      const ask = page.getByRole('dialog', { name: TITLES.dialogWarning });
      await ask.getByText(MSG.customerSwitchConfirm('CAMINHÃO')).waitFor();
      await settle(page);
      await expectReachable(page, ask.getByRole('button', { name: B.cancel }), 'CANCELAR da troca');
      await expectReachable(page, ask.getByRole('button', { name: B.ok }), 'OK da troca');
      await ask.getByRole('button', { name: B.cancel }).click();
      await ask.waitFor({ state: 'detached' });
      await cartLink(page, 3).waitFor();
      expect(await page.locator('header').getByText(MSG.clientInactive).count()).toBe(0);

      // Again, OK: the cart is zeroed and the inactive company is current, marked in the header.
      await switchCompany(page, phone, '47.960.950');
      await ask.getByRole('button', { name: B.ok }).click();
      await ask.waitFor({ state: 'detached' });
      await cartLink(page, 0).waitFor();
      await page.locator('header').getByText(MSG.clientInactive).first().waitFor();

      // Refused up front: the search says why and offers no Adicionar.
      await page
        .getByRole('alert')
        .filter({ hasText: MSG.clientOrderingRefused('B') })
        .waitFor();
      await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });
      expect(
        await page.getByRole('list', { name: B.productList }).getByRole('article').count(),
      ).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: B.add, exact: true }).count()).toBe(0);
      if (phone) await expectPhoneLayout(page);
      else await expectNoSideways(page, viewport.width);

      // The cart says it too and offers no FINALIZAR.
      await cartLink(page, 0).click();
      await page.waitForURL(/\/carrinho$/);
      await page.getByRole('alert').filter({ hasText: MSG.finaliseBlocked }).waitFor();
      expect(await page.getByRole('button', { name: C.finalise }).count()).toBe(0);

      // The company chooser: the inactive company marked, the whole list fits the width.
      await page.goto('/selecionar-cliente');
      await page.getByRole('heading', { name: SCREEN_TITLES.selecionarCliente }).waitFor();
      const list = page.getByRole('list', { name: B.clientList });
      const inactive = list.getByRole('button').filter({ hasText: MSG.clientInactive });
      await expect.poll(() => inactive.count()).toBe(1);
      await inactive.scrollIntoViewIfNeeded();
      await expectNoSideways(page, viewport.width);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SCREENS, `escolher-empresa-${name}.png`) });
      await context.close();
    });
  });
}
