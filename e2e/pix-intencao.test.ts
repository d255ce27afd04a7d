// Pix of several títulos (docs/product/documentos-fiscais.md §5), at 1366×768 and 390×844: the ERP bills
// three títulos, the customer selects them in Finance with the keyboard-usable checkboxes and makes one
// Pix for their sum (the amount shown is the sum of the rows, computed here), copies the code, and the
// ERP confirms the Pix through its HTTP API; without a reload the títulos read paid, their checkboxes are
// gone and the header's Devedor moved by the sum.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_LABELS as B, FINANCE_LABELS as L, LABELS } from '@portal/shared/labels';
import { PIX_LABELS as P } from '@portal/shared/pix-intencao';
import type { PixIntencaoFeedItem } from '@portal/shared/schemas/pix-intencao';
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
let apiKey: string;
beforeAll(async () => {
  portal = await startPortal({ ERP_SIMULATOR: 'off' });
  browser = await launchBrowser();
  // An ERP key, as an administrator makes one.
  const admin = await newPage(browser, portal);
  await loginThroughPage(admin.page, 'admin@demo.com.br');
  await admin.page.waitForURL(/\/gestor\/dashboard$/, { timeout: 20_000 });
  const token = await admin.page.evaluate(
    () => JSON.parse(localStorage.getItem('portal-b2b.session') ?? '{}').state?.usuario?.auth?.token,
  );
  const res = await admin.context.request.post('/api/integracao/chaves', {
    headers: { authorization: `Bearer ${token}` },
    data: { nome: 'E2E ERP PIX' },
  });
  expect(res.status()).toBe(201);
  apiKey = ((await res.json()) as { chave: string }).chave;
  await admin.context.close();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Today in Brasília shifted by `days`, 'YYYY-MM-DD'. */
function isoDay(days = 0): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-')
    .map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** 'R$ 1.234,56' (or '-R$ …') -> cents. */
const centsOf = (text: string) => {
  const negative = text.includes('-');
  const digits = Number(text.replace(/\D/g, ''));
  return negative ? -digits : digits;
};

const money = (text: string, label: string) => {
  const m = new RegExp(`${label.replace(/[()]/g, '\\$&')}:\\s*(-?R\\$\\s*-?[\\d.]+,\\d{2})`).exec(text);
  expect(m, `${label} em "${text}"`).not.toBeNull();
  return m![1].replace(/\s+/g, ' ');
};

/** The header's Devedor (on a phone, in the menu's drawer). */
async function headerDebt(page: Page): Promise<number> {
  const phone = (page.viewportSize()?.width ?? 1366) < 900;
  if (phone) await page.locator('header').getByRole('button', { name: LABELS.openMenu }).click();
  const text = await page.getByLabel(B.creditFigures).innerText();
  if (phone) {
    await page.keyboard.press('Escape');
    await page.getByLabel(B.creditFigures).waitFor({ state: 'hidden' });
  }
  return centsOf(money(text, 'Devedor'));
}

async function bill(titulos: { titulo: string; valor: number }[]) {
  const r = await fetch(`${portal.url}/api/integracao/v1/titulos`, {
    method: 'PUT',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      itens: titulos.map((t) => ({
        empresa: '03',
        filial: '01',
        codigo: '100001',
        loja: '01',
        prefixo: 'NF',
        titulo: t.titulo,
        parcela: 'A',
        numeroConta: '45120-8',
        valor: t.valor,
        saldo: t.valor,
        emissao: isoDay(0),
        vencrea: isoDay(5),
      })),
    }),
  });
  expect(r.status, await r.text()).toBe(200);
}

