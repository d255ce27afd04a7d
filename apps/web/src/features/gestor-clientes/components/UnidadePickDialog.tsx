// 'Adicionar unidade' of the customer detail: an upper-cased search of units (GET /filial/filter,
// 200 ms after typing) and the results to pick one from; units the customer has are disabled.
import { CADASTROS_LABELS as C } from '@portal/shared/labels';
import type { UnidadeResumo } from '@portal/shared/schemas/gestor-cadastros';
import { SearchingPickDialog } from '../../../ui/PickDialog';
import { useFiliaisBusca } from '../api/clientes';

const unitName = (u: UnidadeResumo) => `${u.empresaCod}/${u.filialCod} - ${u.descricao}`;
const unitPlace = (u: UnidadeResumo) =>
  [u.cidade, u.uf].filter(Boolean).join('/') + (u.ativo ? '' : ` · ${C.inactive}`);

export function UnidadePickDialog(props: {
  open: boolean;
  linked: Set<number>;
  onPick: (unidadeId: number) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <SearchingPickDialog
      {...props}
      title={C.addUnit}
      searchLabel={C.searchUnit}
      useResults={useFiliaisBusca}
      primary={unitName}
      secondary={unitPlace}
    />
  );
}
