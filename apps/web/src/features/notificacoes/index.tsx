// The bell for the app's header: its code loads apart from the screens (it is not on /login).
import { lazy, Suspense } from 'react';
import { BUYER_ROLES, type Role } from '@portal/shared/constants';

const Bell = lazy(() => import('./NotificacoesBell'));

/** The bell of order news, for customers and sellers only. */
export function NotificacoesBell({ role }: { role: Role }) {
  if (!BUYER_ROLES.includes(role)) return null;
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}
