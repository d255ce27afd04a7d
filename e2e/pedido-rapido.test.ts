// Quick order and repeat order journeys (beyond the spec, under docs/product/portal-cliente.md §4 "Cart"
// and §5 "Add to cart"), at 1366 and at 390×844: the customer pastes 6 lines (a header line, tab, ';', ','
// and space separators, a thousands dot) with one unknown code, one below the product minimum and one
// that is not a multiple of FATOR_MULTI; the table reports each line before anything is added;
// ADICIONAR puts the five valid ones into the CAMINHÃO with the raised and rounded quantities, read
// in the cart. The same lines as a .xlsx upload, and the sample spreadsheet downloaded and sent back.
// Then the ERP removes a product's prices at the branch and changes another's (integration API),
// and the customer repeats a delivered order from its detail and from the list: the cart gets the
// other items and the notice names the missing one and the changed price (old → new).
// Lines written as names ('cimento cp2 20', 'areia media 6'): the customer chooses a CP II cement
// among the candidates by keyboard, confirms the sand found, and reads 20 SC and 6 t in the cart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatCurrency } from '@portal/shared/format';
import { BUYER_LABELS as B, LABELS } from '@portal/shared/labels';
import { QUICK_ORDER_LABELS as L } from '@portal/shared/labels-pedido-rapido';
import { MSG } from '@portal/shared/messages';
import { parseColagem, parseQuantidadeBr } from '@portal/shared/pedido-rapido';
import { isCountedUm } from '@portal/shared/pedido-rules';
import type { Produto } from '@portal/shared/schemas/catalogo';
import type { Paged } from '@portal/shared/schemas/common';
import type { PedidoRapidoResponse } from '@portal/shared/schemas/pedido-rapido';
import type { Pedido, PedidoResumo } from '@portal/shared/schemas/pedidos';
import { formatPrecoUm, formatQuantidadeUm, umLabel } from '@portal/shared/unidades';
import {
  expectNoSeriousA11yViolations,
  expectPhoneLayout,
  launchBrowser,
  loginThroughPage,
  newPage,
  screenshot,
  startPortal,
  type Portal,
} from './harness';

let portal: Portal;
let browser: Browser;
let dir: string;
const opened: BrowserContext[] = [];
let customerState: Awaited<ReturnType<BrowserContext['storageState']>>;
let customerToken = '';
let adminToken = '';
let scope: { clienteId: number; unidadeId: number; unidadeLabel: string; empresa: string; filial: string };

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const tokenOf = (p: Page) =>
  p.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth?.token as string,
  );

async function apiAs<T>(
  token: string,
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${portal.url}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(data ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: data ? JSON.stringify(data) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  portal = await startPortal({ ERP_SIMULATOR: 'off' });
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-rapido-'));

  const customer = await newPage(browser, portal);
  await loginThroughPage(customer.page, 'cliente@demo.com.br');
  await customer.page.waitForURL(/\/$/, { timeout: 20_000 });
  customerToken = await tokenOf(customer.page);
  const usuario = await customer.page.evaluate(
    () => JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario,
  );
  const u = usuario.unidade as { id: number; empresaCod: string; filialCod: string; descricao: string };
  scope = {
    clienteId: usuario.cliente.id,
    unidadeId: u.id,
    unidadeLabel: `${u.empresaCod}/${u.filialCod} ${u.descricao}`,
    empresa: u.empresaCod,
    filial: u.filialCod,
  };
  customerState = await customer.context.storageState();
  await customer.context.close();

  const admin = await newPage(browser, portal);
  await loginThroughPage(admin.page, 'admin@demo.com.br');
  await admin.page.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
  adminToken = await tokenOf(admin.page);
  await admin.context.close();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A page logged in as the customer with an empty cart, at the viewport. */
async function customerPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: portal.url,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport,
    acceptDownloads: true,
    storageState: customerState,
  });
  opened.push(context);
  return context.newPage();
}

async function shot(p: Page, name: string) {
  await p.waitForTimeout(400);
  await screenshot(p, name);
}

