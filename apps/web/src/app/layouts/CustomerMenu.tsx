// The customer menu of the header (docs/product/portal-cliente.md §2 Header): Inicio, Pedido Padrão
// (USA_PEDIDO_PADRAO), Financeiro, Pedidos, the cart button with its item count (labelled DESC_CARRINHO),
// Pedido rápido, Meus orçamentos (quotes of the cart), Consulta Vendas (sellers), Contatos. Inicio, the cart,
// Pedido rápido, Meus orçamentos, Contatos and Pedido Padrão are disabled when REALIZA_VENDAS is not
// SIM. Other roles get Financeiro and the way to the manager area. A row of buttons under the
// desktop header; a list in the phone drawer; the phone app bar has the cart button alone
// (CartButton).
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BoltIcon from '@mui/icons-material/Bolt';
import ContactsIcon from '@mui/icons-material/Contacts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { BUYER_ROLES, isOn, type Role } from '@portal/shared/constants';
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { useParameters } from '../../api/config';
import { useCart } from '../../domain/carrinho';

interface Entry {
  key: string;
  to: string;
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  end?: boolean;
}

export interface MenuParameters {
  REALIZA_VENDAS: string;
  USA_PEDIDO_PADRAO: string;
  DESC_CARRINHO: string;
}

/** The entries of the menu for a role and the parameters (the cart entry is keyed 'cart'). */
export function menuEntries(role: Role, p: MenuParameters): Omit<Entry, 'icon'>[] {
  if (!BUYER_ROLES.includes(role)) {
    return [
      { key: 'financeiro', to: '/financeiro', label: L.financeiro },
      { key: 'gestor', to: '/gestor', label: L.gestor },
    ];
  }
  const sells = isOn(p.REALIZA_VENDAS);
  const entries: Omit<Entry, 'icon'>[] = [
    { key: 'inicio', to: '/', label: L.inicio, disabled: !sells, end: true },
  ];
  if (isOn(p.USA_PEDIDO_PADRAO)) {
    entries.push({ key: 'pedido-padrao', to: '/pedido-padrao', label: L.pedidoPadrao, disabled: !sells });
  }
  entries.push(
    { key: 'financeiro', to: '/financeiro', label: L.financeiro },
    { key: 'pedidos', to: '/pedidos', label: L.pedidos },
    { key: 'cart', to: '/carrinho', label: p.DESC_CARRINHO, disabled: !sells },
    { key: 'pedido-rapido', to: '/pedido-rapido', label: L.pedidoRapido, disabled: !sells },
    { key: 'orcamentos', to: '/orcamentos', label: L.orcamentos, disabled: !sells },
  );
  if (role === 'ROLE_VENDEDOR') {
    entries.push({ key: 'consulta-vendas', to: '/vendedor/vendas/consultas', label: L.consultaVendas });
  }
  entries.push({ key: 'contatos', to: '/crm/contatos', label: L.contatos, disabled: !sells });
  return entries;
}

const ICONS: Record<string, ReactNode> = {
  inicio: <HomeIcon />,
  'pedido-padrao': <ListAltIcon />,
  financeiro: <PaymentsIcon />,
  pedidos: <ReceiptLongIcon />,
  cart: <LocalShippingIcon />,
  'pedido-rapido': <BoltIcon />,
  orcamentos: <RequestQuoteIcon />,
  'consulta-vendas': <AssessmentIcon />,
  contatos: <ContactsIcon />,
  gestor: <DashboardIcon />,
};

function cartIcon(count: number) {
  return (
    <Badge badgeContent={count} color="secondary" max={999} showZero>
      {ICONS.cart}
    </Badge>
  );
}

/** The cart button of the phone app bar: the truck with its item count, labelled DESC_CARRINHO. */
export function CartButton({ role }: { role: Role }) {
  const { parametros } = useParameters();
  const count = useCart((s) => s.itens.length);
  const entry = menuEntries(role, parametros).find((e) => e.key === 'cart');
  if (!entry) return null;
  const label = L.cartItems(entry.label, count);
  const sx = { width: 48, height: 48, '&.active': { bgcolor: 'rgba(255,255,255,0.16)' } };
  return entry.disabled ? (
    <IconButton color="inherit" disabled aria-label={label} sx={sx}>
      {cartIcon(count)}
    </IconButton>
  ) : (
    <Tooltip title={label}>
      <IconButton color="inherit" component={NavLink} to={entry.to} aria-label={label} sx={sx}>
        {cartIcon(count)}
      </IconButton>
    </Tooltip>
  );
}

/** The menu as a list, for the phone drawer; `onNavigate` closes the drawer. */
export function CustomerMenuList({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  const { parametros } = useParameters();
  const count = useCart((s) => s.itens.length);
  const entries = menuEntries(role, parametros);
  return (
    <Box component="nav" aria-label={L.customerMenu}>
      <List dense={false}>
        {entries.map((e) => {
          const label = e.key === 'cart' ? L.cartItems(e.label, count) : undefined;
          const content = (
            <>
              <ListItemIcon sx={{ minWidth: 44 }}>
                {e.key === 'cart' ? cartIcon(count) : ICONS[e.key]}
              </ListItemIcon>
              <ListItemText primary={e.label} />
            </>
          );
          const sx = {
            minHeight: 48,
            '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
          };
          return (
            <ListItem key={e.key} disablePadding>
              {e.disabled ? (
                <ListItemButton disabled aria-label={label} sx={sx}>
                  {content}
                </ListItemButton>
              ) : (
                <ListItemButton
                  component={NavLink}
                  to={e.to}
                  end={e.end}
                  aria-label={label}
                  onClick={onNavigate}
                  sx={sx}
                >
                  {content}
                </ListItemButton>
              )}
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

export function CustomerMenu({ role }: { role: Role }) {
  const { parametros } = useParameters();
  const count = useCart((s) => s.itens.length);
  const entries = menuEntries(role, parametros);

  return (
    <Box component="nav" aria-label={L.customerMenu} sx={{ bgcolor: 'grey.900', overflowX: 'auto' }}>
      <Toolbar variant="dense" sx={{ gap: 0.5, minHeight: 44 }}>
        {entries.map((e) => {
          const icon = e.key === 'cart' ? cartIcon(count) : ICONS[e.key];
          const common = {
            color: 'inherit' as const,
            startIcon: icon,
            sx: {
              whiteSpace: 'nowrap',
              flexShrink: 0,
              borderRadius: 0,
              borderBottom: '3px solid transparent',
              '&.active': { borderBottomColor: 'secondary.light' },
              '&.Mui-disabled': { color: 'grey.600' },
              ...(e.key === 'cart' ? { '& .MuiButton-startIcon': { mr: 1.5 } } : {}),
            },
          };
          const label = e.key === 'cart' ? L.cartItems(e.label, count) : undefined;
          if (e.disabled) {
            return (
              <Button key={e.key} {...common} disabled aria-label={label}>
                {e.label}
              </Button>
            );
          }
          return (
            <Button key={e.key} {...common} component={NavLink} to={e.to} end={e.end} aria-label={label}>
              {e.label}
            </Button>
          );
        })}
      </Toolbar>
    </Box>
  );
}
