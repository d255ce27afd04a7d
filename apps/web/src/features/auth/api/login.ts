// Login calls (docs/product/portal-cliente.md §7): POST /login, GET /usuarios/{id}, and the public parameters
// of the login page (GET /config/publico).
import { useQuery } from '@tanstack/react-query';
import type { LoginBody, LoginResponse, Usuario } from '@portal/shared/schemas/auth';
import { get, post } from '../../../api/client';
import { toParameters, type Parametro } from '../../../api/config';

/** POST /login {email, senha, captcha}: the user's id, name and auth token; undefined on failure. */
export function postLogin(body: LoginBody): Promise<LoginResponse | undefined> {
  return post<LoginResponse>('/login', body);
}

/** GET /usuarios/{id} with the token just received. */
export function fetchUsuario(id: number, token: string): Promise<Usuario | undefined> {
  return get<Usuario>(`/usuarios/${id}`, { token });
}

/** GET /config/publico (public): parameters the login page needs; defaults when unavailable. */
async function fetchPublicParameters() {
  const data = await get<{ parametros?: Parametro[] }>('/config/publico', { silent: true, token: null });
  return toParameters(data?.parametros);
}

export function usePublicParameters() {
  const { data } = useQuery({
    queryKey: ['config', 'publico'],
    queryFn: fetchPublicParameters,
    staleTime: Infinity,
  });
  return data ?? toParameters();
}
