// The installable app (beyond the spec): the brand's web app manifest and icons, Chromium's own
// installability check, and the service worker that opens the portal without network: after a first
// visit, off-line, a reload of the CAMINHÃO shows its lines and the off-line banner, FINALIZAR is
// disabled and a write is refused with one notice; on-line again, the banner goes and FINALIZAR
// returns. At 1366 and at 390×844.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BUYER_LABELS as B, CART_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import {
  chromeLaunchOptions,
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
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const notices = (page: Page, text: string) => page.locator('.notistack-SnackbarContainer').getByText(text);

async function addProduct(page: Page, name: string, quantity: number) {
  const search = page.getByRole('searchbox', { name: B.search });
  await search.fill(name);
  await search.press('Enter');
  const card = page.getByRole('article', { name, exact: true });
  await card.waitFor({ timeout: 15_000 });
  await card.getByLabel(B.quantity).fill(String(quantity));
  await card.getByRole('button', { name: B.add }).click();
  await notices(page, MSG.productAdded(name)).first().waitFor();
}

/** Waits until the service worker controls the page (the first visit installs it; a reload uses it). */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, {
    timeout: 20_000,
  });
}

describe('the web app manifest', () => {
  it('is linked from the page, names the brand and passes Chromium installability checks', async () => {
    // Chromium never offers to install from an incognito profile (what a new context is): a
    // profile on disk, as a user's.
    const profile = mkdtempSync(path.join(tmpdir(), 'portal-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...chromeLaunchOptions(),
      baseURL: portal.url,
      locale: 'pt-BR',
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/login');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const manifest = await (await page.request.get(href!)).json();
      expect(manifest.name).toBe('Portal B2B');
      expect(manifest.display).toBe('standalone');
      await underServiceWorker(page);
      // Chromium's own verdict (the one behind "Instalar app"): no errors once the worker runs.
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
          timeout: 20_000,
        })
        .toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe.each([
  { name: '1366', width: 1366, height: 900 },
  { name: '390', width: 390, height: 844 },
])('off-line at $name', ({ name, width, height }) => {
  it('reloads the CAMINHÃO without network, with the banner and FINALIZAR disabled until it returns', async () => {
    const { context, page } = await newPage(browser, portal, undefined, { serviceWorkers: 'allow' });
    await page.setViewportSize({ width, height });
    await loginThroughPage(page, 'cliente@demo.com.br');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await underServiceWorker(page);
    await addProduct(page, 'CIMENTO CP II-E-32', 20);
    await page.goto('/carrinho');
    const finalise = page.getByRole('button', { name: L.finalise });
    await finalise.waitFor();
    await expect.poll(() => finalise.isEnabled()).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'CAMINHÃO', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByText(MSG.appOffline).waitFor();
    await expect(page.getByText('CIMENTO CP II-E-32').first().isVisible()).resolves.toBe(true);
    await expect.poll(() => finalise.isDisabled()).toBe(true);
    // The failed reads of the screen are not announced one by one: the banner says it.
    await expect(notices(page, MSG.serverOffline).count()).resolves.toBe(0);
    await screenshot(page, `app-offline-carrinho-${name}`);
    await expectNoSeriousA11yViolations(page, `CAMINHÃO off-line (${name})`);

    await context.setOffline(false);
    await page.getByText(MSG.appOffline).waitFor({ state: 'detached' });
    await expect.poll(() => finalise.isEnabled()).toBe(true);
    await context.close();
  });
});
