// Searches in manager screens need a session token (docs/product/gestor-crm-vendas.md §5): without one the
// spec's message is shown and the app goes to /login.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MSG, TITLES } from '@portal/shared/messages';
import { useSession } from '../state/session';
import { notify } from './notify';

export function hasToken(): boolean {
  return Boolean(useSession.getState().usuario?.auth?.token);
}

/** Returns a check to run before a search: true when there is a token, else message + /login. */
export function useTokenGuard(): () => boolean {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasToken()) return true;
    notify('warning', MSG.tokenInvalid, { title: TITLES.warning });
    void navigate('/login', { replace: true });
    return false;
  }, [navigate]);
}
