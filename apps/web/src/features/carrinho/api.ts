// Calls of the cart screen (docs/product/portal-cliente.md §7): payment methods, works, drivers and vehicles,
// the delivery customer search, the work's product at the unit, the customer's address (the review before
// finalising), and POST /pedidos with its Idempotency-Key.
import { useQuery } from '@tanstack/react-query';
import type { ClienteResumo, Unidade } from '@portal/shared/schemas/auth';
import type { Produto } from '@portal/shared/schemas/catalogo';
import type {
  Cliente,
  ClienteEntrega,
  Obra,
  PagamentoForma,
  VeiculosResponse,
} from '@portal/shared/schemas/clientes';
import type { Pedido, PedidoCreateBody, PedidoResult } from '@portal/shared/schemas/pedidos';
import { request, type ApiResult } from '../../api/client';

export type Owner = { cliente: ClienteResumo; unidade: Unidade };

const erpQuery = ({ cliente, unidade }: Owner) => ({
  empresa: unidade.empresaCod,
  filial: unidade.filialCod,
  codigo: cliente.codigo,
  loja: cliente.loja,
});

async function data<T>(promise: Promise<ApiResult<T>>, what: string): Promise<T> {
  const r = await promise;
  if (!r.ok) throw new Error(what);
  return r.data;
}

/** GET /clientes/pagamentos?id: the customer's payment methods with their conditions. */
export function usePagamentos(clienteId: number | undefined) {
  return useQuery({
    queryKey: ['carrinho', 'pagamentos', clienteId],
    queryFn: () =>
      data(
        request<PagamentoForma[]>('GET', '/clientes/pagamentos', { query: { id: clienteId } }),
        'pagamentos',
      ),
    enabled: !!clienteId,
    staleTime: 5 * 60_000,
  });
}

/** GET /clientes/info/{id}: the customer with its address (the review's delivery place), silently. */
export function useClienteInfo(clienteId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['carrinho', 'cliente-info', clienteId],
    queryFn: () =>
      data(request<Cliente>('GET', `/clientes/info/${clienteId}`, { silent: true }), 'cliente-info'),
    enabled: enabled && !!clienteId,
    staleTime: 5 * 60_000,
  });
}

/** GET /clientes/obras: the customer's works at the unit. */
export function useObras(owner: Owner | null, enabled: boolean) {
  return useQuery({
    queryKey: ['carrinho', 'obras', owner?.cliente.id, owner?.unidade.id],
    queryFn: () => data(request<Obra[]>('GET', '/clientes/obras', { query: erpQuery(owner!) }), 'obras'),
    enabled: enabled && !!owner,
    staleTime: 60_000,
  });
}

/** GET /clientes/veiculos: the customer's drivers and vehicles (FOB). */
export function useVeiculos(owner: Owner | null, enabled: boolean) {
  return useQuery({
    queryKey: ['carrinho', 'veiculos', owner?.cliente.id, owner?.unidade.id],
    queryFn: () =>
      data(request<VeiculosResponse>('GET', '/clientes/veiculos', { query: erpQuery(owner!) }), 'veiculos'),
    enabled: enabled && !!owner,
    staleTime: 60_000,
  });
}

/** GET /clientes/erp/filter?search&clienteEntrega=S: delivery customers. Throws when it failed (notified). */
export function searchClientesEntrega(search: string): Promise<ClienteEntrega[]> {
  return data(
    request<ClienteEntrega[]>('GET', '/clientes/erp/filter', { query: { search, clienteEntrega: 'S' } }),
    'clientes-entrega',
  );
}

/** The work's product in the customer's catalogue at the unit (POST /produtos/filter by its code); null when absent. */
export async function findProdutoDaObra(
  owner: Owner,
  obra: Pick<Obra, 'produtoId' | 'produtoSku'>,
): Promise<Produto | null> {
  if (!obra.produtoId || !obra.produtoSku) return null;
  const list = await data(
    request<Produto[]>('POST', '/produtos/filter', {
      body: { busca: obra.produtoSku, clienteId: owner.cliente.id, filialId: owner.unidade.id },
    }),
    'produtos',
  );
  return list.find((p) => p.produtoId === obra.produtoId) ?? null;
}

/**
 * POST /pedidos with the finalisation's Idempotency-Key. Silent: the cart reads every answer itself
 * (docs/product/portal-cliente.md §4 outcomes) and calls the generic handling only for a failed call.
 */
export function postPedido(body: PedidoCreateBody, key: string): Promise<ApiResult<PedidoResult[]>> {
  return request<PedidoResult[]>('POST', '/pedidos', {
    body,
    silent: true,
    headers: { 'Idempotency-Key': key },
  });
}

/** GET /pedidos/{id}, silently (used to learn which cart lines an order took). */
export async function fetchPedido(id: number): Promise<Pedido | null> {
  const r = await request<Pedido>('GET', `/pedidos/${id}`, { silent: true });
  return r.ok ? r.data : null;
}
