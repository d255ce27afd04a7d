// CRM contacts and the seller sales consultation in Chromium (issue 11,
// docs/product/gestor-crm-vendas.md §2.12–2.14): the customer lists its contacts, creates one (a wrong CPF
// refused with 'CPF inválido.' while typing and 'CPF inválido!' on save), edits and deletes it with the
// confirmation, and cannot open another customer's contact by URL. The seller filters its sales by period,
// sorts by value, switches to 25 rows, checks the totals against the rows, opens an order's detail and
// downloads its DANFE and a boleto. Also, for the customer and the manager shells at 1366 and 390 px: the
// first click on a list screen opened from the menu is answered at once (its code loading or not, the phone's
// drawer closing).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { formatCurrency, formatDate } from '@portal/shared/format';
import {
  BUYER_LABELS,
  CRM_LABELS as C,
  GESTOR_LABELS as G,
  LABELS,
  SCREEN_TITLES,
  VENDAS_LABELS as V,
} from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Contato, ContatosResponse } from '@portal/shared/schemas/crm';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import type { ConsultaPedidosResponse } from '@portal/shared/schemas/vendedor';
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

const notice = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).first();

/** Closes every notice on screen (sticky ones stay until closed). */
async function closeNotices(page: Page) {
  const buttons = page.locator('.notistack-SnackbarContainer button[aria-label="Fechar"]');
  const deadline = Date.now() + 15_000;
  while ((await buttons.count()) > 0 && Date.now() < deadline) {
    await buttons
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
  }
}

