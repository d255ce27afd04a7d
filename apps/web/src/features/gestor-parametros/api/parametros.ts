// Calls of the parameters screen: the list and the change of one parameter.
import { useQuery } from '@tanstack/react-query';
import type { Parametro } from '@portal/shared/schemas/gestor-cadastros';
import { request } from '../../../api/client';
import { hasToken } from '../../../ui/use-token-guard';

export const parametrosKey = ['gestor', 'parametros'] as const;

export function useParametrosList() {
  return useQuery({
    queryKey: parametrosKey,
    queryFn: async () => {
      const res = await request<Parametro[]>('GET', '/parametros');
      if (!res.ok) throw new Error(res.error?.message ?? 'parametros');
      return res.data;
    },
    enabled: hasToken(),
  });
}

export const saveParametro = (nome: string, valor: string) =>
  request<Parametro>('PUT', `/parametros/${encodeURIComponent(nome)}`, { body: { valor } });
