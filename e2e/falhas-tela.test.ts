// The browser's safety net (app/ScreenErrorBoundary): a screen that throws while rendering shows a
// pt-BR message inside the shell with 'Tentar novamente' and 'Voltar ao início', and the API's log gets
// the report; after a deploy, a screen whose code answers 404 reloads the page once and then says so
// with a button, never a blank page. At 390×844 and 1366×768.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_LABELS, LABELS } from '@portal/shared/labels';
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

/** The orders screen's own code file (split per route): /assets/PedidosPage-<hash>.js. */
const ORDERS_CHUNK = /\/assets\/PedidosPage-[\w-]+\.js$/;

async function loggedIn(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(browser, portal, viewport);
  await loginThroughPage(page, 'cliente@demo.com.br');
  await page.waitForURL(/\/$/, { timeout: 20_000 });
  return page;
}

const reportsLogged = () => portal.logs.join('').split('falha de tela no navegador').length - 1;

async function openOrdersFromMenu(page: Page, phone: boolean) {
  if (phone) await page.locator('header').getByRole('button', { name: LABELS.openMenu }).click();
  await page
    .getByRole('navigation', { name: BUYER_LABELS.customerMenu })
    .getByRole('link', { name: BUYER_LABELS.pedidos })
    .click();
  await page.waitForURL(/\/pedidos$/);
}

describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const)('a screen that fails (%s)', (label, viewport) => {
  const phone = label === 'phone';

  it('a render error shows the message inside the shell, is reported, and Voltar ao início leads on', async () => {
    const page = await loggedIn(viewport);
    // The orders screen's code, as a build whose screen throws while rendering.
    await page.route(ORDERS_CHUNK, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function PedidosPage() { throw new Error("falha ao montar a tela"); }',
      }),
    );
    const before = reportsLogged();
    const report = page.waitForRequest((r) => r.url().endsWith('/api/erros-web') && r.method() === 'POST');
    await openOrdersFromMenu(page, phone);

    const alert = page.getByRole('alert').filter({ hasText: MSG.screenFailed });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain(LABELS.screenFailedTitle);
    // The shell stays: the header with the menu and the cart.
    await expect(page.locator('header').first().isVisible()).resolves.toBe(true);
    const sent = (await report).postDataJSON() as { tipo: string; mensagem: string; rota: string };
    expect(sent).toMatchObject({ tipo: 'render', rota: '/pedidos' });
    expect(sent.mensagem).toContain('falha ao montar a tela');
    await expect.poll(reportsLogged, { timeout: 10_000 }).toBeGreaterThan(before);
    if (phone) await expectPhoneLayout(page);
    await expectNoSeriousA11yViolations(page, `falha de tela (${label})`);
    await screenshot(page, `falha-tela-${viewport.width}`);

    // Tentar novamente renders the screen again (it fails again: same message, no blank page).
    await page.getByRole('button', { name: LABELS.screenRetry }).click();
    await alert.waitFor();
    // Voltar ao início: the home screen renders.
    await page.getByRole('button', { name: LABELS.screenHome }).click();
    await page.waitForURL(/\/$/);
    await expect(page.getByRole('alert').filter({ hasText: MSG.screenFailed }).count()).resolves.toBe(0);
    await page.getByRole('searchbox', { name: BUYER_LABELS.search }).waitFor();
    await page.context().close();
  });

  it('code gone after a deploy: one reload onto the new build, then a message with a button', async () => {
    const page = await loggedIn(viewport);
    let asked = 0;
    await page.route(ORDERS_CHUNK, (route) => {
      asked++;
      return route.fulfill({ status: 404, body: '' });
    });
    let loads = 0;
    page.on('load', () => loads++);
    await openOrdersFromMenu(page, phone);

    // The first failure reloads the page once; on the reloaded page the file is still missing.
    const alert = page.getByRole('alert').filter({ hasText: MSG.screenCodeMissing });
    await alert.waitFor({ timeout: 30_000 });
    expect(loads).toBe(1);
    expect(asked).toBeGreaterThanOrEqual(2);
    if (phone) await expectPhoneLayout(page);
    await expectNoSeriousA11yViolations(page, `código ausente (${label})`);
    await screenshot(page, `codigo-ausente-${viewport.width}`);

    // The new build's file is there now: the button reloads and the screen renders.
    await page.unroute(ORDERS_CHUNK);
    await page.getByRole('button', { name: LABELS.screenReload }).click();
    await page.waitForURL(/\/pedidos$/);
    await page.getByRole('heading', { name: BUYER_LABELS.pedidos, level: 1 }).waitFor({ timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: MSG.screenCodeMissing }).count()).resolves.toBe(0);
    await page.context().close();
  });
});
