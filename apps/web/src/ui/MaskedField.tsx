// The one MUI TextField with an input mask (react-imask): CPF/CNPJ (the CNPJ alphanumeric, spec:
// letters and digits in the 12 first positions, digits in the check digits, letters upper-cased),
// CEP, phones, dates, plates. The value is the masked text (or, with `unmask`, the raw characters);
// the mask itself limits the length. Extra placeholders (`definitions`) and upper-casing serve masks
// with letters (vehicle plates). Whether a document is valid is the shared validators' business.
import { forwardRef } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { IMaskInput } from 'react-imask';

/** One option of a dynamic mask: its pattern and, for letters, its placeholders and case. */
export interface MaskOption {
  mask: string;
  definitions?: Record<string, RegExp>;
  prepareChar?: (s: string) => string;
}
export type MaskDefinition = string | readonly MaskOption[];

const upper = (s: string) => s.toUpperCase();
/** 'A': a letter or a digit (the root of an alphanumeric CNPJ). */
const ALNUM: Record<string, RegExp> = { A: /[0-9A-Za-z]/ };
const CPF = '000.000.000-00';
/** Alphanumeric CNPJ: 12 letters or digits, then 2 check digits. */
const CNPJ: MaskOption = { mask: 'AA.AAA.AAA/AAAA-00', definitions: ALNUM, prepareChar: upper };

export const MASKS = {
  cpf: CPF,
  cnpj: [CNPJ],
  /** CPF while it fits, the (alphanumeric) CNPJ from the 12th character or a letter on. */
  cpfCnpj: [{ mask: CPF }, CNPJ],
  cep: '00000-000',
  celular: '(00) 00000-0000',
  /** A landline or a mobile number with its area code. */
  telefone: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
  /** Contact phone as formatContactPhone shows it: (DD)XXXX-XXXX or (DD)9.XXXX-XXXX. */
  contactPhone: [{ mask: '(00)0000-0000' }, { mask: '(00)0.0000-0000' }],
  /** DD/MM/YYYY. */
  date: '00/00/0000',
  /** Vehicle plate: 3 letters, a digit, a letter or digit, 2 digits (old and Mercosul); needs PLATE_DEFINITIONS. */
  plate: 'LLL0#00',
} as const satisfies Record<string, MaskDefinition>;

/** The plate mask's placeholders: 'L' a letter A–Z, '#' a letter or a digit. */
export const PLATE_DEFINITIONS: Record<string, RegExp> = { L: /[A-Za-z]/, '#': /[A-Za-z0-9]/ };

interface MaskInputProps {
  name: string;
  mask: MaskDefinition;
  definitions?: Record<string, RegExp>;
  uppercase?: boolean;
  unmask?: boolean;
  onChange: (event: { target: { name: string; value: string } }) => void;
}

const MaskInput = forwardRef<HTMLInputElement, MaskInputProps>(function MaskInput(
  { mask, definitions, uppercase, unmask, onChange, ...other },
  ref,
) {
  return (
    <IMaskInput
      {...other}
      mask={mask as never}
      definitions={definitions as never}
      prepareChar={uppercase ? upper : undefined}
      unmask={unmask}
      inputRef={ref}
      overwrite
      onAccept={(value: string) => onChange({ target: { name: other.name, value } })}
    />
  );
});

export type MaskedFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & {
  mask: MaskDefinition;
  value: string;
  name: string;
  onChange: (value: string) => void;
  /** Extra mask placeholders (e.g. PLATE_DEFINITIONS). */
  definitions?: Record<string, RegExp>;
  /** Letters are upper-cased as typed. */
  uppercase?: boolean;
  /** The value is the characters typed, without the mask's punctuation. */
  unmask?: boolean;
  /** Virtual keyboard; numeric by default. */
  inputMode?: 'numeric' | 'text';
};

export function MaskedField({
  mask,
  value,
  onChange,
  slotProps,
  definitions,
  uppercase,
  unmask,
  inputMode = 'numeric',
  ...props
}: MaskedFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object), inputComponent: MaskInput as never },
        htmlInput: { ...(slotProps?.htmlInput as object), mask, definitions, uppercase, unmask, inputMode },
      }}
    />
  );
}
