// Public journeys (docs/product/portal-cliente.md §1, §2; docs/product/gestor-crm-vendas.md §1, §2.8, §5) in
// Chromium against the built portal, with a real SMTP sink for the e-mails: a company registers through the
// three steps (a bad CNPJ is refused with the server's field message), cannot log in before approval, an
// admin opens the approval link from the e-mail and releases it, the new user logs in; a user recovers a
// forgotten password through the e-mailed link and logs in with it; the reused link is refused. Brand, legal
// pages and the approval form's access rules too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { LABELS, PUBLIC_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { LIMITS, STATUS_DESCRIPTIONS } from '@portal/shared/constants';
import { MSG, TITLES } from '@portal/shared/messages';
import { cnpjDv } from '@portal/shared/validators';
import { linkIn, startSmtpSink, type ReceivedMail, type SmtpSink } from '../apps/api/test/smtp-sink';
import {
  expectNoSeriousA11yViolations,
  expectPhoneLayout,
  LAPTOP,
  launchBrowser,
  loginThroughPage,
  newPage,
  PHONE,
  screenshot as takeScreenshot,
  solveCaptchaWidget,
  startPortal,
  type Portal,
} from './harness';

let portal: Portal;
let browser: Browser;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  portal = await startPortal({ SMTP_URL: sink.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await sink?.close();
});

const cnpj = (base12: string) => {
  const d13 = base12 + cnpjDv(base12);
  return d13 + cnpjDv(d13);
};
/** A valid CPF from its first nine digits. */
const cpf = (base9: string) => {
  const dv = (d: string) => {
    const r = [...d].reduce((n, c, i) => n + Number(c) * (d.length + 1 - i), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d10 = base9 + dv(base9);
  return d10 + dv(d10);
};
const NEW_CNPJ = cnpj('556677880001');
const BAD_CNPJ = NEW_CNPJ.slice(0, 13) + String((Number(NEW_CNPJ[13]) + 1) % 10);
/** The registration an admin releases (registered by its test through the API). */
const RELEASED_USER = {
  razao: 'Construtora Boa Vista Ltda',
  nome: 'Lara Liberada Cliente',
  email: 'lara@construtoraboavista.com.br',
  senha: 'Cadastro@2',
  cpf: cpf('975318642'),
};
const NEW_USER = {
  nome: 'Helena Nova Cliente',
  email: 'helena@construtoranova.com.br',
  senha: 'Cadastro@1',
  cpf: '12345678909',
  celular: '11976543210',
};
/** vendedor@'s CPF: another user's, refused by the server. */
const TAKEN_CPF = '39053344705';

/** A screenshot once MUI's transitions (dialogs, notices, buttons) have settled. */
async function screenshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.waitForTimeout(500);
  await takeScreenshot(page, name);
}
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** A form field by its label (MUI adds ' *' to required ones). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
/** A password manager's 14-character password: more than the spec's 10 (LIMITS.PASSWORD_MAX). */
const LONG_PASSWORD = 'Gerad@Senha#14';
const PASSWORD_TOO_LONG = MSG.passwordTooLong(LIMITS.PASSWORD_MAX);

/** Pastes text into a field through the clipboard (Ctrl+V), as a password manager's copy is. */
async function pasteInto(page: Page, input: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** The requests the page sends to a path from now on (method and path). */
function requestsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(`${r.method()} ${path}`);
  });
  return seen;
}

/** Relative path of an e-mailed link, so the page stays on the portal's origin. */
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** Mails received from now on: the first one that matches. */
function nextMail(match: (m: ReceivedMail) => boolean) {
  const before = new Set(sink.messages);
  return () => sink.waitFor((m) => !before.has(m) && match(m));
}

/**
 * A company registered through the API (POST /api/clientes/novo, as the form sends it); returns the
 * approval link e-mailed to the admin. Each test registers its own, with its own CNPJ, CPF and e-mail.
 */
