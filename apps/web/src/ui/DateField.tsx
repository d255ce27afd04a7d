// A date typed as DD/MM/YYYY (spec 01 §5 date format) with its mask; the value is the masked text.
// The hint stays under the field until an error replaces it.
import { LABELS } from '@portal/shared/labels';
import { MASKS, MaskedField } from './MaskedField';

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
    <MaskedField
      mask={MASKS.date}
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      placeholder={LABELS.dateHint}
      error={!!error}
      helperText={error ?? LABELS.dateHint}
      autoFocus={autoFocus}
      autoComplete="off"
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
