// The order list's filter dialog (spec 01 §2 Orders): order number, start date, end date. FILTRAR
// (or Enter) applies a valid filter, LIMPAR empties the fields, CANCELAR keeps the filter in use.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ORDER_LABELS as L } from '@portal/shared/labels';
import { AppDialog, type DialogController } from '../../../ui/Dialog';
import { EMPTY_FILTER, filterErrors, type OrderFilter, type OrderFilterErrors } from '../order-rules';
import { DateField } from './DateField';

interface Props {
  dialog: DialogController;
  value: OrderFilter;
  onApply: (filter: OrderFilter) => void;
}

export function FilterDialog({ dialog, value, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<OrderFilterErrors>({});
  const [wasOpen, setWasOpen] = useState(dialog.state.open);
  // Each opening starts from the filter in use.
  if (dialog.state.open !== wasOpen) {
    setWasOpen(dialog.state.open);
    if (dialog.state.open) {
      setDraft(value);
      setErrors({});
    }
  }
  const set = (patch: Partial<OrderFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = filterErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onApply({ ref: draft.ref.trim(), inicio: draft.inicio.trim(), fim: draft.fim.trim() });
    dialog.close();
  };

  return (
    <AppDialog dialog={dialog}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
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
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
          <Button
            onClick={() => {
              setDraft(EMPTY_FILTER);
              setErrors({});
            }}
          >
            {L.clear}
          </Button>
          <Button onClick={dialog.close}>{L.cancel}</Button>
          <Button type="submit" variant="contained">
            {L.apply}
          </Button>
        </Stack>
      </Stack>
    </AppDialog>
  );
}
