// / and /home: the protected home rule decides between the product search and another screen.
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useParameters } from '../api/config';
import { useSession } from '../state/session';
import { PageLoader } from '../ui/PageLoader';
import { resolveHome } from './home-rule';

const ProductSearchPage = lazy(() => import('../features/catalogo/ProductSearchPage'));

export function HomeRoute() {
  const usuario = useSession((s) => s.usuario);
  const { parametros, isPending } = useParameters();
  if (isPending) return <PageLoader />;
  const target = resolveHome(usuario, parametros);
  if (target.kind === 'redirect') return <Navigate to={target.to} replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <ProductSearchPage />
    </Suspense>
  );
}
