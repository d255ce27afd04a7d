// Customers list (/gestor/clientes, spec 02 §2.7): an upper-cased search (1 s after typing, or at
// once on Enter or the search icon), the paged table ID, CÓDIGO, RAZÃO SOCIAL, CNPJ/CPF, STATUS with
// 'Detalhes', 'Sem registro(s).' when empty, and the 5-page pagination.
import Chip from '@mui/material/Chip';
import { formatCpfCnpj } from '@portal/shared/format';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import type { ClienteListItem } from '@portal/shared/schemas/gestor-cadastros';
import { useCanWrite } from '../../state/gestor-access';
import { ListPage, type ListColumn } from '../../ui/ListPage';
import { useServerList } from '../../ui/use-server-list';
import { useClientesList, type ClientesFilter } from './api/clientes';
import { statusColor } from './status';

const COLUMNS: ListColumn<ClienteListItem>[] = [
  { header: L.colId, cell: (c) => c.id },
  { header: C.colCodigo, cell: (c) => `${c.codigo}/${c.loja}`, nowrap: true },
  { header: C.colRazao, cell: (c) => c.razao },
  { header: C.colCgc, cell: (c) => formatCpfCnpj(c.cgc), nowrap: true },
  {
    header: L.colStatus,
    cell: (c) => <Chip size="small" variant="outlined" label={c.statusDesc} color={statusColor(c.status)} />,
  },
];

export default function ClientesPage() {
  const canWrite = useCanWrite();
  const list = useServerList<ClientesFilter>({ search: '', page: 1 }, 'search');
  const query = useClientesList(list.filter);
  return (
    <ListPage
      title={SCREEN_TITLES.clientes}
      addTo="/gestor/clientes/add"
      canWrite={canWrite}
      searchLabel={C.clientesSearch}
      text={list.text}
      onText={list.setText}
      onSearch={list.runSearch}
      fetching={query.isFetching}
      columns={COLUMNS}
      data={query.data}
      rowKey={(c) => c.id}
      details={(c) => ({ to: `/gestor/clientes/${c.id}`, name: c.razao })}
      onPage={list.setPage}
    />
  );
}
