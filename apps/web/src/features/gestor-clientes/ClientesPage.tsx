// Customers list (/gestor/clientes, spec 02 §2.7): an upper-cased search (1 s after typing, or at
// once on Enter or the search icon), the paged table ID, CÓDIGO, RAZÃO SOCIAL, CNPJ/CPF, STATUS with
// 'Detalhes', 'Sem registro(s).' when empty, and the 5-page pagination.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { TIMINGS } from '@portal/shared/constants';
import { formatCpfCnpj } from '@portal/shared/format';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useClientesList, type ClientesFilter } from './api/clientes';
import { useCanWrite } from '../../state/gestor-access';
import { RangePagination } from '../../ui/RangePagination';
import { statusColor } from './status';
import { useDebounced } from '../../ui/use-debounced';
import { useTokenGuard } from '../../ui/use-token-guard';

export default function ClientesPage() {
  const guard = useTokenGuard();
  const canWrite = useCanWrite();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<ClientesFilter>({ search: '', page: 1 });
  const typed = useDebounced(text.trim(), TIMINGS.MANAGER_LIST_SEARCH_DELAY);
  const list = useClientesList(filter);
  useEffect(() => {
    guard();
  }, [guard]);
  useEffect(() => {
    setFilter((f) => (f.search === typed ? f : { search: typed, page: 1 }));
  }, [typed]);

  const runSearch = () => {
    if (!guard()) return;
    setFilter({ search: text.trim(), page: 1 });
  };
  const data = list.data;

  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="page-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {SCREEN_TITLES.clientes}
        </Typography>
        <Button
          component={RouterLink}
          to="/gestor/clientes/add"
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
          disabled={!canWrite}
        >
          {L.add}
        </Button>
      </Stack>
      <TextField
        label={C.clientesSearch}
        value={text}
        onChange={(e) => setText(e.target.value.toUpperCase())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') runSearch();
        }}
        fullWidth
        sx={{ mb: 2 }}
        slotProps={{
          htmlInput: { maxLength: 120 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={L.search} onClick={runSearch} edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Paper>
        {list.isFetching ? <LinearProgress aria-label={MSG.loading} /> : null}
        <TableContainer>
          <Table size="small" aria-label={SCREEN_TITLES.clientes}>
            <TableHead>
              <TableRow>
                <TableCell>{L.colId}</TableCell>
                <TableCell>{C.colCodigo}</TableCell>
                <TableCell>{C.colRazao}</TableCell>
                <TableCell>{C.colCgc}</TableCell>
                <TableCell>{L.colStatus}</TableCell>
                <TableCell align="right">{L.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data && data.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} align="center">
                    {MSG.noRecords}
                  </TableCell>
                </TableRow>
              ) : null}
              {(data?.items ?? []).map((c) => (
                <TableRow key={c.id} hover>
                  <TableCell>{c.id}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${c.codigo}/${c.loja}`}</TableCell>
                  <TableCell>{c.razao}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCpfCnpj(c.cgc)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={c.statusDesc}
                      color={statusColor(c.status)}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/gestor/clientes/${c.id}`}
                      aria-label={`${C.details} ${c.razao}`}
                    >
                      {C.details}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {data ? C.totalRecords(data.rows) : ''}
        </Typography>
        {data ? (
          <RangePagination
            page={data.page}
            pages={data.pages}
            onPage={(page) => guard() && setFilter((f) => ({ ...f, page }))}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
