// Each demo role logs in through the real login page (captcha solved by its widget) and lands where
// docs/product/portal-cliente.md §4 says; refused accounts see the spec's messages; expired sessions go to
// /token-expirado.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@portal/shared/messages';
import { BUYER_LABELS as B, LABELS } from '@portal/shared/labels';
import {
  expectNoSeriousA11yViolations,
  expectPhoneLayout,
  LAPTOP,
  launchBrowser,
  loginThroughPage,
  newPage,
  PHONE,
  screenshot,
  solveCaptchaWidget,
  startPortal,
  type Portal,
} from './harness';

let portal: Portal;
let browser: Browser;
beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const landing: [string, string | RegExp][] = [
  ['cliente@demo.com.br', /\/$/],
  ['multi@demo.com.br', /\/$/],
  ['vendedor@demo.com.br', /\/selecionar-cliente$/],
  ['admin@demo.com.br', /\/gestor\/dashboard$/],
  ['gestor@demo.com.br', /\/gestor\/dashboard$/],
  ['auditor@demo.com.br', /\/gestor\/dashboard$/],
];

describe('login', () => {
  it('the Entrar button waits for e-mail, password and captcha', async () => {
    const { context, page } = await newPage(browser, portal);
    await page.goto('/login');
    const entrar = page.getByRole('button', { name: LABELS.enter });
    await expect(entrar.isDisabled()).resolves.toBe(true);
    await page
      .locator('altcha-widget input[type="checkbox"]')
      .waitFor({ state: 'attached', timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, 'login');
    await page.getByLabel(LABELS.email).fill('cliente@demo.com.br');
    await page.getByLabel(LABELS.password).fill('Demo@123');
    await expect(entrar.isDisabled()).resolves.toBe(true);
    await solveCaptchaWidget(page);
    await expect(entrar.isEnabled()).resolves.toBe(true);
    await screenshot(page, 'login');
    await expectNoSeriousA11yViolations(page, 'login com captcha resolvido');
    await context.close();
  });

  for (const [email, where] of landing) {
    it(`${email} lands on its home`, async () => {
      const { context, page } = await newPage(browser, portal);
      await loginThroughPage(page, email);
      await page.waitForURL(where, { timeout: 20_000 });
      await page.waitForFunction(() => document.title.includes(' - '), undefined, { timeout: 10_000 });
      await screenshot(page, `home-${email.split('@')[0]}`);
      await expectNoSeriousA11yViolations(page, `início de ${email}`);
      await context.close();
    });
  }

  for (const email of ['pendente@demo.com.br', 'bloqueado@demo.com.br']) {
    it(`${email} is refused with the spec message`, async () => {
      const { context, page } = await newPage(browser, portal);
      await loginThroughPage(page, email);
      await page.getByText(MSG.userNotReleased).waitFor({ timeout: 15_000 });
      expect(page.url()).toMatch(/\/login$/);
      await expectNoSeriousA11yViolations(page, 'login recusado');
      await context.close();
    });
  }

  it('a customer with overdue titles sees one notice after login; it closes by itself after 12 s', async () => {
    const { context, page } = await newPage(browser, portal);
    await page.clock.install();
    const overdue = page.waitForResponse((r) => r.url().includes('/api/clientes/titulos-vencidos'), {
      timeout: 30_000,
    });
    await loginThroughPage(page, 'cliente@demo.com.br');
    await page.waitForURL(/\/$/, { timeout: 20_000 });
    const body = (await (await overdue).json()) as { total: number } | number;
    const total = typeof body === 'number' ? body : body.total;
    expect(total).toBeGreaterThan(0);
    const notice = page.getByText(MSG.overdueTitles(total));
    await notice.waitFor();
    // Announced from a live region outside the app's #root.
    const region = page.getByRole('region', { name: LABELS.notices });
    await expect(region.getAttribute('aria-live')).resolves.toBe('polite');
    await expect(region.getByText(MSG.overdueTitles(total)).count()).resolves.toBe(1);
    await expect(page.locator('#root').getByText(MSG.overdueTitles(total)).count()).resolves.toBe(0);
    await page.mouse.move(1, 1);
    await page.clock.runFor(12_500);
    await notice.waitFor({ state: 'detached' });
    // Going home again in the same session does not show it again.
    await page.reload();
    await page.getByRole('searchbox').first().waitFor({ timeout: 20_000 });
    await page.clock.runFor(3_000);
    await expect(notice.count()).resolves.toBe(0);
    await context.close();
  });

  it('a wrong password shows the spec message', async () => {
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'cliente@demo.com.br', 'Errada@1');
    await page.getByText(MSG.loginInvalid).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('a protected page sends to /login and comes back after login; logout returns to /login', async () => {
    const { context, page } = await newPage(browser, portal);
    await page.goto('/pedidos');
    await page.waitForURL(/\/login$/);
    await loginThroughPage(page, 'cliente@demo.com.br');
    await page.waitForURL(/\/pedidos$/, { timeout: 20_000 });
    await page
      .getByRole('button', { name: LABELS.logout })
      .or(page.getByRole('menuitem', { name: LABELS.logout }))
      .first()
      .click()
      .catch(async () => {
        await page.getByRole('button', { name: /CARLOS/ }).click();
        await page.getByRole('menuitem', { name: LABELS.logout }).click();
      });
    await page.waitForURL(/\/login$/, { timeout: 10_000 });
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain('"token":"ey');
    await context.close();
  });

  for (const [label, viewport] of [
    ['390 px', PHONE],
    ['1366 px', LAPTOP],
  ] as const) {
    it(`after a logout on /pedidos the next user lands on their own home (${label})`, async () => {
      const phone = viewport === PHONE;
      const { context, page } = await newPage(browser, portal, viewport);
      await loginThroughPage(page, 'cliente@demo.com.br');
      await page.waitForURL(/\/$/, { timeout: 20_000 });
      await page.goto('/pedidos');
      await page.getByRole('heading', { name: 'Pedidos' }).first().waitFor({ timeout: 20_000 });
      if (phone) {
        await expectPhoneLayout(page);
        await page.locator('header').getByRole('button', { name: LABELS.openMenu }).click();
      }
      await page.getByRole('button', { name: LABELS.logout }).filter({ visible: true }).first().click();
      await page.waitForURL(/\/login$/, { timeout: 10_000 });
      const redirectTo = await page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}') as {
              state?: { redirectTo?: string | null };
            }
          ).state?.redirectTo ?? null,
      );
      expect(redirectTo).toBeNull();

      // Another person logs in on the same browser: their home, not the previous user's page.
      await loginThroughPage(page, 'vendedor@demo.com.br');
      await page.waitForURL(/\/(selecionar-cliente|pedidos)$/, { timeout: 20_000 });
      expect(new URL(page.url()).pathname).toBe('/selecionar-cliente');
      await page.getByRole('heading', { name: 'Selecionar cliente' }).first().waitFor();
      if (phone) await expectPhoneLayout(page);
      await context.close();
    });
  }

  it("the server records the login's access event; the page sends only its position, once", async () => {
    const { context, page } = await newPage(browser, portal);
    await context.grantPermissions(['geolocation'], { origin: portal.url });
    await context.setGeolocation({ latitude: -22.9068, longitude: -43.1729 });
    const sent: { url: string; body: string | null }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/eventos')) sent.push({ url: new URL(r.url()).pathname, body: r.postData() });
    });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/eventos/posicao'), { timeout: 30_000 });
    await loginThroughPage(page, 'cliente@demo.com.br');
    await page.waitForURL(/\/$/, { timeout: 20_000 });
    expect((await answer).status()).toBe(204);
    expect(sent).toEqual([{ url: '/api/eventos/posicao', body: '{"geoLat":-22.9068,"geoLon":-43.1729}' }]);
    // Sent again from the same session (a second tab's script, a replay), it is refused.
    const again = await page.evaluate(async () => {
      const s = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}') as {
        state: { usuario: { auth: { token: string } } };
      };
      const res = await fetch('/api/eventos/posicao', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${s.state.usuario.auth.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ geoLat: -3.1, geoLon: -60.0 }),
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    });
    expect(again).toEqual({ status: 409, body: { status: 409, message: MSG.eventPositionTaken } });
    await context.close();
  });

  it('an invalid session goes to /token-expirado with the spec text', async () => {
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'gestor@demo.com.br');
    await page.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
    // The server ends the session (as a block or logout elsewhere would); the next call gets 9002.
    await page.evaluate(async () => {
      const raw = Object.values(localStorage).find((v) => v.includes('"token"')) ?? '';
      const token = /"token":"([^"]+)"/.exec(raw)?.[1];
      await fetch('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    });
    await page.goto('/gestor/usuarios');
    await page.waitForURL(/\/token-expirado$/, { timeout: 20_000 });
    await page.getByText(MSG.tokenExpiredTitle('GABRIELA GESTORA')).waitFor();
    await screenshot(page, 'token-expirado');
    await expectNoSeriousA11yViolations(page, 'token expirado');
    await context.close();
  });

  // A manager blocks a user who is using the portal; the user's next screen is the token-expired
  // one at once, saying why, never a half-drawn screen or the words of an invalid token.
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    it(`a user blocked while logged in goes straight to /token-expirado, told so (${name})`, async () => {
      const admin = await newPage(browser, portal);
      await loginThroughPage(admin.page, 'admin@demo.com.br');
      await admin.page.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
      const adminToken = await tokenOf(admin.page);
      const { context, page } = await newPage(browser, portal, viewport);
      await loginThroughPage(page, 'cliente@demo.com.br');
      await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
      // The home's own calls answered first: the block then meets the user's next screen.
      await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(1500);
      const userId = await page.evaluate(
        () => JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.id as number,
      );
      const setStatus = async (status: 'B' | 'L', motivo: string) => {
        const res = await fetch(`${portal.url}/api/usuarios/gestor/${userId}/status`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status, motivo }),
        });
        expect(res.status).toBe(204);
      };
      await setStatus('B', 'ACESSO SUSPENSO PARA TESTE');
      try {
        if (viewport === PHONE)
          await page.locator('header').getByRole('button', { name: LABELS.openMenu }).click();
        const started = Date.now();
        await page.getByRole('link', { name: B.pedidos, exact: true }).first().click();
        // Until the token-expired screen shows, every moment has text on screen and no token words.
        const seen: string[] = [];
        while (new URL(page.url()).pathname !== '/token-expirado') {
          const text = await page.evaluate(() => document.body.innerText.trim());
          expect(text, 'a página nunca fica em branco').not.toBe('');
          seen.push(text);
          expect(Date.now() - started, 'vai direto para /token-expirado').toBeLessThan(2500);
          await page.waitForTimeout(50);
        }
        await page.getByRole('heading', { name: MSG.tokenExpiredTitle('CARLOS ALBERTO CLIENTE') }).waitFor();
        await page.getByText(MSG.sessionUserBlocked).waitFor();
        const body = await page.evaluate(() => document.body.innerText);
        for (const text of [...seen, body]) expect(text).not.toMatch(/token (está )?inv[áa]lido/i);
        await screenshot(page, `token-expirado-bloqueado-${name}`);
        if (viewport === PHONE) await expectPhoneLayout(page, { appBar: false });
        await expectNoSeriousA11yViolations(page, `usuário bloqueado, token expirado (${name})`);
        await page.getByRole('link', { name: LABELS.backToLogin }).click();
        await page.waitForURL(/\/login$/);
        await loginThroughPage(page, 'cliente@demo.com.br');
        await page.getByText(MSG.userNotReleased).waitFor({ timeout: 15_000 });
      } finally {
        await setStatus('L', 'ACESSO LIBERADO APÓS O TESTE');
        await context.close();
        await admin.context.close();
      }
    });
  }
});

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth?.token as string,
  );
}
