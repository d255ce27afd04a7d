// A MUI TextField with an input mask (react-imask): CNPJ/CPF, CEP, phone, plate. The value is the
// masked text; the mask itself limits the length. Optional extra placeholders (`definitions`) and
// upper-casing serve masks with letters (vehicle plates).
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
  /** DD/MM/YYYY. */
  date: '00/00/0000',
  /** Vehicle plate: 3 letters, a digit, a letter or digit, 2 digits (old and Mercosul); needs PLATE_DEFINITIONS. */
  plate: 'LLL0#00',
} as const;

/** The plate mask's placeholders: 'L' a letter A–Z, '#' a letter or a digit. */
export const PLATE_DEFINITIONS: Record<string, RegExp> = { L: /[A-Za-z]/, '#': /[A-Za-z0-9]/ };

interface MaskInputProps {
  name: string;
  mask: MaskDefinition;
  definitions?: Record<string, RegExp>;
  uppercase?: boolean;
  onChange: (event: { target: { name: string; value: string } }) => void;
}

const toUpperChar = (s: string) => s.toUpperCase();

const MaskInput = forwardRef<HTMLInputElement, MaskInputProps>(function MaskInput(
  { mask, definitions, uppercase, onChange, ...other },
  ref,
) {
  return (
    <IMaskInput
      {...other}
      mask={mask as never}
      definitions={definitions as never}
      prepareChar={uppercase ? toUpperChar : undefined}
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
  /** Extra mask placeholders (e.g. PLATE_DEFINITIONS). */
  definitions?: Record<string, RegExp>;
  /** Letters are upper-cased as typed. */
  uppercase?: boolean;
  /** Virtual keyboard; numeric by default. */
  inputMode?: 'numeric' | 'text';
};

export function MaskedTextField({
  mask,
  value,
  onChange,
  slotProps,
  definitions,
  uppercase,
  inputMode = 'numeric',
  ...props
}: MaskedTextFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object), inputComponent: MaskInput as never },
        htmlInput: { ...(slotProps?.htmlInput as object), mask, definitions, uppercase, inputMode },
      }}
    />
  );
}
