// Calls of the search synonyms screen (/gestor/produtos/sinonimos).
import { useQuery } from '@tanstack/react-query';
import type { Sinonimo, SinonimoBody } from '@portal/shared/schemas/sinonimos';
import { request } from '../../../api/client';

export const sinonimosKey = ['gestor', 'sinonimos'] as const;

/** GET /produtos/sinonimos: every synonym, by term. */
export const useSinonimos = () =>
  useQuery({
    queryKey: sinonimosKey,
    queryFn: async () => {
      const r = await request<Sinonimo[]>('GET', '/produtos/sinonimos');
      if (!r.ok) throw new Error('sinonimos');
      return r.data;
    },
  });

/** Field errors come back to the form (silent): the other failures are notified as usual. */
export const createSinonimo = (body: SinonimoBody) =>
  request<Sinonimo>('POST', '/produtos/sinonimos', { body, silent: true });
export const updateSinonimo = (id: number, body: SinonimoBody) =>
  request<Sinonimo>('PUT', `/produtos/sinonimos/${id}`, { body, silent: true });
export const deleteSinonimo = (id: number) => request<void>('DELETE', `/produtos/sinonimos/${id}`);
