// The manager area's one way of asking before a removal (as for a product's category): 'Remover?',
// 'Você confirma a remoção ...: "{name}" ?', SIM (runs it, with its spinner) and NÃO (focused).
import Typography from '@mui/material/Typography';
import { CADASTROS_LABELS as C } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { DialogController } from './dialog-state';

export const CONFIRM_YES = 'sim';

export function askRemoval<T, I>(
  dialog: DialogController<T, I>,
  question: string,
  onYes: () => Promise<void> | void,
): void {
  dialog.open({
    size: 'xs',
    title: MSG.removeCategoryTitle,
    content: <Typography>{question}</Typography>,
    actions: [
      {
        key: CONFIRM_YES,
        label: C.yes,
        color: 'error',
        variant: 'contained',
        onClick: async () => {
          dialog.setActionLoading(CONFIRM_YES, true);
          try {
            await onYes();
          } finally {
            dialog.setActionLoading(CONFIRM_YES, false);
            dialog.close();
          }
        },
      },
      { key: 'nao', label: C.no, onClick: () => dialog.close(), autoFocus: true },
    ],
  });
}
