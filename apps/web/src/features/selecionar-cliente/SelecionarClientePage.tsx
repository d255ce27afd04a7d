// Client selection (/selecionar-cliente, docs/product/portal-cliente.md §2): a searchable list of the user's
// clients with Atualizar Clientes and Continuar. For a seller, opening the screen runs the client sync; sync
// errors come in the 'Atenção!' dialog with the support address (EMAIL_SUPORTE0). Continuar needs a
// selected client; it becomes the current customer with its first unit, the cart is reset (with items
// in it, after a confirmation, as the header's switches ask), the user goes to / and the credit
// figures reload 200 ms later.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SyncIcon from '@mui/icons-material/Sync';
import { BUYER_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import type { ClienteResumo } from '@portal/shared/schemas/auth';
import { cartResetDialog, useCart } from '../../domain/carrinho';
import { chooseCliente, ClienteText, matchesCliente } from '../../domain/cliente';
import { useParameters } from '../../api/config';
import { useSession } from '../../state/session';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import { fetchUsuario, syncVendedorClientes } from './api';

function SyncErrors({ email, errors }: { email: string; errors: string[] }) {
  return (
    <>
      <Typography gutterBottom>{MSG.syncErrors(email)}</Typography>
      <List dense aria-label={L.syncErrorsList}>
        {errors.map((message, i) => (
          <ListItem key={`${i}-${message}`} disableGutters>
            <ListItemText primary={message} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

export default function SelecionarClientePage() {
  const navigate = useNavigate();
  const usuario = useSession((s) => s.usuario);
  const { parametros, isPending: configPending } = useParameters();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(usuario?.cliente?.id ?? null);
  const [busy, setBusy] = useState(false);
  const errorsDialog = useDialog();
  const confirm = useDialog();
  const { open: openErrors, close: closeErrors } = errorsDialog;
  const isSeller = usuario?.role === 'ROLE_VENDEDOR';
  const userId = usuario?.id ?? 0;

  /** The client list again (GET /usuarios/{id}); the current client is refreshed too. */
  const reloadClientes = useCallback(async () => {
    const fresh = await fetchUsuario(userId);
    if (!fresh) return;
    const { usuario: now, updateUsuario } = useSession.getState();
    const current = now?.cliente ? fresh.clientes.find((c) => c.id === now.cliente?.id) : undefined;
    updateUsuario({
      clientes: fresh.clientes,
      unidades: fresh.unidades,
      ...(current ? { cliente: current } : {}),
    });
  }, [userId]);

  const refresh = useCallback(async () => {
    setBusy(true);
    try {
      if (!isSeller) {
        await reloadClientes();
        return;
      }
      const r = await syncVendedorClientes({
        empresa: parametros.VENDEDOR_EMP_DEFAULT,
        filial: parametros.VENDEDOR_FIL_DEFAULT,
        tpl: parametros.VENDEDOR_TPL_DEFAULT,
        cgc: useSession.getState().usuario?.cpf,
      });
      if (!r.ok) return;
      const errors = (r.data?.errors ?? []).map((e) => e.errorMessage);
      if (errors.length > 0) {
        openErrors({
          title: MSG.syncErrorsTitle,
          size: 'sm',
          content: <SyncErrors email={parametros.EMAIL_SUPORTE0} errors={errors} />,
          actions: [{ key: 'ok', label: L.ok, onClick: closeErrors, variant: 'contained', autoFocus: true }],
        });
      }
      await reloadClientes();
    } finally {
      setBusy(false);
    }
  }, [isSeller, parametros, reloadClientes, openErrors, closeErrors]);

  // A seller's list is synced on opening (once, when the parameters are known).
  const synced = useRef(false);
  useEffect(() => {
    if (!isSeller || configPending || synced.current) return;
    synced.current = true;
    void refresh();
  }, [isSeller, configPending, refresh]);

  const clientes = useMemo(() => usuario?.clientes ?? [], [usuario?.clientes]);
  const shown = useMemo(() => clientes.filter((c) => matchesCliente(c, search)), [clientes, search]);

  if (!usuario) return null;

  const continueWith = (cliente: ClienteResumo | undefined) => {
    if (!cliente) {
      notify('warning', MSG.selectClientRequired, { title: TITLES.warning });
      return;
    }
    const go = () => {
      void chooseCliente(cliente, parametros.SM_TEMPLATE);
      void navigate('/', { replace: true });
    };
    // Continuar always zeroes the cart (the same client starts again at its first unit): with items, ask.
    if (useCart.getState().itens.length === 0) {
      go();
      return;
    }
    confirm.open(
      cartResetDialog({
        message: MSG.customerSwitchConfirm(parametros.DESC_CARRINHO),
        onCancel: confirm.close,
        onConfirm: () => {
          confirm.close();
          go();
        },
      }),
    );
  };
  const onContinue = () => continueWith(clientes.find((c) => c.id === selectedId));

  const row = (c: ClienteResumo) => {
    const noUnit = c.unidades.length === 0;
    const selected = c.id === selectedId;
    return (
      <ListItem key={c.id} disablePadding divider>
        <ListItemButton
          selected={selected}
          aria-pressed={selected}
          disabled={noUnit}
          onClick={() => setSelectedId(c.id)}
          onDoubleClick={() => continueWith(c)}
        >
          <ClienteText cliente={c} extra={noUnit ? MSG.syncClientNoUnit(c.codigo, c.loja) : undefined} />
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Box component="section" aria-labelledby="page-title" sx={{ maxWidth: 900, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="page-title" variant="h5" component="h1" gutterBottom>
          {SCREEN_TITLES.selecionarCliente}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' }, mb: 1 }}
        >
          <TextField
            label={L.searchClient}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            helperText={L.clientsCount(shown.length)}
            sx={{ flexGrow: 1 }}
            autoFocus
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                if (shown.length === 1) setSelectedId(shown[0].id);
              }
            }}
          />
          <Button
            variant="outlined"
            size="large"
            onClick={() => void refresh()}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SyncIcon />}
            sx={{ mt: 0.5 }}
          >
            {L.updateClients}
          </Button>
          <Button
            variant="contained"
            size="large"
            onClick={onContinue}
            endIcon={<ArrowForwardIcon />}
            sx={{ mt: 0.5 }}
          >
            {L.continue}
          </Button>
        </Stack>
        {busy ? (
          <Box role="status" sx={{ mb: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {isSeller ? MSG.syncingClients : MSG.loading}
            </Typography>
            <LinearProgress aria-label={isSeller ? MSG.syncingClients : MSG.loading} />
          </Box>
        ) : null}
        {shown.length === 0 ? (
          <Typography sx={{ py: 2 }} role="status">
            {busy ? '' : MSG.noRecords}
          </Typography>
        ) : (
          <List aria-label={L.clientList} sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
            {shown.map(row)}
          </List>
        )}
      </Paper>
      <AppDialog dialog={errorsDialog} />
      <AppDialog dialog={confirm} />
    </Box>
  );
}
