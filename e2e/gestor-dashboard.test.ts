// The dashboard's business panel, map and the manager's own screens in Chromium at 1366 and at
// 390×844: the panel's figures on screen equal the API's for the page's filter and the spreadsheet's
// sheet, the map's total equals the cards' sum (same event types), the map names the states and
// writes the counts in its circles with a legend; on a phone the figures come first in a compact
// grid, nothing scrolls sideways and the top bar's title is whole. 'Meus dados' shows the user's own
// data above the spec's sample table; the Relatórios card says what the spreadsheet holds.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCurrency, formatDecimal } from '@portal/shared/format';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { NOTIFICACAO_LABELS as N } from '@portal/shared/labels-notificacoes';
import type { PainelNegocios } from '@portal/shared/schemas/painel-negocios';
import { gestorSession } from './gestor-session';
import { expectNoSeriousA11yViolations, screenshot } from './harness';

let page: Page;

gestorSession((s) => ({ page } = s));

/** GET with the page's own session token. */
async function api<T>(pathAndQuery: string): Promise<T> {
  return page.evaluate(async (p) => {
    const s = JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}');
    const res = await fetch(p, { headers: { Authorization: `Bearer ${s.state.usuario.auth.token}` } });
    return res.json();
  }, pathAndQuery);
}

/** The period the page shows ('Período: dd/mm/aaaa a dd/mm/aaaa') as the API's de and ate. */
async function pagePeriod(): Promise<{ de: string; ate: string }> {
  const text = await page.getByTestId('dashboard-filtro').innerText();
  const [de, ate] = [...text.matchAll(/(\d{2})\/(\d{2})\/(\d{4})/g)].map((m) => `${m[3]}-${m[2]}-${m[1]}`);
  return { de, ate };
}

const noSidewaysScroll = () =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

const cardsSum = () =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-testid="metric-value"]')).reduce(
      (a, e) => a + Number(e.textContent!.replace(/\./g, '')),
      0,
    ),
  );

describe('business panel at 1366', () => {
  it("shows the API's figures for the page's filter, lists and a daily line, and the same in the spreadsheet", async () => {
    await page.getByTestId('painel-vendido-valor').waitFor({ timeout: 20_000 });
    const { de, ate } = await pagePeriod();
    const painel = await api<PainelNegocios>(`/api/dashboard/painel-negocios?de=${de}&ate=${ate}`);
    expect(painel.pedidos.atual).toBeGreaterThan(0);
    const text = (id: string) => page.getByTestId(id).innerText();
    await expect(text('painel-vendido-valor')).resolves.toBe(formatCurrency(painel.vendido.atual));
    await expect(text('painel-pedidos-valor')).resolves.toBe(formatDecimal(painel.pedidos.atual, 0));
    await expect(text('painel-ticket-valor')).resolves.toBe(formatCurrency(painel.ticketMedio.atual));
    await expect(text('painel-vendido-variacao')).resolves.toMatch(/vs\.|sem pedidos/);

    // lists: as many rows as the API sends, the first customer, product and seller by name
    const rows = (id: string) => page.getByTestId(id).locator('tbody tr');
    await expect(rows('painel-top-clientes').count()).resolves.toBe(painel.topClientes.length);
    await expect(rows('painel-top-produtos').count()).resolves.toBe(painel.topProdutos.length);
    await expect(rows('painel-vendedores').count()).resolves.toBe(painel.vendedores.length);
    await expect(rows('painel-status').count()).resolves.toBe(painel.porStatus.length);
    await expect(rows('painel-top-clientes').first().innerText()).resolves.toContain(
      painel.topClientes[0].razao,
    );
    await expect(rows('painel-top-clientes').first().innerText()).resolves.toContain(
      formatCurrency(painel.topClientes[0].valor),
    );
    await expect(rows('painel-top-produtos').first().innerText()).resolves.toContain(
      painel.topProdutos[0].sku,
    );
    await expect(rows('painel-vendedores').first().innerText()).resolves.toContain(painel.vendedores[0].nome);
    await expect(page.getByTestId('painel-diario').getAttribute('aria-label')).resolves.toContain(
      `${painel.diario.length} dia(s)`,
    );
    expect(await page.locator('[data-testid="painel-diario"] polyline').count()).toBe(1);

    // the map: the cards' types only, so its total is the cards' sum (every seeded event has a position)
    // (the logins of this run have no browser position: the header names the difference)
    await page.locator('.mapa-evento').first().waitFor({ timeout: 20_000 });
    const sum = await cardsSum();
    const pos = await api<{ total: number }>(`/api/dashboard/eventos-posicoes?de=${de}&ate=${ate}`);
    expect(sum - pos.total).toBeGreaterThanOrEqual(0);
    expect(sum - pos.total).toBeLessThanOrEqual(2);
    await expect(page.getByTestId('mapa-total').innerText()).resolves.toBe(
      L.mapEventsOfCards(formatDecimal(pos.total, 0), formatDecimal(sum, 0), pos.total === sum),
    );
    const circles = await page.locator('.mapa-evento').allInnerTexts();
    expect(circles.length).toBeGreaterThan(0);
    for (const c of circles) expect(c.trim()).toMatch(/^\d[\d.,]*( mil| mi)?$/);
    await expect(page.locator('.mapa-uf').count()).resolves.toBe(27);
    await expect(page.locator('.mapa-uf', { hasText: /^SP$/ }).count()).resolves.toBe(1);
    await expect(page.getByTestId('mapa-legenda').innerText()).resolves.toContain(L.mapLegend);
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'gestor-dashboard-painel-1366');
    await expectNoSeriousA11yViolations(page, 'dashboard com o painel de negócios (1366)');

    // the spreadsheet: the panel on its own sheet with the figures on screen
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: L.excel }).click(),
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet(L.painelSheet)!;
    expect(ws).toBeDefined();
    const row = (label: string) => {
      let found: unknown[] | undefined;
      ws.eachRow((r) => {
        if (!found && r.getCell(1).value === label) found = [r.getCell(2).value, r.getCell(3).value];
      });
      return found;
    };
    expect(row(L.painelVendido)).toEqual([painel.vendido.atual, painel.vendido.anterior]);
    expect(row(L.painelPedidos)).toEqual([painel.pedidos.atual, painel.pedidos.anterior]);
  });
});

