// The customer's credit figures (limit, outstanding = open titles, balance) as the server computes
// them for the header too (one function, apps/api/src/modules/clientes/credit-figures.ts).
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCurrency } from '@portal/shared/format';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import type { Credito } from '@portal/shared/schemas/financeiro';

export function CreditSummary({ credito }: { credito: Credito }) {
  const figures: [string, number][] = [
    [L.creditLimit, credito.limite],
    [L.creditDebt, credito.devedor],
    [L.creditBalance, credito.saldo],
  ];
  return (
    <Paper component="section" variant="outlined" aria-label={L.creditTitle} sx={{ p: 1.5, mb: 2 }}>
      <Typography variant="overline" component="h2" sx={{ lineHeight: 1.6, color: 'text.secondary' }}>
        {L.creditTitle}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        sx={{ columnGap: 3, rowGap: 0.5, flexWrap: 'wrap' }}
      >
        {figures.map(([label, value]) => (
          <Typography key={label} variant="body2" component="p">
            {label}: <strong>{formatCurrency(value)}</strong>
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}
