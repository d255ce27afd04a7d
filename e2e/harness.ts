// Browser journeys: the built portal (apps/api/dist + apps/web/dist) started on a free port with a
// fresh data folder and the demo seed, driven by Debian's Chromium through playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => logs.push(String(d)));
  proc.stderr?.on('data', (d) => logs.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`o portal terminou ao iniciar:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`o portal não respondeu em 60 s:\n${logs.join('')}`);
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

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export async function newPage(browser: Browser, portal: Portal): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: portal.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  return { context, page };
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
  const checkbox = page.locator('altcha-widget input[type="checkbox"]');
  await checkbox.waitFor({ state: 'attached', timeout: 20_000 });
  await checkbox.click({ force: true });
  await page.waitForFunction(
    () => {
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
