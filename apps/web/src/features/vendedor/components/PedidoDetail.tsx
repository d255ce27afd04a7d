// Content of the 'Detalhe do Pedido' dialog (docs/product/gestor-crm-vendas.md §2.14, §3 Order detail,
// Invoice, Title): the order header and items, the Fiscal table (EMISSÃO, NOTA, CHAVE, RASTREIO when
// TRACKING_DANFE is SIM, DOWNLOAD of the DANFE) and the Titulos table (EMISSÃO, TITULO, PARCELA, VENCIMENTO,
// BAIXA, VALOR, SALDO, DOWNLOAD of the boleto, disabled at zero balance). Each is a table from `md` up and
// a column of cards on a phone (ui/ResponsiveTable; the items as the customer's order detail shows
// them, domain/pedidos/OrderItemCards), as the dialog is then narrower than the tables.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ReceiptIcon from '@mui/icons-material/Receipt';
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
import { VENDAS_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { RastreioTracking } from '@portal/shared/schemas/integracao';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import { useParameters } from '../../../api/config';
import { baixarBoleto, baixarDanfe } from '../../../api/documentos';
import { useSession } from '../../../state/session';
import { notify } from '../../../ui/notify';
import { OrderItemCards } from '../../../domain/pedidos';
import { ResponsiveTable, useCardLayout, type Column } from '../../../ui/ResponsiveTable';
import { fetchRastreio, usePedidoRef } from '../api';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" component="p" sx={{ fontWeight: 500 }}>
        {children || '-'}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A button that shows a spinner while its async action runs. */
function BusyButton({
  label,
  icon,
  onClick,
  disabled,
  children,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => Promise<unknown>;
  disabled?: boolean;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={label}
      disabled={disabled || busy}
      startIcon={busy ? <CircularProgress size={14} color="inherit" /> : icon}
      onClick={async () => {
        setBusy(true);
        try {
          await onClick();
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}

function Tracking({
  doc,
  events,
  onClose,
}: {
  doc: string;
  events: RastreioTracking[] | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!events} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="rastreio-title">
      <DialogTitle id="rastreio-title" sx={{ pr: 6 }}>
        {L.trackingTitle(doc)}
      </DialogTitle>
      <IconButton aria-label={L.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{L.colDataHora}</TableCell>
              <TableCell>{L.colOcorrencia}</TableCell>
              <TableCell>{L.colCidade}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(events ?? []).map((e, i) => (
              <TableRow key={i}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(e.data_hora) || e.data_hora}
                </TableCell>
                <TableCell>{e.ocorrencia}</TableCell>
                <TableCell>{e.cidade ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
}

const quant = (i: Pedido['itens'][number]) => formatDecimal(i.produtoQuant, i.produtoQuant % 1 ? 3 : 0);

function Header({ p }: { p: Pedido }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Field label={L.hCliente}>{`${p.clienteCodigo}/${p.clienteLoja} - ${p.clienteRazao}`}</Field>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Field label={L.hCgc}>{formatCpfCnpj(p.clienteCgc)}</Field>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Field label={L.hEmissao}>{formatDateTime(p.emissao)}</Field>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Field label={L.hStatus}>{p.statusDesc}</Field>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Field label={L.hUnidade}>{`${p.unidadeDesc} - ${p.unidadeDescricao}`}</Field>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Field label={L.hTotal}>{formatCurrency(p.total)}</Field>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Field label={L.hPeso}>{formatWeightKg(p.qtdPeso)}</Field>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Field label={L.hUsuario}>{p.usuarioNome}</Field>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Field label={L.hEntrega}>
          {p.clienteEntregaDescricao
            ? `${p.clienteEntregaCodigo ?? ''}/${p.clienteEntregaLoja ?? ''} - ${p.clienteEntregaDescricao}`
            : ''}
        </Field>
      </Grid>
      <Grid size={12}>
        <Field label={L.hObs}>{p.obsnf}</Field>
      </Grid>
    </Grid>
  );
}

export function PedidoDetail({
  pedidoRef,
  empresa,
  filial,
}: {
  pedidoRef: string;
  empresa: string;
  filial: string;
}) {
  const { data: p, isPending, isError } = usePedidoRef(pedidoRef, empresa, filial);
  const { parametros } = useParameters();
  const userId = useSession((s) => s.usuario?.id ?? 0);
  const [tracking, setTracking] = useState<{ doc: string; events: RastreioTracking[] } | null>(null);
  const tracks = isOn(parametros.TRACKING_DANFE);
  // On a phone the items are the compact cards the customer's order detail shows too.
  const cards = useCardLayout();

  if (isPending) return <LinearProgress aria-label={MSG.loading} />;
  if (isError || !p) return <Typography>{MSG.notFound}</Typography>;

  const track = async (chave: string, doc: string) => {
    const res = await fetchRastreio(chave);
    const events = res?.success ? (res.documento?.tracking ?? []) : [];
    if (events.length === 0) notify('warning', MSG.trackingUnavailable(chave));
    else setTracking({ doc, events });
  };

  type Item = Pedido['itens'][number];
  type Nota = Pedido['notas'][number];
  type Titulo = Pedido['titulos'][number];
  const itemColumns: Column<Item>[] = [
    { key: 'item', header: L.colItem, cell: (i) => i.item },
    { key: 'produto', header: L.colProduto, cell: (i) => i.produtoSku },
    {
      key: 'descricao',
      header: L.colDescricao,
      card: 'title',
      rowHeader: false,
      cell: (i) => (i.obraNome ? `${i.produtoDesc} (${i.obraNome})` : i.produtoDesc),
    },
    { key: 'um', header: L.colUm, cell: (i) => i.produtoUM },
    {
      key: 'quant',
      header: L.colQuant,
      align: 'right',
      cell: (i) => quant(i),
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
      cell: (i) => formatCurrency(i.produtoValorTotal),
    },
    { key: 'modalidade', header: L.colModalidade, cell: (i) => i.modalidadeSku },
    {
      key: 'pagamento',
      header: L.colPagamento,
      cell: (i) => [i.pagamentoFormaDescricao, i.pagamentoCondicaoDescricao].filter(Boolean).join(' - '),
    },
  ];
  const fiscalColumns: Column<Nota>[] = [
    { key: 'emissao', header: L.colNfEmissao, cell: (n) => formatDate(n.emissao) },
    {
      key: 'nota',
      header: L.colNota,
      card: 'title',
      rowHeader: false,
      nowrap: true,
      cell: (n) => `${n.documento}/${n.serie}`,
    },
    {
      key: 'chave',
      header: L.colChave,
      cell: (n) => (
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
          {formatNfeKey(n.chave)}
        </Box>
      ),
    },
    ...(tracks
      ? [
          {
            key: 'rastreio',
            header: L.colRastreio,
            card: 'actions' as const,
            cell: (n: Nota) => (
              <BusyButton
                label={L.trackNota(n.documento)}
                icon={<LocalShippingIcon />}
                onClick={() => track(n.chave, n.documento)}
              >
                {L.track}
              </BusyButton>
            ),
          },
        ]
      : []),
    {
      key: 'download',
      header: L.colDownload,
      card: 'actions',
      cell: (n) => (
        <BusyButton
          label={L.downloadDanfe(n.documento, n.serie)}
          icon={<PictureAsPdfIcon />}
          onClick={() =>
            baixarDanfe(
              { user: userId, emp: p.empresaCod, fil: p.filialCod },
              { doc: n.documento, serie: n.serie },
            )
          }
        >
          {L.danfe}
        </BusyButton>
      ),
    },
  ];
  const tituloColumns: Column<Titulo>[] = [
    { key: 'emissao', header: L.colNfEmissao, cell: (t) => formatDate(t.emissao) },
    {
      key: 'titulo',
      header: L.colTitulo,
      card: 'title',
      rowHeader: false,
      nowrap: true,
      cell: (t) => `${t.titulo}/${t.prefixo}`,
    },
    { key: 'parcela', header: L.colParcela, cell: (t) => t.parcela },
    { key: 'vencimento', header: L.colVencimento, cell: (t) => formatDate(t.vencimento) },
    { key: 'baixa', header: L.colBaixa, cell: (t) => formatDate(t.baixa) },
    {
      key: 'valor',
      header: L.colValor,
      align: 'right',
      nowrap: true,
      cell: (t) => formatCurrency(t.valor),
    },
    {
      key: 'saldo',
      header: L.colSaldo,
      align: 'right',
      nowrap: true,
      cell: (t) => formatCurrency(t.saldo),
    },
    {
      key: 'download',
      header: L.colDownload,
      card: 'actions',
      cell: (t) => (
        <BusyButton
          label={L.downloadBoleto(t.titulo, t.parcela)}
          icon={<ReceiptIcon />}
          disabled={t.saldo <= 0}
          onClick={() => baixarBoleto({ user: userId, emp: p.empresaCod, fil: p.filialCod }, t)}
        >
          {L.boleto}
        </BusyButton>
      ),
    },
  ];

  return (
    <Box>
      <Header p={p} />

      <Section title={L.items}>
        {cards && p.itens.length > 0 ? (
          <OrderItemCards
            label={L.items}
            itens={p.itens}
            labels={{ item: L.colItem, quant: L.colQuant, valorUnit: L.colValorUnit, total: L.colTotal }}
            quantity={quant}
            title={(i) => (i.obraNome ? `${i.produtoDesc} (${i.obraNome})` : i.produtoDesc)}
            details={(i) => [
              i.modalidadeSku,
              [i.pagamentoFormaDescricao, i.pagamentoCondicaoDescricao].filter(Boolean).join(' - '),
            ]}
          />
        ) : (
          <ResponsiveTable
            label={L.items}
            columns={itemColumns}
            rows={p.itens}
            rowKey={(i) => i.id}
            empty={MSG.noRecords}
          />
        )}
      </Section>

      <Section title={L.fiscal}>
        <ResponsiveTable
          label={L.fiscal}
          columns={fiscalColumns}
          rows={p.notas}
          rowKey={(n) => `${n.documento}/${n.serie}`}
          empty={MSG.noRecords}
        />
      </Section>

      <Section title={L.titulos}>
        <ResponsiveTable
          label={L.titulos}
          columns={tituloColumns}
          rows={p.titulos}
          rowKey={(t) => `${t.prefixo}/${t.titulo}/${t.parcela}`}
          empty={MSG.noRecords}
        />
      </Section>
      <Tracking
        doc={tracking?.doc ?? ''}
        events={tracking?.events ?? null}
        onClose={() => setTracking(null)}
      />
    </Box>
  );
}
