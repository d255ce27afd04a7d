// 'Adicionar nova categoria' (docs/product/gestor-crm-vendas.md §2.10): a search field 'Buscar categoria'
// (200 ms after typing) and the results; picking one adds it. Categories the product has are disabled.
import { CADASTROS_LABELS as C } from '@portal/shared/labels';
import { SearchingPickDialog } from '../../../ui/PickDialog';
import { useCategoriasBusca } from '../api/produtos';

export function CategoriaPickDialog(props: {
  open: boolean;
  linked: Set<number>;
  onPick: (categoriaId: number) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <SearchingPickDialog
      {...props}
      title={C.addCategoryTitle}
      searchLabel={C.searchCategory}
      useResults={useCategoriasBusca}
      primary={(c) => c.descricao}
      secondary={(c) => `ID ${c.id}`}
      listSx={{ maxHeight: 360, overflowY: 'auto' }}
    />
  );
}
