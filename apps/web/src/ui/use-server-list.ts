// The state of a server-paged manager list (spec 02 §2.7, §9): the search typed (searched 1 s after
// typing, or at once on Enter or the search icon), the filter sent (a new search goes to page 1),
// and the page; every change first checks the session token.
import { useEffect, useState } from 'react';
import { TIMINGS } from '@portal/shared/constants';
import { useDebounced } from './use-debounced';
import { useTokenGuard } from './use-token-guard';

export function useServerList<F extends { page: number }>(initial: F, searchField: keyof F & string) {
  const guard = useTokenGuard();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<F>(initial);
  const typed = useDebounced(text.trim(), TIMINGS.MANAGER_LIST_SEARCH_DELAY);
  useEffect(() => {
    guard();
  }, [guard]);
  useEffect(() => {
    setFilter((f) => (f[searchField] === typed ? f : { ...f, [searchField]: typed, page: 1 }));
  }, [typed, searchField]);

  const runSearch = () => {
    if (!guard()) return;
    setFilter((f) => ({ ...f, [searchField]: text.trim(), page: 1 }));
  };
  const setPage = (page: number) => guard() && setFilter((f) => ({ ...f, page }));

  return { guard, text, setText, filter, setFilter, runSearch, setPage };
}
