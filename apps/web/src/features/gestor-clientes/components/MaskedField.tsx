// Text fields with input masks (react-imask) for the customer form: CPF or CNPJ (the CNPJ may be
// alphanumeric from 2026, letters upper-cased), postal code and phone with area code. The value
// given back is the masked text; the form sends digits (and letters) only.
import { forwardRef } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { IMaskInput } from 'react-imask';

const upper = (s: string) => s.toUpperCase();
const ALNUM = { A: /[0-9A-Za-z]/ };

export const CLIENTE_MASKS = {
  /** CPF while it fits, CNPJ (alphanumeric root) from the 12th character or a letter on. */
  cgc: [{ mask: '000.000.000-00' }, { mask: 'AA.AAA.AAA/AAAA-00', definitions: ALNUM, prepareChar: upper }],
  cep: [{ mask: '00000-000' }],
  telefone: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
} as const;
export type ClienteMask = keyof typeof CLIENTE_MASKS;

interface MaskInputProps {
  name: string;
  kind: ClienteMask;
  onChange: (event: { target: { name: string; value: string } }) => void;
}

const MaskInput = forwardRef<HTMLInputElement, MaskInputProps>(function MaskInput(
  { kind, onChange, ...other },
  ref,
) {
  return (
    <IMaskInput
      {...other}
      mask={CLIENTE_MASKS[kind] as never}
      inputRef={ref}
      onAccept={(value: string) => onChange({ target: { name: other.name, value } })}
    />
  );
});

type Props = Omit<TextFieldProps, 'onChange' | 'value'> & {
  kind: ClienteMask;
  name: string;
  value: string;
  onChange: (value: string) => void;
};

export function MaskedField({ kind, value, onChange, slotProps, ...props }: Props) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object), inputComponent: MaskInput as never },
        htmlInput: {
          ...(slotProps?.htmlInput as object),
          kind,
          inputMode: kind === 'cgc' ? 'text' : 'numeric',
        },
      }}
    />
  );
}
