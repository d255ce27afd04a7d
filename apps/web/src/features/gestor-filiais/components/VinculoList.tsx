// A paged list of the unit's customers or users with an upper-cased search (1 s after typing).
import { useEffect, useState, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TIMINGS } from '@portal/shared/constants';
import { CADASTROS_LABELS as C } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Paged } from '@portal/shared/schemas/common';
import { useFilialVinculos, type VinculoFilter, type VinculoItem, type VinculoKind } from '../api/filiais';
import { useDebounced } from '../../../ui/use-debounced';
import { RangePagination } from '../../../ui/RangePagination';

interface Props<K extends VinculoKind> {
  kind: K;
  unidadeId: number;
  title: string;
  searchLabel: string;
  headers: string[];
  row: (item: VinculoItem<K>) => { key: number; cells: ReactNode[] };
}

export function VinculoList<K extends VinculoKind>({
  kind,
  unidadeId,
  title,
  searchLabel,
  headers,
  row,
}: Props<K>) {
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<VinculoFilter>({ search: '', page: 1 });
  const typed = useDebounced(text.trim(), TIMINGS.MANAGER_LIST_SEARCH_DELAY);
  useEffect(() => setFilter((f) => (f.search === typed ? f : { search: typed, page: 1 })), [typed]);
  const list = useFilialVinculos(kind, unidadeId, filter);
  const data: Paged<VinculoItem<K>> | undefined = list.data;
  const titleId = `vinculo-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}{' '}
          {data ? (
            <Typography component="span" color="text.secondary">
              ({data.rows})
            </Typography>
          ) : null}
        </Typography>
        <TextField
          size="small"
          label={searchLabel}
          value={text}
          onChange={(e) => setText(e.target.value.toUpperCase())}
          sx={{ minWidth: 300 }}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
      </Stack>
      {list.isFetching ? <LinearProgress aria-label={MSG.loading} /> : null}
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data && data.items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={headers.length} align="center">
                {MSG.noRecords}
              </TableCell>
            </TableRow>
          ) : null}
          {(data?.items ?? []).map((item) => {
            const r = row(item);
            return (
              <TableRow key={r.key} hover>
                {r.cells.map((c, i) => (
                  <TableCell key={i}>{c}</TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {data ? (
        <RangePagination
          page={data.page}
          pages={data.pages}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
          label={`${C.pagination}: ${title}`}
        />
      ) : null}
    </Paper>
  );
}
