// Search synonyms (/gestor/produtos/sinonimos, beyond the spec): the trade's words the product search
// reads as the catalogue's. Every manager profile reads; ADMIN and GESTOR add (the form on top),
// edit (a dialog) and delete (asked first). A refused field says why under it; the list is a table
// on a desktop and cards on a phone.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/shared/messages';
import { SCREEN_TITLES, SINONIMOS_LABELS as L } from '@portal/shared/labels';
import {
  SINONIMO_SUBSTITUTO_MAX,
  SINONIMO_TERMO_MAX,
  type Sinonimo,
  type SinonimoBody,
} from '@portal/shared/schemas/sinonimos';
import type { ApiResult } from '../../api/client';
import { useCanWrite } from '../../domain/sessao';
import { askRemoval } from '../../ui/confirm-removal';
import { AppDialog } from '../../ui/Dialog';
import { useDialog } from '../../ui/dialog-state';
import { notify } from '../../ui/notify';
import { ResponsiveTable, type Column } from '../../ui/ResponsiveTable';
import { createSinonimo, deleteSinonimo, sinonimosKey, updateSinonimo, useSinonimos } from './api/sinonimos';

type Errors = Partial<Record<keyof SinonimoBody, string>>;
const EMPTY: SinonimoBody = { termo: '', substituto: '' };

/** The answer's field errors (or its message on the term), or null when it was saved. */
function errorsOf(r: ApiResult<Sinonimo>): Errors | null {
  if (r.ok) return null;
  const fields = r.error?.fields ?? {};
  const out: Errors = {};
  if (fields.termo) out.termo = fields.termo;
  if (fields.substituto) out.substituto = fields.substituto;
  if (!out.termo && !out.substituto) {
    // Not a field of the form (offline, a server failure): said once, as everywhere.
    if (r.error?.message) notify('error', r.error.message);
    else notify('warning', MSG.serverOffline);
    return {};
  }
  return out;
}

function SinonimoFields({
  value,
  errors,
  onChange,
  autoFocus,
}: {
  value: SinonimoBody;
  errors: Errors;
  onChange: (v: SinonimoBody) => void;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={L.termo}
        value={value.termo}
        onChange={(e) => onChange({ ...value, termo: e.target.value })}
        error={Boolean(errors.termo)}
        helperText={errors.termo ?? ' '}
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: SINONIMO_TERMO_MAX + 20 } }}
        sx={{ flex: 1, minWidth: 0, width: { xs: '100%', md: 'auto' } }}
      />
      <TextField
        label={L.substituto}
        value={value.substituto}
        onChange={(e) => onChange({ ...value, substituto: e.target.value })}
        error={Boolean(errors.substituto)}
        helperText={errors.substituto ?? ' '}
        slotProps={{ htmlInput: { maxLength: SINONIMO_SUBSTITUTO_MAX + 20 } }}
        sx={{ flex: 1, minWidth: 0, width: { xs: '100%', md: 'auto' } }}
      />
    </>
  );
}

function EditForm({ sinonimo, onDone }: { sinonimo: Sinonimo; onDone: (saved: boolean) => void }) {
  const [value, setValue] = useState<SinonimoBody>({
    termo: sinonimo.termo,
    substituto: sinonimo.substituto,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const r = await updateSinonimo(sinonimo.id, value);
    setBusy(false);
    const errs = errorsOf(r);
    if (errs) setErrors(errs);
    else onDone(true);
  };
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ pt: 1 }}>
      <Stack spacing={1}>
        <SinonimoFields value={value} errors={errors} onChange={setValue} autoFocus />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={() => onDone(false)}>{L.cancel}</Button>
        <Button type="submit" variant="contained" loading={busy}>
          {L.save}
        </Button>
      </Stack>
    </Box>
  );
}

export default function SinonimosPage() {
  const canWrite = useCanWrite();
  const query = useSinonimos();
  const client = useQueryClient();
  const confirm = useDialog();
  const edit = useDialog();
  const [value, setValue] = useState<SinonimoBody>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const reload = () => client.invalidateQueries({ queryKey: sinonimosKey });

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const r = await createSinonimo(value);
    setBusy(false);
    const errs = errorsOf(r);
    if (errs) {
      setErrors(errs);
      return;
    }
    setErrors({});
    setValue(EMPTY);
    notify('success', MSG.synonymSaved);
    await reload();
  };

  const openEdit = (s: Sinonimo) =>
    edit.open({
      size: 'sm',
      title: L.editTitle(s.termo),
      content: (
        <EditForm
          sinonimo={s}
          onDone={(saved) => {
            edit.close();
            if (saved) {
              notify('success', MSG.synonymSaved);
              void reload();
            }
          }}
        />
      ),
      actions: [],
    });

  const remove = (s: Sinonimo) =>
    askRemoval(confirm, MSG.synonymDeleteConfirm(s.termo), async () => {
      const r = await deleteSinonimo(s.id);
      if (r.ok) {
        notify('success', MSG.synonymDeleted);
        await reload();
      }
    });

  const columns: Column<Sinonimo>[] = [
    { key: 'termo', header: L.colTermo, cell: (s) => s.termo, card: 'title' },
    { key: 'substituto', header: L.colSubstituto, cell: (s) => s.substituto },
  ];
  if (canWrite)
    columns.push({
      key: 'acoes',
      header: '',
      card: 'actions',
      align: 'right',
      nowrap: true,
      cell: (s) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: { md: 'flex-end' } }}>
          <Button size="small" aria-label={L.editOf(s.termo)} onClick={() => openEdit(s)}>
            {L.edit}
          </Button>
          <Button size="small" color="error" aria-label={L.removeOf(s.termo)} onClick={() => remove(s)}>
            {L.remove}
          </Button>
        </Stack>
      ),
    });

  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h4" component="h1" sx={{ mb: 1 }}>
        {SCREEN_TITLES.sinonimos}
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {L.intro}
      </Typography>
      {canWrite ? (
        <Box component="form" onSubmit={(e) => void add(e)} noValidate sx={{ mb: 2 }}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={{ xs: 0, md: 2 }}
            sx={{ alignItems: 'flex-start' }}
          >
            <SinonimoFields value={value} errors={errors} onChange={setValue} />
            <Button type="submit" variant="contained" color="secondary" loading={busy} sx={{ mt: { md: 1 } }}>
              {L.add}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {L.readOnly}
        </Alert>
      )}
      {query.isPending ? (
        <Typography role="status">{MSG.loading}</Typography>
      ) : query.isError ? (
        <Typography role="alert">{MSG.genericFailure}</Typography>
      ) : (
        <ResponsiveTable
          label={L.list}
          columns={columns}
          rows={query.data}
          rowKey={(s) => s.id}
          busy={query.isFetching}
          empty={L.empty}
        />
      )}
      <AppDialog dialog={confirm} />
      <AppDialog dialog={edit} />
    </Box>
  );
}
