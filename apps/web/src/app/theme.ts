// MUI theme: black primary, orange-red secondary (spec 02 §1), pt-BR component texts.
// The secondary is a shade darker than #e64a19 so white text on it and orange-red links on white
// reach WCAG AA contrast (4.95:1; #e64a19 gives 3.9:1).
import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#000000', contrastText: '#ffffff' },
      secondary: { main: '#cc3d14', contrastText: '#ffffff' },
    },
  },
  ptBR,
);