/** Products of the customer's catalogue at the branch with an active CIF price. */
async function catalogue(): Promise<Produto[]> {
  const seen = new Map<number, Produto>();
  for (const busca of ['', 'CIMENTO', 'AREIA', 'TIJOLO', 'PREGO', 'TELHA', 'ARGAMASSA', 'BLOCO']) {
    const found = await apiAs<Produto[]>(customerToken, 'POST', '/produtos/filter', {
      busca,
      clienteId: scope.clienteId,
      filialId: scope.unidadeId,
    });
    for (const p of found)
      if (p.modalidades.some((m) => m.sku === 'CIF' && m.ativo)) seen.set(p.produtoId, p);
  }
  return [...seen.values()];
}

interface Case {
  lines: [string, string][];
  text: string;
  /** Per line: the outcome and the message the table must show ('' = none). */
  expected: { situacao: 'ok' | 'ajustada' | 'erro'; message: string }[];
  /** What the cart must hold: product, quantity. */
  cart: { produto: Produto; quantidade: number }[];
}

/**
 * Six lines: three good (one of them 2,5 t of sand, which takes decimals and no FATOR_MULTI), one
 * unknown code, one below the minimum, one of a counted unit not a multiple of 10.
 */
async function sixLines(): Promise<Case> {
  const all = await catalogue();
  const used = new Set<number>();
  const take = (pred: (p: Produto) => boolean) => {
    const p = all.find((x) => !used.has(x.produtoId) && pred(x));
    if (!p) throw new Error('catálogo sem produto para o caso');
    used.add(p.produtoId);
    return p;
  };
  // FATOR_MULTI and whole minimums are the counted units' rules (SC, UN...).
  const counted = (p: Produto) => isCountedUm(p.produtoUM);
  const minP = take((p) => counted(p) && p.produtoQuantMin >= 5);
  const roundP = take((p) => counted(p) && p.produtoQuantMin <= 10);
  const g1 = take((p) => counted(p) && p.produtoQuantMin <= 20);
  const g2 = take((p) => counted(p) && p.produtoQuantMin <= 1000);
  const g3 = take((p) => p.produtoDesc === 'AREIA MEDIA LAVADA');
  const minUp = Math.ceil(minP.produtoQuantMin / 10) * 10;
  const lines: [string, string][] = [
    [g1.produtoSku, '20'],
    [g2.produtoSku, '1.000'],
    ['NAOEXISTE01', '10'],
    [minP.produtoSku, '1'],
    [roundP.produtoSku, '15'],
    [g3.produtoSku, '2,5'],
  ];
  const text = [
    'Código;Quantidade',
    `${g1.produtoSku}\t20`,
    `${g2.produtoSku};1.000`,
    'NAOEXISTE01 10',
    `${minP.produtoSku}, 1`,
    `${roundP.produtoSku} 15`,
    `${g3.produtoSku},2,5`,
  ].join('\n');
  return {
    lines,
    text,
    expected: [
      { situacao: 'ok', message: '' },
      { situacao: 'ok', message: '' },
      { situacao: 'erro', message: MSG.quickOrderUnknown('NAOEXISTE01') },
      { situacao: 'ajustada', message: MSG.minQuantityAdjusted(minP.produtoQuantMin) },
      { situacao: 'ajustada', message: MSG.quickOrderRounded('15', '20', 10) },
      { situacao: 'ok', message: '' },
    ],
    cart: [
      { produto: g1, quantidade: 20 },
      { produto: g2, quantidade: 1000 },
      { produto: minP, quantidade: minUp },
      { produto: roundP, quantidade: 20 },
      { produto: g3, quantidade: 2.5 },
    ],
  };
}

