// The works list (docs/product/portal-cliente.md §2 Cart, §3 Work, §4 Cart; CONSULTA_OBRAS): each work with
// its code, its description cut to 30 characters, address and product, a quantity and one button per modality
// at the work's own price; a button is disabled when that price is 0 or less.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MODALIDADES, type Modalidade } from '@portal/shared/constants';
import { formatCurrency } from '@portal/shared/format';
import { CART_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { isCountedUm } from '@portal/shared/pedido-rules';
import type { Obra } from '@portal/shared/schemas/clientes';
import { acceptQuantityInput } from '../../../domain/carrinho';
import { obraDescricao, obraPrice } from '../carrinho-rules';

export type AddObra = (obra: Obra, sku: Modalidade, text: string, setText: (text: string) => void) => void;

interface Props {
  obras: Obra[] | undefined;
  loading: boolean;
  defaultQuantity: string;
  busy: boolean;
  onAdd: AddObra;
}

export function ObrasList({ obras, loading, defaultQuantity, busy, onAdd }: Props) {
  if (loading) return <LinearProgress aria-label={MSG.loading} sx={{ my: 2 }} />;
  if (!obras || obras.length === 0) {
    return (
      <Typography role="status" sx={{ py: 2 }}>
        {MSG.noWorks}
      </Typography>
    );
  }
  return (
    <List aria-label={L.worksTitle} disablePadding>
      {obras.map((o) => (
        <WorkRow key={o.id} obra={o} defaultQuantity={defaultQuantity} busy={busy} onAdd={onAdd} />
      ))}
    </List>
  );
}

function WorkRow({
  obra,
  defaultQuantity,
  busy,
  onAdd,
}: {
  obra: Obra;
  defaultQuantity: string;
  busy: boolean;
  onAdd: AddObra;
}) {
  const [text, setText] = useState(defaultQuantity);
  const address = [obra.logradouro, obra.bairro, obra.municipio].filter(Boolean).join(' - ');
  return (
    <ListItem divider aria-label={`${obra.obra} ${obra.nome}`} sx={{ px: 0, py: 1.5, display: 'block' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} title={obra.nome}>
            {obra.obra} - {obraDescricao(obra.nome)}
          </Typography>
          {address ? (
            <Typography variant="body2" color="text.secondary">
              {address}
            </Typography>
          ) : null}
          <Typography variant="body2">
            {L.workProduct}:{' '}
            {obra.produtoSku
              ? `${obra.produtoSku} - ${obra.produtoDesc ?? ''} (${obra.produtoUM ?? ''})`
              : '—'}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <TextField
            label={L.colQuantidade}
            value={text}
            onChange={(e) => {
              const accepted = acceptQuantityInput(e.target.value, {
                contada: !obra.produtoUM || isCountedUm(obra.produtoUM),
              });
              if (accepted !== null) setText(accepted);
            }}
            size="small"
            sx={{ width: 110 }}
            slotProps={{
              htmlInput: {
                inputMode: !obra.produtoUM || isCountedUm(obra.produtoUM) ? 'numeric' : 'decimal',
                maxLength: 11,
                'aria-label': L.workQuantity(obra.obra),
              },
            }}
          />
          {MODALIDADES.map((sku) => {
            const price = obraPrice(obra, sku);
            return (
              <Button
                key={sku}
                variant={sku === 'CIF' ? 'contained' : 'outlined'}
                disabled={price === null || !obra.produtoId || busy}
                onClick={() => onAdd(obra, sku, text, setText)}
                aria-label={L.workAddLabel(sku, obra.obra)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {L.workAdd(sku, price === null ? formatCurrency(0) : formatCurrency(price))}
              </Button>
            );
          })}
        </Stack>
      </Stack>
    </ListItem>
  );
}
