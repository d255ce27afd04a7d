// Meus orçamentos (/orcamentos): the current client's quotes, newest first, with number, issue
// date, validity, total and the actions Baixar PDF and Reabrir no {cart term}. Reopening asks the
// server for the lines at the branch's current prices (an expired quote is refused there too); with
// lines already in the cart it asks whether to replace or add, as the standing orders do.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DownloadIcon from '@mui/icons-material/Download';
import { BUYER_ROLES, NOTIFY_DURATIONS } from '@portal/shared/constants';
import { formatCurrency, formatDate, formatDateTime } from '@portal/shared/format';
import { SCREEN_TITLES } from '@portal/shared/labels';
import { QUOTE_LABELS as L } from '@portal/shared/labels-orcamentos';
import { MSG } from '@portal/shared/messages';
import type { Orcamento, OrcamentoCarrinho } from '@portal/shared/schemas/orcamentos';
import { useParameters } from '../../api/config';
import { baixarOrcamento, carrinhoDoOrcamento, listarOrcamentos } from '../../api/orcamentos';
import { replaceOrAppendDialog, useCart } from '../../domain/carrinho';
import { useSession } from '../../state/session';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { notify, notifySuccess } from '../../ui/notify';
import { quoteIntoCart, reopenBlock } from './orcamento-rules';

/** Columns shown from the sm breakpoint up (a phone shows them under the number). */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

const validity = (o: Orcamento) => (
  <Chip
    size="small"
    label={o.valido ? L.valid : L.expired}
    color={o.valido ? 'success' : 'default'}
    variant="outlined"
  />
);

export default function OrcamentosPage() {
  const usuario = useSession((s) => s.usuario);
  const { parametros } = useParameters();
  const navigate = useNavigate();
  const confirm = useDialog();
  const [busy, setBusy] = useState<{ id: number; what: 'pdf' | 'cart' } | null>(null);
  const cliente = usuario?.cliente ?? null;
  const unidade = usuario?.unidade ?? null;
  const term = parametros.DESC_CARRINHO;

  const list = useQuery({
    queryKey: ['orcamentos', cliente?.id ?? 0],
    queryFn: ({ signal }) => listarOrcamentos(cliente!.id, signal),
    enabled: !!cliente,
    staleTime: 0,
  });

  if (!usuario) return null;

  const putIntoCart = (o: Orcamento, c: OrcamentoCarrinho, mode: 'replace' | 'append') => {
    const cart = useCart.getState();
    const itens = quoteIntoCart(cart.itens, c.itens, mode);
    if (mode === 'replace') cart.reset();
    useCart.getState().replaceItens(itens);
    notifySuccess(MSG.quoteReopened(o.numero, c.itens.length, term));
    for (const i of c.indisponiveis) {
      notify('warning', MSG.standingOrderItemNotLoaded(i.produtoSku, i.produtoDescricao, i.message), {
        duration: NOTIFY_DURATIONS.VALIDATION,
      });
    }
    void navigate('/carrinho');
  };

  const reopen = async (o: Orcamento) => {
    const block = reopenBlock(o, { clienteId: cliente?.id ?? null, unidadeId: unidade?.id ?? null });
    if (block) {
      notify('warning', block, { duration: NOTIFY_DURATIONS.VALIDATION });
      return;
    }
    setBusy({ id: o.id, what: 'cart' });
    try {
      const r = await carrinhoDoOrcamento(o.id);
      if (!r.ok) return;
      const c = r.data;
      if (c.itens.length === 0) {
        notify('warning', MSG.quoteNothingReopened(o.numero), { duration: NOTIFY_DURATIONS.VALIDATION });
        return;
      }
      const inCart = useCart.getState().itens.length;
      if (inCart === 0) {
        putIntoCart(o, c, 'replace');
        return;
      }
      confirm.open(
        replaceOrAppendDialog({
          title: L.reopenTitle,
          message: MSG.quoteCartNotEmpty(term, inCart),
          labels: L,
          onCancel: confirm.close,
          onChoose: (mode) => {
            confirm.close();
            putIntoCart(o, c, mode);
          },
        }),
      );
    } finally {
      setBusy(null);
    }
  };

  const download = (o: Orcamento) => {
    setBusy({ id: o.id, what: 'pdf' });
    void baixarOrcamento(o.id).finally(() => setBusy(null));
  };

  const rows = list.data ?? [];
  const spinner = <CircularProgress size={16} color="inherit" aria-label={MSG.loading} />;
  const actions = (o: Orcamento) => (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={busy?.id === o.id && busy.what === 'pdf' ? spinner : <DownloadIcon />}
        disabled={busy !== null}
        onClick={() => download(o)}
        aria-label={`${L.download} ${o.numero}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {L.download}
      </Button>
      <Button
        size="small"
        variant="contained"
        color="secondary"
        startIcon={busy?.id === o.id && busy.what === 'cart' ? spinner : <AddShoppingCartIcon />}
        disabled={busy !== null}
        onClick={() => void reopen(o)}
        aria-label={`${L.reopenIn(term)} ${o.numero}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {L.reopenIn(term)}
      </Button>
    </Stack>
  );
  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h5" component="h1" gutterBottom>
        {L.title}
      </Typography>
      {!cliente ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3, flexWrap: 'wrap' }}>
          <Typography>{L.noTarget}</Typography>
          {BUYER_ROLES.includes(usuario.role) ? (
            <Button component={RouterLink} to="/selecionar-cliente" variant="outlined">
              {SCREEN_TITLES.selecionarCliente}
            </Button>
          ) : null}
        </Stack>
      ) : list.isPending ? (
        <Box role="status" sx={{ py: 3 }}>
          <Typography color="text.secondary" gutterBottom>
            {L.loading}
          </Typography>
          <LinearProgress aria-label={MSG.loading} />
        </Box>
      ) : list.isError ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }}>
          <Typography role="alert">{L.loadFailed}</Typography>
          <Button variant="outlined" onClick={() => void list.refetch()}>
            {L.retry}
          </Button>
        </Stack>
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {MSG.quoteNone}
          </Typography>
        </Paper>
      ) : (
        <TableContainer component={Paper} variant="outlined" aria-busy={list.isFetching}>
          <Table size="small" aria-label={L.list}>
            <TableHead>
              <TableRow>
                <TableCell>{L.number}</TableCell>
                <TableCell sx={WIDE}>{L.issued}</TableCell>
                <TableCell sx={WIDE}>{L.validUntil}</TableCell>
                <TableCell sx={WIDE} align="right">
                  {L.total}
                </TableCell>
                <TableCell sx={WIDE}>{L.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((o) => (
                <TableRow key={o.id} hover>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {o.numero}
                    {o.vendedorNome ? (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {L.seller}: {o.vendedorNome}
                      </Typography>
                    ) : null}
                    {/* On a phone the dates and the total go under the number. */}
                    <Box sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 400, mt: 0.5 }}>
                      <Typography variant="body2">
                        {L.issued}: {formatDateTime(o.emissao)}
                      </Typography>
                      <Typography variant="body2">
                        {L.validUntil}: {formatDate(o.validoAte)} {validity(o)}
                      </Typography>
                      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                        {L.total}: {formatCurrency(o.total)}
                      </Typography>
                      {actions(o)}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>{formatDateTime(o.emissao)}</TableCell>
                  <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                    {formatDate(o.validoAte)} {validity(o)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                    {formatCurrency(o.total)}
                  </TableCell>
                  <TableCell sx={WIDE}>{actions(o)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <AppDialog dialog={confirm} />
    </Box>
  );
}
