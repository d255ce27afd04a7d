// Order detail (/pedidos/detalhe/{id}; spec 01 §2 Orders, §4, §8): the header (reference, emission,
// status, branch, client, delivery customer, totals), the progress bar, the items, the details of
// the ERP updates (notes, scheduling, loading, invoices) and the status history. Actions: print
// (the order PDF), boletos (the order's titles with the boleto button states), tracking
// (TRACKING_DANFE), create a standing order (USA_PEDIDO_PADRAO) and cancel (only while statusId ≤ 2;
// the server records the cancel event 7). A 400 answer to the load is shown for 12 s.
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
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
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import CancelIcon from '@mui/icons-material/Cancel';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PrintIcon from '@mui/icons-material/Print';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { isOn } from '@portal/shared/constants';
import {
  formatCpfCnpj,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatNfeKey,
  formatWeightKg,
} from '@portal/shared/format';
import { ORDER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import { useParameters } from '../../api/config';
import { useSession } from '../../state/session';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import { buscarPedido, imprimirPedido, useCancelarPedido } from './api';
import { BoletosDialog } from './components/BoletosDialog';
import { OrderStepper } from './components/OrderStepper';
import { PedidoPadraoDialog } from './components/PedidoPadraoDialog';
import { RepetirPedido } from './components/RepetirPedido';
import { RastreioDialog } from './components/RastreioDialog';
import { canCancel, detailRows, nfeKeys, statusColor } from './order-rules';

const head = { fontWeight: 700, whiteSpace: 'nowrap' } as const;

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? { sm: 'span 2' } : undefined }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Summary({ p }: { p: Pedido }) {
  const entrega = p.clienteEntregaCodigo
    ? `${p.clienteEntregaCodigo}/${p.clienteEntregaLoja ?? ''} - ${p.clienteEntregaDescricao ?? ''}`
    : L.none;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="dl"
        aria-label={L.summary}
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        <Field label={L.emissao}>{formatDateTime(p.emissao)}</Field>
        <Field label={L.status}>{p.statusDesc}</Field>
        <Field label={L.unidade}>
          {p.unidadeDesc} {p.unidadeDescricao}
        </Field>
        <Field label={L.usuario}>{p.usuarioNome ?? L.none}</Field>
        <Field label={L.cliente} wide>
          {p.clienteCodigo}/{p.clienteLoja} - {p.clienteRazao}
          {p.clienteCgc ? ` · ${formatCpfCnpj(p.clienteCgc)}` : ''}
        </Field>
        <Field label={L.entrega} wide>
          {entrega}
        </Field>
        <Field label={L.total}>{formatCurrency(p.total)}</Field>
        <Field label={L.qtdItens}>{p.qtdItens}</Field>
        <Field label={L.peso}>{formatWeightKg(p.qtdPeso)}</Field>
      </Box>
    </Paper>
  );
}

