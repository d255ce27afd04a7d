// The customer menu of the header (spec 01 §2 Header): Inicio, Pedido Padrão (USA_PEDIDO_PADRAO),
// Financeiro, Pedidos, the cart button with its item count (labelled DESC_CARRINHO), Meus
// orçamentos (quotes of the cart), Consulta Vendas (sellers), Contatos. Inicio, the cart, Meus
// orçamentos, Contatos and Pedido Padrão are disabled when REALIZA_VENDAS is not SIM. Other roles
// get Financeiro and the way to the manager area.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
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
import { useCart } from '../../state/cart';

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

export function CustomerMenu({ role }: { role: Role }) {
  const { parametros } = useParameters();
  const count = useCart((s) => s.itens.length);
  const entries = menuEntries(role, parametros);

  return (
    <Box component="nav" aria-label={L.customerMenu} sx={{ bgcolor: 'grey.900', overflowX: 'auto' }}>
      <Toolbar variant="dense" sx={{ gap: 0.5, minHeight: 44 }}>
        {entries.map((e) => {
          const icon =
            e.key === 'cart' ? (
              <Badge badgeContent={count} color="secondary" max={999} showZero>
                {ICONS.cart}
              </Badge>
            ) : (
              ICONS[e.key]
            );
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
