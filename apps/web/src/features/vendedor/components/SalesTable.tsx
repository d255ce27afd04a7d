// The result table (docs/product/gestor-crm-vendas.md §2.14): columns declared by the server (key,
// description, align, order), sortable headers, 'Linhas por página' 10/25/50/Todas with 'a-b de n', page and
// grand totals of the money columns, and a row menu with 'Detalhe do Pedido'. An order not billed yet
// says 'não faturado' in the SALDO column (it has no balance yet: R$ 0,00 read as paid).
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { SALES_PAGE_SIZES } from '@portal/shared/constants';
import { formatCurrency, formatDate } from '@portal/shared/format';
import { VENDAS_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import {
  SALES_ALL_ROWS,
  type SalesCancelados,
  type SalesColumn,
  type SalesRow,
  type SalesTotals,
} from '@portal/shared/schemas/vendedor';
import { ResponsiveTable, useCardLayout, type Column } from '../../../ui/ResponsiveTable';
import { displayedRows, hasTotals, pageTotals, type Sort } from '../sales-rules';

interface Props {
  columns: readonly SalesColumn[];
  rows: readonly SalesRow[];
  totals: SalesTotals;
  /** The cancelled orders of the whole filtered set, out of the totals and shown apart. */
  cancelados: SalesCancelados;
  count: number;
  /** 1-based. */
  page: number;
  rowsPerPage: number;
  sort: Sort;
  loading: boolean;
  onSort: (key: string) => void;
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
  onDetail: (row: SalesRow) => void;
}

function text(row: SalesRow, c: SalesColumn): string {
  const v = (row as Record<string, unknown>)[c.key];
  if (v === null || v === undefined) return '';
  if (c.type === 'date') return formatDate(String(v));
  if (c.type === 'currency') return formatCurrency(Number(v));
  return String(v);
}

/**
 * A cell's content: its text; in place of the balance of an order not billed yet (no title, no
 * balance to collect), 'não faturado', where R$ 0,00 would read as paid.
 */
function cell(row: SalesRow, c: SalesColumn): ReactNode {
  if (c.key !== 'valorSaldo' || row.faturado) return text(row, c);
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {L.notBilled}
    </Typography>
  );
}

function TotalsRow({
  label,
  columns,
  totals,
}: {
  label: string;
  columns: readonly SalesColumn[];
  totals: SalesTotals;
}) {
  const first = columns.findIndex((c) => c.key in totals);
  return (
    <TableRow aria-label={label}>
      <TableCell colSpan={Math.max(1, first)} sx={{ fontWeight: 700 }}>
        {label}
      </TableCell>
      {columns.slice(Math.max(1, first)).map((c) => (
        <TableCell key={c.key} align={c.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {c.key in totals ? formatCurrency(totals[c.key as keyof SalesTotals]) : ''}
        </TableCell>
      ))}
      <TableCell />
    </TableRow>
  );
}

/** The money totals by column key, as the cards show them. */
const money = (t: SalesTotals): Record<string, string> =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [k, formatCurrency(v)]));

/**
 * The server's columns as a card per order on a phone: the order number is the title, the status a
 * badge beside it, the rest label: value pairs, and the row menu ('Detalhe do Pedido') a button.
 */
function cardColumns(
  columns: readonly SalesColumn[],
  openMenu: (anchor: HTMLElement, row: SalesRow) => void,
): Column<SalesRow>[] {
  return [
    ...columns.map((c): Column<SalesRow> => ({
      key: c.key,
      header: c.description,
      align: c.align,
      card: c.key === 'pedidoNumero' ? 'title' : c.key === 'statusDescricao' ? 'badge' : 'pair',
      cell: (r) =>
        c.key === 'statusDescricao' ? (
          <Chip size="small" variant="outlined" label={text(r, c)} />
        ) : (
          cell(r, c)
        ),
    })),
    {
      key: 'menu',
      header: L.pedidoDetail,
      card: 'actions',
      cell: (r) => (
        <Button
          variant="outlined"
          size="small"
          startIcon={<MoreVertIcon />}
          aria-label={L.rowMenu(r.pedidoNumero)}
          aria-haspopup="menu"
          onClick={(e) => openMenu(e.currentTarget, r)}
        >
          {L.actions}
        </Button>
      ),
    },
  ];
}

