// Shell of the customer and seller pages: portal name, current customer (or unit), credit figures,
// user name and logout. The full header (spec 01 §2 "Header") comes with its own change.
import { Link as RouterLink, Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BUYER_ROLES } from '@portal/shared/constants';
import { formatCpfCnpj, formatCurrency } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import { useSession, type SessionUser } from '../../state/session';
import { APP_NAME, LABELS } from '@portal/shared/labels';
import { UserMenu } from './UserMenu';
import { useDocumentTitle } from './use-document-title';

function selectionLabel(usuario: SessionUser): string {
  if (BUYER_ROLES.includes(usuario.role)) {
    const c = usuario.cliente;
    if (!c) return '';
    const cgc = c.cgc ? ` (${formatCpfCnpj(c.cgc)})` : '';
    return `${c.codigo}/${c.loja} - ${c.razao}${cgc}`;
  }
  const u = usuario.unidade;
  return u ? `${u.empresaCod}/${u.filialCod} ${u.descricao}` : '';
}

function CreditFigures({ usuario }: { usuario: SessionUser }) {
  const l = usuario.limiteCredito;
  const show = (value: number | undefined) => (l ? formatCurrency(value) : MSG.calculating);
  return (
    <Typography variant="body2" component="p" sx={{ display: { xs: 'none', md: 'block' } }}>
      {LABELS.creditLimit}: {show(l?.limite)} · {LABELS.debt}: {show(l?.devedor)} · {LABELS.balance}:{' '}
      {show(l?.saldo)}
    </Typography>
  );
}

export default function AppLayout() {
  const usuario = useSession((s) => s.usuario);
  useDocumentTitle(usuario?.nome);
  if (!usuario) return null;
  const label = selectionLabel(usuario);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="primary" component="header">
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/" color="inherit" underline="none" variant="h6">
            {APP_NAME}
          </Link>
          <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
            {label ? (
              <Typography variant="body2" noWrap>
                {label}
              </Typography>
            ) : null}
            {usuario.cliente ? <CreditFigures usuario={usuario} /> : null}
          </Stack>
          <UserMenu name={usuario.nome} />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 2 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
