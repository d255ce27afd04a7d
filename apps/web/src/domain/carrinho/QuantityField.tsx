// The quantity field of the buying side (docs/product/portal-cliente.md §5), one for the product search's
// cards and the cart's lines: digits only (or empty) for a counted unit, a decimal comma and up to three
// decimals for a unit sold by weight or volume ('2,5' t); a quantity below the minimum becomes the minimum 1
// s after typing (and at once on blur/Enter when QTD_CARRINHO_SIMPLES is SIM) with the 3 s warning 'A
// quantidade minima para esse produto é de: {n}.'. Enter hands the text to `onEnter` (Adicionar, or
// the cart's new quantity); the rounding is the caller's (domain/carrinho/cart-rules), which may leave the
// typed value with the reason it was not taken (`reason`, shown under the field).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { NOTIFY_DURATIONS, TIMINGS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { formatQuantidade, textoQuantidade } from '@portal/shared/unidades';
import { acceptQuantityInput, minimumAdjustment } from './cart-rules';
import { notify } from '../../ui/notify';

export interface QuantityFieldProps {
  value: string;
  onValueChange: (text: string) => void;
  /** The product's minimum (domain/carrinho/cart-rules minimumOf / lineMinimum). */
  minimum: number;
  /** A counted unit (digits only; the default) or a measured one (decimals). */
  contada?: boolean;
  /** Why the typed value was not taken (the rounding popup's CANCELAR), shown under the field. */
  reason?: string | null;
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
  const regra = { contada: p.contada ?? true };
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
    const corrected = minimumAdjustment(value, minimum, regra);
    if (corrected === null) return null;
    const text = textoQuantidade(corrected);
    onValueChange(text);
    notify('warning', MSG.minQuantityAdjusted(formatQuantidade(corrected)), {
      duration: NOTIFY_DURATIONS.SHORT,
    });
    return text;
  };

  const onChange = (raw: string) => {
    const accepted = acceptQuantityInput(raw, regra);
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
      helperText={p.reason ?? p.helperText}
      error={!!p.reason}
      fullWidth={p.fullWidth}
      sx={p.sx}
      slotProps={{
        htmlInput: {
          inputMode: regra.contada ? 'numeric' : 'decimal',
          pattern: regra.contada ? '[0-9]*' : '[0-9]*[,.]?[0-9]{0,3}',
          autoComplete: 'off',
          'aria-label': p.ariaLabel,
        },
      }}
    />
  );
}