/** On a phone the headers are not there to sort by: the sortable columns in a select, and the direction. */
function SortBar({
  columns,
  sort,
  onSort,
}: {
  columns: readonly SalesColumn[];
  sort: Sort;
  onSort: (key: string) => void;
}) {
  const sortable = columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
      <TextField
        select
        size="small"
        label={L.sortBy}
        value={sortable.some((c) => c.key === sort.key) ? sort.key : ''}
        onChange={(e) => onSort(e.target.value)}
        sx={{ flexGrow: 1 }}
      >
        {sortable.map((c) => (
          <MenuItem key={c.key} value={c.key}>
            {c.description}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        onClick={() => onSort(sort.key)}
        startIcon={sort.dir === 'asc' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
        sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
      >
        {sort.dir === 'asc' ? L.sortAsc : L.sortDesc}
      </Button>
    </Stack>
  );
}

export function SalesTable(p: Props) {
  const columns = [...p.columns].sort((a, b) => a.order - b.order);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: SalesRow } | null>(null);
  const totals = hasTotals(columns);
  const cards = useCardLayout();
  const openMenu = (anchor: HTMLElement, row: SalesRow) => setMenu({ anchor, row });
  const pagination = (
    <TablePagination
      component="div"
      count={p.count}
      page={p.rowsPerPage === SALES_ALL_ROWS ? 0 : Math.max(0, p.page - 1)}
      rowsPerPage={p.rowsPerPage}
      rowsPerPageOptions={SALES_PAGE_SIZES.map((n) =>
        n === SALES_ALL_ROWS ? { label: L.allRows, value: n } : n,
      )}
      labelRowsPerPage={L.rowsPerPage}
      labelDisplayedRows={({ from, to, count }) => displayedRows(from, to, count, p.rowsPerPage)}
      getItemAriaLabel={(type) =>
        type === 'previous'
          ? L.previousPage
          : type === 'next'
            ? L.nextPage
            : type === 'first'
              ? L.firstPage
              : L.lastPage
      }
      onPageChange={(_e, page) => p.onPage(page + 1)}
      onRowsPerPageChange={(e) => p.onRowsPerPage(Number(e.target.value))}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
    />
  );
  const rowMenu = (
    <Menu anchorEl={menu?.anchor ?? null} open={!!menu} onClose={() => setMenu(null)}>
      <MenuItem
        onClick={() => {
          const row = menu?.row;
          setMenu(null);
          if (row) p.onDetail(row);
        }}
      >
        {L.pedidoDetail}
      </MenuItem>
    </Menu>
  );
  if (cards) {
    return (
      <Box>
        <SortBar columns={columns} sort={p.sort} onSort={p.onSort} />
        <ResponsiveTable
          label={L.sales}
          columns={cardColumns(columns, openMenu)}
          rows={[...p.rows]}
          rowKey={(r) => r.key}
          busy={p.loading}
          empty={p.loading ? undefined : MSG.noRecords}
          footer={
            totals && p.rows.length > 0
              ? [
                  { label: L.pageTotal, values: money(pageTotals(p.rows)) },
                  { label: L.grandTotal, values: money(p.totals) },
                ]
              : undefined
          }
        />
        {totals && p.rows.length > 0 ? (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="vendas-cancelados">
            <strong>{L.cancelled}:</strong>{' '}
            {L.cancelledSummary(p.cancelados.pedidos, formatCurrency(p.cancelados.valor))}
          </Typography>
        ) : null}
        {pagination}
        {rowMenu}
      </Box>
    );
  }
  return (
    <Paper>
      {p.loading ? <LinearProgress aria-label={MSG.loading} /> : null}
      <TableContainer>
        {/* Dense cells: the ten columns fit the page width without scrolling. */}
        <Table
          size="small"
          aria-label={L.sales}
          sx={{ '& th, & td': { px: 1 }, '& tfoot td': { color: 'text.primary', fontSize: '0.875rem' } }}
        >
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.align}
                  sortDirection={p.sort.key === c.key ? p.sort.dir : false}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {c.sortable ? (
                    <TableSortLabel
                      active={p.sort.key === c.key}
                      direction={p.sort.key === c.key ? p.sort.dir : 'desc'}
                      onClick={() => p.onSort(c.key)}
                    >
                      {c.description}
                    </TableSortLabel>
                  ) : (
                    c.description
                  )}
                </TableCell>
              ))}
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {p.rows.length === 0 && !p.loading ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1} align="center">
                  {MSG.noRecords}
                </TableCell>
              </TableRow>
            ) : null}
            {p.rows.map((r) => (
              <TableRow key={r.key} hover>
                {columns.map((c) => (
                  <TableCell
                    key={c.key}
                    align={c.align}
                    sx={c.type === 'text' ? undefined : { whiteSpace: 'nowrap' }}
                  >
                    {cell(r, c)}
                  </TableCell>
                ))}
                <TableCell padding="checkbox">
                  <IconButton
                    size="small"
                    aria-label={L.rowMenu(r.pedidoNumero)}
                    aria-haspopup="menu"
                    onClick={(e) => setMenu({ anchor: e.currentTarget, row: r })}
                  >
                    <MoreVertIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          {totals && p.rows.length > 0 ? (
            <TableFooter>
              <TotalsRow label={L.pageTotal} columns={columns} totals={pageTotals(p.rows)} />
              <TotalsRow label={L.grandTotal} columns={columns} totals={p.totals} />
              <TableRow aria-label={L.cancelled}>
                <TableCell sx={{ fontWeight: 700 }}>{L.cancelled}</TableCell>
                <TableCell colSpan={columns.length} data-testid="vendas-cancelados">
                  {L.cancelledSummary(p.cancelados.pedidos, formatCurrency(p.cancelados.valor))}
                </TableCell>
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
      </TableContainer>
      {pagination}
      {rowMenu}
    </Paper>
  );
}
