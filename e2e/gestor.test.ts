// Manager area I in Chromium (docs/product/gestor-crm-vendas.md §2.2–2.6): the gestor opens the dashboard
// (cards, filter to one branch and 30 days, the Excel download opened with exceljs, the map of Brazil with
// markers), blocks a user who then cannot log in, adds and removes a profile and adds a unit, creates a user
// (PENDENTE, its other tabs open after the first save) and links a client to it, approves the pending
// registration (after a reproval without a reason is refused) and the user logs in, adds an
// approver through the four validation messages, edits and removes it; a search without a token
// goes to /login.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { STATUS_DESCRIPTIONS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { gestorSession } from './gestor-session';
import { expectNoSeriousA11yViolations, loginThroughPage, newPage, screenshot, type Portal } from './harness';

let page: Page;
let browser: Browser;
let portal: Portal;

gestorSession((s) => ({ page, browser, portal } = s));

const notice = (text: string) => page.locator('#notistack-snackbar', { hasText: text }).first();
/** Calendar days of the business (America/Sao_Paulo), as the browser context and the server see them. */
const spDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const today = () => spDay.format(new Date());
const daysBefore = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};
/** Waits until the table body shows exactly n rows. */
const bodyRows = (n: number) =>
  page.waitForFunction((count) => document.querySelectorAll('main table tbody tr').length === count, n);

async function cards(): Promise<{ title: string; value: number }[]> {
  const list = page.locator('[data-testid="metric-card"]');
  await list.first().waitFor();
  const out: { title: string; value: number }[] = [];
  for (const card of await list.all()) {
    const title = (await card.locator('h2').innerText()).trim();
    const value = Number((await card.locator('[data-testid="metric-value"]').innerText()).replace(/\./g, ''));
    out.push({ title, value });
  }
  return out;
}

/** The API's figures for a filter, with the page's own session token. */
async function apiFigures(query: string): Promise<{ textTitle: string; total: number }[]> {
  return page.evaluate(async (q) => {
    const s = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}');
    const res = await fetch(`/api/dashboard/eventos-tipos-sum?${q}`, {
      headers: { Authorization: `Bearer ${s.state.usuario.auth.token}` },
    });
    return res.json();
  }, query);
}

async function loginElsewhere(email: string): Promise<Page> {
  const other = await newPage(browser, portal);
  await loginThroughPage(other.page, email);
  return other.page;
}

describe('dashboard', () => {
  it('shows the cards of the last 60 days, filters to one branch and 30 days, downloads the same figures, draws the map', async () => {
    const initial = await cards();
    expect(initial.length).toBeGreaterThan(3);
    const initialTotal = initial.reduce((a, c) => a + c.value, 0);
    expect(initialTotal).toBeGreaterThan(0);
    await expect(page.getByTestId('dashboard-filtro').innerText()).resolves.toContain('TODAS');

    // The map: Brazil from the bundled Natural Earth shapes, event circles on it, no tile server.
    await page.locator('path.mapa-brasil').first().waitFor({ timeout: 20_000 });
    await page.locator('.mapa-evento').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('.leaflet-tile').count()).toBe(0);
    await screenshot(page, 'gestor-dashboard');
    await expectNoSeriousA11yViolations(page, 'painel do gestor com o mapa');

    // Filter: one branch and the last 30 days.
    await page.getByRole('button', { name: L.filter, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: L.filter });
    await dialog.waitFor();
    const end = today();
    const start = daysBefore(end, 30);
    // Typed DD/MM/YYYY (a masked field, not the browser's date input).
    await dialog.getByLabel(L.startDate).fill('');
    await dialog.getByLabel(L.startDate).pressSequentially(start.split('-').reverse().join(''));
    await dialog.getByRole('combobox', { name: L.branches }).click();
    await page.getByRole('option', { name: /FILIAL CAMPINAS/ }).click();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('combobox', { name: L.branches }).innerText()).resolves.not.toContain(
      'TODAS',
    );
    await screenshot(page, 'gestor-dashboard-filtro');
    await expectNoSeriousA11yViolations(page, 'painel do gestor, diálogo de filtro');
    await dialog.getByRole('button', { name: L.filterButton }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('dashboard-filtro').filter({ hasText: 'FILIAL CAMPINAS' }).waitFor();

    const campinasId = await page.evaluate(async () => {
      const s = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}');
      const res = await fetch('/api/config', {
        headers: { Authorization: `Bearer ${s.state.usuario.auth.token}` },
      });
      return (await res.json()).unidades.find((u: { descricao: string }) => u.descricao === 'FILIAL CAMPINAS')
        .id as number;
    });
    const expected = await apiFigures(`de=${start}&ate=${end}&filialId=${campinasId}`);
    await page.waitForFunction(
      (sum) =>
        Array.from(document.querySelectorAll('[data-testid="metric-value"]')).reduce(
          (a, e) => a + Number(e.textContent!.replace(/\./g, '')),
          0,
        ) === sum,
      expected.reduce((a, c) => a + c.total, 0),
    );
    const filtered = await cards();
    expect(filtered).toEqual(expected.map((c) => ({ title: c.textTitle, value: c.total })));
    expect(filtered.reduce((a, c) => a + c.value, 0)).toBeLessThan(initialTotal);

    // The spreadsheet has the same figures as the cards and names the filter.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: L.excel }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Dashboard_metricas_${start}_${end}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Métricas')!;
    expect(String(ws.getRow(4).getCell(2).value)).toContain('FILIAL CAMPINAS');
    const sheet = filtered.map((_, i) => ({
      title: String(ws.getRow(9 + i).getCell(1).value),
      value: Number(ws.getRow(9 + i).getCell(2).value),
    }));
    expect(sheet).toEqual(filtered);
    await screenshot(page, 'gestor-dashboard-filtrado');
    await expectNoSeriousA11yViolations(page, 'painel do gestor filtrado');
  });
});

