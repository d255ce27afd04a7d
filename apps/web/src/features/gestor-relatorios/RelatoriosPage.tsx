// Reports (/gestor/relatorios, docs/product/gestor-crm-vendas.md §2.11): the 'Vendedores X Clientes' card
// opens the 'Filtro' dialog; Filtrar downloads 'Relatorio_vendedores_clientes.xlsx'. 'Only the manager runs
// reports' (docs/product/gestor-crm-vendas.md §6): ADMIN, GESTOR and AUDITOR; for USUARIO the card is
// disabled.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/Groups';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { CADASTROS_LABELS as C, SCREEN_TITLES } from '@portal/shared/labels';
import { RELATORIO_CLIENTES_VENDEDOR_FILE, RELATORIO_ROLES } from '@portal/shared/schemas/gestor-cadastros';
import { download } from '../../api/client';
import { useSession } from '../../state/session';
import { notify } from '../../ui/notify';
import { ReportFilterDialog } from './components/ReportFilterDialog';
import { checkReportFilter, emptyReportFilter, toReportQuery, type ReportFilter } from './report-filter';
import { useTokenGuard } from '../../ui/use-token-guard';

export default function RelatoriosPage() {
  const guard = useTokenGuard();
  const canRun = useSession((s) =>
    (s.usuario?.perfils ?? []).some((p) => (RELATORIO_ROLES as readonly string[]).includes(p.role)),
  );
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<ReportFilter>(emptyReportFilter);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    guard();
  }, [guard]);

  const run = async () => {
    if (!guard()) return;
    const problem = checkReportFilter(filter);
    if (problem) {
      notify('warning', problem, { duration: NOTIFY_DURATIONS.VALIDATION });
      return;
    }
    setBusy(true);
    const blob = await download('/relatorios/clientes/clientes-vendedor/excel', {
      query: toReportQuery(filter),
      filename: RELATORIO_CLIENTES_VENDEDOR_FILE,
    });
    setBusy(false);
    if (blob) setOpen(false);
  };

  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h4" component="h1" sx={{ mb: 2 }}>
        {SCREEN_TITLES.relatorios}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Card
            component="article"
            aria-labelledby="relatorio-vendedores-clientes"
            sx={{ height: '100%', borderTop: 4, borderColor: 'secondary.main' }}
          >
            <CardActionArea
              disabled={!canRun}
              onClick={() => guard() && setOpen(true)}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Box
                    sx={{
                      bgcolor: 'secondary.main',
                      color: '#fff',
                      borderRadius: 1,
                      p: 0.75,
                      display: 'flex',
                    }}
                    aria-hidden
                  >
                    <GroupsIcon fontSize="small" />
                  </Box>
                  <Typography
                    id="relatorio-vendedores-clientes"
                    variant="subtitle1"
                    component="h2"
                    sx={{ fontWeight: 600 }}
                  >
                    {C.reportSellersCustomers}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {C.reportSellersCustomersText}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {RELATORIO_CLIENTES_VENDEDOR_FILE}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      </Grid>
      <ReportFilterDialog
        open={open}
        value={filter}
        busy={busy}
        onChange={setFilter}
        onCancel={() => setOpen(false)}
        onApply={() => void run()}
      />
    </Box>
  );
}
