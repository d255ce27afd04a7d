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

/**
 * Reloads the current customer's credit figures, then its overdue titles (a sticky error
 * notice when there are any). Failures leave the figures unknown; nothing is shown.
 */
export async function loadCreditInfo(): Promise<void> {
  const { usuario, updateUsuario } = useSession.getState();
  if (!usuario?.cliente || !usuario.unidade) return;
  const clienteId = usuario.cliente.id;
  const query = erpKeys(usuario.cliente, usuario.unidade);
  updateUsuario({ limiteCredito: null, titulosVencidos: null });
  const stillCurrent = () => useSession.getState().usuario?.cliente?.id === clienteId;

  const limite = await fetchLimiteCredito(query);
  if (limite && stillCurrent()) updateUsuario({ limiteCredito: limite });

  const vencidos = await fetchTitulosVencidos(query);
  if (vencidos === undefined || !stillCurrent()) return;
  updateUsuario({ titulosVencidos: vencidos });
  if (vencidos > 0) {
    notify('error', MSG.overdueTitles(vencidos), {
      title: MSG.overdueTitlesTitle,
      duration: NOTIFY_DURATIONS.LONG,
      sticky: true,
    });
  }
}
