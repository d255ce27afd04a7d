// An outlined text field with a label, for screens that must load little (the login): it looks and
// behaves like MUI's outlined TextField but is built from FormControl, InputLabel and OutlinedInput,
// so it does not bring TextField's select mode (Select, Menu, Popover) nor its other variants.
import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'notched' | 'margin'> & {
  label: string;
  helperText?: ReactNode;
  margin?: 'none' | 'dense' | 'normal';
};

export function OutlinedField({
  label,
  helperText,
  margin,
  id,
  fullWidth,
  required,
  error,
  disabled,
  ...input
}: OutlinedFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      margin={margin}
      fullWidth={fullWidth}
      required={required}
      error={error}
      disabled={disabled}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
