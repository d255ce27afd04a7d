// Tells the API's log that a screen failed in this browser (app/ScreenErrorBoundary): at most
// ERRO_WEB_LIMITES.porPagina reports per page load, cut to the API's bounds, sent without waiting and
// without a notice if it fails (a failing report must not add a second failure on screen).
import { ERRO_WEB_LIMITES, type ErroWebTipo } from '@portal/shared/erros-web';

let sent = 0;

/** The build's identifier: the name of the entry script, which changes with every build. */
function buildVersion(): string | undefined {
  const src = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src;
  return src?.split('/').pop()?.slice(0, ERRO_WEB_LIMITES.versao);
}

export function reportScreenError(tipo: ErroWebTipo, error: unknown, rota: string): void {
  if (sent >= ERRO_WEB_LIMITES.porPagina) return;
  sent++;
  const e = error instanceof Error ? error : new Error(String(error));
  const body = {
    tipo,
    mensagem: `${e.name}: ${e.message}`.slice(0, ERRO_WEB_LIMITES.mensagem),
    pilha: e.stack?.slice(0, ERRO_WEB_LIMITES.pilha),
    rota: rota.split(/[?#]/)[0].slice(0, ERRO_WEB_LIMITES.rota),
    versao: buildVersion(),
  };
  void fetch('/api/erros-web', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {});
}
