// MUI theme: black primary, orange-red secondary (docs/product/gestor-crm-vendas.md §1), pt-BR component
// texts. The secondary is a shade darker than #e64a19 so white text on it and orange-red links on white
// reach WCAG AA contrast (4.95:1; #e64a19 gives 3.9:1). Likewise warning and info (status chips,
// outlined or filled): MUI's #ed6c02 and #0288d1 give 3.1:1 and 3.9:1 with white; these shades give
// 5.4:1 and 5.8:1, and stay above 4.5:1 on a hovered table row.
import { createTheme } from '@mui/material/styles';
import { ptBR } from './locale-pt-br';
import { MSG } from '@portal/shared/messages';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#000000', contrastText: '#ffffff' },
      secondary: { main: '#cc3d14', contrastText: '#ffffff' },
      warning: { main: '#a85200', contrastText: '#ffffff' },
      info: { main: '#026aa7', contrastText: '#ffffff' },
    },
    components: {
      // Every spinner has a name (a progress bar needs one); a screen may give a more precise one.
      MuiCircularProgress: { defaultProps: { 'aria-label': MSG.loading } },
      // A closing dialog, menu or drawer (its backdrop fading, its paper sliding away) takes no
      // pointer: a click meant for the screen under it (the screen the phone menu just opened,
      // shown at once) reaches that screen instead of the leaving drawer.
      MuiModal: {
        styleOverrides: {
          root: { variants: [{ props: { open: false }, style: { pointerEvents: 'none' } }] },
        },
      },
    },
  },
  ptBR,
);
