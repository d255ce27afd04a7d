// / and /home: the protected home rule decides between the product search and another screen.
import { Navigate } from 'react-router';
import { useParameters } from '../api/config';
import { useSession } from '../state/session';
import { SCREEN_TITLES } from '@portal/shared/labels';
import { PageLoader } from '../ui/PageLoader';
import { PlaceholderPage } from '../ui/PlaceholderPage';
import { resolveHome } from './home-rule';

export function HomeRoute() {
  const usuario = useSession((s) => s.usuario);
  const { parametros, isPending } = useParameters();
  if (isPending) return <PageLoader />;
  const target = resolveHome(usuario, parametros);
  if (target.kind === 'redirect') return <Navigate to={target.to} replace />;
  // The product search arrives with the catalogue (features/catalogo).
  return <PlaceholderPage title={SCREEN_TITLES.productSearch} />;
}
