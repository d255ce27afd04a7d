// Products list (/gestor/produtos, docs/product/gestor-crm-vendas.md §2.9): title 'Produtos', an upper-cased
// search (1 s after typing, or at once on Enter or the search icon), the add button to produtos/add, the
// paged table ID, U.M, PESO, CÓDIGO, DESCRIÇÃO with 'Detalhes', sortable by ID and CÓDIGO; the list state is
// kept in the URL.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { formatWeightKg } from '@portal/shared/format';
import {
  CADASTROS_LABELS as C,
  GESTOR_LABELS as L,
  SCREEN_TITLES,
  SINONIMOS_LABELS,
} from '@portal/shared/labels';
import type { ProdutoListItem } from '@portal/shared/schemas/gestor-cadastros';
import { useCanWrite } from '../../domain/sessao';
import { ListPage, type ListColumn } from '../../ui/ListPage';
import { useServerList } from '../../ui/use-server-list';
import { useProdutosList } from './api/produtos';

const COLUMNS: ListColumn<ProdutoListItem>[] = [
  { header: L.colId, cell: (p) => p.produtoId, sortKey: 'id' },
  { header: C.colUm, cell: (p) => p.produtoUM },
  { header: C.colPeso, cell: (p) => formatWeightKg(p.produtoPeso), align: 'right', nowrap: true },
  { header: C.colCodigo, cell: (p) => p.produtoSku, nowrap: true, sortKey: 'sku' },
  { header: C.colDescricao, cell: (p) => p.produtoDesc },
];

export default function ProdutosPage() {
  const canWrite = useCanWrite();
  const list = useServerList();
  const query = useProdutosList(list.state);
  return (
    <ListPage
      title={SCREEN_TITLES.produtos}
      add={{ to: '/gestor/produtos/add', disabled: !canWrite }}
      above={
        <Button component={RouterLink} to="/gestor/produtos/sinonimos" variant="outlined" sx={{ mb: 2 }}>
          {SINONIMOS_LABELS.open}
        </Button>
      }
      searchLabel={C.produtosSearch}
      list={list}
      fetching={query.isFetching}
      columns={COLUMNS}
      data={query.data}
      rowKey={(p) => p.produtoId}
      details={(p) => ({ to: `/gestor/produtos/${p.produtoId}`, name: p.produtoSku })}
    />
  );
}
