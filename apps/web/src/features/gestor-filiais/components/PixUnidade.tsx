// The unit's Pix receiver on its page (docs/product/documentos-fiscais.md §5): key, name and city with
// which the portal builds a static Pix for the unit's títulos the ERP sent no Pix for. Managers who
// write (ADMIN, GESTOR) edit it; the check is shared's (errosPixUnidade), the API's too.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PIX_CHAVE_MAX, PIX_CIDADE_MAX, PIX_NOME_MAX } from '@portal/shared/fiscal/pix';
import { errosPixUnidade } from '@portal/shared/fiscal/pix-unidade';
import { CADASTROS_LABELS as C } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { FilialDetalhe } from '@portal/shared/schemas/gestor-cadastros';
import { notify } from '../../../ui/notify';
import { filiaisKey, setFilialPix } from '../api/filiais';

type Campo = 'pixChave' | 'pixNome' | 'pixCidade';

export function PixUnidade({ unidade, canEdit }: { unidade: FilialDetalhe; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Record<Campo, string>>({
    pixChave: unidade.pixChave ?? '',
    pixNome: unidade.pixNome ?? '',
    pixCidade: unidade.pixCidade ?? '',
  });
  const [erros, setErros] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const found = errosPixUnidade({ chave: form.pixChave, nome: form.pixNome, cidade: form.pixCidade });
    setErros(found);
    if (Object.keys(found).length > 0) return;
    const value = (v: string) => (v.trim() ? v.trim() : null);
    setBusy(true);
    const res = await setFilialPix(unidade.id, {
      pixChave: value(form.pixChave),
      pixNome: value(form.pixNome),
      pixCidade: value(form.pixCidade),
    });
    setBusy(false);
    if (!res.ok) {
      if (res.error?.fields) setErros(res.error.fields);
      return;
    }
    notify('success', res.data.pixChave ? MSG.pixUnitSaved : MSG.pixUnitRemoved);
    queryClient.setQueryData<FilialDetalhe>([...filiaisKey, 'detail', unidade.id], res.data);
  };

  const field = (campo: Campo, label: string, max: number, hint?: string) => (
    <TextField
      label={label}
      value={form[campo]}
      onChange={(e) => setForm((f) => ({ ...f, [campo]: e.target.value }))}
      error={!!erros[campo]}
      helperText={erros[campo] ?? hint}
      fullWidth
      slotProps={{ htmlInput: { maxLength: max, readOnly: !canEdit, spellCheck: false } }}
    />
  );

  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="filial-pix">
      <Typography id="filial-pix" variant="h6" component="h2">
        {C.unitPix}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {C.unitPixHint}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>{field('pixChave', C.pixChave, PIX_CHAVE_MAX, C.pixChaveHint)}</Grid>
        <Grid size={{ xs: 12, sm: 7, md: 4 }}>{field('pixNome', C.pixNome, PIX_NOME_MAX)}</Grid>
        <Grid size={{ xs: 12, sm: 5, md: 3 }}>{field('pixCidade', C.pixCidade, PIX_CIDADE_MAX)}</Grid>
      </Grid>
      {canEdit ? (
        <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => void save()}>
          {C.savePix}
        </Button>
      ) : null}
    </Paper>
  );
}
