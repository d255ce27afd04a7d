// A MUI TextField with an input mask (react-imask): CNPJ/CPF, CEP, phone. The value is the masked
// text; the mask itself limits the length.
import { forwardRef } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { IMaskInput } from 'react-imask';

export type MaskDefinition = string | { mask: string }[];

export const MASKS = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  /** CPF while it fits, CNPJ from the 12th digit on. */
  cpfCnpj: [{ mask: '000.000.000-00' }, { mask: '00.000.000/0000-00' }],
  cep: '00000-000',
  celular: '(00) 00000-0000',
} as const;

interface MaskInputProps {
  name: string;
  mask: MaskDefinition;
  onChange: (event: { target: { name: string; value: string } }) => void;
}

const MaskInput = forwardRef<HTMLInputElement, MaskInputProps>(function MaskInput(
  { mask, onChange, ...other },
  ref,
) {
  return (
    <IMaskInput
      {...other}
      mask={mask as never}
      inputRef={ref}
      overwrite
      onAccept={(value: string) => onChange({ target: { name: other.name, value } })}
    />
  );
});

export type MaskedTextFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & {
  mask: MaskDefinition;
  value: string;
  name: string;
  onChange: (value: string) => void;
};

export function MaskedTextField({ mask, value, onChange, slotProps, ...props }: MaskedTextFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object), inputComponent: MaskInput as never },
        htmlInput: { ...(slotProps?.htmlInput as object), mask, inputMode: 'numeric' },
      }}
    />
  );
}
