// Order detail (/pedidos/detalhe/{id}; docs/product/portal-cliente.md §2 Orders, §4, §8): the header
// (reference, emission, status, branch, client, delivery customer, totals), the progress bar, the items, the
// details of the ERP updates (notes, scheduling, loading, invoices) and the status history. Actions: print
// (the order PDF), boletos (the order's titles with the boleto button states), tracking
// (TRACKING_DANFE), create a standing order (USA_PEDIDO_PADRAO) and cancel (only while statusId ≤ 2;
// the server records the cancel event 7). A 400 answer to the load is shown for 12 s. The order's
// documents (invoices with DANFE and XML, titles with their boleto button) have a section of their
// own. An open detail follows the order: the live order news read it again (api/pedido-keys), so
// its status, progress, documents and the cancel button change without a reload. On a phone
// (docs/product/arquitetura.md §6) the figures go two a row, the items are compact cards (domain/pedidos/OrderItemCards),
// the ERP updates and the status history show their latest entry with a control to see them all, and the
// boletos and the tracking are in the documents section instead of the toolbar.
import { useId, useState, type ReactNode } from 'react';
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
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import CancelIcon from '@mui/icons-material/Cancel';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PrintIcon from '@mui/icons-material/Print';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { isOn } from '@portal/shared/constants';
import {
  formatCpfCnpj,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNfeKey,
  formatWeightKg,
} from '@portal/shared/format';
import { ORDER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import { formatQuantidade, formatTotaisPorUnidade, totaisPorUnidade } from '@portal/shared/unidades';
import { useParameters } from '../../api/config';
import { pedidoDetailKey } from '../../api/pedido-keys';
import { useSession } from '../../state/session';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import { OrderItemCards } from '../../domain/pedidos';
import { ResponsiveTable, useCardLayout, type Column } from '../../ui/ResponsiveTable';
import { buscarPedido, imprimirPedido, useCancelarPedido } from './api';
import { BoletosDialog } from './components/BoletosDialog';
import { OrderStepper } from './components/OrderStepper';
import { PedidoDocumentos } from './components/PedidoDocumentos';
import { PedidoPadraoDialog } from './components/PedidoPadraoDialog';
import { RepetirPedido } from './components/RepetirPedido';
import { RastreioDialog } from './components/RastreioDialog';
import { canCancel, detailRows, nfeKeys, statusColor } from './order-rules';

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? 'span 2' : undefined }}>
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
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Box
        component="dl"
        aria-label={L.summary}
        sx={{
          m: 0,
          display: 'grid',
          gap: { xs: 1.25, md: 2 },
          // Two figures a row on a phone (the client and the delivery customer take the whole row).
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, 1fr)' },
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

type Item = Pedido['itens'][number];
type DetailRow = ReturnType<typeof detailRows>[number];

const itemColumns: Column<Item>[] = [
  { key: 'item', header: L.colItem, cell: (i) => i.item },
  {
    key: 'produto',
    header: L.colProduto,
    card: 'title',
    cell: (i) => (
      <>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {i.produtoDesc}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {i.produtoSku}
          {i.obraNome ? ` · ${L.obra(i.obraNome)}` : ''}
        </Typography>
      </>
    ),
  },
  { key: 'um', header: L.colUm, cell: (i) => i.produtoUM },
  { key: 'quant', header: L.colQuant, align: 'right', cell: (i) => formatQuantidade(i.produtoQuant) },
  {
    key: 'peso',
    header: L.colPeso,
    align: 'right',
    nowrap: true,
    cell: (i) => formatWeightKg(i.produtoPesoUnit * i.produtoQuant),
  },
  {
    key: 'valorUnit',
    header: L.colValorUnit,
    align: 'right',
    nowrap: true,
    cell: (i) => formatCurrency(i.produtoValorUnit),
  },
  {
    key: 'total',
    header: L.colTotal,
    align: 'right',
    nowrap: true,
    sx: { fontWeight: 600 },
    cell: (i) => formatCurrency(i.produtoValorTotal),
  },
  { key: 'modalidade', header: L.colModalidade, cell: (i) => i.modalidadeSku },
  {
    key: 'pagamento',
    header: L.colPagamento,
    cell: (i) =>
      [i.pagamentoFormaDescricao, i.pagamentoCondicaoDescricao].filter(Boolean).join(' · ') || L.none,
  },
  {
    key: 'embarque',
    header: L.colEmbarque,
    cell: (i) => (i.dataEmbarque ? formatDate(i.dataEmbarque) : L.none),
  },
];

function Items({ p, cards }: { p: Pedido; cards: boolean }) {
  const totals = {
    label: L.total,
    lines: [
      {
        label: L.colQuant,
        // Per unit ('8,5 t · 30 SC'): sacks and tonnes are never added together.
        value: formatTotaisPorUnidade(
          totaisPorUnidade(p.itens.map((i) => ({ um: i.produtoUM, quantidade: i.produtoQuant }))),
        ),
      },
      { label: L.colPeso, value: formatWeightKg(p.qtdPeso) },
      { label: L.colTotal, value: formatCurrency(p.total) },
    ],
  };
  if (cards && p.itens.length > 0) {
    return (
      <OrderItemCards
        label={L.items}
        itens={p.itens}
        labels={{ item: L.colItem, quant: L.colQuant, valorUnit: L.colValorUnit, total: L.colTotal }}
        quantity={(i) => formatQuantidade(i.produtoQuant)}
        details={(i) => [
          i.obraNome ? L.obra(i.obraNome) : null,
          i.modalidadeSku,
          [i.pagamentoFormaDescricao, i.pagamentoCondicaoDescricao].filter(Boolean).join(' · '),
          i.dataEmbarque ? `${L.colEmbarque} ${formatDate(i.dataEmbarque)}` : null,
        ]}
        totals={totals}
      />
    );
  }
  return (
    <ResponsiveTable
      label={L.items}
      columns={itemColumns}
      rows={p.itens}
      rowKey={(i) => i.id}
      tableSx={{ '& thead th': { whiteSpace: 'nowrap' } }}
      footer={[
        {
          label: L.total,
          values: {
            // Per unit ('8,5 t · 30 SC'): sacks and tonnes are never added together.
            quant: formatTotaisPorUnidade(
              totaisPorUnidade(p.itens.map((i) => ({ um: i.produtoUM, quantidade: i.produtoQuant }))),
            ),
            peso: formatWeightKg(p.qtdPeso),
            total: formatCurrency(p.total),
          },
        },
      ]}
    />
  );
}

const none = (list: string[], render: (v: string) => ReactNode) => (list.length ? list.map(render) : L.none);

const detailColumns: Column<DetailRow>[] = [
  {
    key: 'item',
    header: L.colItem,
    card: 'title',
    cell: (r) => (
      <>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {r.item}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {r.produto}
        </Typography>
      </>
    ),
  },
  { key: 'datacad', header: L.colAtualizacao, nowrap: true, cell: (r) => formatDateTime(r.datacad) },
  {
    key: 'agendamento',
    header: L.colAgendamento,
    nowrap: true,
    cell: (r) => (r.agendamento ? formatDateTime(r.agendamento) : L.none),
  },
  { key: 'carregamento', header: L.colCarregamento, cell: (r) => r.ordemcarreg ?? L.none },
  {
    key: 'nota',
    header: L.colNota,
    nowrap: true,
    cell: (r) => (r.notas.length ? r.notas.join(', ') : L.none),
  },
  {
    key: 'chave',
    header: L.colChave,
    sx: { fontFamily: 'monospace', fontSize: '0.75rem' },
    cell: (r) =>
      none(r.chaves, (c) => (
        <Box key={c} component="span" sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.75rem' }}>
          {formatNfeKey(c)}
        </Box>
      )),
  },
];

/**
 * On a phone a long list shows its latest entry only, with a control to see them all ('Ver
 * histórico (N)'); a desktop shows them all.
 */
function useLatestOnly<T>(rows: T[], cards: boolean, latest: (rows: T[]) => T | undefined) {
  const [open, setOpen] = useState(false);
  const collapsible = cards && rows.length > 1;
  const shown = collapsible && !open ? [latest(rows)!] : rows;
  return { shown, collapsible, open, toggle: () => setOpen((o) => !o) };
}

function MoreButton({
  open,
  controls,
  more,
  less,
  onClick,
}: {
  open: boolean;
  controls: string;
  more: string;
  less: string;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      onClick={onClick}
      aria-expanded={open}
      aria-controls={controls}
      startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      sx={{ alignSelf: 'flex-start', minHeight: 40 }}
    >
      {open ? less : more}
    </Button>
  );
}

function Details({ p, cards }: { p: Pedido; cards: boolean }) {
  const rows = detailRows(p.itens);
  const id = useId();
  const list = useLatestOnly(rows, cards, (r) =>
    r.reduce((a, b) => (b.datacad.localeCompare(a.datacad) > 0 ? b : a)),
  );
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
      <Box id={id}>
        <ResponsiveTable
          label={L.detailsTable}
          columns={detailColumns}
          rows={list.shown}
          rowKey={(r) => r.key}
          empty={MSG.noRecords}
          tableSx={{ '& thead th': { whiteSpace: 'nowrap' } }}
        />
      </Box>
      {list.collapsible ? (
        <MoreButton
          open={list.open}
          controls={id}
          more={L.updatesMore(rows.length)}
          less={L.updatesLess}
          onClick={list.toggle}
        />
      ) : null}
    </Stack>
  );
}

