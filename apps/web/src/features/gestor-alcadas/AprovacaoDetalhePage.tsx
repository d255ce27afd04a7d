// Approval detail (/gestor/alcadas/detalhe/aprovacao?usuario&filial&cliente, spec 02 §2.5): the
// registration and its approval records (usuarioAprovacoesId, approver, decision, reason).
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatDateTime } from '@portal/shared/format';
import { GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useAprovacaoDetalhes } from './api/alcadas';
import { useTokenGuard } from '../../ui/use-token-guard';

export default function AprovacaoDetalhePage() {
  const guard = useTokenGuard();
  const [params] = useSearchParams();
  const q = { usuario: params.get('usuario'), filial: params.get('filial'), cliente: params.get('cliente') };
  const det = useAprovacaoDetalhes(q);
  const d = det.data;
  useEffect(() => {
    guard();
  }, [guard]);

  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Button component={RouterLink} to="/gestor/alcadas" startIcon={<ArrowBackIcon />}>
          {L.back}
        </Button>
        <Typography id="page-title" variant="h4" component="h1">
          {SCREEN_TITLES.aprovacaoDetalhe}
        </Typography>
      </Stack>
      {!q.usuario ? <Alert severity="warning">{MSG.notFound}</Alert> : null}
      {det.isPending && q.usuario ? <CircularProgress aria-label={MSG.loading} /> : null}
      {det.isError ? <Alert severity="warning">{MSG.notFound}</Alert> : null}
      {d ? (
        <>
          <Paper sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6" component="h2">
              {d.usuarioNome}
            </Typography>
            <Typography color="text.secondary">{d.usuarioEmail}</Typography>
            <Typography>
              {L.colClient}: {d.clienteRazao ?? '-'} · {L.colBranch}: {d.filialDescricao ?? '-'}
            </Typography>
          </Paper>
          <Paper>
            <Table size="small" aria-label={L.approvalRecords}>
              <TableHead>
                <TableRow>
                  <TableCell>{L.colId}</TableCell>
                  <TableCell>{L.colApprover}</TableCell>
                  <TableCell>{L.colDecision}</TableCell>
                  <TableCell>{L.colReason}</TableCell>
                  <TableCell>{L.colDate}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {d.registros.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5} align="center">
                      {MSG.noRecords}
                    </TableCell>
                  </TableRow>
                ) : null}
                {d.registros.map((r) => (
                  <TableRow key={r.usuarioAprovacoesId}>
                    <TableCell>{r.usuarioAprovacoesId}</TableCell>
                    <TableCell>{r.usuarioAprovadoresUsuarioDesc}</TableCell>
                    <TableCell>{r.aprovadoDesc}</TableCell>
                    <TableCell>{r.motivo || '-'}</TableCell>
                    <TableCell>{formatDateTime(r.decidedDate ?? r.createdDate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </>
      ) : null}
    </Box>
  );
}
