// The order list's filter dialog (docs/product/portal-cliente.md §2 Orders): order number, start date, end
// date. FILTRAR (or Enter) applies a valid filter, LIMPAR empties the fields, CANCELAR keeps the filter in
// use.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ORDER_LABELS as L } from '@portal/shared/labels';
import { DateField } from '../../../ui/DateField';
import type { DialogController } from '../../../ui/Dialog';
import { FilterDialog as FilterDialogFrame } from '../../../ui/FilterDialog';
import { EMPTY_FILTER, filterErrors, type OrderFilter } from '../order-rules';

interface Props {
  dialog: DialogController;
  value: OrderFilter;
  onApply: (filter: OrderFilter) => void;
}

export function FilterDialog({ dialog, value, onApply }: Props) {
  return (
    <FilterDialogFrame
      dialog={dialog}
      value={value}
      defaults={EMPTY_FILTER}
      check={filterErrors}
      onApply={(f) => onApply({ ref: f.ref.trim(), inicio: f.inicio.trim(), fim: f.fim.trim() })}
      labels={L}
    >
      {({ draft, errors, set }) => (
        <>
          <TextField
            name="pedido"
            label={L.numero}
            value={draft.ref}
            onChange={(e) => set({ ref: e.target.value.replace(/\D/g, '').slice(0, 20) })}
            error={!!errors.ref}
            helperText={errors.ref}
            autoFocus
            autoComplete="off"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField
              name="dataInicial"
              label={L.startDate}
              value={draft.inicio}
              onChange={(v) => set({ inicio: v })}
              error={errors.inicio}
            />
            <DateField
              name="dataFinal"
              label={L.endDate}
              value={draft.fim}
              onChange={(v) => set({ fim: v })}
              error={errors.fim}
            />
          </Stack>
        </>
      )}
    </FilterDialogFrame>
  );
}
