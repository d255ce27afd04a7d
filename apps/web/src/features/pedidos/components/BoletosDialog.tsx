// The order's boleto dialog (spec 01 §2 Orders, §4 Boleto button state, §8): the titles of the
// order, each with the finance list's button: the PDF of a title in time, a red warning for an
// overdue one, a green PAGO with the payment date, a blocked one when the ERP has no account.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { formatCurrency, formatDate } from '@portal/shared/format';
import { FINANCE_LABELS as F, ORDER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import { boletoAction, boletoNotice } from '../../../ui/boleto-state';
import { AppDialog, type DialogController } from '../../../ui/Dialog';
import { notify } from '../../../ui/notify';
import { baixarBoleto, type BoletoOwner } from '../api';

type Titulo = Pedido['titulos'][number];

const SITUACAO_COLOR = { EMDIA: 'primary', VENCIDO: 'error', QUITADO: 'success' } as const;

function BoletoButton({ titulo, owner }: { titulo: Titulo; owner: BoletoOwner }) {
  const [busy, setBusy] = useState(false);
  const action = boletoAction(titulo);
  const { titulo: t, parcela: p } = titulo;
  const inform = () => {
    if (action === 'download') return;
    const { variant, message } = boletoNotice(titulo, action);
    notify(variant, message, { duration: NOTIFY_DURATIONS.VALIDATION });
  };
  const common = {
    size: 'small' as const,
    variant: 'contained' as const,
    sx: { minWidth: 150, whiteSpace: 'nowrap' },
  };
  switch (action) {
    case 'download':
      return (
        <Button
          {...common}
          aria-label={F.downloadBoletoAria(t, p)}
          aria-busy={busy || undefined}
          startIcon={
            busy ? (
              <CircularProgress size={16} color="inherit" aria-label={F.downloading} />
            ) : (
              <DownloadIcon />
            )
          }
          onClick={async () => {
            if (busy) return;
            setBusy(true);
            try {
              await baixarBoleto(owner, titulo);
            } finally {
              setBusy(false);
            }
          }}
        >
          {F.downloadBoleto}
        </Button>
      );
    case 'overdue':
      return (
        <Button
          {...common}
          color="error"
          startIcon={<WarningAmberIcon />}
          aria-label={F.overdueAria(t, p)}
          onClick={inform}
        >
          {F.overdue}
        </Button>
      );
    case 'paid': {
      const date = formatDate(titulo.baixa);
      return (
        <Button
          {...common}
          color="success"
          startIcon={<CheckCircleIcon />}
          aria-label={F.paidAria(t, p, date)}
          onClick={inform}
        >
          {F.paid(date)}
        </Button>
      );
    }
    case 'blocked':
      return (
        <Button
          {...common}
          color="inherit"
          startIcon={<LockIcon />}
          aria-label={F.blockedAria(t, p)}
          onClick={inform}
        >
          {F.blocked}
        </Button>
      );
  }
}

export function BoletosDialog({
  dialog,
  titulos,
  owner,
}: {
  dialog: DialogController;
  titulos: Titulo[];
  owner: BoletoOwner;
}) {
  return (
    <AppDialog dialog={dialog}>
      {titulos.length === 0 ? (
        <Typography role="status" sx={{ py: 2 }}>
          {MSG.noBoletos}
        </Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={L.boletosTable}>
            <TableHead>
              <TableRow>
                <TableCell>{L.colTituloParcela}</TableCell>
                <TableCell>{L.colVencimento}</TableCell>
                <TableCell align="right">{L.colValor}</TableCell>
                <TableCell align="right">{L.colSaldo}</TableCell>
                <TableCell>{L.colSituacao}</TableCell>
                <TableCell align="center">{L.colBoleto}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {titulos.map((t) => (
                <TableRow key={`${t.prefixo}-${t.titulo}-${t.parcela}`}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {t.titulo}/{t.parcela}
                  </TableCell>
                  <TableCell>{formatDate(t.vencrea)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCurrency(t.valor)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCurrency(t.saldo)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={SITUACAO_COLOR[t.situacao] ?? 'default'}
                      label={F.situacoes[t.situacao] ?? t.situacao}
                    />
                  </TableCell>
                  <TableCell align="center">
                    <BoletoButton titulo={t} owner={owner} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </AppDialog>
  );
}