describe('users', () => {
  it('searches upper-cased on Enter, blocks a user with the confirmation, and the user cannot log in', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Usuários' }).click();
    await page.waitForURL(/\/gestor\/usuarios$/);
    await page.getByRole('heading', { name: SCREEN_TITLES.usuarios, level: 1 }).waitFor();
    await page.locator('main table tbody tr').first().waitFor();
    await screenshot(page, 'gestor-usuarios');
    await expectNoSeriousA11yViolations(page, 'usuários');
    const search = page.getByLabel(L.usersSearch);
    await search.fill('maria');
    await expect(search.inputValue()).resolves.toBe('MARIA');
    await search.press('Enter');
    await bodyRows(1);
    const row = page.getByRole('row', { name: /MARIA MULTI EMPRESAS/ });
    await row.waitFor();
    await row.getByRole('button', { name: `${L.block} MARIA MULTI EMPRESAS` }).click();
    const confirm = page.getByRole('dialog', { name: MSG.blockUserTitle });
    await confirm.getByText(MSG.blockUserConfirm('MARIA MULTI EMPRESAS')).waitFor();
    await expect(confirm.getByRole('button', { name: L.cancel }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'gestor-usuarios-bloquear');
    await expectNoSeriousA11yViolations(page, 'usuários, diálogo de bloquear');
    // the reason is required
    await confirm.getByRole('button', { name: L.block, exact: true }).click();
    await confirm.getByText(MSG.approvalReasonRequired).waitFor();
    await confirm.getByRole('textbox', { name: L.reason }).fill('Cadastro em revisão');
    await confirm.getByRole('button', { name: L.block, exact: true }).click();
    await notice(MSG.userBlocked('MARIA MULTI EMPRESAS')).waitFor();
    await row.getByText('BLOQUEADO').waitFor();
    // blocked: Liberar is offered instead of Bloquear
    await row.getByRole('button', { name: `${L.release} MARIA MULTI EMPRESAS` }).waitFor();
    await expect(row.getByRole('button', { name: `${L.block} MARIA MULTI EMPRESAS` }).count()).resolves.toBe(
      0,
    );

    const other = await loginElsewhere('multi@demo.com.br');
    await other.getByText(MSG.userNotReleased).waitFor({ timeout: 15_000 });
    await other.context().close();
  });

  it('opens a user, adds and removes a profile and adds a unit, each with its message', async () => {
    const search = page.getByLabel(L.usersSearch);
    await search.fill('AURORA');
    await page.getByRole('button', { name: L.search, exact: true }).click();
    await bodyRows(1);
    await page.getByRole('link', { name: `${L.details} AURORA AUDITORA` }).click();
    await page.waitForURL(/\/gestor\/usuarios\/\d+$/);
    await page.getByTestId('usuario-subtitulo').filter({ hasText: 'AURORA AUDITORA' }).waitFor();
    await expect(page.getByLabel(L.email).inputValue()).resolves.toBe('auditor@demo.com.br');
    await expectNoSeriousA11yViolations(page, 'usuário, dados');

    await page.getByRole('tab', { name: L.tabProfiles }).click();
    await page.getByRole('button', { name: L.addProfile }).click();
    const pick = page.getByRole('dialog', { name: L.addProfile });
    await pick.getByLabel(L.searchProfile).fill('usu');
    await pick.getByRole('button', { name: /USUÁRIO/ }).waitFor();
    await expectNoSeriousA11yViolations(page, 'usuário, diálogo de adicionar perfil');
    await pick.getByRole('button', { name: /USUÁRIO/ }).click();
    await notice(MSG.profileAdded).waitFor();
    const profiles = page.getByRole('table', { name: L.tabProfiles });
    await profiles.getByRole('row', { name: /ROLE_USUARIO/ }).waitFor();
    await screenshot(page, 'gestor-usuario-perfis');
    await expectNoSeriousA11yViolations(page, 'usuário, perfis');
    await profiles.getByRole('button', { name: `${L.remove} USUÁRIO` }).click();
    const ask = page.getByRole('dialog', { name: MSG.removeCategoryTitle });
    await ask.getByText(MSG.removeProfileConfirm('USUÁRIO')).waitFor();
    await expectNoSeriousA11yViolations(page, 'usuário, diálogo de remover perfil');
    await ask.getByRole('button', { name: 'SIM' }).click();
    await notice(MSG.profileRemoved).waitFor();
    await profiles.getByRole('row', { name: /ROLE_USUARIO/ }).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: L.tabUnits }).click();
    await expectNoSeriousA11yViolations(page, 'usuário, unidades');
    await page.getByRole('combobox', { name: L.branch }).click();
    await page.getByRole('option', { name: /FILIAL BELO HORIZONTE/ }).click();
    await page.getByRole('button', { name: L.addUnit }).click();
    await notice(MSG.unitAdded).waitFor();
    await page
      .getByRole('table', { name: L.tabUnits })
      .getByRole('row', { name: /FILIAL BELO HORIZONTE/ })
      .waitFor();
    await screenshot(page, 'gestor-usuario-unidades');
  });

  it("Meus dados shows the manager's own data and the sample products with the add button disabled", async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Meus dados' }).click();
    await page.waitForURL(/\/gestor\/usuarios\/meus-dados$/);
    // exact: the e-mail choices' section ('Avisos por e-mail') is labelled too.
    await expect(page.getByLabel(L.email, { exact: true }).inputValue()).resolves.toBe('gestor@demo.com.br');
    await expect(page.getByRole('button', { name: L.add }).isDisabled()).resolves.toBe(true);
    await page.getByRole('table', { name: L.sampleProducts }).getByRole('row').nth(1).waitFor();
    await screenshot(page, 'gestor-meus-dados');
    await expectNoSeriousA11yViolations(page, 'meus dados');
  });

  it('creates a user, who starts PENDENTE with Units, Clients and Profiles opening after the first save, and links a client', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Usuários' }).click();
    await page.waitForURL(/\/gestor\/usuarios$/);
    await page.getByRole('link', { name: L.add, exact: true }).click();
    await page.waitForURL(/\/gestor\/usuarios\/add$/);
    await page.getByRole('heading', { name: SCREEN_TITLES.usuarioNovo, level: 1 }).waitFor();
    const tabs = page.getByRole('tablist', { name: L.userHeading });
    for (const tab of [L.tabUnits, L.tabClients, L.tabProfiles]) {
      await expect(tabs.getByRole('tab', { name: tab }).isDisabled()).resolves.toBe(true);
    }
    await expect(page.getByRole('textbox', { name: L.status }).inputValue()).resolves.toBe(
      STATUS_DESCRIPTIONS.P,
    );
    await page.getByRole('textbox', { name: L.name }).fill('lucas novo usuario');
    await expect(page.getByRole('textbox', { name: L.name }).inputValue()).resolves.toBe(
      'LUCAS NOVO USUARIO',
    );
    await page.getByRole('textbox', { name: L.email }).fill('lucas.novo@demo.com.br');
    await page.getByRole('textbox', { name: L.cpfCnpj }).fill('246.813.579-28');
    await expect(page.getByRole('textbox', { name: L.cpfCnpj }).inputValue()).resolves.toBe('24681357928');
    await page.getByRole('combobox', { name: L.branch }).click();
    await page.getByRole('option', { name: /FILIAL CAMPINAS/ }).click();
    await screenshot(page, 'gestor-usuario-novo');
    await expectNoSeriousA11yViolations(page, 'novo usuário');

    await page.getByRole('button', { name: L.save }).click();
    await notice(MSG.userAdded).waitFor();
    await page.waitForURL(/\/gestor\/usuarios\/\d+$/);
    await page.getByTestId('usuario-subtitulo').filter({ hasText: 'LUCAS NOVO USUARIO' }).waitFor();
    await expect(page.getByRole('textbox', { name: L.status }).inputValue()).resolves.toBe(
      STATUS_DESCRIPTIONS.P,
    );
    await tabs.getByRole('tab', { name: L.tabUnits }).click();
    await page
      .getByRole('table', { name: L.tabUnits })
      .getByRole('row', { name: /FILIAL CAMPINAS/ })
      .waitFor();

    // Clients: none yet; one added through the search dialog.
    await tabs.getByRole('tab', { name: L.tabClients }).click();
    await page.getByRole('table', { name: L.tabClients }).getByText(MSG.noRecords).waitFor();
    await page.getByRole('button', { name: L.addClient }).click();
    const pick = page.getByRole('dialog', { name: L.addClient });
    await pick.getByLabel(L.searchClient).fill('alicerce');
    await pick.getByRole('button', { name: /CONSTRUTORA ALICERCE LTDA/ }).waitFor();
    await expectNoSeriousA11yViolations(page, 'usuário, diálogo de adicionar cliente');
    await pick.getByRole('button', { name: /CONSTRUTORA ALICERCE LTDA/ }).click();
    await notice(MSG.clientAdded).waitFor();
    await page
      .getByRole('table', { name: L.tabClients })
      .getByRole('row', { name: /CONSTRUTORA ALICERCE LTDA/ })
      .waitFor();
    await screenshot(page, 'gestor-usuario-clientes');
    await expectNoSeriousA11yViolations(page, 'usuário, clientes');
  });

  it('checks the route id is an integer', async () => {
    await page.goto('/gestor/usuarios/abc');
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: MSG.userIdInvalid('abc') })
      .waitFor();
    await notice(MSG.userIdInvalid('abc')).waitFor();
    await expectNoSeriousA11yViolations(page, 'usuário com id inválido');
  });
});

