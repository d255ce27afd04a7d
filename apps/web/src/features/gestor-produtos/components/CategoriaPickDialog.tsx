// 'Adicionar nova categoria' (spec 02 §2.10): a search field 'Buscar categoria' (200 ms after
// typing) and the results; picking one adds it. Categories the product has are disabled.
import { useState } from 'react';
import { TIMINGS } from '@portal/shared/constants';
import { CADASTROS_LABELS as C } from '@portal/shared/labels';
import { PickDialog } from '../../../ui/PickDialog';
import { useDebounced } from '../../../ui/use-debounced';
import { useCategoriasBusca } from '../api/produtos';

interface Props {
  open: boolean;
  linked: Set<number>;
  onPick: (categoriaId: number) => Promise<void>;
  onClose: () => void;
}

export function CategoriaPickDialog({ open, linked, onPick, onClose }: Props) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search, TIMINGS.MANAGER_RECORD_SEARCH_DELAY);
  const result = useCategoriasBusca(q, open);
  return (
    <PickDialog
      open={open}
      title={C.addCategoryTitle}
      searchLabel={C.searchCategory}
      search={search}
      onSearch={setSearch}
      items={result.data}
      fetching={result.isFetching}
      linked={linked}
      onPick={onPick}
      onClose={onClose}
      primary={(c) => c.descricao}
      secondary={(c) => `ID ${c.id}`}
      listSx={{ maxHeight: 360, overflowY: 'auto' }}
    />
  );
}
