// The cached reads of the order screens (TanStack Query keys): the customer's list, its counters and
// an order's detail (features/pedidos), and the seller's order queries (features/vendedor). The live
// order news (features/notificacoes) reads them again when an order moves, so an open list or
// detail follows the order without a reload.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const PEDIDOS_KEY = ['pedidos'] as const;

/** The detail of /pedidos/detalhe/{id} (the route's id, as written in the address). */
export const pedidoDetailKey = (routeId: string) => ['pedidos', 'detalhe', routeId] as const;

/** The list's grid, the status counters and the last-orders badge, each followed by its body. */
export const PEDIDOS_LIST_PARTS = ['grid', 'soma', 'ultimos'] as const;

/** The order that moved: its id and its reference (the seller's detail reads it by reference). */
export interface OrderMoved {
  pedidoId: number;
  pedidoRef: string;
}

const isOrderRead = (key: QueryKey, o: OrderMoved): boolean => {
  if (key[0] === 'pedidos') {
    if (key[1] === 'detalhe') return Number(key[2]) === o.pedidoId;
    return (PEDIDOS_LIST_PARTS as readonly unknown[]).includes(key[1]);
  }
  // The seller's consultation of orders and the order opened from it.
  if (key[0] === 'vendedor') {
    if (key[1] === 'pedido') return key[2] === o.pedidoRef;
    return key[1] === 'consultas' && key[2] === 'pedidos';
  }
  return false;
};

/**
 * An order moved (a status change told by the live stream): its open detail, the order lists and
 * their counters are read again (only the ones on screen are fetched now; the others when shown).
 */
export function refreshOrderQueries(queryClient: QueryClient, o: OrderMoved): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => isOrderRead(q.queryKey, o) });
}
