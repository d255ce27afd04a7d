// The items of an order as compact cards on a phone, shared by the customer's order detail
// (features/pedidos) and the seller's order dialog (features/vendedor): each card is the product
// (title), its item number and code, the quantity times the unit price and the line's total on one
// line, then the screen's own details (modality, payment, shipping) in one small line. The list is
// named like the desktop table it replaces; the totals are a card of their own, named by their label.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCurrency } from '@portal/shared/format';
import type { PedidoItem } from '@portal/shared/schemas/pedidos';
import { umLabel } from '@portal/shared/unidades';

export interface OrderItemCardLabels {
  /** 'ITEM'. */
  item: string;
  /** 'QUANT.'. */
  quant: string;
  /** 'VALOR UNIT.'. */
  valorUnit: string;
  /** 'TOTAL'. */
  total: string;
}

export interface OrderItemTotals {
  /** The card's name ('Total'). */
  label: string;
  lines: { label: string; value: ReactNode }[];
}

/** Read by screen readers only; also used by the orders list's phone cards. */
export const visuallyHidden = {
  // Placed at the corner of its container: where the text would be, it could widen the page.
  position: 'absolute',
  left: 0,
  top: 0,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function OrderItemCards({
  label,
  itens,
  labels,
  quantity,
  title = (i) => i.produtoDesc,
  details,
  totals,
}: {
  /** The list's accessible name (the items table's). */
  label: string;
  itens: PedidoItem[];
  labels: OrderItemCardLabels;
  /** The quantity as the screen writes it ('1.500'). */
  quantity: (i: PedidoItem) => string;
  /** The card's title (the product; the screen may add the job site). */
  title?: (i: PedidoItem) => ReactNode;
  /** Further facts of the item, joined in one small line (empty ones are left out). */
  details?: (i: PedidoItem) => (string | null | undefined)[];
  totals?: OrderItemTotals;
}) {
  return (
    <Box>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {itens.map((i) => {
          const extra = (details?.(i) ?? []).filter(Boolean).join(' · ');
          return (
            <Paper component="li" variant="outlined" key={i.id} sx={{ px: 1.5, py: 1, position: 'relative' }}>
              <Typography
                component="h3"
                variant="body2"
                sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.35 }}
              >
                {title(i)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {labels.item} {i.item} · {i.produtoSku}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'baseline',
                  justifyContent: 'space-between',
                  gap: 1,
                  flexWrap: 'wrap',
                  mt: 0.25,
                }}
              >
                <Typography variant="body2" component="p">
                  <Box component="span" sx={visuallyHidden}>
                    {`${labels.quant}: `}
                  </Box>
                  {quantity(i)} {umLabel(i.produtoUM)}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {' × '}
                    <Box component="span" sx={visuallyHidden}>
                      {`${labels.valorUnit}: `}
                    </Box>
                    {formatCurrency(i.produtoValorUnit)}
                  </Box>
                </Typography>
                <Typography variant="body2" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {`${labels.total}: `}
                  </Box>
                  {formatCurrency(i.produtoValorTotal)}
                </Typography>
              </Box>
              {extra ? (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="p"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {extra}
                </Typography>
              ) : null}
            </Paper>
          );
        })}
      </Box>
      {totals ? (
        <Paper
          variant="outlined"
          component="section"
          aria-label={totals.label}
          sx={{ px: 1.5, py: 1, mt: 1, bgcolor: 'action.hover' }}
        >
          {totals.lines.map((l) => (
            <Box
              key={l.label}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}
            >
              <Typography variant="body2" color="text.secondary" component="span">
                {l.label}
              </Typography>
              <Typography
                variant="body2"
                component="span"
                sx={{ fontWeight: 700, textAlign: 'right', overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {l.value}
              </Typography>
            </Box>
          ))}
        </Paper>
      ) : null}
    </Box>
  );
}
