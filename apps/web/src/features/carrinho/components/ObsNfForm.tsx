// Invoice note (docs/product/portal-cliente.md §5, §9): at most 254 characters, up to 10 rows.
import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@portal/shared/constants';
import { CART_LABELS as L } from '@portal/shared/labels';
import { clampObsnf } from '../carrinho-rules';
import { DialogForm } from './DialogForm';

export function ObsNfForm({
  value,
  onSave,
  onCancel,
}: {
  value: string;
  onSave: (obsnf: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(value);
  return (
    <DialogForm
      label={L.invoiceNoteTitle}
      onSubmit={() => onSave(clampObsnf(text))}
      buttons={
        <>
          <Button onClick={onCancel} color="inherit">
            {L.cancel}
          </Button>
          <Button type="submit" variant="contained">
            {L.save}
          </Button>
        </>
      }
    >
      <TextField
        label={L.invoiceNoteField}
        value={text}
        onChange={(e) => setText(clampObsnf(e.target.value))}
        multiline
        minRows={LIMITS.OBSNF_ROWS}
        maxRows={LIMITS.OBSNF_ROWS}
        fullWidth
        autoFocus
        helperText={L.charsLeft(LIMITS.OBSNF_MAX - text.length)}
        slotProps={{ htmlInput: { maxLength: LIMITS.OBSNF_MAX } }}
      />
    </DialogForm>
  );
}
