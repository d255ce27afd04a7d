// Cart journeys (issue 5, docs/product/portal-cliente.md §2 Cart, §4 Cart and Finalising an order, §5, §7):
// the customer fills the cart, picks the payment (the ANT rule), switches a line to FOB with a registered
// driver and vehicle and back to CIF, adds a work line, a delivery customer, an invoice note and a shipping
// date, removes a line and finalises with a double click, saving a standing order: one order,
// 'Sucesso!' and after 20 s /pedidos. A seller's client without drivers gets the FOB registration
// form (each missing field refused in order); a lost answer is retried with the same key and makes
// no second order; the other answers of POST /pedidos read as the spec says. A blocked customer
// cannot finalise. Parameters are switched on by the administrator through PUT /api/parametros.
// The confirmation reviews the order (two orders, the total as the footer's, the customer's address,
// the available credit as the header's): over the credit a warning, with BLOQUEIA_PEDIDO_SEM_LIMITE
// SIM the refusal; within it 'Sucesso!' offers VER PEDIDO per order (390 and 1366).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { formatCurrency, formatTons, truncate } from '@portal/shared/format';
import { BUYER_LABELS as B, CART_LABELS as L, LABELS } from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import { formatPrecoUm } from '@portal/shared/unidades';
import type { Produto } from '@portal/shared/schemas/catalogo';
import {
  cspViolations,
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

/** fetch from the page with its session token. */
async function api<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ p, method, body }) => {
      const token = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth
        ?.token;
      const res = await fetch(`/api${p}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, data: text ? JSON.parse(text) : null };
    },
    { p: path, method: init.method ?? 'GET', body: init.body },
  );
}

beforeAll(async () => {
  portal = await startPortal({ ERP_SIMULATOR: 'off' });
  browser = await launchBrowser();
  // The administrator turns the cart's features on (they are NAO by default).
  const { context, page } = await newPage(browser, portal);
  await loginThroughPage(page, 'admin@demo.com.br');
  await page.waitForURL(/\/gestor/, { timeout: 20_000 });
  for (const nome of [
    'CAD_MOTORISTA_CARRINHO',
    'CONSULTA_OBRAS',
    'CLIENTES_ENTREGAS',
    'DATA_EMBARQUE',
    'USA_PEDIDO_PADRAO',
    'ALTERA_PRECO_ITEM',
  ]) {
    const r = await api(page, `/parametros/${nome}`, { method: 'PUT', body: { valor: 'SIM' } });
    expect(r.status, nome).toBe(200);
  }
  await context.close();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function stored(page: Page) {
  return page.evaluate(() => ({
    session: JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario,
    cart: JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state,
  }));
}

async function closeNotices(page: Page) {
  const buttons = page.locator('.notistack-SnackbarContainer button[aria-label="Fechar"]');
  const deadline = Date.now() + 15_000;
  while ((await buttons.count()) > 0 && Date.now() < deadline) {
    await buttons
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
    await page.waitForTimeout(250);
  }
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

/** A notice on screen containing the text. */
const notice = (page: Page, text: string) =>
  page.locator('.notistack-SnackbarContainer').getByText(text).first();
/** A notice with exactly this title and message. */
const titled = (page: Page, title: string, text: string) =>
  page.locator('.notistack-SnackbarContainer').getByText(`${title} ${text}`, { exact: true }).first();

async function addProduct(page: Page, name: string, quantity: number) {
  const search = page.getByRole('searchbox', { name: B.search });
  await search.fill(name);
  await search.press('Enter');
  const card = page.getByRole('article', { name, exact: true });
  await card.waitFor({ timeout: 15_000 });
  await card.getByLabel(B.quantity).fill(String(quantity));
  await card.getByRole('button', { name: B.add }).click();
  await notice(page, MSG.productAdded(name)).waitFor();
}

async function openCart(page: Page, count: number) {
  await page.getByRole('link', { name: B.cartItems('CAMINHÃO', count) }).click();
  await page.waitForURL(/\/carrinho$/);
  await page.getByRole('heading', { name: 'CAMINHÃO', level: 1 }).waitFor();
}

/** Picks an option of a MUI select inside a container. */
async function choose(page: Page, within: ReturnType<Page['getByRole']>, label: string, option: string) {
  await within.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const row = (page: Page, name: string) => page.getByRole('row', { name, exact: true });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: L.actions });

async function gridRows(page: Page, clienteId: number, unidadeId: number) {
  const r = await api<{ rows: number; items: { ref: string; id: number; total: number }[] }>(
    page,
    '/pedidos/filtro/grid',
    {
      method: 'POST',
      body: { unidadeId, clienteId, pageTotal: 30 },
    },
  );
  return r.data;
}

function futureDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()}`;
}

describe('sand by the tonne: quantities, prices and totals by the unit', () => {
  for (const [name, viewport] of [
    ['1366', LAPTOP],
    ['390', PHONE],
  ] as const) {
    it(`6 t and 2,5 t of sand go in exactly, prices read per unit, the footer keeps units apart, CANCELAR keeps the typed value (${name})`, async () => {
      const { context, page } = await newPage(browser, portal, viewport);
      const phone = viewport.width < 900;
      await loginThroughPage(page, 'cliente@demo.com.br');
      await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
      await closeNotices(page);
      const { session } = await stored(page);
      const search = page.getByRole('searchbox', { name: B.search });
      const find = async (desc: string) => {
        const r = await api<Produto[]>(page, '/produtos/filter', {
          method: 'POST',
          body: { busca: desc, clienteId: session.cliente.id, filialId: session.unidade.id },
        });
        const p = r.data.find((x) => x.produtoDesc === desc)!;
        return { p, cif: p.modalidades.find((m) => m.sku === 'CIF')!.valor };
      };
      const areia = await find('AREIA MEDIA LAVADA');
      const cimento = await find('CIMENTO CP II-E-32');
      expect(areia.p).toMatchObject({ produtoUM: 'TL', produtoQuantMin: 1, produtoMultiplo: null });

      // The card: the price per tonne, the field from 1 t, decimals with a comma.
      await search.fill('AREIA MEDIA LAVADA');
      await search.press('Enter');
      const card = page.getByRole('article', { name: 'AREIA MEDIA LAVADA', exact: true });
      await card.waitFor({ timeout: 15_000 });
      await card.getByText(`CIF ${formatPrecoUm(areia.cif, 'TL')}`, { exact: true }).waitFor();
      expect(formatPrecoUm(145, 'TL')).toBe('R$ 145,00 / t');
      await card.getByText(B.minimum('1 t'), { exact: true }).waitFor();
      const qty = card.getByLabel(B.quantity);
      expect(await qty.inputValue()).toBe('1');
      await qty.fill('6');
      // A notice that came after the first close (the overdue títulos) may sit over the card on a phone.
      await closeNotices(page);
      await card.getByRole('button', { name: B.add }).click();
      await notice(page, MSG.productAdded('AREIA MEDIA LAVADA')).waitFor();
      // No rounding question for sand: FATOR_MULTI is a sack's rule.
      expect(await page.getByRole('dialog', { name: MSG.roundingTitle }).count()).toBe(0);
      await qty.fill('');
      await qty.pressSequentially('2,5');
      expect(await qty.inputValue()).toBe('2,5');
      await closeNotices(page);
      await card.getByRole('button', { name: B.add }).click();
      const again = page.getByRole('dialog', { name: MSG.alreadyInCartTitle });
      await again.getByRole('button', { name: B.addAnother }).click();
      await again.waitFor({ state: 'detached' });
      await expect
        .poll(async () =>
          (await stored(page)).cart.itens.map((i: { produtoQuant: number }) => i.produtoQuant),
        )
        .toEqual([6, 2.5]);
      await closeNotices(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `unidade-areia-cartao-${name}`);
      await expectNoSeriousA11yViolations(page, `cartão de areia por tonelada (${name})`);

      // A sack keeps FATOR_MULTI: 25 asks; CANCELAR adds nothing and leaves 25 with the reason.
      await search.fill('CIMENTO CP II-E-32');
      await search.press('Enter');
      const saco = page.getByRole('article', { name: 'CIMENTO CP II-E-32', exact: true });
      await saco.waitFor({ timeout: 15_000 });
      await saco.getByText(`CIF ${formatPrecoUm(cimento.cif, 'SC')}`, { exact: true }).waitFor();
      const sacoQty = saco.getByLabel(B.quantity);
      await sacoQty.fill('25');
      await saco.getByRole('button', { name: B.add }).click();
      const rounding = page.getByRole('dialog', { name: MSG.roundingTitle });
      await rounding.getByText(MSG.roundingQuestion('25', '10')).waitFor();
      await rounding.getByRole('button', { name: B.cancel }).click();
      await rounding.waitFor({ state: 'detached' });
      await saco.getByText(MSG.roundingCancelled('25 SC', '10'), { exact: true }).waitFor();
      expect(await sacoQty.inputValue()).toBe('25');
      expect(await sacoQty.getAttribute('aria-invalid')).toBe('true');
      expect((await stored(page)).cart.itens).toHaveLength(2);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `unidade-arredondar-cancelado-${name}`);
      await expectNoSeriousA11yViolations(page, `quantidade não adicionada, com o motivo (${name})`);
      // The question again; 30 confirms and adds.
      await saco.getByRole('button', { name: B.add }).click();
      await rounding.getByRole('button', { name: '30', exact: true }).click();
      await notice(page, MSG.productAdded('CIMENTO CP II-E-32')).waitFor();
      await saco.getByText(MSG.roundingCancelled('25 SC', '10')).waitFor({ state: 'detached' });
      await closeNotices(page);

      // The cart: 6 and 2,5 as typed, prices per unit, the footer per unit.
      await openCart(page, 3);
      const lines = page.getByRole(phone ? 'listitem' : 'row', { name: 'AREIA MEDIA LAVADA', exact: true });
      await lines.first().waitFor();
      expect(await lines.count()).toBe(2);
      const fields = page.getByRole('textbox', { name: L.quantityOf('AREIA MEDIA LAVADA') });
      expect(await Promise.all([fields.nth(0).inputValue(), fields.nth(1).inputValue()])).toEqual([
        '6',
        '2,5',
      ]);
      for (const i of [0, 1]) await lines.nth(i).getByText(formatPrecoUm(areia.cif, 'TL')).waitFor();
      const sacoLine = page.getByRole(phone ? 'listitem' : 'row', {
        name: 'CIMENTO CP II-E-32',
        exact: true,
      });
      await sacoLine.getByText(formatPrecoUm(cimento.cif, 'SC')).waitFor();
      const { cart } = await stored(page);
      expect(cart.itens.map((i: { produtoQuant: number }) => i.produtoQuant)).toEqual([6, 2.5, 30]);
      expect(cart.totais.unidades).toEqual([
        { label: 't', quantidade: 8.5 },
        { label: 'SC', quantidade: 30 },
      ]);
      const peso = 8.5 * areia.p.produtoPeso + 30 * cimento.p.produtoPeso;
      if (phone) {
        const footer = page.getByRole('region', { name: L.footer });
        await footer
          .getByText(`${L.totals}: ${L.footerSummary('8,5 t · 30 SC', formatTons(peso))}`, { exact: true })
          .waitFor();
        expect(L.footerSummary('8,5 t · 30 SC', '10,0 t')).toBe('8,5 t · 30 SC · peso 10,0 t');
        await footer.getByText(formatCurrency(cart.totais.valor), { exact: true }).waitFor();
        await expectPhoneLayout(page);
      } else {
        await page
          .getByRole('cell', { name: L.totalQuantity })
          .getByText('8,5 t · 30 SC', { exact: true })
          .waitFor();
        await page.getByRole('cell', { name: L.totalWeight }).getByText(formatTons(peso)).waitFor();
        await page
          .getByRole('cell', { name: L.totalValue })
          .getByText(formatCurrency(cart.totais.valor))
          .waitFor();
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `unidade-carrinho-${name}`);
      await expectNoSeriousA11yViolations(page, `CAMINHÃO com areia e cimento (${name})`);

      // Ordered as they are: the order keeps 6 t and 2,5 t; its detail totals each unit apart.
      const before = await gridRows(page, session.cliente.id, session.unidade.id);
      await page.getByRole('button', { name: L.finalise }).click();
      await page.getByRole('dialog', { name: L.finaliseTitle }).getByRole('button', { name: L.yes }).click();
      await page.getByRole('dialog', { name: TITLES.success }).waitFor({ timeout: 20_000 });
      const after = await gridRows(page, session.cliente.id, session.unidade.id);
      expect(after.rows).toBe(before.rows + 1);
      const placed = await api<{ itens: { produtoQuant: number }[] }>(page, `/pedidos/${after.items[0].id}`);
      expect(placed.data.itens.map((i) => i.produtoQuant)).toEqual([6, 2.5, 30]);
      await page.goto(`/pedidos/detalhe/${after.items[0].id}`);
      await page.getByText('8,5 t · 30 SC', { exact: true }).waitFor({ timeout: 15_000 });
      // The quantity cell (desktop) or the item card's line ('Quantidade: 2,5 t × R$ …', phone, the
      // unit as the trade writes it).
      await page
        .getByText(/(^|\s)2,5( t × .+)?$/)
        .first()
        .waitFor();
      await context.close();
    });
  }
});