/** A call to the API with the page's session token. */
async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ p, method, body }) => {
      const token = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth
        ?.token;
      const res = await fetch(`/api${p}`, {
        method: method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      return res.json();
    },
    { p: path, method: init.method, body: init.body },
  );
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

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
/** 'YYYY-MM-DD' as the date fields show it: DD/MM/YYYY. */
const br = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** Types a day into a DD/MM/YYYY field, as a user does (the mask adds the slashes). */
const typeDay = async (input: ReturnType<Page['getByLabel']>, day: string) => {
  await input.fill('');
  await input.pressSequentially(br(day).replace(/\D/g, ''));
};
/** An input by its label (a required field's label ends with ' *'). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
/** 'R$ 1.234,56' -> 1234.56; the SALDO of an order not billed yet, 'não faturado', is no balance: 0. */
const money = (text: string) =>
  text === V.notBilled ? 0 : Number(text.replace(/[R$\s.]/g, '').replace(',', '.'));

describe('customer: contacts', () => {
  it("lists, creates (refusing a wrong CPF), edits and deletes a contact, and cannot open another customer's contact", async () => {
    // multi@ keeps a contact of its second company (100002), which cliente@ does not belong to.
    const other = await newPage(browser, portal);
    await loginThroughPage(other.page, 'multi@demo.com.br');
    await other.page.waitForURL((u) => u.pathname !== '/login', { timeout: 20_000 });
    const silva = await other.page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state.usuario.clientes.find(
          (c: { codigo: string }) => c.codigo === '100002',
        ).id as number,
    );
    const paulo = await api<Contato>(other.page, '/crm/contatos', {
      method: 'POST',
      body: {
        entidadeId: silva,
        setor: '000000002',
        tipo: 'CLIENTE',
        nome: 'PAULO TESOURARIA',
        telefone: '1133224455',
        status: 'L',
      },
    });
    expect(paulo).toMatchObject({ nome: 'PAULO TESOURARIA', entidadeId: silva });
    await other.context.close();

    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'cliente@demo.com.br');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await closeNotices(page);

    // The list, from the customer menu.
    await page
      .getByRole('navigation', { name: BUYER_LABELS.customerMenu })
      .getByRole('link', { name: BUYER_LABELS.contatos })
      .click();
    await page.waitForURL(/\/crm\/contatos$/);
    await page.getByRole('heading', { name: C.title, exact: true }).waitFor();
    const table = page.getByRole('table', { name: C.title });
    await table.getByRole('cell', { name: 'FERNANDA COMPRAS', exact: true }).waitFor();
    const header = await table.locator('thead th').allInnerTexts();
    expect(header.map((h) => h.trim())).toEqual([
      C.colId,
      C.colSetor,
      C.colTipo,
      C.colCodigo,
      C.colNome,
      C.colStatus,
      C.colActions,
    ]);
    const fernanda = table.getByRole('row', { name: /FERNANDA COMPRAS/ });
    expect((await fernanda.locator('td').allInnerTexts()).slice(1, 6)).toEqual([
      'COMERCIAL',
      'CLIENTE',
      'C0001',
      'FERNANDA COMPRAS',
      'LIBERADO',
    ]);
    await expect(table.locator('tbody tr').count()).resolves.toBe(3);
    await expect(page.getByText('PAULO TESOURARIA').count()).resolves.toBe(0);
    await shot(page, 'crm-contatos-lista');
    await expectNoSeriousA11yViolations(page, 'contatos');

    // Upper-cased search; an empty result says so.
    const search = field(page, C.search);
    await search.fill('juliana');
    await expect(search.inputValue()).resolves.toBe('JULIANA');
    await search.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length === 1);
    await table.getByRole('cell', { name: 'JULIANA ENGENHARIA', exact: true }).waitFor();
    await search.fill('ninguem');
    await page.getByRole('button', { name: C.searchButton }).click();
    await table.getByText(MSG.noRecords).waitFor();
    await expectNoSeriousA11yViolations(page, 'contatos, busca sem resultado');
    await search.fill('');
    await search.press('Enter');
    await table.getByRole('cell', { name: 'FERNANDA COMPRAS', exact: true }).waitFor();

    // New contact: a wrong CPF is flagged while typing and refused on save.
    await closeNotices(page);
    await page.getByRole('link', { name: C.add }).click();
    await page.waitForURL(/\/crm\/contatos\/add$/);
    await page.getByRole('heading', { name: C.detailTitle }).waitFor();
    await expect(page.getByRole('button', { name: C.deleteContact }).count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, 'novo contato');
    await page.getByRole('combobox', { name: C.setor }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toEqual([C.select, 'COMERCIAL', 'FINANCEIRO']);
    await page.getByRole('option', { name: 'COMERCIAL' }).click();
    await expect(page.getByRole('combobox', { name: C.tipo }).innerText()).resolves.toBe('CLIENTE');
    await expect(field(page, C.codigo).getAttribute('readonly')).resolves.not.toBeNull();
    await field(page, C.nome).fill('lucia compras');
    await expect(field(page, C.nome).inputValue()).resolves.toBe('LUCIA COMPRAS');
    const cpf = field(page, C.cpf);
    await cpf.pressSequentially('529.982.247-24x99');
    await expect(cpf.inputValue()).resolves.toBe('52998224724');
    await page.getByText(MSG.cpfInvalidTyping, { exact: true }).waitFor();
    await field(page, C.email).fill('lucia@alicerce.com.br');
    const phone = field(page, C.telefone);
    await phone.pressSequentially('11987651234');
    await expect(phone.inputValue()).resolves.toBe('(11)9.8765-1234');
    // The birthday is typed DD/MM/YYYY whatever the browser's language; the API gets the ISO day.
    await field(page, C.niver).pressSequentially('20051990');
    await expect(field(page, C.niver).inputValue()).resolves.toBe('20/05/1990');
    await field(page, C.recebeEmail).check();
    await field(page, C.recebeWhatsapp).check();
    await shot(page, 'crm-contato-cpf-invalido');
    await expectNoSeriousA11yViolations(page, 'novo contato com CPF inválido');
    await page.getByRole('button', { name: C.save }).click();
    await notice(page, MSG.cpfInvalidSave).waitFor();
    expect(new URL(page.url()).pathname).toBe('/crm/contatos/add');
    await shot(page, 'crm-contato-cpf-invalido-salvar');

    // Fixed: saved, back to the list.
    await cpf.fill('');
    await cpf.pressSequentially('52998224725');
    await expect(page.getByText(MSG.cpfInvalidTyping, { exact: true }).count()).resolves.toBe(0);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/crm/contatos') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: C.save }).click();
    const createdRes = await created;
    expect(createdRes.status()).toBe(201);
    expect(createdRes.request().postDataJSON()).toMatchObject({
      cgc: '52998224725',
      telefone: '11987651234',
      nome: 'LUCIA COMPRAS',
      setor: '000000001',
      tipo: 'CLIENTE',
      niver: '1990-05-20',
      recebeEmail: true,
      recebeWhatsapp: true,
      status: 'L',
    });
    const contato = (await createdRes.json()) as Contato;
    await notice(page, MSG.contactAdded).waitFor();
    await page.waitForURL(/\/crm\/contatos$/);
    const row = table.getByRole('row', { name: /LUCIA COMPRAS/ });
    await row.waitFor();
    expect((await row.locator('td').allInnerTexts()).slice(0, 6)).toEqual([
      String(contato.id),
      'COMERCIAL',
      'CLIENTE',
      contato.codigo,
      'LUCIA COMPRAS',
      'LIBERADO',
    ]);
    await shot(page, 'crm-contato-criado');
    await expectNoSeriousA11yViolations(page, 'contatos com o contato criado');

    // Edit.
    await row.getByRole('link', { name: `${C.details} LUCIA COMPRAS` }).click();
    await page.waitForURL(new RegExp(`/crm/contatos/detail/${contato.id}$`));
    await expect.poll(() => field(page, C.nome).inputValue()).toBe('LUCIA COMPRAS');
    await expect(field(page, C.codigo).inputValue()).resolves.toBe(contato.codigo);
    await expect(field(page, C.telefone).inputValue()).resolves.toBe('(11)9.8765-1234');
    await expect(field(page, C.cpf).inputValue()).resolves.toBe('52998224725');
    await expect(field(page, C.niver).inputValue()).resolves.toBe('20/05/1990');
    await expect(field(page, C.recebeEmail).isChecked()).resolves.toBe(true);
    await expect(field(page, C.contatoPrincipal).isChecked()).resolves.toBe(false);
    await field(page, C.nome).fill('LUCIA COMPRAS E VENDAS');
    await field(page, C.contatoPrincipal).check();
    await page.getByRole('combobox', { name: C.status }).click();
    await page.getByRole('option', { name: 'BLOQUEADO' }).click();
    await page.getByRole('combobox', { name: C.setor }).click();
    await page.getByRole('option', { name: 'FINANCEIRO' }).click();
    // The PUT is held until the button has been seen disabled (Salvar is disabled while saving).
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(`**/api/crm/contatos/${contato.id}`, async (route) => {
      if (route.request().method() === 'PUT') await gate;
      await route.continue();
    });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/crm/contatos/${contato.id}`) && r.request().method() === 'PUT',
    );
    const saveButton = page.getByRole('button', { name: C.save });
    await saveButton.click();
    await expect.poll(() => saveButton.isDisabled()).toBe(true);
    release();
    expect((await saved).status()).toBe(200);
    await page.unroute(`**/api/crm/contatos/${contato.id}`);
    await notice(page, MSG.contactUpdated).waitFor();
    await expect(saveButton.isEnabled()).resolves.toBe(true);
    await shot(page, 'crm-contato-editado');
    await expectNoSeriousA11yViolations(page, 'contato editado');
    await page.getByRole('button', { name: C.back }).click();
    await page.waitForURL(/\/crm\/contatos$/);
    const edited = table.getByRole('row', { name: /LUCIA COMPRAS E VENDAS/ });
    await edited.waitFor();
    expect((await edited.locator('td').allInnerTexts()).slice(1, 6)).toEqual([
      'FINANCEIRO',
      'CLIENTE',
      contato.codigo,
      'LUCIA COMPRAS E VENDAS',
      'BLOQUEADO',
    ]);

    // Delete, with the confirmation (Cancelar keeps it).
    await edited.getByRole('link', { name: `${C.details} LUCIA COMPRAS E VENDAS` }).click();
    await expect.poll(() => field(page, C.nome).inputValue()).toBe('LUCIA COMPRAS E VENDAS');
    await page.getByRole('button', { name: C.deleteContact }).click();
    const confirm = page.getByRole('dialog', { name: C.deleteTitle });
    await confirm.getByText(MSG.contactDeleteConfirm('LUCIA COMPRAS E VENDAS')).waitFor();
    await shot(page, 'crm-contato-excluir');
    await expectNoSeriousA11yViolations(page, 'contato, diálogo de excluir');
    await confirm.getByRole('button', { name: C.cancel }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/crm/contatos/detail/${contato.id}`);
    await page.getByRole('button', { name: C.deleteContact }).click();
    await page.getByRole('dialog', { name: C.deleteTitle }).getByRole('button', { name: C.delete }).click();
    await notice(page, MSG.contactRemoved).waitFor();
    await page.waitForURL(/\/crm\/contatos$/);
    await table.getByRole('cell', { name: 'FERNANDA COMPRAS', exact: true }).waitFor();
    await expect.poll(() => table.getByText('LUCIA COMPRAS E VENDAS').count()).toBe(0);
    const after = await api<ContatosResponse>(page, '/crm/contatos');
    expect(after.items.map((c) => c.id)).not.toContain(contato.id);

    // Another customer's contact by URL: not found, nothing of it on screen.
    await closeNotices(page);
    await page.goto(`/crm/contatos/detail/${paulo.id}`);
    await notice(page, MSG.notFound).waitFor();
    await page.getByRole('main').getByRole('alert').filter({ hasText: MSG.notFound }).waitFor();
    await expect(page.getByText('PAULO TESOURARIA').count()).resolves.toBe(0);
    await expect(field(page, C.nome).count()).resolves.toBe(0);
    await shot(page, 'crm-contato-outro-cliente');
    await expectNoSeriousA11yViolations(page, 'contato de outro cliente');
    await context.close();
  });
});

