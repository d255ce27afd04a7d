// The reason of a block or release from the users list: required, at most
// LIMITS.STATUS_REASON_MAX characters, kept whole as typed or pasted (the field says when it is
// too long instead of cutting it), counted under the field.
import TextField from '@mui/material/TextField';
import { LIMITS } from '@portal/shared/constants';
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';

/** The message at the reason field, or null when it may be sent. */
export function statusReasonError(reason: string, requiredMessage: string): string | null {
  const text = reason.trim();
  if (!text) return requiredMessage;
  if (text.length > LIMITS.STATUS_REASON_MAX) return MSG.statusReasonTooLong(LIMITS.STATUS_REASON_MAX);
  return null;
}

export function StatusReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Shown once the user tried to confirm, or as soon as the text is too long. */
  error: string | null;
}) {
  return (
    <TextField
      label={L.reason}
      name="motivo"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={3}
      required
      autoFocus
      fullWidth
      error={error !== null}
      helperText={error ?? L.reasonCount(value.trim().length, LIMITS.STATUS_REASON_MAX)}
    />
  );
}
