// Customer switch of the header (docs/product/portal-cliente.md §2 Header, §4 Switching customer): titled
// TROCAR CLIENTE for sellers and TROCAR FILIAL otherwise, with a badge counting the clients. With 10 clients
// or fewer a plain menu; with more, a dialog searchable over razão and CPF/CNPJ. The button shows the
// company bought for (code/store - razão), so it is not mistaken for the branch selector (the selling
// unit); its tooltip says what it changes. Switching with items in the cart asks first, as the branch
// selector does: the one cart (kept in the browser) is priced for one company and is ZEROED.
import { useId, useMemo, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { CUSTOMER_MENU_DIALOG_THRESHOLD } from '@portal/shared/constants';
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { ClienteResumo } from '@portal/shared/schemas/auth';
import { cartResetDialog, useCart } from '../../domain/carrinho';
import { clienteLabel, ClienteText, matchesCliente, switchCliente } from '../../domain/cliente';
import { useParameters } from '../../api/config';
import type { SessionUser } from '../../state/session';
import { AppDialog, useDialog } from '../../ui/Dialog';

export function CustomerSwitch({ usuario, fullWidth }: { usuario: SessionUser; fullWidth?: boolean }) {
  const { parametros } = useParameters();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [search, setSearch] = useState('');
  const dialog = useDialog();
  const confirm = useDialog();
  const menuId = useId();
  const title = usuario.role === 'ROLE_VENDEDOR' ? L.switchClientSeller : L.switchClientCustomer;
  const clientes = usuario.clientes;
  const useDialogList = clientes.length > CUSTOMER_MENU_DIALOG_THRESHOLD;
  const currentId = usuario.cliente?.id;
  const company = usuario.cliente ? clienteLabel(usuario.cliente) : null;
  const shown = useMemo(
    () => (useDialogList ? clientes.filter((c) => matchesCliente(c, search, { codigo: false })) : clientes),
    [clientes, search, useDialogList],
  );

  const choose = (c: ClienteResumo) => {
    setAnchor(null);
    dialog.close();
    if (c.id === currentId) return;
    if (useCart.getState().itens.length === 0) {
      void switchCliente(c, parametros.SM_TEMPLATE);
      return;
    }
    confirm.open(
      cartResetDialog({
        message: MSG.customerSwitchConfirm(parametros.DESC_CARRINHO),
        onCancel: confirm.close,
        onConfirm: () => {
          confirm.close();
          void switchCliente(c, parametros.SM_TEMPLATE);
        },
      }),
    );
  };

  const noUnit = (c: ClienteResumo) =>
    c.unidades.length === 0 ? MSG.syncClientNoUnit(c.codigo, c.loja) : undefined;

  return (
    <>
      <Tooltip title={L.companyHint} describeChild>
        <Button
          color="inherit"
          variant="outlined"
          fullWidth={fullWidth}
          startIcon={
            <Badge badgeContent={clientes.length} color="secondary" max={999} showZero>
              <SwapHorizIcon />
            </Badge>
          }
          aria-label={`${title} (${L.clientsCount(clientes.length)})${company ? `: ${company}` : ''}`}
          aria-haspopup={useDialogList ? 'dialog' : 'menu'}
          aria-controls={!useDialogList && anchor ? menuId : undefined}
          aria-expanded={!useDialogList && anchor ? true : undefined}
          onClick={(e) => {
            if (useDialogList) {
              setSearch('');
              dialog.open({ title, size: 'sm' });
            } else {
              setAnchor(e.currentTarget);
            }
          }}
          sx={{
            textTransform: 'none',
            justifyContent: 'flex-start',
            maxWidth: fullWidth ? undefined : 320,
            '& .MuiButton-startIcon': { mr: 1.5 },
          }}
        >
          <Box
            component="span"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              textAlign: 'left',
              minWidth: 0,
            }}
          >
            <Typography component="span" variant="caption" sx={{ lineHeight: 1.1, fontWeight: 600 }}>
              {title}
            </Typography>
            {company ? (
              <Typography
                component="span"
                variant="body2"
                noWrap={!fullWidth}
                sx={{ maxWidth: fullWidth ? '100%' : 240 }}
                title={company}
              >
                {company}
              </Typography>
            ) : null}
          </Box>
        </Button>
      </Tooltip>

      {useDialogList ? null : (
        <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          <Typography variant="overline" component="li" role="presentation" sx={{ px: 2, display: 'block' }}>
            {title}
          </Typography>
          {clientes.map((c) => (
            <MenuItem
              key={c.id}
              selected={c.id === currentId}
              disabled={c.unidades.length === 0}
              onClick={() => choose(c)}
            >
              <ClienteText cliente={c} extra={noUnit(c)} />
            </MenuItem>
          ))}
        </Menu>
      )}

      {useDialogList ? (
        <AppDialog dialog={dialog}>
          <TextField
            label={L.searchClient}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            fullWidth
            autoFocus
            margin="dense"
            helperText={L.clientsCount(shown.length)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && shown.length === 1) {
                e.preventDefault();
                choose(shown[0]);
              }
            }}
          />
          {shown.length === 0 ? (
            <Typography sx={{ py: 2 }} role="status">
              {MSG.noRecords}
            </Typography>
          ) : (
            <List aria-label={L.clientList} sx={{ maxHeight: '55vh', overflowY: 'auto' }}>
              {shown.map((c) => (
                <ListItem key={c.id} disablePadding divider>
                  <ListItemButton
                    selected={c.id === currentId}
                    aria-current={c.id === currentId ? 'true' : undefined}
                    disabled={c.unidades.length === 0}
                    onClick={() => choose(c)}
                  >
                    <ClienteText cliente={c} extra={noUnit(c)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </AppDialog>
      ) : null}
      <AppDialog dialog={confirm} />
    </>
  );
}
