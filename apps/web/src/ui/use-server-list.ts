// The state of a manager list (docs/product/gestor-crm-vendas.md §2.7, §9): the search typed (sent 1 s after
// typing, or at once on Enter or the search icon), the filters, the page and the sort. That state lives in
// the URL query (q, page, sort, dir and the list's own filters) so reload, back and forward bring the
// same list back; a new search, filter or sort goes to page 1, a page change is a history step and
// scrolls to the top. Every change first checks the session token.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TIMINGS } from '@portal/shared/constants';
import type { SortDirection } from '@portal/shared/schemas/common';
import { useDebounced } from './use-debounced';
import { useTokenGuard } from './use-token-guard';

export interface ListSort {
  sort?: string;
  dir: SortDirection;
}

export interface ListState<K extends string> extends ListSort {
  search: string;
  page: number;
  filters: Record<K, string>;
}

/** `defaults` are the list's own filters (URL key → value when absent), e.g. { status: 'L' }. */
export function useServerList<K extends string = never>(
  defaults: Record<K, string> = {} as Record<K, string>,
) {
  const guard = useTokenGuard();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const pageText = params.get('page');
  const page = pageText && /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const sort = params.get('sort') || undefined;
  const dir: SortDirection = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const filterText = (Object.keys(defaults) as K[]).map((k) => `${k}=${params.get(k) ?? ''}`).join('&');
  const filters = useMemo(() => {
    const f = { ...defaults };
    for (const k of Object.keys(defaults) as K[]) {
      const v = params.get(k);
      if (v !== null) f[k] = v;
    }
    return f;
    // The filters change only when their URL values do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterText]);

  /** Writes the given keys into the query ('' or undefined removes one); page 1 is not written. */
  const write = useCallback(
    (patch: Record<string, string | number | undefined>, push: boolean) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            const value = v === undefined ? '' : String(v);
            if (value === '' || (k === 'page' && value === '1')) next.delete(k);
            else next.set(k, value);
          }
          return next;
        },
        { replace: !push },
      ),
    [setParams],
  );

  const [text, setText] = useState(search);
  const typed = useDebounced(text.trim(), TIMINGS.MANAGER_LIST_SEARCH_DELAY);
  // The URL's search back in the box after back/forward.
  const lastUrlSearch = useRef(search);
  useEffect(() => {
    if (lastUrlSearch.current !== search) {
      lastUrlSearch.current = search;
      setText(search);
    }
  }, [search]);
  // What was typed, once it rests, becomes the search (page 1). Only a change of the typed text
  // writes: going back to an older search does not bring the newer one back.
  const searchRef = useRef(search);
  searchRef.current = search;
  useEffect(() => {
    if (typed === searchRef.current) return;
    lastUrlSearch.current = typed;
    write({ q: typed, page: 1 }, false);
  }, [typed, write]);
  useEffect(() => {
    guard();
  }, [guard]);

  const runSearch = () => {
    if (!guard()) return;
    lastUrlSearch.current = text.trim();
    write({ q: text.trim(), page: 1 }, false);
  };
  const setPage = (next: number) => {
    if (!guard()) return;
    write({ page: next }, true);
    window.scrollTo({ top: 0 });
  };
  const setFilter = (key: K, value: string) => {
    if (!guard()) return;
    write({ [key]: value === defaults[key] ? undefined : value, page: 1 }, false);
  };
  /** A new column sorts ascending; the same column again flips the direction. */
  const setSort = (next: ListSort) => {
    if (!guard()) return;
    write({ sort: next.sort, dir: next.dir === 'desc' ? 'desc' : undefined, page: 1 }, false);
  };

  const state: ListState<K> = { search, page, sort, dir, filters };
  return { guard, text, setText, runSearch, state, setPage, setFilter, setSort };
}

export type ServerList<K extends string = never> = ReturnType<typeof useServerList<K>>;
