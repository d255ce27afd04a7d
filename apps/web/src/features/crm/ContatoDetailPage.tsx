// Contact detail (/crm/contatos/detail/{id} and /crm/contatos/add,
// docs/product/gestor-crm-vendas.md §2.13, §3, §5): every field of the contact; sectors from
// CRM_LISTA_SETORES, type CLIENTE only, read-only code, CPF digits only ('CPF inválido.' at 11 wrong digits,
// 'CPF inválido!' on save), phone digits shown as (DD)9.XXXX-XXXX, birthday, the three flags, status P/L/B.
// 'Excluir Contato' asks first; Salvar is disabled while saving; after creating the user returns to the list.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { STATUSES, STATUS_DESCRIPTIONS, type Status } from '@portal/shared/constants';
import { formatDate, parseBrDate, toIsoDate } from '@portal/shared/format';
import { CRM_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import {
  CONTACT_CPF_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TIPOS,
  contactCpfTypingError,
  parseSetores,
  validateContato,
  type Contato,
  type ContatoBody,
} from '@portal/shared/schemas/crm';
import { useParameters } from '../../api/config';
import { useSession } from '../../state/session';
import { DateField } from '../../ui/DateField';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import { useRecordRoute } from '../../ui/route-id';
import { contatosKey, useContato, useDeleteContato, useSaveContato } from './api';
import { PhoneField } from './components/PhoneField';

interface Form {
  setor: string;
  tipo: string;
  cgc: string;
  nome: string;
  email: string;
  telefone: string;
  niver: string;
  contatoPrincipal: boolean;
  recebeEmail: boolean;
  recebeWhatsapp: boolean;
  status: Status;
}

const blank: Form = {
  setor: '',
  tipo: 'CLIENTE',
  cgc: '',
  nome: '',
  email: '',
  telefone: '',
  niver: '',
  contatoPrincipal: false,
  recebeEmail: false,
  recebeWhatsapp: false,
  status: 'L',
};

const toForm = (c: Contato): Form => ({
  setor: c.setor,
  tipo: c.tipo,
  cgc: c.cgc ?? '',
  nome: c.nome,
  email: c.email ?? '',
  telefone: c.telefone ?? '',
  niver: formatDate(c.niver),
  contatoPrincipal: c.contatoPrincipal,
  recebeEmail: c.recebeEmail,
  recebeWhatsapp: c.recebeWhatsapp,
  status: c.status,
});

export default function ContatoDetailPage() {
  const { isNew, id, invalidId } = useRecordRoute();
  const navigate = useNavigate();
  const saveContato = useSaveContato();
  const queryClient = useQueryClient();
  const deleteContato = useDeleteContato(() => notify('warning', MSG.failRemoveContact));
  const clienteId = useSession((s) => s.usuario?.cliente?.id);
  const { parametros } = useParameters();
  const setores = useMemo(() => parseSetores(parametros.CRM_LISTA_SETORES), [parametros.CRM_LISTA_SETORES]);
  // Once deleted, the record is not read again (it would answer 'Registro não encontrado.').
  const [deleted, setDeleted] = useState(false);
  const contato = useContato(deleted ? null : id);
  const [form, setForm] = useState<Form>(blank);
  const [saving, setSaving] = useState(false);
  const dialog = useDialog();
  useEffect(() => {
    if (contato.data) setForm(toForm(contato.data));
  }, [contato.data]);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const cpfError = contactCpfTypingError(form.cgc);
  const back = () => navigate('/crm/contatos');

  const save = async () => {
    // The birthday is typed DD/MM/YYYY and goes as the ISO day; one not a real day goes as typed, so
    // the rule answers with its own message.
    const niver = form.niver ? toIsoDate(parseBrDate(form.niver)) || form.niver : '';
    const body: ContatoBody = { ...form, niver, entidadeId: isNew ? clienteId : undefined };
    // The server applies the same rules; checking here spares the round trip.
    const check = validateContato(body, setores);
    if (!check.ok) {
      notify('warning', check.message);
      return;
    }
    setSaving(true);
    const res = await saveContato.mutateAsync({ id: isNew ? null : id!, body });
    setSaving(false);
    if (!res.ok) return;
    if (isNew) {
      notify('success', MSG.contactAdded);
      void navigate('/crm/contatos');
    } else {
      notify('success', MSG.contactUpdated);
      setForm(toForm(res.data));
    }
  };

  const confirmDelete = async (c: Contato) => {
    dialog.setActionLoading('delete', true);
    const removed = await deleteContato.mutateAsync(c.id);
    dialog.setActionLoading('delete', false);
    dialog.close();
    if (!removed) return;
    setDeleted(true);
    // The list loads afresh (a cached page would still show the removed contact for a moment); the
    // removed contact's own query is dropped without being read again.
    await queryClient.cancelQueries({ queryKey: [...contatosKey, 'detail', c.id] });
    queryClient.removeQueries({ queryKey: [...contatosKey, 'detail', c.id] });
    notify('success', MSG.contactRemoved);
    void navigate('/crm/contatos');
  };
  const askDelete = (c: Contato) =>
    dialog.open({
      size: 'xs',
      title: L.deleteTitle,
      content: <Typography>{MSG.contactDeleteConfirm(c.nome)}</Typography>,
      actions: [
        { key: 'cancel', label: L.cancel, onClick: () => dialog.close(), autoFocus: true },
        {
          key: 'delete',
          label: L.delete,
          color: 'error',
          variant: 'contained',
          onClick: () => void confirmDelete(c),
        },
      ],
    });

  const loaded = isNew || !!contato.data;
  const failed = invalidId || contato.isError;

  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h4" component="h1" sx={{ mb: 2 }}>
        {L.detailTitle}
      </Typography>

      {contato.isFetching && !contato.data ? <LinearProgress aria-label={MSG.loading} /> : null}
      {failed ? <Alert severity="info">{MSG.notFound}</Alert> : null}

      {loaded ? (
        <Paper sx={{ p: 2 }}>
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!saving) void save();
            }}
          >
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 2 }}>
                <TextField
                  label={L.id}
                  value={contato.data?.id ?? ''}
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  select
                  label={L.setor}
                  value={form.setor}
                  onChange={(e) => set({ setor: e.target.value })}
                  required
                  fullWidth
                >
                  <MenuItem value="" disabled>
                    {L.select}
                  </MenuItem>
                  {setores.map((s) => (
                    <MenuItem key={s.codigo} value={s.codigo}>
                      {s.descricao}
                    </MenuItem>
                  ))}
                  {form.setor && !setores.some((s) => s.codigo === form.setor) ? (
                    <MenuItem value={form.setor} disabled>
                      {form.setor}
                    </MenuItem>
                  ) : null}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 3 }}>
                <TextField
                  select
                  label={L.tipo}
                  value={form.tipo}
                  onChange={(e) => set({ tipo: e.target.value })}
                  required
                  fullWidth
                >
                  {CONTACT_TIPOS.map((t) => (
                    <MenuItem key={t} value={t}>
                      {t}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 3 }}>
                <TextField
                  label={L.codigo}
                  value={contato.data?.codigo ?? ''}
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
              </Grid>

              <Grid size={{ xs: 12, sm: 8 }}>
                <TextField
                  label={L.nome}
                  value={form.nome}
                  onChange={(e) => set({ nome: e.target.value.toUpperCase() })}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: CONTACT_NAME_MAX } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  label={L.cpf}
                  value={form.cgc}
                  onChange={(e) => set({ cgc: e.target.value.replace(/\D/g, '').slice(0, CONTACT_CPF_MAX) })}
                  error={!!cpfError}
                  helperText={cpfError ?? ' '}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: CONTACT_CPF_MAX, inputMode: 'numeric' } }}
                />
              </Grid>

              <Grid size={{ xs: 12, sm: 5 }}>
                <TextField
                  label={L.email}
                  type="email"
                  value={form.email}
                  onChange={(e) => set({ email: e.target.value })}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: CONTACT_EMAIL_MAX } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <PhoneField
                  name="telefone"
                  label={L.telefone}
                  value={form.telefone}
                  onChange={(telefone) => set({ telefone })}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 3 }}>
                <DateField
                  name="niver"
                  label={L.niver}
                  value={form.niver}
                  onChange={(niver) => set({ niver })}
                  error={form.niver.length === 10 && !parseBrDate(form.niver) ? MSG.invalidDate : undefined}
                />
              </Grid>

              <Grid size={{ xs: 12, sm: 8 }}>
                <FormGroup row>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={form.contatoPrincipal}
                        onChange={(e) => set({ contatoPrincipal: e.target.checked })}
                      />
                    }
                    label={L.contatoPrincipal}
                  />
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={form.recebeEmail}
                        onChange={(e) => set({ recebeEmail: e.target.checked })}
                      />
                    }
                    label={L.recebeEmail}
                  />
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={form.recebeWhatsapp}
                        onChange={(e) => set({ recebeWhatsapp: e.target.checked })}
                      />
                    }
                    label={L.recebeWhatsapp}
                  />
                </FormGroup>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  select
                  label={L.status}
                  value={form.status}
                  onChange={(e) => set({ status: e.target.value as Status })}
                  required
                  fullWidth
                >
                  {STATUSES.map((s) => (
                    <MenuItem key={s} value={s}>
                      {STATUS_DESCRIPTIONS[s]}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              {contato.data?.vendedorCodigo ? (
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    label={L.vendedorCodigo}
                    value={contato.data.vendedorCodigo}
                    fullWidth
                    slotProps={{ htmlInput: { readOnly: true } }}
                  />
                </Grid>
              ) : null}
            </Grid>
          </Box>
        </Paper>
      ) : null}
      {/* The actions sit below the form, clear of the notices (top right). */}
      <Stack direction="row" sx={{ alignItems: 'center', mt: 2, gap: 1, flexWrap: 'wrap' }}>
        {!isNew && contato.data ? (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteIcon />}
            onClick={() => askDelete(contato.data)}
          >
            {L.deleteContact}
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={back}>
          {L.back}
        </Button>
        {loaded ? (
          <Button
            variant="contained"
            color="secondary"
            disabled={saving}
            onClick={() => void save()}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
          >
            {L.save}
          </Button>
        ) : null}
      </Stack>
      <AppDialog dialog={dialog} />
    </Box>
  );
}
