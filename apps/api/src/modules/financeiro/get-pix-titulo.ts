// GET /boletos/pixBoletoCliente: the Pix of one open title (pix-titulo.ts) for the screens' PIX dialog,
// with the boleto's access rule (another owner's title or an unknown one: 404) and its refusals
// (paid: 9001 with the spec's message; no Pix: 9001 saying so).
import { formatDate } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import type { GeraBoletoQuery, PixTitulo } from '@portal/shared/schemas/financeiro';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { businessWarning } from '../../http/errors';
import { situacao, ymd } from './finance-scope';
import { findTituloDoUsuario } from './generate-boleto';
import { pixDoTitulo } from './pix-titulo';

export async function getPixTitulo(ctx: AppContext, user: AuthUser, q: GeraBoletoQuery): Promise<PixTitulo> {
  const { t, unit, params, cancelado, today } = await findTituloDoUsuario(ctx, user, q);
  if (situacao(t, today) === 'QUITADO' || t.baixa)
    throw businessWarning(MSG.titlePaid(t.titulo, t.parcela, formatDate(t.baixa)));
  const pix = pixDoTitulo(t, unit, params, today, cancelado);
  if (!pix) throw businessWarning(MSG.titleNoPix(t.titulo, t.parcela));
  return {
    titulo: t.titulo,
    prefixo: t.prefixo,
    parcela: t.parcela,
    payload: pix.payload,
    origem: pix.origem,
    valor: pix.valorCentavos / 100,
    vencimento: ymd(t.vencrea)!,
  };
}
