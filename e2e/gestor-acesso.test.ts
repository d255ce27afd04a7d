// The manager area's guarded screens and consistent lists in Chromium, at 1366 and at 390×844 (no
// sideways scroll): a customer and a seller are sent home from every /gestor screen, a gestor from
// the sales consultation, each with one notice and no refused call; /gestor/usuarios/1.5 is the app
// with its invalid-id message; removing a unit from a user asks first; BLOQUEAR is not offered on an
// administrator's row (the reason as tooltip); deleting a contact shows only its success notice; the
// sales consultation shows the cancelled orders apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_LABELS, CRM_LABELS as C, GESTOR_LABELS as L, VENDAS_LABELS as V } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { exampleScreenUrl, SCREEN_PATHS, SCREEN_ROUTES } from '@portal/shared/screens';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  loginThroughPage,
  newPage,
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

const VIEWPORTS = [
  { name: '1366', width: 1366, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const notices = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text });

async function noSidewaysScroll(page: Page, label: string) {
  const fits = await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);
  expect(fits, `rolagem lateral: ${label}`).toBe(true);
}

async function session(vp: Viewport, email: string): Promise<{ page: Page; refused: string[] }> {
  const { page } = await newPage(browser, portal);
  await page.setViewportSize({ width: vp.width, height: vp.height });
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403 && r.url().includes('/api/')) refused.push(r.url());
  });
  await loginThroughPage(page, email);
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20_000 });
  return { page, refused };
}

async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ p, method, body }) => {
      const token = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth
        ?.token as string;
      const res = await fetch(`/api${p}`, {
        method: method ?? 'GET',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (res.status === 204 ? null : await res.json()) as T;
    },
    { p: path, method: init.method, body: init.body },
  );
}

const gestorScreens = SCREEN_PATHS.filter(
  (p) => p.startsWith('/gestor') && SCREEN_ROUTES[p] !== 'public',
).map((p) => exampleScreenUrl(p));

/** Opens `url`; the guard sends the user to `home` with one notice. */
async function sentHome(page: Page, url: string, home: (path: string) => boolean) {
  await page.goto(url);
  await page.waitForURL((u) => home(u.pathname), { timeout: 10_000 });
  await notices(page, MSG.screenNotAllowed).first().waitFor();
  await expect(notices(page, MSG.screenNotAllowed).count(), url).resolves.toBe(1);
}

