// Catalogue and header journeys (issue 4, docs/product/portal-cliente.md §2, §4, §5): the seller syncs and
// picks a client, reads its credit figures, searches products by name and by code, meets the quantity rules,
// adds to the cart twice (SOMAR A QUANTIDADE) and switches branch with a full cart; customers switch
// customer through the searchable dialog (more than 10 clients) or the plain menu.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatCurrency } from '@portal/shared/format';
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  loginThroughPage,
  newPage,
  cspViolations,
  screenshot,
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

/** The persisted session and cart, as the app stored them. */
async function stored(page: Page) {
  return page.evaluate(() => ({
    session: JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario,
    cart: JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state,
  }));
}

/** GET from the API with the page's session token. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth?.token;
    const res = await fetch(`/api${p}`, { headers: { authorization: `Bearer ${token}` } });
    return res.json();
  }, path);
}

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

const header = (page: Page) => page.locator('header');
/** The selected client of the header (the customer switch beside it shows the company too). */
const selected = (page: Page) => header(page).getByRole('group', { name: L.selectedClient });

/** A screenshot once dialogs and menus have finished opening. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}
const cartButton = (page: Page, n: number) =>
  page
    .getByRole('button', { name: L.cartItems('CAMINHÃO', n) })
    .or(page.getByRole('link', { name: L.cartItems('CAMINHÃO', n) }));

describe('seller: client selection, credit, product search, cart, branch switch', () => {
  it('runs the whole journey', async () => {
    const { context, page } = await newPage(browser, portal);

    // Log in: the client list syncs on opening the selection screen.
    const sync = page.waitForResponse(
      (r) => r.url().includes('/api/sync/padrao/vendedor/clientes') && r.request().method() === 'POST',
      { timeout: 30_000 },
    );
    await loginThroughPage(page, 'vendedor@demo.com.br');
    await page.waitForURL(/\/selecionar-cliente$/, { timeout: 20_000 });
    const syncRes = await sync;
    expect(syncRes.status()).toBe(200);
    const syncQuery = new URL(syncRes.url()).searchParams;
    expect(syncQuery.get('empresa')).toBe('03');
    expect(syncQuery.get('filial')).toBe('01');
    expect(syncRes.request().postDataJSON()).toEqual([]);
    const list = page.getByRole('list', { name: L.clientList });
    await list.getByRole('button', { name: /CONSTRUTORA ALICERCE LTDA/ }).waitFor();
    await page.getByRole('status').filter({ hasText: MSG.syncingClients }).waitFor({ state: 'detached' });
    const synced = (await syncRes.json()) as { data: { razao: string }[] };
    await expect(list.getByRole('button').count()).resolves.toBe(synced.data.length);
    await shot(page, 'catalogo-selecionar-cliente');
    await expectNoSeriousA11yViolations(page, 'seleção de cliente');

    // Continuar needs a client.
    await page.getByRole('button', { name: L.continue }).click();
    await page.getByText(MSG.selectClientRequired).waitFor();
    await expectNoSeriousA11yViolations(page, 'seleção de cliente, sem cliente escolhido');

    // The list is searchable; pick the client and continue.
    await page.getByLabel(L.searchClient).fill('alicerce');
    await expect(list.getByRole('button').count()).resolves.toBe(1);
    await list.getByRole('button', { name: /CONSTRUTORA ALICERCE LTDA/ }).click();
    await page.getByRole('button', { name: L.continue }).click();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });

    // The header: client with tax id, credit figures in R$ once loaded.
    const { session } = await stored(page);
    expect(session.cliente.razao).toBe('CONSTRUTORA ALICERCE LTDA');
    const unidade = session.unidade as { empresaCod: string; filialCod: string; descricao: string };
    const credit = await apiGet<{ limite: number; devedor: number; saldo: number }>(
      page,
      `/clientes/limiteCredito?empresa=${unidade.empresaCod}&filial=${unidade.filialCod}&codigo=${session.cliente.codigo}&loja=${session.cliente.loja}`,
    );
    const figures = header(page).getByLabel(L.creditFigures);
    await figures.getByText(formatCurrency(credit.limite), { exact: true }).waitFor({ timeout: 10_000 });
    await figures.getByText(formatCurrency(credit.devedor), { exact: true }).waitFor();
    await figures.getByText(formatCurrency(credit.saldo), { exact: true }).waitFor();
    await selected(page).getByText('100001/01 - CONSTRUTORA ALICERCE LTDA').waitFor();
    // The two "filial" controls told apart: the company on the switch, the selling unit on the other.
    await header(page)
      .getByRole('button', { name: new RegExp(`^${L.switchClientSeller} \\(`) })
      .getByText('100001/01 - CONSTRUTORA ALICERCE LTDA')
      .waitFor();
    await header(page)
      .getByRole('button', { name: new RegExp(`^${L.branch}: `) })
      .getByText(L.salesUnitHeading)
      .waitFor();
    await header(page).getByText('CPF/CNPJ: 11.444.777/0001-61').waitFor();
    await closeNotices(page);
    await shot(page, 'catalogo-home-vendedor');
    await expectNoSeriousA11yViolations(page, 'pesquisa de produtos do vendedor');

    // Search by part of the name.
    await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });
    const search = page.getByRole('searchbox', { name: L.search });
    await search.fill('cp ii-e');
    await search.press('Enter');
    const card = page.getByRole('article', { name: 'CIMENTO CP II-E-32', exact: true });
    await card.waitFor();
    const articles = page.getByRole('article');
    await expect
      .poll(() => articles.allTextContents())
      .toSatisfy((texts: string[]) => texts.length > 0 && texts.every((t) => t.includes('CP II-E')));
    const code = /Código: (\S+)/.exec((await card.textContent()) ?? '')?.[1];
    expect(code).toBeTruthy();

    // And by code: just that product.
    await search.fill(code!);
    await page.getByRole('button', { name: L.search, exact: true }).click();
    await expect.poll(() => articles.count()).toBe(1);
    await card.waitFor();
    await shot(page, 'catalogo-busca-codigo');
    await expectNoSeriousA11yViolations(page, 'pesquisa de produtos por código');

    // Below the minimum: refused with the warning and corrected to the minimum.
    const qty = card.getByLabel(L.quantity);
    await qty.fill('3');
    await card.getByRole('button', { name: L.add }).click();
    await page.getByText(MSG.minQuantity(10)).waitFor();
    await expect.poll(() => qty.inputValue()).toBe('10');
    await expect(stored(page).then((s) => s.cart.itens.length)).resolves.toBe(0);

    // Letters are not accepted.
    await qty.fill('');
    await qty.pressSequentially('1a5');
    await expect.poll(() => qty.inputValue()).toBe('15');

    // Not a multiple of 10: the rounding popup; accept 20.
    await qty.press('Enter');
    const rounding = page.getByRole('dialog', { name: MSG.roundingTitle });
    await rounding.getByText(MSG.roundingQuestion(15, 10)).waitFor();
    await rounding.getByRole('button', { name: '10', exact: true }).waitFor();
    await shot(page, 'catalogo-arredondar');
    await expectNoSeriousA11yViolations(page, 'diálogo de arredondamento da quantidade');
    await rounding.getByRole('button', { name: '20', exact: true }).click();
    await page.getByText(MSG.productAdded('CIMENTO CP II-E-32')).first().waitFor();
    await cartButton(page, 1).waitFor();
    let cart = (await stored(page)).cart;
    expect(cart.itens).toHaveLength(1);
    expect(cart.itens[0]).toMatchObject({
      item: 1,
      produtoSku: code,
      produtoQuant: 20,
      modalidade: { sku: 'CIF' },
    });
    expect(cart.itens[0].produtoValorTotal).toBeCloseTo(cart.itens[0].produtoValorUnit * 20, 2);
    expect(cart.itens[0].produtoPesoTotal).toBe(1000);

    // Again: SOMAR A QUANTIDADE.
    await qty.fill('10');
    await card.getByRole('button', { name: L.add }).click();
    const again = page.getByRole('dialog', { name: MSG.alreadyInCartTitle });
    await again.getByText(MSG.alreadyInCart('CIMENTO CP II-E-32', 'CAMINHÃO')).waitFor();
    await again.getByRole('button', { name: L.addAnother }).waitFor();
    await shot(page, 'catalogo-ja-no-caminhao');
    await expectNoSeriousA11yViolations(page, 'diálogo de produto já no CAMINHÃO');
    await again.getByRole('button', { name: L.sumQuantity }).click();
    await again.waitFor({ state: 'detached' });
    await expect.poll(async () => (await stored(page)).cart.itens[0]?.produtoQuant).toBe(30);
    await expect
      .poll(async () => (await stored(page)).cart.totais?.unidades)
      .toEqual([{ label: 'SC', quantidade: 30 }]);
    cart = (await stored(page)).cart;
    expect(cart.itens).toHaveLength(1);
    await cartButton(page, 1).waitFor();
    await closeNotices(page);

    // Branch switch with a full cart: CANCELAR keeps everything.
    const branchButton = page.getByRole('button', { name: new RegExp(`^${L.branch}: `) });
    const before = await branchButton.getAttribute('aria-label');
    await branchButton.click();
    const branches = page.getByRole('menu', { name: L.branchMenu });
    const names = (await branches.getByRole('menuitem').allTextContents()).map((t) =>
      t.replace(/\d{2}\/\d{2}$/, ''),
    );
    await expectNoSeriousA11yViolations(page, 'menu de filiais');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const other = session.cliente.unidades.find((u: { id: number }) => u.id !== session.unidade.id) as {
      descricao: string;
      empresaCod: string;
      filialCod: string;
    };
    await branches.getByRole('menuitem', { name: new RegExp(other.descricao) }).click();
    const confirm = page.getByRole('dialog', { name: 'Atenção!' });
    await confirm.getByText(MSG.branchSwitchConfirm('CAMINHÃO')).waitFor();
    await shot(page, 'catalogo-trocar-filial-confirmar');
    await expectNoSeriousA11yViolations(page, 'diálogo de troca de filial com o CAMINHÃO cheio');
    await confirm.getByRole('button', { name: L.cancel }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(branchButton.getAttribute('aria-label')).resolves.toBe(before);
    await cartButton(page, 1).waitFor();

    // OK zeroes the cart; 'Aguarde...' while the branch is prepared; products re-sync; credit reloads.
    const productSync = page.waitForResponse((r) => r.url().includes('/api/sync/padrao/produtos'));
    await branchButton.click();
    await page
      .getByRole('menu', { name: L.branchMenu })
      .getByRole('menuitem', { name: new RegExp(other.descricao) })
      .click();
    await page.getByRole('dialog', { name: 'Atenção!' }).getByRole('button', { name: L.ok }).click();
    await page.getByRole('dialog', { name: MSG.wait }).getByText(MSG.branchPreparing).waitFor();
    const syncUrl = new URL((await productSync).url());
    expect(syncUrl.searchParams.get('empresa')).toBe(other.empresaCod);
    expect(syncUrl.searchParams.get('filial')).toBe(other.filialCod);
    expect(syncUrl.searchParams.get('cliente')).toBe('100001');
    await page.getByRole('dialog', { name: MSG.wait }).waitFor({ state: 'detached' });
    await cartButton(page, 0).waitFor();
    await page
      .getByRole('button', { name: `${L.branch}: ${other.empresaCod}/${other.filialCod} ${other.descricao}` })
      .waitFor();
    expect((await stored(page)).cart.itens).toEqual([]);
    const credit2 = await apiGet<{ limite: number }>(
      page,
      `/clientes/limiteCredito?empresa=${other.empresaCod}&filial=${other.filialCod}&codigo=100001&loja=01`,
    );
    await figures.getByText(formatCurrency(credit2.limite), { exact: true }).waitFor({ timeout: 10_000 });
    await page
      .getByRole('heading', { name: MSG.searchResult })
      .or(page.getByText(MSG.noProducts))
      .first()
      .waitFor();
    await shot(page, 'catalogo-filial-trocada');
    await expectNoSeriousA11yViolations(page, 'pesquisa de produtos na outra filial');

    // Customer switch for a seller: TROCAR CLIENTE with its count, a plain menu (10 or fewer).
    const switchButton = page.getByRole('button', { name: new RegExp(`^${L.switchClientSeller} \\(`) });
    await switchButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').count()).resolves.toBe(synced.data.length);
    await expectNoSeriousA11yViolations(page, 'menu TROCAR CLIENTE');
    await menu.getByRole('menuitem', { name: /MATERIAIS SILVA E FILHOS LTDA/ }).click();
    await selected(page).getByText('100002/01 - MATERIAIS SILVA E FILHOS LTDA').waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('customer switch', () => {
  it('more than 10 clients: a dialog searchable over razão and CPF/CNPJ', async () => {
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'multi@demo.com.br');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await closeNotices(page);
    const button = page.getByRole('button', { name: `${L.switchClientCustomer} (${L.clientsCount(12)})` });
    await button.click();
    const dialog = page.getByRole('dialog', { name: L.switchClientCustomer });
    const items = dialog.getByRole('list', { name: L.clientList }).getByRole('button');
    await expect.poll(() => items.count()).toBe(12);
    await shot(page, 'catalogo-trocar-filial-dialogo');
    await expectNoSeriousA11yViolations(page, 'diálogo de troca de cliente');

    // By tax id (with or without the mask): the inactive client, marked (INATIVO).
    const searchField = dialog.getByLabel(L.searchClient);
    await searchField.fill('47.960.950');
    await expect.poll(() => items.count()).toBe(1);
    await dialog.getByText(MSG.clientInactive).waitFor();
    await searchField.fill('47960950');
    await expect.poll(() => items.count()).toBe(1);

    // By part of the razão.
    await searchField.fill('viga mestra');
    await expect.poll(() => items.count()).toBe(1);
    const sync = page.waitForResponse((r) => r.url().includes('/api/sync/padrao/produtos'), {
      timeout: 10_000,
    });
    await items.first().click();
    await dialog.waitFor({ state: 'detached' });
    await selected(page)
      .getByText(/ - CONSTRUTORA VIGA MESTRA LTDA$/)
      .waitFor();
    // Credit, then (1 s) overdue titles, then (1 s) the products of the new customer.
    await header(page).getByLabel(L.creditFigures).getByText(/R\$/).first().waitFor({ timeout: 10_000 });
    const started = Date.now();
    await sync;
    expect(Date.now() - started).toBeGreaterThan(500);
    await page
      .getByRole('heading', { name: MSG.searchResult })
      .or(page.getByText(MSG.noProducts))
      .first()
      .waitFor();
    await shot(page, 'catalogo-cliente-trocado');
    await expectNoSeriousA11yViolations(page, 'pesquisa de produtos do cliente trocado');
    await context.close();
  });

  it('one client: the plain menu', async () => {
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'cliente@demo.com.br');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await closeNotices(page);
    await page.getByRole('button', { name: `${L.switchClientCustomer} (${L.clientsCount(1)})` }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: /CONSTRUTORA ALICERCE LTDA/ }).waitFor();
    await expect(menu.getByRole('menuitem').count()).resolves.toBe(1);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await shot(page, 'catalogo-trocar-filial-menu');
    await expectNoSeriousA11yViolations(page, 'menu de troca de cliente');
    await page.keyboard.press('Escape');

    // Products were synced after login; the card shows code, UM, weight and the CIF price.
    await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });
    const first = page.getByRole('article').first();
    await first.getByText(/^CIF R\$ /).waitFor();
    await first.getByText(/Peso: .* kg/).waitFor();
    await shot(page, 'catalogo-home-cliente');
    await expectNoSeriousA11yViolations(page, 'pesquisa de produtos do cliente');

    // A search that finds nothing says so.
    const search = page.getByRole('searchbox', { name: L.search });
    await search.fill('nada parecido xyz');
    await search.press('Enter');
    await page.getByText(MSG.noProducts).waitFor();
    // No result card is left (the recent purchases, offered below the message, are not results).
    await page
      .getByRole('list', { name: L.productList })
      .getByRole('article')
      .first()
      .waitFor({ state: 'detached' });
    await page.getByRole('link', { name: L.noProductsQuickOrder }).waitFor();
    await shot(page, 'catalogo-busca-vazia');
    await expectNoSeriousA11yViolations(page, 'pesquisa de produtos sem resultado');

    // Minimum 5 and FATOR_MULTI 10: the field starts at 10, so the first Adicionar opens no dialog.
    await search.fill('VERGALHAO CA-50 8MM 12M');
    await search.press('Enter');
    const bar = page.getByRole('article', { name: 'VERGALHAO CA-50 8MM 12M', exact: true });
    await bar.getByText(L.minimum(5)).waitFor();
    const barQty = bar.getByLabel(L.quantity);
    await expect.poll(() => barQty.inputValue()).toBe('10');
    await bar.getByRole('button', { name: L.add }).click();
    await page.getByText(MSG.productAdded('VERGALHAO CA-50 8MM 12M')).first().waitFor();
    await cartButton(page, 1).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect((await stored(page)).cart.itens).toMatchObject([{ item: 1, produtoQuant: 10 }]);
    await context.close();
  });
});

describe('search that forgives, Comprados recentemente and the product pictures', () => {
  it('the customer sees what they order most, finds "cimento 50kg" and "tijolos", at 1366 and 390', async () => {
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'cliente@demo.com.br');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await closeNotices(page);
    const search = page.getByRole('searchbox', { name: L.search });
    const results = page.getByRole('list', { name: L.productList });

    for (const [width, height, size] of [
      [1366, 768, 'desktop'],
      [390, 844, 'celular'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await search.fill('');
      await search.press('Enter');

      // The empty box: the customer's most ordered products above the results, with price and ADICIONAR.
      const recent = page.getByRole('list', { name: L.recentPurchases });
      await page.getByRole('heading', { name: L.recentPurchases }).waitFor({ timeout: 15_000 });
      const bought = recent.getByRole('article');
      await expect.poll(() => bought.count()).toBeGreaterThan(0);
      expect(await bought.count()).toBeLessThanOrEqual(12);
      await bought
        .first()
        .getByText(/^CIF R\$ /)
        .waitFor();
      await bought.first().getByRole('button', { name: L.add }).waitFor();
      await page.getByRole('heading', { name: MSG.searchResult }).waitFor();
      // Pictures loaded (the no-image picture only where a product has none).
      await expect
        .poll(() =>
          results
            .getByRole('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      await shot(page, `catalogo-comprados-recentemente-${size}`);
      await expectNoSeriousA11yViolations(page, `Comprados recentemente (${width})`);

      // A unit glued to its number, and the plural: both find products; the recent row goes away.
      for (const [text, word] of [
        ['cimento 50kg', 'CIMENTO'],
        ['tijolos', 'TIJOLO'],
      ]) {
        await search.fill(text);
        await search.press('Enter');
        await page.getByRole('heading', { name: L.recentPurchases }).waitFor({ state: 'detached' });
        await expect
          .poll(() => results.getByRole('article').allTextContents())
          .toSatisfy((texts: string[]) => texts.length > 0 && texts.every((t) => t.includes(word)));
      }
      await search.fill('cimento 50kg');
      await search.press('Enter');
      await expect
        .poll(() => results.getByRole('article').allTextContents())
        .toSatisfy((texts: string[]) => texts.length > 0 && texts.every((t) => t.includes('CIMENTO')));
      await shot(page, `catalogo-busca-cimento-50kg-${size}`);
      await expectNoSeriousA11yViolations(page, `busca "cimento 50kg" (${width})`);
    }
    // Nothing the Content-Security-Policy refused, from the login to here (no eval probe).
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });
});

/**
 * The style classes (emotion's `css-<id>`) on the elements of `selector` whose rules the page did not
 * receive in index.html (the build's prerender, src/prerender.tsx) and so had to compile and insert
 * while it started.
 */
