// Expired session (/token-expirado), docs/product/portal-cliente.md §2: greets the user by name and sends
// them to /login.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/shared/messages';
import { useSession } from '../../state/session';
import { endSession } from '../../domain/sessao';
import { LABELS } from '@portal/shared/labels';
import { useBrandDocument } from '../../api/marca';

export default function TokenExpiredPage() {
  const [name] = useState(() => useSession.getState().usuario?.nome ?? '');
  const queryClient = useQueryClient();

  useBrandDocument();
  useEffect(() => {
    // The token is of no further use: the session ends here (the name was kept for the greeting).
    endSession();
    queryClient.clear();
  }, [queryClient]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper sx={{ p: 4, maxWidth: 520, textAlign: 'center' }} elevation={3}>
        <Typography variant="h5" component="h1" gutterBottom>
          {MSG.tokenExpiredTitle(name)}
        </Typography>
        <Typography sx={{ mb: 3 }}>{MSG.tokenExpiredAction}</Typography>
        <Button component={RouterLink} to="/login" variant="contained">
          {LABELS.backToLogin}
        </Button>
      </Paper>
    </Box>
  );
}
