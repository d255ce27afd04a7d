// The login flow (docs/product/portal-cliente.md §4): validate, log in (the server records the login event),
// load the user, check it, load the configuration, send the event's position, route by role (or to the stored
// redirect target).
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, TITLES } from '@portal/shared/messages';
import { afterCustomerLogin } from '../../domain/cliente';
import { configQueryKey, fetchConfig, toParameters } from '../../api/config';
import { sendLoginPosition } from '../../api/eventos';
import { useCart } from '../../domain/carrinho';
import { useCatalogo } from '../../domain/catalogo';
import { useSession } from '../../state/session';
import { notify } from '../../ui/notify';
import { fetchUsuario, postLogin } from './api/login';
import { homeForRole, loginProblem, toSessionUser } from './login-rules';

export interface LoginInput {
  email: string;
  senha: string;
  captcha: string | null;
}

export function useLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  /** true when logged in (and navigated); false when refused (already notified). */
  const login = useCallback(
    async ({ email, senha, captcha }: LoginInput): Promise<boolean> => {
      const warn = (message: string) => notify('warning', message, { title: TITLES.warning });
      if (!email.trim() || !senha) {
        warn(MSG.loginInvalid);
        return false;
      }
      setPending(true);
      try {
        const auth = await postLogin({ email: email.trim(), senha, captcha: captcha ?? undefined });
        if (!auth) return false;
        const token = auth.auth.token;
        const usuario = await fetchUsuario(auth.id, token);
        if (!usuario) return false;
        const problem = loginProblem(usuario);
        if (problem) {
          warn(problem);
          return false;
        }
        // Configuration stays in memory; when it fails here the pages load it again.
        const config = await fetchConfig(token).catch(() => undefined);

        const session = toSessionUser(auth, usuario);
        useCart.getState().reset();
        useCatalogo.getState().reset();
        queryClient.removeQueries({ queryKey: configQueryKey(session.id), exact: true });
        if (config) queryClient.setQueryData(configQueryKey(session.id), config);
        useSession.getState().setUsuario(session);

        // The server recorded the access event at login; its position (geolocation may wait 16 s)
        // and the credit figures do not hold up navigation.
        void sendLoginPosition(token);
        // Customers: credit figures, overdue titles, then the product sync by SM_TEMPLATE
        // (docs/product/portal-cliente.md §4).
        if (session.role === 'ROLE_CLIENTE')
          void afterCustomerLogin(toParameters(config?.parametros).SM_TEMPLATE);

        const target = useSession.getState().takeRedirectTo();
        void navigate(target ?? homeForRole(session.role), { replace: true });
        return true;
      } finally {
        setPending(false);
      }
    },
    [navigate, queryClient],
  );

  return { login, pending };
}
