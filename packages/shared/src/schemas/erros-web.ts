// What the browser sends when a screen fails (its error boundary): a short, bounded description for
// the API's log. No user data is asked for; the API masks what could still be one (e-mails, long
// digit runs such as CPF/CNPJ) before logging.
import { z } from 'zod';

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

export const erroWebTipo = z.enum(['render', 'codigo']);
export type ErroWebTipo = z.infer<typeof erroWebTipo>;

export const erroWebBody = z.object({
  tipo: erroWebTipo,
  mensagem: z.string().max(ERRO_WEB_LIMITES.mensagem),
  pilha: z.string().max(ERRO_WEB_LIMITES.pilha).optional(),
  rota: z.string().max(ERRO_WEB_LIMITES.rota),
  versao: z.string().max(ERRO_WEB_LIMITES.versao).optional(),
});
export type ErroWebBody = z.infer<typeof erroWebBody>;
