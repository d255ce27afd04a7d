// Which download buttons are working: each shows its own spinner while its file comes.
import { useCallback, useState } from 'react';

export function useBusy() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const run = useCallback(async (key: string, work: () => Promise<unknown>) => {
    setBusy((s) => new Set(s).add(key));
    try {
      await work();
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    }
  }, []);
  const isBusy = useCallback((key: string) => busy.has(key), [busy]);
  return { run, isBusy };
}
