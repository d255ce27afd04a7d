// Create a standing order from the order (docs/product/portal-cliente.md §2 Orders, §5 Standing order;
// USA_PEDIDO_PADRAO): the description is upper-cased as typed and may not be blank; POST /pedidos/padrao; 201
// says so.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORDER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { AppDialog, type DialogController } from '../../../ui/Dialog';
import { notifySuccess } from '../../../ui/notify';
import { criarPedidoPadrao } from '../api';

const MAX = 120;

export function PedidoPadraoDialog({
  dialog,
  pedidoId,
  pedidoRef,
}: {
  dialog: DialogController;
  pedidoId: number;
  pedidoRef: string;
}) {
  const [descricao, setDescricao] = useState('');
  const [saving, setSaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(dialog.state.open);
  if (dialog.state.open !== wasOpen) {
    setWasOpen(dialog.state.open);
    if (dialog.state.open) setDescricao('');
  }
  const blank = !descricao.trim();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (blank || saving) return;
    setSaving(true);
    try {
      const created = await criarPedidoPadrao(pedidoId, descricao.trim());
      if (created) {
        notifySuccess(MSG.standingOrderCreated);
        dialog.close();
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <AppDialog dialog={dialog}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{L.standingIntro(pedidoRef)}</Typography>
        <TextField
          name="descricao"
          label={L.standingDescription}
          value={descricao}
          onChange={(e) => setDescricao(e.target.value.toLocaleUpperCase('pt-BR').slice(0, MAX))}
          required
          autoFocus
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX } }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={dialog.close}>{L.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={blank || saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {L.save}
          </Button>
        </Stack>
      </Stack>
    </AppDialog>
  );
}
