// Shell of the customer and seller pages (spec 01 §2 "Header"): the selected client with its tax id
// (customers and sellers) or the unit label (other users), the credit figures in R$ ('Calculando...'
// while loading), the customer switch with its client-count badge, the branch selector, the user
// and logout, and the customer menu with the cart button.
import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BUYER_ROLES } from '@portal/shared/constants';
import { formatCurrency } from '@portal/shared/format';
import { BUYER_LABELS, LABELS } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useMarca } from '../../api/marca';
import { NotificacoesBell } from '../../features/notificacoes';
import { useSession, type SessionUser } from '../../state/session';
import { clienteLabel, clienteTaxId } from '../../ui/cliente';
import { PageLoader } from '../../ui/PageLoader';
import { BranchSelector, unidadeLabel } from './BranchSelector';
import { CustomerMenu } from './CustomerMenu';
import { CustomerSwitch } from './CustomerSwitch';
import { UserMenu } from './UserMenu';
import { useDocumentTitle } from './use-document-title';

function CreditFigures({ usuario }: { usuario: SessionUser }) {
  const l = usuario.limiteCredito;
  const show = (value: number | undefined) =>
    l ? formatCurrency(value) : usuario.creditoIndisponivel ? MSG.creditUnavailable : MSG.calculating;
  const figure = (label: string, value: number | undefined) => (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {label}: <strong>{show(value)}</strong>
    </Box>
  );
  return (
    <Typography
      variant="body2"
      component="p"
      aria-label={BUYER_LABELS.creditFigures}
      aria-live="polite"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, opacity: 0.95 }}
    >
      {figure(LABELS.creditLimit, l?.limite)}
      {figure(LABELS.debt, l?.devedor)}
      {figure(LABELS.balance, l?.saldo)}
    </Typography>
  );
}

/** Selected client (buyers) or unit label (other users), and the client's credit figures. */
function Selection({ usuario }: { usuario: SessionUser }) {
  const buyer = BUYER_ROLES.includes(usuario.role);
  const c = usuario.cliente;
  if (!buyer) {
    const u = usuario.unidade;
    return u ? (
      <Typography variant="body1" noWrap sx={{ fontWeight: 600 }}>
        {unidadeLabel(u)}
      </Typography>
    ) : null;
  }
  if (!c) return null;
  return (
    <Box role="group" aria-label={BUYER_LABELS.selectedClient} sx={{ minWidth: 0 }}>
      <Typography variant="body1" noWrap sx={{ fontWeight: 600 }} title={clienteLabel(c)}>
        {clienteLabel(c)}
        {c.status === 'B' ? (
          <Box component="span" sx={{ color: 'error.light', ml: 1 }}>
            {MSG.clientInactive}
          </Box>
        ) : null}
      </Typography>
      <Typography variant="body2" component="p" sx={{ opacity: 0.85 }}>
        {BUYER_LABELS.taxId}: {clienteTaxId(c)}
      </Typography>
      <CreditFigures usuario={usuario} />
    </Box>
  );
}

export default function AppLayout() {
  const usuario = useSession((s) => s.usuario);
  const { marca } = useMarca();
  useDocumentTitle(usuario?.nome);
  if (!usuario) return null;
  const buyer = BUYER_ROLES.includes(usuario.role);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {/* Sticky on wide screens; on phones the tall header scrolls away with the page. */}
      <AppBar
        position="sticky"
        color="primary"
        component="header"
        sx={{ position: { xs: 'static', md: 'sticky' } }}
      >
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            variant="h6"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {marca.nome}
          </Link>
          <Stack sx={{ flex: '1 1 320px', minWidth: 0 }}>
            <Selection usuario={usuario} />
          </Stack>
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            {buyer && usuario.clientes.length > 0 ? <CustomerSwitch usuario={usuario} /> : null}
            <BranchSelector usuario={usuario} />
            <NotificacoesBell role={usuario.role} />
            <UserMenu name={usuario.nome} />
          </Stack>
        </Toolbar>
        <CustomerMenu role={usuario.role} />
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 2 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
