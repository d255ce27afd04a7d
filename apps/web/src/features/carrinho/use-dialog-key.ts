import { useRef } from 'react';

/** A new key for each opening of a dialog's form, so the form starts afresh (no module counter). */
export function useDialogKey(): () => number {
  const seq = useRef(0);
  return () => ++seq.current;
}
