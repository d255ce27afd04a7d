// Browser journeys: the built portal (apps/api/dist + apps/web/dist) started on a free port with a
// fresh data folder and the demo seed, driven by Debian's Chromium through playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_PASSWORD = 'Demo@123';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface Portal {
  url: string;
  dataDir: string;
  proc: ChildProcess;
  logs: string[];
  stop(): Promise<void>;
}

export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const logs: string[] = [];
  const proc = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => logs.push(String(d)));
  proc.stderr?.on('data', (d) => logs.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  // The seed of a fresh database takes longer on a loaded machine: E2E_START_SECONDS gives it room.
  const startSeconds = Number(process.env.E2E_START_SECONDS) || 180;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`o portal terminou ao iniciar:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      proc.kill('SIGTERM'); // not left running behind the failed suite
      throw new Error(`o portal não respondeu em ${startSeconds} s:\n${logs.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    proc,
    logs,
    async stop() {
      if (proc.exitCode === null) {
        proc.kill('SIGTERM');
        await new Promise((r) => proc.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Chromium in Brazilian Portuguese, as the users have it: native date inputs read dd/mm/aaaa. On
 * Linux Chromium takes its language from LANGUAGE (it ignores --lang there) and needs the pt-BR
 * locale files (Debian: chromium-l10n); without them it falls back to en-US (mm/dd/yyyy).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch(chromeLaunchOptions(extraArgs));
}

/** The system's Chromium, headless, in pt-BR, with nothing reaching outside the machine. */
export function chromeLaunchOptions(extraArgs: string[] = []) {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return {
    executablePath,
    headless: true,
    env: { ...process.env, LANGUAGE: 'pt_BR' },
    args: [
      '--lang=pt-BR',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  };
}

/** The phone every screen must work on (docs/product/arquitetura.md §6: phone first). */
export const PHONE = { width: 390, height: 844 } as const;
/** The common laptop screen the desktop journeys check besides the default 1366×900. */
export const LAPTOP = { width: 1366, height: 768 } as const;

/**
 * A new browser context and page on the portal. The app's service worker (the installable app) is
 * blocked unless `serviceWorkers: 'allow'`: journeys that route or fail the API's answers see every
 * request, and only the installable-app journey (e2e/app-instalavel.test.ts) depends on it.
 */
export async function newPage(
  browser: Browser,
  portal: Portal,
  viewport: { width: number; height: number } = { width: 1366, height: 900 },
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: portal.url,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  // What the Content-Security-Policy refused on each page (cspViolations reads it).
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  const page = await context.newPage();
  return { context, page };
}

/** What the Content-Security-Policy refused since the page loaded ('directive blocked-uri'). */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Logs in through the real login page, solving the captcha with its widget. */
export async function loginThroughPage(page: Page, email: string, senha = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await solveCaptchaWidget(page);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function solveCaptchaWidget(page: Page): Promise<void> {
  // The ALTCHA widget, or the portal's own check box outside a secure context (plain HTTP on a LAN).
  const checkbox = page.locator(
    'altcha-widget input[type="checkbox"], [data-captcha="local"] input[type="checkbox"]',
  );
  await checkbox.waitFor({ state: 'attached', timeout: 20_000 });
  await checkbox.click({ force: true });
  await page.waitForFunction(
    () => {
      if (document.querySelector('[data-captcha="local"][data-state="verified"]')) return true;
      const w = document.querySelector('altcha-widget');
      const hidden = w?.querySelector('input[type="hidden"]') as HTMLInputElement | null;
      return Boolean(hidden?.value) || w?.getAttribute('data-state') === 'verified';
    },
    undefined,
    { timeout: 20_000 },
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: path.join(root, 'e2e/artifacts', `${name}.png`), fullPage: true });
}

/** WCAG 2.0/2.1/2.2 levels A and AA, plus axe's best practices. */
const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The serious and critical accessibility problems axe finds on the page as it is now (dialogs,
 * menus and notices included), one string per rule: `<rule id> (<impact>): <target selectors>`,
 * each target followed by the start of its HTML without classes (MUI's generated class names say
 * little). Waits for opening transitions (dialogs fading in, notices sliding in) to end first, so
 * colours are measured at full opacity; endless animations (spinners, skeletons) are not waited for.
 * A transition that starts while axe reads the page (a notice closing by itself) makes that reading
 * one of a page in motion: it is taken again once the page is still (at most three readings).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  let result: Awaited<ReturnType<AxeBuilder['analyze']>>;
  for (let reading = 1; ; reading++) {
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000 },
    );
    await page.evaluate(() => {
      const w = window as unknown as { __axeMoved?: boolean; __axeWatch?: () => void };
      w.__axeMoved = false;
      if (!w.__axeWatch) {
        w.__axeWatch = () => (w.__axeMoved = true);
        document.addEventListener('transitionstart', w.__axeWatch, true);
        document.addEventListener('animationstart', w.__axeWatch, true);
      }
    });
    result = await new AxeBuilder({ page }).withTags(A11Y_TAGS).analyze();
    const moved = await page.evaluate(() => (window as unknown as { __axeMoved?: boolean }).__axeMoved);
    if (!moved || reading === 3) break;
  }
  return result.violations.flatMap((v) => {
    const nodes = v.nodes.filter((n) => n.impact === 'serious' || n.impact === 'critical');
    if (nodes.length === 0) return [];
    const impact = nodes.some((n) => n.impact === 'critical') ? 'critical' : 'serious';
    const where = nodes.map((n) => {
      const html = n.html
        .replace(/ class="[^"]*"/g, '')
        .replace(/\s+/g, ' ')
        .slice(0, 90);
      return `${n.target.join(' ')} ${html}`;
    });
    return [`${v.id} (${impact}): ${where.join(', ')}`];
  });
}

/**
 * Fails the test (softly: the journey goes on, so one run lists every screen with problems) when
 * axe finds serious or critical problems on the page; `label` names the screen in the failure.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  expect.soft(await axeViolations(page), `acessibilidade: ${label}`).toEqual([]);
}

/** The most a phone's app bar may take of the screen's height. */
export const APP_BAR_MAX_HEIGHT = 64;

/**
 * A phone screen as docs/product/arquitetura.md §6 asks: nothing scrolls sideways (the page is no wider than
 * the viewport) and, on screens of the customer/seller shell (`appBar`, the default), the app bar is at
 * most 64 px tall and still on screen after scrolling down. Scrolls back to the top at the end.
 */
export async function expectPhoneLayout(
  page: Page,
  { appBar = true }: { appBar?: boolean } = {},
): Promise<void> {
  const viewport = page.viewportSize() ?? PHONE;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'a página não rola para o lado').toBeLessThanOrEqual(viewport.width);
  if (!appBar) return;
  const bar = page.locator('header').first();
  await page.evaluate(() => window.scrollTo(0, 2000));
  // The scroll is applied before the next frame: read the bar's place after it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  const box = await bar.boundingBox();
  expect(box, 'a barra do aplicativo está na tela').not.toBeNull();
  if (box) {
    expect(box.height, 'altura da barra do aplicativo').toBeLessThanOrEqual(APP_BAR_MAX_HEIGHT);
    expect(box.y, 'a barra fica no topo ao rolar').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