describe('at 390×844', () => {
  it('puts the business figures first in a compact grid, scrolls nothing sideways and keeps the title whole', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('painel-vendido-valor').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="metric-card"]').first().waitFor();
    const box = async (sel: string) => (await page.locator(sel).first().boundingBox())!;
    const figures = await box('[data-testid="painel-indicadores"]');
    const firstCard = await box('[data-testid="metric-card"]');
    expect(figures.y).toBeLessThan(firstCard.y);
    expect(figures.y).toBeLessThan(844);
    // orders and average ticket side by side under the sold value
    const pedidos = await box('[data-testid="painel-pedidos"]');
    const ticket = await box('[data-testid="painel-ticket"]');
    expect(Math.abs(pedidos.y - ticket.y)).toBeLessThan(2);
    expect(pedidos.x).toBeLessThan(ticket.x);

    // the top bar's title: whole (no ellipsis, nothing hidden), with the user's name
    const title = page.getByTestId('gestor-titulo');
    await expect(title.innerText()).resolves.toContain(SCREEN_TITLES.gestor);
    const cut = await title.evaluate(
      (e) => e.scrollWidth > e.clientWidth || getComputedStyle(e).textOverflow === 'ellipsis',
    );
    expect(cut).toBe(false);

    await page.locator('.mapa-evento').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('painel-top-clientes').scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll()).toBe(true);
    // no list is wider than the screen either
    const widest = await page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll('main table')).map((t) => t.getBoundingClientRect().right),
      ),
    );
    expect(widest).toBeLessThanOrEqual(390);
    await screenshot(page, 'gestor-dashboard-painel-390');
    await expectNoSeriousA11yViolations(page, 'dashboard com o painel de negócios (390)');
  });

  it("'Meus dados' shows the user's own data above the sample table, and Relatórios says what the spreadsheet holds", async () => {
    await page.goto('/gestor/usuarios/meus-dados');
    const me = await api<{ nome: string; email: string; perfils: { descricao: string }[] }>(
      `/api/usuarios/${await page.evaluate(() => JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state.usuario.id)}`,
    );
    const dados = page.getByTestId('meus-dados');
    await dados.waitFor({ timeout: 20_000 });
    await expect(dados.getByLabel(L.name).inputValue()).resolves.toBe(me.nome);
    await expect(dados.getByLabel(L.email).inputValue()).resolves.toBe(me.email);
    await expect(dados.getByLabel(L.cpfCnpj).inputValue()).resolves.not.toBe('');
    await expect(page.getByRole('list', { name: L.myProfiles }).innerText()).resolves.toContain(
      me.perfils[0].descricao,
    );
    await page.getByRole('list', { name: L.myUnits }).waitFor();
    await expect(
      page.getByRole('table', { name: L.sampleProducts }).locator('tbody tr').count(),
    ).resolves.toBe(3);
    await expect(page.getByRole('button', { name: L.add }).isDisabled()).resolves.toBe(true);
    // The e-mail choices of order news, above the sample table: NF-e EMITIDA and ENTREGUE by default.
    const avisos = page.getByRole('region', { name: N.prefsTitle });
    const emAnalise = avisos.getByRole('checkbox', { name: 'EM ANALISE' });
    await emAnalise.waitFor({ timeout: 20_000 });
    await expect(avisos.getByRole('checkbox', { name: 'NF-e EMITIDA' }).isChecked()).resolves.toBe(true);
    await expect(avisos.getByRole('checkbox', { name: 'ENTREGUE' }).isChecked()).resolves.toBe(true);
    await expect(emAnalise.isChecked()).resolves.toBe(false);
    await emAnalise.check();
    await avisos.getByRole('button', { name: N.prefsSave }).click();
    await page.getByText(N.prefsSaved).first().waitFor({ timeout: 20_000 });
    await page.reload();
    await page
      .getByRole('region', { name: N.prefsTitle })
      .getByRole('checkbox', { name: 'EM ANALISE', checked: true })
      .waitFor({ timeout: 20_000 });
    await screenshot(page, 'gestor-meus-dados-390');
    expect(await noSidewaysScroll()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'meus dados (390)');

    await page.goto('/gestor/relatorios');
    await page.getByText(C.reportSellersCustomersText).waitFor({ timeout: 20_000 });
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'gestor-relatorios-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/gestor/usuarios/meus-dados');
    await page.getByTestId('meus-dados').waitFor({ timeout: 20_000 });
    await screenshot(page, 'gestor-meus-dados-1366');
    await expectNoSeriousA11yViolations(page, 'meus dados (1366)');
  });
});
