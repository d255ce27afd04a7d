// Credit limit and overdue titles of the current customer (spec 01 §4, header figures).
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { ClienteResumo, Unidade } from '@portal/shared/schemas/auth';
import { useSession, type LimiteCredito } from '../state/session';
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

/** The overdue-titles notice (spec 01 §8): error, sticky, title ATENÇÃO. */
export function notifyOverdueTitles(total: number): void {
  notify('error', MSG.overdueTitles(total), {
    title: MSG.overdueTitlesTitle,
    duration: NOTIFY_DURATIONS.LONG,
    sticky: true,
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
  if (show && vencidos > 0) notifyOverdueTitles(vencidos);
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
