// A manager list screen (spec 02 §2.7, §9): the title with ADICIONAR, the upper-cased search with its
// icon, the paged table with 'Detalhes' per row and 'Sem registro(s).' when empty, the total and the
// 5-page pagination.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { RangePagination } from './RangePagination';

export interface ListColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: TableCellProps['align'];
  nowrap?: boolean;
}

interface Props<T> {
  title: string;
  /** Route of ADICIONAR. */
  addTo: string;
  canWrite: boolean;
  searchLabel: string;
  text: string;
  onText: (text: string) => void;
  onSearch: () => void;
  fetching: boolean;
  columns: ListColumn<T>[];
  data: { items: T[]; rows: number; page: number; pages: number } | undefined;
  rowKey: (row: T) => number | string;
  /** The detail route of a row and the name the button says it for. */
  details: (row: T) => { to: string; name: string };
  onPage: (page: number) => void;
}

export function ListPage<T>({
  title,
  addTo,
  canWrite,
  searchLabel,
  text,
  onText,
  onSearch,
  fetching,
  columns,
  data,
  rowKey,
  details,
  onPage,
}: Props<T>) {
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="page-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button
          component={RouterLink}
          to={addTo}
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
          disabled={!canWrite}
        >
          {L.add}
        </Button>
      </Stack>
      <TextField
        label={searchLabel}
        value={text}
        onChange={(e) => onText(e.target.value.toUpperCase())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch();
        }}
        fullWidth
        sx={{ mb: 2 }}
        slotProps={{
          htmlInput: { maxLength: 120 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={L.search} onClick={onSearch} edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Paper>
        {fetching ? <LinearProgress aria-label={MSG.loading} /> : null}
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {columns.map((c, i) => (
                  <TableCell key={i} align={c.align}>
                    {c.header}
                  </TableCell>
                ))}
                <TableCell align="right">{L.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data && data.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 1} align="center">
                    {MSG.noRecords}
                  </TableCell>
                </TableRow>
              ) : null}
              {(data?.items ?? []).map((row) => {
                const d = details(row);
                return (
                  <TableRow key={rowKey(row)} hover>
                    {columns.map((c, i) => (
                      <TableCell key={i} align={c.align} sx={c.nowrap ? nowrap : undefined}>
                        {c.cell(row)}
                      </TableCell>
                    ))}
                    <TableCell align="right">
                      <Button
                        size="small"
                        component={RouterLink}
                        to={d.to}
                        aria-label={`${C.details} ${d.name}`}
                      >
                        {C.details}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {data ? C.totalRecords(data.rows) : ''}
        </Typography>
        {data ? <RangePagination page={data.page} pages={data.pages} onPage={onPage} /> : null}
      </Stack>
    </Box>
  );
}
