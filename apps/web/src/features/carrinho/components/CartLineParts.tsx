// The pieces of a cart line (docs/product/portal-cliente.md §2 Cart), shared by the desktop table and the
// phone's stacked cards: picture, payment condition, modality (with the FOB driver and vehicle), work,
// shipping date, quantity field, price (with the adjustment) and remove.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { MODALIDADES, type Modalidade } from '@portal/shared/constants';
import { formatCurrency } from '@portal/shared/format';
import { BUYER_LABELS, CART_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { formatPrecoUm, regraTexto, textoQuantidade, umLabel } from '@portal/shared/unidades';
import { lineRegra, QuantityField } from '../../../domain/carrinho';
import { MASKS, MaskedField } from '../../../ui/MaskedField';
import {
  fobDescription,
  modalidadeAvailable,
  obraDescricao,
  shippingDateValid,
  type CartLine,
} from '../carrinho-rules';
import type { SetLineReason, SetLineText } from '../use-quantity-edit';

export const NO_IMAGE_URL = '/sem-imagem.svg';

/** What the lines do, for the table and the cards alike. */
export interface CartLineActions {
  term: string;
  showWorks: boolean;
  showShippingDate: boolean;
  priceAdjust: boolean;
  driverFlow: boolean;
  /** QTD_CARRINHO_SIMPLES is SIM: the minimum is also checked on blur and Enter. */
  simpleCheck: boolean;
  /** FATOR_MULTI: a counted unit's multiple (domain/carrinho/cart-rules lineRegra). */
  factor: number;
  today: Date;
  onPayment: (line: CartLine) => void;
  onModalidade: (line: CartLine, sku: Modalidade) => void;
  onEditFob: (line: CartLine) => void;
  onShippingDate: (line: CartLine, text: string) => void;
  onPrice: (line: CartLine) => void;
  onRemove: (line: CartLine) => void;
  /** A line's typed quantity: `asked` on Enter (asks again after a CANCELAR), not on leaving. */
  onQuantity: (
    line: CartLine,
    text: string,
    setText: SetLineText,
    setReason: SetLineReason,
    asked?: boolean,
  ) => void;
}

export function Picture({ line, size = 56 }: { line: CartLine; size?: number }) {
  const [failed, setFailed] = useState(false);
  const src = !line.imagem || failed ? NO_IMAGE_URL : line.imagem;
  return (
    <Box
      component="img"
      src={src}
      alt={src === NO_IMAGE_URL ? BUYER_LABELS.noImage : BUYER_LABELS.productImage(line.produtoDesc)}
      loading="lazy"
      onError={() => setFailed(true)}
      sx={{
        width: size,
        height: size,
        objectFit: 'contain',
        bgcolor: 'grey.100',
        borderRadius: 1,
        display: 'block',
        flexShrink: 0,
      }}
    />
  );
}

export function ProductText({ line }: { line: CartLine }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {line.produtoDesc}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {L.productCode(line.produtoSku, line.produtoUM ?? '')}
      </Typography>
    </>
  );
}

export function PaymentButton({ line, a }: { line: CartLine; a: CartLineActions }) {
  return (
    <Button
      size="small"
      variant="text"
      onClick={() => a.onPayment(line)}
      aria-label={L.changePayment(line.produtoDesc)}
      sx={{ textAlign: 'left', justifyContent: 'flex-start', lineHeight: 1.3, px: 0.5, minHeight: 40 }}
    >
      <span>
        {line.pagamentoCondicao?.descricao ?? L.noPayment}
        {line.pagamentoForma ? (
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {line.pagamentoForma.descricao}
          </Typography>
        ) : null}
      </span>
    </Button>
  );
}

function FobSummary({ line }: { line: CartLine }) {
  const text = fobDescription(line);
  return text ? (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5, maxWidth: 180 }}>
      {text}
    </Typography>
  ) : null;
}

