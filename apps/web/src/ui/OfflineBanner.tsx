// The off-line banner of the installable app: while the browser has no network, one line at the top
// of every screen says so (and that the cart is kept); it goes away by itself when the network returns.
import Alert from '@mui/material/Alert';
import { MSG } from '@portal/shared/messages';
import { useOnline } from './use-online';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" variant="filled" role="status" sx={{ borderRadius: 0, py: 0.25 }}>
      {MSG.appOffline}
    </Alert>
  );
}
