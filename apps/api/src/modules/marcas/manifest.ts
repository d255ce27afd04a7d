// The installable app: the web app manifest of the request's brand and its icons, drawn from the
// brand's favicon (an SVG of the web app's marcas/ folder) by resvg and kept in memory.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { APP_CORES, APP_ICONES, MARCA_PADRAO, MARCAS_PATH, type AppIconeNome } from '@portal/shared/marcas';
import type { Marca } from '@portal/shared/schemas/marcas';

/** The manifest (https://www.w3.org/TR/appmanifest/) of a brand. */
export function manifestDaMarca(marca: Marca) {
  return {
    id: '/',
    name: marca.nome,
    short_name: marca.nome.length <= 12 ? marca.nome : marca.nome.split(/\s+/)[0],
    description: `${marca.nome}: pedidos, boletos e notas fiscais`,
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: APP_CORES.tema,
    background_color: APP_CORES.fundo,
    icons: APP_ICONES.map((i) => ({
      // The favicon's name in the URL: a brand's new favicon is a new icon for the browsers' caches.
      src: `/api/marcas/icones/${i.nome}?v=${encodeURIComponent(path.basename(marca.favicon ?? 'padrao'))}`,
      sizes: `${i.tamanho}x${i.tamanho}`,
      type: 'image/png',
      purpose: i.proposito,
    })),
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where the brand images are: the built web app (production) or its sources (tests, dev). */
function marcasDirs(webDist: string | null): string[] {
  return [
    ...(webDist ? [path.join(webDist, 'marcas')] : []),
    path.resolve(here, '../../../../web/public/marcas'),
    path.resolve(here, '../../web/public/marcas'),
    path.resolve(here, '../../../apps/web/public/marcas'),
  ];
}

function svgFile(favicon: string | null, dirs: string[]): string | null {
  for (const url of [favicon, MARCA_PADRAO.favicon]) {
    // Only the web app's own files: a favicon at an absolute URL falls back to the default.
    if (!url?.startsWith(MARCAS_PATH) || !url.endsWith('.svg')) continue;
    const name = path.basename(decodeURIComponent(url.slice(MARCAS_PATH.length)));
    for (const dir of dirs) {
      const file = path.join(dir, name);
      if (existsSync(file)) return file;
    }
  }
  return null;
}

const cache = new Map<string, Buffer>();

/**
 * A PNG icon of the brand: the favicon over the whole square ('any'), or at 80 % over the theme
 * colour so the launcher's mask keeps all of it ('maskable'). Null when no SVG is found.
 */
export function iconeDaMarca(marca: Marca, nome: AppIconeNome, webDist: string | null): Buffer | null {
  const file = svgFile(marca.favicon, marcasDirs(webDist));
  if (!file) return null;
  const key = `${file}|${nome}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const icone = APP_ICONES.find((i) => i.nome === nome)!;
  const svg = readFileSync(file, 'utf8');
  let png: Buffer;
  if (icone.proposito === 'maskable') {
    const inner = Math.round(icone.tamanho * 0.8);
    const offset = Math.round((icone.tamanho - inner) / 2);
    const data = Buffer.from(svg).toString('base64');
    const wrapper =
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${icone.tamanho}" height="${icone.tamanho}">` +
      `<rect width="100%" height="100%" fill="${APP_CORES.tema}"/>` +
      `<image x="${offset}" y="${offset}" width="${inner}" height="${inner}" xlink:href="data:image/svg+xml;base64,${data}"/></svg>`;
    png = new Resvg(wrapper).render().asPng();
  } else {
    png = new Resvg(svg, { fitTo: { mode: 'width', value: icone.tamanho } }).render().asPng();
  }
  cache.set(key, png);
  return png;
}
