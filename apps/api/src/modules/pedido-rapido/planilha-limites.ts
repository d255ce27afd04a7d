// The bounds of a quick-order spreadsheet (PLANILHA_LIMITES, PEDIDO_RAPIDO_MAX_LINHAS) as refusals in
// pt-BR, shared by the .xlsx and the .csv readers, and the list of its lines, which refuses the
// line after the last one allowed as it arrives, so nothing past it is read.
import { formatDecimal } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import {
  isHeaderLinha,
  PEDIDO_RAPIDO_MAX_LINHAS,
  PLANILHA_LIMITES,
  type LinhaTexto,
} from '@portal/shared/pedido-rapido';
import { AppError } from '../../http/errors';

const refuse = (status: 400 | 413, message: string) =>
  new AppError(status, message, { fields: { arquivo: message } });

export const unreadable = () => refuse(400, MSG.quickOrderFileUnreadable);
export const empty = () => refuse(400, MSG.quickOrderFileEmpty);
/** 413: a part of the .xlsx inflates past PLANILHA_LIMITES.BYTES. */
export const tooLarge = () =>
  refuse(413, MSG.quickOrderFileTooLarge(PLANILHA_LIMITES.BYTES / (1024 * 1024), PEDIDO_RAPIDO_MAX_LINHAS));
export const tooManyLines = () => refuse(400, MSG.quickOrderFileTooManyLines(PEDIDO_RAPIDO_MAX_LINHAS));
/** `onde`: where, as MSG.quickOrderFileCell or MSG.quickOrderFileLineColumn say it. */
export const tooManyColumns = (onde: string) =>
  refuse(400, MSG.quickOrderFileTooManyColumns(PLANILHA_LIMITES.COLUNAS, onde));
export const cellTooLong = (onde: string) =>
  refuse(400, MSG.quickOrderFileCellTooLong(formatDecimal(PLANILHA_LIMITES.CARACTERES, 0), onde));

/** The file's lines as they are read: a header as the first one is dropped; one too many is a 400. */
export class LinhasPlanilha {
  readonly linhas: LinhaTexto[] = [];
  private primeira = true;

  add(linha: LinhaTexto): void {
    if (this.primeira) {
      this.primeira = false;
      if (isHeaderLinha(linha)) return;
    }
    if (this.linhas.length >= PEDIDO_RAPIDO_MAX_LINHAS) throw tooManyLines();
    this.linhas.push(linha);
  }
}
