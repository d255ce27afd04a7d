// The search in the trade's words, in Chromium: a customer on a phone and on a laptop finds
// 'cimento cp2', 'argamassa ac2' and 'cp-ii' first, 'cal' without EUCALIPTO, a typo ('cimeto') with
// 'Você quis dizer', and a search that finds nothing offers the quick order and the recent
// purchases; a manager adds, edits and deletes a synonym on its screen and the customer's next
// search reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BUYER_LABELS as B, SCREEN_TITLES, SINONIMOS_LABELS as S } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
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
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  portal = await startPortal({ ERP_SIMULATOR: 'off' });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await portal?.stop();
});

async function open(viewport: { width: number; height: number }, email: string): Promise<Page> {
  const { context, page } = await newPage(browser, portal, viewport);
  contexts.push(context);
  await loginThroughPage(page, email);
  return page;
}

/** The answer of the search for `text` (not an earlier one still on its way). */
const searchAnswer = (page: Page, text: string) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/produtos/filter') &&
      (r.request().postDataJSON() as { busca?: string } | null)?.busca === text,
  );

/** The titles of the result cards once the search settles (the recent purchases apart). */
async function cardsOf(page: Page): Promise<string[]> {
  // While 'Comprados recentemente' still loads, the page shows the searching status, not the result.
  await page.locator('section[aria-labelledby="resultado"]').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  return page
    .locator('section[aria-labelledby="resultado"]')
    .getByRole('article')
    .evaluateAll((cards) =>
      cards
        .filter((c) => !c.closest('[aria-labelledby="comprados-recentemente"]'))
        .map((c) => document.getElementById(c.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
    );
}

/** Types the text in the search box, presses Enter, and gives the cards' titles once they settle. */
async function searchFor(page: Page, text: string): Promise<string[]> {
  const box = page.getByRole('searchbox', { name: B.search });
  await box.fill(text);
  const answered = searchAnswer(page, text);
  await box.press('Enter');
  await answered;
  return cardsOf(page);
}

/**
 * A new visit of the search page: the screen keeps a search's answer for a minute, so a change of
 * the synonyms shows on the next visit, which asks again for the search kept in the box.
 */
async function revisit(page: Page, text: string): Promise<string[]> {
  const answered = searchAnswer(page, text);
  await page.reload();
  await answered;
  return cardsOf(page);
}

describe.each([
  ['telefone', PHONE],
  ['notebook', LAPTOP],
] as const)('busca do cliente no %s', (name, viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await open(viewport, 'cliente@demo.com.br');
    await page.getByRole('heading', { name: SCREEN_TITLES.productSearch }).waitFor({ timeout: 20_000 });
  });

  it('finds grades as builders write them, first, and cal without EUCALIPTO', async () => {
    for (const [typed, first] of [
      ['cimento cp2', /^CIMENTO CP II-/],
      ['cp-ii', /^CIMENTO CP II-/],
      ['argamassa ac2', /^ARGAMASSA AC-II /],
      ['cal ch1', /^CAL HIDRATADA CH-I$/],
    ] as const) {
      const cards = await searchFor(page, typed);
      expect(cards.length, typed).toBeGreaterThan(0);
      expect(cards[0], typed).toMatch(first);
    }
    const cal = await searchFor(page, 'cal');
    expect(cal.length).toBeGreaterThan(0);
    expect(cal.filter((c) => c.includes('EUCALIPTO'))).toEqual([]);
    if (name === 'telefone') await expectPhoneLayout(page);
  });

  it('corrects a typo and says so; a search that finds nothing is not a dead end', async () => {
    const cards = await searchFor(page, 'cimeto');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.includes('CIMENTO'))).toBe(true);
    await page.getByText(B.searchCorrected('cimeto', 'cimento')).waitFor();
    await screenshot(page, `busca-corrigida-${name}`);
    await expectNoSeriousA11yViolations(page, `busca corrigida (${name})`);

    expect(await searchFor(page, 'xyzxyz')).toHaveLength(0);
    await page.getByText(MSG.noProducts).waitFor();
    const quick = page.getByRole('link', { name: B.noProductsQuickOrder });
    await quick.waitFor();
    if (name === 'telefone') await expectPhoneLayout(page);
    await screenshot(page, `busca-vazia-${name}`);
    await quick.click();
    await page.waitForURL(/\/pedido-rapido$/);
    await page.goBack();
    await page.getByRole('searchbox', { name: B.search }).waitFor();
  });
});