async function stylesNotPrerendered(
  page: Page,
  selector: string,
): Promise<{ checked: number; missing: string[] }> {
  return page.evaluate((sel) => {
    const prerendered = new Set<string>();
    for (const tag of Array.from(document.querySelectorAll('style[data-emotion]'))) {
      // '<key> <id> <id>…' on the tags index.html carried; the key alone on the ones inserted since.
      for (const id of tag.getAttribute('data-emotion')!.split(' ').slice(1)) prerendered.add(id);
    }
    const missing = new Set<string>();
    let checked = 0;
    for (const root of Array.from(document.querySelectorAll(sel))) {
      for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
        for (const c of Array.from(el.classList)) {
          const id = /^css-([a-z0-9]+)$/.exec(c)?.[1];
          if (!id) continue;
          checked++;
          if (!prerendered.has(id)) missing.add(`${el.tagName.toLowerCase()}.${c}`);
        }
      }
    }
    return { checked, missing: [...missing] };
  }, selector);
}

describe('the search page starts with its styles in index.html', () => {
  it('the header and the cards at 390 and 1366 use only styles the page received prerendered', async () => {
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'cliente@demo.com.br');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    for (const [width, height] of [
      [390, 844],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      // A fresh load of the search, as a returning customer opens it.
      await page.goto('/');
      await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 20_000 });
      await page.getByRole('heading', { name: L.recentPurchases }).waitFor({ timeout: 15_000 });
      await page
        .getByRole('article')
        .first()
        .getByText(/^CIF R\$ /)
        .waitFor();
      for (const part of ['header', 'main article']) {
        const { checked, missing } = await stylesNotPrerendered(page, part);
        expect(checked, part).toBeGreaterThan(5);
        expect(missing, part).toEqual([]);
      }
    }
    await context.close();
  });
});
