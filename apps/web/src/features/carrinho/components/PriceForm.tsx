// Price adjustment of a line (docs/product/portal-cliente.md §4 Cart, ALTERA_PRECO_ITEM): saved only above 0.
import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { formatDecimal } from '@portal/shared/format';
import { CART_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { parsePrice } from '../carrinho-rules';
import { DialogForm } from './DialogForm';

export function PriceForm({
  price,
  produto,
  onSave,
  onCancel,
}: {
  price: number;
  produto: string;
  onSave: (price: number) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(formatDecimal(price, 2));
  const value = parsePrice(text);
  return (
    <DialogForm
      label={L.priceTitle}
      onSubmit={() => value !== null && onSave(value)}
      buttons={
        <>
          <Button onClick={onCancel} color="inherit">
            {L.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={value === null}>
            {L.save}
          </Button>
        </>
      }
    >
      <TextField
        label={L.priceField}
        value={text}
        onChange={(e) => setText(e.target.value.replace(/[^\d.,]/g, ''))}
        autoFocus
        fullWidth
        error={value === null}
        helperText={value === null ? MSG.cartPriceInvalid : produto}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16 } }}
      />
    </DialogForm>
  );
}
