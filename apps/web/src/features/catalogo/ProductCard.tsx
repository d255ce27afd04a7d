// A product of the search: picture, description, code, unit of measure, weight, CIF price per the
// product's unit ('R$ 36,99 / SC', 'R$ 145,00 / t'), the unit's stock ('Disponível: 320 SC',
// EstoqueTexto), a quantity field and Adicionar
// (docs/product/portal-cliente.md §2 "Product search"). The field follows the product's quantity rule
// (@portal/shared/unidades: a sack in whole numbers and FATOR_MULTI, sand by the tonne with decimals and only
// its own multiple) and starts at the smallest quantity meeting the minimum and the multiple, so the first
// add opens no rounding popup. The field's rules (the minimum 1 s after typing or on blur/Enter with
// QTD_CARRINHO_SIMPLES) are the shared domain/carrinho/QuantityField's; Enter adds; a rounding popup's CANCELAR
// leaves the typed value with the reason under the field. On a phone the card is compact (two per row): a
// smaller picture, the field and Adicionar stacked at full width, both at least 40 px tall.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { formatWeightKg } from '@portal/shared/format';
import { BUYER_LABELS as L } from '@portal/shared/labels';
import type { Produto } from '@portal/shared/schemas/catalogo';
import { formatPrecoUm, quantidadeInicial, regraTexto, textoQuantidade } from '@portal/shared/unidades';
import { defaultModalidade, produtoRegra, QuantityField } from '../../domain/carrinho';
import { EstoqueTexto } from './EstoqueTexto';
import type { AddFeedback } from './use-add-to-cart';

export const NO_IMAGE_URL = '/sem-imagem.svg';

interface ProductCardProps {
  produto: Produto;
  /** QTD_CARRINHO_SIMPLES is SIM: the minimum is also checked on blur and Enter. */
  simpleCheck: boolean;
  /** FATOR_MULTI: a counted unit's field starts at the smallest multiple of it that meets the minimum. */
  factor: number;
  /** ADICIONAR; none when nothing can be ordered for the company (the card shows no quantity or button). */
  onAdd?: (produto: Produto, text: string, feedback: AddFeedback) => void;
  /** Load the picture at once (the first row, on screen at load); the others load when scrolled to. */
  eagerPicture?: boolean;
  /** ESTOQUE_IDADE_HORAS: the stock's age is shown when older. */
  estoqueIdadeHoras?: number;
}

function ProductPicture({ produto, eager }: { produto: Produto; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const src = !produto.imagem || failed ? NO_IMAGE_URL : produto.imagem;
  const alt = src === NO_IMAGE_URL ? L.noImage : L.productImage(produto.produtoDesc);
  return (
    <Box
      sx={{
        height: { xs: 96, sm: 150 },
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
        // The picture's box fills the frame before the picture arrives (contained in it, centred):
        // nothing moves when it loads.
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}

export function ProductCard({
  produto,
  simpleCheck,
  factor,
  onAdd,
  eagerPicture,
  estoqueIdadeHoras,
}: ProductCardProps) {
  const regra = produtoRegra(produto, factor);
  const [text, setText] = useState(() => textoQuantidade(quantidadeInicial(regra)));
  // Why the typed value was not added (the rounding popup's CANCELAR); typing again clears it.
  const [reason, setReason] = useState<string | null>(null);
  const feedback: AddFeedback = { setText, setReason };
  const onText = (value: string) => {
    setText(value);
    setReason(null);
  };
  const titleId = useId();
  const fieldId = useId();
  const price = defaultModalidade(produto);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <ProductPicture produto={produto} eager={eagerPicture} />
      <CardContent sx={{ flexGrow: 1, pb: 1, px: { xs: 1.25, sm: 2 }, pt: { xs: 1, sm: 2 } }}>
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h3"
          sx={{
            fontWeight: 600,
            lineHeight: 1.3,
            fontSize: { xs: '0.875rem', sm: '1rem' },
            overflowWrap: 'anywhere',
          }}
        >
          {produto.produtoDesc}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="p"
          sx={{ fontSize: { xs: '0.75rem', sm: '0.875rem' } }}
        >
          {L.code}: {produto.produtoSku} · {L.unitOfMeasure}: {produto.produtoUM}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="p"
          sx={{ fontSize: { xs: '0.75rem', sm: '0.875rem' } }}
        >
          {L.weight}: {formatWeightKg(produto.produtoPeso)}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color={price ? 'secondary' : 'text.secondary'}
          sx={{ mt: { xs: 0.5, sm: 1 }, fontSize: { xs: '1rem', sm: '1.25rem' } }}
        >
          {price ? `${price.sku} ${formatPrecoUm(price.valor, produto.produtoUM)}` : L.noPrice}
        </Typography>
        <EstoqueTexto estoque={produto.estoque} um={produto.produtoUM} idadeHoras={estoqueIdadeHoras} />
      </CardContent>
      {onAdd ? (
        <CardActions
          disableSpacing
          sx={{
            px: { xs: 1.25, sm: 2 },
            pb: { xs: 1.25, sm: 2 },
            gap: 1,
            alignItems: { xs: 'stretch', sm: 'flex-start' },
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          <QuantityField
            id={fieldId}
            label={L.quantity}
            value={text}
            onValueChange={onText}
            minimum={regra.minimo}
            contada={regra.contada}
            reason={reason}
            simpleCheck={simpleCheck}
            onEnter={(value) => onAdd(produto, value, feedback)}
            helperText={L.minimum(regraTexto(regra))}
            sx={{ width: { xs: '100%', sm: 120 }, '& .MuiInputBase-root': { minHeight: 40 } }}
          />
          <Button
            variant="contained"
            color="primary"
            onClick={() => onAdd(produto, text, feedback)}
            startIcon={<AddShoppingCartIcon />}
            sx={{ mt: { xs: 0, sm: 0.25 }, minHeight: 40 }}
          >
            {L.add}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