/** Where the web app keeps the session (removing it signs out on the next page load). */
const SESSION_KEY = 'portal-b2b.session';

/** How much later than asked the code of a held screen arrives (a slow network or a busy phone). */
const SLOW_CODE_MS = 2_500;

/** The code of these lazily loaded screens (their build chunks, by name) comes SLOW_CODE_MS late. */
async function slowScreenCode(page: Page, screens: string[]) {
  await page.route(new RegExp(`/assets/(${screens.join('|')})-[\\w-]+\\.js$`), async (route) => {
    await new Promise((r) => setTimeout(r, SLOW_CODE_MS));
    await route.continue();
  });
}

/**
 * One real mouse click at the centre of `target` as soon as it shows, with no wait for the page to
 * settle and no second try (a user clicks what they see). The point must be the target's then:
 * nothing laid over it, such as the backdrop of a menu still closing.
 */
async function clickWhenShown(page: Page, target: Locator, what: string) {
  await target.waitFor();
  const { x, y, over } = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const cx = r.x + r.width / 2;
    const cy = r.y + r.height / 2;
    const hit = document.elementFromPoint(cx, cy);
    const over = !hit || el.contains(hit) ? null : `${hit.tagName.toLowerCase()}.${hit.className}`;
    return { x: cx, y: cy, over };
  });
  expect(over, `nothing over '${what}' when it shows`).toBeNull();
  await page.mouse.click(x, y);
}

