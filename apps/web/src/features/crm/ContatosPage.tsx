// Contacts list (/crm/contatos, docs/product/gestor-crm-vendas.md §2.12): title 'Contatos', upper-cased
// search (as you type, Enter or the search icon), add button, columns ID, SETOR, TIPO, CÓDIGO, NOME, STATUS
// and 'Detalhes', 50 rows a page. The list is the current customer's (the session's client).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { toUpper } from '@portal/shared/format';
import { CRM_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Contato } from '@portal/shared/schemas/crm';
import { useSession } from '../../state/session';
import { RangePagination } from '../../ui/RangePagination';
import { ResponsiveTable, type Column } from '../../ui/ResponsiveTable';
import { useServerList } from '../../ui/use-server-list';
import { useContatos } from './api';

const STATUS_COLOR = { L: 'success', B: 'error', P: 'warning' } as const;

/** A table from `md` up; on a phone a card per contact, named by NOME, with its 'Detalhes' button. */
const columns: Column<Contato>[] = [
  { key: 'id', header: L.colId, cell: (c) => c.id },
  { key: 'setor', header: L.colSetor, cell: (c) => c.setorDescricao },
  { key: 'tipo', header: L.colTipo, cell: (c) => c.tipo },
  { key: 'codigo', header: L.colCodigo, cell: (c) => c.codigo ?? '' },
  { key: 'nome', header: L.colNome, card: 'title', rowHeader: false, cell: (c) => c.nome },
  {
    key: 'status',
    header: L.colStatus,
    card: 'badge',
    cell: (c) => (
      <Chip size="small" variant="outlined" label={c.statusDescricao} color={STATUS_COLOR[c.status]} />
    ),
  },
  {
    key: 'acoes',
    header: L.colActions,
    align: 'right',
    card: 'actions',
    cell: (c) => (
      <Button
        size="small"
        component={RouterLink}
        to={`/crm/contatos/detail/${c.id}`}
        aria-label={`${L.details} ${c.nome}`}
      >
        {L.details}
      </Button>
    ),
  },
];

export default function ContatosPage() {
  const clienteId = useSession((s) => s.usuario?.cliente?.id);
  // Search (1 s after typing, or Enter), page: kept in the URL; a page change scrolls to the top.
  const { text, setText, runSearch, state, setPage } = useServerList();
  const list = useContatos({ search: state.search, page: state.page, clienteId });
  const data = list.data;

  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        {/* The add button stays next to the title, clear of the notices (top right). */}
        <Typography id="page-title" variant="h4" component="h1">
          {L.title}
        </Typography>
        <Button
          component={RouterLink}
          to="/crm/contatos/add"
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
        >
          {L.add}
        </Button>
      </Stack>

      <TextField
        label={L.search}
        value={text}
        onChange={(e) => setText(toUpper(e.target.value))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') runSearch();
        }}
        fullWidth
        sx={{ mb: 2 }}
        slotProps={{
          htmlInput: { maxLength: 120, type: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={L.searchButton} onClick={runSearch} edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />

      <ResponsiveTable
        label={L.title}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(c) => c.id}
        busy={list.isFetching}
        empty={data ? MSG.noRecords : undefined}
        paper="elevation"
      />
      {data ? (
        <RangePagination label={L.pagination} page={data.page} pages={data.pages} onPage={setPage} />
      ) : null}
    </Box>
  );
}
