// Route guards (design §6): a page needs a logged-in user with an id; otherwise the page is stored
// as the redirect target and the user goes to /login (the target is honoured after login).
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../state/session';

/** Targets not worth storing: the role-based landing decides them after login. */
const NOT_STORED = new Set(['/', '/home', '/login']);

export function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = `${location.pathname}${location.search}`;
    if (!NOT_STORED.has(location.pathname)) useSession.getState().setRedirectTo(target);
    void navigate('/login', { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}

export function RequireAuth({ children }: { children?: ReactNode }) {
  const hasUser = useSession((s) => !!s.usuario?.id);
  if (!hasUser) return <RedirectToLogin />;
  return children ?? <Outlet />;
}

/** Sends unknown paths home. */
export function NotFoundRedirect() {
  return <Navigate to="/" replace />;
}
