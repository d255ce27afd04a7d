// Data tab of the user detail (docs/product/gestor-crm-vendas.md §2.4): id, name, e-mail, CPF/CNPJ (up to 14
// digits), status description, created and modified dates; save creates (new users start as P) or edits.
import { useEffect, useState } from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LIMITS, STATUS_DESCRIPTIONS } from '@portal/shared/constants';
import { formatCpfCnpj } from '@portal/shared/format';
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Unidade, Usuario } from '@portal/shared/schemas/auth';
import { notifyFailure } from '../../../api/failure';
import { notify } from '../../../ui/notify';
import { ReadOnlyField, RecordDates, SaveButton } from '../../../ui/RecordFields';
import { useSaveRecord } from '../../../api/mutation';
import { createUsuario, updateUsuario, usuariosKey, type UsuarioForm } from '../api/usuarios';

interface Props {
  usuario: Usuario | null;
  unidades: Unidade[];
  canWrite: boolean;
  onSaved: (usuario: Usuario, created: boolean) => void;
}

const emptyForm = (u: Usuario | null): UsuarioForm => ({
  filialId: '',
  nome: u?.nome ?? '',
  email: u?.email ?? '',
  cpf: u?.cpf ?? '',
});

export function DadosTab({ usuario, unidades, canWrite, onSaved }: Props) {
  const [form, setForm] = useState<UsuarioForm>(() => emptyForm(usuario));
  const [saving, setSaving] = useState(false);
  useEffect(() => setForm(emptyForm(usuario)), [usuario]);
  const isNew = usuario === null;
  const saveUsuario = useSaveRecord(
    (f: UsuarioForm) => (usuario ? updateUsuario(usuario.id, f) : createUsuario(f)),
    usuariosKey,
    (u) => u.id,
  );
  const set = (patch: Partial<UsuarioForm>) => setForm((f) => ({ ...f, ...patch }));

  const save = async () => {
    setSaving(true);
    const res = await saveUsuario.mutateAsync(form);
    setSaving(false);
    if (!res.ok) {
      notifyFailure(res, MSG.failAddClientToUser);
      return;
    }
    notify('success', isNew ? MSG.userAdded : MSG.userUpdated);
    onSaved(res.data, isNew);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <Grid container spacing={2} sx={{ maxWidth: 900 }}>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            label={L.id}
            value={usuario?.id ?? ''}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 9 }}>
          <TextField
            label={L.name}
            value={form.nome}
            onChange={(e) => set({ nome: e.target.value.toUpperCase() })}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={L.email}
            type="email"
            value={form.email}
            onChange={(e) => set({ email: e.target.value })}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={L.cpfCnpj}
            value={form.cpf}
            onChange={(e) =>
              set({ cpf: e.target.value.replace(/\D/g, '').slice(0, LIMITS.USER_CPF_CNPJ_MAX) })
            }
            helperText={form.cpf.length === 11 || form.cpf.length === 14 ? formatCpfCnpj(form.cpf) : ' '}
            fullWidth
            slotProps={{ htmlInput: { maxLength: LIMITS.USER_CPF_CNPJ_MAX, inputMode: 'numeric' } }}
          />
        </Grid>
        {isNew ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              label={L.branch}
              value={form.filialId}
              onChange={(e) => set({ filialId: Number(e.target.value) })}
              required
              fullWidth
            >
              {unidades.map((u) => (
                <MenuItem key={u.id} value={u.id}>
                  {`${u.empresaCod}/${u.filialCod} - ${u.descricao}`}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        ) : null}
        <ReadOnlyField
          label={L.status}
          value={usuario?.statusDesc ?? STATUS_DESCRIPTIONS.P}
          sm={isNew ? 6 : 4}
        />
        {!isNew ? <RecordDates created={usuario.createdDate} modified={usuario.modifiedDate} /> : null}
        <Grid size={12}>
          <SaveButton disabled={!canWrite} saving={saving} />
        </Grid>
      </Grid>
    </form>
  );
}
