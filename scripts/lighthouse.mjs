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
// Lighthouse's storage reset is off and the HTTP cache is cleared before each audit instead. The
// service worker (the installable app's precache) is set as a visitor finds it: /login is a first
// visit (no service worker, no caches: both are cleared before each of its audits); the screens
// behind the login are measured with the service worker the login installed (the journey's tab
// waits for it to be active), since nobody reaches them without loading the app first.
//
// Each page and form factor is audited LIGHTHOUSE_RUNS times (3 by default): the scores vary from
// run to run with the machine's load, so the summary gives the median score and the median of each
// metric (FCP, LCP, TBT, SI, CLS, each taken on its own), and every run's report is kept
// (<page>-<form factor>-<run>.json). Each run also prints Lighthouse's measure of the host's CPU
// (benchmarkIndex, "CPU"): the simulated 4× CPU multiplies the work as this machine did it, so one
// build's blocking time is larger on a slower machine.
//
// Run: `npm run lighthouse` (node --import tsx, for the harness). LIGHTHOUSE_FORM_FACTORS=desktop
// (or mobile) runs one form factor only; LIGHTHOUSE_RUNS=1 a single run of each;
// LIGHTHOUSE_PAGES=login,busca-produtos,carrinho (any of them) the pages named only.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'login,busca-produtos,carrinho')
  .split(',')
  .map((p) => p.trim());
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1);
const METRICS = [
  ['first-contentful-paint', 'FCP', 's'],
  ['largest-contentful-paint', 'LCP', 's'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['speed-index', 'SI', 's'],
  ['cumulative-layout-shift', 'CLS', ''],
];
/** The middle value (the mean of the two middle ones for an even count). */
const median = (values) => {
  const v = [...values].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
/** A metric's value as Lighthouse measures it: ms for the times, unitless for CLS. */
const formatMetric = (value, unit) =>
  value === null || value === undefined
    ? '—'
    : unit === 's'
      ? `${(value / 1000).toFixed(1)} s`
      : unit === 'ms'
        ? `${Math.round(value)} ms`
        : value.toFixed(3);
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

const loadAtStart = loadavg()
  .map((l) => l.toFixed(2))
  .join(', ');
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
/**
 * Audits one screen with each form factor; the HTTP cache starts empty, localStorage is kept, and
 * with firstVisit no service worker (nor its caches) is left from an earlier load.
 */
async function audit(name, route, { firstVisit = false } = {}) {
  if (!PAGES.includes(name)) return;
  // The journey's tab leaves the portal: with it open on the same screen the trace can miss the load.
  await page.goto('about:blank');
  for (const formFactor of FORM_FACTORS) {
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const flags = { port, logLevel: 'error', disableStorageReset: true, onlyCategories: CATEGORIES };
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      // A trace that missed the page load (Lighthouse's own advice: run again) gets up to two more tries.
      let lhr;
      for (let attempt = 1; ; attempt++) {
        await cdp.send('Network.clearBrowserCache');
        if (firstVisit) {
          await cdp.send('Storage.clearDataForOrigin', {
            origin: portal.url,
            storageTypes: 'service_workers,cache_storage',
          });
        }
        lhr = (await lighthouse(`${portal.url}${route}`, flags, config))?.lhr;
        if (!lhr) throw new Error(`Lighthouse não auditou ${route}`);
        if (!lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${route} (${formFactor}): ${lhr.runtimeError.message}`);
      }
      const file = `${name}-${formFactor}${RUNS > 1 ? `-${run}` : ''}`;
      writeFileSync(path.join(outDir, `${file}.json`), JSON.stringify(lhr));
      // The page as Lighthouse left it (a JPEG data URL), saved as PNG through the journey's blank tab.
      const shot = lhr.audits['final-screenshot']?.details?.data;
      if (shot) {
        await page.setContent(`<img src="${shot}" style="display:block">`);
        await page.locator('img').screenshot({ path: path.join(outDir, `${file}.png`) });
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
      const metrics = Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? null]));
      // Lighthouse's own measure of the host's CPU (higher is faster): the simulated 4× CPU multiplies
      // the tasks as this machine ran them, so the blocking time of one build differs between machines.
      const benchmarkIndex = Math.round(lhr.environment?.benchmarkIndex ?? 0);
      runs.push({ scores, metrics, failing, benchmarkIndex });
      console.log(
        `${`${name} (${formFactor}) ${run}/${RUNS}`.padEnd(30)} ${CATEGORIES.map((c) => `${c} ${String(scores[c]).padStart(3)}`).join('  ')}  ${METRICS.map(([id, label, unit]) => `${label} ${formatMetric(metrics[id], unit)}`).join('  ')}  CPU ${benchmarkIndex}`,
      );
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
    const benchmarkIndex = median(runs.map((r) => r.benchmarkIndex));
    const metrics = Object.fromEntries(
      METRICS.map(([id]) => {
        const values = runs.map((r) => r.metrics[id]).filter((v) => v !== null);
        return [id, values.length ? median(values) : null];
      }),
    );
    // The failing audits of the run whose performance score is the median one.
    const middle = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
      Math.floor((runs.length - 1) / 2)
    ];
    results.push({
      page: name,
      route,
      formFactor,
      runs: runs.length,
      scores,
      metrics,
      failing: middle.failing,
      benchmarkIndex,
      perRun: runs.map((r) => ({ scores: r.scores, metrics: r.metrics, benchmarkIndex: r.benchmarkIndex })),
    });
    console.log(
      `${`${name} (${formFactor}) mediana`.padEnd(30)} ${CATEGORIES.map((c) => `${c} ${String(scores[c]).padStart(3)}`).join('  ')}  ${METRICS.map(([id, label, unit]) => `${label} ${formatMetric(metrics[id], unit)}`).join('  ')}  CPU ${benchmarkIndex}`,
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
  await audit('login', '/login', { firstVisit: true });

  await loginThroughPage(page, 'cliente@demo.com.br');
  await page.waitForURL((u) => u.pathname === '/', { timeout: 30_000 });
  await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 30_000 });
  // The service worker registers once the page has loaded; its precache is ready when it is active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await audit('busca-produtos', '/');

  if (PAGES.includes('carrinho')) {
    await page.goto('/');
    await page.getByRole('heading', { name: MSG.searchResult }).waitFor({ timeout: 30_000 });
    await addProduct('CIMENTO CP II-E-32', 20);
    await addProduct('ARGAMASSA AC-I INTERNA', 10);
    await audit('carrinho', '/carrinho');
  }
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
  `Mediana de ${RUNS} ${RUNS === 1 ? 'execução' : 'execuções'} por página e formato (cada métrica com a sua própria mediana); carga da máquina (uptime) no início: ${loadAtStart}, no fim: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}.`,
  '',
  'CPU: o índice de desempenho da máquina medido pelo Lighthouse (benchmarkIndex, mediana; maior é mais rápido). O TBT simulado é o trabalho observado nesta máquina vezes 4: leve-o em conta ao comparar execuções de máquinas diferentes.',
  '',
  '| página | formato | performance | acessibilidade | boas práticas | FCP | LCP | TBT | SI | CLS | CPU | performance por execução |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.page} (\`${r.route}\`) | ${r.formFactor} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${METRICS.map(([id, , unit]) => formatMetric(r.metrics[id], unit)).join(' | ')} | ${r.benchmarkIndex} | ${r.perRun.map((x) => x.scores.performance).join(', ')} |`,
  ),
  '',
  '## Auditorias abaixo de 0,9 (na execução de performance mediana)',
  '',
  ...results.flatMap((r) => [
    `- ${r.page} (${r.formFactor}): ${CATEGORIES.flatMap((c) => r.failing[c].map((a) => `${c}: ${a}`)).join('; ') || 'nenhuma'}`,
  ]),
];
writeFileSync(
  path.join(outDir, 'summary.json'),
  JSON.stringify({ stamp, runs: RUNS, loadAtStart, loadAtEnd: loadavg(), results }, null, 2),
);
writeFileSync(path.join(outDir, 'summary.md'), md.join('\n') + '\n');
console.log(`\nRelatórios em ${path.relative(root, outDir)}/`);
process.exit(failed ? 1 : 0);
