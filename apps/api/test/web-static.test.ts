// The built web app as the API serves it: the hashed files of assets/ cached for a year, index.html
// (every screen's route) revalidated on each load, and the .br/.gz files the web build writes beside
// its text files sent to the browsers that accept them. API answers of 1 kB or more are compressed
// for the clients that accept it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleScreenUrl, SCREEN_PATHS } from '@portal/shared/screens';
import { createTestApp, type TestApp } from './helpers';

const INDEX = `<!doctype html><html><head><title>Portal B2B</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<!-- -->'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-static-'));
  mkdirSync(path.join(webDist, 'assets'));
  const write = (file: string, text: string, compressed = true) => {
    writeFileSync(path.join(webDist, file), text);
    if (!compressed) return;
    writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/index-Ab12Cd34.js', SCRIPT);
  write('favicon.svg', FAVICON, false);
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

/**
 * index.html as a screen's route answers it: the brand's name as title and its login header picture
 * as a CSS variable in <head>, preloaded on /login (apps/api/src/modules/marcas/index-html.ts).
 */
async function served(url: string): Promise<string> {
  const marca = (await get('/api/marcas/atual')).json() as { nome: string; loginCabecalho: string };
  const header = marca.loginCabecalho;
  return INDEX.replace('<title>Portal B2B</title>', `<title>${marca.nome}</title>`).replace(
    '</head>',
    `<style>:root{--marca-cabecalho-login:url("${header}")}</style>` +
      (url === '/login' ? `<link rel="preload" as="image" href="${header}" fetchpriority="high">` : '') +
      '</head>',
  );
}

describe('the built web app', () => {
  it('a hashed asset: cached for a year, immutable; brotli or gzip when accepted, plain otherwise', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("a screen's route answers index.html, compressed, revalidated on every load", async () => {
    for (const url of ['/login', '/carrinho', '/gestor/dashboard']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(await served(url));
    }
  });

  it('every screen of the shared table answers index.html, whatever its parameter (a dot too)', async () => {
    const urls = SCREEN_PATHS.flatMap((p) =>
      p.includes(':')
        ? ['1', '1.5', 'abc.json', 'x.png'].map((v) => exampleScreenUrl(p, v))
        : [exampleScreenUrl(p)],
    );
    expect(urls).toContain('/gestor/usuarios/1.5');
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toBe(await served(url));
    }
  });

  it('a missing file outside the screens is still a 404, never the app', async () => {
    expect((await get('/nada.js')).statusCode).toBe(404);
    expect((await get('/assets/nada-123.js')).statusCode).toBe(404);
  });

  it('a file of the root without a compressed copy: compressed on the way, cached for an hour', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(FAVICON);
    expect((await get('/favicon.svg')).body).toBe(FAVICON);
  });
});

describe('API answers', () => {
  it('1 kB or more: brotli or gzip when accepted, plain otherwise; small ones plain', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get('/api/docs/json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const small = await get('/api/config/publico', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('parametros');
  });
});
