// The dashboard's filter dialog (docs/product/gestor-crm-vendas.md §2.2): period and branches, with the rules
// of filter-rules.ts. 'Filtrar' applies, 'Limpar' goes back to the defaults, 'Cancelar' keeps the old.
import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import type { Unidade } from '@portal/shared/schemas/auth';
import { FilterDateField } from '../../../ui/DateField';
import { notify } from '../../../ui/notify';
import {
  ALL_BRANCHES,
  applyBranches,
  defaultFilter,
  setEnd,
  setStart,
  type BranchChoice,
  type DashboardFilter,
  type RuleResult,
} from '../filter-rules';

interface Props {
  open: boolean;
  value: DashboardFilter;
  unidades: Unidade[];
  onClose: () => void;
  onApply: (filter: DashboardFilter) => void;
}

export function FilterDialog({ open, value, unidades, onClose, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  const titleId = useId();
  const branchLabelId = useId();
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);

  const apply = (r: RuleResult) => {
    if (r.error) notify('warning', r.error, { duration: NOTIFY_DURATIONS.VALIDATION });
    setDraft(r.filter);
  };
  const unitName = (b: BranchChoice) => {
    if (b === ALL_BRANCHES) return L.allBranches;
    const u = unidades.find((x) => x.id === b);
    return u ? `${u.empresaCod}/${u.filialCod} - ${u.descricao}` : String(b);
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.filter}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FilterDateField
              name="de"
              label={L.startDate}
              value={draft.de}
              onDate={(v) => apply(setStart(draft, v))}
            />
            <FilterDateField
              name="ate"
              label={L.endDate}
              value={draft.ate}
              onDate={(v) => apply(setEnd(draft, v))}
            />
          </Stack>
          <FormControl fullWidth>
            <InputLabel id={branchLabelId}>{L.branches}</InputLabel>
            <Select<BranchChoice[]>
              labelId={branchLabelId}
              multiple
              value={draft.filiais}
              onChange={(e) => {
                const next = (
                  typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value
                ) as BranchChoice[];
                setDraft((d) => ({ ...d, filiais: applyBranches(d.filiais, next) }));
              }}
              input={<OutlinedInput label={L.branches} />}
              renderValue={(sel) => sel.map(unitName).join(', ')}
            >
              <MenuItem value={ALL_BRANCHES}>
                <Checkbox checked={draft.filiais.includes(ALL_BRANCHES)} />
                <ListItemText primary={L.allBranches} />
              </MenuItem>
              {unidades.map((u) => (
                <MenuItem key={u.id} value={u.id}>
                  <Checkbox checked={draft.filiais.includes(u.id)} />
                  <ListItemText primary={unitName(u.id)} />
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDraft(defaultFilter())}>{L.clear}</Button>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          {L.filterButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