/** The result shows each line's outcome and message, before anything is in the cart. */
async function expectResult(page: Page, c: Case) {
  const rows = page.locator('[data-situacao]');
  await rows.first().waitFor({ timeout: 20_000 });
  expect(await rows.count()).toBe(6);
  for (const [i, e] of c.expected.entries()) {
    const row = rows.nth(i);
    expect(await row.getAttribute('data-situacao'), `linha ${i + 1}`).toBe(e.situacao);
    await expect.poll(() => row.innerText()).toContain(L.situacao[e.situacao]);
    if (e.message) expect(await row.innerText(), `linha ${i + 1}`).toContain(e.message);
  }
  // Each valid line's quantity reads in its unit, its price per unit ('2,5 t', 'R$ 145,00 / t').
  for (const { produto, quantidade } of c.cart) {
    const row = rows.filter({ hasText: produto.produtoSku }).first();
    const cif = produto.modalidades.find((m) => m.sku === 'CIF')!.valor;
    expect(await row.innerText()).toContain(formatQuantidadeUm(quantidade, produto.produtoUM));
    expect(await row.innerText()).toContain(formatPrecoUm(cif, produto.produtoUM));
  }
  await page.getByText(L.summary(3, 2, 1)).waitFor();
  const count = await page.evaluate(
    () => JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state?.itens?.length ?? 0,
  );
  expect(count).toBe(0);
}

/**
 * ADICIONAR asks to confirm the two adjusted lines (CANCELAR adds nothing), then the cart shows the
 * valid lines with the raised and rounded quantities.
 */
async function addAndReadCart(page: Page, c: Case, name: string) {
  await page.getByRole('button', { name: L.addCount(5) }).click();
  const confirm = page.getByRole('dialog', { name: L.adjustedTitle });
  const adjusted = confirm.getByRole('list', { name: L.adjustedTitle }).getByRole('listitem');
  const wanted = c.expected
    .map((e, i) => ({ ...e, sku: c.lines[i][0] }))
    .filter((e) => e.situacao === 'ajustada');
  await expect.poll(() => adjusted.count()).toBe(wanted.length);
  for (const [i, e] of wanted.entries()) {
    const text = await adjusted.nth(i).innerText();
    expect(text.startsWith(`${e.sku} - `), text).toBe(true);
    expect(text).toContain(e.message);
  }
  await shot(page, `${name}-confirmar-ajustes`);
  await expectNoSeriousA11yViolations(page, `pedido rápido, confirmar quantidades ajustadas (${name})`);
  await confirm.getByRole('button', { name: B.cancel }).click();
  await confirm.waitFor({ state: 'detached' });
  const count = await page.evaluate(
    () => JSON.parse(localStorage.getItem('portal-b2b.cart') ?? '{}').state?.itens?.length ?? 0,
  );
  expect(count, 'CANCELAR não coloca nada no CAMINHÃO').toBe(0);
  await page.getByRole('button', { name: L.addCount(5) }).click();
  await confirm.getByRole('button', { name: L.confirm }).click();
  await page.waitForURL(/\/carrinho$/);
  // Each line's quantity is its own field now (a table row on a desktop, a card on a phone).
  const phone = (page.viewportSize()?.width ?? 1366) < 900;
  for (const { produto, quantidade } of c.cart) {
    const line = page.getByRole(phone ? 'listitem' : 'row', { name: produto.produtoDesc, exact: true });
    const field = line.getByRole('textbox', { name: /^Quantidade/ });
    await expect.poll(async () => Number((await field.inputValue()).replace(',', '.'))).toBe(quantidade);
    await expect.poll(() => line.innerText()).toContain(umLabel(produto.produtoUM));
    // The price per the product's unit ('R$ 145,00 / t', 'R$ 36,99 / SC').
    const cif = produto.modalidades.find((m) => m.sku === 'CIF')!.valor;
    await line.getByText(formatPrecoUm(cif, produto.produtoUM)).waitFor();
  }
  expect(await page.getByRole(phone ? 'listitem' : 'row', { name: /NAOEXISTE01/ }).count()).toBe(0);
  await shot(page, `${name}-carrinho`);
}

