// Configuration (GET /config: formularios, parametros, unidades), kept in memory by TanStack
// Query, never in localStorage (docs/product/portal-cliente.md §3). Parameters fall back to
// PARAMETER_DEFAULTS.
import { useQuery } from '@tanstack/react-query';
import { PARAMETER_DEFAULTS, type Parameters } from '@portal/shared/constants';
import type { Config } from '@portal/shared/schemas/auth';
import { useSession } from '../state/session';
import { request } from './client';

export type { Config };
export type Formulario = Config['formularios'][number];
export interface Parametro {
  nome: string;
  valor: string;
}

/** Parameter list -> name/value map over the defaults (an empty value keeps the default). */
export function toParameters(list?: readonly Parametro[] | null): Parameters {
  const params: Record<string, string> = { ...PARAMETER_DEFAULTS };
  for (const { nome, valor } of list ?? []) {
    if (nome && valor !== null && valor !== undefined && valor !== '') params[nome] = valor;
  }
  return params as Parameters;
}

export const configQueryKey = (userId: number) => ['config', userId] as const;

/** GET /config; throws when it failed (the client already notified). */
export async function fetchConfig(token?: string): Promise<Config> {
  const result = await request<Config>('GET', '/config', token ? { token } : {});
  if (!result.ok) throw new Error(result.error?.message ?? 'config');
  if (!result.data) throw new Error('config');
  return result.data;
}

export function useConfig() {
  const userId = useSession((s) => s.usuario?.id ?? 0);
  return useQuery({
    queryKey: configQueryKey(userId),
    queryFn: () => fetchConfig(),
    enabled: userId > 0,
    staleTime: Infinity,
  });
}

/** The parameters of the logged-in user's configuration; defaults while loading or on failure. */
export function useParameters(): { parametros: Parameters; isPending: boolean } {
  const { data, isPending, isError } = useConfig();
  return { parametros: toParameters(data?.parametros), isPending: isPending && !isError };
}