describe('customer: the whole cart and one order', () => {
  it('fills, adjusts and finalises the cart', async () => {
    const { context, page } = await newPage(browser, portal);
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/pedidos') posts.push(r);
    });
    await loginThroughPage(page, 'cliente@demo.com.br');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await closeNotices(page);
    const { session } = await stored(page);
    const clienteId = session.cliente.id as number;
    const unidadeId = session.unidade.id as number;
    const before = await gridRows(page, clienteId, unidadeId);

    // The empty cart.
    await page.getByRole('link', { name: B.cartItems('CAMINHÃO', 0) }).click();
    await page.getByText(MSG.cartEmpty('CAMINHÃO')).waitFor();
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO vazio');
    await page.getByRole('link', { name: B.inicio }).click();

    await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });
    await addProduct(page, 'CIMENTO CP II-E-32', 20);
    await addProduct(page, 'ARGAMASSA AC-I INTERNA', 10);
    await closeNotices(page);
    await openCart(page, 2);

    // Header buttons (every toggle on) and columns.
    for (const b of [
      L.payment,
      L.modality,
      L.works,
      L.deliveryCustomer,
      L.invoiceNote,
      L.cancelOrder,
      L.finalise,
    ])
      await toolbar(page).getByRole('button', { name: b }).waitFor();
    // The table loads on its own (a phone loads the cards instead).
    await page.getByRole('table', { name: L.items('CAMINHÃO') }).waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      L.colImage,
      L.colProduto,
      L.colPagamento,
      L.colModalidade,
      L.colObra,
      L.colShippingDate,
      L.colPeso,
      L.colQuantidade,
      L.colPreco,
      L.colRemove,
    ]);
    const cimento = row(page, 'CIMENTO CP II-E-32');
    const argamassa = row(page, 'ARGAMASSA AC-I INTERNA');
    await cimento.getByText(/^Código: \S+ · SC$/).waitFor();
    // The default payment: the first method and its first condition.
    await cimento
      .getByRole('button', { name: L.changePayment('CIMENTO CP II-E-32') })
      .getByText('28 DIAS')
      .waitFor();

    // Footer totals: tons with 1 decimal, the quantity per unit, money.
    let { cart } = await stored(page);
    expect(cart.totais).toMatchObject({ unidades: [{ label: 'SC', quantidade: 30 }], peso: 1200 });
    await page.getByRole('cell', { name: L.totalWeight }).getByText(formatTons(1200)).waitFor();
    expect(formatTons(1200)).toBe('1,2 t');
    await page.getByRole('cell', { name: L.totalQuantity }).getByText('30 SC', { exact: true }).waitFor();
    await page
      .getByRole('cell', { name: L.totalValue })
      .getByText(formatCurrency(cart.totais.valor))
      .waitFor();
    await shot(page, 'carrinho-itens');
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO com itens');

    // The modality of every line: a menu of CIF and FOB (closed here without choosing).
    await toolbar(page).getByRole('button', { name: L.modality }).click();
    const modalities = page.getByRole('menu', { name: L.modalityMenu });
    await expect(modalities.getByRole('menuitem').allInnerTexts()).resolves.toEqual(['CIF', 'FOB']);
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, menu de modalidade');
    await page.keyboard.press('Escape');
    await modalities.waitFor({ state: 'detached' });

    // Payment for every line: ANTECIPADO picks the condition named after it.
    await toolbar(page).getByRole('button', { name: L.payment }).click();
    const payment = page.getByRole('dialog', { name: L.paymentTitle });
    await payment.getByRole('combobox', { name: L.paymentMethod }).getByText('BOLETO BANCARIO').waitFor();
    await choose(page, payment, L.paymentMethod, 'ANTECIPADO');
    await payment
      .getByRole('combobox', { name: L.paymentCondition })
      .getByText('ANTECIPADO COM DESCONTO')
      .waitFor();
    await shot(page, 'carrinho-pagamento');
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, diálogo de pagamento');
    await payment.getByRole('button', { name: L.ok }).click();
    await payment.waitFor({ state: 'detached' });
    await cimento.getByText('ANTECIPADO COM DESCONTO').waitFor();
    await argamassa.getByText('ANTECIPADO COM DESCONTO').waitFor();

    // FOB with CAD_MOTORISTA_CARRINHO: the customer has drivers and vehicles, so the selection.
    const cifPrice = (await stored(page)).cart.itens[0].produtoValorUnit as number;
    await cimento.getByRole('button', { name: 'FOB', exact: true }).click();
    const fob = page.getByRole('dialog', { name: L.fobTitle });
    await fob.waitFor();
    expect(await fob.getByRole('combobox', { name: L.fobVehicle }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(await fob.getByRole('button', { name: L.ok }).isDisabled()).toBe(true);
    await choose(page, fob, L.fobDriver, 'JOSE CARLOS DA SILVA');
    // Only a driver: OK stays disabled; the vehicle is now enabled.
    expect(await fob.getByRole('button', { name: L.ok }).isDisabled()).toBe(true);
    await choose(page, fob, L.fobVehicle, 'ABC1D23 - VW CONSTELLATION 24.280');
    await shot(page, 'carrinho-fob-selecao');
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, diálogo FOB com motorista e veículo');
    await fob.getByRole('button', { name: L.ok }).click();
    await fob.waitFor({ state: 'detached' });
    await cimento.getByText(L.driverVehicle('JOSE CARLOS DA SILVA', 'ABC1D23')).waitFor();
    cart = (await stored(page)).cart;
    const fobTable = cart.itens[0].modalidades.find((m: { sku: string }) => m.sku === 'FOB');
    expect(cart.itens[0]).toMatchObject({
      modalidade: { sku: 'FOB' },
      produtoValorUnit: fobTable.valor,
      motorista: { motoristaid: 'M001' },
      veiculo: { veiculoplaca: 'ABC1D23' },
    });
    expect(cart.itens[0].produtoValorTotal).toBeCloseTo(fobTable.valor * 20, 2);
    expect(cart.itens[1].modalidade.sku).toBe('CIF');

    // Back to CIF: driver and vehicle go, the CIF price comes back.
    await cimento.getByRole('button', { name: 'CIF', exact: true }).click();
    await cimento
      .getByText(L.driverVehicle('JOSE CARLOS DA SILVA', 'ABC1D23'))
      .waitFor({ state: 'detached' });
    cart = (await stored(page)).cart;
    expect(cart.itens[0]).toMatchObject({
      modalidade: { sku: 'CIF' },
      produtoValorUnit: cifPrice,
      motorista: null,
      veiculo: null,
    });

    // LIMPAR in the driver dialog also reverts to CIF.
    await argamassa.getByRole('button', { name: 'FOB', exact: true }).click();
    await fob.waitFor();
    await fob.getByRole('button', { name: L.clear }).click();
    await fob.waitFor({ state: 'detached' });
    expect((await stored(page)).cart.itens[1].modalidade.sku).toBe('CIF');

    // Works: descriptions cut to 30 characters; a work without FOB price has FOB disabled.
    await toolbar(page).getByRole('button', { name: L.works }).click();
    const works = page.getByRole('dialog', { name: L.worksTitle });
    const obraDesc = truncate('RESIDENCIAL JARDIM DAS FLORES - TORRE A', 30);
    expect(obraDesc).toBe('RESIDENCIAL JARDIM DAS FLORES…');
    await works.getByText(`OB0001 - ${obraDesc}`).waitFor();
    expect(await works.getByRole('button', { name: L.workAddLabel('FOB', 'OB0002') }).isDisabled()).toBe(
      true,
    );
    expect(await works.getByRole('button', { name: L.workAddLabel('CIF', 'OB0002') }).isDisabled()).toBe(
      false,
    );
    await shot(page, 'carrinho-obras');
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, diálogo de obras');
    await works.getByLabel(L.workQuantity('OB0001')).fill('15');
    await works.getByRole('button', { name: L.workAddLabel('CIF', 'OB0001') }).click();
    // Not a multiple of 10: the rounding popup.
    const rounding = page.getByRole('dialog', { name: MSG.roundingTitle });
    await rounding.getByRole('button', { name: '20', exact: true }).click();
    await notice(page, MSG.productAdded('CIMENTO CP II-E-32')).waitFor();
    await works.getByRole('button', { name: L.close }).click();
    await works.waitFor({ state: 'detached' });
    const workRow = page.getByRole('row').filter({ hasText: `OB0001 ${obraDesc}` });
    await workRow.getByText(formatPrecoUm(33.5, 'SC')).waitFor();
    // The work line took the default payment and the work's invoice note.
    cart = (await stored(page)).cart;
    expect(cart.itens[2]).toMatchObject({
      isObra: true,
      produtoQuant: 20,
      produtoValorUnit: 33.5,
      pagamentoCondicao: { descricao: '28 DIAS' },
    });
    expect(cart.obsnf).toBe('ENTREGAR NO PORTAO 2');

    // Remove the work line (confirmation first).
    await workRow.getByRole('button', { name: L.removeItem('CIMENTO CP II-E-32') }).click();
    const remove = page.getByRole('dialog', { name: MSG.cartRemoveItemTitle });
    await remove.getByText(MSG.cartRemoveItem('CIMENTO CP II-E-32', 'CAMINHÃO')).waitFor();
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, diálogo de remover item');
    await remove.getByRole('button', { name: L.remove }).click();
    await expect.poll(async () => (await stored(page)).cart.itens.length).toBe(2);

    // Invoice note: at most 254 characters.
    await toolbar(page).getByRole('button', { name: L.invoiceNote }).click();
    const obs = page.getByRole('dialog', { name: L.invoiceNoteTitle });
    const note = obs.getByRole('textbox', { name: L.invoiceNoteField });
    await note.fill('X'.repeat(300));
    expect((await note.inputValue()).length).toBe(254);
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, diálogo de observação da nota');
    await note.fill('ENTREGAR PELA MANHA, PORTAO 2');
    await obs.getByRole('button', { name: L.save }).click();
    await page.getByText(L.invoiceNoteShort('ENTREGAR PELA MANHA, PORTAO 2')).waitFor();

    // Delivery customer.
    await toolbar(page).getByRole('button', { name: L.deliveryCustomer }).click();
    const entrega = page.getByRole('dialog', { name: L.deliveryTitle });
    await entrega.getByRole('button', { name: L.search }).click();
    const firstEntrega = entrega.getByRole('list', { name: L.deliveryResults }).getByRole('button').first();
    await firstEntrega.waitFor();
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, diálogo de cliente de entrega');
    const entregaName = ((await firstEntrega.textContent()) ?? '').split(/\d{2}\.\d{3}|NENHUM/)[0];
    await firstEntrega.click();
    await entrega.waitFor({ state: 'detached' });
    await page.getByText(L.deliveryTo(entregaName.trim())).waitFor();

    // ALTERA_PRECO_ITEM is SIM, but a customer is not offered the price adjustment (a seller is).
    expect(
      await argamassa.getByRole('button', { name: L.changePrice('ARGAMASSA AC-I INTERNA') }).count(),
    ).toBe(0);
    const argamassaPrice = (await stored(page)).cart.itens.find(
      (i: { produtoDesc: string }) => i.produtoDesc === 'ARGAMASSA AC-I INTERNA',
    ).produtoValorUnit as number;
    expect(argamassaPrice).toBeGreaterThan(0);

    // Shipping date: an invalid or past date blocks finalising.
    const date = cimento.getByRole('textbox', { name: L.shippingDateOf('CIMENTO CP II-E-32') });
    await date.pressSequentially('01012020');
    await cimento.getByText(MSG.invalidDate).waitFor();
    await toolbar(page).getByRole('button', { name: L.finalise }).click();
    await notice(page, MSG.finaliseInvalidShippingDate).waitFor();
    await shot(page, 'carrinho-data-invalida');
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO com data de embarque inválida');
    const shipping = futureDay(3);
    await date.fill('');
    await date.pressSequentially(shipping.replaceAll('/', ''));
    await cimento.getByText(MSG.invalidDate).waitFor({ state: 'detached' });
    await closeNotices(page);
    await shot(page, 'carrinho-pronto');

    // Finalise: the confirmation; save as standing order needs a description.
    await toolbar(page).getByRole('button', { name: L.finalise }).click();
    const confirm = page.getByRole('dialog', { name: L.finaliseTitle });
    await confirm.getByText(MSG.finaliseConfirm).waitFor();
    await confirm.getByRole('checkbox', { name: L.saveStanding }).check();
    const yes = confirm.getByRole('button', { name: L.yes });
    expect(await yes.isDisabled()).toBe(true);
    await confirm.getByLabel(L.standingDescription).fill('compra semanal');
    expect(await confirm.getByLabel(L.standingDescription).inputValue()).toBe('COMPRA SEMANAL');
    await shot(page, 'carrinho-finalizar');
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, diálogo de finalizar');
    // A double click sends one order.
    await yes.dblclick();
    const success = page.getByRole('dialog', { name: TITLES.success });
    await success.waitFor({ timeout: 20_000 });
    const closedAt = Date.now();
    const after = await gridRows(page, clienteId, unidadeId);
    expect(after.rows).toBe(before.rows + 1);
    const ref = after.items[0].ref;
    await success.getByText(MSG.orderCreated(ref)).waitFor();
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, diálogo de sucesso');
    expect(posts).toHaveLength(1);
    expect(posts[0].headers()['idempotency-key']).toBeTruthy();
    const body = posts[0].postDataJSON();
    expect(body).toMatchObject({
      clienteId,
      unidadeId,
      obsnf: 'ENTREGAR PELA MANHA, PORTAO 2',
      pedidoPadrao: true,
      pedidoPadraoDescricao: 'COMPRA SEMANAL',
      clienteEntregaDescricao: entregaName.trim().replace(/^\S+\/\S+ - /, ''),
    });
    expect(body.itens[0]).toMatchObject({
      dataEmbarque: `${shipping.split('/').reverse().join('-')} 00:00:00`,
      pagamentoFormaSku: 'ANT',
    });
    expect(body.itens[1]).toMatchObject({ produtoValorUnit: argamassaPrice });

    // The cart is reset behind the (modal) dialog and says the load is on its way.
    await page.getByRole('link', { name: B.cartItems('CAMINHÃO', 0), includeHidden: true }).waitFor();
    await page.getByText(MSG.cartSentToAnalysis).waitFor();
    expect((await stored(page)).cart).toMatchObject({
      itens: [],
      obsnf: '',
      clienteEntrega: null,
      finalizado: true,
    });
    await shot(page, 'carrinho-sucesso');

    // The order, its items and the standing order exist on the server.
    const pedido = (
      await api<{
        itens: { produtoValorUnit: number; dataEmbarque: string; pagamentoCondicaoDescricao: string }[];
        obsnf: string;
      }>(page, `/pedidos/${after.items[0].id}`)
    ).data;
    expect(pedido.obsnf).toBe('ENTREGAR PELA MANHA, PORTAO 2');
    expect(pedido.itens).toHaveLength(2);
    expect(pedido.itens.map((i) => i.pagamentoCondicaoDescricao)).toEqual([
      'ANTECIPADO COM DESCONTO',
      'ANTECIPADO COM DESCONTO',
    ]);
    const padroes = (await api<{ descricao: string }[]>(page, `/pedidos/padrao?cliente=${clienteId}`)).data;
    expect(padroes.map((p) => p.descricao)).toContain('COMPRA SEMANAL');

    // After 20 s the dialog closes and the app goes to /pedidos.
    await page.waitForURL(/\/pedidos$/, { timeout: 25_000 });
    expect(Date.now() - closedAt).toBeGreaterThan(17_000);
    await success.waitFor({ state: 'detached' });
    await page.goto('/carrinho');
    await page.getByText(MSG.cartSentToAnalysis).waitFor();
    await shot(page, 'carrinho-carga-em-analise');
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, carga em análise');
    // The CAMINHÃO loaded afresh: nothing the Content-Security-Policy refused (no eval probe).
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("seller: FOB registration, lost answers and the answers' shapes", () => {
  it('registers a driver and vehicle, and a retry makes no second order', async () => {
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'vendedor@demo.com.br');
    await page.waitForURL(/\/selecionar-cliente$/, { timeout: 20_000 });
    const list = page.getByRole('list', { name: B.clientList });
    await list.getByRole('button', { name: /MATERIAIS SILVA E FILHOS LTDA/ }).click();
    await page.getByRole('button', { name: B.continue }).click();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    await closeNotices(page);
    await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });
    await addProduct(page, 'CAL HIDRATADA CH-I', 30);
    await closeNotices(page);
    await openCart(page, 1);
    const { session } = await stored(page);
    const cal = row(page, 'CAL HIDRATADA CH-I');

    // No drivers or vehicles: the FOB dialog is the registration form.
    await cal.getByRole('button', { name: 'FOB', exact: true }).click();
    const form = page.getByRole('dialog', { name: L.fobRegistrationTitle });
    await form.waitFor();
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, cadastro FOB de motorista e veículo');
    const ok = form.getByRole('button', { name: L.ok });
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    const steps: [string | null, string, string][] = [
      [null, '', MSG.fobModel],
      [L.fobModel, 'constellation', MSG.fobBrand],
      [L.fobBrand, 'volkswagen', MSG.fobPlate],
      [L.fobPlate, 'bra2e19', MSG.fobDriverName],
      [L.fobDriverName, 'joão pereira', MSG.fobDriverCpf],
      [L.fobDriverCpf, '11111111111', MSG.fobDriverCpfInvalid],
      [L.fobDriverCpf, '52998224725', MSG.fobCompany],
      [L.fobCompany, 'transportes rapidos', MSG.fobBuyer],
    ];
    for (const [label, value, expected] of steps) {
      if (label) {
        await field(label).fill('');
        await field(label).pressSequentially(value);
        // Enter submits (and, unlike clicking OK, does not leave the CPF field).
        await field(label).press('Enter');
      } else await ok.click();
      // Each an info notice titled 'Atenção:'.
      await titled(page, TITLES.warning, expected).waitFor();
      if (expected === MSG.fobDriverCpfInvalid) await shot(page, 'carrinho-fob-cadastro-validacao');
      await closeNotices(page);
    }
    // Masks and upper case.
    expect(await field(L.fobModel).inputValue()).toBe('CONSTELLATION');
    expect(await field(L.fobPlate).inputValue()).toBe('BRA2E19');
    expect(await field(L.fobDriverCpf).inputValue()).toBe('529.982.247-25');
    await field(L.fobTrailerPlate).pressSequentially('12abc-3d45');
    expect(await field(L.fobTrailerPlate).inputValue()).toBe('ABC3D45');
    // The CPF is checked when leaving the field.
    await field(L.fobDriverCpf).fill('');
    await field(L.fobDriverCpf).pressSequentially('12345678900');
    await field(L.fobBuyer).click();
    await notice(page, MSG.fobDriverCpfInvalid).waitFor();
    await closeNotices(page);
    await field(L.fobDriverCpf).fill('');
    await field(L.fobDriverCpf).pressSequentially('52998224725');
    await field(L.fobBuyer).pressSequentially('ana');
    await ok.click();
    await form.waitFor({ state: 'detached' });
    await cal.getByText(L.preRegistration('BRA2E19', 'JOÃO PEREIRA')).waitFor();
    await shot(page, 'carrinho-fob-cadastro');

    // A price adjustment (ALTERA_PRECO_ITEM, offered to the seller, after the modality, which
    // reprices the line): only above 0.
    await cal.getByRole('button', { name: L.changePrice('CAL HIDRATADA CH-I') }).click();
    const price = page.getByRole('dialog', { name: L.priceTitle });
    await price.getByLabel(L.priceField).fill('0');
    expect(await price.getByRole('button', { name: L.save }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, diálogo de preço');
    await price.getByLabel(L.priceField).fill('14,50');
    await price.getByRole('button', { name: L.save }).click();
    await cal.getByText(formatCurrency(435)).waitFor();

    const grid = () => gridRows(page, session.cliente.id, session.unidade.id);
    const before = await grid();

    // A single error object: 'Atenção!' with its message.
    await page.route('**/api/pedidos', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ status: 409, message: MSG.orderIdempotencyKeyConflict }),
      }),
    );
    await toolbar(page).getByRole('button', { name: L.finalise }).click();
    await page.getByRole('dialog', { name: L.finaliseTitle }).getByRole('button', { name: L.yes }).click();
    const warning = page.getByRole('dialog', { name: TITLES.dialogWarning });
    await warning.getByText(MSG.orderIdempotencyKeyConflict).waitFor();
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, diálogo de aviso do servidor');
    await warning.getByRole('button', { name: L.ok }).click();
    await page.unroute('**/api/pedidos');

    // A mixed array: the messages, each log behind an expander.
    await page.route('**/api/pedidos', (route) =>
      route.fulfill({
        status: 207,
        contentType: 'application/json',
        body: JSON.stringify([
          { status: 201, message: MSG.orderCreated('999998'), pedidoId: null, ref: '999998', log: null },
          {
            status: 400,
            message: MSG.minQuantity(10),
            pedidoId: null,
            ref: null,
            log: 'Item 2 - CAL00001 CAL: detalhe do item',
          },
        ]),
      }),
    );
    await toolbar(page).getByRole('button', { name: L.finalise }).click();
    await page.getByRole('dialog', { name: L.finaliseTitle }).getByRole('button', { name: L.yes }).click();
    const mixed = page.getByRole('dialog', { name: L.orderMessages });
    await mixed.getByText(MSG.orderCreated('999998')).waitFor();
    await mixed.getByRole('button', { name: MSG.minQuantity(10) }).click();
    await mixed.getByText('Item 2 - CAL00001 CAL: detalhe do item').waitFor();
    await shot(page, 'carrinho-resultado-misto');
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, diálogo de resultado misto');
    await mixed.getByRole('button', { name: L.ok }).click();
    await page.unroute('**/api/pedidos');
    expect((await grid()).rows).toBe(before.rows);

    // The answer is lost after the server made the order: the dialog resets, the cart stays...
    const keys: string[] = [];
    await page.route('**/api/pedidos', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      await route.fetch();
      await route.abort('failed');
    });
    await toolbar(page).getByRole('button', { name: L.finalise }).click();
    await page.getByRole('dialog', { name: L.finaliseTitle }).getByRole('button', { name: L.yes }).click();
    await notice(page, MSG.serverOffline).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect((await stored(page)).cart.itens).toHaveLength(1);
    expect((await grid()).rows).toBe(before.rows + 1);
    await page.unroute('**/api/pedidos');

    // ...and finalising again sends the same key: the server answers with that order, no second one.
    const retry = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/pedidos',
    );
    await toolbar(page).getByRole('button', { name: L.finalise }).click();
    await page.getByRole('dialog', { name: L.finaliseTitle }).getByRole('button', { name: L.yes }).click();
    const success = page.getByRole('dialog', { name: TITLES.success });
    await success.waitFor({ timeout: 20_000 });
    expect((await retry).headers()['idempotency-key']).toBe(keys[0]);
    const after = await grid();
    expect(after.rows).toBe(before.rows + 1);
    await success.getByText(MSG.orderCreated(after.items[0].ref)).waitFor();
    const pedido = (
      await api<{
        itens: {
          fobVeiculoPlaca: string;
          fobMotoristaNome: string;
          fobMotoristaCpf: string;
          produtoValorUnit: number;
        }[];
      }>(page, `/pedidos/${after.items[0].id}`)
    ).data;
    expect(pedido.itens[0]).toMatchObject({
      produtoValorUnit: 14.5,
      fobVeiculoPlaca: 'BRA2E19',
      fobMotoristaNome: 'JOÃO PEREIRA',
      fobMotoristaCpf: '52998224725',
    });
    // OK goes to the orders at once.
    await success.getByRole('button', { name: L.ok }).click();
    await page.waitForURL(/\/pedidos$/);
    await context.close();
  });
});

