import { useEffect, useState } from 'react';

/**
 * The value once it has not changed for `ms` (docs/product/gestor-crm-vendas.md §9: 1000 ms for lists, 200 ms
 * for single records).
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}