function Items({ p }: { p: Pedido }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={L.items} sx={{ '& thead th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{L.colItem}</TableCell>
            <TableCell>{L.colProduto}</TableCell>
            <TableCell>{L.colUm}</TableCell>
            <TableCell align="right">{L.colQuant}</TableCell>
            <TableCell align="right">{L.colPeso}</TableCell>
            <TableCell align="right">{L.colValorUnit}</TableCell>
            <TableCell align="right">{L.colTotal}</TableCell>
            <TableCell>{L.colModalidade}</TableCell>
            <TableCell>{L.colPagamento}</TableCell>
            <TableCell>{L.colEmbarque}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {p.itens.map((i) => (
            <TableRow key={i.id}>
              <TableCell>{i.item}</TableCell>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {i.produtoDesc}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {i.produtoSku}
                  {i.obraNome ? ` · ${L.obra(i.obraNome)}` : ''}
                </Typography>
              </TableCell>
              <TableCell>{i.produtoUM}</TableCell>
              <TableCell align="right">{formatDecimal(i.produtoQuant, 0)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatWeightKg(i.produtoPesoUnit * i.produtoQuant)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(i.produtoValorUnit)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatCurrency(i.produtoValorTotal)}
              </TableCell>
              <TableCell>{i.modalidadeSku}</TableCell>
              <TableCell>
                {[i.pagamentoFormaDescricao, i.pagamentoCondicaoDescricao].filter(Boolean).join(' · ') ||
                  L.none}
              </TableCell>
              <TableCell>{i.dataEmbarque ? formatDate(i.dataEmbarque) : L.none}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} sx={{ ...head, color: 'text.primary', fontSize: '0.875rem' }}>
              {L.total}
            </TableCell>
            <TableCell align="right" sx={{ ...head, color: 'text.primary', fontSize: '0.875rem' }}>
              {formatDecimal(
                p.itens.reduce((s, i) => s + i.produtoQuant, 0),
                0,
              )}
            </TableCell>
            <TableCell align="right" sx={{ ...head, color: 'text.primary', fontSize: '0.875rem' }}>
              {formatWeightKg(p.qtdPeso)}
            </TableCell>
            <TableCell />
            <TableCell align="right" sx={{ ...head, color: 'text.primary', fontSize: '0.875rem' }}>
              {formatCurrency(p.total)}
            </TableCell>
            <TableCell colSpan={3} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

function Details({ p }: { p: Pedido }) {
  const rows = detailRows(p.itens);
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {L.obsnf}:
        </Box>{' '}
        <Box component="span" sx={{ fontWeight: 600 }}>
          {p.obsnf || L.none}
        </Box>
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={L.detailsTable} sx={{ '& thead th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{L.colItem}</TableCell>
              <TableCell>{L.colAtualizacao}</TableCell>
              <TableCell>{L.colAgendamento}</TableCell>
              <TableCell>{L.colCarregamento}</TableCell>
              <TableCell>{L.colNota}</TableCell>
              <TableCell>{L.colChave}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>{MSG.noRecords}</TableCell>
              </TableRow>
            ) : (
              rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {r.item}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {r.produto}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.datacad)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {r.agendamento ? formatDateTime(r.agendamento) : L.none}
                  </TableCell>
                  <TableCell>{r.ordemcarreg ?? L.none}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {r.notas.length ? r.notas.join(', ') : L.none}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.75rem' }}>
                    {r.chaves.length ? r.chaves.map((c) => <Box key={c}>{formatNfeKey(c)}</Box>) : L.none}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

function History({ p }: { p: Pedido }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={L.historyTable}>
        <TableHead>
          <TableRow>
            <TableCell>{L.colData}</TableCell>
            <TableCell>{L.colStatus}</TableCell>
            <TableCell>{L.colOrigem}</TableCell>
            <TableCell>{L.colUsuario}</TableCell>
            <TableCell>{L.colObservacao}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {p.historico.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>{MSG.noRecords}</TableCell>
            </TableRow>
          ) : (
            [...p.historico].reverse().map((h, k) => (
              <TableRow key={`${h.createdDate}-${k}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.createdDate)}</TableCell>
                <TableCell>{h.statusDesc}</TableCell>
                <TableCell>{h.origem}</TableCell>
                <TableCell>{h.usuarioNome ?? L.none}</TableCell>
                <TableCell>{h.observacao ?? ''}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export default function PedidoDetalhePage() {
  const { id = '' } = useParams();
  const usuario = useSession((s) => s.usuario);
  const { parametros } = useParameters();
  const cancelamento = useCancelarPedido(id);
  const [printing, setPrinting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const confirm = useDialog();
  const boletos = useDialog();
  const rastreio = useDialog();
  const padrao = useDialog();

  const q = useQuery({
    queryKey: ['pedidos', 'detalhe', id],
    queryFn: ({ signal }) => buscarPedido(id, signal),
    retry: false,
    staleTime: 0,
  });
  const p = q.data;

  const back = (
    <Button component={RouterLink} to="/pedidos" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
      {L.back}
    </Button>
  );
  if (q.isPending) {
    return (
      <Box>
        {back}
        <Box role="status" sx={{ py: 3 }}>
          <Typography color="text.secondary" gutterBottom>
            {MSG.loading}
          </Typography>
          <LinearProgress aria-label={MSG.loading} />
        </Box>
      </Box>
    );
  }
  if (q.isError || !p || !usuario) {
    return (
      <Box>
        {back}
        <Alert severity="warning" sx={{ mt: 2 }}>
          {q.error?.message ?? MSG.genericFailure}
        </Alert>
      </Box>
    );
  }

  const keys = nfeKeys(p);
  const owner = { user: usuario.id, emp: p.empresaCod, fil: p.filialCod };
  const print = async () => {
    if (printing) return;
    setPrinting(true);
    try {
      await imprimirPedido(p.id);
    } finally {
      setPrinting(false);
    }
  };
  const cancel = async () => {
    confirm.close();
    setCancelling(true);
    try {
      await cancelamento.mutateAsync(p.id);
    } finally {
      setCancelling(false);
    }
  };
  const openTracking = () => {
    if (keys.length === 0) {
      notify('warning', MSG.nfeKeyMissing);
      return;
    }
    rastreio.open({ title: L.trackingTitle(p.ref), size: 'lg' });
  };

  return (
    <Box component="article" aria-labelledby="page-title">
      {back}
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <Typography id="page-title" variant="h5" component="h1">
          {L.title(p.ref)}
        </Typography>
        <Chip label={p.statusDesc} color={statusColor(p.statusId)} sx={{ fontWeight: 700 }} />
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(p.emissao)}
        </Typography>
        {q.isFetching ? <CircularProgress size={18} aria-label={MSG.loading} /> : null}
      </Stack>

      <Stack
        role="toolbar"
        aria-label={L.actions}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Button
          variant="contained"
          startIcon={
            printing ? <CircularProgress size={16} color="inherit" aria-label={MSG.loading} /> : <PrintIcon />
          }
          onClick={print}
          aria-busy={printing || undefined}
        >
          {L.print}
        </Button>
        <RepetirPedido pedido={p} pedidoId={p.id} refLabel={p.ref} />
        <Button
          variant="outlined"
          startIcon={<RequestQuoteIcon />}
          aria-haspopup="dialog"
          onClick={() => boletos.open({ title: L.boletosTitle(p.ref), size: 'lg' })}
        >
          {L.boletos}
        </Button>
        {isOn(parametros.TRACKING_DANFE) ? (
          <Button
            variant="outlined"
            startIcon={<LocalShippingIcon />}
            aria-haspopup="dialog"
            onClick={openTracking}
          >
            {L.tracking}
          </Button>
        ) : null}
        {isOn(parametros.USA_PEDIDO_PADRAO) ? (
          <Button
            variant="outlined"
            startIcon={<BookmarkAddIcon />}
            aria-haspopup="dialog"
            onClick={() => padrao.open({ title: L.standingTitle, size: 'sm' })}
          >
            {L.createStanding}
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          color="error"
          startIcon={
            cancelling ? (
              <CircularProgress size={16} color="inherit" aria-label={MSG.loading} />
            ) : (
              <CancelIcon />
            )
          }
          disabled={!canCancel(p.statusId, cancelling)}
          aria-haspopup="dialog"
          onClick={() =>
            confirm.open({
              title: L.cancelTitle,
              size: 'xs',
              content: <Typography>{MSG.orderCancelConfirm(p.ref)}</Typography>,
              actions: [
                { key: 'no', label: L.no, onClick: confirm.close, autoFocus: true },
                {
                  key: 'yes',
                  label: L.yes,
                  onClick: () => void cancel(),
                  color: 'error',
                  variant: 'contained',
                },
              ],
            })
          }
        >
          {L.cancelOrder}
        </Button>
      </Stack>

      <Stack spacing={3}>
        <OrderStepper pedido={p} etapa2={parametros.PED_DET_ETAPA_2} />
        <Summary p={p} />
        <Section title={L.items}>
          <Items p={p} />
        </Section>
        <Section title={L.details}>
          <Details p={p} />
        </Section>
        <Section title={L.history}>
          <History p={p} />
        </Section>
      </Stack>

      <AppDialog dialog={confirm} />
      <BoletosDialog dialog={boletos} titulos={p.titulos} owner={owner} />
      <RastreioDialog dialog={rastreio} pedidoId={p.id} keys={keys} />
      <PedidoPadraoDialog dialog={padrao} pedidoId={p.id} pedidoRef={p.ref} />
    </Box>
  );
}
