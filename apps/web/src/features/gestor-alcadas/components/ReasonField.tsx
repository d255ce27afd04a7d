// The reason of a reproval (required; the check runs on confirmation with the spec's message).
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { GESTOR_LABELS as L } from '@portal/shared/labels';

export function ReasonField({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label={L.reason}
      value={value}
      onChange={(e) => {
        setValue(e.target.value.toUpperCase());
        onChange(e.target.value.toUpperCase());
      }}
      multiline
      minRows={3}
      required
      autoFocus
      fullWidth
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}