type Evento = Pedido['historico'][number];

const historyColumns: Column<Evento>[] = [
  {
    key: 'data',
    header: L.colData,
    card: 'title',
    rowHeader: false,
    nowrap: true,
    cell: (h) => formatDateTime(h.createdDate),
  },
  { key: 'status', header: L.colStatus, cell: (h) => h.statusDesc },
  { key: 'origem', header: L.colOrigem, cell: (h) => h.origem },
  { key: 'usuario', header: L.colUsuario, cell: (h) => h.usuarioNome ?? L.none },
  { key: 'observacao', header: L.colObservacao, cell: (h) => h.observacao ?? '' },
];

function History({ p, cards }: { p: Pedido; cards: boolean }) {
  const rows = [...p.historico].reverse();
  const id = useId();
  // The latest step is the first row (newest first).
  const list = useLatestOnly(rows, cards, (r) => r[0]);
  return (
    <Stack spacing={1}>
      <Box id={id}>
        <ResponsiveTable
          label={L.historyTable}
          columns={historyColumns}
          rows={list.shown}
          rowKey={(h, k) => `${h.createdDate}-${k}`}
          empty={MSG.noRecords}
        />
      </Box>
      {list.collapsible ? (
        <MoreButton
          open={list.open}
          controls={id}
          more={L.historyMore(rows.length)}
          less={L.historyLess}
          onClick={list.toggle}
        />
      ) : null}
    </Stack>
  );
}

