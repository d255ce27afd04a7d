// The result table (spec 02 §2.14): columns declared by the server (key, description, align,
// order), sortable headers, 'Linhas por página' 10/25/50/Todas with 'a-b de n', page and grand
// totals of the money columns, and a row menu with 'Detalhe do Pedido'.
import { useState } from 'react';
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

function cell(row: SalesRow, c: SalesColumn): string {
  const v = (row as Record<string, unknown>)[c.key];
  if (v === null || v === undefined) return '';
  if (c.type === 'date') return formatDate(String(v));
  if (c.type === 'currency') return formatCurrency(Number(v));
  return String(v);
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

export function SalesTable(p: Props) {
  const columns = [...p.columns].sort((a, b) => a.order - b.order);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: SalesRow } | null>(null);
  const totals = hasTotals(columns);
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
      />
      <Menu anchorEl={menu?.anchor ?? null} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            const row = menu?.row;
            setMenu(null);
            if (row) p.onDetail(row);
          }}
        >
          {L.orderDetail}
        </MenuItem>
      </Menu>
    </Paper>
  );
}
