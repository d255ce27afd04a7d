// The route table of the whole product (docs/product/gestor-crm-vendas.md §2.1), plus the manager's unit page
// (/gestor/filiais/{id}) and parameters (/gestor/parametros). The paths and who may open each one
// are the shared screen table (@portal/shared/screens, also read by the API); this file gives each
// path its screen and shell, and TypeScript refuses a path missing on either side. Screens are
// split per route (React.lazy) so /login loads only what it needs. Every screen, and the shells, sit
// in an error boundary (ScreenErrorBoundary): a failure shows a message and a way on, never a blank page.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SCREEN_PATHS, type ScreenPath } from '@portal/shared/screens';
import { PageLoader } from '../ui/PageLoader';
import { NotFoundRedirect, RequireAuth, RequireScreenAccess } from './guards';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { HomeRoute } from './HomeRoute';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const TokenExpiredPage = lazy(() => import('../features/auth/TokenExpiredPage'));
const RecoveryPage = lazy(() => import('../features/recuperacao/RecoveryPage'));
const ForgotPage = lazy(() => import('../features/recuperacao/ForgotPage'));
const NovoClientePage = lazy(() => import('../features/registro/NovoClientePage'));
const AprovacaoFormPage = lazy(() => import('../features/aprovacao/AprovacaoFormPage'));
const LgpdPage = lazy(() => import('../features/lgpd/LgpdPage'));
const AppLayout = lazy(() => import('./layouts/AppLayout'));
const ManagerLayout = lazy(() => import('./layouts/ManagerLayout'));
const DashboardPage = lazy(() => import('../features/gestor-dashboard/DashboardPage'));
const UsuariosPage = lazy(() => import('../features/gestor-usuarios/UsuariosPage'));
const UsuarioDetailPage = lazy(() => import('../features/gestor-usuarios/UsuarioDetailPage'));
const MeusDadosPage = lazy(() => import('../features/gestor-usuarios/MeusDadosPage'));
const AprovacoesPage = lazy(() => import('../features/gestor-alcadas/AprovacoesPage'));
const AprovadoresPage = lazy(() => import('../features/gestor-alcadas/AprovadoresPage'));
const AprovacaoDetailPage = lazy(() => import('../features/gestor-alcadas/AprovacaoDetailPage'));
const SelecionarClientePage = lazy(() => import('../features/selecionar-cliente/SelecionarClientePage'));
const ContatosPage = lazy(() => import('../features/crm/ContatosPage'));
const ContatoDetailPage = lazy(() => import('../features/crm/ContatoDetailPage'));
const ConsultaVendasPage = lazy(() => import('../features/vendedor/ConsultaVendasPage'));
const FinanceiroPage = lazy(() => import('../features/financeiro/FinanceiroPage'));
const ClientesPage = lazy(() => import('../features/gestor-clientes/ClientesPage'));
const ClienteDetailPage = lazy(() => import('../features/gestor-clientes/ClienteDetailPage'));
const FilialPage = lazy(() => import('../features/gestor-filiais/FilialPage'));
const ProdutosPage = lazy(() => import('../features/gestor-produtos/ProdutosPage'));
const SinonimosPage = lazy(() => import('../features/gestor-produtos/SinonimosPage'));
const ProdutoDetailPage = lazy(() => import('../features/gestor-produtos/ProdutoDetailPage'));
const RelatoriosPage = lazy(() => import('../features/gestor-relatorios/RelatoriosPage'));
const ParametrosPage = lazy(() => import('../features/gestor-parametros/ParametrosPage'));
const PedidosPage = lazy(() => import('../features/pedidos/PedidosPage'));
const PedidoDetailPage = lazy(() => import('../features/pedidos/PedidoDetailPage'));
const PedidoPadraoPage = lazy(() => import('../features/pedido-padrao/PedidoPadraoPage'));
const PedidoRapidoPage = lazy(() => import('../features/pedido-rapido/PedidoRapidoPage'));
const CarrinhoPage = lazy(() => import('../features/carrinho/CarrinhoPage'));
const OrcamentosPage = lazy(() => import('../features/orcamentos/OrcamentosPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

/** public: no session; app: the customer and seller shell; manager: the manager area's shell. */
export type Shell = 'public' | 'app' | 'manager';

export const SCREENS: Record<ScreenPath, { shell: Shell; element: ReactNode }> = {
  '/login': { shell: 'public', element: <LoginPage /> },
  '/token-expirado': { shell: 'public', element: <TokenExpiredPage /> },
  '/recovery': { shell: 'public', element: <RecoveryPage /> },
  '/forgot': { shell: 'public', element: <ForgotPage /> },
  '/novo-cliente': { shell: 'public', element: <NovoClientePage /> },
  '/lgpd/termos': { shell: 'public', element: <LgpdPage doc="termos" /> },
  '/lgpd/politica': { shell: 'public', element: <LgpdPage doc="politica" /> },
  '/gestor/clientes/aprovacoes/form': { shell: 'public', element: <AprovacaoFormPage /> },

  '/': { shell: 'app', element: <HomeRoute /> },
  '/home': { shell: 'app', element: <HomeRoute /> },
  '/selecionar-cliente': { shell: 'app', element: <SelecionarClientePage /> },
  '/carrinho': { shell: 'app', element: <CarrinhoPage /> },
  '/pedidos': { shell: 'app', element: <PedidosPage /> },
  '/pedidos/status/:status': { shell: 'app', element: <PedidosPage /> },
  '/pedidos/detalhe/:id': { shell: 'app', element: <PedidoDetailPage /> },
  '/financeiro': { shell: 'app', element: <FinanceiroPage /> },
  '/pedido-padrao': { shell: 'app', element: <PedidoPadraoPage /> },
  '/pedido-rapido': { shell: 'app', element: <PedidoRapidoPage /> },
  '/orcamentos': { shell: 'app', element: <OrcamentosPage /> },
  '/crm/contatos': { shell: 'app', element: <ContatosPage /> },
  '/crm/contatos/add': { shell: 'app', element: <ContatoDetailPage key="add" /> },
  '/crm/contatos/detail/:id': { shell: 'app', element: <ContatoDetailPage /> },
  '/vendedor/vendas/consultas': { shell: 'app', element: <ConsultaVendasPage /> },

  '/gestor': { shell: 'manager', element: <Navigate to="/gestor/dashboard" replace /> },
  '/gestor/dashboard': { shell: 'manager', element: <DashboardPage /> },
  '/gestor/produtos': { shell: 'manager', element: <ProdutosPage /> },
  '/gestor/produtos/add': { shell: 'manager', element: <ProdutoDetailPage key="add" /> },
  '/gestor/produtos/sinonimos': { shell: 'manager', element: <SinonimosPage /> },
  '/gestor/produtos/:id': { shell: 'manager', element: <ProdutoDetailPage /> },
  '/gestor/clientes': { shell: 'manager', element: <ClientesPage /> },
  '/gestor/clientes/add': { shell: 'manager', element: <ClienteDetailPage key="add" /> },
  '/gestor/clientes/:id': { shell: 'manager', element: <ClienteDetailPage /> },
  '/gestor/filiais/:id': { shell: 'manager', element: <FilialPage /> },
  '/gestor/alcadas': { shell: 'manager', element: <AprovacoesPage /> },
  '/gestor/alcadas/aprovadores': { shell: 'manager', element: <AprovadoresPage /> },
  '/gestor/alcadas/detalhe/aprovacao': { shell: 'manager', element: <AprovacaoDetailPage /> },
  '/gestor/usuarios': { shell: 'manager', element: <UsuariosPage /> },
  '/gestor/usuarios/add': { shell: 'manager', element: <UsuarioDetailPage /> },
  '/gestor/usuarios/meus-dados': { shell: 'manager', element: <MeusDadosPage /> },
  '/gestor/usuarios/:id': { shell: 'manager', element: <UsuarioDetailPage /> },
  '/gestor/relatorios': { shell: 'manager', element: <RelatoriosPage /> },
  '/gestor/parametros': { shell: 'manager', element: <ParametrosPage /> },
};

const routesOf = (shell: Shell) =>
  SCREEN_PATHS.filter((path) => SCREENS[path].shell === shell).map((path) => (
    <Route
      key={path}
      path={path}
      element={<ScreenErrorBoundary>{SCREENS[path].element}</ScreenErrorBoundary>}
    />
  ));

export function AppRoutes() {
  // The shell's own boundary (a layout that fails); each screen has its own inside the shell.
  return (
    <ScreenErrorBoundary>
      <Lazy>
        <Routes>
          {routesOf('public')}
          <Route element={<RequireAuth />}>
            {/* The shared screen rule, before any shell or screen renders (and calls the API). */}
            <Route element={<RequireScreenAccess />}>
              <Route element={<AppLayout />}>{routesOf('app')}</Route>
              <Route element={<ManagerLayout />}>{routesOf('manager')}</Route>
            </Route>
          </Route>
          <Route path="*" element={<NotFoundRedirect />} />
        </Routes>
      </Lazy>
    </ScreenErrorBoundary>
  );
}
