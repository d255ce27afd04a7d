// A date typed as DD/MM/YYYY (spec 01 §5 date format) with its mask; the value is the masked text.
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import { MaskedField as MaskedTextField } from '../../../ui/MaskedField';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name: string;
  autoFocus?: boolean;
}

export function DateField({ label, value, onChange, error, name, autoFocus }: Props) {
  return (
    <MaskedTextField
      mask="00/00/0000"
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      placeholder={L.dateHint}
      error={!!error}
      helperText={error ?? L.dateHint}
      autoFocus={autoFocus}
      autoComplete="off"
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
