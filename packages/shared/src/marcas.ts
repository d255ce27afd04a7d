// Brand defaults and image URLs (no zod here: the web app's first screens import it).
import type { Marca } from './schemas/marcas';

/** Folder of the brand images in the web app (apps/web/public/marcas). */
export const MARCAS_PATH = '/marcas/';

/** A file name of the brand table as a URL: names go under /marcas/, URLs and absolute paths stay. */
export function marcaAssetUrl(file: string | null | undefined): string | null {
  if (!file) return null;
  if (/^(https?:)?\/\//i.test(file) || file.startsWith('/')) return file;
  return `${MARCAS_PATH}${encodeURIComponent(file)}`;
}

/** The built-in default, used when no brand row matches (and by the web app before it loads). */
export const MARCA_PADRAO: Marca = {
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
};

/**
 * The installable app (web app manifest): the theme's primary colour (black,
 * docs/product/gestor-crm-vendas.md §1) on the browser's bar and a white splash background, the same for
 * every brand; the icons are the brand's favicon, drawn by the API at these sizes
 * (`/api/marcas/icones/<nome>`).
 */
export const APP_CORES = { tema: '#000000', fundo: '#ffffff' } as const;
export const APP_ICONES = [
  { nome: '192.png', tamanho: 192, proposito: 'any' },
  { nome: '512.png', tamanho: 512, proposito: 'any' },
  { nome: 'maskable-512.png', tamanho: 512, proposito: 'maskable' },
] as const;
export type AppIconeNome = (typeof APP_ICONES)[number]['nome'];
