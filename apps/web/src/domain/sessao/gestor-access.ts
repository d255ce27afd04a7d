import { GESTOR_WRITE_ROLES } from '@portal/shared/constants';
import { useSession } from '../../state/session';

/** ADMIN and GESTOR change manager data; USUARIO and AUDITOR read (the API refuses their writes too). */
export function useCanWrite(): boolean {
  return useSession((s) =>
    (s.usuario?.perfils ?? []).some((p) => (GESTOR_WRITE_ROLES as readonly string[]).includes(p.role)),
  );
}

export function useIsAdmin(): boolean {
  return useSession((s) => (s.usuario?.perfils ?? []).some((p) => p.role === 'ROLE_ADMIN'));
}