describe('blocked customer', () => {
  it('is refused up front: the search offers no Adicionar, the cart says the spec message and offers no FINALIZAR; cancelling empties the cart', async () => {
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'multi@demo.com.br');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await closeNotices(page);
    // A line put in the cart for an active company, kept to play a cart left from before the
    // company became inactive.
    await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });
    await addProduct(page, 'CAL VIRGEM', 10);
    await closeNotices(page);
    const leftCart = await page.evaluate(() => localStorage.getItem('portal-b2b.cart'));
    await page.getByRole('button', { name: `${B.switchClientCustomer} (${B.clientsCount(12)})` }).click();
    const dialog = page.getByRole('dialog', { name: B.switchClientCustomer });
    await dialog.getByLabel(B.searchClient).fill('47.960.950');
    const items = dialog.getByRole('list', { name: B.clientList }).getByRole('button');
    await expect.poll(() => items.count()).toBe(1);
    await items.first().click();
    await dialog.waitFor({ state: 'detached' });
    // The cart has a line: the switch asks first (it will be zeroed).
    const ask = page.getByRole('dialog', { name: TITLES.dialogWarning });
    await ask.getByText(MSG.customerSwitchConfirm('CAMINHÃO')).waitFor();
    await ask.getByRole('button', { name: B.ok }).click();
    await ask.waitFor({ state: 'detached' });
    await page.locator('header').getByText(MSG.clientInactive).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: MSG.clientOrderingRefused('B') })
      .waitFor();
    await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: B.add, exact: true }).count()).toBe(0);
    await page.evaluate((cart) => localStorage.setItem('portal-b2b.cart', cart ?? ''), leftCart);
    await page.reload();
    await openCart(page, 1);
    await page.getByRole('alert').filter({ hasText: MSG.finaliseBlocked }).waitFor();
    expect(await toolbar(page).getByRole('button', { name: L.finalise }).count()).toBe(0);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await shot(page, 'carrinho-cliente-bloqueado');
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO de cliente bloqueado');

    // Cancel the order: confirmation, then an empty cart.
    await toolbar(page).getByRole('button', { name: L.cancelOrder }).click();
    const cancel = page.getByRole('dialog', { name: MSG.cartCancelTitle });
    await cancel.getByText(MSG.cartCancel('CAMINHÃO')).waitFor();
    await expectNoSeriousA11yViolations(page, 'CAMINHÃO, diálogo de cancelar pedido');
    await cancel.getByRole('button', { name: L.yes }).click();
    await page.getByText(MSG.cartEmpty('CAMINHÃO')).waitFor();
    await page.getByRole('link', { name: B.cartItems('CAMINHÃO', 0) }).waitFor();
    await context.close();
  });
});