/**
 * An element as the eye sees it, by CSS and its whole text, not by role: an open or closing menu
 * drawer hides the screen from the accessibility tree while the screen is on display.
 */
const onScreen = (page: Page, selector: string, text: string) =>
  page.locator(selector).filter({ hasText: new RegExp(`^${text}$`) });
const screenTitle = (page: Page, title: string) => onScreen(page, 'main h1', title);

/** The click was answered at once: `previous` (what was on screen) left, even with code on its way. */
async function expectAnsweredAtOnce(previous: Locator, what: string) {
  await previous
    .waitFor({ state: 'hidden', timeout: 1_500 })
    .catch(() => expect.fail(`the click on '${what}' showed nothing: the previous screen stayed`));
}

/** Opens a menu entry: the header's menu bar, or on a phone the menu drawer (`menu`: its name). */
async function openFromMenu(page: Page, menu: string, entry: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: LABELS.openMenu }).click();
  await page.getByRole('navigation', { name: menu }).getByRole('link', { name: entry, exact: true }).click();
}

// The first click on a screen opened from the menu is answered at once, every time. A screen's code is
// loaded on its first visit: meanwhile the shell stays and the screen's place shows the loader (the
// previous screen does not stay on, live, under an address already changed). On a phone the menu is a
// drawer that slides away while the chosen screen shows: its backdrop takes no click meant for it.
describe('the first click on a list screen opened from the menu', () => {
  for (const [size, viewport] of [
    ['1366×768', LAPTOP],
    ['390×844', PHONE],
  ] as const) {
    const phone = viewport === PHONE;

    it(`customer at ${size}: after the overdue notice, Contatos from the menu, one click on '${C.add}'`, async () => {
      const { context, page } = await newPage(browser, portal, viewport);
      await slowScreenCode(page, ['ContatosPage', 'ContatoDetailPage']);
      const add = onScreen(page, 'main a', C.add);
      for (let round = 1; round <= 3; round++) {
        await loginThroughPage(page, 'cliente@demo.com.br');
        await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
        const home = screenTitle(page, SCREEN_TITLES.productSearch);
        await home.waitFor({ timeout: 20_000 });
        await notice(page, MSG.overdueTitlesTitle).waitFor({ timeout: 15_000 });
        await closeNotices(page);

        // First visit: each screen's code comes late.
        await openFromMenu(page, BUYER_LABELS.customerMenu, BUYER_LABELS.contatos, phone);
        await expectAnsweredAtOnce(home, BUYER_LABELS.contatos);
        await clickWhenShown(page, add, C.add);
        await expectAnsweredAtOnce(add, C.add);
        await page.getByRole('heading', { name: C.detailTitle }).waitFor({ timeout: SLOW_CODE_MS * 4 });
        expect(new URL(page.url()).pathname).toBe('/crm/contatos/add');

        // Again, the code and the list at hand: the screen shows while the phone's menu slides away.
        await openFromMenu(page, BUYER_LABELS.customerMenu, BUYER_LABELS.contatos, phone);
        await clickWhenShown(page, add, C.add);
        await page.getByRole('heading', { name: C.detailTitle }).waitFor({ timeout: 5_000 });
        expect(new URL(page.url()).pathname).toBe('/crm/contatos/add');

        // Signed out for the next round (a new page load: the code is fetched again; the overdue
        // notice shows once per login).
        await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
      }
      await context.close();
    });

    it(`manager at ${size}: Aprovadores from the menu, one click on '${G.add}' opens its dialog`, async () => {
      const { context, page } = await newPage(browser, portal, viewport);
      await slowScreenCode(page, ['AprovadoresPage']);
      const add = onScreen(page, 'main button', G.add);
      const dialog = page.getByRole('dialog', { name: G.newApprover });
      for (let round = 1; round <= 3; round++) {
        await loginThroughPage(page, 'gestor@demo.com.br');
        await page.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
        const dashboard = screenTitle(page, SCREEN_TITLES.dashboard);
        await dashboard.waitFor({ timeout: 20_000 });
        for (const visit of ['first', 'again']) {
          await openFromMenu(page, LABELS.mainMenu, SCREEN_TITLES.aprovadores, phone);
          if (visit === 'first') await expectAnsweredAtOnce(dashboard, SCREEN_TITLES.aprovadores);
          await clickWhenShown(page, add, G.add);
          await dialog
            .waitFor({ timeout: 5_000 })
            .catch(() => expect.fail(`round ${round}, ${visit} visit: the click on '${G.add}' was lost`));
          await dialog.getByRole('button', { name: G.cancel }).click();
          await dialog.waitFor({ state: 'detached' });
          await openFromMenu(page, LABELS.mainMenu, SCREEN_TITLES.dashboard, phone);
          await dashboard.waitFor();
        }
        await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
      }
      await context.close();
    });
  }
});

