// A manager list screen (docs/product/gestor-crm-vendas.md §2.7, §9): the title with ADICIONAR, the
// upper-cased search with its icon (sent as you type, or at once on Enter), the list's own filters, the paged
// table with sortable headers, the row actions ('Detalhes'...), 'Sem registro(s).' when empty, the total and
// the 5-page pagination. Below the md breakpoint the rows are stacked cards (no sideways scroll on
// a phone) and the sort is a select. The state comes from useServerList (kept in the URL).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Paged } from '@portal/shared/schemas/common';
import { RangePagination } from './RangePagination';
import type { ListSort } from './use-server-list';

export interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: TableCellProps['align'];
  nowrap?: boolean;
  /** The API's sort column for this header (whitelisted in packages/shared); none = not sortable. */
  sortKey?: string;
}

/** The part of useServerList a list screen shows. */
export interface ListControls {
  text: string;
  setText: (text: string) => void;
  runSearch: () => void;
  state: ListSort & { page: number };
  setPage: (page: number) => void;
  setSort: (sort: ListSort) => void;
}

interface Props<T> {
  title: string;
  /** ADICIONAR: a route or an action; absent when the list has none. */
  add?: { to?: string; onClick?: () => void; disabled?: boolean };
  searchLabel: string;
  list: ListControls;
  /** The list's own filters (selects, tabs), beside the search on a desktop, under it on a phone. */
  filters?: ReactNode;
  /** Above the search (tabs). */
  above?: ReactNode;
  fetching: boolean;
  columns: ListColumn<T>[];
  data: Paged<T> | undefined;
  rowKey: (row: T) => number | string;
  /** The row's buttons; `details` is the common 'Detalhes' link. */
  actions?: (row: T) => ReactNode;
  details?: (row: T) => { to: string; name: string };
  tableLabel?: string;
}

export function DetailsButton({ to, name }: { to: string; name: string }) {
  return (
    <Button size="small" component={RouterLink} to={to} aria-label={`${C.details} ${name}`}>
      {C.details}
    </Button>
  );
}

function SortSelect<T>({ columns, list }: { columns: ListColumn<T>[]; list: ListControls }) {
  const sortable = columns.filter((c) => c.sortKey);
  if (sortable.length === 0) return null;
  const value = list.state.sort ? `${list.state.sort}:${list.state.dir}` : '';
  return (
    <TextField
      select
      size="small"
      label={C.sortBy}
      value={value}
      onChange={(e) => {
        const [sort, dir] = e.target.value.split(':');
        list.setSort(sort ? { sort, dir: dir === 'desc' ? 'desc' : 'asc' } : { dir: 'asc' });
      }}
      sx={{ mb: 2 }}
      fullWidth
    >
      <MenuItem value="">{C.defaultOrder}</MenuItem>
      {sortable.flatMap((c) => [
        <MenuItem key={`${c.sortKey}:asc`} value={`${c.sortKey}:asc`}>
          {C.sortAscending(c.header)}
        </MenuItem>,
        <MenuItem key={`${c.sortKey}:desc`} value={`${c.sortKey}:desc`}>
          {C.sortDescending(c.header)}
        </MenuItem>,
      ])}
    </TextField>
  );
}

export function ListPage<T>({
  title,
  add,
  searchLabel,
  list,
  filters,
  above,
  fetching,
  columns,
  data,
  rowKey,
  actions,
  details,
  tableLabel = title,
}: Props<T>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const nowrap = { whiteSpace: 'nowrap' } as const;
  const rowActions = (row: T) => (
    <>
      {actions?.(row)}
      {details ? <DetailsButton {...details(row)} /> : null}
    </>
  );
  const items = data?.items ?? [];
  const empty = data && items.length === 0;
  const sortHeader = (c: ListColumn<T>) => {
    if (!c.sortKey) return c.header;
    const active = list.state.sort === c.sortKey;
    return (
      <TableSortLabel
        active={active}
        direction={active ? list.state.dir : 'asc'}
        onClick={() =>
          list.setSort({ sort: c.sortKey, dir: active && list.state.dir === 'asc' ? 'desc' : 'asc' })
        }
      >
        {c.header}
      </TableSortLabel>
    );
  };

  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography id="page-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {add ? (
          <Button
            {...(add.to ? { component: RouterLink, to: add.to } : { onClick: add.onClick })}
            variant="contained"
            color="secondary"
            startIcon={<AddIcon />}
            disabled={add.disabled}
          >
            {L.add}
          </Button>
        ) : null}
      </Stack>
      {above}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={searchLabel}
          value={list.text}
          onChange={(e) => list.setText(e.target.value.toUpperCase())}
          onKeyDown={(e) => {
            if (e.key === 'Enter') list.runSearch();
          }}
          sx={{ flexGrow: 1 }}
          slotProps={{
            htmlInput: { maxLength: 120, type: 'search' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={L.search} onClick={list.runSearch} edge="end">
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        {filters}
      </Stack>
      {phone ? <SortSelect columns={columns} list={list} /> : null}
      {phone ? (
        <Box aria-busy={fetching}>
          {fetching ? <LinearProgress aria-label={MSG.loading} /> : null}
          {empty ? (
            <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
              {MSG.noRecords}
            </Paper>
          ) : null}
          <Stack component="ul" spacing={1} aria-label={tableLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((row) => (
              <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 1.5 }}>
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'minmax(5.5rem, auto) 1fr',
                    columnGap: 1.5,
                    rowGap: 0.5,
                    m: 0,
                    '& dt': { color: 'text.secondary', typography: 'caption', alignSelf: 'center' },
                    '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' },
                  }}
                >
                  {columns.map((c) => {
                    const value = c.cell(row);
                    // An empty value takes no line on a card.
                    if (value === '' || value === null || value === undefined) return null;
                    return (
                      <Box key={c.header} sx={{ display: 'contents' }}>
                        <dt>{c.header}</dt>
                        <dd>{value}</dd>
                      </Box>
                    );
                  })}
                </Box>
                <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1 }}>
                  {rowActions(row)}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Box>
      ) : (
        <Paper>
          {fetching ? <LinearProgress aria-label={MSG.loading} /> : null}
          <TableContainer>
            <Table size="small" aria-label={tableLabel}>
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell
                      key={c.header}
                      align={c.align}
                      aria-sort={
                        c.sortKey && list.state.sort === c.sortKey
                          ? list.state.dir === 'desc'
                            ? 'descending'
                            : 'ascending'
                          : undefined
                      }
                    >
                      {sortHeader(c)}
                    </TableCell>
                  ))}
                  <TableCell align="right">{L.actions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {empty ? (
                  <TableRow>
                    <TableCell colSpan={columns.length + 1} align="center">
                      {MSG.noRecords}
                    </TableCell>
                  </TableRow>
                ) : null}
                {items.map((row) => (
                  <TableRow key={rowKey(row)} hover>
                    {columns.map((c) => (
                      <TableCell key={c.header} align={c.align} sx={c.nowrap ? nowrap : undefined}>
                        {c.cell(row)}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={nowrap}>
                      {rowActions(row)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
          {data ? C.totalRecords(data.rows) : ''}
        </Typography>
        {data ? <RangePagination page={data.page} pages={data.pages} onPage={list.setPage} /> : null}
      </Stack>
    </Box>
  );
}

/** A list the API returns whole (approvals, approvers) as one page. */
export const onePage = <T,>(items: T[] | undefined): Paged<T> | undefined =>
  items ? { page: 1, pages: 1, rows: items.length, items } : undefined;