describe.each(VIEWPORTS)('at $name', (vp) => {
  it('a customer and a seller are sent home from every /gestor screen; a gestor from the sales consultation', async () => {
    expect(gestorScreens).toContain('/gestor/usuarios/1');
    for (const email of ['cliente@demo.com.br', 'vendedor@demo.com.br']) {
      const { page, refused } = await session(vp, email);
      for (const url of gestorScreens) await sentHome(page, url, (p) => !p.startsWith('/gestor'));
      await expect(page.getByText(/^Gestor - /).count()).resolves.toBe(0);
      await expectNoSeriousA11yViolations(page, `${email} levado para o início`);
      await noSidewaysScroll(page, `${email} no início`);
      expect(refused, email).toEqual([]);
      await page.context().close();
    }
    const { page, refused } = await session(vp, 'gestor@demo.com.br');
    for (const url of ['/vendedor/vendas/consultas', '/carrinho', '/crm/contatos']) {
      await sentHome(page, url, (p) => p === '/gestor/dashboard');
    }
    await expectNoSeriousA11yViolations(page, 'gestor levado para o dashboard');
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it("a deep link with a dot is the app, with the screen's invalid-id message", async () => {
    const { page } = await session(vp, 'gestor@demo.com.br');
    await page.goto('/gestor/usuarios/1.5');
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: MSG.userIdInvalid('1.5') })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'usuário 1.5');
    await noSidewaysScroll(page, 'usuário 1.5');
    // A record that does not exist: its message, and no 'Carregando...' left under the title.
    await page.goto('/gestor/usuarios/999999');
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: MSG.userIdInvalid('999999') })
      .waitFor();
    await expect(page.getByTestId('usuario-subtitulo').innerText()).resolves.not.toContain(MSG.loading);
    await page.context().close();
  });

  it("removing a unit from a user asks first; BLOQUEAR is not offered on an administrator's row", async () => {
    const { page, refused } = await session(vp, 'gestor@demo.com.br');
    const found = await api<{ items: { id: number; nome: string }[] }>(
      page,
      '/usuarios/gestor/filter?search=AURORA&page=1&rows=50',
    );
    const user = found.items[0];
    const detail = await api<{ unidades: { id: number }[] }>(page, `/usuarios/${user.id}`);
    const config = await api<{ unidades: { id: number; descricao: string }[] }>(page, '/config');
    const unit = config.unidades.find((u) => !detail.unidades.some((d) => d.id === u.id))!;
    await api(page, '/usuarios/unidade', { method: 'POST', body: { pk: user.id, fk: unit.id } });

    await page.goto(`/gestor/usuarios/${user.id}`);
    await page.getByTestId('usuario-subtitulo').filter({ hasText: user.nome }).waitFor();
    await page.getByRole('tab', { name: L.tabUnits }).click();
    const units = page.getByRole('table', { name: L.tabUnits });
    const row = units.getByRole('row', { name: new RegExp(unit.descricao) });
    await row.getByRole('button', { name: `${L.remove} ${unit.descricao}` }).click();
    const ask = page.getByRole('dialog', { name: MSG.removeCategoryTitle });
    await ask.getByText(MSG.removeUnitConfirm(unit.descricao)).waitFor();
    await expectNoSeriousA11yViolations(page, 'remover unidade do usuário: confirmação');
    await noSidewaysScroll(page, 'remover unidade do usuário: confirmação');
    await ask.getByRole('button', { name: 'NÃO' }).click();
    await ask.waitFor({ state: 'detached' });
    await row.waitFor();
    await row.getByRole('button', { name: `${L.remove} ${unit.descricao}` }).click();
    await page
      .getByRole('dialog', { name: MSG.removeCategoryTitle })
      .getByRole('button', { name: 'SIM' })
      .click();
    await notices(page, MSG.unitRemoved).first().waitFor();
    await row.waitFor({ state: 'detached' });
    await noSidewaysScroll(page, 'usuário, unidades');

    // The administrator's row: BLOQUEAR disabled, the reason on hover.
    await page.goto('/gestor/usuarios');
    await page.getByLabel(L.usersSearch).fill('admin@demo.com.br');
    await page.getByRole('button', { name: L.search, exact: true }).click();
    const admin = await api<{ items: { nome: string }[] }>(
      page,
      '/usuarios/gestor/filter?search=ADMIN%40DEMO.COM.BR&page=1&rows=50',
    );
    const block = page.getByRole('button', { name: `${L.block} ${admin.items[0].nome}` });
    await block.waitFor();
    await expect(block.isDisabled()).resolves.toBe(true);
    await block.locator('xpath=..').hover();
    await page.getByRole('tooltip').filter({ hasText: MSG.userAdminOnly }).waitFor();
    await expectNoSeriousA11yViolations(page, 'usuários, bloquear administrador');
    await noSidewaysScroll(page, 'usuários');
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('deleting a contact shows only the success notice', async () => {
    const { page } = await session(vp, 'cliente@demo.com.br');
    const s = await page.evaluate(() => JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}'));
    const contato = await api<{ id: number }>(page, '/crm/contatos', {
      method: 'POST',
      body: {
        nome: `CONTATO ${vp.name}`,
        setor: '000000001',
        tipo: 'CLIENTE',
        status: 'L',
        entidadeId: s.state.usuario.cliente.id,
      },
    });
    await page.goto(`/crm/contatos/detail/${contato.id}`);
    await page.getByRole('button', { name: C.deleteContact }).click();
    await page.getByRole('dialog', { name: C.deleteTitle }).getByRole('button', { name: C.delete }).click();
    await notices(page, MSG.contactRemoved).first().waitFor();
    await page.waitForURL(/\/crm\/contatos$/);
    await page.getByRole('heading', { name: C.title }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(notices(page, MSG.notFound).count()).resolves.toBe(0);
    await expect(page.locator('#notistack-snackbar').count()).resolves.toBe(1);
    await expectNoSeriousA11yViolations(page, 'contatos após excluir');
    await noSidewaysScroll(page, 'contatos');
    await page.context().close();
  });

  it('the sales consultation shows the cancelled orders apart from the totals', async () => {
    const { page } = await session(vp, 'vendedor@demo.com.br');
    await page.waitForURL(/\/selecionar-cliente$/, { timeout: 20_000 });
    await page
      .getByRole('list', { name: BUYER_LABELS.clientList })
      .getByRole('button', { name: /CONSTRUTORA ALICERCE LTDA/ })
      .click();
    await page.getByRole('button', { name: BUYER_LABELS.continue }).click();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    const res = page.waitForResponse((r) => r.url().includes('/api/vendedor/consultas/pedidos'));
    await page.goto('/vendedor/vendas/consultas');
    const body = (await (await res).json()) as { tableCancelados: { pedidos: number; valor: number } };
    const row = page.getByRole('row', { name: V.cancelled });
    await row.waitFor();
    await expect(page.getByTestId('vendas-cancelados').innerText()).resolves.toContain(
      `${body.tableCancelados.pedidos} pedido(s)`,
    );
    await expectNoSeriousA11yViolations(page, 'consulta de vendas, cancelados');
    await noSidewaysScroll(page, 'consulta de vendas');
    await page.context().close();
  });
});
