// A screen that a later change builds: its title and an honest "not available yet" line.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LABELS } from '@portal/shared/labels';

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ py: 3 }}>
      <Typography id="page-title" variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{LABELS.notAvailable}</Typography>
    </Box>
  );
}

/** A placeholder outside the logged-in shell, with a way back to the login. */
export function PublicPlaceholderPage({ title }: { title: string }) {
  return (
    <Box component="main" sx={{ p: 3 }}>
      <PlaceholderPage title={title} />
      <Link component={RouterLink} to="/login" color="secondary">
        {LABELS.backToLogin}
      </Link>
    </Box>
  );
}

/** A page that only shows a text (LGPD placeholders, docs/product/gestor-crm-vendas.md §1). */
export function TextPage({ text }: { text: string }) {
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography variant="h4" component="h1">
        {text}
      </Typography>
    </Box>
  );
}
