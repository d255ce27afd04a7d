import { businessDay } from '@portal/shared/dates';
import type { Orcamento } from '@portal/shared/schemas/orcamentos';
import type { orcamentos } from '../../db/schema';

type Row = typeof orcamentos.$inferSelect;

/** The quote's printed number: its id with six digits ('000123'). */
export const numeroOf = (id: number) => String(id).padStart(6, '0');

/** Valid while today (São Paulo) is not after its last valid day. */
export const isValido = (validoAte: string, now: Date) => businessDay(now) <= validoAte;

export function toOrcamento(r: Row, now: Date): Orcamento {
  return {
    id: r.id,
    numero: numeroOf(r.id),
    clienteId: r.clienteId,
    clienteCodigo: r.clienteCodigo,
    clienteLoja: r.clienteLoja,
    clienteRazao: r.clienteRazao,
    unidadeId: r.unidadeId,
    unidadeDescricao: r.unidadeDescricao,
    emissao: r.emissao.toISOString(),
    validoAte: r.validoAte,
    valido: isValido(r.validoAte, now),
    total: r.total,
    pesoTotal: r.pesoTotal,
    qtdItens: r.qtdItens,
    vendedorNome: r.vendedorNome,
  };
}
