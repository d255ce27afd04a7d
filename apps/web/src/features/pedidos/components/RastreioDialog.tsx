// The order's tracking dialog (docs/product/portal-cliente.md §2 Orders, §3 Tracking, §8; TRACKING_DANFE):
// the carriers' tracking of the order's invoice by its NF-e key, through the configured tracking service. The
// header (remetente, destinatário, nota fiscal) and the events; when the service has nothing for
// the key: 'Rastreio não disponível para a CHAVE NFE ({key}).'. With several invoices the key is
// chosen in a list (the newest first).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatNfeKey } from '@portal/shared/format';
import { ORDER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { AppDialog, type DialogController } from '../../../ui/Dialog';
import { rastrearPedido } from '../api';

/** A carrier's date and time shown as DD/MM/YYYY HH:mm when it can be read, else as sent. */
const when = (value: string) => formatDateTime(value) || value;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value || L.none}
      </Typography>
    </Box>
  );
}

function Tracking({ pedidoId, chave }: { pedidoId: number; chave: string }) {
  const q = useQuery({
    queryKey: ['pedidos', 'rastreio', pedidoId, chave],
    queryFn: ({ signal }) => rastrearPedido(pedidoId, chave, signal),
    staleTime: 60_000,
    retry: false,
  });
  if (q.isPending) {
    return (
      <Box role="status" sx={{ py: 2 }}>
        <Typography color="text.secondary" gutterBottom>
          {MSG.loading}
        </Typography>
        <LinearProgress aria-label={MSG.loading} />
      </Box>
    );
  }
  if (q.isError) return <Alert severity="error">{MSG.genericFailure}</Alert>;
  const doc = q.data.documento;
  if (!q.data.success || !doc) {
    return (
      <Alert severity="info" role="status">
        {MSG.trackingUnavailable(chave)}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={L.trackingTitle(doc.header.pedido)}
      >
        <Field label={L.remetente} value={doc.header.remetente} />
        <Field label={L.destinatario} value={doc.header.destinatario} />
        <Field label={L.nroNf} value={doc.header.nro_nf} />
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={L.trackingTable}>
          <TableHead>
            <TableRow>
              <TableCell>{L.colDataHora}</TableCell>
              <TableCell>{L.colDominio}</TableCell>
              <TableCell>{L.colFilial}</TableCell>
              <TableCell>{L.colCidade}</TableCell>
              <TableCell>{L.colOcorrencia}</TableCell>
              <TableCell>{L.colDescricao}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {doc.tracking.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>{MSG.noRecords}</TableCell>
              </TableRow>
            ) : (
              doc.tracking.map((e, k) => (
                <TableRow key={`${e.data_hora}-${k}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(e.data_hora)}</TableCell>
                  <TableCell>{e.dominio}</TableCell>
                  <TableCell>{e.filial}</TableCell>
                  <TableCell>{e.cidade}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{e.ocorrencia}</TableCell>
                  <TableCell>{e.descricao}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

export function RastreioDialog({
  dialog,
  pedidoId,
  keys,
}: {
  dialog: DialogController;
  pedidoId: number;
  keys: string[];
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const chave = chosen && keys.includes(chosen) ? chosen : keys[0];
  return (
    <AppDialog dialog={dialog}>
      {dialog.state.open && chave ? (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {keys.length > 1 ? (
            <TextField
              select
              label={L.trackingKey}
              value={chave}
              onChange={(e) => setChosen(e.target.value)}
              size="small"
              fullWidth
            >
              {keys.map((k) => (
                <MenuItem key={k} value={k}>
                  {formatNfeKey(k)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {L.trackingKey}:{' '}
              <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.primary' }}>
                {formatNfeKey(chave)}
              </Box>
            </Typography>
          )}
          <Tracking pedidoId={pedidoId} chave={chave} />
        </Stack>
      ) : null}
    </AppDialog>
  );
}
