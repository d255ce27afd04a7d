// App-wide providers: theme (pt-BR), server state, notifications.
import { useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { createQueryClient } from './query-client';
import { theme } from './theme';

dayjs.locale('pt-br');

// notistack's default colours put white text on light orange/green (contrast about 2:1); these
// shades keep every notice at WCAG AA contrast or better.
const Notice = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#9a4f00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
}));
const NOTICE_COMPONENTS = { default: Notice, success: Notice, error: Notice, warning: Notice, info: Notice };

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <SnackbarProvider
          maxSnack={5}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          Components={NOTICE_COMPONENTS}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