describe('the review before finalising: total, delivery, credit, BLOQUEIA_PEDIDO_SEM_LIMITE, VER PEDIDO', () => {
  let admin: { context: Awaited<ReturnType<typeof newPage>>['context']; page: Page; apiKey: string };

  beforeAll(async () => {
    const { context, page } = await newPage(browser, portal);
    await loginThroughPage(page, 'admin@demo.com.br');
    await page.waitForURL(/\/gestor/, { timeout: 20_000 });
    const key = await api<{ chave: string }>(page, '/integracao/chaves', {
      method: 'POST',
      body: { nome: 'E2E LIMITE DE CREDITO' },
    });
    expect(key.status).toBe(201);
    admin = { context, page, apiKey: key.data.chave };
  });
  afterAll(async () => {
    if (!admin) return;
    await setLimitParam('NAO');
    await admin.context.close();
  });

  async function setLimitParam(valor: 'SIM' | 'NAO') {
    const r = await api(admin.page, '/parametros/BLOQUEIA_PEDIDO_SEM_LIMITE', {
      method: 'PUT',
      body: { valor },
    });
    expect(r.status).toBe(200);
  }

  /** The ERP sends the customer's figures at the matriz: saldo is the available credit the header shows. */
  async function setCredit(saldo: number) {
    const r = await admin.context.request.put('/api/integracao/v1/limites-credito', {
      headers: { 'x-api-key': admin.apiKey },
      data: {
        itens: [
          {
            empresa: '03',
            filial: '01',
            codigo: '100001',
            loja: '01',
            risco: 'A',
            limite: saldo + 500,
            devedor: 500,
            saldo,
          },
        ],
      },
    });
    expect(r.status(), await r.text()).toBeLessThan(300);
  }

  /** The element at the button's centre is the button (nothing covers it) and it is on screen. */
  async function expectReachable(page: Page, button: ReturnType<Page['getByRole']>, label: string) {
    await button.scrollIntoViewIfNeeded();
    const hit = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return {
        covered: !(at && el.contains(at)),
        inside: r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth,
      };
    });
    expect(hit, `${label}: o botão está na tela e nada o cobre`).toEqual({ covered: false, inside: true });
  }

  async function noSidewaysScroll(page: Page, label: string) {
    const w = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(w, `${label}: a página não rola para o lado`).toBeLessThanOrEqual(page.viewportSize()!.width);
  }

  for (const [name, viewport] of [
    ['1366', LAPTOP],
    ['390', PHONE],
  ] as const) {
    it(`reviews the order, warns over the credit, refuses with SIM, and VER PEDIDO opens each order (${name})`, async () => {
      await setLimitParam('NAO');
      await setCredit(100);
      const { context, page } = await newPage(browser, portal, viewport);
      const phone = viewport.width < 900;
      await loginThroughPage(page, 'cliente@demo.com.br');
      await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
      await closeNotices(page);
      await addProduct(page, 'CIMENTO CP II-E-32', 20);
      await closeNotices(page);
      await addProduct(page, 'ARGAMASSA AC-I INTERNA', 10);
      await closeNotices(page);
      await openCart(page, 2);

      // The mortar on 28/56 DIAS: the cart becomes two orders.
      await page.getByRole('button', { name: L.changePayment('ARGAMASSA AC-I INTERNA') }).click();
      const payment = page.getByRole('dialog', { name: L.paymentTitle });
      await choose(page, payment, L.paymentCondition, '28/56 DIAS');
      await payment.getByRole('button', { name: L.ok }).click();
      await payment.waitFor({ state: 'detached' });

      // The total, computed here from the lines' prices and quantities.
      const { cart, session } = await stored(page);
      const cents = cart.itens.reduce(
        (s: number, i: { produtoQuant: number; produtoValorUnit: number }) =>
          s + Math.round(i.produtoQuant * i.produtoValorUnit * 100),
        0,
      );
      const total = formatCurrency(cents / 100);
      if (phone) {
        await page.getByRole('region', { name: L.footer }).getByText(total, { exact: true }).waitFor();
      } else {
        await page.getByRole('cell', { name: L.totalValue }).getByText(total).waitFor();
      }
      const credit = await api<{ saldo: number }>(
        page,
        `/clientes/limiteCredito?empresa=03&filial=01&codigo=100001&loja=01`,
      );
      expect(credit.data.saldo).toBe(100);
      const saldo = formatCurrency(credit.data.saldo);
      if (!phone)
        await page
          .locator('header')
          .getByLabel(B.creditFigures)
          .getByText(`${LABELS.balance}: ${saldo}`, { exact: true })
          .waitFor({ timeout: 10_000 });
      const info = await api<{ endereco: { logradouro: string | null } }>(
        page,
        `/clientes/info/${session.cliente.id}`,
      );

      // The review: two orders with their lines, the total, the address, the credit, the warning.
      const finalise = async () => {
        await page.getByRole('button', { name: L.finalise }).first().click();
        const dialog = page.getByRole('dialog', { name: L.finaliseTitle });
        await dialog.getByText(MSG.finaliseConfirm).waitFor();
        return { dialog, review: dialog.getByRole('region', { name: L.review }) };
      };
      const { dialog, review } = await finalise();
      await review.getByText(L.reviewSplit(2)).waitFor();
      const first = review.getByRole('region', { name: L.reviewOrder(1, 2) });
      const second = review.getByRole('region', { name: L.reviewOrder(2, 2) });
      await first.getByText('CIMENTO CP II-E-32', { exact: true }).waitFor();
      await first.getByText(/^20 SC · R\$/).waitFor();
      await first
        .getByText(`${L.reviewPayment}: BOLETO BANCARIO · 28 DIAS — ${L.reviewModality}: CIF`)
        .waitFor();
      await second.getByText('ARGAMASSA AC-I INTERNA', { exact: true }).waitFor();
      await second.getByText(/28\/56 DIAS/).waitFor();
      await review
        .getByRole('region', { name: L.reviewOrderTotal })
        .getByText(total, { exact: true })
        .waitFor();
      const delivery = review.getByRole('region', { name: L.reviewDelivery });
      await delivery.getByText(new RegExp(`^${L.reviewCustomerAddress}: `)).waitFor();
      if (info.data.endereco.logradouro)
        await delivery.getByText(info.data.endereco.logradouro, { exact: false }).waitFor();
      const creditSection = review.getByRole('region', { name: L.reviewCredit });
      await creditSection.getByText(`${L.reviewCreditAvailable}: ${saldo}`, { exact: true }).waitFor();
      await creditSection.getByText(`${L.reviewThisOrder}: ${total}`, { exact: true }).waitFor();
      await dialog.getByRole('alert').getByText(MSG.orderOverCredit(total, saldo)).waitFor();
      const yes = dialog.getByRole('button', { name: L.yes, exact: true });
      expect(await yes.isEnabled()).toBe(true);
      await noSidewaysScroll(page, `revisão (${name})`);
      await expectReachable(page, yes, `SIM (${name})`);
      await expectReachable(page, dialog.getByRole('button', { name: L.no, exact: true }), `NÃO (${name})`);
      await page.waitForTimeout(400);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({
          path: new URL(`../docs/screens/revisao-pedido-${name}.png`, import.meta.url).pathname,
        });
      await expectNoSeriousA11yViolations(page, `revisão do pedido (${name})`);
      await dialog.getByRole('button', { name: L.no, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      // BLOQUEIA_PEDIDO_SEM_LIMITE SIM: the refusal, SIM disabled with the reason.
      await setLimitParam('SIM');
      await page.reload();
      await page.getByRole('heading', { name: 'CAMINHÃO', level: 1 }).waitFor();
      await finalise();
      const refusal = dialog.getByRole('alert');
      await refusal.getByText(MSG.orderOverCreditRefused(total, saldo)).waitFor({ timeout: 10_000 });
      expect(await yes.isDisabled()).toBe(true);
      expect(await yes.getAttribute('aria-describedby')).toBe(await refusal.getAttribute('id'));
      await shot(page, `revisao-recusa-${name}`);
      await noSidewaysScroll(page, `recusa (${name})`);
      await expectReachable(
        page,
        dialog.getByRole('button', { name: L.no, exact: true }),
        `NÃO na recusa (${name})`,
      );
      await dialog.getByRole('button', { name: L.no, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      // Within the limit (the available credit equals the total): finalised, two orders.
      await setCredit(cents / 100);
      await page.reload();
      await page.getByRole('heading', { name: 'CAMINHÃO', level: 1 }).waitFor();
      await finalise();
      await review
        .getByRole('region', { name: L.reviewCredit })
        .getByText(`${L.reviewCreditAvailable}: ${total}`, { exact: true })
        .waitFor({ timeout: 10_000 });
      await review.getByText(L.reviewCreditWithin).waitFor();
      expect(await dialog.getByRole('alert').count()).toBe(0);
      await yes.click();
      const success = page.getByRole('dialog', { name: TITLES.success });
      await success.waitFor({ timeout: 20_000 });
      const after = await gridRows(page, session.cliente.id, session.unidade.id);
      const [o2, o1] = after.items; // the newest first
      expect(Math.round((o1.total + o2.total) * 100)).toBe(cents);
      for (const o of [o1, o2]) await success.getByText(MSG.orderCreated(o.ref)).waitFor();
      const view2 = success.getByRole('button', { name: L.viewOrder(o2.ref), exact: true });
      await success.getByRole('button', { name: L.viewOrder(o1.ref), exact: true }).waitFor();
      await noSidewaysScroll(page, `Sucesso! (${name})`);
      await expectReachable(page, view2, `VER PEDIDO (${name})`);
      await expectReachable(page, success.getByRole('button', { name: L.ok, exact: true }), `OK (${name})`);
      await shot(page, `revisao-sucesso-${name}`);
      await view2.click();
      await page.waitForURL((u) => u.pathname === `/pedidos/detalhe/${o2.id}`, { timeout: 10_000 });
      await page.getByText(o2.ref).first().waitFor({ timeout: 15_000 });
      await setLimitParam('NAO');
      await context.close();
    });
  }
});
