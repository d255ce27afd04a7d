// Lighthouse audits of the built portal (`npm run build` first; this script builds nothing): /login,
// the product search (/, as cliente@demo.com.br with its customer and unit) and the cart
// (/carrinho, with two products), each with the mobile (default) and the desktop form factor.
// Prints the performance, accessibility and best-practices scores and writes
// lighthouse-results/<stamp>/ (summary.json, summary.md, and each page's full report, .json, with
// its final screenshot, .png).
//
// The portal runs as in the browser journeys (e2e/harness.ts: apps/api/dist/main.js, PGlite in a
// temporary DATA_DIR, demo seed). Chromium is the system's (CHROME_PATH) with the journeys' flags
// and a new profile; nothing outside 127.0.0.1 is requested. Lighthouse opens its own tab in the
// same profile, so the screens behind the login read the session the login left in localStorage:
// Lighthouse's storage reset is off and the HTTP cache is cleared before each audit instead.
//
// Run: `npm run lighthouse` (node --import tsx, for the harness). LIGHTHOUSE_FORM_FACTORS=desktop
// (or mobile) runs one form factor only.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { BUYER_LABELS as B } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { loginThroughPage, startPortal } from '../e2e/harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const FORM_FACTORS = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop')
  .split(',')
  .map((f) => f.trim());
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--remote-debugging-port=0',
];

for (const file of ['apps/api/dist/main.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`${file} não existe: rode npm run build antes.`);
    process.exit(1);
  }
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const outDir = path.join(root, 'lighthouse-results', stamp);
mkdirSync(outDir, { recursive: true });

const portal = await startPortal({ CAPTCHA: 'off', ERP_SIMULATOR: 'off' });
const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  env: { ...process.env, LANGUAGE: 'pt_BR' },
  args: ['--lang=pt-BR', ...CHROME_FLAGS],
  baseURL: portal.url,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  viewport: { width: 1366, height: 900 },
});
// Chromium writes the port it chose for --remote-debugging-port=0 in the profile.
const port = Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
const page = context.pages()[0] ?? (await context.newPage());
const cdp = await context.newCDPSession(page);

const results = [];
/** Audits one screen with each form factor; the HTTP cache starts empty, localStorage is kept. */
async function audit(name, route) {
  // The journey's tab leaves the portal: with it open on the same screen the trace can miss the load.
  await page.goto('about:blank');
  for (const formFactor of FORM_FACTORS) {
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const flags = { port, logLevel: 'error', disableStorageReset: true, onlyCategories: CATEGORIES };
    // A trace that missed the page load (Lighthouse's own advice: run again) gets up to two more tries.
    let lhr;
    for (let attempt = 1; ; attempt++) {
      await cdp.send('Network.clearBrowserCache');
      lhr = (await lighthouse(`${portal.url}${route}`, flags, config))?.lhr;
      if (!lhr) throw new Error(`Lighthouse não auditou ${route}`);
      if (!lhr.runtimeError) break;
      if (attempt === 3) throw new Error(`${route} (${formFactor}): ${lhr.runtimeError.message}`);
    }
    writeFileSync(path.join(outDir, `${name}-${formFactor}.json`), JSON.stringify(lhr));
    // The page as Lighthouse left it (a JPEG data URL), saved as PNG through the journey's blank tab.
    const shot = lhr.audits['final-screenshot']?.details?.data;
    if (shot) {
      await page.setContent(`<img src="${shot}" style="display:block">`);
      await page.locator('img').screenshot({ path: path.join(outDir, `${name}-${formFactor}.png`) });
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    );
    // What keeps a category below 100: the audits that failed (score below 0.9), worst first.
    const failing = Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        lhr.categories[c].auditRefs
          .filter((ref) => ref.weight > 0 || c === 'performance')
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .sort((a, b) => a.score - b.score)
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
      ]),
    );
    const metrics = Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ].map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
    );
    results.push({ page: name, route, formFactor, scores, metrics, failing });
    console.log(
      `${`${name} (${formFactor})`.padEnd(26)} ${CATEGORIES.map((c) => `${c} ${String(scores[c]).padStart(3)}`).join('  ')}`,
    );
  }
}

/** Adds a product from the search screen, as the cart journey does. */
async function addProduct(name, quantity) {
  const search = page.getByRole('searchbox', { name: B.search });
  await search.fill(name);
  await search.press('Enter');
  const card = page.getByRole('article', { name, exact: true });
  await card.waitFor({ timeout: 15_000 });
  await card.getByLabel(B.quantity).fill(String(quantity));
  await card.getByRole('button', { name: B.add }).click();
  await page.getByText(MSG.productAdded(name)).first().waitFor();
}

let failed = false;
try {
  await audit('login', '/login');

  await loginThroughPage(page, 'cliente@demo.com.br');
  await page.waitForURL((u) => u.pathname === '/', { timeout: 30_000 });
  await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 30_000 });
  await audit('busca-produtos', '/');

  await page.goto('/');
  await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 30_000 });
  await addProduct('CIMENTO CP II-E-32', 20);
  await addProduct('ARGAMASSA AC-I INTERNA', 10);
  await audit('carrinho', '/carrinho');
} catch (err) {
  failed = true;
  console.error(err);
  console.error(portal.logs.join(''));
} finally {
  await context.close();
  await portal.stop();
  rmSync(profile, { recursive: true, force: true });
}

const md = [
  `# Lighthouse ${stamp}`,
  '',
  '| página | formato | performance | acessibilidade | boas práticas | FCP | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.page} (\`${r.route}\`) | ${r.formFactor} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.metrics['first-contentful-paint']} | ${r.metrics['largest-contentful-paint']} | ${r.metrics['total-blocking-time']} | ${r.metrics['cumulative-layout-shift']} |`,
  ),
  '',
  '## Auditorias abaixo de 0,9',
  '',
  ...results.flatMap((r) => [
    `- ${r.page} (${r.formFactor}): ${CATEGORIES.flatMap((c) => r.failing[c].map((a) => `${c}: ${a}`)).join('; ') || 'nenhuma'}`,
  ]),
];
writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify({ stamp, results }, null, 2));
writeFileSync(path.join(outDir, 'summary.md'), md.join('\n') + '\n');
console.log(`\nRelatórios em ${path.relative(root, outDir)}/`);
process.exit(failed ? 1 : 0);
