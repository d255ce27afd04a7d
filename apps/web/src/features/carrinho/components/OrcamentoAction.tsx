// The cart's ORÇAMENTO button and its dialog: the server prices the cart and stores the quote; the
// dialog shows its number, dates and total, downloads the PDF and e-mails it to a typed address.
// As finalising does, the request keeps one persisted Idempotency-Key until it is answered: a retry
// after a lost answer (or a reload) gets the quote already made, not a second one.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SendIcon from '@mui/icons-material/Send';
import { formatCurrency, formatDate, formatDateTime } from '@portal/shared/format';
import { CART_LABELS } from '@portal/shared/labels';
import { QUOTE_LABELS as L } from '@portal/shared/labels-orcamentos';
import { MSG } from '@portal/shared/messages';
import type { Orcamento } from '@portal/shared/schemas/orcamentos';
import { isValidEmail } from '@portal/shared/validators';
import { baixarOrcamento, criarOrcamento, enviarOrcamento } from '../../../api/orcamentos';
import { useCart } from '../../../domain/carrinho';
import { AppDialog, useDialog } from '../../../ui/Dialog';
import { notifySuccess, notifyWarning } from '../../../ui/notify';
import { buildPedidoBody, finalizacaoFor, newIdempotencyKey } from '../carrinho-rules';

export interface OrcamentoActionProps {
  clienteId: number | null;
  unidadeId: number | null;
  disabled: boolean;
}

function QuoteSummary({ o }: { o: Orcamento }) {
  const rows: [string, string][] = [
    [L.number, o.numero],
    [L.issued, formatDateTime(o.emissao)],
    [L.validUntil, formatDate(o.validoAte)],
    [L.total, formatCurrency(o.total)],
  ];
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
      {rows.map(([k, v]) => (
        <Stack key={k} direction="row" spacing={1}>
          <Typography component="dt" sx={{ fontWeight: 600, minWidth: 90 }}>
            {k}:
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid={`orcamento-${k.toLowerCase()}`}>
            {v}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function QuoteContent({ o }: { o: Orcamento }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** A refusal that is not about the address (the day's limit of e-mails, a lost quote). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const to = email.trim();
    if (!isValidEmail(to)) {
      setError(MSG.quoteEmailInvalid);
      return;
    }
    setError(null);
    setRefusal(null);
    setSending(true);
    const r = await enviarOrcamento(o.id, to);
    setSending(false);
    if (r.ok) {
      notifySuccess(r.data.message);
      setEmail('');
    } else if (r.error?.fields?.email) {
      setError(r.error.fields.email);
    } else {
      setRefusal(r.error?.message ?? MSG.genericFailure);
    }
  };

  return (
    <Stack spacing={2}>
      <Alert severity="success">{MSG.quoteCreated(o.numero)}</Alert>
      <QuoteSummary o={o} />
      <Button
        variant="contained"
        color="secondary"
        startIcon={<DownloadIcon />}
        disabled={downloading}
        onClick={() => {
          setDownloading(true);
          void baixarOrcamento(o.id).finally(() => setDownloading(false));
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {L.download}
      </Button>
      <Stack component="form" noValidate onSubmit={(e) => void send(e)} spacing={1}>
        <TextField
          label={L.email}
          type="email"
          size="small"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
          error={!!error}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'email' } }}
          fullWidth
        />
        {refusal && (
          <Alert severity="warning" role="alert">
            {refusal}
          </Alert>
        )}
        <Button
          type="submit"
          variant="outlined"
          startIcon={<SendIcon />}
          disabled={sending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {sending ? L.sending : L.send}
        </Button>
      </Stack>
    </Stack>
  );
}

/** ORÇAMENTO: every line needs its payment condition first, as for finalising. */
export function OrcamentoAction({ clienteId, unidadeId, disabled }: OrcamentoActionProps) {
  const dialog = useDialog<Orcamento>();

  const start = async () => {
    if (clienteId === null || unidadeId === null) return;
    const cart = useCart.getState();
    if (cart.itens.some((l) => !l.pagamentoForma || !l.pagamentoCondicao)) {
      notifyWarning(MSG.cartPaymentRequired);
      return;
    }
    const { total, itens } = buildPedidoBody({
      lines: cart.itens,
      clienteId,
      unidadeId,
      obsnf: '',
      clienteEntrega: null,
      pedidoPadrao: false,
      pedidoPadraoDescricao: '',
      dataEmbarque: false,
    });
    const body = { total, clienteId, unidadeId, itens };
    const request = finalizacaoFor(cart.orcamento, JSON.stringify(body), () => newIdempotencyKey());
    cart.setOrcamento(request);
    dialog.open({ size: 'sm', title: L.dialogTitle, loading: true });
    const r = await criarOrcamento(body, request.key);
    if (r.ok) {
      // Answered: the next ORÇAMENTO is a new quote.
      useCart.getState().setOrcamento(null);
      dialog.update({ loading: false, data: r.data });
    } else dialog.close();
  };

  const o = dialog.state.data;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<RequestQuoteIcon />}
        disabled={disabled}
        onClick={() => void start()}
        aria-haspopup="dialog"
        sx={{ whiteSpace: 'nowrap', py: 0.75 }}
      >
        {CART_LABELS.quote}
      </Button>
      <AppDialog dialog={dialog}>
        {o ? <QuoteContent key={o.id} o={o} /> : <Typography role="status">{L.generating}</Typography>}
      </AppDialog>
    </>
  );
}