export function ModalityControl({ line, a }: { line: CartLine; a: CartLineActions }) {
  const sku = line.modalidade?.sku ?? '';
  return (
    <>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={sku}
          aria-label={L.modalityOf(line.produtoDesc)}
          onChange={(_, value: Modalidade | null) => {
            if (value && value !== sku) a.onModalidade(line, value);
          }}
        >
          {MODALIDADES.map((m) => (
            <ToggleButton
              key={m}
              value={m}
              disabled={!modalidadeAvailable(line, m)}
              sx={{ px: 1.25, py: 0.25, minHeight: 40 }}
            >
              {m}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {a.driverFlow && sku === 'FOB' ? (
          <Tooltip title={L.editFob(line.produtoDesc)}>
            <IconButton
              aria-label={L.editFob(line.produtoDesc)}
              onClick={() => a.onEditFob(line)}
              sx={{ width: 40, height: 40 }}
            >
              <LocalShippingOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
      <FobSummary line={line} />
    </>
  );
}

export function WorkText({ line }: { line: CartLine }) {
  return (
    <Typography variant="body2" title={line.obraDesc ?? undefined} sx={{ overflowWrap: 'anywhere' }}>
      {line.isObra ? `${line.obraCodigo ?? ''} ${obraDescricao(line.obraDesc)}`.trim() : L.noWork}
    </Typography>
  );
}

export function ShippingDate({ line, a }: { line: CartLine; a: CartLineActions }) {
  const dateOk = shippingDateValid(line.dataEmbarque, a.today);
  return (
    <MaskedField
      name={`dataEmbarque-${line.item}`}
      mask={MASKS.date}
      value={line.dataEmbarque ?? ''}
      onChange={(text) => a.onShippingDate(line, text)}
      size="small"
      placeholder="DD/MM/AAAA"
      error={!dateOk}
      helperText={dateOk ? ' ' : MSG.invalidDate}
      autoComplete="off"
      sx={{ width: 136 }}
      slotProps={{ htmlInput: { 'aria-label': L.shippingDateOf(line.produtoDesc) } }}
    />
  );
}

/** The line's quantity, edited in place with the rules of Adicionar (use-quantity-edit). */
export function LineQuantity({
  line,
  a,
  fullWidth,
}: {
  line: CartLine;
  a: CartLineActions;
  fullWidth?: boolean;
}) {
  const [text, setText] = useState(textoQuantidade(line.produtoQuant));
  const [shown, setShown] = useState(line.produtoQuant);
  // Why the typed quantity was not applied (the rounding popup's CANCELAR); typing clears it.
  const [reason, setReason] = useState<string | null>(null);
  // The line changed elsewhere (SOMAR A QUANTIDADE, a chosen suggestion): the field follows it.
  if (line.produtoQuant !== shown) {
    setShown(line.produtoQuant);
    setText(textoQuantidade(line.produtoQuant));
    setReason(null);
  }
  const regra = lineRegra(line, a.factor);
  const submit = (value: string, asked = false) => a.onQuantity(line, value, setText, setReason, asked);
  return (
    <QuantityField
      label={
        fullWidth && line.produtoUM ? `${L.colQuantidade} (${umLabel(line.produtoUM)})` : L.colQuantidade
      }
      ariaLabel={L.quantityOf(line.produtoDesc)}
      value={text}
      onValueChange={(value) => {
        setText(value);
        setReason(null);
      }}
      minimum={regra.minimo}
      contada={regra.contada}
      reason={reason}
      simpleCheck={a.simpleCheck}
      onEnter={(value) => submit(value, true)}
      onLeave={(value) => submit(value)}
      helperText={BUYER_LABELS.minimum(regraTexto(regra))}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { width: 104 }}
    />
  );
}

export function Price({ line, a }: { line: CartLine; a: CartLineActions }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatCurrency(line.produtoValorTotal ?? 0)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatPrecoUm(line.produtoValorUnit ?? 0, line.produtoUM)}
        </Typography>
        {line.precoAlterado ? (
          <Chip
            label={L.priceAdjusted}
            size="small"
            color="secondary"
            variant="outlined"
            sx={{ display: 'flex', mt: 0.5 }}
          />
        ) : null}
      </Box>
      {a.priceAdjust ? (
        <IconButton
          aria-label={L.changePrice(line.produtoDesc)}
          onClick={() => a.onPrice(line)}
          sx={{ width: 40, height: 40 }}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Stack>
  );
}

export function RemoveButton({ line, a }: { line: CartLine; a: CartLineActions }) {
  return (
    <IconButton color="error" aria-label={L.removeItem(line.produtoDesc)} onClick={() => a.onRemove(line)}>
      <DeleteOutlineIcon />
    </IconButton>
  );
}
