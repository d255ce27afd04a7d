// A date typed as DD/MM/YYYY (spec 01 §5 date format) with its mask; the value is the masked text.
import { ORDER_LABELS as L } from '@portal/shared/labels';
import { MASKS, MaskedField } from '../../../ui/MaskedField';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name: string;
}

export function DateField({ label, value, onChange, error, name }: Props) {
  return (
    <MaskedField
      mask={MASKS.date}
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      placeholder={L.dateHint}
      error={!!error}
      helperText={error ?? L.dateHint}
      autoComplete="off"
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
