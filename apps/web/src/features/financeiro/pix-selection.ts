// The selection of títulos for one Pix (docs/product/documentos-fiscais.md §5), pure so it is unit-tested:
// only open títulos, at most PIX_INTENCAO_TITULOS_MAX, of one unit and one store (loja); a título in an
// open Pix is not selectable. The API checks the same (apps/api/src/modules/financeiro/pix-intencoes.ts).
import { PIX_INTENCAO_TITULOS_MAX, PIX_MSG } from '@portal/shared/pix-intencao';
import type { Boleto } from '@portal/shared/schemas/financeiro';

export type PixTitulo = Pick<Boleto, 'id' | 'saldo' | 'situacao' | 'loja'> & { unidade: string };

export interface PixSelection {
  /** The unit ('empresa/filial') and store of the selected títulos; null while empty. */
  unidade: string | null;
  loja: string | null;
  ids: readonly number[];
}

export const emptySelection: PixSelection = { unidade: null, loja: null, ids: [] };

/** A título may go into a Pix: something is owed and it is in no open Pix. */
export const selectable = (t: Pick<Boleto, 'saldo' | 'situacao'>, emPix: boolean) =>
  t.situacao !== 'QUITADO' && t.saldo > 0 && !emPix;

/** Adds or removes a título; a refusal says why (another unit or store, too many). */
export function toggleTitulo(
  sel: PixSelection,
  t: PixTitulo,
  on: boolean,
): { selection: PixSelection } | { error: string } {
  if (!on) {
    const ids = sel.ids.filter((id) => id !== t.id);
    return { selection: ids.length === 0 ? emptySelection : { ...sel, ids } };
  }
  if (sel.ids.includes(t.id)) return { selection: sel };
  if (sel.unidade !== null && sel.unidade !== t.unidade) return { error: PIX_MSG.unidadesDiferentes };
  if (sel.loja !== null && sel.loja !== t.loja) return { error: PIX_MSG.lojasDiferentes };
  if (sel.ids.length >= PIX_INTENCAO_TITULOS_MAX) return { error: PIX_MSG.titulosDemais };
  return { selection: { unidade: t.unidade, loja: t.loja, ids: [...sel.ids, t.id] } };
}

/** Keeps only the selected títulos still selectable in a new read of the list (paid ones leave). */
export function pruneSelection(
  sel: PixSelection,
  rows: readonly PixTitulo[],
  emPix: ReadonlySet<number>,
): PixSelection {
  const ok = new Set(rows.filter((r) => selectable(r, emPix.has(r.id))).map((r) => r.id));
  const ids = sel.ids.filter((id) => ok.has(id));
  if (ids.length === sel.ids.length) return sel;
  return ids.length === 0 ? emptySelection : { ...sel, ids };
}

/** Sum of the selected títulos' open balances, in cents then reais. */
export function selectedSaldo(sel: PixSelection, rows: readonly Pick<Boleto, 'id' | 'saldo'>[]): number {
  const ids = new Set(sel.ids);
  return rows.filter((r) => ids.has(r.id)).reduce((s, r) => s + Math.round(r.saldo * 100), 0) / 100;
}
