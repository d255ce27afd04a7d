// Pieces of a manager record form (customer, user): a read-only field in its grid cell, the
// created/modified dates of a saved record, and the Save button with its progress.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import SaveIcon from '@mui/icons-material/Save';
import { formatDateTime } from '@portal/shared/format';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L } from '@portal/shared/labels';

export function ReadOnlyField({ label, value, sm = 4 }: { label: string; value: string; sm?: number }) {
  return (
    <Grid size={{ xs: 12, sm }}>
      <TextField label={label} value={value} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
    </Grid>
  );
}

/** 'Criado em' and 'Alterado em' ('-' before any change). */
export function RecordDates({ created, modified }: { created: string; modified?: string | null }) {
  return (
    <>
      <ReadOnlyField label={C.createdDate} value={formatDateTime(created)} />
      <ReadOnlyField label={C.modifiedDate} value={formatDateTime(modified) || '-'} />
    </>
  );
}

export function SaveButton({ disabled, saving }: { disabled: boolean; saving: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      color="secondary"
      disabled={disabled || saving}
      startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
    >
      {L.save}
    </Button>
  );
}
