// The portal and the browser of a whole journey file, and one manager signed in on the dashboard:
// the portal started, the browser launched, gestor@ logged in through the real login page; closed in
// the reverse order.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginThroughPage, newPage, startPortal, type Portal } from './harness';

export interface GestorSession {
  portal: Portal;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * Registers the file's beforeAll/afterAll; `ready(session)` receives the session once signed in
 * (the journey keeps its own `page` variable).
 */
export function gestorSession(ready: (s: GestorSession) => void, email = 'gestor@demo.com.br'): void {
  let s: Partial<GestorSession> = {};
  beforeAll(async () => {
    s.portal = await startPortal();
    s.browser = await launchBrowser();
    ({ context: s.context, page: s.page } = await newPage(s.browser, s.portal));
    await loginThroughPage(s.page, email);
    await s.page.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
    ready(s as GestorSession);
  });
  afterAll(async () => {
    await s.context?.close();
    await s.browser?.close();
    await s.portal?.stop();
    s = {};
  });
}

/** Registers the file's beforeAll/afterAll for the portal and the browser only (each test opens its sessions). */
export function portalAndBrowser(ready: (s: Omit<GestorSession, 'context' | 'page'>) => void): void {
  let s: Partial<GestorSession> = {};
  beforeAll(async () => {
    s.portal = await startPortal();
    s.browser = await launchBrowser();
    ready(s as GestorSession);
  });
  afterAll(async () => {
    await s.browser?.close();
    await s.portal?.stop();
    s = {};
  });
}
