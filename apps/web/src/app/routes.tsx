// The route table of the whole product (spec 02 §2.1), plus the manager's unit page
// (/gestor/filiais/{id}) and parameters (/gestor/parametros). Screens are split per route
// (React.lazy) so /login loads only what it needs.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '../ui/PageLoader';
import { NotFoundRedirect, RequireAuth } from './guards';
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
const AprovacaoDetalhePage = lazy(() => import('../features/gestor-alcadas/AprovacaoDetalhePage'));
const SelecionarClientePage = lazy(() => import('../features/selecionar-cliente/SelecionarClientePage'));
const ContatosPage = lazy(() => import('../features/crm/ContatosPage'));
const ContatoDetailPage = lazy(() => import('../features/crm/ContatoDetailPage'));
const ConsultaVendasPage = lazy(() => import('../features/vendedor/ConsultaVendasPage'));
const FinanceiroPage = lazy(() => import('../features/financeiro/FinanceiroPage'));
const ClientesPage = lazy(() => import('../features/gestor-clientes/ClientesPage'));
const ClienteDetailPage = lazy(() => import('../features/gestor-clientes/ClienteDetailPage'));
const FilialPage = lazy(() => import('../features/gestor-filiais/FilialPage'));
const ProdutosPage = lazy(() => import('../features/gestor-produtos/ProdutosPage'));
const ProdutoDetailPage = lazy(() => import('../features/gestor-produtos/ProdutoDetailPage'));
const RelatoriosPage = lazy(() => import('../features/gestor-relatorios/RelatoriosPage'));
const ParametrosPage = lazy(() => import('../features/gestor-parametros/ParametrosPage'));
const PedidosPage = lazy(() => import('../features/pedidos/PedidosPage'));
const PedidoDetalhePage = lazy(() => import('../features/pedidos/PedidoDetalhePage'));
const PedidoPadraoPage = lazy(() => import('../features/pedido-padrao/PedidoPadraoPage'));
const CarrinhoPage = lazy(() => import('../features/carrinho/CarrinhoPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Lazy>
      <Routes>
        {/* Public */}
        <Route path="/login" element={<LoginPage />} />
        <Route path="/token-expirado" element={<TokenExpiredPage />} />
        <Route path="/recovery" element={<RecoveryPage />} />
        <Route path="/forgot" element={<ForgotPage />} />
        <Route path="/novo-cliente" element={<NovoClientePage />} />
        <Route path="/lgpd/termos" element={<LgpdPage doc="termos" />} />
        <Route path="/lgpd/politica" element={<LgpdPage doc="politica" />} />
        {/* Reached from the approvers' e-mail; the page applies its own access rules (spec 02 §5). */}
        <Route path="/gestor/clientes/aprovacoes/form" element={<AprovacaoFormPage />} />

        <Route element={<RequireAuth />}>
          {/* Customer and seller pages */}
          <Route element={<AppLayout />}>
            <Route path="/" element={<HomeRoute />} />
            <Route path="/home" element={<HomeRoute />} />
            <Route path="/selecionar-cliente" element={<SelecionarClientePage />} />
            <Route path="/carrinho" element={<CarrinhoPage />} />
            <Route path="/pedidos" element={<PedidosPage />} />
            <Route path="/pedidos/status/:status" element={<PedidosPage />} />
            <Route path="/pedidos/detalhe/:id" element={<PedidoDetalhePage />} />
            <Route path="/financeiro" element={<FinanceiroPage />} />
            <Route path="/pedido-padrao" element={<PedidoPadraoPage />} />
            <Route path="/crm/contatos" element={<ContatosPage />} />
            <Route path="/crm/contatos/add" element={<ContatoDetailPage key="add" />} />
            <Route path="/crm/contatos/detail/:id" element={<ContatoDetailPage />} />
            <Route path="/vendedor/vendas/consultas" element={<ConsultaVendasPage />} />
          </Route>

          {/* Manager area */}
          <Route path="/gestor" element={<ManagerLayout />}>
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="produtos" element={<ProdutosPage />} />
            <Route path="produtos/add" element={<ProdutoDetailPage key="add" />} />
            <Route path="produtos/:id" element={<ProdutoDetailPage />} />
            <Route path="clientes" element={<ClientesPage />} />
            <Route path="clientes/add" element={<ClienteDetailPage key="add" />} />
            <Route path="clientes/:id" element={<ClienteDetailPage />} />
            <Route path="filiais/:id" element={<FilialPage />} />
            <Route path="alcadas" element={<AprovacoesPage />} />
            <Route path="alcadas/aprovadores" element={<AprovadoresPage />} />
            <Route path="alcadas/detalhe/aprovacao" element={<AprovacaoDetalhePage />} />
            <Route path="usuarios" element={<UsuariosPage />} />
            <Route path="usuarios/add" element={<UsuarioDetailPage />} />
            <Route path="usuarios/meus-dados" element={<MeusDadosPage />} />
            <Route path="usuarios/:id" element={<UsuarioDetailPage />} />
            <Route path="relatorios" element={<RelatoriosPage />} />
            <Route path="parametros" element={<ParametrosPage />} />
          </Route>
        </Route>

        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </Lazy>
  );
}