async function registerCompany(data: Record<string, string | number>): Promise<{ link: URL; text: string }> {
  const res = await fetch(`${portal.url}/api/clientes/novo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ramoAtuacao: 2,
      logradouro: 'Rua Um',
      numero: '1',
      bairro: 'Centro',
      cidade: 'Campinas',
      uf: 'SP',
      cep: '13010111',
      telefone: '11976543210',
      senha: 'Cadastro@1',
      resenha: 'Cadastro@1',
      ...data,
    }),
  });
  expect(res.status).toBe(201);
  const nome = String(data.nome).toUpperCase();
  const mail = await sink.waitFor((m) => m.to.includes('admin@demo.com.br') && m.text.includes(nome));
  return { link: linkIn(mail.text, '/gestor/clientes/aprovacoes/form'), text: mail.text };
}

/** Asks for a password recovery through the recovery page; returns the e-mailed link. */
async function recoveryLink(email: string): Promise<URL> {
  const { context, page } = await newPage(browser, portal);
  const mail = nextMail((m) => m.to.includes(email));
  await page.goto('/recovery');
  await field(page, L.user).fill(email);
  await solveCaptchaWidget(page);
  await button(page, L.send).click();
  await page.getByRole('dialog').getByText(MSG.forgotSuccess).waitFor({ timeout: 15_000 });
  await context.close();
  return linkIn((await mail()).text, '/forgot');
}

/** Uses a recovery link through its page, setting this password. */
async function useRecoveryLink(link: URL, senha: string): Promise<void> {
  const { context, page } = await newPage(browser, portal);
  await page.goto(pathOf(link));
  await field(page, L.newPassword).fill(senha);
  await field(page, L.confirmPassword).fill(senha);
  await solveCaptchaWidget(page);
  await button(page, L.confirm).click();
  await page.getByText(MSG.newPasswordSuccess).waitFor({ timeout: 15_000 });
  await context.close();
}

async function fillStep0(page: Page, cgc: string) {
  const input = field(page, L.cnpj);
  await input.fill('');
  await input.pressSequentially(cgc);
  await field(page, L.razao).fill('Construtora Nova Era Ltda');
}

describe('self-registration and approval', () => {
  for (const [label, viewport] of [
    ['390 px', PHONE],
    ['1366 px', LAPTOP],
  ] as const) {
    it(`the CNPJ lookup on Enter and on blur fills the known company's name only (${label})`, async () => {
      const { context, page } = await newPage(browser, portal, viewport);
      await page.goto('/novo-cliente');
      await field(page, L.cnpj).waitFor();
      // Enter with no CNPJ asks for it
      await field(page, L.cnpj).press('Enter');
      await page.getByText(MSG.cgcRequired).waitFor();
      await field(page, L.cnpj).pressSequentially('11444777000161');
      await expect(field(page, L.cnpj).inputValue()).resolves.toBe('11.444.777/0001-61');
      const answer = page.waitForResponse((r) => r.url().includes('/api/clientes/novo?'));
      await field(page, L.cnpj).press('Enter');
      // The public answer says the company is known and names it: no ERP code, store or address.
      expect(Object.keys(await (await answer).json()).sort()).toEqual(['cgc', 'razao']);
      await page.waitForFunction(
        () =>
          (document.querySelector('input[name="empresaRazao"]') as HTMLInputElement)?.value ===
          'CONSTRUTORA ALICERCE LTDA',
      );
      await page.getByText(L.lookupFound).first().waitFor();
      if (viewport === PHONE) await expectPhoneLayout(page, { appBar: false });
      await button(page, L.stepNext).click();
      // The registrant types the address (the approval compares it with the customer's).
      for (const f of [L.logradouro, L.numero, L.bairro, L.cidade, L.cep, L.uf])
        await expect(field(page, f).inputValue(), f).resolves.toBe('');
      await expect(button(page, L.stepNext).isDisabled()).resolves.toBe(true);
      await field(page, L.logradouro).fill('Rua das Obras');
      await expect(field(page, L.logradouro).inputValue()).resolves.toBe('Rua das Obras');
      // blur: another known company
      await button(page, L.stepBack).click();
      await field(page, L.cnpj).fill('');
      await field(page, L.cnpj).pressSequentially('45723174000110');
      await field(page, L.razao).click();
      await page.waitForFunction(
        () =>
          (document.querySelector('input[name="empresaRazao"]') as HTMLInputElement)?.value ===
          'MATERIAIS SILVA E FILHOS LTDA',
      );
      await context.close();
    });
  }

  it("registers through the three steps; a bad CNPJ comes back with the server's field message", async () => {
    const { context, page } = await newPage(browser, portal);
    await page.goto('/novo-cliente');
    await page.getByRole('heading', { name: SCREEN_TITLES.novoCliente }).waitFor();
    for (const step of L.steps) await page.getByText(step, { exact: true }).first().waitFor();
    expect(await button(page, L.stepBack).isDisabled()).toBe(true);
    expect(await button(page, L.stepNext).isDisabled()).toBe(true);
    await screenshot(page, 'publico-cadastro-0');
    await expectNoSeriousA11yViolations(page, 'cadastro, passo 1 (Dados da Empresa)');

    // Step 0: CNPJ (masked, 14 digits at most), ramo (default), razão
    await fillStep0(page, BAD_CNPJ + '999');
    expect((await field(page, L.cnpj).inputValue()).replace(/\D/g, '')).toBe(BAD_CNPJ);
    expect(await button(page, L.stepBack).isDisabled()).toBe(true);
    await button(page, L.stepNext).click();

    // Step 1: address; Next waits for every required field (complemento is optional)
    await field(page, L.logradouro).waitFor();
    expect(await button(page, L.stepBack).isEnabled()).toBe(true);
    await field(page, L.logradouro).fill('Avenida das Obras');
    await field(page, L.numero).fill('1500');
    await field(page, L.bairro).fill('Distrito Industrial');
    await field(page, L.cidade).fill('Campinas');
    await field(page, L.cep).pressSequentially('13010111');
    expect(await button(page, L.stepNext).isDisabled()).toBe(true);
    await field(page, L.uf).pressSequentially('spx');
    await expect(field(page, L.uf).inputValue()).resolves.toBe('SP');
    await expect(field(page, L.cep).inputValue()).resolves.toBe('13010-111');
    await screenshot(page, 'publico-cadastro-1');
    await expectNoSeriousA11yViolations(page, 'cadastro, passo 2 (Endereço da Empresa)');
    await button(page, L.stepNext).click();

    // Step 2: user; phone mask (DD) NNNNN-NNNN; password at most 10 with the strength meter
    await field(page, L.nome).waitFor();
    expect(await button(page, L.finish).isDisabled()).toBe(true);
    await field(page, L.nome).fill(NEW_USER.nome);
    await field(page, L.cpf).pressSequentially(TAKEN_CPF);
    await field(page, L.email).fill(NEW_USER.email);
    await field(page, L.celular).pressSequentially(NEW_USER.celular);
    await expect(field(page, L.celular).inputValue()).resolves.toBe('(11) 97654-3210');
    await expect(field(page, L.cpf).inputValue()).resolves.toBe('390.533.447-05');
    // A longer password is kept whole, typed or pasted, and refused at the field: nothing is sent
    const sent = requestsTo(page, '/api/clientes/novo');
    await field(page, L.senha).pressSequentially(LONG_PASSWORD);
    await expect(field(page, L.senha).inputValue()).resolves.toBe(LONG_PASSWORD);
    await pasteInto(page, field(page, L.resenha), LONG_PASSWORD);
    await expect(field(page, L.resenha).inputValue()).resolves.toBe(LONG_PASSWORD);
    await expect(page.getByText(PASSWORD_TOO_LONG).count()).resolves.toBe(2);
    expect(await button(page, L.finish).isDisabled()).toBe(true);
    await field(page, L.resenha).press('Enter');
    await screenshot(page, 'publico-cadastro-senha-longa');
    await expectNoSeriousA11yViolations(page, 'cadastro, senha longa');
    await field(page, L.senha).fill('');
    await pasteInto(page, field(page, L.senha), LONG_PASSWORD);
    await expect(field(page, L.senha).inputValue()).resolves.toBe(LONG_PASSWORD);
    expect(await button(page, L.finish).isDisabled()).toBe(true);
    expect(sent).toEqual([]);
    // at most 10 characters go through
    await field(page, L.senha).fill(NEW_USER.senha);
    await field(page, L.resenha).fill(NEW_USER.senha);
    await expect(page.getByText(PASSWORD_TOO_LONG).count()).resolves.toBe(0);
    await page.getByText(MSG.passwordStrengthTitle('Excelente')).waitFor();
    await screenshot(page, 'publico-cadastro-2');
    await expectNoSeriousA11yViolations(page, 'cadastro, passo 3 (Dados Usuário)');
    await button(page, L.finish).click();

    // The server refuses the CNPJ and another user's CPF; the dialog lists 'O campo CNPJ, ...'
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(MSG.registrationFieldError(L.cnpj, MSG.registrationCgcInvalid))
      .waitFor({ timeout: 15_000 });
    await dialog.getByText(MSG.registrationFieldError(L.cpf, MSG.registrationCpfDuplicate)).waitFor();
    await screenshot(page, 'publico-cadastro-validacao');
    await expectNoSeriousA11yViolations(page, 'cadastro, diálogo de validação do servidor');
    await dialog.getByRole('button', { name: L.ok }).click();
    // back on the step of the refused field
    await field(page, L.cnpj).waitFor();
    await fillStep0(page, NEW_CNPJ);
    await button(page, L.stepNext).click();
    await button(page, L.stepNext).click();
    await field(page, L.cpf).clear();
    await field(page, L.cpf).pressSequentially(NEW_USER.cpf);
    await expect(field(page, L.cpf).inputValue()).resolves.toBe('123.456.789-09');
    await button(page, L.finish).click();
    await page.getByRole('dialog').getByText(MSG.registrationSent).waitFor({ timeout: 15_000 });
    await page.getByRole('dialog').getByText(MSG.registrationSuccess, { exact: true }).waitFor();
    await screenshot(page, 'publico-cadastro-sucesso');
    await expectNoSeriousA11yViolations(page, 'cadastro, diálogo de sucesso');
    await page.getByRole('dialog').getByRole('button', { name: L.ok }).click();
    await page.waitForURL(/\/login$/);

    // Not released yet: refused at login, and nothing was e-mailed to the registrant
    await loginThroughPage(page, NEW_USER.email, NEW_USER.senha);
    await page.getByText(MSG.userNotReleased).waitFor({ timeout: 15_000 });
    const mail = await sink.waitFor(
      (m) => m.to.includes('admin@demo.com.br') && m.text.includes(NEW_USER.nome.toUpperCase()),
    );
    const approvalLink = linkIn(mail.text, '/gestor/clientes/aprovacoes/form');
    expect(approvalLink.origin).toBe(portal.url.replace('127.0.0.1', 'localhost'));
    expect(sink.to(NEW_USER.email)).toHaveLength(0);
    await context.close();
  });

  it('the approval link refuses a customer and a manager who is not ADMIN or AUDITOR, then sends them to /login', async () => {
    const { link: approvalLink } = await registerCompany({
      razao: 'Deposito Recusado Ltda',
      cgc: cnpj('556677660001'),
      nome: 'Rita Recusa',
      email: 'rita@recusado.com.br',
      cpf: cpf('246813579'),
    });
    expect(approvalLink).toBeDefined();
    for (const [email, message] of [
      ['multi@demo.com.br', MSG.approvalClientRefused],
      ['gestor@demo.com.br', MSG.approvalInvalidUser],
    ] as const) {
      const { context, page } = await newPage(browser, portal);
      await loginThroughPage(page, email);
      await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20_000 });
      await page.goto(pathOf(approvalLink));
      await page.getByText(message).first().waitFor({ timeout: 10_000 });
      await page.waitForURL(/\/login$/, { timeout: 5_000 });
      await context.close();
    }
  });

  it('an admin opens the e-mailed link, logs in, comes back and releases; the new user then logs in', async () => {
    const { link: approvalLink } = await registerCompany({
      razao: RELEASED_USER.razao,
      cgc: cnpj('556677550001'),
      nome: RELEASED_USER.nome,
      email: RELEASED_USER.email,
      cpf: RELEASED_USER.cpf,
      senha: RELEASED_USER.senha,
      resenha: RELEASED_USER.senha,
    });
    const { context, page } = await newPage(browser, portal);
    await page.goto(pathOf(approvalLink));
    await page.getByText(MSG.approvalLoginRequired).first().waitFor({ timeout: 10_000 });
    await page.waitForURL(/\/login$/, { timeout: 5_000 });
    await page.getByLabel(LABELS.email).fill('admin@demo.com.br');
    await page.getByLabel(LABELS.password).fill('Demo@123');
    await solveCaptchaWidget(page);
    await page.getByRole('button', { name: LABELS.enter }).click();
    await page.waitForURL(/\/gestor\/clientes\/aprovacoes\/form\?/, { timeout: 20_000 });
    await page.getByRole('heading', { name: SCREEN_TITLES.clienteAprovacao }).waitFor();
    await page.getByText(RELEASED_USER.razao.toUpperCase()).waitFor({ timeout: 10_000 });
    await page.getByText(RELEASED_USER.email).waitFor();
    for (const section of [L.company, L.address, L.userData])
      await page.getByRole('heading', { name: section }).waitFor();
    await screenshot(page, 'publico-aprovacao');
    await expectNoSeriousA11yViolations(page, 'formulário de aprovação');
    await button(page, L.release).click();
    await page.getByText(MSG.userApproved).waitFor({ timeout: 10_000 });
    await page.getByText(MSG.approvalDecided('LIBERADO')).waitFor();
    expect(await button(page, L.release).isDisabled()).toBe(true);
    expect(await button(page, L.block).isDisabled()).toBe(true);
    await screenshot(page, 'publico-aprovacao-liberada');
    await expectNoSeriousA11yViolations(page, 'formulário de aprovação, liberado');
    await button(page, L.cancelApproval).click();
    await page.waitForURL(/\/login$/);
    await context.close();

    const released = await sink.waitFor((m) => m.to.includes(RELEASED_USER.email));
    expect(released.subject).toMatch(/liberado/);
    const user = await newPage(browser, portal);
    await loginThroughPage(user.page, RELEASED_USER.email, RELEASED_USER.senha);
    await user.page.waitForURL(/\/$/, { timeout: 20_000 });
    await user.page.waitForFunction(
      (nome) => document.title.includes(nome),
      RELEASED_USER.nome.toUpperCase(),
      { timeout: 10_000 },
    );
    await screenshot(user.page, 'publico-novo-cliente-home');
    await user.context.close();
  });

  it('an auditor blocks another registration, giving the reason the dialog asks for', async () => {
    const { link } = await registerCompany({
      razao: 'Deposito Bloqueado Ltda',
      cgc: cnpj('556677990001'),
      nome: 'Bruno Bloqueio',
      email: 'bruno@bloqueio.com.br',
      cpf: '13579246828',
    });
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'auditor@demo.com.br');
    await page.waitForURL(/\/gestor/, { timeout: 20_000 });
    await page.goto(pathOf(link));
    await page.getByText('DEPOSITO BLOQUEADO LTDA').waitFor({ timeout: 10_000 });
    await button(page, L.block).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: L.blockTitle }).waitFor();
    await dialog.getByRole('button', { name: L.block }).click();
    await page.getByText(MSG.approvalReasonRequired).waitFor();
    await dialog.getByLabel(L.reason).fill('Cadastro duplicado');
    await screenshot(page, 'publico-aprovacao-bloqueio');
    await expectNoSeriousA11yViolations(page, 'formulário de aprovação, diálogo de bloqueio');
    await dialog.getByRole('button', { name: L.block }).click();
    await page.getByText(MSG.userReproved).waitFor({ timeout: 10_000 });
    await page.getByText(MSG.approvalDecided('BLOQUEADO', 'Cadastro duplicado')).waitFor();
    await context.close();
  });

  it("for a CNPJ the portal already knew, the form shows what was typed beside the customer's data, flagged; the refusal leaves the company alone", async () => {
    // 182.361.200/0001-58 is MEGA MATERIAIS MINAS LTDA, a released customer with no portal user
    const { link, text } = await registerCompany({
      razao: 'Mega Materiais Impostora Ltda',
      cgc: '18236120000158',
      ramoAtuacao: 1,
      logradouro: 'Rua das Obras',
      numero: '230',
      bairro: 'Jardim America',
      cidade: 'Sao Paulo',
      cep: '01310100',
      nome: 'Ivo Impostor',
      email: 'ivo@golpe.com.br',
      cpf: '31415926590',
      telefone: '11976543211',
    });
    expect(text).toContain('(diferente do cadastro)');
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'admin@demo.com.br');
    await page.waitForURL(/\/gestor/, { timeout: 20_000 });
    await page.goto(pathOf(link));
    const comparison = page.getByRole('region', { name: L.comparisonTitle });
    await comparison.waitFor({ timeout: 10_000 });
    await page.getByText(MSG.approvalExistingCustomer, { exact: false }).waitFor();
    const razao = comparison.getByTestId('comparacao-razao');
    await razao.getByText(`${L.typedColumn}: MEGA MATERIAIS IMPOSTORA LTDA`).waitFor();
    await razao.getByText(`${L.erpColumn}: MEGA MATERIAIS MINAS LTDA`).waitFor();
    await razao.getByText(L.differsFromErp).waitFor();
    const dominio = comparison.getByTestId('comparacao-emailDominio');
    await dominio.getByText(`${L.typedColumn}: golpe.com.br`).waitFor();
    await dominio.getByText(L.differsFromErp).waitFor();
    // what matches is not flagged
    await comparison.getByTestId('comparacao-numero').getByText(`${L.erpColumn}: 230`).waitFor();
    await expect(
      comparison.getByTestId('comparacao-numero').getByText(L.differsFromErp).count(),
    ).resolves.toBe(0);
    await expect(comparison.getByText(L.differsFromErp).count()).resolves.toBe(2);
    await screenshot(page, 'publico-aprovacao-cnpj-conhecido');
    await expectNoSeriousA11yViolations(page, 'formulário de aprovação, CNPJ já cadastrado');
    // on a phone the comparison fits the width
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).resolves.toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });

    await button(page, L.block).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(L.reason).fill('Dados diferentes do cadastro');
    await dialog.getByRole('button', { name: L.block }).click();
    await page.getByText(MSG.userReproved).waitFor({ timeout: 10_000 });
    // the company is still released: its status on the form is unchanged
    await page
      .getByRole('region', { name: L.company })
      .getByText(STATUS_DESCRIPTIONS.L, { exact: true })
      .waitFor();
    await context.close();
  });
});