describe('sinônimos da busca', () => {
  it('a manager adds, refuses a repeat, edits and deletes a synonym; the customer’s next search reads it', async () => {
    const gestor = await open(LAPTOP, 'gestor@demo.com.br');
    await gestor.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
    await gestor.goto('/gestor/produtos');
    await gestor.getByRole('link', { name: S.open }).click();
    await gestor.getByRole('heading', { name: SCREEN_TITLES.sinonimos }).waitFor();
    const table = gestor.getByRole('table', { name: S.list });
    await table.getByRole('rowheader', { name: 'tijolo baiano', exact: true }).waitFor();

    await gestor.getByLabel(S.termo).fill('viga baldrame');
    await gestor.getByLabel(S.substituto).fill('vergalhão 10mm');
    await gestor.getByRole('button', { name: S.add }).click();
    await table.getByRole('rowheader', { name: 'viga baldrame', exact: true }).waitFor();
    await expect.poll(() => gestor.getByLabel(S.termo).inputValue()).toBe('');

    // The same term again, in other letters and in the plural: refused at the field.
    await gestor.getByLabel(S.termo).fill('Vigas Baldrames');
    await gestor.getByLabel(S.substituto).fill('cimento');
    await gestor.getByRole('button', { name: S.add }).click();
    await gestor.getByText(MSG.synonymExists('Vigas Baldrames')).waitFor();
    await expectNoSeriousA11yViolations(gestor, 'sinônimos da busca');
    await screenshot(gestor, 'sinonimos-notebook');

    const cliente = await open(PHONE, 'cliente@demo.com.br');
    await cliente.getByRole('heading', { name: SCREEN_TITLES.productSearch }).waitFor({ timeout: 20_000 });
    const bars = await searchFor(cliente, 'viga baldrame');
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.every((c) => c.includes('VERGALHAO') && c.includes('10MM'))).toBe(true);

    // Edited: now cement.
    await table.getByRole('button', { name: S.editOf('viga baldrame') }).click();
    const dialog = gestor.getByRole('dialog', { name: S.editTitle('viga baldrame') });
    await dialog.getByLabel(S.substituto).fill('cimento');
    await dialog.getByRole('button', { name: S.save }).click();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByRole('cell', { name: 'cimento', exact: true }).waitFor();
    const cement = await revisit(cliente, 'viga baldrame');
    await expect
      .poll(() => cliente.getByRole('searchbox', { name: B.search }).inputValue())
      .toBe('viga baldrame');
    expect(cement.length).toBeGreaterThan(0);
    expect(cement.every((c) => c.includes('CIMENTO'))).toBe(true);

    // Deleted, after the question: the search no longer reads it.
    await table.getByRole('button', { name: S.removeOf('viga baldrame') }).click();
    const ask = gestor.getByRole('dialog');
    await ask.getByText(MSG.synonymDeleteConfirm('viga baldrame')).waitFor();
    await ask.getByRole('button', { name: /sim/i }).click();
    await table.getByRole('rowheader', { name: 'viga baldrame', exact: true }).waitFor({ state: 'detached' });
    expect(await revisit(cliente, 'viga baldrame')).toHaveLength(0);
  });

  it('on a phone the list is cards, nothing scrolls sideways', async () => {
    const gestor = await open(PHONE, 'gestor@demo.com.br');
    await gestor.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
    await gestor.goto('/gestor/produtos/sinonimos');
    await gestor.getByRole('heading', { name: SCREEN_TITLES.sinonimos }).waitFor();
    await gestor.getByRole('listitem').filter({ hasText: 'tijolo baiano' }).first().waitFor();
    await expectPhoneLayout(gestor, { appBar: false });
    await expectNoSeriousA11yViolations(gestor, 'sinônimos da busca no telefone');
    await screenshot(gestor, 'sinonimos-telefone');
  });
});
