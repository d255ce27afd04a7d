// Data tab of the customer detail (docs/product/gestor-crm-vendas.md §2.7, §3): code, store, company name,
// tax id (CPF/CNPJ up to 14, with check digits), responsible person, phone, e-mail, status and the address
// (postal code 8, state 2). Save creates ('Cliente adicionando com sucesso!') or edits ('Cliente editado com
// sucesso!'); the API's field messages come through the generic handling.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, STATUSES, STATUS_DESCRIPTIONS, type Status } from '@portal/shared/constants';
import { formatCep, formatCpfCnpj, formatPhone } from '@portal/shared/format';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { UFS } from '@portal/shared/registro';
import type { ClienteGestor, ClienteGestorBody } from '@portal/shared/schemas/gestor-cadastros';
import { notify } from '../../../ui/notify';
import { ReadOnlyField, RecordDates, SaveButton } from '../../../ui/RecordFields';
import { useSaveRecord } from '../../../api/mutation';
import { clientesKey, createCliente, updateCliente } from '../api/clientes';
import { checkClienteForm, toClienteBody, toClienteForm, type ClienteForm } from '../cliente-form';
import { MASKS, MaskedField } from '../../../ui/MaskedField';

interface Props {
  cliente: ClienteGestor | null;
  canWrite: boolean;
  onSaved: (cliente: ClienteGestor, created: boolean) => void;
}

/** The stored values shown with their masks. */
function masked(c: ClienteGestor | null): ClienteForm {
  const f = toClienteForm(c);
  return { ...f, cgc: formatCpfCnpj(f.cgc), telefone: formatPhone(f.telefone), cep: formatCep(f.cep) };
}

export function DadosClienteTab({ cliente, canWrite, onSaved }: Props) {
  const [form, setForm] = useState<ClienteForm>(() => masked(cliente));
  const [errors, setErrors] = useState<Partial<Record<keyof ClienteForm, string>>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setForm(masked(cliente));
    setErrors({});
  }, [cliente]);
  const isNew = cliente === null;
  const saveCliente = useSaveRecord(
    (body: ClienteGestorBody) => (cliente ? updateCliente(cliente.id, body) : createCliente(body)),
    clientesKey,
    (c) => c.id,
  );
  const set = (patch: Partial<ClienteForm>) => setForm((f) => ({ ...f, ...patch }));
  const err = (k: keyof ClienteForm) => ({ error: Boolean(errors[k]), helperText: errors[k] ?? ' ' });
  const readOnly = !canWrite;

  const save = async () => {
    const problems = checkClienteForm(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      for (const [k, m] of Object.entries(problems))
        notify('info', MSG.registrationFieldError(C[k as keyof typeof C] as string, m), { duration: 10_000 });
      return;
    }
    setSaving(true);
    const body = toClienteBody(form);
    const res = await saveCliente.mutateAsync(body);
    setSaving(false);
    if (!res.ok) return;
    notify('success', isNew ? MSG.customerAdded : MSG.customerEdited);
    onSaved(res.data, isNew);
  };

  const text = (
    k: keyof ClienteForm,
    max: number,
    size: { xs: number; sm?: number; md?: number },
    extra: { required?: boolean } = {},
  ) => (
    <Grid size={size}>
      <TextField
        label={C[k as keyof typeof C] as string}
        name={k}
        value={form[k]}
        onChange={(e) => set({ [k]: e.target.value.toUpperCase() } as Partial<ClienteForm>)}
        required={extra.required}
        fullWidth
        {...err(k)}
        slotProps={{ htmlInput: { maxLength: max, readOnly } }}
      />
    </Grid>
  );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
      aria-label={L.tabData}
    >
      <Grid container spacing={2} sx={{ maxWidth: 1000 }}>
        <Grid size={{ xs: 12, sm: 2 }}>
          <TextField
            label={L.id}
            value={cliente?.id ?? ''}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText=" "
          />
        </Grid>
        {text('codigo', 20, { xs: 8, sm: 3 }, { required: true })}
        {text('loja', 4, { xs: 4, sm: 2 }, { required: true })}
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField
            select
            label={L.status}
            value={form.status}
            onChange={(e) => set({ status: e.target.value as Status })}
            fullWidth
            helperText=" "
            disabled={readOnly}
          >
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_DESCRIPTIONS[s]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {text('razao', 160, { xs: 12, md: 8 }, { required: true })}
        <Grid size={{ xs: 12, md: 4 }}>
          <MaskedField
            mask={MASKS.cpfCnpj}
            inputMode="text"
            label={C.cgc}
            name="cgc"
            value={form.cgc}
            onChange={(v) => set({ cgc: v })}
            fullWidth
            {...err('cgc')}
            slotProps={{ htmlInput: { readOnly } }}
          />
        </Grid>
        {text('nome', 120, { xs: 12, md: 5 })}
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <MaskedField
            mask={MASKS.telefone}
            label={C.telefone}
            name="telefone"
            value={form.telefone}
            onChange={(v) => set({ telefone: v })}
            fullWidth
            {...err('telefone')}
            slotProps={{ htmlInput: { readOnly } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label={C.email}
            name="email"
            type="email"
            value={form.email}
            onChange={(e) => set({ email: e.target.value })}
            fullWidth
            {...err('email')}
            slotProps={{ htmlInput: { maxLength: 254, readOnly } }}
          />
        </Grid>
        <Grid size={12}>
          <Divider textAlign="left">
            <Typography variant="overline">{C.address}</Typography>
          </Divider>
        </Grid>
        {text('logradouro', 160, { xs: 12, md: 7 })}
        {text('numero', 20, { xs: 4, md: 2 })}
        {text('complemento', 80, { xs: 8, md: 3 })}
        {text('bairro', 80, { xs: 12, md: 4 })}
        {text('cidade', 80, { xs: 12, md: 4 })}
        <Grid size={{ xs: 8, md: 2 }}>
          <MaskedField
            mask={MASKS.cep}
            label={C.cep}
            name="cep"
            value={form.cep}
            onChange={(v) => set({ cep: v })}
            fullWidth
            {...err('cep')}
            slotProps={{ htmlInput: { readOnly } }}
          />
        </Grid>
        <Grid size={{ xs: 4, md: 2 }}>
          <TextField
            label={C.uf}
            name="uf"
            value={form.uf}
            onChange={(e) =>
              set({
                uf: e.target.value
                  .replace(/[^a-zA-Z]/g, '')
                  .toUpperCase()
                  .slice(0, LIMITS.UF_MAX),
              })
            }
            fullWidth
            {...err('uf')}
            slotProps={{
              htmlInput: { maxLength: LIMITS.UF_MAX, readOnly, list: 'ufs-brasil', autoComplete: 'off' },
            }}
          />
          <datalist id="ufs-brasil">
            {UFS.map((u) => (
              <option key={u} value={u} />
            ))}
          </datalist>
        </Grid>
        {!isNew ? (
          <>
            <ReadOnlyField label={C.vendedor} value={cliente.vendedor?.nome ?? C.noSeller} />
            <RecordDates created={cliente.createdDate} modified={cliente.modifiedDate} />
          </>
        ) : null}
        <Grid size={12}>
          {!isNew ? (
            <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
              {C.erpNote}
            </Alert>
          ) : null}
          <SaveButton disabled={!canWrite} saving={saving} />
        </Grid>
      </Grid>
    </form>
  );
}