describe('password recovery', () => {
  // cliente@'s password changes here; the other journeys of this file log in as other users.
  const email = 'cliente@demo.com.br';
  const novaSenha = 'Nova@Senh4';

  it('ENVIAR waits for the user and the captcha; the result dialog confirms the e-mail', async () => {
    const { context, page } = await newPage(browser, portal);
    await page.goto('/login');
    await page.getByRole('link', { name: LABELS.forgotPassword }).click();
    await page.waitForURL(/\/recovery$/);
    await page.getByRole('heading', { name: SCREEN_TITLES.recovery }).waitFor();
    expect(await button(page, L.send).isDisabled()).toBe(true);
    await page
      .locator('altcha-widget input[type="checkbox"]')
      .waitFor({ state: 'attached', timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, 'recuperação de senha');
    await field(page, L.user).fill('nao-e-email');
    expect(await button(page, L.send).isDisabled()).toBe(true);
    await solveCaptchaWidget(page);
    await button(page, L.send).click();
    await page.getByText(MSG.forgotInvalidUser).waitFor();
    await page.getByText(TITLES.oops).first().waitFor();
    await field(page, L.user).fill(email);
    await screenshot(page, 'publico-recuperacao');
    await expectNoSeriousA11yViolations(page, 'recuperação de senha, usuário inválido');
    const mail = nextMail((m) => m.to.includes(email));
    await button(page, L.send).click();
    await page.getByRole('dialog').getByText(MSG.forgotSuccess).waitFor({ timeout: 15_000 });
    await screenshot(page, 'publico-recuperacao-enviada');
    await expectNoSeriousA11yViolations(page, 'recuperação de senha, diálogo de resultado');
    await page.getByRole('dialog').getByRole('button', { name: L.ok }).click();
    await page.waitForURL(/\/login$/);
    const link = linkIn((await mail()).text, '/forgot');
    expect(link.searchParams.get('name')).toBe('CARLOS ALBERTO CLIENTE');
    await context.close();
  });

  it('the e-mailed link sets a new password; the user logs in with it', async () => {
    const link = await recoveryLink(email);
    const { context, page } = await newPage(browser, portal);
    await page.goto(pathOf(link));
    await page.getByRole('heading', { name: SCREEN_TITLES.forgot }).waitFor();
    await page.getByText(L.resetGreeting('CARLOS ALBERTO CLIENTE')).waitFor();
    const confirm = button(page, L.confirm);
    expect(await confirm.isDisabled()).toBe(true);
    // A longer password is kept whole, typed or pasted, and refused at the field: nothing is sent
    const sent = requestsTo(page, '/api/usuarios/newpsw');
    await field(page, L.newPassword).pressSequentially(LONG_PASSWORD);
    await expect(field(page, L.newPassword).inputValue()).resolves.toBe(LONG_PASSWORD);
    await pasteInto(page, field(page, L.confirmPassword), LONG_PASSWORD);
    await expect(field(page, L.confirmPassword).inputValue()).resolves.toBe(LONG_PASSWORD);
    await solveCaptchaWidget(page);
    await expect(page.getByText(PASSWORD_TOO_LONG).count()).resolves.toBe(2);
    expect(await confirm.isDisabled()).toBe(true);
    await field(page, L.confirmPassword).press('Enter');
    await screenshot(page, 'publico-nova-senha-longa');
    await expectNoSeriousA11yViolations(page, 'nova senha, senha longa');
    await field(page, L.newPassword).fill('');
    await pasteInto(page, field(page, L.newPassword), LONG_PASSWORD);
    await expect(page.getByText(PASSWORD_TOO_LONG).count()).resolves.toBe(2);
    expect(await confirm.isDisabled()).toBe(true);
    expect(sent).toEqual([]);
    await field(page, L.newPassword).fill(novaSenha);
    await page.getByText(MSG.passwordStrengthTitle('Excelente')).waitFor();
    await field(page, L.confirmPassword).fill('Diferente1');
    await expect(page.getByText(PASSWORD_TOO_LONG).count()).resolves.toBe(0);
    expect(await confirm.isDisabled()).toBe(true);
    await field(page, L.confirmPassword).fill(novaSenha);
    expect(await confirm.isEnabled()).toBe(true);
    await screenshot(page, 'publico-nova-senha');
    await expectNoSeriousA11yViolations(page, 'nova senha');
    await confirm.click();
    await page.getByText(MSG.newPasswordSuccess).waitFor({ timeout: 15_000 });
    await page.waitForURL(/\/login$/);
    await loginThroughPage(page, email, novaSenha);
    await page.waitForURL(/\/$/, { timeout: 20_000 });
    await context.close();
  });

  it('the reused link is refused with a clear message', async () => {
    const link = await recoveryLink(email);
    await useRecoveryLink(link, 'Usada@S3nh');
    const { context, page } = await newPage(browser, portal);
    await page.goto(pathOf(link));
    await field(page, L.newPassword).fill('Outra@S3nh');
    await field(page, L.confirmPassword).fill('Outra@S3nh');
    await solveCaptchaWidget(page);
    await button(page, L.confirm).click();
    await page.locator('.MuiAlert-root').getByText(MSG.resetLinkUsed).waitFor({ timeout: 15_000 });
    await page.getByText(TITLES.oops).first().waitFor();
    await page.getByRole('link', { name: L.newRecovery }).waitFor();
    await screenshot(page, 'publico-link-usado');
    await expectNoSeriousA11yViolations(page, 'nova senha, link já usado');
    await context.close();
  });
});

describe('brand and legal pages', () => {
  it('the default brand: logo, title and favicon on the login', async () => {
    const { context, page } = await newPage(browser, portal);
    await page.goto('/login');
    await page.getByRole('img', { name: 'Portal B2B', exact: true }).waitFor();
    await page.waitForFunction(() => document.title === 'Portal B2B');
    expect(await page.locator('link[rel~="icon"]').getAttribute('href')).toBe('/marcas/favicon-padrao.svg');
    expect(await page.getByRole('button', { name: LABELS.help }).count()).toBe(0);
    const logo = await page.request.get('/marcas/logo-padrao.svg');
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toMatch(/image\/svg\+xml/);
    await context.close();
  });

  it('the ConstruMax brand by host name: two logos, its title, images and favicon', async () => {
    const port = new URL(portal.url).port;
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`http://construmax.localhost:${port}/login`);
    await page.getByRole('img', { name: 'ConstruMax', exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('img', { name: 'Selo ConstruMax 30 anos' }).waitFor();
    await page.waitForFunction(() => document.title === 'ConstruMax');
    await page.waitForFunction(
      () =>
        document.querySelector('link[rel~="icon"]')?.getAttribute('href') ===
        '/marcas/construmax-favicon.svg',
    );
    await page.getByText('© ConstruMax Materiais de Construção S.A.').waitFor();
    await screenshot(page, 'publico-login-construmax');
    await expectNoSeriousA11yViolations(page, 'login da marca ConstruMax');
    await page.goto(`http://construmax.localhost:${port}/novo-cliente`);
    await page.getByRole('heading', { name: SCREEN_TITLES.novoCliente }).waitFor();
    await page.waitForFunction(() => document.title === 'ConstruMax - Cadastre sua empresa');
    await screenshot(page, 'publico-cadastro-construmax');
    await expectNoSeriousA11yViolations(page, 'cadastro da marca ConstruMax');
    await context.close();
  });

  it('/lgpd/termos shows Termos and /lgpd/politica shows Política', async () => {
    const { context, page } = await newPage(browser, portal);
    await page.goto('/login');
    await page.getByRole('link', { name: L.legalTerms }).click();
    await page.waitForURL(/\/lgpd\/termos$/);
    await page.getByRole('heading', { level: 1, name: MSG.lgpdTerms }).waitFor();
    await screenshot(page, 'publico-lgpd-termos');
    await expectNoSeriousA11yViolations(page, 'LGPD, termos');
    await page.goto('/lgpd/politica');
    await page.getByRole('heading', { level: 1, name: MSG.lgpdPolicy }).waitFor();
    await expectNoSeriousA11yViolations(page, 'LGPD, política');
    await context.close();
  });
});
