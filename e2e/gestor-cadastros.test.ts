// Manager area II in Chromium (issue 10, docs/product/gestor-crm-vendas.md §2.7, §2.9–2.11): the gestor
// creates a customer (Units and Users tabs enabled only after the first save) and adds a unit, opens the
// unit's page; creates a product with a category and uploads its picture; once the ERP gives it a price
// (through the integration API with a key an admin creates) a customer finds it in the catalogue with that
// picture; an admin switches the unit's price table off and the customer's add is refused with the
// no-price-table message; the gestor downloads 'Vendedores X Clientes' and its figures match the
// orders of the order API; the admin turns USA_PEDIDO_PADRAO to SIM and the customer's menu shows
// 'Pedido Padrão' after the next configuration load.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  BUYER_LABELS as B,
  CADASTROS_LABELS as C,
  GESTOR_LABELS as L,
  SCREEN_TITLES,
} from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { RELATORIO_CLIENTES_VENDEDOR_FILE } from '@portal/shared/schemas/gestor-cadastros';
import {
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
let gestorCtx: BrowserContext;
let gestor: Page;
let admin: Page;

const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
  <rect width="320" height="240" fill="#fff3e0"/>
  <path d="M40 170 L160 60 L280 170 Z" fill="#e64a19" stroke="#3e2723" stroke-width="4"/>
  <rect x="70" y="170" width="180" height="24" fill="#8d6e63"/>
  <text x="160" y="222" font-family="Arial" font-size="22" font-weight="bold" text-anchor="middle" fill="#3e2723">TELHA E2E</text>
</svg>`;

beforeAll(async () => {
  portal = await startPortal({ ERP_SIMULATOR: 'off' });
  browser = await launchBrowser();
  ({ context: gestorCtx, page: gestor } = await newPage(browser, portal));
  await loginThroughPage(gestor, 'gestor@demo.com.br');
  await gestor.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
  admin = (await newPage(browser, portal)).page;
  await loginThroughPage(admin, 'admin@demo.com.br');
  await admin.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
});
afterAll(async () => {
  await gestorCtx?.close();
  await browser?.close();
  await portal?.stop();
});

const notice = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).first();
const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name, exact: true });
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

/** A call to the API with the page's session token. */
async function api<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const s = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}');
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${s.state.usuario.auth.token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body, headers },
  );
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

/** The visible part only (the catalogue page is long). */
async function viewShot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: fileURLToPath(new URL(`./artifacts/${name}.png`, import.meta.url)) });
}

describe('manager area II', () => {
  let unidadeCampinas = 0;
  let produtoId = 0;

  it('creates a customer: Units and Users open only after the first save; adds and removes units; opens the unit page', async () => {
    const page = gestor;
    await menu(page, 'Clientes').click();
    await page.getByRole('heading', { name: SCREEN_TITLES.clientes, exact: true }).waitFor();
    const table = page.getByRole('table', { name: SCREEN_TITLES.clientes, exact: true });
    await table.getByRole('row', { name: /CONSTRUTORA ALICERCE LTDA/ }).waitFor();
    await expect(table.getByRole('columnheader').allTextContents()).resolves.toEqual([
      'ID',
      'CÓDIGO',
      'RAZÃO SOCIAL',
      'CNPJ/CPF',
      'STATUS',
      'AÇÕES',
    ]);
    await shot(page, 'gestor-clientes');
    await expectNoSeriousA11yViolations(page, 'clientes');
    // Upper-cased search, 1 s after typing.
    await page.getByLabel(C.clientesSearch).fill('horizonte');
    await expect(page.getByLabel(C.clientesSearch).inputValue()).resolves.toBe('HORIZONTE');
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 5000 }).toBe(1);
    await table.getByRole('row', { name: /CONSTRUTORA HORIZONTE S.A./ }).waitFor();
    await page.getByLabel(C.clientesSearch).fill('nenhum cliente assim');
    await table.getByText(MSG.noRecords).waitFor();

    await page.getByRole('link', { name: L.add }).click();
    await page.waitForURL(/\/gestor\/clientes\/add$/);
    await page.getByRole('heading', { name: SCREEN_TITLES.clienteNovo }).waitFor();
    const tabs = page.getByRole('tablist', { name: C.clienteHeading });
    await expect(tabs.getByRole('tab', { name: C.tabUnits }).isDisabled()).resolves.toBe(true);
    await expect(tabs.getByRole('tab', { name: C.tabUsers }).isDisabled()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, 'novo cliente');

    const form = page.getByRole('form', { name: C.tabData });
    await form.getByLabel(C.codigo).fill('900100');
    await form.getByLabel(C.razao).fill('Construtora Ponte E2E Ltda');
    await form.getByLabel(C.cgc).pressSequentially('11222333000182');
    await expect(form.getByLabel(C.cgc).inputValue()).resolves.toBe('11.222.333/0001-82');
    await form.getByLabel(C.telefone).pressSequentially('11987654321');
    await expect(form.getByLabel(C.telefone).inputValue()).resolves.toBe('(11) 98765-4321');
    await form.getByLabel(C.nome).fill('Paula Ponte');
    await form.getByLabel(C.logradouro).fill('Av. das Pontes');
    await form.getByLabel(C.numero).fill('500');
    await form.getByLabel(C.cidade).fill('Campinas');
    await form.getByLabel(C.cep).pressSequentially('130100001');
    await expect(form.getByLabel(C.cep).inputValue()).resolves.toBe('13010-000');
    await form.getByLabel(C.uf).fill('sp1');
    await expect(form.getByLabel(C.uf).inputValue()).resolves.toBe('SP');
    // A CNPJ with a wrong check digit is refused before saving.
    await form.getByRole('button', { name: L.save }).click();
    await form.getByText(MSG.customerCgcInvalid).waitFor();
    await shot(page, 'gestor-cliente-novo-validacao');
    await expectNoSeriousA11yViolations(page, 'novo cliente com CNPJ inválido');
    await expect(page.url()).toMatch(/\/add$/);
    await form.getByLabel(C.cgc).fill('');
    await form.getByLabel(C.cgc).pressSequentially('11222333000181');
    await form.getByRole('button', { name: L.save }).click();
    await notice(page, MSG.customerAdded).waitFor();
    await page.waitForURL(/\/gestor\/clientes\/\d+$/);
    const clienteId = Number(page.url().split('/').pop());
    await page
      .getByTestId('cliente-subtitulo')
      .filter({ hasText: `[${clienteId}] 900100/01 - CONSTRUTORA PONTE E2E LTDA` })
      .waitFor();
    await expect(tabs.getByRole('tab', { name: C.tabUnits }).isDisabled()).resolves.toBe(false);
    await expect(tabs.getByRole('tab', { name: C.tabUsers }).isDisabled()).resolves.toBe(false);
    await expect(form.getByLabel(C.cgc).inputValue()).resolves.toBe('11.222.333/0001-81');
    await shot(page, 'gestor-cliente-dados');
    await expectNoSeriousA11yViolations(page, 'cliente, dados');

    // Units: add two by search, remove one.
    await tabs.getByRole('tab', { name: C.tabUnits }).click();
    const units = page.getByRole('table', { name: C.tabUnits });
    await units.getByText(MSG.noRecords).waitFor();
    const pick = async (search: string, option: RegExp) => {
      await page.getByRole('button', { name: C.addUnit }).click();
      const dialog = page.getByRole('dialog', { name: C.addUnit });
      await dialog.getByLabel(C.searchUnit).fill(search);
      await dialog.getByRole('button', { name: option }).click();
      await notice(page, MSG.unitAdded).waitFor();
      await dialog.waitFor({ state: 'hidden' });
    };
    await page.getByRole('button', { name: C.addUnit }).click();
    const dialog = page.getByRole('dialog', { name: C.addUnit });
    await dialog.getByLabel(C.searchUnit).fill('campinas');
    await dialog.getByRole('button', { name: /03\/02 - FILIAL CAMPINAS/ }).waitFor();
    await shot(page, 'gestor-cliente-adicionar-unidade');
    await expectNoSeriousA11yViolations(page, 'cliente, diálogo de adicionar unidade');
    await dialog.getByRole('button', { name: L.cancel }).click();
    await pick('campinas', /03\/02 - FILIAL CAMPINAS/);
    await pick('04', /04\/01 - FILIAL BELO HORIZONTE/);
    await units.getByRole('row', { name: /FILIAL BELO HORIZONTE/ }).waitFor();
    await units.getByRole('button', { name: `${L.remove} FILIAL BELO HORIZONTE` }).click();
    // Asks first, as for a product's category.
    const ask = page.getByRole('dialog', { name: MSG.removeCategoryTitle });
    await ask.getByText(MSG.removeUnitConfirm('FILIAL BELO HORIZONTE')).waitFor();
    await expectNoSeriousA11yViolations(page, 'cliente, diálogo de remover unidade');
    await ask.getByRole('button', { name: C.yes }).click();
    await notice(page, MSG.unitRemoved).waitFor();
    await units.getByRole('row', { name: /FILIAL BELO HORIZONTE/ }).waitFor({ state: 'detached' });
    await expect.poll(() => units.locator('tbody tr').count()).toBe(1);
    await shot(page, 'gestor-cliente-unidades');
    await expectNoSeriousA11yViolations(page, 'cliente, unidades');

    // Users: none yet.
    await tabs.getByRole('tab', { name: C.tabUsers }).click();
    await page.getByRole('table', { name: C.tabUsers }).getByText(MSG.noRecords).waitFor();
    await expectNoSeriousA11yViolations(page, 'cliente, usuários');

    // Edit.
    await tabs.getByRole('tab', { name: C.tabData }).click();
    await form.getByLabel(C.razao).fill('Construtora Ponte E2E S.A.');
    await form.getByRole('button', { name: L.save }).click();
    await notice(page, MSG.customerEdited).waitFor();
    await page.getByTestId('cliente-subtitulo').filter({ hasText: 'CONSTRUTORA PONTE E2E S.A.' }).waitFor();

    // The unit's page lists the customer.
    await tabs.getByRole('tab', { name: C.tabUnits }).click();
    const link = units.getByRole('row', { name: /FILIAL CAMPINAS/ }).getByRole('link');
    unidadeCampinas = Number(await link.innerText());
    await link.click();
    await page.waitForURL(new RegExp(`/gestor/filiais/${unidadeCampinas}$`));
    await page.getByTestId('filial-subtitulo').filter({ hasText: '03/02 - FILIAL CAMPINAS' }).waitFor();
    await page.getByRole('table', { name: C.priceTables }).getByRole('row', { name: /CIF/ }).waitFor();
    // A gestor sees the tables' flags but only an admin switches them.
    await expect(page.getByRole('switch', { name: C.tableActive('CIF') }).isDisabled()).resolves.toBe(true);
    await page.getByLabel(C.searchCustomers).fill('ponte');
    await page
      .getByRole('table', { name: C.unitCustomers })
      .getByRole('row', { name: /CONSTRUTORA PONTE E2E S.A./ })
      .waitFor();
    await expect
      .poll(() => page.getByRole('table', { name: C.unitCustomers }).locator('tbody tr').count(), {
        timeout: 5000,
      })
      .toBe(1);
    await page
      .getByRole('table', { name: C.unitUsers })
      .getByRole('row', { name: /GABRIELA GESTORA/ })
      .waitFor();
    await shot(page, 'gestor-filial');
    await expectNoSeriousA11yViolations(page, 'página da unidade');
  });

  it('creates a product with a category and a picture; with an ERP price a customer finds it in the catalogue with that picture', async () => {
    const page = gestor;
    await menu(page, 'Produtos').click();
    await page.getByRole('heading', { name: SCREEN_TITLES.produtos, exact: true }).waitFor();
    const table = page.getByRole('table', { name: SCREEN_TITLES.produtos, exact: true });
    await expect(table.getByRole('columnheader').allTextContents()).resolves.toEqual([
      'ID',
      'U.M',
      'PESO',
      'CÓDIGO',
      'DESCRIÇÃO',
      'AÇÕES',
    ]);
    await table.locator('tbody tr').first().waitFor();
    await page
      .getByRole('navigation', { name: C.pagination })
      .getByRole('button', { name: L.next })
      .waitFor();
    await shot(page, 'gestor-produtos');
    await expectNoSeriousA11yViolations(page, 'produtos');

    await page.getByRole('link', { name: L.add }).click();
    await page.waitForURL(/\/gestor\/produtos\/add$/);
    await page.getByRole('heading', { name: C.produtoHeading, exact: true }).waitFor();
    const tabs = page.getByRole('tablist', { name: C.produtoHeading });
    await expect(tabs.getByRole('tab').allTextContents()).resolves.toEqual([C.tabDados, C.tabCategorias]);
    await expect(tabs.getByRole('tab', { name: C.tabCategorias }).isDisabled()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, 'novo produto');
    const form = page.getByRole('form', { name: C.tabDados });
    await form.getByLabel(C.produtoSku).fill('e2e-tel-01');
    await form.getByLabel(C.produtoDesc).fill('Telha ecológica portal e2e');
    await form.getByRole('combobox', { name: C.produtoUM }).click();
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual([C.select, 'SC', 'TL', 'UN']);
    await page.getByRole('option', { name: 'UN', exact: true }).click();
    await form.getByLabel(C.produtoPeso).fill('3,5');
    await form.getByLabel(C.produtoQuantMin).fill('10');
    await form.getByRole('button', { name: C.save }).click();
    await notice(page, MSG.productUpdated).waitFor();
    await page.waitForURL(/\/gestor\/produtos\/\d+$/);
    produtoId = Number(page.url().split('/').pop());
    await page
      .getByTestId('produto-subtitulo')
      .filter({ hasText: `[${produtoId}] E2E-TEL-01 - TELHA ECOLÓGICA PORTAL E2E` })
      .waitFor();

    // A counted unit (UN) has no multiple of its own (FATOR_MULTI); a product by the tonne takes a
    // decimal minimum and its own multiple, kept after a reload; then back to UN for what follows.
    const multiplo = form.getByLabel(C.produtoMultiplo);
    expect(await multiplo.isDisabled()).toBe(true);
    await form.getByText(C.produtoMultiploCounted).waitFor();
    const saveAnd = async () => {
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && /\/api\/produtos\/\d+$/.test(new URL(r.url()).pathname),
      );
      await form.getByRole('button', { name: C.save }).click();
      expect((await saved).status()).toBe(200);
    };
    await form.getByRole('combobox', { name: C.produtoUM }).click();
    await page.getByRole('option', { name: 'TL', exact: true }).click();
    await form.getByLabel(C.produtoQuantMin).fill('1,5');
    await multiplo.fill('0,5');
    await saveAnd();
    await page.reload();
    await expect.poll(() => form.getByLabel(C.produtoQuantMin).inputValue()).toBe('1,5');
    expect(await multiplo.inputValue()).toBe('0,5');
    await shot(page, 'gestor-produto-tonelada');
    await expectNoSeriousA11yViolations(page, 'produto por tonelada, mínimo e múltiplo');
    await form.getByRole('combobox', { name: C.produtoUM }).click();
    await page.getByRole('option', { name: 'UN', exact: true }).click();
    await form.getByLabel(C.produtoQuantMin).fill('10');
    await saveAnd();

    // The picture.
    await page.getByTestId('produto-imagem').getByText(C.noPicture).waitFor();
    await page
      .getByTestId('produto-imagem-arquivo')
      .setInputFiles({ name: 'telha.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(PICTURE) });
    await notice(page, MSG.productImageSaved).waitFor();
    const img = page.getByRole('img', { name: C.pictureAlt('TELHA ECOLÓGICA PORTAL E2E') });
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    await shot(page, 'gestor-produto-dados');
    await expectNoSeriousA11yViolations(page, 'produto, dados com a imagem');

    // Categories: add TELHAS and CAL; NÃO keeps CAL; SIM removes it.
    await tabs.getByRole('tab', { name: C.tabCategorias }).click();
    const cats = page.getByRole('table', { name: C.tabCategorias });
    await expect(cats.getByRole('columnheader').allTextContents()).resolves.toEqual([
      'ID',
      'ROLE',
      'DESCRIÇÃO',
      'AÇÕES',
    ]);
    const addCategory = async (search: string, name: string) => {
      await page.getByRole('button', { name: C.addCategory }).click();
      const dialog = page.getByRole('dialog', { name: C.addCategoryTitle });
      await dialog.getByLabel(C.searchCategory).fill(search);
      await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
      await notice(page, MSG.categoryAdded).waitFor();
      await cats.getByRole('row', { name: new RegExp(name) }).waitFor();
    };
    await addCategory('telh', 'TELHAS');
    await page.getByRole('button', { name: C.addCategory }).click();
    await page.getByRole('dialog', { name: C.addCategoryTitle }).getByLabel(C.searchCategory).fill('cal');
    await page
      .getByRole('dialog', { name: C.addCategoryTitle })
      .getByRole('button', { name: /^CAL/ })
      .waitFor();
    await shot(page, 'gestor-produto-adicionar-categoria');
    await expectNoSeriousA11yViolations(page, 'produto, diálogo de adicionar categoria');
    await page
      .getByRole('dialog', { name: C.addCategoryTitle })
      .getByRole('button', { name: /^CAL/ })
      .click();
    await notice(page, MSG.categoryAdded).waitFor();
    await cats.getByRole('row', { name: /CAL/ }).waitFor();
    await cats.getByRole('button', { name: `${C.remove} CAL` }).click();
    const confirm = page.getByRole('dialog', { name: MSG.removeCategoryTitle });
    await confirm.getByText(MSG.removeCategoryConfirm('CAL')).waitFor();
    await shot(page, 'gestor-produto-remover-categoria');
    await expectNoSeriousA11yViolations(page, 'produto, diálogo de remover categoria');
    await confirm.getByRole('button', { name: C.no }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => cats.locator('tbody tr').count()).toBe(2);
    await cats.getByRole('button', { name: `${C.remove} CAL` }).click();
    await page
      .getByRole('dialog', { name: MSG.removeCategoryTitle })
      .getByRole('button', { name: C.yes })
      .click();
    await notice(page, MSG.categoryRemoved).waitFor();
    await expect.poll(() => cats.locator('tbody tr').count()).toBe(1);
    await cats.getByRole('row', { name: /TELHAS/ }).waitFor();
    await shot(page, 'gestor-produto-categorias');
    await expectNoSeriousA11yViolations(page, 'produto, categorias');

    // The list finds it by an upper-cased word of its description.
    await menu(page, 'Produtos').click();
    await page.getByLabel(C.produtosSearch).fill('ecológica');
    await page.getByLabel(C.produtosSearch).press('Enter');
    await page
      .getByRole('table', { name: SCREEN_TITLES.produtos, exact: true })
      .getByRole('row', { name: /E2E-TEL-01/ })
      .waitFor();

    // Without a price the customer's catalogue does not have it.
    const first = (await newPage(browser, portal)).page;
    await loginThroughPage(first, 'cliente@demo.com.br');
    await first.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await first.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 20_000 });
    const search1 = first.getByRole('searchbox', { name: B.search });
    await search1.fill('E2E-TEL-01');
    await search1.press('Enter');
    await first.getByText(MSG.noProducts).first().waitFor();
    await first.context().close();

    // The ERP gives it a CIF price at 03/01 through the integration API (a key created by the admin).
    const key = await api<{ chave: string }>(admin, 'POST', '/integracao/chaves', {
      nome: 'ERP do teste E2E',
    });
    expect(key.status).toBe(201);
    const price = await admin.evaluate(
      async ({ chave }) => {
        const res = await fetch('/api/integracao/v1/precos', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', 'X-Api-Key': chave },
          body: JSON.stringify({
            itens: [{ produtoSku: 'E2E-TEL-01', empresa: '03', filial: '01', tabela: 'CIF', valor: 7.49 }],
          }),
        });
        return { status: res.status, body: await res.json() };
      },
      { chave: key.body.chave },
    );
    expect(price).toMatchObject({ status: 200, body: { processados: 1, criados: 1 } });

    // The customer's next login syncs the catalogue: the product is there, with its picture and price.
    const { context: clienteCtx, page: cliente } = await newPage(browser, portal);
    await loginThroughPage(cliente, 'cliente@demo.com.br');
    await cliente.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await cliente.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 20_000 });
    const search = cliente.getByRole('searchbox', { name: B.search });
    await search.fill('ecológica e2e');
    await search.press('Enter');
    const card = cliente.getByRole('article', { name: 'TELHA ECOLÓGICA PORTAL E2E' });
    await card.waitFor();
    await card.getByText('E2E-TEL-01').waitFor();
    await card.getByText(/CIF R\$\s?7,49/).waitFor();
    const picture = card.getByRole('img', { name: B.productImage('TELHA ECOLÓGICA PORTAL E2E') });
    await expect
      .poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    expect(await picture.getAttribute('src')).toMatch(
      new RegExp(`^/api/produtos/${produtoId}/imagem\\?v=.+`),
    );
    // The category filter of the catalogue knows the product's category.
    const found = await api<{ categorias: { descricao: string }[] }[]>(cliente, 'POST', '/produtos/filter', {
      busca: 'E2E-TEL-01',
      clienteId: (await cliente.evaluate(
        () => JSON.parse(localStorage.getItem('portal-b2b.session')!).state.usuario.cliente.id,
      )) as number,
      filialId: (await cliente.evaluate(
        () => JSON.parse(localStorage.getItem('portal-b2b.session')!).state.usuario.unidade.id,
      )) as number,
    });
    expect(found.body[0].categorias.map((c) => c.descricao)).toEqual(['TELHAS']);
    await viewShot(cliente, 'gestor-produto-no-catalogo');
    await expectNoSeriousA11yViolations(cliente, 'pesquisa de produtos com a imagem do produto novo');

    // The admin switches the unit's CIF table off: adding the product is refused with the no-price-table message.
    const matriz = (await api<{ id: number; descricao: string }[]>(admin, 'GET', '/filial/filter?q=03/01'))
      .body[0];
    await admin.goto(`/gestor/filiais/${matriz.id}`);
    const cif = admin.getByRole('switch', { name: C.tableActive('CIF') });
    await expect(cif.isChecked()).resolves.toBe(true);
    await cif.click();
    await notice(admin, MSG.priceTableUpdated('CIF', false)).waitFor();
    await expect(cif.isChecked()).resolves.toBe(false);
    await shot(admin, 'gestor-filial-tabela-inativa');
    await expectNoSeriousA11yViolations(admin, 'página da unidade do admin, tabela inativa');
    await search.fill('E2E-TEL-01');
    await search.press('Enter');
    await card.getByText(B.noPrice).waitFor();
    await card.getByRole('button', { name: B.add }).click();
    await cliente.getByText(MSG.noPriceTable(matriz.descricao)).waitFor();
    await cif.click();
    await notice(admin, MSG.priceTableUpdated('CIF', true)).waitFor();
    await clienteCtx.close();
  });

  it("downloads Vendedores X Clientes and its figures are the orders' figures", async () => {
    const page = gestor;
    await menu(page, 'Relatórios').click();
    await page.getByRole('heading', { name: SCREEN_TITLES.relatorios }).waitFor();
    await shot(page, 'gestor-relatorios');
    await expectNoSeriousA11yViolations(page, 'relatórios');
    await page.getByRole('button', { name: new RegExp(C.reportSellersCustomers) }).click();
    const dialog = page.getByRole('dialog', { name: C.filter });
    const clientes = dialog.getByRole('group', { name: C.customerCreation });
    const pedidos = dialog.getByRole('group', { name: C.orderCreation });
    // Limpar empties the dates; Cancelar closes.
    // Dates are typed DD/MM/YYYY (a masked field, not the browser's date input).
    const typeDate = async (field: Locator, iso: string) => {
      await field.fill('');
      await field.pressSequentially(iso.split('-').reverse().join(''));
    };
    await typeDate(pedidos.getByLabel(C.dataInicial), '2025-01-01');
    await typeDate(clientes.getByLabel(C.dataFinal), today());
    await dialog.getByRole('button', { name: C.clear }).click();
    await expect(pedidos.getByLabel(C.dataInicial).inputValue()).resolves.toBe('');
    await expect(clientes.getByLabel(C.dataFinal).inputValue()).resolves.toBe('');
    await dialog.getByRole('button', { name: C.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: new RegExp(C.reportSellersCustomers) }).click();
    const end = today();
    const start = daysBefore(end, 45);
    await typeDate(pedidos.getByLabel(C.dataInicial), start);
    await typeDate(pedidos.getByLabel(C.dataFinal), end);
    await shot(page, 'gestor-relatorio-filtro');
    await expectNoSeriousA11yViolations(page, 'relatórios, diálogo de filtro');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: C.filterButton }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(RELATORIO_CLIENTES_VENDEDOR_FILE);
    await dialog.waitFor({ state: 'hidden' });

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await download.path())!) as never);
    const ws = wb.getWorksheet('Vendedores X Clientes')!;
    expect((ws.getRow(7).values as string[]).slice(1, 4)).toEqual([
      'Vendedor',
      'Código vendedor',
      'E-mail do vendedor',
    ]);
    expect(ws.getRow(8).getCell(12).numFmt).toBe('"R$" #,##0.00');
    expect(ws.autoFilter).toBeTruthy();
    const sheet = new Map<string, { vendedor: string; pedidos: number; total: number; cancelados: number }>();
    for (let r = 8; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      if (!row.getCell(4).value) break;
      sheet.set(`${row.getCell(4).value}/${row.getCell(5).value}`, {
        vendedor: String(row.getCell(1).value),
        pedidos: Number(row.getCell(11).value),
        total: Number(row.getCell(12).value),
        cancelados: Number(row.getCell(15).value),
      });
    }

    // The seller's clients and their orders in the period, from the order API as the seller sees them.
    const vendedor = (await newPage(browser, portal)).page;
    await loginThroughPage(vendedor, 'vendedor@demo.com.br');
    await vendedor.waitForURL(/\/selecionar-cliente$/, { timeout: 20_000 });
    const seller = await vendedor.evaluate(
      () => JSON.parse(localStorage.getItem('portal-b2b.session')!).state.usuario,
    );
    const served = seller.clientes as {
      id: number;
      codigo: string;
      loja: string;
      unidades: { id: number }[];
    }[];
    expect(served.length).toBeGreaterThan(3);
    let ordersSeen = 0;
    for (const c of served) {
      let pedidosCount = 0;
      let total = 0;
      let cancelados = 0;
      for (const u of c.unidades) {
        for (let p = 1; ; p++) {
          const res = await api<{ pages: number; items: { statusId: number; total: number }[] }>(
            vendedor,
            'POST',
            '/pedidos/filtro/grid',
            {
              clienteId: c.id,
              unidadeId: u.id,
              pageTotal: 100,
              page: p,
              dataInicial: start,
              dataFinal: end,
            },
          );
          expect(res.status).toBe(200);
          for (const o of res.body.items) {
            if (o.statusId === 7) cancelados++;
            else {
              pedidosCount++;
              total += o.total;
            }
          }
          if (p >= res.body.pages) break;
        }
      }
      ordersSeen += pedidosCount + cancelados;
      const line = sheet.get(`${c.codigo}/${c.loja}`);
      if (pedidosCount + cancelados === 0 && !line) continue;
      expect(line, `${c.codigo}/${c.loja}`).toBeDefined();
      expect(line!.pedidos, `${c.codigo}/${c.loja} pedidos`).toBe(pedidosCount);
      expect(line!.total, `${c.codigo}/${c.loja} total`).toBeCloseTo(total, 2);
      expect(line!.cancelados, `${c.codigo}/${c.loja} cancelados`).toBe(cancelados);
    }
    expect(ordersSeen).toBeGreaterThan(0);
    await vendedor.context().close();
  });

  it('the admin turns USA_PEDIDO_PADRAO on; the customer sees Pedido Padrão after the next configuration load', async () => {
    const { context, page: cliente } = await newPage(browser, portal);
    await loginThroughPage(cliente, 'cliente@demo.com.br');
    await cliente.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    const customerMenu = cliente.getByRole('navigation', { name: B.customerMenu });
    await customerMenu.getByRole('link', { name: B.financeiro }).waitFor();
    await expect(customerMenu.getByRole('link', { name: B.pedidoPadrao }).count()).resolves.toBe(0);

    const page = admin;
    await menu(page, C.parametros).click();
    await page.getByRole('heading', { name: C.parametros }).waitFor();
    const row = page.getByTestId('parametro-USA_PEDIDO_PADRAO');
    await row.getByText('Mostra o menu Pedido Padrão').waitFor();
    const toggle = row.getByRole('switch', { name: C.valueOf('USA_PEDIDO_PADRAO') });
    await expect(toggle.isChecked()).resolves.toBe(false);
    await toggle.click();
    await row.getByRole('button', { name: C.saveOf('USA_PEDIDO_PADRAO') }).click();
    await notice(page, MSG.parameterUpdated('USA_PEDIDO_PADRAO')).waitFor();
    await row.getByText(C.changed).waitFor();
    // A value of the wrong kind cannot be saved.
    const dias = page.getByTestId('parametro-DIAS_BOLETO');
    await dias.getByRole('textbox', { name: C.valueOf('DIAS_BOLETO') }).fill('999');
    await dias.getByText(MSG.parameterIntegerInvalid(1, 365)).waitFor();
    await expect(dias.getByRole('button', { name: C.saveOf('DIAS_BOLETO') }).isDisabled()).resolves.toBe(
      true,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'gestor-parametros');
    await expectNoSeriousA11yViolations(page, 'parâmetros');

    // The customer's configuration is loaded once per session: the next load (a reload) shows the entry.
    await expect(customerMenu.getByRole('link', { name: B.pedidoPadrao }).count()).resolves.toBe(0);
    await cliente.reload();
    await customerMenu.getByRole('link', { name: B.pedidoPadrao }).waitFor({ timeout: 15_000 });
    await viewShot(cliente, 'cliente-menu-pedido-padrao');
    await context.close();
  });
});
