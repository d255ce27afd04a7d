// Orders (/pedidos and /pedidos/status/{status}; docs/product/portal-cliente.md §2 Orders, §7, §9): the side
// list of status filters with their counts (the last-orders badge is id 999, the last 30 days), the grid of
// the current customer's orders at the current branch, 30 a page, newest first; a row opens
// /pedidos/detalhe/{id}. The filter dialog (order number, start and end date) filters the list; the
// filter and the page are kept in the address, so going back from an order finds the same list. The
// filter stays when another status is chosen; the last orders are a fixed view (their 30 days), so a
// filter applied there searches every order (TODOS), and choosing them drops the filter. On a phone
// the status filter is a compact select above the orders, which come first. The list follows the
// live order news (api/pedido-keys): an order that moves changes its row and the counts.
import { useMemo } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import { BUYER_ROLES, LAST_ORDERS_DAYS, LAST_ORDERS_STATUS_ID } from '@portal/shared/constants';
import { formatCurrency, formatDateTime, formatWeightKg } from '@portal/shared/format';
import { ORDER_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { QUICK_ORDER_LABELS } from '@portal/shared/labels-pedido-rapido';
import { MSG } from '@portal/shared/messages';
import type { PedidoResumo } from '@portal/shared/schemas/pedidos';
import { useSession } from '../../state/session';
import { useDialog } from '../../ui/Dialog';
import { ResponsiveTable, useCardLayout, type Column } from '../../ui/ResponsiveTable';
import { listarPedidos, somarStatus, somarUltimos } from './api';
import { FilterDialog } from './components/FilterDialog';
import { RepetirPedido } from './components/RepetirPedido';
import { visuallyHidden } from '../../domain/pedidos';
import {
  ALL_STATUS_PARAM,
  filterFromSearch,
  filterToSearch,
  gridBody,
  isFilterEmpty,
  pageFromSearch,
  parseStatusParam,
  statusColor,
  statusEntries,
  statusForFilter,
  statusPath,
  type OrderFilter,
  type StatusFilter,
} from './order-rules';

function StatusList({
  current,
  soma,
  search,
}: {
  current: StatusFilter;
  soma: ReturnType<typeof statusEntries>;
  search: string;
}) {
  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label={L.statusList}
      sx={{ alignSelf: 'flex-start', width: { xs: '100%', md: 250 }, flexShrink: 0 }}
    >
      <List dense disablePadding>
        {soma.map((e) => {
          const selected = e.status === current;
          const last = e.status === LAST_ORDERS_STATUS_ID;
          const count = e.total === null ? '…' : String(e.total);
          return (
            <ListItem key={String(e.status)} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={`${statusPath(e.status)}${last ? '' : search}`}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                aria-label={L.statusCount(e.label, e.total ?? 0)}
                divider={last || e.status === null}
                sx={{ py: 0.75, ...(selected ? { borderLeft: 3, borderColor: 'secondary.main' } : {}) }}
              >
                <ListItemText
                  primary={e.label}
                  secondary={last ? L.lastOrdersHint(LAST_ORDERS_DAYS) : undefined}
                  slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 500, fontSize: '0.85rem' } } }}
                />
                <Chip
                  size="small"
                  label={count}
                  color={last ? 'secondary' : selected ? 'primary' : 'default'}
                  variant={last || selected ? 'filled' : 'outlined'}
                  sx={{ minWidth: 36, fontWeight: 600 }}
                  aria-hidden
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}

/**
 * On a phone the status filter is one compact select above the orders (the side list would push
 * them below the first screen); each option says its count.
 */
function StatusSelect({
  current,
  soma,
  search,
}: {
  current: StatusFilter;
  soma: ReturnType<typeof statusEntries>;
  search: string;
}) {
  const navigate = useNavigate();
  const value = (s: StatusFilter) => (s === null ? ALL_STATUS_PARAM : String(s));
  return (
    <TextField
      select
      size="small"
      label={L.statusList}
      value={value(current)}
      onChange={(e) => {
        const chosen = soma.find((x) => value(x.status) === e.target.value);
        if (!chosen) return;
        // As the side list: the last orders drop the filter, the other statuses keep it.
        const last = chosen.status === LAST_ORDERS_STATUS_ID;
        void navigate(`${statusPath(chosen.status)}${last ? '' : search}`);
      }}
      slotProps={{ select: { native: true } }}
      sx={{ flex: '1 1 200px', minWidth: 0 }}
    >
      {soma.map((e) => (
        <option key={value(e.status)} value={value(e.status)}>
          {e.total === null ? e.label : `${e.label} (${e.total})`}
        </option>
      ))}
    </TextField>
  );
}

function FilterChips({
  filter,
  onRemove,
}: {
  filter: OrderFilter;
  onRemove: (patch: Partial<OrderFilter>) => void;
}) {
  const chips: { key: keyof OrderFilter; name: string; value: string }[] = [];
  if (filter.ref) chips.push({ key: 'ref', name: L.numero, value: filter.ref });
  if (filter.inicio) chips.push({ key: 'inicio', name: L.startDate, value: filter.inicio });
  if (filter.fim) chips.push({ key: 'fim', name: L.endDate, value: filter.fim });
  return (
    <>
      {chips.map((c) => (
        <Chip
          key={c.key}
          size="small"
          variant="outlined"
          label={L.activeFilter(c.name, c.value)}
          onDelete={() => onRemove({ [c.key]: '' })}
        />
      ))}
    </>
  );
}

/** The grid's columns: a table from `md` up, a card per order on a phone. */
const columns: Column<PedidoResumo>[] = [
  {
    key: 'ref',
    header: L.colPedido,
    card: 'title',
    sx: { fontWeight: 700 },
    cell: (p) => (
      <Link
        component={RouterLink}
        to={`/pedidos/detalhe/${p.id}`}
        aria-label={L.openOrder(p.ref)}
        color="inherit"
        underline="hover"
        onClick={(e) => e.stopPropagation()}
      >
        {p.ref}
      </Link>
    ),
  },
  { key: 'emissao', header: L.colEmissao, nowrap: true, cell: (p) => formatDateTime(p.emissao) },
  {
    key: 'status',
    header: L.colStatus,
    card: 'badge',
    cell: (p) => (
      <Chip size="small" label={p.statusDesc} color={statusColor(p.statusId)} variant="outlined" />
    ),
  },
  {
    key: 'filial',
    header: L.colFilial,
    nowrap: true,
    cell: (p) => (
      <Box component="span" title={p.unidadeDescricao}>
        {p.unidadeDesc}
      </Box>
    ),
  },
  { key: 'itens', header: L.colItens, align: 'right', cell: (p) => p.qtdItens },
  { key: 'peso', header: L.colPeso, align: 'right', nowrap: true, cell: (p) => formatWeightKg(p.qtdPeso) },
  {
    key: 'total',
    header: L.colTotal,
    align: 'right',
    nowrap: true,
    sx: { fontWeight: 600 },
    cell: (p) => formatCurrency(p.total),
  },
  {
    key: 'repetir',
    header: QUICK_ORDER_LABELS.colRepetir,
    align: 'center',
    card: 'actions',
    cell: (p) => <RepetirPedido pedidoId={p.id} refLabel={p.ref} compact />,
  },
];

export default function PedidosPage() {
  const usuario = useSession((s) => s.usuario);
  const { status: param } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dialog = useDialog();
  // A phone: the status filter is a select above the orders instead of the side list.
  const cards = useCardLayout();
  const status = parseStatusParam(param);
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const page = pageFromSearch(search);

  const cliente = usuario?.cliente ?? null;
  const unidade = usuario?.unidade ?? null;
  const ready = !!usuario && !!cliente && !!unidade && status !== undefined;
  const somaBody = useMemo(
    () =>
      usuario && cliente && unidade
        ? { unidadeId: unidade.id, clienteId: cliente.id, usuarioId: usuario.id }
        : null,
    [usuario, cliente, unidade],
  );
  const body = useMemo(
    () => (somaBody && status !== undefined ? gridBody({ ...somaBody, status, page, filter }) : null),
    [somaBody, status, page, filter],
  );

  const soma = useQuery({
    queryKey: ['pedidos', 'soma', somaBody],
    queryFn: ({ signal }) => somarStatus(somaBody!, signal),
    enabled: ready,
    staleTime: 0,
  });
  const ultimos = useQuery({
    queryKey: ['pedidos', 'ultimos', LAST_ORDERS_DAYS, somaBody],
    queryFn: ({ signal }) => somarUltimos(LAST_ORDERS_DAYS, somaBody!, signal),
    enabled: ready,
    staleTime: 0,
  });
  const grid = useQuery({
    queryKey: ['pedidos', 'grid', body],
    queryFn: ({ signal }) => listarPedidos(body!, signal),
    enabled: ready,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

  if (!usuario) return null;
  if (status === undefined) return <Navigate to="/pedidos" replace />;

  const query = (f: OrderFilter, p = 1) => {
    const q = new URLSearchParams(filterToSearch(f));
    if (p > 1) q.set('pagina', String(p));
    const s = q.toString();
    return s ? `?${s}` : '';
  };
  const applyFilter = (f: OrderFilter) => navigate(`${statusPath(statusForFilter(status, f))}${query(f)}`);
  const entries = statusEntries(soma.data, ultimos.data?.total);
  const data = grid.data;
  const current = entries.find((e) => e.status === status);

  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h5" component="h1" gutterBottom>
        {SCREEN_TITLES.pedidos}
      </Typography>
      {!cliente || !unidade ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }}>
          <Typography>{L.noTarget}</Typography>
          {BUYER_ROLES.includes(usuario.role) ? (
            <Button component={RouterLink} to="/selecionar-cliente" variant="outlined">
              {SCREEN_TITLES.selecionarCliente}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
          {cards ? null : (
            <StatusList current={status} soma={entries} search={isFilterEmpty(filter) ? '' : query(filter)} />
          )}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack
              direction="row"
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', gap: cards ? 1 : 1.5, mb: cards ? 1.5 : 2 }}
            >
              {cards ? (
                <StatusSelect
                  current={status}
                  soma={entries}
                  search={isFilterEmpty(filter) ? '' : query(filter)}
                />
              ) : null}
              <Button
                variant="outlined"
                startIcon={<FilterListIcon />}
                aria-haspopup="dialog"
                onClick={() => dialog.open({ title: L.filterTitle, size: 'sm' })}
              >
                {L.filter}
              </Button>
              <Typography
                component="h2"
                variant="subtitle1"
                sx={cards ? visuallyHidden : { fontWeight: 700 }}
              >
                {current?.label}
              </Typography>
              <FilterChips filter={filter} onRemove={(patch) => applyFilter({ ...filter, ...patch })} />
              <Box sx={{ flexGrow: 1 }} />
              {data && data.rows > 0 ? (
                <Typography variant="body2" color="text.secondary" role="status">
                  {L.rowsInfo(data.rows, data.page, Math.max(1, data.pages))}
                </Typography>
              ) : null}
            </Stack>
            {grid.isPending ? (
              <Box role="status" sx={{ py: 3 }}>
                <Typography color="text.secondary" gutterBottom>
                  {MSG.loading}
                </Typography>
                <LinearProgress aria-label={MSG.loading} />
              </Box>
            ) : grid.isError ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }}>
                <Typography role="alert">{MSG.genericFailure}</Typography>
                <Button onClick={() => void grid.refetch()}>{L.retry}</Button>
              </Stack>
            ) : !data || data.items.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3 }}>
                <Typography role="status" sx={{ fontWeight: 600 }}>
                  {MSG.noOrders}
                </Typography>
              </Paper>
            ) : (
              <>
                <ResponsiveTable
                  label={L.ordersTable}
                  columns={columns}
                  rows={data.items}
                  rowKey={(p) => p.id}
                  busy={grid.isFetching}
                  onRowClick={(p) => navigate(`/pedidos/detalhe/${p.id}`)}
                  tableSx={{ '& th, & td': { px: 1.5 } }}
                />
                {data.pages > 1 ? (
                  <Box
                    component="nav"
                    aria-label={L.pagination}
                    sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}
                  >
                    <Pagination
                      count={data.pages}
                      page={Math.min(page, data.pages)}
                      onChange={(_, p) => navigate(`${statusPath(status)}${query(filter, p)}`)}
                      color="primary"
                      shape="rounded"
                    />
                  </Box>
                ) : null}
              </>
            )}
          </Box>
        </Stack>
      )}
      <FilterDialog dialog={dialog} value={filter} onApply={applyFilter} />
    </Box>
  );
}
