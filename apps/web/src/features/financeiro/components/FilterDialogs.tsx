// The filter dialogs of Boletos and Danfe/XML (spec 01 §2 Finance): the period (dates DD/MM/YYYY,
// by default today ± DIAS_BOLETO) and the optional fields. FILTRAR (or Enter) applies when the
// dates are valid, LIMPAR goes back to the defaults, CANCELAR keeps the filter in use.
import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import { AppDialog, type DialogController } from '../../../ui/Dialog';
import {
  boletoFilterErrors,
  documentoFilterErrors,
  type BoletoFilter,
  type DocumentoFilter,
  type FilterErrors,
  type Quitado,
} from '../finance-rules';
import { DateField } from './DateField';

/** The draft of a dialog: the filter in use each time it opens, checked on submit. */
function useDraft<F>(dialog: DialogController, value: F) {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [wasOpen, setWasOpen] = useState(dialog.state.open);
  if (dialog.state.open !== wasOpen) {
    setWasOpen(dialog.state.open);
    if (dialog.state.open) {
      setDraft(value);
      setErrors({});
    }
  }
  return { draft, setDraft, errors, setErrors };
}

function FilterForm({
  children,
  onSubmit,
  onClear,
  onCancel,
}: {
  children: ReactNode;
  onSubmit: () => void;
  onClear: () => void;
  onCancel: () => void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
      {children}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
        <Button onClick={onClear}>{L.clear}</Button>
        <Button onClick={onCancel}>{L.cancel}</Button>
        <Button type="submit" variant="contained">
          {L.apply}
        </Button>
      </Stack>
    </Stack>
  );
}

function PeriodFields<F extends { inicio: string; fim: string }>({
  draft,
  errors,
  set,
}: {
  draft: F;
  errors: FilterErrors;
  set: (patch: Partial<F>) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <DateField
        name="inicio"
        label={L.startDate}
        value={draft.inicio}
        error={errors.inicio}
        autoFocus
        onChange={(inicio) => set({ inicio } as Partial<F>)}
      />
      <DateField
        name="fim"
        label={L.endDate}
        value={draft.fim}
        error={errors.fim}
        onChange={(fim) => set({ fim } as Partial<F>)}
      />
    </Stack>
  );
}

interface Props<F> {
  dialog: DialogController;
  value: F;
  defaults: F;
  onApply: (filter: F) => void;
}

export function BoletoFilterDialog({ dialog, value, defaults, onApply }: Props<BoletoFilter>) {
  const { draft, setDraft, errors, setErrors } = useDraft(dialog, value);
  const set = (patch: Partial<BoletoFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = () => {
    const found = boletoFilterErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onApply(draft);
    dialog.close();
  };
  return (
    <AppDialog dialog={dialog}>
      <FilterForm
        onSubmit={submit}
        onClear={() => {
          setDraft(defaults);
          setErrors({});
        }}
        onCancel={dialog.close}
      >
        <PeriodFields draft={draft} errors={errors} set={set} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="titulo"
            label={L.titulo}
            value={draft.titulo}
            onChange={(e) => set({ titulo: e.target.value.replace(/\D/g, '') })}
            helperText={L.optional}
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 9, inputMode: 'numeric' } }}
          />
          <TextField
            name="valor"
            label={L.valor}
            value={draft.valor}
            onChange={(e) => set({ valor: e.target.value.replace(/[^\d.,]/g, '') })}
            error={!!errors.valor}
            helperText={errors.valor ?? L.optional}
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 16, inputMode: 'decimal' } }}
          />
          <TextField
            select
            name="quitado"
            label={L.quitado}
            value={draft.quitado}
            onChange={(e) => set({ quitado: e.target.value as Quitado })}
            helperText={L.optional}
            fullWidth
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{L.quitadoTodos}</MenuItem>
            <MenuItem value="S">{L.quitadoSim}</MenuItem>
            <MenuItem value="N">{L.quitadoNao}</MenuItem>
          </TextField>
        </Stack>
      </FilterForm>
    </AppDialog>
  );
}

export function DocumentoFilterDialog({ dialog, value, defaults, onApply }: Props<DocumentoFilter>) {
  const { draft, setDraft, errors, setErrors } = useDraft(dialog, value);
  const set = (patch: Partial<DocumentoFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = () => {
    const found = documentoFilterErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onApply(draft);
    dialog.close();
  };
  return (
    <AppDialog dialog={dialog}>
      <FilterForm
        onSubmit={submit}
        onClear={() => {
          setDraft(defaults);
          setErrors({});
        }}
        onCancel={dialog.close}
      >
        <PeriodFields draft={draft} errors={errors} set={set} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="doc"
            label={L.doc}
            value={draft.doc}
            onChange={(e) => set({ doc: e.target.value.replace(/\D/g, '') })}
            helperText={L.optional}
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 9, inputMode: 'numeric' } }}
          />
          <TextField
            name="valbrut"
            label={L.valbrut}
            value={draft.valbrut}
            onChange={(e) => set({ valbrut: e.target.value.replace(/[^\d.,]/g, '') })}
            error={!!errors.valor}
            helperText={errors.valor ?? L.optional}
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 16, inputMode: 'decimal' } }}
          />
        </Stack>
      </FilterForm>
    </AppDialog>
  );
}
