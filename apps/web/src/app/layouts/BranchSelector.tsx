// Branch selector of the header (docs/product/portal-cliente.md §2 Header, §4 Switching branch): the units of
// the current customer (the user's own units for other roles), sorted by description. Switching with items in
// the cart asks to confirm that the cart will be ZEROED (CANCELAR / OK); while the new branch is
// prepared (products synced) an 'Aguarde...' dialog shows; then the credit figures reload. The button
// reads 'Unidade de venda' over the unit label, with a tooltip saying what it changes, so it is not
// mistaken for the customer switch (TROCAR FILIAL: the company bought for).
import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StoreIcon from '@mui/icons-material/Store';
import { BUYER_ROLES } from '@portal/shared/constants';
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Unidade } from '@portal/shared/schemas/auth';
import { switchUnidade } from '../../domain/cliente';
import { useParameters } from '../../api/config';
import { cartResetDialog, useCart } from '../../domain/carrinho';
import type { SessionUser } from '../../state/session';
import { AppDialog, useDialog } from '../../ui/Dialog';

const MIN_WAIT_MS = 400;

/** 'empresaCod/filialCod descricao'. */
export function unidadeLabel(u: Pick<Unidade, 'empresaCod' | 'filialCod' | 'descricao'>): string {
  return `${u.empresaCod}/${u.filialCod} ${u.descricao}`;
}

/** The branches the user can switch to, by description. */
export function branchesOf(usuario: Pick<SessionUser, 'role' | 'cliente' | 'unidades'>): Unidade[] {
  const list = BUYER_ROLES.includes(usuario.role) ? (usuario.cliente?.unidades ?? []) : usuario.unidades;
  return [...list].sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt-BR'));
}

export function BranchSelector({ usuario, fullWidth }: { usuario: SessionUser; fullWidth?: boolean }) {
  const { parametros } = useParameters();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [waiting, setWaiting] = useState(false);
  const confirm = useDialog();
  const menuId = useId();
  const waitTitleId = useId();
  const units = useMemo(() => branchesOf(usuario), [usuario]);
  const current = usuario.unidade;
  if (units.length === 0 || !current) return null;

  const doSwitch = async (u: Unidade) => {
    setWaiting(true);
    try {
      // At least a moment on screen, so the dialog does not just flicker.
      await Promise.all([
        switchUnidade(u, parametros.SM_TEMPLATE),
        new Promise((r) => setTimeout(r, MIN_WAIT_MS)),
      ]);
    } finally {
      setWaiting(false);
    }
  };

  const choose = (u: Unidade) => {
    setAnchor(null);
    if (u.id === current.id) return;
    if (useCart.getState().itens.length === 0) {
      void doSwitch(u);
      return;
    }
    confirm.open(
      cartResetDialog({
        message: MSG.branchSwitchConfirm(parametros.DESC_CARRINHO),
        onCancel: confirm.close,
        onConfirm: () => {
          confirm.close();
          void doSwitch(u);
        },
      }),
    );
  };

  return (
    <>
      <Tooltip title={L.salesUnitHint} describeChild>
        <Button
          color="inherit"
          variant="outlined"
          fullWidth={fullWidth}
          startIcon={<StoreIcon />}
          endIcon={<ExpandMoreIcon />}
          aria-label={`${L.branch}: ${unidadeLabel(current)} (${L.salesUnitHeading})`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ textTransform: 'none', maxWidth: fullWidth ? undefined : 320, justifyContent: 'flex-start' }}
        >
          <Box
            component="span"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              textAlign: 'left',
              minWidth: 0,
              flexGrow: 1,
            }}
          >
            <Typography component="span" variant="caption" sx={{ lineHeight: 1.1, fontWeight: 600 }}>
              {L.salesUnitHeading}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              noWrap={!fullWidth}
              sx={{ maxWidth: fullWidth ? '100%' : 240 }}
            >
              {unidadeLabel(current)}
            </Typography>
          </Box>
        </Button>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': L.branchMenu } }}
      >
        {units.map((u) => (
          <MenuItem key={u.id} selected={u.id === current.id} onClick={() => choose(u)}>
            <ListItemText primary={u.descricao} secondary={`${u.empresaCod}/${u.filialCod}`} />
          </MenuItem>
        ))}
      </Menu>
      <AppDialog dialog={confirm} />
      <Dialog open={waiting} aria-labelledby={waitTitleId} maxWidth="xs" fullWidth>
        <DialogTitle id={waitTitleId}>{MSG.wait}</DialogTitle>
        <DialogContent>
          <Typography gutterBottom role="status">
            {MSG.branchPreparing}
          </Typography>
          <LinearProgress aria-label={MSG.branchPreparing} />
        </DialogContent>
      </Dialog>
    </>
  );
}
