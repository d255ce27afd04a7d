// Manager dashboard (/gestor/dashboard, docs/product/gestor-crm-vendas.md §2.2): consumption metric cards for
// the period and branches of the filter (default: last 60 days, every branch), the filter dialog, the Excel
// download of the same figures and the map of event positions. Beyond the spec, the business panel
// of the same filter: its three figures come first (on a phone too), its lists after the cards.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import { formatDate, formatDateTime, formatDecimal } from '@portal/shared/format';
import { PAINEL_CACHE_SECONDS } from '@portal/shared/schemas/painel-negocios';
import { GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useConfig, useParameters } from '../../api/config';
import {
  downloadMetricsExcel,
  useDashboardMetrics,
  useDashboardPositions,
  usePainelNegocios,
} from './api/dashboard';
import { BusinessFigures, BusinessPanel } from './components/BusinessPanel';
import { FilterDialog } from './components/FilterDialog';
import { MetricCard } from './components/MetricCard';
import { ALL_BRANCHES, defaultFilter, type DashboardFilter } from './filter-rules';
import { useTokenGuard } from '../../ui/use-token-guard';

// Leaflet and the Natural Earth shapes load in their own chunk, after the cards.
const EventsMap = lazy(() => import('./components/EventsMap').then((m) => ({ default: m.EventsMap })));

/** Tile server for the map, when one is configured (https or same origin; CSP allows https images). */
function useTileUrl(): string | undefined {
  const { parametros } = useParameters();
  const fromParam = (parametros as Record<string, string | undefined>).MAPA_TILE_URL;
  return fromParam || (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || undefined;
}

export default function DashboardPage() {
  const guard = useTokenGuard();
  const [filter, setFilter] = useState<DashboardFilter>(() => defaultFilter());
  const [filterOpen, setFilterOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { data: config } = useConfig();
  const unidades = useMemo(() => config?.unidades ?? [], [config]);
  const metrics = useDashboardMetrics(filter);
  const positions = useDashboardPositions(filter);
  const painel = usePainelNegocios(filter);
  const cardsTotal = metrics.data?.reduce((a, m) => a + m.total, 0);
  const tileUrl = useTileUrl();

  useEffect(() => {
    guard();
  }, [guard]);

  const branchNames = filter.filiais.includes(ALL_BRANCHES)
    ? L.allBranches
    : filter.filiais.map((id) => unidades.find((u) => u.id === id)?.descricao ?? String(id)).join(', ');

  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="page-title" variant="h4" component="h1">
            {SCREEN_TITLES.dashboard}
          </Typography>
          <Typography color="text.secondary" data-testid="dashboard-filtro">
            {L.period(formatDate(filter.de), formatDate(filter.ate))} · {L.branchesOf(branchNames)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            onClick={() => guard() && setFilterOpen(true)}
          >
            {L.filter}
          </Button>
          <Button
            variant="contained"
            color="secondary"
            startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <FileDownloadIcon />}
            disabled={downloading}
            onClick={() => {
              if (!guard()) return;
              setDownloading(true);
              void downloadMetricsExcel(filter).finally(() => setDownloading(false));
            }}
          >
            {L.excel}
          </Button>
        </Stack>
      </Stack>

      <Box
        component="section"
        aria-labelledby="painel-titulo"
        sx={{ mb: 3, opacity: painel.isFetching && painel.data ? 0.6 : 1 }}
        aria-busy={painel.isFetching}
      >
        <Typography id="painel-titulo" variant="h6" component="h2">
          {L.painel}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {L.painelIntro}
          {painel.data
            ? ` ${L.painelCalculado(formatDateTime(painel.data.calculadoEm).slice(-5), PAINEL_CACHE_SECONDS)}`
            : ''}
        </Typography>
        {painel.data ? (
          <BusinessFigures data={painel.data} />
        ) : painel.isError ? (
          <Alert severity="warning">{MSG.genericFailure}</Alert>
        ) : (
          <CircularProgress aria-label={MSG.loading} />
        )}
      </Box>

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {L.metrics}
      </Typography>
      {metrics.isPending ? (
        <CircularProgress aria-label={MSG.loading} />
      ) : metrics.data && metrics.data.length > 0 ? (
        <Grid
          container
          spacing={2}
          sx={{ opacity: metrics.isFetching ? 0.6 : 1 }}
          aria-busy={metrics.isFetching}
        >
          {metrics.data.map((m) => (
            <Grid key={m.eventoTipoId} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <MetricCard metric={m} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Alert severity="info">{MSG.noRecords}</Alert>
      )}

      {painel.data ? (
        <Box component="section" aria-label={L.painel} sx={{ mt: 3 }} data-testid="painel-listas">
          <BusinessPanel data={painel.data} />
        </Box>
      ) : null}

      <Paper component="section" aria-label={L.map} sx={{ mt: 3, p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {L.map}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="mapa-total">
          {positions.data && cardsTotal !== undefined
            ? L.mapEventsOfCards(
                formatDecimal(positions.data.total, 0),
                formatDecimal(cardsTotal, 0),
                positions.data.total === cardsTotal,
              )
            : MSG.loading}
          {positions.data?.capped ? ` ${L.mapCapped}` : ''}
        </Typography>
        <Suspense fallback={<CircularProgress aria-label={MSG.loading} />}>
          <EventsMap data={positions.data} tileUrl={tileUrl} />
        </Suspense>
      </Paper>

      <FilterDialog
        open={filterOpen}
        value={filter}
        unidades={unidades}
        onClose={() => setFilterOpen(false)}
        onApply={(f) => {
          setFilterOpen(false);
          setFilter(f);
        }}
      />
    </Box>
  );
}