describe('Pedido rápido', () => {
  for (const vp of VIEWPORTS) {
    it(`pastes six lines, reads each outcome, adds the valid ones (${vp.name} ${vp.width}×${vp.height})`, async () => {
      const c = await sixLines();
      const page = await customerPage(vp);
      await page.goto('/');
      // Reached from the header menu (and from the cart, below).
      // On a phone the menu is in the drawer of the app bar's menu button.
      if (vp.width < 900) {
        await page.locator('header').getByRole('button', { name: LABELS.openMenu }).click();
        await page.getByRole('dialog').getByRole('link', { name: B.pedidoRapido }).click();
      } else {
        const menu = page.getByRole('navigation', { name: B.customerMenu });
        await menu.getByRole('link', { name: B.pedidoRapido }).click();
      }
      await page.waitForURL(/\/pedido-rapido$/);
      await page.getByRole('heading', { name: B.pedidoRapido, level: 1 }).waitFor();
      await shot(page, `pedido-rapido-vazio-${vp.name}`);
      await expectNoSeriousA11yViolations(page, `pedido rápido vazio (${vp.name})`);

      await page.getByRole('textbox', { name: L.pasteLabel }).fill(c.text);
      await page.getByRole('button', { name: L.check }).click();
      await expectResult(page, c);
      await shot(page, `pedido-rapido-resultado-${vp.name}`);
      await expectNoSeriousA11yViolations(page, `pedido rápido, resultado (${vp.name})`);
      await addAndReadCart(page, c, `pedido-rapido-${vp.name}`);

      // The cart's own way back to the quick order.
      await page.getByRole('link', { name: L.fromCart, exact: true }).click();
      await page.waitForURL(/\/pedido-rapido$/);
    });
  }

  it('uploads the same lines as a .xlsx; the sample spreadsheet downloads and goes back as it is', async () => {
    const c = await sixLines();
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Pedido');
    sheet.addRow(['Código', 'Quantidade']);
    // Numbers as a spreadsheet holds them (1000, 2.5).
    for (const [sku, q] of c.lines) sheet.addRow([sku, parseQuantidadeBr(q)]);
    const file = path.join(dir, 'lista.xlsx');
    await wb.xlsx.writeFile(file);

    const page = await customerPage(VIEWPORTS[0]);
    await page.goto('/pedido-rapido');
    await page.getByRole('heading', { name: B.pedidoRapido, level: 1 }).waitFor();
    await page.getByTestId('quick-upload').setInputFiles(file);
    await expectResult(page, c);
    await shot(page, 'pedido-rapido-planilha');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: L.sample }).click();
    const sample = await download;
    expect(sample.suggestedFilename()).toBe(L.sampleFile);
    const samplePath = path.join(dir, L.sampleFile);
    await sample.saveAs(samplePath);
    await page.getByTestId('quick-upload').setInputFiles(samplePath);
    await page.getByText(L.summary(3, 0, 0)).waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-situacao="ok"]').count()).toBe(3);

    // Back to the six lines: ADICIONAR and read them in the cart.
    await page.getByTestId('quick-upload').setInputFiles(file);
    await expectResult(page, c);
    await addAndReadCart(page, c, 'pedido-rapido-planilha');
  });
});

