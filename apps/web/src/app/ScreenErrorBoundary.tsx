// The browser's safety net: a screen that throws while rendering shows a message with 'Tentar
// novamente' and 'Voltar ao início' inside the shell (header and menu stay), and the error goes to the
// API's log (api/erros-web). A screen whose code cannot be loaded (after a deploy the old build's
// files are gone) reloads the page once onto the new build; if that did not help, it says so with a
// button instead of a blank page.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LABELS } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { reportScreenError } from '../api/erros-web';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PageLoader } from '../ui/PageLoader';

/** Messages of Chromium, Firefox, Safari and Vite when a module or its preloaded files fail to load. */
const CODE_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isCodeLoadError(error: unknown): boolean {
  return error instanceof Error && CODE_LOAD_ERROR.test(`${error.name} ${error.message}`);
}

/** When this tab last reloaded because a screen's code was missing (one reload, then the message). */
const RELOADED_AT_KEY = 'portal.recargaPorCodigo';
const RELOAD_AGAIN_AFTER_MS = 60_000;

/** Whether this tab may reload for missing code now: not if it did so within the last minute. */
function mayReload(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) >= RELOAD_AGAIN_AFTER_MS;
  } catch {
    // No sessionStorage: no way to know whether it reloaded already, so the message, not a loop.
    return false;
  }
}

function CodeMissing() {
  // Decided once per failure: this tab reloads onto the new build (the loader shows meanwhile), or it
  // already did within the last minute and the message stays.
  const [reloading] = useState(mayReload);
  useEffect(() => {
    if (!reloading) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    location.reload();
  }, [reloading]);
  if (reloading) return <PageLoader />;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Alert severity="warning" role="alert">
        <Typography component="h1" sx={{ fontWeight: 600, fontSize: '1rem', mb: 0.5 }}>
          {LABELS.screenFailedTitle}
        </Typography>
        {MSG.screenCodeMissing}
      </Alert>
      <Button sx={{ mt: 2 }} variant="contained" onClick={() => location.reload()}>
        {LABELS.screenReload}
      </Button>
    </Box>
  );
}

function ScreenFailed({ reset }: { reset: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Alert severity="error" role="alert">
        <Typography component="h1" sx={{ fontWeight: 600, fontSize: '1rem', mb: 0.5 }}>
          {LABELS.screenFailedTitle}
        </Typography>
        {MSG.screenFailed}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={reset}>
          {LABELS.screenRetry}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            // On the home screen already, a navigation would change nothing: render it again.
            if (pathname === '/') reset();
            else void navigate('/');
          }}
        >
          {LABELS.screenHome}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Wraps a screen (or the whole shell): a render error is caught here, reported and replaced by the
 * message; a new path renders the screen again.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      onError={(error) => reportScreenError(isCodeLoadError(error) ? 'codigo' : 'render', error, pathname)}
      fallback={(error, reset) => (isCodeLoadError(error) ? <CodeMissing /> : <ScreenFailed reset={reset} />)}
    >
      {children}
    </ErrorBoundary>
  );
}
