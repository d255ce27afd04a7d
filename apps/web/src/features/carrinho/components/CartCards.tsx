// The cart's lines on a phone (docs/product/portal-cliente.md §2 Cart): one stacked card per line with the
// same pieces as the desktop table (product, price, quantity, payment, modality, work, shipping date, weight,
// Remover), so nothing scrolls sideways; the totals are in the page's sticky footer.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatWeightKg } from '@portal/shared/format';
import { CART_LABELS as L } from '@portal/shared/labels';
import type { CartLine } from '../carrinho-rules';
import {
  LineQuantity,
  ModalityControl,
  PaymentButton,
  Picture,
  Price,
  ProductText,
  RemoveButton,
  ShippingDate,
  WorkText,
  type CartLineActions,
} from './CartLineParts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 0.25 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

export function CartCards(p: CartLineActions & { lines: CartLine[] }) {
  return (
    <Stack component="ul" aria-label={L.items(p.term)} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {p.lines.map((line) => (
        <Paper
          key={line.item}
          component="li"
          variant="outlined"
          aria-label={line.produtoDesc}
          sx={{ p: 1.5, minWidth: 0 }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Picture line={line} size={56} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ProductText line={line} />
            </Box>
            <RemoveButton line={line} a={p} />
          </Stack>
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ mt: 1.5, alignItems: 'flex-start', justifyContent: 'space-between' }}
          >
            <Box sx={{ flex: '1 1 0', minWidth: 0, maxWidth: 170 }}>
              <LineQuantity line={line} a={p} fullWidth />
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Price line={line} a={p} />
              <Typography variant="caption" color="text.secondary" component="p">
                {L.colPeso}: {formatWeightKg(line.produtoPesoTotal ?? 0)}
              </Typography>
            </Box>
          </Stack>
          <Box
            sx={{
              mt: 1,
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              columnGap: 1.5,
              rowGap: 1,
            }}
          >
            <Field label={L.colPagamento}>
              <PaymentButton line={line} a={p} />
            </Field>
            <Field label={L.colModalidade}>
              <ModalityControl line={line} a={p} />
            </Field>
            {p.showWorks ? (
              <Field label={L.colObra}>
                <WorkText line={line} />
              </Field>
            ) : null}
            {p.showShippingDate ? (
              <Field label={L.colShippingDate}>
                <ShippingDate line={line} a={p} />
              </Field>
            ) : null}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
