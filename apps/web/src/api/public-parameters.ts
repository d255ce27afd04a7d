// Parameters readable before login (GET /config/publico): IS_EXIBE_AJUDA, USA_PSW_FORTE,
// EMAIL_SUPORTE0...; the defaults while loading or when unavailable.
import { useQuery } from '@tanstack/react-query';
import type { Parameters } from '@portal/shared/constants';
import { get } from './client';
import { toParameters, type Parametro } from './config';

async function fetchPublicParameters(): Promise<Parameters> {
  const data = await get<{ parametros?: Parametro[] }>('/config/publico', { silent: true, token: null });
  return toParameters(data?.parametros);
}

export function usePublicParameters(): Parameters {
  const { data } = useQuery({
    queryKey: ['config', 'publico'],
    queryFn: fetchPublicParameters,
    staleTime: Infinity,
  });
  return data ?? toParameters();
}
