// The skeleton of a filter dialog (docs/product/portal-cliente.md §2 Orders, Finance): each opening starts
// from the filter in use; FILTRAR (or Enter) checks the draft and applies it when nothing is wrong, LIMPAR
// goes back to the defaults, CANCELAR keeps the filter in use. The fields are the caller's.
import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppDialog, type DialogController } from './Dialog';

type Errors = Partial<Record<string, string>>;

/** What the fields of the dialog read and write. */
export interface FilterDraft<F, E extends Errors> {
  draft: F;
  errors: E;
  set: (patch: Partial<F>) => void;
}

interface Props<F, E extends Errors> {
  dialog: DialogController;
  /** The filter in use. */
  value: F;
  /** What LIMPAR sets. */
  defaults: F;
  /** The draft's problems by field; none applies it. */
  check: (draft: F) => E;
  onApply: (filter: F) => void;
  labels: { clear: string; cancel: string; apply: string };
  children: (form: FilterDraft<F, E>) => ReactNode;
}

export function FilterDialog<F, E extends Errors>({
  dialog,
  value,
  defaults,
  check,
  onApply,
  labels,
  children,
}: Props<F, E>) {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<E>({} as E);
  const [wasOpen, setWasOpen] = useState(dialog.state.open);
  if (dialog.state.open !== wasOpen) {
    setWasOpen(dialog.state.open);
    if (dialog.state.open) {
      setDraft(value);
      setErrors({} as E);
    }
  }
  const set = (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onApply(draft);
    dialog.close();
  };
  return (
    <AppDialog dialog={dialog}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
        {children({ draft, errors, set })}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
          <Button
            onClick={() => {
              setDraft(defaults);
              setErrors({} as E);
            }}
          >
            {labels.clear}
          </Button>
          <Button onClick={dialog.close}>{labels.cancel}</Button>
          <Button type="submit" variant="contained">
            {labels.apply}
          </Button>
        </Stack>
      </Stack>
    </AppDialog>
  );
}
