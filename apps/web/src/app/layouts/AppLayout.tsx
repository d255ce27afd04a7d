// Shell of the customer and seller pages (docs/product/portal-cliente.md §2 "Header"): the selected client
// with its tax id (customers and sellers) or the unit label (other users), the credit figures in R$
// ('Calculando...' while loading), the customer switch with its client-count badge, the branch selector, the
// user and logout, and the customer menu with the cart button. Below md a compact app bar (brand, the
// client in short, the cart button, the menu button) stays on top, and the rest lives in a drawer:
// the client and its credit, 'Empresa' (the customer switch), 'Unidade de venda' (the branch
// selector), the menu, the user and Sair.
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { BUYER_ROLES } from '@portal/shared/constants';
import { formatCurrency } from '@portal/shared/format';
import { BUYER_LABELS, LABELS } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { creditoDisponivel } from '../../api/credito';
import { useMarca } from '../../api/marca';
import { NotificacoesBell } from '../../features/notificacoes';
import { useSession, type SessionUser } from '../../state/session';
import { clienteLabel, clienteTaxId } from '../../domain/cliente';
import { PageLoader } from '../../ui/PageLoader';
import { usePhone } from '../../ui/use-phone';
import { BranchSelector, branchesOf, unidadeLabel } from './BranchSelector';
import { CartButton, CustomerMenu, CustomerMenuList } from './CustomerMenu';
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
      {figure(LABELS.balance, creditoDisponivel(l))}
    </Typography>
  );
}

/** Selected client (buyers) or unit label (other users), and the client's credit figures. */
function Selection({ usuario, onDark = true }: { usuario: SessionUser; onDark?: boolean }) {
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
      <Typography
        variant="body1"
        noWrap={onDark}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        title={clienteLabel(c)}
      >
        {clienteLabel(c)}
        {c.status === 'B' ? (
          <Box component="span" sx={{ color: onDark ? 'error.light' : 'error.main', ml: 1 }}>
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

/** The client in short for the phone app bar: code/store (and INATIVO) over the razão, cut to fit. */
function ShortSelection({ usuario }: { usuario: SessionUser }) {
  const c = usuario.cliente;
  const buyer = BUYER_ROLES.includes(usuario.role);
  const lines: [ReactNode, string] | null =
    buyer && c
      ? [
          <>
            {c.codigo}/{c.loja}
            {c.status === 'B' ? (
              <Box component="span" sx={{ color: 'error.light', ml: 0.5 }}>
                {MSG.clientInactive}
              </Box>
            ) : null}
          </>,
          c.razao,
        ]
      : !buyer && usuario.unidade
        ? [`${usuario.unidade.empresaCod}/${usuario.unidade.filialCod}`, usuario.unidade.descricao]
        : null;
  if (!lines) return <Box sx={{ flex: 1 }} />;
  return (
    <Box
      role="group"
      aria-label={buyer ? BUYER_LABELS.selectedClient : undefined}
      sx={{ flex: 1, minWidth: 0, lineHeight: 1.2 }}
      title={buyer && c ? clienteLabel(c) : undefined}
    >
      <Typography variant="caption" component="p" noWrap sx={{ fontWeight: 700, lineHeight: 1.25 }}>
        {lines[0]}
      </Typography>
      <Typography variant="caption" component="p" noWrap sx={{ lineHeight: 1.25 }}>
        {lines[1]}
      </Typography>
    </Box>
  );
}

function DrawerSection({ heading, hint, children }: { heading: string; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ px: 2, py: 1.5 }}>
      <Typography id={id} variant="subtitle2" component="h3">
        {heading}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      {children}
    </Box>
  );
}

/** The header of a phone: the compact app bar and its drawer. */
function PhoneHeader({ usuario, brand }: { usuario: SessionUser; brand: string }) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const titleId = useId();
  const buyer = BUYER_ROLES.includes(usuario.role);
  const hasBranches = branchesOf(usuario).length > 0 && !!usuario.unidade;
  const close = () => setOpen(false);
  // Another company chosen in the drawer: the drawer closes on the new client's screen.
  const clienteId = usuario.cliente?.id ?? null;
  const [shownCliente, setShownCliente] = useState(clienteId);
  if (clienteId !== shownCliente) {
    setShownCliente(clienteId);
    setOpen(false);
  }
  return (
    <>
      <AppBar position="sticky" color="primary" component="header" sx={{ top: 0 }}>
        <Toolbar disableGutters sx={{ minHeight: 56, height: 56, gap: 1, pl: 1.5, pr: 0.5 }}>
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            noWrap
            sx={{ fontWeight: 700, fontSize: '1rem', flexShrink: 0, maxWidth: '38%' }}
          >
            {brand}
          </Link>
          <ShortSelection usuario={usuario} />
          {/* Room here for more icons of the bar (the cart, a notice bell) before the menu button. */}
          <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
            <NotificacoesBell role={usuario.role} />
            <CartButton role={usuario.role} />
            <IconButton
              color="inherit"
              aria-label={LABELS.openMenu}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? drawerId : undefined}
              onClick={() => setOpen(true)}
              sx={{ width: 48, height: 48 }}
            >
              <MenuIcon />
            </IconButton>
          </Stack>
        </Toolbar>
      </AppBar>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            id: drawerId,
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: 'min(360px, 92vw)' },
          },
        }}
      >
        <Toolbar sx={{ gap: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {BUYER_LABELS.appMenu}
          </Typography>
          <IconButton
            color="inherit"
            aria-label={BUYER_LABELS.closeMenu}
            onClick={close}
            autoFocus
            edge="end"
          >
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Box sx={{ px: 2, pt: 2, pb: 1 }}>
          <Selection usuario={usuario} onDark={false} />
        </Box>
        {buyer && usuario.clientes.length > 0 ? (
          <DrawerSection heading={BUYER_LABELS.companyHeading} hint={BUYER_LABELS.companyHint}>
            <CustomerSwitch usuario={usuario} fullWidth />
          </DrawerSection>
        ) : null}
        {hasBranches ? (
          <DrawerSection heading={BUYER_LABELS.salesUnitHeading} hint={BUYER_LABELS.salesUnitHint}>
            <BranchSelector usuario={usuario} fullWidth />
          </DrawerSection>
        ) : null}
        <Divider />
        <CustomerMenuList role={usuario.role} onNavigate={close} />
        <Divider />
        <Box sx={{ px: 2, py: 1.5 }}>
          <UserMenu name={usuario.nome} showName />
        </Box>
      </Drawer>
    </>
  );
}

export default function AppLayout() {
  const usuario = useSession((s) => s.usuario);
  const { marca } = useMarca();
  const phone = usePhone();
  useDocumentTitle(usuario?.nome);
  if (!usuario) return null;
  const buyer = BUYER_ROLES.includes(usuario.role);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {phone ? (
        <PhoneHeader usuario={usuario} brand={marca.nome} />
      ) : (
        <AppBar position="sticky" color="primary" component="header" sx={{ top: 0 }}>
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
      )}
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 2 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
