// The bounds of a browser's screen-failure report (POST /api/erros-web), without zod: the web app's
// entry imports them (app/ScreenErrorBoundary → api/erros-web), and the schema in
// schemas/erros-web.ts uses them.

export const ERRO_WEB_LIMITES = {
  /** Characters of the error's message kept. */
  mensagem: 300,
  /** Characters of the stack kept (file names and lines of the app's own bundle). */
  pilha: 2000,
  /** The route's path (without query string or fragment). */
  rota: 200,
  /** The build's identifier. */
  versao: 60,
  /** Reports a page sends at most (the browser's own bound; the API rate-limits per address). */
  porPagina: 5,
  /** Bytes of a report's body the API accepts. */
  corpoBytes: 8 * 1024,
} as const;

/** render: a screen threw while rendering; codigo: a screen's code file could not be loaded. */
export type ErroWebTipo = 'render' | 'codigo';
