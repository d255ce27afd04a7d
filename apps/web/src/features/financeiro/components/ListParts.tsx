// Pieces shared by the Boletos and Danfe/XML lists: the bar with the filter button and the filter in
// use, the loading, failure and empty states, and a download button with its own spinner.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';

export function FilterBar({
  period,
  chips,
  onFilter,
  children,
}: {
  period: string;
  chips: string[];
  onFilter: () => void;
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, my: 2 }}>
      <Button variant="outlined" startIcon={<FilterListIcon />} onClick={onFilter} aria-haspopup="dialog">
        {L.filter}
      </Button>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
        {period}
      </Typography>
      {chips.map((c) => (
        <Chip key={c} label={c} size="small" variant="outlined" />
      ))}
      <Box sx={{ flexGrow: 1 }} />
      {children}
    </Stack>
  );
}

export function Loading() {
  return (
    <Box role="status" sx={{ py: 3 }}>
      <Typography color="text.secondary" gutterBottom>
        {MSG.loading}
      </Typography>
      <LinearProgress aria-label={MSG.loading} />
    </Box>
  );
}

export function Failure({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }}>
      <Typography role="alert">{MSG.genericFailure}</Typography>
      <Button onClick={onRetry}>{L.retry}</Button>
    </Stack>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <Typography role="status" sx={{ py: 3 }}>
      {text}
    </Typography>
  );
}

export { BusyButton } from '../../../domain/financeiro';
