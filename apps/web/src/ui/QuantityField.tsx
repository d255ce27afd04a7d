// The quantity field of the buying side (spec 01 §5), one for the product search's cards and the
// cart's lines: digits only (or empty); a quantity below the minimum becomes the minimum 1 s after
// typing (and at once on blur/Enter when QTD_CARRINHO_SIMPLES is SIM) with the 3 s warning 'A
// quantidade minima para esse produto é de: {n}.'. Enter hands the text to `onEnter` (Adicionar, or
// the cart's new quantity); the rounding to FATOR_MULTI is the caller's (state/cart-rules).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { NOTIFY_DURATIONS, TIMINGS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { acceptQuantityInput, minimumAdjustment } from '../state/cart-rules';
import { notify } from './notify';

export interface QuantityFieldProps {
  value: string;
  onValueChange: (text: string) => void;
  /** The product's minimum (state/cart-rules minimumOf / lineMinimum). */
  minimum: number;
  /** QTD_CARRINHO_SIMPLES is SIM: the minimum is also checked on blur and Enter. */
  simpleCheck: boolean;
  /** Enter, after the checks: the text as it stands. */
  onEnter: (text: string) => void;
  /** Leaving the field, after the checks: the text as it stands. */
  onLeave?: (text: string) => void;
  id?: string;
  label: string;
  helperText?: string;
  /** The accessible name when it must say more than the label (e.g. which line). */
  ariaLabel?: string;
  sx?: TextFieldProps['sx'];
  fullWidth?: boolean;
}

export function QuantityField(p: QuantityFieldProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The text on screen now: a check scheduled for a text since replaced (Adicionar set the minimum,
  // a rounding suggestion was chosen) is dropped.
  const current = useRef(p.value);
  const { minimum, onValueChange } = p;
  useEffect(() => {
    current.current = p.value;
  }, [p.value]);

  const cancelCheck = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancelCheck, []);

  /** Below the minimum: the minimum, with the warning. The corrected text, or null when fine. */
  const enforceMinimum = (value: string): string | null => {
    const corrected = minimumAdjustment(value, minimum);
    if (corrected === null) return null;
    onValueChange(String(corrected));
    notify('warning', MSG.minQuantityAdjusted(corrected), { duration: NOTIFY_DURATIONS.SHORT });
    return String(corrected);
  };

  const onChange = (raw: string) => {
    const accepted = acceptQuantityInput(raw);
    if (accepted === null) return;
    onValueChange(accepted);
    cancelCheck();
    timer.current = setTimeout(() => {
      timer.current = null;
      if (current.current === accepted) enforceMinimum(accepted);
    }, TIMINGS.MIN_QTY_DEBOUNCE);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    cancelCheck();
    if (p.simpleCheck && enforceMinimum(p.value) !== null) return;
    p.onEnter(p.value);
  };

  const onBlur = () => {
    let text = p.value;
    if (p.simpleCheck) {
      cancelCheck();
      text = enforceMinimum(text) ?? text;
    }
    if (p.onLeave) {
      cancelCheck();
      p.onLeave(text);
    }
  };

  return (
    <TextField
      id={p.id}
      label={p.label}
      size="small"
      value={p.value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      helperText={p.helperText}
      fullWidth={p.fullWidth}
      sx={p.sx}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          autoComplete: 'off',
          'aria-label': p.ariaLabel,
        },
      }}
    />
  );
}
