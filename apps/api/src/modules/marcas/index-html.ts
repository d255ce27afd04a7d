// The web app's index.html as the API serves it: with the brand's name as the page title and, for
// the prerendered login (apps/web/vite.config.ts), the brand's header picture as a CSS variable the
// login's header paints at once (apps/web/src/ui/PublicShell.tsx), preloaded on /login. The file is
// read again when the build changes. The service worker's copy (/index.html, served as a file) has
// none of it: the app shows the brand once /api/marcas/atual answers, as it always did.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Marca } from '@portal/shared/schemas/marcas';

/** The CSS variable of the login's header picture (read by the web app's PublicShell). */
export const LOGIN_HEADER_VARIABLE = '--marca-cabecalho-login';

let cached: { file: string; mtimeMs: number; html: string } | null = null;

function readIndex(webDist: string): string {
  const file = path.join(webDist, 'index.html');
  const { mtimeMs } = statSync(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, html: readFileSync(file, 'utf8') };
  }
  return cached.html;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A CSS string: quotes, backslashes, angle brackets and line breaks as escapes. */
const cssString = (s: string) =>
  `"${s.replace(/[\\"<>\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;

export function brandedIndexHtml(webDist: string, marca: Marca, pathname: string): string {
  let html = readIndex(webDist).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(marca.nome)}</title>`);
  const header = marca.loginCabecalho;
  if (header) {
    const head =
      `<style>:root{${LOGIN_HEADER_VARIABLE}:url(${cssString(header)})}</style>` +
      (pathname === '/login'
        ? `<link rel="preload" as="image" href="${escapeHtml(header)}" fetchpriority="high">`
        : '');
    html = html.replace('</head>', `${head}</head>`);
  }
  return html;
}
