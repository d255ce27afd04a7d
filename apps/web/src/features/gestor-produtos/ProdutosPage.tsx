// Products list (/gestor/produtos, spec 02 §2.9): title 'Produtos', an upper-cased search (1 s after
// typing, or at once on Enter or the search icon), the add button to produtos/add, the paged table
// ID, U.M, PESO, CÓDIGO, DESCRIÇÃO with 'Detalhes'.
import { useEffect, useState } from 'react';
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
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { TIMINGS } from '@portal/shared/constants';
import { formatWeightKg } from '@portal/shared/format';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useProdutosList, type ProdutosFilter } from './api/produtos';
import { useCanWrite } from '../../state/gestor-access';
import { RangePagination } from '../../ui/RangePagination';
import { useDebounced } from '../../ui/use-debounced';
import { useTokenGuard } from '../../ui/use-token-guard';

export default function ProdutosPage() {
  const guard = useTokenGuard();
  const canWrite = useCanWrite();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<ProdutosFilter>({ q: '', page: 1 });
  const typed = useDebounced(text.trim(), TIMINGS.MANAGER_LIST_SEARCH_DELAY);
  const list = useProdutosList(filter);
  useEffect(() => {
    guard();
  }, [guard]);
  useEffect(() => {
    setFilter((f) => (f.q === typed ? f : { q: typed, page: 1 }));
  }, [typed]);
  const runSearch = () => {
    if (!guard()) return;
    setFilter({ q: text.trim(), page: 1 });
  };
  const data = list.data;

  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="page-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {SCREEN_TITLES.produtos}
        </Typography>
        <Button
          component={RouterLink}
          to="/gestor/produtos/add"
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
          disabled={!canWrite}
        >
          {L.add}
        </Button>
      </Stack>
      <TextField
        label={C.produtosSearch}
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
          <Table size="small" aria-label={SCREEN_TITLES.produtos}>
            <TableHead>
              <TableRow>
                <TableCell>{L.colId}</TableCell>
                <TableCell>{C.colUm}</TableCell>
                <TableCell align="right">{C.colPeso}</TableCell>
                <TableCell>{C.colCodigo}</TableCell>
                <TableCell>{C.colDescricao}</TableCell>
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
              {(data?.items ?? []).map((p) => (
                <TableRow key={p.produtoId} hover>
                  <TableCell>{p.produtoId}</TableCell>
                  <TableCell>{p.produtoUM}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatWeightKg(p.produtoPeso)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.produtoSku}</TableCell>
                  <TableCell>{p.produtoDesc}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/gestor/produtos/${p.produtoId}`}
                      aria-label={`${C.details} ${p.produtoSku}`}
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
