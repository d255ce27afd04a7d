// Customers list (/gestor/clientes, docs/product/gestor-crm-vendas.md §2.7): an upper-cased search (1 s after
// typing, or at once on Enter or the search icon), the paged table ID, CÓDIGO, RAZÃO SOCIAL, CNPJ/CPF, STATUS
// with 'Detalhes', sortable by ID, CÓDIGO and RAZÃO SOCIAL, 'Sem registro(s).' when empty, and the
// 5-page pagination; the list state is kept in the URL.
import { formatCpfCnpj } from '@portal/shared/format';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import type { ClienteListItem } from '@portal/shared/schemas/gestor-cadastros';
import { useCanWrite } from '../../domain/sessao';
import { ListPage, type ListColumn } from '../../ui/ListPage';
import { StatusChip } from '../../ui/StatusChip';
import { useServerList } from '../../ui/use-server-list';
import { useClientesList } from './api/clientes';

const COLUMNS: ListColumn<ClienteListItem>[] = [
  { header: L.colId, cell: (c) => c.id, sortKey: 'id' },
  { header: C.colCodigo, cell: (c) => `${c.codigo}/${c.loja}`, nowrap: true, sortKey: 'codigo' },
  { header: C.colRazao, cell: (c) => c.razao, sortKey: 'razao' },
  { header: C.colCgc, cell: (c) => formatCpfCnpj(c.cgc), nowrap: true },
  { header: L.colStatus, cell: (c) => <StatusChip status={c.status} label={c.statusDesc} /> },
];

export default function ClientesPage() {
  const canWrite = useCanWrite();
  const list = useServerList();
  const query = useClientesList(list.state);
  return (
    <ListPage
      title={SCREEN_TITLES.clientes}
      add={{ to: '/gestor/clientes/add', disabled: !canWrite }}
      searchLabel={C.clientesSearch}
      list={list}
      fetching={query.isFetching}
      columns={COLUMNS}
      data={query.data}
      rowKey={(c) => c.id}
      details={(c) => ({ to: `/gestor/clientes/${c.id}`, name: c.razao })}
    />
  );
}
