// The body of the cart's form dialogs: the fields, then the buttons on the right; Enter submits.
import type { FormEvent, ReactNode } from 'react';
import Stack from '@mui/material/Stack';

export function DialogForm({
  children,
  buttons,
  onSubmit,
  label,
}: {
  children: ReactNode;
  buttons: ReactNode;
  onSubmit: () => void;
  label?: string;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }} aria-label={label}>
      {children}
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 1 }}
      >
        {buttons}
      </Stack>
    </Stack>
  );
}
