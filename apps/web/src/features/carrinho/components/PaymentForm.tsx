// Payment method and condition (docs/product/portal-cliente.md §4 Cart): the method's conditions; choosing a
// method picks its first condition, or for advance payment (ANT) the one named after the method.
import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CART_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { PagamentoForma } from '@portal/shared/schemas/clientes';
import { defaultPagamento, pagamentoChoice, pickCondicao, type PagamentoChoice } from '../carrinho-rules';
import { DialogForm } from './DialogForm';

interface Props {
  formas: PagamentoForma[] | undefined;
  loading: boolean;
  /** The payment in use (of the item, or of the first item). */
  current: { formaId: number; condicaoId: number } | null;
  scope: string;
  onConfirm: (choice: PagamentoChoice) => void;
  onCancel: () => void;
}

export function PaymentForm({ formas, loading, current, scope, onConfirm, onCancel }: Props) {
  const list = formas ?? [];
  const start = (() => {
    const forma = list.find((f) => f.id === current?.formaId);
    if (forma && forma.condicoes.some((c) => c.id === current?.condicaoId))
      return { formaId: forma.id, condicaoId: current!.condicaoId };
    const d = defaultPagamento(list);
    return d ? { formaId: d.forma.id, condicaoId: d.condicao.id } : { formaId: 0, condicaoId: 0 };
  })();
  const [formaId, setFormaId] = useState(start.formaId);
  const [condicaoId, setCondicaoId] = useState(start.condicaoId);
  // The methods arrive after the dialog opened: start from the default then.
  const [seen, setSeen] = useState(list.length);
  if (list.length !== seen) {
    setSeen(list.length);
    setFormaId(start.formaId);
    setCondicaoId(start.condicaoId);
  }

  const forma = list.find((f) => f.id === formaId);
  const condicao = forma?.condicoes.find((c) => c.id === condicaoId) ?? null;
  const choice = forma ? pagamentoChoice(forma, condicao) : null;

  const onForma = (id: number) => {
    setFormaId(id);
    const f = list.find((x) => x.id === id);
    setCondicaoId(f ? (pickCondicao(f)?.id ?? 0) : 0);
  };

  return (
    <DialogForm
      label={L.paymentTitle}
      onSubmit={() => choice && onConfirm(choice)}
      buttons={
        <>
          <Button onClick={onCancel} color="inherit">
            {L.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={!choice}>
            {L.ok}
          </Button>
        </>
      }
    >
      {loading ? <LinearProgress aria-label={MSG.loading} /> : null}
      <TextField
        select
        label={L.paymentMethod}
        value={forma ? String(forma.id) : ''}
        onChange={(e) => onForma(Number(e.target.value))}
        fullWidth
        autoFocus
      >
        {list.map((f) => (
          <MenuItem key={f.id} value={String(f.id)}>
            {f.descricao}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={L.paymentCondition}
        value={condicao ? String(condicao.id) : ''}
        onChange={(e) => setCondicaoId(Number(e.target.value))}
        fullWidth
        disabled={!forma}
      >
        {(forma?.condicoes ?? []).map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.descricao}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary">
        {scope}
      </Typography>
    </DialogForm>
  );
}
