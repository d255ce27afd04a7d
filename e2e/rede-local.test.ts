// The portal opened by a LAN host name over plain HTTP (http://portal.local:PORT), as a distributor
// serving it inside its own network does: the page loads its assets over http (no
// upgrade-insecure-requests unless PUBLIC_URL is https), the captcha is solved and the user logs in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  screenshot,
  solveCaptchaWidget,
  startPortal,
  type Portal,
} from './harness';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser(['--host-resolver-rules=MAP portal.local 127.0.0.1']);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('portal numa rede local, por HTTP e por nome de host', () => {
  it('abre o login, resolve o captcha e entra', async () => {
    const port = new URL(portal.url).port;
    const context = await browser.newContext({
      baseURL: `http://portal.local:${port}`,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
    const res = await page.goto('/login');
    expect(res?.status()).toBe(200);
    const csp = (await res!.allHeaders())['content-security-policy'] ?? '';
    expect(csp).not.toContain('upgrade-insecure-requests');
    await page.getByLabel('E-mail').fill('cliente@demo.com.br');
    await page.getByLabel('Senha').fill('Demo@123');
    const t0 = Date.now();
    await solveCaptchaWidget(page);
    console.info(`[e2e] captcha resolvido em ${Date.now() - t0} ms (http://portal.local)`);
    expect(await page.getByRole('checkbox', { name: 'Eu não sou um robô' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'login por http://portal.local');
    await screenshot(page, 'login-rede-local');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
    expect(failed.filter((f) => !f.includes('/api/'))).toEqual([]);
    expect(page.url()).toMatch(/^http:\/\/portal\.local:/);
    await context.close();
  });

  it('em localhost (contexto seguro) o widget resolve o captcha do custo padrão', async () => {
    const context = await browser.newContext({ baseURL: portal.url, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/login');
    const t0 = Date.now();
    await solveCaptchaWidget(page);
    console.info(
      `[e2e] captcha do widget resolvido em ${Date.now() - t0} ms (localhost, CAPTCHA_COST padrão)`,
    );
    await context.close();
  });
});
