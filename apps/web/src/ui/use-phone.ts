// Whether the screen is a phone's: narrower than MUI's `md` breakpoint (900 px), where the shell
// shows the compact app bar and lists become cards. Read at once (no first render as desktop), and
// with MUI's default theme when no ThemeProvider is above (component tests).
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export function usePhone(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}