export default function PedidoDetailPage() {
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
  // A phone: the items as cards, the long lists down to their latest entry, the documents in
  // their own section (boletos and tracking leave the toolbar).
  const cards = useCardLayout();

  const q = useQuery({
    queryKey: pedidoDetailKey(id),
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
  const tracks = isOn(parametros.TRACKING_DANFE);
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
        {cards ? null : (
          <Button
            variant="outlined"
            startIcon={<RequestQuoteIcon />}
            aria-haspopup="dialog"
            onClick={() => boletos.open({ title: L.boletosTitle(p.ref), size: 'lg' })}
          >
            {L.boletos}
          </Button>
        )}
        {tracks && !cards ? (
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

      <Stack spacing={cards ? 2 : 3}>
        <OrderStepper pedido={p} etapa2={parametros.PED_DET_ETAPA_2} />
        <Summary p={p} />
        <Section title={L.documents}>
          <PedidoDocumentos
            pedido={p}
            owner={owner}
            onTrack={cards && tracks && keys.length > 0 ? openTracking : undefined}
          />
        </Section>
        <Section title={L.items}>
          <Items p={p} cards={cards} />
        </Section>
        <Section title={L.details}>
          <Details p={p} cards={cards} />
        </Section>
        <Section title={L.history}>
          <History p={p} cards={cards} />
        </Section>
      </Stack>

      <AppDialog dialog={confirm} />
      <BoletosDialog dialog={boletos} titulos={p.titulos} owner={owner} />
      <RastreioDialog dialog={rastreio} pedidoId={p.id} keys={keys} />
      <PedidoPadraoDialog dialog={padrao} pedidoId={p.id} pedidoRef={p.ref} />
    </Box>
  );
}
