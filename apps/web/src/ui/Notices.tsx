// The notices' provider (notistack), loaded after the first paint (app/providers.tsx) so no screen
// waits for it; notices asked for before it mounts are shown when it does (ui/notify.tsx).
import { useEffect } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { noticesLoading, noticesReady } from './notify';

noticesLoading();

// notistack's default colours put white text on light orange/green (contrast about 2:1); these
// shades keep every notice at WCAG AA contrast or better.
const Notice = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#9a4f00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
}));
const NOTICE_COMPONENTS = { default: Notice, success: Notice, error: Notice, warning: Notice, info: Notice };

export default function Notices() {
  useEffect(noticesReady, []);
  return (
    <SnackbarProvider
      maxSnack={5}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      Components={NOTICE_COMPONENTS}
    />
  );
}
