// Contact phone: digits only, at most 11 (spec 02 §5), shown as (DD)9.XXXX-XXXX — or (DD)XXXX-XXXX
// with 10 digits — as formatContactPhone does. The value is the digits.
import { forwardRef } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { IMaskInput } from 'react-imask';

const MASK = [{ mask: '(00)0000-0000' }, { mask: '(00)0.0000-0000' }];

interface InputProps {
  name: string;
  onChange: (event: { target: { name: string; value: string } }) => void;
}

const PhoneInput = forwardRef<HTMLInputElement, InputProps>(function PhoneInput({ onChange, ...other }, ref) {
  return (
    <IMaskInput
      {...other}
      mask={MASK as never}
      unmask
      inputRef={ref}
      onAccept={(value: string) => onChange({ target: { name: other.name, value } })}
    />
  );
});

export type PhoneFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & {
  name: string;
  /** Digits. */
  value: string;
  onChange: (digits: string) => void;
};

export function PhoneField({ value, onChange, slotProps, ...props }: PhoneFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 11))}
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object), inputComponent: PhoneInput as never },
        htmlInput: { ...(slotProps?.htmlInput as object), inputMode: 'numeric' },
      }}
    />
  );
}
