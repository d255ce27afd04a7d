// What the browser sends when a screen fails (its error boundary): a short, bounded description for
// the API's log. No user data is asked for; the API masks what could still be one (e-mails, long
// digit runs such as CPF/CNPJ) before logging.
import { z } from 'zod';
import { ERRO_WEB_LIMITES, type ErroWebTipo } from '../erros-web';

export { ERRO_WEB_LIMITES };

export const erroWebTipo = z.enum(['render', 'codigo'] satisfies ErroWebTipo[]);
export type { ErroWebTipo };

export const erroWebBody = z.object({
  tipo: erroWebTipo,
  mensagem: z.string().max(ERRO_WEB_LIMITES.mensagem),
  pilha: z.string().max(ERRO_WEB_LIMITES.pilha).optional(),
  rota: z.string().max(ERRO_WEB_LIMITES.rota),
  versao: z.string().max(ERRO_WEB_LIMITES.versao).optional(),
});
export type ErroWebBody = z.infer<typeof erroWebBody>;
