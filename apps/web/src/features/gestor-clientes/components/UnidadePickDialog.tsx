// 'Adicionar unidade' of the customer detail: an upper-cased search of units (GET /filial/filter,
// 200 ms after typing) and the results to pick one from; units the customer has are disabled.
import { useState } from 'react';
import { TIMINGS } from '@portal/shared/constants';
import { CADASTROS_LABELS as C } from '@portal/shared/labels';
import { PickDialog } from '../../../ui/PickDialog';
import { useDebounced } from '../../../ui/use-debounced';
import { useFiliaisBusca } from '../api/clientes';

interface Props {
  open: boolean;
  linked: Set<number>;
  onPick: (unidadeId: number) => Promise<void>;
  onClose: () => void;
}

export function UnidadePickDialog({ open, linked, onPick, onClose }: Props) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search, TIMINGS.MANAGER_RECORD_SEARCH_DELAY);
  const result = useFiliaisBusca(q, open);
  return (
    <PickDialog
      open={open}
      title={C.addUnit}
      searchLabel={C.searchUnit}
      search={search}
      onSearch={setSearch}
      items={result.data}
      fetching={result.isFetching}
      linked={linked}
      onPick={onPick}
      onClose={onClose}
      primary={(u) => `${u.empresaCod}/${u.filialCod} - ${u.descricao}`}
      secondary={(u) => [u.cidade, u.uf].filter(Boolean).join('/') + (u.ativo ? '' : ` · ${C.inactive}`)}
    />
  );
}