describe('Pedido rápido pelo nome do produto', () => {
  const TEXT = 'cimento cp2 20\nareia media 6\nparafuseta quadriculada 7';

  for (const vp of VIEWPORTS) {
    it(`names two products, chooses and confirms them, reads 20 SC and 6 t in the cart (${vp.name} ${vp.width}×${vp.height})`, async () => {
      // What the check proposes (the screen shows the same).
      const proposed = await apiAs<PedidoRapidoResponse>(customerToken, 'POST', '/pedido-rapido/verificar', {
        clienteId: scope.clienteId,
        filialId: scope.unidadeId,
        linhas: parseColagem(TEXT),
      });
      const [cimento, areia] = proposed.linhas.map((l) => l.proposta!);
      expect(cimento.melhor).toBeNull();
      const escolhido = cimento.candidatos[0];
      expect(escolhido.descricao).toMatch(/^CIMENTO CP II-/);
      const areiaP = areia.melhor!;
      expect(areiaP.descricao).toBe('AREIA MEDIA LAVADA');

      const page = await customerPage(vp);
      await page.goto('/pedido-rapido');
      await page.getByRole('heading', { name: B.pedidoRapido, level: 1 }).waitFor();
      await page.getByRole('textbox', { name: L.pasteLabel }).fill(TEXT);
      await page.getByRole('button', { name: L.check }).click();
      const rows = page.locator('[data-situacao]');
      await rows.first().waitFor({ timeout: 20_000 });
      expect(await rows.count()).toBe(3);
      expect(await rows.nth(0).getAttribute('data-situacao')).toBe('escolher');
      expect(await rows.nth(1).getAttribute('data-situacao')).toBe('escolher');
      expect(await rows.nth(2).getAttribute('data-situacao')).toBe('erro');
      await page.getByText(L.toChoose(2)).waitFor();
      // The sand is found; the cement has candidates to choose from; the third found nothing.
      const found = L.found(areiaP.descricao, areiaP.sku, formatPrecoUm(areiaP.preco, areiaP.um));
      await rows.nth(1).getByText(found).waitFor();
      const group = page.getByRole('radiogroup', { name: L.chooseFor('cimento cp2') });
      const radios = group.getByRole('radio');
      expect(await radios.count()).toBe(cimento.candidatos.length);
      for (const [i, c] of cimento.candidatos.entries())
        expect(await group.locator('label').nth(i).innerText()).toBe(
          L.candidate(c.descricao, c.sku, formatPrecoUm(c.preco, c.um)),
        );
      expect(await rows.nth(2).innerText()).toContain(MSG.quickOrderNameNotFound('parafuseta quadriculada'));
      expect(await page.getByText(/Nenhum produto encontrado/).count()).toBe(1);
      const confirm1 = page.getByRole('button', { name: L.confirmAria(1) });
      expect(await confirm1.isDisabled()).toBe(true);
      if (vp.width < 900) await expectPhoneLayout(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
      await shot(page, `pedido-rapido-nome-${vp.width}`);
      await expectNoSeriousA11yViolations(page, `pedido rápido pelo nome (${vp.name})`);

      // By keyboard: the first candidate, then Tab to CONFIRMAR and Enter.
      await radios.first().focus();
      await page.keyboard.press('Space');
      expect(await radios.first().isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await confirm1.evaluate((b) => b === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => rows.nth(0).getAttribute('data-situacao')).toBe('ok');
      expect(await rows.nth(0).innerText()).toContain(escolhido.sku);
      expect(await rows.nth(0).innerText()).toContain(formatQuantidadeUm(20, 'SC'));
      // The keyboard goes on to the next line to confirm: the sand's.
      const confirm2 = page.getByRole('button', { name: L.confirmAria(2) });
      await expect.poll(() => confirm2.evaluate((b) => b === document.activeElement)).toBe(true);
      await confirm2.click();
      await expect.poll(() => rows.nth(1).getAttribute('data-situacao')).toBe('ok');
      expect(await rows.nth(1).innerText()).toContain(formatQuantidadeUm(6, 'TL'));
      await page.getByText(L.summary(2, 0, 1)).waitFor();
      expect(await page.getByText(L.toChoose(2)).count()).toBe(0);
      if (vp.width < 900) await expectPhoneLayout(page);
      await shot(page, `pedido-rapido-nome-confirmado-${vp.width}`);

      await page.getByRole('button', { name: L.addCount(2) }).click();
      await page.waitForURL(/\/carrinho$/);
      const phone = vp.width < 900;
      for (const [descricao, um, quantidade] of [
        [escolhido.descricao, 'SC', 20],
        [areiaP.descricao, 'TL', 6],
      ] as const) {
        const line = page.getByRole(phone ? 'listitem' : 'row', { name: descricao, exact: true });
        const field = line.getByRole('textbox', { name: /^Quantidade/ });
        await expect.poll(async () => Number((await field.inputValue()).replace(',', '.'))).toBe(quantidade);
        await expect.poll(() => line.innerText()).toContain(umLabel(um));
      }
      await shot(page, `pedido-rapido-nome-carrinho-${vp.width}`);
    });
  }
});

describe('Repetir pedido', () => {
  /** A delivered order of the customer at the current branch with at least three products. */
  let order: Pedido;
  let missing: Pedido['itens'][number];
  let changed: Pedido['itens'][number];
  const NEW_PRICE = 987.65;

  beforeAll(async () => {
    const list = await apiAs<Paged<PedidoResumo>>(customerToken, 'POST', '/pedidos/filtro/grid', {
      unidadeId: scope.unidadeId,
      clienteId: scope.clienteId,
      statusId: 8,
      pageTotal: 100,
    });
    for (const r of list.items) {
      const p = await apiAs<Pedido>(customerToken, 'GET', `/pedidos/${r.id}`);
      if (p.unidadeId === scope.unidadeId && new Set(p.itens.map((i) => i.produtoSku)).size >= 3) {
        order = p;
        break;
      }
    }
    expect(order, 'um pedido ENTREGUE com três produtos na filial').toBeTruthy();
    [missing, changed] = order.itens;
    // The ERP takes the first product's prices away at the branch and changes the second's.
    const key = await apiAs<{ chave: string }>(adminToken, 'POST', '/integracao/chaves', {
      nome: 'ERP E2E rápido',
    });
    const at = { empresa: scope.empresa, filial: scope.filial };
    const cli = { codigo: '100001', loja: '01' };
    const itens = [
      ...['CIF', 'FOB'].flatMap((tabela) => [
        { produtoSku: missing.produtoSku, ...at, tabela, valor: 1, remover: true },
        { produtoSku: missing.produtoSku, ...at, tabela, valor: 1, remover: true, ...cli },
        { produtoSku: changed.produtoSku, ...at, tabela, valor: NEW_PRICE },
        { produtoSku: changed.produtoSku, ...at, tabela, valor: 1, remover: true, ...cli },
      ]),
    ];
    await apiAs('', 'PUT', '/integracao/v1/precos', { itens }, { 'x-api-key': key.chave });
  });

  const expectNotice = async (page: Page, name: string) => {
    const dialog = page.getByRole('dialog', { name: L.repeatTitle(order.ref) });
    await dialog.waitFor({ timeout: 20_000 });
    const text = await dialog.innerText();
    expect(text).toContain(MSG.repeatOrderUnavailable);
    expect(text).toContain(
      `${missing.produtoSku} - ${missing.produtoDesc}: ${MSG.quickOrderNoPrice(scope.unidadeLabel)}`,
    );
    expect(text).toContain(MSG.repeatOrderPriceChanged);
    expect(text).toContain(
      L.priceChange(
        changed.produtoSku,
        changed.produtoDesc,
        formatCurrency(changed.produtoValorUnit),
        formatCurrency(NEW_PRICE),
      ),
    );
    await shot(page, name);
    await expectNoSeriousA11yViolations(page, `repetir pedido, aviso (${name})`);
    await dialog.getByRole('button', { name: L.goToCart('CAMINHÃO') }).click();
    await page.waitForURL(/\/carrinho$/);
    const others = order.itens.filter((i) => i.produtoSku !== missing.produtoSku);
    const line = (page.viewportSize()?.width ?? 1366) < 900 ? 'listitem' : 'row';
    for (const i of others)
      await page.getByRole(line, { name: i.produtoDesc, exact: true }).first().waitFor();
    expect(await page.getByRole(line, { name: missing.produtoDesc, exact: true }).count()).toBe(0);
    await shot(page, `${name}-carrinho`);
  };

  it('from the order detail (desktop): the cart gets the others, the notice names the missing one and the new price', async () => {
    const page = await customerPage(VIEWPORTS[0]);
    await page.goto(`/pedidos/detalhe/${order.id}`);
    await page.getByRole('button', { name: L.repeat }).click();
    await expectNotice(page, 'repetir-pedido-detalhe-desktop');
  });

  it('from the order list (phone 390×844)', async () => {
    const page = await customerPage(VIEWPORTS[1]);
    await page.goto('/pedidos/status/8');
    const button = page.getByRole('button', { name: L.repeatAria(order.ref) });
    await button.waitFor({ timeout: 20_000 });
    await shot(page, 'repetir-pedido-lista-phone');
    await button.click();
    await expectNotice(page, 'repetir-pedido-lista-phone');
  });
});
