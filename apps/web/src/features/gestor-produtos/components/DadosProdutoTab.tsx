// Dados tab of the product detail (docs/product/gestor-crm-vendas.md §2.10): Código, Descrição, Unidade de
// medida (SELECIONE, SC, TL, UN), Peso, Qtd. Minima and 'Salvar' ('Dados do produto atualizado com
// sucesso!').
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SaveIcon from '@mui/icons-material/Save';
import { NOTIFY_DURATIONS, PRODUCT_UMS } from '@portal/shared/constants';
import { CADASTROS_LABELS as C } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { ProdutoGestor, ProdutoGestorBody } from '@portal/shared/schemas/gestor-cadastros';
import { notify } from '../../../ui/notify';
import { useSaveRecord } from '../../../api/mutation';
import { createProduto, produtosKey, updateProduto } from '../api/produtos';
import {
  checkProdutoForm,
  isMeasuredUm,
  toProdutoBody,
  toProdutoForm,
  type ProdutoForm,
} from '../produto-form';

interface Props {
  produto: ProdutoGestor | null;
  canWrite: boolean;
  onSaved: (produto: ProdutoGestor, created: boolean) => void;
}

const HINTS: Partial<Record<keyof ProdutoForm, string>> = {
  produtoPeso: C.produtoPesoHint,
  produtoQuantMin: C.produtoQuantMinHint,
  produtoMultiplo: C.produtoMultiploHint,
};

export function DadosProdutoTab({ produto, canWrite, onSaved }: Props) {
  const [form, setForm] = useState<ProdutoForm>(() => toProdutoForm(produto));
  const [errors, setErrors] = useState<Partial<Record<keyof ProdutoForm, string>>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setForm(toProdutoForm(produto));
    setErrors({});
  }, [produto]);
  const set = (patch: Partial<ProdutoForm>) => setForm((f) => ({ ...f, ...patch }));
  const err = (k: keyof ProdutoForm) => ({
    error: Boolean(errors[k]),
    helperText: errors[k] ?? HINTS[k] ?? ' ',
  });
  const readOnly = !canWrite;
  const isNew = produto === null;
  const saveProduto = useSaveRecord(
    (body: ProdutoGestorBody) => (produto ? updateProduto(produto.produtoId, body) : createProduto(body)),
    produtosKey,
    (p) => p.produtoId,
  );

  const save = async () => {
    const problems = checkProdutoForm(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      for (const [k, m] of Object.entries(problems))
        notify('info', MSG.registrationFieldError(C[k as keyof ProdutoForm], m), {
          duration: NOTIFY_DURATIONS.VALIDATION,
        });
      return;
    }
    setSaving(true);
    const body = toProdutoBody(form);
    const res = await saveProduto.mutateAsync(body);
    setSaving(false);
    if (!res.ok) return;
    notify('success', MSG.productUpdated);
    onSaved(res.data, isNew);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
      aria-label={C.tabDados}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            label={C.produtoSku}
            name="produtoSku"
            value={form.produtoSku}
            onChange={(e) => set({ produtoSku: e.target.value.toUpperCase() })}
            required
            fullWidth
            {...err('produtoSku')}
            slotProps={{ htmlInput: { maxLength: 30, readOnly } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            label={C.produtoDesc}
            name="produtoDesc"
            value={form.produtoDesc}
            onChange={(e) => set({ produtoDesc: e.target.value.toUpperCase() })}
            required
            fullWidth
            {...err('produtoDesc')}
            slotProps={{ htmlInput: { maxLength: 200, readOnly } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            label={C.produtoUM}
            name="produtoUM"
            value={form.produtoUM}
            onChange={(e) => set({ produtoUM: e.target.value })}
            required
            fullWidth
            disabled={readOnly}
            {...err('produtoUM')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{C.select}</MenuItem>
            {PRODUCT_UMS.map((u) => (
              <MenuItem key={u} value={u}>
                {u}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField
            label={C.produtoPeso}
            name="produtoPeso"
            value={form.produtoPeso}
            onChange={(e) => set({ produtoPeso: e.target.value.replace(/[^\d.,]/g, '') })}
            required
            fullWidth
            {...err('produtoPeso')}
            slotProps={{ htmlInput: { maxLength: 16, inputMode: 'decimal', readOnly } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField
            label={C.produtoQuantMin}
            name="produtoQuantMin"
            value={form.produtoQuantMin}
            onChange={(e) => set({ produtoQuantMin: e.target.value.replace(/[^\d,]/g, '') })}
            required
            fullWidth
            {...err('produtoQuantMin')}
            slotProps={{ htmlInput: { maxLength: 11, inputMode: 'decimal', readOnly } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField
            label={C.produtoMultiplo}
            name="produtoMultiplo"
            value={isMeasuredUm(form.produtoUM) ? form.produtoMultiplo : ''}
            onChange={(e) => set({ produtoMultiplo: e.target.value.replace(/[^\d,]/g, '') })}
            fullWidth
            disabled={readOnly || !isMeasuredUm(form.produtoUM)}
            {...err('produtoMultiplo')}
            {...(isMeasuredUm(form.produtoUM) || errors.produtoMultiplo
              ? {}
              : { helperText: C.produtoMultiploCounted })}
            slotProps={{
              htmlInput: { maxLength: 11, inputMode: 'decimal', readOnly },
              // The reason the field is off stays readable (a disabled helper text is too faint).
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            }}
          />
        </Grid>
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            disabled={!canWrite || saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
          >
            {C.save}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
