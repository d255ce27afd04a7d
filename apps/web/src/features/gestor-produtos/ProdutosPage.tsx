// Products list (/gestor/produtos, spec 02 §2.9): title 'Produtos', an upper-cased search (1 s after
// typing, or at once on Enter or the search icon), the add button to produtos/add, the paged table
// ID, U.M, PESO, CÓDIGO, DESCRIÇÃO with 'Detalhes'.
import { formatWeightKg } from '@portal/shared/format';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import type { ProdutoListItem } from '@portal/shared/schemas/gestor-cadastros';
import { useCanWrite } from '../../state/gestor-access';
import { ListPage, type ListColumn } from '../../ui/ListPage';
import { useServerList } from '../../ui/use-server-list';
import { useProdutosList, type ProdutosFilter } from './api/produtos';

const COLUMNS: ListColumn<ProdutoListItem>[] = [
  { header: L.colId, cell: (p) => p.produtoId },
  { header: C.colUm, cell: (p) => p.produtoUM },
  { header: C.colPeso, cell: (p) => formatWeightKg(p.produtoPeso), align: 'right', nowrap: true },
  { header: C.colCodigo, cell: (p) => p.produtoSku, nowrap: true },
  { header: C.colDescricao, cell: (p) => p.produtoDesc },
];

export default function ProdutosPage() {
  const canWrite = useCanWrite();
  const list = useServerList<ProdutosFilter>({ q: '', page: 1 }, 'q');
  const query = useProdutosList(list.filter);
  return (
    <ListPage
      title={SCREEN_TITLES.produtos}
      addTo="/gestor/produtos/add"
      canWrite={canWrite}
      searchLabel={C.produtosSearch}
      text={list.text}
      onText={list.setText}
      onSearch={list.runSearch}
      fetching={query.isFetching}
      columns={COLUMNS}
      data={query.data}
      rowKey={(p) => p.produtoId}
      details={(p) => ({ to: `/gestor/produtos/${p.produtoId}`, name: p.produtoSku })}
      onPage={list.setPage}
    />
  );
}