describe('approvals', () => {
  it('refuses a reproval without a reason, approves the pending registration and the user logs in', async () => {
    await page.goto('/gestor/alcadas');
    const row = page.getByRole('row', { name: /PEDRO PENDENTE/ });
    await row.waitFor();
    await expect(page.getByRole('tab', { name: L.tabPending, selected: true }).count()).resolves.toBe(1);
    await screenshot(page, 'gestor-alcadas-pendentes');
    await expectNoSeriousA11yViolations(page, 'alçadas, pendentes');

    await row.getByRole('button', { name: `${L.reprove} PEDRO PENDENTE` }).click();
    const reprove = page.getByRole('dialog', { name: L.reproveTitle });
    await reprove.getByRole('button', { name: L.reprove, exact: true }).click();
    await notice(MSG.approvalReasonRequired).waitFor();
    await expectNoSeriousA11yViolations(page, 'alçadas, diálogo de reprovar');
    await reprove.getByRole('button', { name: L.cancel }).click();
    await reprove.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: `${L.approve} PEDRO PENDENTE` }).click();
    const approve = page.getByRole('dialog', { name: L.approveTitle });
    await approve.waitFor();
    await expectNoSeriousA11yViolations(page, 'alçadas, diálogo de aprovar');
    await approve.getByRole('button', { name: L.approve, exact: true }).click();
    await notice(MSG.userApproved).waitFor();
    await row.waitFor({ state: 'detached' });

    const other = await loginElsewhere('pendente@demo.com.br');
    await other.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
    await other.context().close();
  });

  it('the Blocked tab disables reproval and the detail lists the records', async () => {
    await page.getByRole('tab', { name: L.tabBlocked }).click();
    const row = page.getByRole('row', { name: /BRUNO BLOQUEADO/ });
    await row.waitFor();
    await expect(
      row.getByRole('button', { name: `${L.reprove} BRUNO BLOQUEADO` }).isDisabled(),
    ).resolves.toBe(true);
    await page.getByRole('row', { name: /MARIA MULTI EMPRESAS/ }).waitFor();
    await screenshot(page, 'gestor-alcadas-bloqueados');
    await expectNoSeriousA11yViolations(page, 'alçadas, bloqueados');
    await row.getByRole('link', { name: `${L.details} BRUNO BLOQUEADO` }).click();
    await page.waitForURL(/\/gestor\/alcadas\/detalhe\/aprovacao\?usuario=\d+&filial=\d+&cliente=\d+$/);
    const records = page.getByRole('table', { name: L.approvalRecords });
    await records.getByRole('row', { name: /REPROVADO.*CADASTRO COM PENDENCIAS FISCAIS/ }).waitFor();
    await expect(records.getByText('ANDRE ADMINISTRADOR').count()).resolves.toBe(1);
    await screenshot(page, 'gestor-alcadas-detalhe');
    await expectNoSeriousA11yViolations(page, 'alçadas, detalhe da aprovação');
  });
});

