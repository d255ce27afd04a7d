// The current customer and branch over time (docs/product/portal-cliente.md §4): what happens after a
// customer logs in, when a client is chosen on /selecionar-cliente, when the customer is switched and when
// the branch is switched. Each transition resets what belongs to the old choice, then reloads credit,
// overdue titles and the product catalogue in the spec's order and delays. A newer transition
// stops the pending steps of an older one.
import { TIMINGS } from '@portal/shared/constants';
import type { ClienteResumo, Unidade } from '@portal/shared/schemas/auth';
import type { SyncProdutosResponse } from '@portal/shared/schemas/catalogo';
import { useCart } from '../carrinho';
import { useCatalogo } from '../catalogo';
import { useSession } from '../../state/session';
import { request } from '../../api/client';
import { loadLimiteCredito, loadTitulosVencidos } from '../../api/credito';

/** SM_TEMPLATE 0: standard sync; 1: alternate (mizu) sync. */
export function syncProdutosPath(template: string | undefined): string {
  return template?.trim() === '1' ? '/sync/mizu/produtos' : '/sync/padrao/produtos';
}

/** Syncs the catalogue of the current customer at the current branch; false when it failed. */
export async function syncProdutos(template: string | undefined): Promise<boolean> {
  const { usuario } = useSession.getState();
  if (!usuario?.cliente || !usuario.unidade) return false;
  const r = await request<SyncProdutosResponse>('GET', syncProdutosPath(template), {
    query: {
      empresa: usuario.unidade.empresaCod,
      filial: usuario.unidade.filialCod,
      cliente: usuario.cliente.codigo,
      loja: usuario.cliente.loja,
    },
  });
  return r.ok;
}

let generation = 0;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the steps of a transition with the catalogue marked as syncing until they end, so the
 * product search waits for the new catalogue instead of showing the old one.
 */
async function transition(steps: (current: () => boolean) => Promise<void>): Promise<void> {
  const gen = ++generation;
  const catalogo = useCatalogo.getState();
  catalogo.syncStarted();
  try {
    await steps(() => gen === generation);
  } finally {
    useCatalogo.getState().syncEnded();
  }
}

/** Forgets what belonged to the previous customer or branch: the cart and the product search. */
function resetCartAndProducts(): void {
  useCart.getState().reset();
  useCatalogo.getState().reset();
}

/** After a customer logs in: credit figures, overdue titles (with the notice), then the products. */
export function afterCustomerLogin(template: string | undefined): Promise<void> {
  return transition(async (current) => {
    await loadLimiteCredito();
    if (!current()) return;
    await loadTitulosVencidos();
    if (!current()) return;
    await syncProdutos(template);
  });
}

/**
 * Continuar on /selecionar-cliente: the client and its first unit become current, the cart is
 * reset; 200 ms later the credit figures reload, then the overdue titles and the products.
 * The caller navigates to / at once.
 */
export function chooseCliente(cliente: ClienteResumo, template: string | undefined): Promise<void> {
  resetCartAndProducts();
  useSession.getState().setCliente(cliente, cliente.unidades[0] ?? null);
  return transition(async (current) => {
    await wait(TIMINGS.SELECT_CLIENT_CREDIT_RELOAD);
    if (!current()) return;
    await loadLimiteCredito();
    if (!current()) return;
    await loadTitulosVencidos();
    if (!current()) return;
    await syncProdutos(template);
  });
}

/**
 * Customer switch (docs/product/portal-cliente.md §4): reset the cart and products, load the credit figures,
 * after 1 s the overdue titles, after another 1 s the products.
 */
export function switchCliente(cliente: ClienteResumo, template: string | undefined): Promise<void> {
  resetCartAndProducts();
  useSession.getState().setCliente(cliente, cliente.unidades[0] ?? null);
  return transition(async (current) => {
    void loadLimiteCredito();
    await wait(TIMINGS.SWITCH_CUSTOMER_STEP);
    if (!current()) return;
    await loadTitulosVencidos();
    await wait(TIMINGS.SWITCH_CUSTOMER_STEP);
    if (!current()) return;
    await syncProdutos(template);
  });
}

/**
 * Branch switch (docs/product/portal-cliente.md §2 Header, §4): the cart is zeroed (the caller confirmed when
 * it had items), the products of the new branch are synced (the promise ends then, closing the
 * 'Aguarde...' dialog), and the credit figures reload.
 */
export function switchUnidade(unidade: Unidade, template: string | undefined): Promise<void> {
  resetCartAndProducts();
  useSession.getState().setUnidade(unidade);
  return transition(async (current) => {
    await syncProdutos(template);
    if (current()) void loadLimiteCredito();
  });
}
