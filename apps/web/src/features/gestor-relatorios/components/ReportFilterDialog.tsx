// 'Filtro' of the 'Vendedores X Clientes' report: data inicial and data final of the client's
// creation and of the order's creation; Limpar, Cancelar, Filtrar (docs/product/gestor-crm-vendas.md §2.11).
import { useId } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CADASTROS_LABELS as C } from '@portal/shared/labels';
import { FilterDateField } from '../../../ui/DateField';
import { emptyReportFilter, setReportDate, type ReportFilter } from '../report-filter';

interface Props {
  open: boolean;
  value: ReportFilter;
  busy: boolean;
  onChange: (f: ReportFilter) => void;
  onCancel: () => void;
  onApply: () => void;
}

function Period({
  legend,
  start,
  end,
  value,
  onChange,
}: {
  legend: string;
  start: keyof ReportFilter;
  end: keyof ReportFilter;
  value: ReportFilter;
  onChange: (f: ReportFilter) => void;
}) {
  const id = useId();
  const field = (key: keyof ReportFilter, label: string) => (
    <FilterDateField
      name={key}
      label={label}
      value={value[key]}
      onDate={(v) => onChange(setReportDate(value, key, v))}
    />
  );
  return (
    <Stack component="fieldset" role="group" aria-labelledby={id} spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography id={id} component="legend" variant="subtitle2">
        {legend}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field(start, C.dataInicial)}
        {field(end, C.dataFinal)}
      </Stack>
    </Stack>
  );
}

export function ReportFilterDialog({ open, value, busy, onChange, onCancel, onApply }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{C.filter}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <Period
            legend={C.customerCreation}
            start="dataInicial"
            end="dataFinal"
            value={value}
            onChange={onChange}
          />
          <Period
            legend={C.orderCreation}
            start="dataInicialPedido"
            end="dataFinalPedido"
            value={value}
            onChange={onChange}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onChange(emptyReportFilter())} disabled={busy}>
          {C.clear}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {C.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={onApply}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy ? C.generating : C.filterButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
