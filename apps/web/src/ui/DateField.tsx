// A date typed as DD/MM/YYYY (docs/product/portal-cliente.md §5 date format) with its mask; the value is the
// masked text. The hint stays under the field until an error replaces it.
import { useEffect, useState } from 'react';
import { formatDate, parseBrDate, toIsoDate } from '@portal/shared/format';
import { LABELS } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { MASKS, MaskedField } from './MaskedField';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name: string;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
}

export function DateField({ label, value, onChange, error, name, autoFocus, size }: Props) {
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
      size={size}
      autoComplete="off"
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** '' or an ISO day: a value the field can show. */
const isIsoOrEmpty = (value: string) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The ISO day of a typed DD/MM/YYYY: '' when empty, the ISO day when real, else the text as typed. */
export const brToIso = (text: string) => (text ? toIsoDate(parseBrDate(text)) || text : '');

/**
 * The same field for a value kept as an ISO day ('YYYY-MM-DD', as the API takes it): typed and shown
 * DD/MM/YYYY whatever the browser's language, never the browser's own date input. A complete but
 * impossible day is marked at once and handed on as typed, so the server's rule answers it too.
 */
export function IsoDateField({ value, onChange, error, ...props }: Props) {
  const [text, setText] = useState(() => formatDate(value));
  // A value set from outside (defaults, a cleared filter) replaces what is typed.
  if (value !== brToIso(text) && isIsoOrEmpty(value)) setText(formatDate(value));
  const typedError = text.length === 10 && !parseBrDate(text) ? MSG.invalidDate : undefined;
  return (
    <DateField
      {...props}
      value={text}
      error={error ?? typedError}
      onChange={(t) => {
        setText(t);
        onChange(brToIso(t));
      }}
    />
  );
}

/**
 * A filter's date (an ISO day) typed DD/MM/YYYY: only a complete, real day (years from 1900) is
 * handed on, so the filter keeps its last good date while the user types; a value changed from
 * outside (Limpar, a rule's correction) is shown again.
 */
export function FilterDateField({
  value,
  onDate,
  ...props
}: Omit<Props, 'onChange'> & { onDate: (iso: string) => void }) {
  const [raw, setRaw] = useState(value);
  useEffect(() => setRaw(value), [value]);
  return (
    <IsoDateField
      {...props}
      value={raw}
      onChange={(v) => {
        setRaw(v);
        if (/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(v)) onDate(v);
      }}
    />
  );
}
