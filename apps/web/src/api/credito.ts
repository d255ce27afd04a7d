// Credit limit and overdue titles of the current customer (docs/product/portal-cliente.md §4, header
// figures).
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { ClienteResumo, Unidade } from '@portal/shared/schemas/auth';
import { OVERDUE_NOTICE_KEY, useSession, type LimiteCredito } from '../state/session';
import { notify } from '../ui/notify';
import { request, type Query } from './client';

/** ERP keys of a customer at a branch: ?empresa&filial&codigo&loja. */
export function erpKeys(
  cliente: Pick<ClienteResumo, 'codigo' | 'loja'>,
  unidade: Pick<Unidade, 'empresaCod' | 'filialCod'>,
): Query {
  return {
    empresa: unidade.empresaCod,
    filial: unidade.filialCod,
    codigo: cliente.codigo,
    loja: cliente.loja,
  };
}

/**
 * The available credit: the header's Saldo (limite − devedor, as GET /clientes/limiteCredito gives it;
 * the server refuses an order above it with BLOQUEIA_PEDIDO_SEM_LIMITE SIM). Undefined while unknown.
 */
export function creditoDisponivel(
  limite: Pick<LimiteCredito, 'saldo'> | null | undefined,
): number | undefined {
  return limite?.saldo;
}

/** GET /clientes/limiteCredito: the figures, or undefined when unavailable (silently). */
export async function fetchLimiteCredito(query: Query): Promise<LimiteCredito | undefined> {
  const r = await request<LimiteCredito | LimiteCredito[]>('GET', '/clientes/limiteCredito', {
    query,
    silent: true,
  });
  if (!r.ok || !r.data) return undefined;
  return Array.isArray(r.data) ? r.data[0] : r.data;
}

/** GET /clientes/titulos-vencidos: the number of overdue titles, or undefined (silently). */
export async function fetchTitulosVencidos(query: Query): Promise<number | undefined> {
  const r = await request<{ total: number } | number>('GET', '/clientes/titulos-vencidos', {
    query,
    silent: true,
  });
  if (!r.ok || r.data === undefined || r.data === null) return undefined;
  const total = typeof r.data === 'number' ? r.data : Number(r.data.total);
  return Number.isFinite(total) ? total : undefined;
}

/** The current customer and branch, and a test that they are still the current ones. */
function currentTarget() {
  const { usuario } = useSession.getState();
  if (!usuario?.cliente || !usuario.unidade) return null;
  const clienteId = usuario.cliente.id;
  const unidadeId = usuario.unidade.id;
  return {
    query: erpKeys(usuario.cliente, usuario.unidade),
    stillCurrent: () => {
      const now = useSession.getState().usuario;
      return now?.cliente?.id === clienteId && now.unidade?.id === unidadeId;
    },
  };
}

function overdueShown(): string[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(OVERDUE_NOTICE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The overdue-titles notice (docs/product/portal-cliente.md §8): error, title ATENÇÃO, 12 s, paused while
 * hovered ("sticky, 12 s", docs/ARCHITECTURE.md). Once per session for a customer: reloading the page,
 * going back home or reloading the figures does not show it again; a seller switching to another
 * customer learns of that customer's titles.
 */
export function notifyOverdueTitles(total: number, cliente?: Pick<ClienteResumo, 'codigo' | 'loja'>): void {
  const who = cliente ? `${cliente.codigo}/${cliente.loja}` : '';
  const shown = overdueShown();
  if (shown.includes(who)) return;
  try {
    sessionStorage.setItem(OVERDUE_NOTICE_KEY, JSON.stringify([...shown, who]));
  } catch {
    // No sessionStorage: the notice is still shown (de-duplicated while on screen).
  }
  notify('error', MSG.overdueTitles(total), {
    title: MSG.overdueTitlesTitle,
    duration: NOTIFY_DURATIONS.LONG,
  });
}

/**
 * Reloads the credit figures of the current customer at the current branch ('Calculando...'
 * meanwhile, unless keep: the figures shown stay until the new ones arrive, and a failure keeps them).
 */
export async function loadLimiteCredito({ keep = false }: { keep?: boolean } = {}): Promise<void> {
  const target = currentTarget();
  if (!target) return;
  const { updateUsuario } = useSession.getState();
  if (!keep) updateUsuario({ limiteCredito: null, creditoIndisponivel: false });
  const limite = await fetchLimiteCredito(target.query);
  if (!target.stillCurrent()) return;
  if (limite) updateUsuario({ limiteCredito: limite, creditoIndisponivel: false });
  else if (!keep) updateUsuario({ creditoIndisponivel: true });
}

/** Reloads the number of overdue titles; when there are any, the notice (unless notify is false). */
export async function loadTitulosVencidos({ notify: show = true }: { notify?: boolean } = {}): Promise<void> {
  const target = currentTarget();
  if (!target) return;
  const vencidos = await fetchTitulosVencidos(target.query);
  if (vencidos === undefined || !target.stillCurrent()) return;
  useSession.getState().updateUsuario({ titulosVencidos: vencidos });
  const cliente = useSession.getState().usuario?.cliente;
  if (show && vencidos > 0) notifyOverdueTitles(vencidos, cliente ?? undefined);
}

/**
 * Reloads the current customer's credit figures, then its overdue titles (a sticky error
 * notice when there are any). Failures leave the figures unknown; nothing is shown.
 */
export async function loadCreditInfo(): Promise<void> {
  useSession.getState().updateUsuario({ titulosVencidos: null });
  await loadLimiteCredito();
  await loadTitulosVencidos();
}
