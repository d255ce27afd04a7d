// White-label brands (docs/product/portal-cliente.md §1): GET /api/marcas/atual picks the brand by the BRAND
// setting, by the request host name, or the default; every image it names ships with the web app.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARCA_PADRAO } from '@portal/shared/marcas';
import { marcas } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy on this host (X-Forwarded-Host is taken only from a trusted proxy: TRUST_PROXY).
  t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => t?.close());

const atual = (headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/marcas/atual', headers });

describe('GET /api/marcas/atual', () => {
  it('is public and answers the default brand with every field and image URLs', async () => {
    const res = await atual();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sku: 'padrao',
      nome: 'Portal B2B',
      razaoSocial: 'Portal B2B Distribuição Ltda.',
      duasLogos: false,
      ajudaLogin: 'NAO',
      logoEsquerdaAlt: 'Portal B2B',
      logoDireitaAlt: null,
      logoEsquerda: '/marcas/logo-padrao.svg',
      logoDireita: null,
      loginFundo: '/marcas/login-fundo.svg',
      loginCabecalho: '/marcas/login-cabecalho.svg',
      cadastroCabecalho: '/marcas/cadastro-cabecalho.svg',
      favicon: '/marcas/favicon-padrao.svg',
    });
    expect(res.headers.vary).toMatch(/Host/);
  });

  it('chooses the brand by the request host name, with or without port, and through a proxy', async () => {
    for (const headers of <Record<string, string>[]>[
      { host: 'construmax.localhost' },
      { host: 'CONSTRUMAX.localhost:3000' },
      { host: 'portal.interno', 'x-forwarded-host': 'construmax.localhost' },
    ]) {
      const res = await atual(headers);
      expect(res.json(), JSON.stringify(headers)).toMatchObject({
        sku: 'construmax',
        nome: 'ConstruMax',
        duasLogos: true,
        logoEsquerda: '/marcas/construmax-logo.svg',
        logoDireita: '/marcas/construmax-selo.svg',
        logoDireitaAlt: 'Selo ConstruMax 30 anos',
        favicon: '/marcas/construmax-favicon.svg',
      });
    }
    expect((await atual({ host: 'outro.exemplo.com.br' })).json().sku).toBe('padrao');
    // Without a trusted proxy (TRUST_PROXY=none, the default) a forwarded host is not believed.
    const direct = await createTestApp();
    try {
      const res = await atual(
        { host: 'portal.interno', 'x-forwarded-host': 'construmax.localhost' },
        direct.app,
      );
      expect(res.json().sku).toBe('padrao');
    } finally {
      await direct.close();
    }
  });

  it('the BRAND setting wins over the host; an unknown BRAND falls back to host and default', async () => {
    const branded = await createTestApp({ env: { BRAND: 'construmax' } });
    try {
      expect((await atual({ host: 'outro.exemplo.com.br' }, branded.app)).json().sku).toBe('construmax');
    } finally {
      await branded.close();
    }
    const unknown = await createTestApp({ env: { BRAND: 'nao-existe' } });
    try {
      expect((await atual({ host: 'construmax.localhost' }, unknown.app)).json().sku).toBe('construmax');
      expect((await atual({ host: 'localhost' }, unknown.app)).json().sku).toBe('padrao');
      // no brand rows at all: the built-in default
      await unknown.database.db.delete(marcas);
      expect((await atual({}, unknown.app)).json()).toEqual(MARCA_PADRAO);
    } finally {
      await unknown.close();
    }
  });

  it('every image named by the brands ships as an SVG in apps/web/public', async () => {
    const hosts = ['localhost', 'construmax.localhost'];
    const urls = new Set<string>(
      Object.values(MARCA_PADRAO).filter(
        (v): v is string => typeof v === 'string' && v.startsWith('/marcas/'),
      ),
    );
    for (const host of hosts) {
      const m = (await atual({ host })).json() as Record<string, unknown>;
      for (const v of Object.values(m)) if (typeof v === 'string' && v.startsWith('/marcas/')) urls.add(v);
    }
    expect(urls.size).toBe(11);
    for (const url of urls) {
      const file = path.join(publicDir, url);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, url).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d. ]+"/);
      expect(svg.trim().endsWith('</svg>'), url).toBe(true);
    }
  });
});

describe('the installable app: GET /manifest.webmanifest and the icons', () => {
  it("names the request's brand, the theme colours and icons that are real PNGs of the stated sizes", async () => {
    for (const [headers, nome] of <[Record<string, string>, string][]>[
      [{}, 'Portal B2B'],
      [{ host: 'construmax.localhost' }, 'ConstruMax'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(res.headers.vary).toMatch(/Host/);
      const m = res.json();
      expect(m.name).toContain(nome);
      expect(m).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', lang: 'pt-BR' });
      expect(m.theme_color).toBe('#000000');
      expect(m.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of m.icons as { src: string; sizes: string }[]) {
        const png = await t.app.inject({ method: 'GET', url: icon.src, headers });
        expect(png.statusCode).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
        const body = png.rawPayload;
        // PNG signature, then the IHDR chunk's width and height (big-endian).
        expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
        const side = Number(icon.sizes.split('x')[0]);
        expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([side, side]);
      }
    }
  });

  it('draws each brand from its own favicon and refuses an unknown icon name', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/marcas/icones/192.png' });
    const b = await t.app.inject({
      method: 'GET',
      url: '/api/marcas/icones/192.png',
      headers: { host: 'construmax.localhost' },
    });
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
    const bad = await t.app.inject({ method: 'GET', url: '/api/marcas/icones/..%2F..%2Fsecret.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).not.toMatch(/nome/);
  });
});
