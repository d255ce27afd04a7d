// The user's name and the 'Sair' (logout) button of the top bars.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from '../../domain/sessao';
import { LABELS } from '@portal/shared/labels';

export function UserMenu({ name, showName }: { name: string; showName?: boolean }) {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography component="span" sx={{ display: showName ? 'inline' : { xs: 'none', sm: 'inline' } }}>
        {name}
      </Typography>
      <Button
        color="inherit"
        startIcon={<LogoutIcon />}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void logout().finally(() => setBusy(false));
        }}
      >
        {LABELS.logout}
      </Button>
    </Stack>
  );
}