/** The seller's customer of the journeys (chosen after login, shown in the header). */
const ALICERCE = { codigo: '100001/01', razao: 'CONSTRUTORA ALICERCE LTDA' };

/** Logs the seller in and chooses ALICERCE, the customer the header then shows. */
async function sellerOnAlicerce(page: Page) {
  await loginThroughPage(page, 'vendedor@demo.com.br');
  await page.waitForURL(/\/selecionar-cliente$/, { timeout: 20_000 });
  const list = page.getByRole('list', { name: BUYER_LABELS.clientList });
  await list.getByRole('button', { name: new RegExp(ALICERCE.razao) }).click();
  await page.getByRole('button', { name: BUYER_LABELS.continue }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
  await closeNotices(page);
}

/** The elements of `scope` that scroll sideways (content wider than their box). */
const sidewaysScrollers = (scope: Locator) =>
  scope.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((e) => /(auto|scroll)/.test(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.tagName.toLowerCase()} ${e.scrollWidth}px em ${e.clientWidth}px`),
  );

/** An order of ALICERCE with an invoice and an open title, found through the API. */
async function billedOrder(page: Page): Promise<{ ref: string; origem: string; pedido: Pedido }> {
  const candidates = (
    await api<ConsultaPedidosResponse>(page, '/vendedor/consultas/pedidos', {
      method: 'POST',
      body: { tableRows: -1, formFilterCliente: 'ALICERCE' },
    })
  ).tableRowsData.filter((r) => r.valorSaldo > 0);
  for (const r of candidates) {
    const pedido = await api<Pedido>(
      page,
      `/pedidos/ref/${r.pedidoNumero}?codigoEmpresa=${r.codigoEmpresa}&codigoFilial=${r.codigoFilial}`,
    );
    if (pedido.notas?.length && pedido.titulos.some((t) => t.situacao === 'EMDIA' && t.numero_conta)) {
      return { ref: r.pedidoNumero, origem: r.origem, pedido };
    }
  }
  return expect.fail('no billed order with an open title');
}

describe('seller: sales consultation', () => {
  it("opens on the header's customer, filters by period, sorts by value, shows 25 rows with totals that add up, opens an order and downloads its DANFE and a boleto", async () => {
    const { context, page } = await newPage(browser, portal, LAPTOP);
    await sellerOnAlicerce(page);

    const first = page.waitForResponse(
      (r) => r.url().includes('/api/vendedor/consultas/pedidos') && r.request().method() === 'POST',
    );
    await page
      .getByRole('navigation', { name: BUYER_LABELS.customerMenu })
      .getByRole('link', { name: BUYER_LABELS.consultaVendas })
      .click();
    await page.waitForURL(/\/vendedor\/vendas\/consultas$/);
    await page.getByRole('heading', { name: V.title }).waitFor();
    const firstRes = await first;
    const q = new URL(firstRes.url()).searchParams;
    expect(Object.fromEntries(q)).toEqual({ tpl: '0', empresa: '03', filial: '01', cgc: '39053344705' });
    // It opens on the customer of the header: the Cliente filter holds it, and the rows are its.
    expect(firstRes.request().postDataJSON()).toMatchObject({ formFilterCliente: ALICERCE.codigo });
    const clienteFilter = page.getByRole('textbox', { name: V.cliente });
    await expect.poll(() => clienteFilter.inputValue()).toBe(ALICERCE.codigo);
    const ofAlicerce = (await firstRes.json()) as ConsultaPedidosResponse;
    expect(ofAlicerce.tableTotalRows).toBeGreaterThan(0);
    expect(ofAlicerce.tableRowsData.every((r) => r.clienteCodigo === ALICERCE.codigo)).toBe(true);
    const sales = page.getByRole('table', { name: V.sales });
    await expect
      .poll(() => sales.locator('tbody tr td:nth-child(4)').allInnerTexts())
      .toEqual(ofAlicerce.tableRowsData.map(() => ALICERCE.codigo));
    await shot(page, 'vendas-consulta-cliente-do-cabecalho');

    // Cleared (its button), every customer of the seller.
    await page.getByRole('button', { name: V.clearFilter(V.cliente) }).click();
    await expect(clienteFilter.inputValue()).resolves.toBe('');
    const cleared = page.waitForResponse((r) => r.url().includes('/api/vendedor/consultas/pedidos'));
    await page.getByRole('button', { name: V.apply }).click();
    const clearedRes = await cleared;
    expect(clearedRes.request().postDataJSON().formFilterCliente ?? '').toBe('');
    const all = (await clearedRes.json()) as ConsultaPedidosResponse;
    expect(all.tableTotalRows).toBeGreaterThan(25);
    expect(all.tableTotalRows).toBeGreaterThan(ofAlicerce.tableTotalRows);

    // FILTROS: the server's fields with their defaults (last 90 days up to today).
    const from = page.getByLabel(V.periodoDe);
    await expect(from.inputValue()).resolves.toBe(br(daysBefore(today(), 90)));
    await expect(page.getByLabel(V.periodoAte).inputValue()).resolves.toBe(br(today()));
    const indicator = page.locator('.MuiTablePagination-displayedRows');
    await expect.poll(() => indicator.innerText()).toBe(`1-10 de ${all.tableTotalRows}`);
    const header = (await sales.locator('thead th').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
    expect(header).toEqual(all.tableColsHeader.map((c) => c.description));
    await expect(sales.locator('tbody tr').count()).resolves.toBe(10);
    await shot(page, 'vendas-consulta');
    await expectNoSeriousA11yViolations(page, 'consulta de vendas');

    // Period filter: the last 30 days.
    const since = daysBefore(today(), 30);
    await typeDay(from, since);
    let resp = page.waitForResponse((r) => r.url().includes('/api/vendedor/consultas/pedidos'));
    await page.getByRole('button', { name: V.apply }).click();
    const filtered = (await (await resp).json()) as ConsultaPedidosResponse;
    expect(filtered.tableTotalRows).toBeLessThan(all.tableTotalRows);
    expect(filtered.tableTotalRows).toBeGreaterThan(10);
    await expect.poll(() => indicator.innerText()).toBe(`1-10 de ${filtered.tableTotalRows}`);
    const dates = await sales.locator('tbody tr td:nth-child(2)').allInnerTexts();
    for (const d of dates) expect(d.split('/').reverse().join('-') >= since).toBe(true);

    // Sort by value: descending first, then ascending.
    const valueHeader = sales.getByRole('button', { name: V.colValorVenda });
    const valueCol = all.tableColsHeader.findIndex((c) => c.key === 'valorVenda') + 1;
    const values = async () =>
      (await sales.locator(`tbody tr td:nth-child(${valueCol})`).allInnerTexts()).map(money);
    resp = page.waitForResponse((r) => r.url().includes('/api/vendedor/consultas/pedidos'));
    await valueHeader.click();
    const desc = (await (await resp).json()) as ConsultaPedidosResponse;
    expect(desc).toMatchObject({ tableSortKey: 'valorVenda', tableSortDir: 'desc' });
    await expect.poll(values).toEqual(desc.tableRowsData.map((r) => r.valorVenda));
    const d = await values();
    expect(d).toEqual([...d].sort((a, b) => b - a));
    resp = page.waitForResponse((r) => r.url().includes('/api/vendedor/consultas/pedidos'));
    await valueHeader.click();
    const asc = (await (await resp).json()) as ConsultaPedidosResponse;
    expect(asc.tableSortDir).toBe('asc');
    await expect.poll(values).toEqual(asc.tableRowsData.map((r) => r.valorVenda));
    const a = await values();
    expect(a).toEqual([...a].sort((x, y) => x - y));
    expect(a[0]).toBeLessThanOrEqual(d[d.length - 1]);

    // Next page, then 25 rows a page: back to the first page.
    await page.getByRole('button', { name: V.nextPage }).click();
    await expect.poll(() => indicator.innerText()).toBe(`11-20 de ${filtered.tableTotalRows}`);
    await page.getByRole('combobox', { name: V.rowsPerPage }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['10', '25', '50', V.allRows]);
    await expectNoSeriousA11yViolations(page, 'consulta de vendas, linhas por página');
    resp = page.waitForResponse((r) => r.url().includes('/api/vendedor/consultas/pedidos'));
    await page.getByRole('option', { name: '25' }).click();
    const page25 = (await (await resp).json()) as ConsultaPedidosResponse;
    expect(page25).toMatchObject({
      tablePage: 1,
      tableRows: 25,
      tableSortKey: 'valorVenda',
      tableSortDir: 'asc',
    });
    const shown = Math.min(25, filtered.tableTotalRows);
    await expect.poll(() => indicator.innerText()).toBe(`1-${shown} de ${filtered.tableTotalRows}`);
    await expect(sales.locator('tbody tr').count()).resolves.toBe(shown);

    // Totals: the page's are the sums of its rows; the grand ones the whole filtered set's.
    const footer = sales.locator('tfoot');
    const pageTotal = footer.getByRole('row', { name: V.pageTotal });
    const grandTotal = footer.getByRole('row', { name: V.grandTotal });
    const cells = async (r: typeof pageTotal) =>
      (await r.locator('td').allInnerTexts()).filter((t) => t.startsWith('R$')).map(money);
    const col = (k: 'valorVenda' | 'valorPago' | 'valorSaldo') =>
      all.tableColsHeader.findIndex((c) => c.key === k) + 1;
    // A cancelled order is listed but is no sale: its row stays out of the totals.
    const statusCol = all.tableColsHeader.findIndex((c) => c.key === 'statusDescricao') + 1;
    const sumCol = async (k: 'valorVenda' | 'valorPago' | 'valorSaldo') => {
      const statuses = await sales.locator(`tbody tr td:nth-child(${statusCol})`).allInnerTexts();
      const values = (await sales.locator(`tbody tr td:nth-child(${col(k)})`).allInnerTexts()).map(money);
      return (
        Math.round(values.reduce((s, v, i) => (/CANCELADO/i.test(statuses[i]) ? s : s + v * 100), 0)) / 100
      );
    };
    expect(await cells(pageTotal)).toEqual([
      await sumCol('valorVenda'),
      await sumCol('valorPago'),
      await sumCol('valorSaldo'),
    ]);
    expect(await cells(grandTotal)).toEqual([
      page25.tableTotals.valorVenda,
      page25.tableTotals.valorPago,
      page25.tableTotals.valorSaldo,
    ]);
    await grandTotal.getByText(formatCurrency(page25.tableTotals.valorVenda)).waitFor();
    // With every row the two totals agree.
    resp = page.waitForResponse((r) => r.url().includes('/api/vendedor/consultas/pedidos'));
    await page.getByRole('combobox', { name: V.rowsPerPage }).click();
    await page.getByRole('option', { name: V.allRows }).click();
    await resp;
    await expect.poll(() => indicator.innerText()).toBe(V.allRows);
    await expect.poll(() => sales.locator('tbody tr').count()).toBe(filtered.tableTotalRows);
    expect(await cells(pageTotal)).toEqual(await cells(grandTotal));
    // On every billed row VALOR VENDA − VALOR PAGO = SALDO; an order not billed yet says so in the
    // SALDO column (nothing paid), never a paid-looking R$ 0,00.
    const cents = (text: string) => Math.round(money(text) * 100);
    const everyRow = await Promise.all(
      (['valorVenda', 'valorPago', 'valorSaldo'] as const).map((k) =>
        sales.locator(`tbody tr td:nth-child(${col(k)})`).allInnerTexts(),
      ),
    );
    let notBilled = 0;
    everyRow[0].forEach((venda, i) => {
      const [pago, saldo] = [everyRow[1][i], everyRow[2][i]];
      if (saldo === V.notBilled) {
        notBilled++;
        expect(cents(pago), `linha ${i + 1}`).toBe(0);
      } else {
        expect(cents(venda) - cents(pago), `linha ${i + 1}`).toBe(cents(saldo));
      }
    });
    expect(notBilled).toBeGreaterThan(0);
    expect(everyRow[2].some((t) => t !== V.notBilled && cents(t) > 0)).toBe(true);
    await page.getByRole('combobox', { name: V.rowsPerPage }).click();
    await page.getByRole('option', { name: '25' }).click();
    await expect.poll(() => sales.locator('tbody tr').count()).toBe(shown);
    await shot(page, 'vendas-consulta-filtrada');
    await expectNoSeriousA11yViolations(page, 'consulta de vendas filtrada, 25 linhas');

    // An order with an invoice and an open title, found through the API, then by the Pedido filter.
    const { ref, pedido } = await billedOrder(page);
    await typeDay(from, daysBefore(today(), 90));
    await page.getByRole('textbox', { name: V.pedido, exact: true }).fill(ref);
    resp = page.waitForResponse((r) => r.url().includes('/api/vendedor/consultas/pedidos'));
    await page.getByRole('button', { name: V.apply }).click();
    expect(((await (await resp).json()) as ConsultaPedidosResponse).tableTotalRows).toBe(1);
    await expect.poll(() => sales.locator('tbody tr').count()).toBe(1);
    await sales.getByRole('cell', { name: ref, exact: true }).waitFor();

    await page.getByRole('button', { name: V.rowMenu(ref) }).click();
    await page.getByRole('menuitem', { name: V.pedidoDetail }).waitFor();
    await expectNoSeriousA11yViolations(page, 'consulta de vendas, menu da linha');
    await page.getByRole('menuitem', { name: V.pedidoDetail }).click();
    const dialog = page.getByRole('dialog', { name: V.pedidoDetailTitle(ref, 'PORTAL') });
    await dialog.waitFor();
    await dialog.getByText(pedido.clienteRazao, { exact: false }).first().waitFor();
    const items = dialog.getByRole('region', { name: V.items });
    await expect(items.locator('tbody tr').count()).resolves.toBe(pedido.itens.length);
    const fiscal = dialog.getByRole('region', { name: V.fiscal });
    expect((await fiscal.locator('thead th').allInnerTexts()).map((h) => h.trim())).toEqual([
      V.colNfEmissao,
      V.colNota,
      V.colChave,
      V.colDownload,
    ]);
    const nota = pedido.notas[0];
    await fiscal.getByText(`${nota.documento}/${nota.serie}`).waitFor();
    await fiscal.getByText(formatDate(nota.emissao)).first().waitFor();
    const titulosSection = dialog.getByRole('region', { name: V.titulos });
    expect((await titulosSection.locator('thead th').allInnerTexts()).map((h) => h.trim())).toEqual([
      V.colNfEmissao,
      V.colTitulo,
      V.colParcela,
      V.colVencimento,
      V.colBaixa,
      V.colValor,
      V.colSaldo,
      V.colDownload,
    ]);
    for (const t of pedido.titulos) {
      const button = titulosSection.getByRole('button', { name: V.downloadBoleto(t.titulo, t.parcela) });
      await expect(button.isDisabled()).resolves.toBe(t.saldo <= 0);
    }
    await shot(page, 'vendas-detalhe-pedido');
    await expectNoSeriousA11yViolations(page, 'consulta de vendas, diálogo de detalhe do pedido');

    const danfe = page.waitForEvent('download');
    await fiscal.getByRole('button', { name: V.downloadDanfe(nota.documento, nota.serie) }).click();
    const danfeFile = await danfe;
    expect(danfeFile.suggestedFilename()).toBe(`danfe-${nota.documento}-${nota.serie}.pdf`);
    expect(
      readFileSync((await danfeFile.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const open = pedido.titulos.find((t) => t.situacao === 'EMDIA' && t.numero_conta)!;
    const boleto = page.waitForEvent('download');
    await titulosSection.getByRole('button', { name: V.downloadBoleto(open.titulo, open.parcela) }).click();
    const boletoFile = await boleto;
    expect(boletoFile.suggestedFilename()).toBe(`boleto-${open.titulo}-${open.parcela}.pdf`);
    expect(
      readFileSync((await boletoFile.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await dialog.getByRole('button', { name: V.close }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it("at 390 px: opens on the header's customer; an order's detail shows cards, nothing scrolling sideways", async () => {
    const { context, page } = await newPage(browser, portal, PHONE);
    await sellerOnAlicerce(page);
    const first = page.waitForResponse(
      (r) => r.url().includes('/api/vendedor/consultas/pedidos') && r.request().method() === 'POST',
    );
    await openFromMenu(page, BUYER_LABELS.customerMenu, BUYER_LABELS.consultaVendas, true);
    await page.waitForURL(/\/vendedor\/vendas\/consultas$/);
    await page.getByRole('heading', { name: V.title }).waitFor();
    const firstRes = await first;
    expect(firstRes.request().postDataJSON()).toMatchObject({ formFilterCliente: ALICERCE.codigo });
    const ofAlicerce = (await firstRes.json()) as ConsultaPedidosResponse;
    expect(ofAlicerce.tableRowsData.every((r) => r.clienteCodigo === ALICERCE.codigo)).toBe(true);
    await expect
      .poll(() => page.getByRole('textbox', { name: V.cliente }).inputValue())
      .toBe(ALICERCE.codigo);
    const cards = page.getByRole('list', { name: V.sales });
    await expect.poll(() => cards.getByRole('listitem').count()).toBe(ofAlicerce.tableRowsData.length);
    await expectPhoneLayout(page);
    await shot(page, 'vendas-consulta-telefone');

    // The order's detail: its items, invoices and titles as cards in the dialog's width.
    const { ref, origem, pedido } = await billedOrder(page);
    await page.getByRole('textbox', { name: V.pedido, exact: true }).fill(ref);
    const resp = page.waitForResponse((r) => r.url().includes('/api/vendedor/consultas/pedidos'));
    await page.getByRole('button', { name: V.apply }).click();
    expect(((await (await resp).json()) as ConsultaPedidosResponse).tableTotalRows).toBe(1);
    await expect.poll(() => cards.getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: V.rowMenu(ref) }).click();
    await page.getByRole('menuitem', { name: V.pedidoDetail }).click();
    const dialog = page.getByRole('dialog', { name: V.pedidoDetailTitle(ref, origem || V.defaultOrigin) });
    await dialog.waitFor();
    const section = (name: string) => dialog.getByRole('region', { name }).getByRole('list', { name });
    await expect.poll(() => section(V.items).getByRole('listitem').count()).toBe(pedido.itens.length);
    await expect(section(V.fiscal).getByRole('listitem').count()).resolves.toBe(pedido.notas.length);
    await expect(section(V.titulos).getByRole('listitem').count()).resolves.toBe(pedido.titulos.length);
    await expect(dialog.getByRole('table').count()).resolves.toBe(0);
    const nota = pedido.notas[0];
    await section(V.fiscal)
      .getByRole('button', { name: V.downloadDanfe(nota.documento, nota.serie) })
      .waitFor();
    const item = pedido.itens[0];
    await section(V.items).getByText(item.produtoDesc, { exact: false }).first().waitFor();
    expect(await sidewaysScrollers(dialog)).toEqual([]);
    await expectPhoneLayout(page);
    await shot(page, 'vendas-detalhe-pedido-telefone');
    await expectNoSeriousA11yViolations(page, 'consulta de vendas, detalhe do pedido a 390 px');
    await dialog.getByRole('button', { name: V.close }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
