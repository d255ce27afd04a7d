// A product of the search: picture, description, code, unit of measure, weight, CIF price, a
// quantity field and Adicionar (spec 01 §2 "Product search"). The field starts at the smallest
// quantity meeting both the minimum and FATOR_MULTI, so the first add opens no rounding popup. The
// quantity takes digits only; a
// quantity below the minimum becomes the minimum 1 s after typing (and at once on blur/Enter when
// QTD_CARRINHO_SIMPLES is SIM), with the 3 s warning of spec 01 §5. Enter adds.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { NOTIFY_DURATIONS, TIMINGS } from '@portal/shared/constants';
import { formatCurrency, formatWeightKg } from '@portal/shared/format';
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { initialQuantity } from '@portal/shared/pedido-rules';
import type { Produto } from '@portal/shared/schemas/catalogo';
import { acceptQuantityInput, defaultModalidade, minimumAdjustment, minimumOf } from '../../state/cart-rules';
import { notify } from '../../ui/notify';
import type { SetQuantityText } from './use-add-to-cart';

export const NO_IMAGE_URL = '/sem-imagem.svg';

interface ProductCardProps {
  produto: Produto;
  /** QTD_CARRINHO_SIMPLES is SIM: the minimum is also checked on blur and Enter. */
  simpleCheck: boolean;
  /** FATOR_MULTI: the field starts at the smallest multiple of it that meets the minimum. */
  factor: number;
  onAdd: (produto: Produto, text: string, setText: SetQuantityText) => void;
  /** Load the picture at once (the first row, on screen at load); the others load when scrolled to. */
  eagerPicture?: boolean;
}

function ProductPicture({ produto, eager }: { produto: Produto; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const src = !produto.imagem || failed ? NO_IMAGE_URL : produto.imagem;
  const alt = src === NO_IMAGE_URL ? L.noImage : L.productImage(produto.produtoDesc);
  return (
    <Box
      sx={{
        height: 150,
        bgcolor: 'grey.100',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        onError={() => setFailed(true)}
        sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}

export function ProductCard({ produto, simpleCheck, factor, onAdd, eagerPicture }: ProductCardProps) {
  const minimum = minimumOf(produto);
  const [text, setText] = useState(() => String(initialQuantity(minimum, factor)));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const titleId = useId();
  const fieldId = useId();
  const price = defaultModalidade(produto);

  const cancelCheck = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancelCheck, []);

  /** Below the minimum: the minimum, with the warning. true when it corrected the field. */
  const enforceMinimum = (value: string): boolean => {
    const corrected = minimumAdjustment(value, minimum);
    if (corrected === null) return false;
    setText(String(corrected));
    notify('warning', MSG.minQuantityAdjusted(corrected), { duration: NOTIFY_DURATIONS.SHORT });
    return true;
  };

  const onChange = (raw: string) => {
    const accepted = acceptQuantityInput(raw);
    if (accepted === null) return;
    setText(accepted);
    cancelCheck();
    timer.current = setTimeout(() => {
      timer.current = null;
      enforceMinimum(accepted);
    }, TIMINGS.MIN_QTY_DEBOUNCE);
  };

  const add = () => {
    cancelCheck();
    onAdd(produto, text, setText);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    cancelCheck();
    if (simpleCheck && enforceMinimum(text)) return;
    add();
  };

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <ProductPicture produto={produto} eager={eagerPicture} />
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {produto.produtoDesc}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="p">
          {L.code}: {produto.produtoSku} · {L.unitOfMeasure}: {produto.produtoUM}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="p">
          {L.weight}: {formatWeightKg(produto.produtoPeso)}
        </Typography>
        <Typography variant="h6" component="p" color={price ? 'secondary' : 'text.secondary'} sx={{ mt: 1 }}>
          {price ? `${price.sku} ${formatCurrency(price.valor)}` : L.noPrice}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={fieldId}
          label={L.quantity}
          size="small"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => {
            if (!simpleCheck) return;
            cancelCheck();
            enforceMinimum(text);
          }}
          onKeyDown={onKeyDown}
          helperText={L.minimum(minimum)}
          sx={{ width: 120 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' } }}
        />
        <Button
          variant="contained"
          color="primary"
          onClick={add}
          startIcon={<AddShoppingCartIcon />}
          sx={{ mt: 0.25 }}
        >
          {L.add}
        </Button>
      </CardActions>
    </Card>
  );
}
