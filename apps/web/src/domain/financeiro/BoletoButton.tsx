// The button of a title (docs/product/portal-cliente.md §4 Boleto button state, §8), shared by the finance
// boleto list and the order's boleto dialog: the PDF of a title in time, a red warning for an overdue one, a
// green PAGO with the payment date, a blocked one when the ERP has no account; beside it, the PIX action of
// a title with a Pix (PixButton).
import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CircularProgress from '@mui/material/CircularProgress';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { formatCurrency, formatDate } from '@portal/shared/format';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import { baixarBoleto, type DocumentOwner } from '../../api/documentos';
import { boletoAction, boletoNotice, type TituloState } from './boleto-state';
import { notify } from '../../ui/notify';
import type { Column } from '../../ui/ResponsiveTable';
import { PixButton } from './PixButton';

/** A button that shows 'Baixando' while its download runs and ignores clicks meanwhile. */
export function BusyButton({
  busy,
  startIcon,
  children,
  onClick,
  ...props
}: ButtonProps & { busy: boolean }) {
  return (
    <Button
      {...props}
      onClick={(e) => {
        if (!busy) onClick?.(e);
      }}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label={L.downloading} /> : startIcon}
    >
      {children}
    </Button>
  );
}

export function BoletoButton({
  titulo,
  owner,
}: {
  titulo: TituloState & { prefixo: string };
  owner: DocumentOwner;
}) {
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
        <BusyButton
          {...common}
          busy={busy}
          startIcon={<DownloadIcon />}
          aria-label={L.downloadBoletoAria(t, p)}
          onClick={async () => {
            setBusy(true);
            try {
              await baixarBoleto(owner, titulo);
            } finally {
              setBusy(false);
            }
          }}
        >
          {L.downloadBoleto}
        </BusyButton>
      );
    case 'overdue':
      return (
        <Button
          {...common}
          color="error"
          startIcon={<WarningAmberIcon />}
          aria-label={L.overdueAria(t, p)}
          onClick={inform}
        >
          {L.overdue}
        </Button>
      );
    case 'paid': {
      const date = formatDate(titulo.baixa);
      return (
        <Button
          {...common}
          color="success"
          startIcon={<CheckCircleIcon />}
          aria-label={L.paidAria(t, p, date)}
          onClick={inform}
        >
          {L.paid(date)}
        </Button>
      );
    }
    case 'blocked':
      return (
        <Button
          {...common}
          color="inherit"
          startIcon={<LockIcon />}
          aria-label={L.blockedAria(t, p)}
          onClick={inform}
        >
          {L.blocked}
        </Button>
      );
  }
}

const SITUACAO_COLOR = { EMDIA: 'primary', VENCIDO: 'error', QUITADO: 'success' } as const;

type BoletoRow = TituloState & { prefixo: string; valor: number; pix?: boolean };

/**
 * The last columns of a title's row (value, balance, situation and its button), for a
 * ResponsiveTable: on a phone the situation sits beside the title and the button fills the card.
 */
export function boletoColumns<T extends BoletoRow>(owner: DocumentOwner): Column<T>[] {
  return [
    { key: 'valor', header: L.colValor, align: 'right', nowrap: true, cell: (t) => formatCurrency(t.valor) },
    { key: 'saldo', header: L.colSaldo, align: 'right', nowrap: true, cell: (t) => formatCurrency(t.saldo) },
    {
      key: 'situacao',
      header: L.colSituacao,
      card: 'badge',
      cell: (t) => (
        <Chip
          size="small"
          variant="outlined"
          color={SITUACAO_COLOR[t.situacao] ?? 'default'}
          label={L.situacoes[t.situacao] ?? t.situacao}
        />
      ),
    },
    {
      key: 'boleto',
      header: L.colBoleto,
      align: 'center',
      card: 'actions',
      // the title's Pix (open titles the API flags) beside its boleto
      cell: (t) =>
        t.pix ? (
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'center', flexGrow: 1, '& > *': { flexGrow: { xs: 1, md: 0 } } }}
          >
            <BoletoButton titulo={t} owner={owner} />
            <PixButton titulo={t} owner={owner} />
          </Stack>
        ) : (
          <BoletoButton titulo={t} owner={owner} />
        ),
    },
  ];
}
