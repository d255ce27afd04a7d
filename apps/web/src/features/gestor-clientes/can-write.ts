import { GESTOR_WRITE_ROLES } from '@portal/shared/schemas/gestor-cadastros';
import { useSession } from '../../state/session';

/** ADMIN and GESTOR change customers; USUARIO and AUDITOR read (the API refuses their writes too). */
export function useCanWrite(): boolean {
  return useSession((s) => (s.usuario?.perfils ?? []).some((p) => (GESTOR_WRITE_ROLES as readonly string[]).includes(p.role)));
}