describe('approvers', () => {
  it('adds an approver through the four validation messages, edits and removes it', async () => {
    await page.goto('/gestor/alcadas/aprovadores');
    await page
      .getByRole('table', { name: L.approvers })
      .getByRole('row', { name: /ANDRE ADMINISTRADOR/ })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'aprovadores');
    await page.getByRole('button', { name: L.add, exact: true }).click();
    const form = page.getByRole('dialog', { name: L.newApprover });
    const save = form.getByRole('button', { name: L.save });

    await save.click();
    await notice(MSG.approverUserRequired).waitFor();
    await expectNoSeriousA11yViolations(page, 'aprovadores, diálogo de novo aprovador');
    await form.getByLabel(L.user).fill('aurora');
    await page.getByRole('option', { name: /AURORA AUDITORA/ }).click();
    await save.click();
    await notice(MSG.approverBranchRequired).waitFor();
    await form.getByRole('combobox', { name: L.branch }).click();
    await page.getByRole('option', { name: /FILIAL BELO HORIZONTE/ }).click();
    await save.click();
    await notice(MSG.approverLevelRequired).waitFor();
    await form.getByRole('combobox', { name: L.level }).click();
    await page.getByRole('option', { name: 'NORMAL' }).click();
    await form.getByRole('combobox', { name: L.status }).click();
    await page.getByRole('option', { name: L.select }).click();
    await save.click();
    await notice(MSG.approverStatusInvalid).waitFor();
    await form.getByRole('combobox', { name: L.status }).click();
    await page.getByRole('option', { name: 'LIBERADO' }).click();
    await screenshot(page, 'gestor-aprovador-form');
    await expectNoSeriousA11yViolations(page, 'aprovadores, diálogo preenchido');
    await save.click();
    await notice(MSG.approverAdded).waitFor();
    await form.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /AURORA AUDITORA.*FILIAL BELO HORIZONTE/ });
    await row.getByText('NORMAL').waitFor();

    await row.getByRole('button', { name: `${L.edit} AURORA AUDITORA FILIAL BELO HORIZONTE` }).click();
    const edit = page.getByRole('dialog', { name: L.editApprover });
    await edit.waitFor();
    await expectNoSeriousA11yViolations(page, 'aprovadores, diálogo de editar');
    await edit.getByRole('combobox', { name: L.level }).click();
    await page.getByRole('option', { name: 'MASTER' }).click();
    await edit.getByRole('button', { name: L.save }).click();
    await notice(MSG.approverEdited).waitFor();
    await row.getByText('MASTER').waitFor();
    await screenshot(page, 'gestor-aprovadores');
    await expectNoSeriousA11yViolations(page, 'aprovadores com o aprovador editado');

    await row.getByRole('button', { name: `${L.remove} AURORA AUDITORA FILIAL BELO HORIZONTE` }).click();
    await page.getByRole('dialog', { name: L.removeApproverTitle }).waitFor();
    await expectNoSeriousA11yViolations(page, 'aprovadores, diálogo de remover');
    await page
      .getByRole('dialog', { name: L.removeApproverTitle })
      .getByRole('button', { name: L.remove, exact: true })
      .click();
    await notice(MSG.approverRemoved).waitFor();
    await row.waitFor({ state: 'detached' });
  });
});

describe('session token', () => {
  it('a manager search without a token shows the message and goes to /login', async () => {
    await page.goto('/gestor/usuarios');
    await page.getByRole('heading', { name: SCREEN_TITLES.usuarios, level: 1 }).waitFor();
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}');
      s.state.usuario.auth.token = '';
      localStorage.setItem('portal-b2b.session', JSON.stringify(s));
    });
    await page.reload();
    await page.getByText(MSG.tokenInvalid).first().waitFor();
    await page.waitForURL(/\/login$/);
  });
});
