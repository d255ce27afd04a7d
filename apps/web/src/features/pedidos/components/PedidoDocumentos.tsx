// The order's documents right on its detail, as soon as the ERP has them: its invoices (NF-e), each
// with its DANFE (PDF) and authorized XML, and its titles, each with the boleto button of the finance
// list (domain/financeiro/BoletoButton); on a phone the carrier tracking too (TRACKING_DANFE), which a desktop keeps
// in the toolbar. The downloads are the finance screens' (api/documentos).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CodeIcon from '@mui/icons-material/Code';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { formatDate, formatNfeKey } from '@portal/shared/format';
import { FINANCE_LABELS as F, ORDER_LABELS as L } from '@portal/shared/labels';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import { baixarDanfe, baixarXml, type DocumentOwner } from '../../../api/documentos';
import { BusyButton } from '../../../domain/financeiro';
import { ResponsiveTable, type Column } from '../../../ui/ResponsiveTable';
import { tituloColumns } from './BoletosDialog';

type Nota = Pedido['notas'][number];

/** The invoice's two downloads, each busy while its file comes. */
function NotaDownloads({ n, owner }: { n: Nota; owner: DocumentOwner }) {
  const [busy, setBusy] = useState<'danfe' | 'xml' | null>(null);
  const run = async (kind: 'danfe' | 'xml') => {
    if (busy) return;
    setBusy(kind);
    try {
      const doc = { doc: n.documento, serie: n.serie };
      await (kind === 'danfe' ? baixarDanfe(owner, doc) : baixarXml(owner, doc));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexGrow: 1 }}>
      <BusyButton
        size="small"
        variant="contained"
        busy={busy === 'danfe'}
        startIcon={<PictureAsPdfIcon />}
        aria-label={F.danfeAria(n.documento, n.serie)}
        onClick={() => void run('danfe')}
      >
        {F.danfe}
      </BusyButton>
      <BusyButton
        size="small"
        variant="outlined"
        busy={busy === 'xml'}
        startIcon={<CodeIcon />}
        aria-label={F.xmlAria(n.documento, n.serie)}
        onClick={() => void run('xml')}
      >
        {F.xml}
      </BusyButton>
    </Stack>
  );
}

const notaColumns = (owner: DocumentOwner): Column<Nota>[] => [
  {
    key: 'nota',
    header: L.colNota,
    card: 'title',
    nowrap: true,
    sx: { fontWeight: 600 },
    cell: (n) => L.notaSerie(n.documento, n.serie),
  },
  { key: 'emissao', header: L.colEmissao, card: 'badge', nowrap: true, cell: (n) => formatDate(n.emissao) },
  {
    key: 'chave',
    header: L.colChave,
    card: 'hidden',
    sx: { fontFamily: 'monospace', fontSize: '0.75rem' },
    cell: (n) => formatNfeKey(n.chave),
  },
  {
    key: 'arquivos',
    header: F.colArquivos,
    align: 'center',
    card: 'actions',
    cell: (n) => <NotaDownloads n={n} owner={owner} />,
  },
];

export function PedidoDocumentos({
  pedido: p,
  owner,
  onTrack,
}: {
  pedido: Pedido;
  owner: DocumentOwner;
  /** The tracking button (phone only, with TRACKING_DANFE on). */
  onTrack?: () => void;
}) {
  const notas = [...p.notas].sort((a, b) => b.emissao.localeCompare(a.emissao));
  if (notas.length === 0 && p.titulos.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {L.documentsNone}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {notas.length > 0 ? (
        <ResponsiveTable
          label={L.nfesTable}
          columns={notaColumns(owner)}
          rows={notas}
          rowKey={(n) => `${n.serie}-${n.documento}`}
        />
      ) : null}
      {onTrack ? (
        <Button variant="outlined" startIcon={<LocalShippingIcon />} aria-haspopup="dialog" onClick={onTrack}>
          {L.tracking}
        </Button>
      ) : null}
      {p.titulos.length > 0 ? (
        <ResponsiveTable
          label={L.boletosTable}
          columns={tituloColumns(owner)}
          rows={p.titulos}
          rowKey={(t) => `${t.prefixo}-${t.titulo}-${t.parcela}`}
        />
      ) : null}
    </Stack>
  );
}