const erp = async <T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> => {
  const r = await fetch(`${portal.url}/api/integracao/v1${url}`, {
    method,
    headers: { 'x-api-key': apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(r.status, url).toBe(200);
  return (await r.json()) as T;
};

describe('one Pix for three títulos, confirmed by the ERP, seen live', () => {
  for (const [name, viewport, base] of [
    ['1366', LAPTOP, 880100],
    ['390', PHONE, 880200],
  ] as const) {
    it(`selects, pays with one Pix and sees it paid without reload (${name})`, async () => {
      const titulos = [
        { titulo: String(base + 1), valor: 1234.56 },
        { titulo: String(base + 2), valor: 78.9 },
        { titulo: String(base + 3), valor: 501.07 },
      ];
      await bill(titulos);
      const { context, page } = await newPage(browser, portal, viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await loginThroughPage(page, 'cliente@demo.com.br');
      await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
      await page.goto('/financeiro');
      const boxes = titulos.map((t) => page.getByRole('checkbox', { name: P.selecionar(t.titulo, 'A') }));
      await boxes[0].waitFor({ timeout: 20_000 });
      const before = await headerDebt(page);

      // Keyboard: focus the first checkbox and tick it with the space bar; the others by click.
      await boxes[0].focus();
      await page.keyboard.press('Space');
      await expect.poll(() => boxes[0].isChecked()).toBe(true);
      await boxes[1].check();
      await boxes[2].check();
      const sum = titulos.reduce((s, t) => s + Math.round(t.valor * 100), 0);
      await page.getByText(P.selecionados(3, sum / 100)).waitFor();
      if (viewport === PHONE) await expectPhoneLayout(page);
      await screenshot(page, `pix-selecao-${name}`);

      await page.getByRole('button', { name: P.pagar(3) }).click();
      const dialog = page.getByRole('dialog', { name: P.titulo(3) });
      await dialog.waitFor();
      // the amount shown is the sum of the rows, in the dialog and as computed here
      const shown = await dialog.locator('[data-pix-valor]').innerText();
      expect(centsOf(shown)).toBe(sum);
      const rows = await dialog.locator('[data-pix-titulo-valor]').allInnerTexts();
      expect(rows.reduce((s, r) => s + centsOf(r), 0)).toBe(sum);
      await dialog.getByRole('img', { name: P.qr(sum / 100) }).waitFor();
      const payload = await dialog.getByRole('textbox', { name: P.copiaECola }).inputValue();
      expect(payload).toContain(
        `54${String((sum / 100).toFixed(2).length).padStart(2, '0')}${(sum / 100).toFixed(2)}`,
      );
      await dialog.getByRole('button', { name: P.copiar }).click();
      await page.getByText(P.copiado).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payload);
      if (viewport === PHONE) await expectPhoneLayout(page);
      await expectNoSeriousA11yViolations(page, `pix de vários títulos (${name})`);
      await screenshot(page, `pix-dialogo-${name}`);

      // The ERP reads the open Pix and confirms it through its HTTP API.
      const feed = await erp<{ itens: PixIntencaoFeedItem[] }>('GET', '/pix/intencoes/abertas');
      const intent = feed.itens.find((i) => i.payload === payload)!;
      expect(intent.titulos.map((t) => t.titulo).sort()).toEqual(titulos.map((t) => t.titulo).sort());
      expect(Math.round(intent.valor * 100)).toBe(sum);
      await erp('POST', `/pix/intencoes/${intent.txid}/confirmar`, {});

      // Without a reload: the dialog says it, the títulos read paid, no checkbox, the header moved.
      await dialog.getByText(P.confirmado).waitFor({ timeout: 20_000 });
      await screenshot(page, `pix-confirmado-${name}`);
      await dialog.getByRole('button', { name: P.fechar }).click();
      for (const b of boxes) await b.waitFor({ state: 'detached', timeout: 20_000 });
      await expect.poll(() => headerDebt(page), { timeout: 20_000 }).toBe(before - sum);
      const tab = centsOf(
        money(await page.getByRole('region', { name: L.creditTitle }).innerText(), L.creditDebt),
      );
      expect(tab).toBe(before - sum);
      // the bell names a título paid
      await page.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ }).click();
      await page.getByText(`Título ${titulos[0].titulo}/A: PAGO`).waitFor();
      await page.keyboard.press('Escape');
      if (viewport === PHONE) await expectPhoneLayout(page);
      await screenshot(page, `pix-pagos-${name}`);
      await context.close();
    });
  }
});
