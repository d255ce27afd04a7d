// Route guards (docs/product/arquitetura.md §6): a page needs a logged-in user with an id; otherwise the page
// is stored as the redirect target and the user goes to /login (the target is honoured after login). A page
// whose session ends while it is open (logout) is not stored: the next login may be someone else's.
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { canOpenScreen, matchScreen } from '@portal/shared/screens';
import { TOKEN_EXPIRED_PATH } from '../api/client';
import { useSession, type SessionUser } from '../state/session';
import { notify } from '../ui/notify';

/** Targets not worth storing: the role-based landing decides them after login. */
const NOT_STORED = new Set(['/', '/home', '/login']);

export function RedirectToLogin({ store = true }: { store?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = `${location.pathname}${location.search}`;
    if (store && !NOT_STORED.has(location.pathname)) useSession.getState().setRedirectTo(target);
    void navigate('/login', { replace: true });
  }, [location.pathname, location.search, navigate, store]);
  return null;
}

export function RequireAuth({ children }: { children?: ReactNode }) {
  const hasUser = useSession((s) => !!s.usuario?.id);
  const ended = useSession((s) => s.ended);
  // Opened without a session (a link, a bookmark): the page is the target. A session that ended
  // under the page (logout) leaves none.
  const openedWithoutUser = useRef(!hasUser);
  // The server ended the session (9002, e.g. the user was blocked): no screen of it is left
  // half-drawn; the token-expired screen at once, with the warning the HTTP client showed.
  if (hasUser && ended) return <Navigate to={TOKEN_EXPIRED_PATH} replace />;
  if (!hasUser) return <RedirectToLogin store={openedWithoutUser.current} />;
  return children ?? <Outlet />;
}

/** The user's profiles (the roles the API's route rules see), with the session's main role. */
export function sessionRoles(usuario: Pick<SessionUser, 'role' | 'perfils'> | null | undefined): string[] {
  if (!usuario) return [];
  return [usuario.role, ...(usuario.perfils ?? []).map((p) => p.role)];
}

function SentHome() {
  // One notice per refusal: StrictMode runs the effect twice on the same instance (same ref).
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify('warning', MSG.screenNotAllowed, { duration: NOTIFY_DURATIONS.TYPICAL });
  }, []);
  return <Navigate to="/" replace />;
}

/**
 * The screen rule of the shared table (packages/shared/src/screens.ts), checked before the screen
 * or its shell renders, so a refused screen makes no call: the user goes to their own home (the
 * home rule at /) with one notice.
 */
export function RequireScreenAccess() {
  const { pathname } = useLocation();
  const roles = useSession((s) => sessionRoles(s.usuario).join(','));
  const screen = matchScreen(pathname);
  if (screen && !canOpenScreen(screen, roles.split(','))) return <SentHome />;
  return <Outlet />;
}

/** Sends unknown paths home. */
export function NotFoundRedirect() {
  return <Navigate to="/" replace />;
}
