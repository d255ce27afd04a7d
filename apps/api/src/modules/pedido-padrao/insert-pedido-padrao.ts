import type { Tx } from '../../db/client';
import { pedidoPadraoItens, pedidosPadrao } from '../../db/schema';

export interface NewPedidoPadrao {
  clienteId: number;
  pedidoId: number | null;
  descricao: string;
  observacao: string | null;
  usuarioId: number;
  itens: {
    produtoId: number;
    quantidade: number;
    tabelaPrecoSku: string;
    tabelaPrecoDescricao: string | null;
    pagamentoCondicaoId: number | null;
    pagamentoCondicaoDescricao: string | null;
  }[];
}

/** Writes a standing order and its items (two statements, inside the caller's transaction). */
export async function insertPedidoPadrao(tx: Tx, p: NewPedidoPadrao): Promise<number> {
  const [row] = await tx
    .insert(pedidosPadrao)
    .values({
      clienteId: p.clienteId,
      pedidoId: p.pedidoId,
      descricao: p.descricao.trim().toLocaleUpperCase('pt-BR').slice(0, 120),
      observacao: p.observacao?.slice(0, 254) ?? null,
      usuarioId: p.usuarioId,
    })
    .returning({ id: pedidosPadrao.id });
  if (p.itens.length)
    await tx.insert(pedidoPadraoItens).values(p.itens.map((i) => ({ ...i, pedidoPadraoId: row.id })));
  return row.id;
}
