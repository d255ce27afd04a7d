// The filter dialogs of Boletos and Danfe/XML (docs/product/portal-cliente.md §2 Finance): the period (dates
// DD/MM/YYYY, by default today ± DIAS_BOLETO) and the optional fields. FILTRAR (or Enter) applies when the
// dates are valid, LIMPAR goes back to the defaults, CANCELAR keeps the filter in use.
import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import type { DialogController } from '../../../ui/Dialog';
import { DateField } from '../../../ui/DateField';
import { FilterDialog, type FilterDraft } from '../../../ui/FilterDialog';
import {
  boletoFilterErrors,
  documentoFilterErrors,
  type BoletoFilter,
  type DocumentoFilter,
  type FilterErrors,
  type Quitado,
} from '../finance-rules';

function PeriodFields<F extends { inicio: string; fim: string }>({
  draft,
  errors,
  set,
}: FilterDraft<F, FilterErrors>) {
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

/** An optional amount typed with digits, dot and comma. */
function AmountField({
  name,
  label,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/[^\d.,]/g, ''))}
      error={!!error}
      helperText={error ?? L.optional}
      fullWidth
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: 16, inputMode: 'decimal' } }}
    />
  );
}

/** An optional number of up to nine digits. */
function NumberField({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      helperText={L.optional}
      fullWidth
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: 9, inputMode: 'numeric' } }}
    />
  );
}

interface Props<F> {
  dialog: DialogController;
  value: F;
  defaults: F;
  onApply: (filter: F) => void;
}

/** The period, then the dialog's optional fields in a row. */
function FinanceFilterDialog<F extends { inicio: string; fim: string }>({
  check,
  fields,
  ...props
}: Props<F> & {
  check: (draft: F) => FilterErrors;
  fields: (form: FilterDraft<F, FilterErrors>) => ReactNode;
}) {
  return (
    <FilterDialog {...props} check={check} labels={L}>
      {(form) => (
        <>
          <PeriodFields {...form} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {fields(form)}
          </Stack>
        </>
      )}
    </FilterDialog>
  );
}

export function BoletoFilterDialog(props: Props<BoletoFilter>) {
  return (
    <FinanceFilterDialog
      {...props}
      check={boletoFilterErrors}
      fields={({ draft, errors, set }) => (
        <>
          <NumberField
            name="titulo"
            label={L.titulo}
            value={draft.titulo}
            onChange={(titulo) => set({ titulo })}
          />
          <AmountField
            name="valor"
            label={L.valor}
            value={draft.valor}
            error={errors.valor}
            onChange={(valor) => set({ valor })}
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
        </>
      )}
    />
  );
}

export function DocumentoFilterDialog(props: Props<DocumentoFilter>) {
  return (
    <FinanceFilterDialog
      {...props}
      check={documentoFilterErrors}
      fields={({ draft, errors, set }) => (
        <>
          <NumberField name="doc" label={L.doc} value={draft.doc} onChange={(doc) => set({ doc })} />
          <AmountField
            name="valbrut"
            label={L.valbrut}
            value={draft.valbrut}
            error={errors.valor}
            onChange={(valbrut) => set({ valbrut })}
          />
        </>
      )}
    />
  );
}
