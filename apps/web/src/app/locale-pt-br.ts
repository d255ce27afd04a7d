// MUI's pt-BR component texts, as @mui/material/locale's ptBR has them, except that the number
// formatter of the table pagination is built when a pagination first needs it: ptBR builds it when
// the theme is imported, and Intl.NumberFormat's first construction is a long piece of the app's
// start-up (the login has no pagination).
import type { ptBR as muiPtBR } from '@mui/material/locale';

let formatter: Intl.NumberFormat | undefined;
function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  formatter ??= new Intl.NumberFormat('pt-BR');
  return formatter.format(value);
}

function itemAriaLabel(type: string): string {
  if (type === 'first') return 'Ir para a primeira página';
  if (type === 'last') return 'Ir para a última página';
  if (type === 'next') return 'Ir para a próxima página';
  return 'Ir para a página anterior';
}

export const ptBR: typeof muiPtBR = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar caminho' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: itemAriaLabel,
        labelRowsPerPage: 'Linhas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} de ${count !== -1 ? formatNumber(count) : `mais de ${formatNumber(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} Estrela${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vazio',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpar',
        closeText: 'Fechar',
        loadingText: 'Carregando…',
        noOptionsText: 'Sem opções',
        openText: 'Abrir',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Fechar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Navegar pela paginação',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir para a '}página ${page}` : itemAriaLabel(type),
      },
    },
  },
};
