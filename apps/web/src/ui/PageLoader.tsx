import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { MSG } from '@portal/shared/messages';

/** Shown while a lazy screen or the configuration loads. */
export function PageLoader() {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}
    >
      <CircularProgress aria-label={MSG.loading} />
    </Box>
  );
}
