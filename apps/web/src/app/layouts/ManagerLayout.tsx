// Shell of the manager area (docs/product/gestor-crm-vendas.md §2.2): a top bar titled with the manager area
// and the user's name, logout, and a side menu built from the configured forms.
import { Suspense, useMemo, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuOpenIcon from '@mui/icons-material/Menu';
import { MSG } from '@portal/shared/messages';
import { usePendingApprovals } from '../../api/manager-list';
import { useConfig } from '../../api/config';
import { useSession } from '../../state/session';
import { PageLoader } from '../../ui/PageLoader';
import { CADASTROS_LABELS as C, LABELS, SCREEN_TITLES } from '@portal/shared/labels';
import { buildMenu, type MenuNode } from './manager-menu';
import { MenuIcon } from './MenuIcon';
import { UserMenu } from './UserMenu';
import { useDocumentTitle } from './use-document-title';

const DRAWER_WIDTH = 260;

/** The approvals screen: its menu entry shows how many registrations are pending. */
const APPROVALS_ROUTE = '/gestor/alcadas';
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The pending approvals beside the Aprovações entry (hidden at 0); read again after each decision. */
function PendingCount() {
  const pending = usePendingApprovals();
  const n = pending.data?.length ?? 0;
  if (n === 0) return null;
  return (
    <Box
      component="span"
      data-testid="pending-count"
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 22,
        borderRadius: 11,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        typography: 'caption',
        fontWeight: 700,
        textAlign: 'center',
      }}
    >
      {n}
      <Box component="span" sx={visuallyHidden}>
        {` ${C.pendingCount(n)}`}
      </Box>
    </Box>
  );
}

function MenuEntry({ node, depth, onNavigate }: { node: MenuNode; depth: number; onNavigate: () => void }) {
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <MenuIcon name={node.icon} />
      </ListItemIcon>
      <ListItemText primary={node.label} />
      {node.to === APPROVALS_ROUTE ? <PendingCount /> : null}
    </>
  );
  const sx = { pl: 2 + depth * 2 };
  if (!node.to) return null;
  if (node.external) {
    return (
      <ListItem disablePadding>
        <ListItemButton component="a" href={node.to} target="_blank" rel="noopener noreferrer" sx={sx}>
          {content}
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={node.to}
        end
        onClick={onNavigate}
        sx={{ ...sx, '&.active': { bgcolor: 'action.selected' } }}
      >
        {content}
      </ListItemButton>
    </ListItem>
  );
}

function MenuTree({
  nodes,
  depth,
  onNavigate,
}: {
  nodes: MenuNode[];
  depth: number;
  onNavigate: () => void;
}) {
  return (
    <>
      {nodes.map((node) =>
        node.children.length > 0 ? (
          <ListItem key={node.id} disablePadding sx={{ display: 'block' }}>
            <List
              dense
              subheader={
                <ListSubheader component="div" sx={{ pl: 2 + depth * 2 }}>
                  {node.label}
                </ListSubheader>
              }
            >
              {node.to ? (
                <MenuEntry node={{ ...node, children: [] }} depth={depth} onNavigate={onNavigate} />
              ) : null}
              <MenuTree nodes={node.children} depth={depth + 1} onNavigate={onNavigate} />
            </List>
          </ListItem>
        ) : (
          <MenuEntry key={node.id} node={node} depth={depth} onNavigate={onNavigate} />
        ),
      )}
    </>
  );
}

export default function ManagerLayout() {
  const usuario = useSession((s) => s.usuario);
  const { data: config, isPending } = useConfig();
  const [mobileOpen, setMobileOpen] = useState(false);
  const menu = useMemo(() => buildMenu(config?.formularios ?? []), [config]);
  useDocumentTitle(usuario?.nome);
  if (!usuario) return null;

  const nav = (
    <Box component="nav" aria-label={LABELS.mainMenu} sx={{ overflowY: 'auto' }}>
      {isPending ? (
        <Typography sx={{ p: 2 }} variant="body2">
          {MSG.loading}
        </Typography>
      ) : (
        <List dense>
          <MenuTree nodes={menu} depth={0} onNavigate={() => setMobileOpen(false)} />
        </List>
      )}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" color="primary" component="header" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={LABELS.openMenu}
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen((o) => !o)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuOpenIcon />
          </IconButton>
          {/* On a phone the title takes two short lines instead of being cut. */}
          <Typography
            variant="h6"
            component="p"
            data-testid="gestor-titulo"
            sx={{
              flexGrow: 1,
              minWidth: 0,
              fontSize: { xs: '0.95rem', sm: '1.25rem' },
              lineHeight: { xs: 1.25, sm: 1.6 },
              overflowWrap: 'anywhere',
            }}
          >
            <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
              {SCREEN_TITLES.gestor}
            </Box>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {' - '}
            </Box>
            <Box
              component="span"
              sx={{ display: { xs: 'block', sm: 'inline' }, fontWeight: { xs: 400, sm: 'inherit' } }}
            >
              {usuario.nome}
            </Box>
          </Typography>
          <UserMenu name={usuario.nome} />
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          // The open menu is a dialog on a phone: it is named like the menu it holds.
          slotProps={{ paper: { 'aria-label': LABELS.mainMenu } }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Toolbar />
          {nav}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          {nav}
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
        <Toolbar />
        {/* A screen whose code is still loading shows the loader here; the bar and the menu stay. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
