// The approver form (docs/product/gestor-crm-vendas.md §2.6, §5): user chosen by search among ADMIN, GESTOR,
// USUARIO and AUDITOR profiles (200 ms after typing), branch, level MASTER or NORMAL, status. The checks run
// in the spec's order before the call; the server checks the same.
import { useEffect, useId, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  APPROVER_LEVELS,
  NOTIFY_DURATIONS,
  STATUSES,
  STATUS_DESCRIPTIONS,
  TIMINGS,
} from '@portal/shared/constants';
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Unidade } from '@portal/shared/schemas/auth';
import type { Aprovador } from '@portal/shared/schemas/gestor';
import { notify } from '../../../ui/notify';
import { useSaveAprovador, useUsuariosAprovadores } from '../api/alcadas';
import { emptyAprovadorForm, validateAprovador, type AprovadorForm } from '../approver-rules';
import { useDebounced } from '../../../ui/use-debounced';

interface UserOption {
  id: number;
  nome: string;
  email: string;
}

interface Props {
  open: boolean;
  editing: Aprovador | null;
  unidades: Unidade[];
  onClose: () => void;
  onSaved: () => void;
}

export function AprovadorDialog({ open, editing, unidades, onClose, onSaved }: Props) {
  const saveMutation = useSaveAprovador();
  const titleId = useId();
  const [form, setForm] = useState<AprovadorForm>(emptyAprovadorForm);
  const [user, setUser] = useState<UserOption | null>(null);
  const [input, setInput] = useState('');
  const [saving, setSaving] = useState(false);
  const search = useDebounced(input, TIMINGS.MANAGER_RECORD_SEARCH_DELAY);
  const users = useUsuariosAprovadores(search, open);

  useEffect(() => {
    if (!open) return;
    if (editing) {
      setForm({
        id: editing.id,
        usuarioId: editing.usuarioId,
        filialId: editing.filialId,
        master: editing.master,
        status: editing.status,
      });
      setUser({ id: editing.usuarioId, nome: editing.usuarioNome, email: editing.usuarioEmail });
    } else {
      setForm(emptyAprovadorForm());
      setUser(null);
    }
    setInput('');
  }, [open, editing]);

  const set = (patch: Partial<AprovadorForm>) => setForm((f) => ({ ...f, ...patch }));
  const options: UserOption[] = users.data?.map((u) => ({ id: u.id, nome: u.nome, email: u.email })) ?? [];
  if (user && !options.some((o) => o.id === user.id)) options.unshift(user);

  const save = async () => {
    const problem = validateAprovador(form);
    if (problem) {
      notify('warning', problem, { duration: NOTIFY_DURATIONS.VALIDATION });
      return;
    }
    setSaving(true);
    const res = await saveMutation.mutateAsync(form);
    setSaving(false);
    if (!res.ok) return;
    notify('success', form.id ? MSG.approverEdited : MSG.approverAdded);
    onSaved();
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{editing ? L.editApprover : L.newApprover}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete<UserOption>
            options={options}
            value={user}
            filterOptions={(x) => x}
            getOptionLabel={(o) => `${o.nome} (${o.email})`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={users.isFetching}
            noOptionsText={MSG.noRecords}
            loadingText={MSG.loading}
            onChange={(_, v) => {
              setUser(v);
              set({ usuarioId: v?.id ?? null });
            }}
            onInputChange={(_, v, reason) => {
              if (reason === 'input') setInput(v.toUpperCase());
            }}
            renderInput={(params) => <TextField {...params} label={L.user} helperText={L.userSearchHint} />}
          />
          <TextField
            select
            label={L.branch}
            value={form.filialId}
            onChange={(e) => set({ filialId: e.target.value === '' ? '' : Number(e.target.value) })}
            fullWidth
          >
            <MenuItem value="">{L.select}</MenuItem>
            {unidades.map((u) => (
              <MenuItem key={u.id} value={u.id}>{`${u.empresaCod}/${u.filialCod} - ${u.descricao}`}</MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={L.level}
            value={form.master}
            onChange={(e) => set({ master: e.target.value as AprovadorForm['master'] })}
            fullWidth
          >
            <MenuItem value="">{L.select}</MenuItem>
            {APPROVER_LEVELS.map((lv) => (
              <MenuItem key={lv} value={lv}>
                {lv}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={L.status}
            value={form.status}
            onChange={(e) => set({ status: e.target.value as AprovadorForm['status'] })}
            fullWidth
          >
            <MenuItem value="">{L.select}</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_DESCRIPTIONS[s]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button
          variant="contained"
          color="secondary"
          disabled={saving}
          onClick={() => void save()}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {L.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
