// Approval detail (/gestor/alcadas/detalhe/aprovacao?usuario&filial&cliente,
// docs/product/gestor-crm-vendas.md §2.5): the registration's company, address and user as the approval form
// shows them (domain/aprovacoes/RegistrationData), beside its approval records (usuarioAprovacoesId, approver, decision,
// reason).
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatDateTime } from '@portal/shared/format';
import { GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { AprovacaoRegistro } from '@portal/shared/schemas/gestor';
import { useAprovacaoDetail } from './api/alcadas';
import { RegistrationData } from '../../domain/aprovacoes';
import { ResponsiveTable, type Column } from '../../ui/ResponsiveTable';
import { useTokenGuard } from '../../ui/use-token-guard';

const RECORD_COLUMNS: Column<AprovacaoRegistro>[] = [
  { key: 'id', header: L.colId, cell: (r) => r.usuarioAprovacoesId, card: 'hidden' },
  { key: 'aprovador', header: L.colApprover, cell: (r) => r.usuarioAprovadoresUsuarioDesc, card: 'title' },
  { key: 'decisao', header: L.colDecision, cell: (r) => r.aprovadoDesc, card: 'badge' },
  { key: 'motivo', header: L.colReason, cell: (r) => r.motivo || '-' },
  {
    key: 'data',
    header: L.colDate,
    cell: (r) => formatDateTime(r.decidedDate ?? r.createdDate),
    nowrap: true,
  },
];

export default function AprovacaoDetailPage() {
  const guard = useTokenGuard();
  const [params] = useSearchParams();
  const q = { usuario: params.get('usuario'), filial: params.get('filial'), cliente: params.get('cliente') };
  const det = useAprovacaoDetail(q);
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
          {SCREEN_TITLES.aprovacaoDetail}
        </Typography>
      </Stack>
      {!q.usuario ? <Alert severity="warning">{MSG.notFound}</Alert> : null}
      {det.isPending && q.usuario ? <CircularProgress aria-label={MSG.loading} /> : null}
      {det.isError ? <Alert severity="warning">{MSG.notFound}</Alert> : null}
      {d ? (
        <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper sx={{ p: 2 }} data-testid="aprovacao-dados">
              <RegistrationData
                empresa={d.empresa}
                endereco={d.endereco}
                usuario={d.usuario}
                unidade={d.filialDescricao}
              />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Box component="section" aria-labelledby="registros-title">
              <Typography id="registros-title" variant="h6" component="h2" gutterBottom>
                {L.approvalRecords}
              </Typography>
              <ResponsiveTable
                label={L.approvalRecords}
                columns={RECORD_COLUMNS}
                rows={d.registros}
                rowKey={(r) => r.usuarioAprovacoesId}
                empty={MSG.noRecords}
                paper="elevation"
              />
            </Box>
          </Grid>
        </Grid>
      ) : null}
    </Box>
  );
}
