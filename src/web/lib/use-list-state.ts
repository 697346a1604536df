import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#shared/schemas/common';
import { LIST_PARAMS } from '@/config/paths';
import { useDebouncedValue } from './use-debounced-value';

export interface ListQuery {
  page: number;
  limit: number;
  search: string;
}

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

const readSize = (value: string | null, fallback: number) =>
  PAGE_SIZES.find((size) => String(size) === value) ?? fallback;

/**
 * Page, page size and search of a list screen, kept in the URL's search params so a reload or
 * a shared link shows the same rows. Defaults are left out of the URL; a value that is not
 * valid reads as the default. A new search or page size goes back to page 1.
 */
export function useListState(defaultLimit: number) {
  const [params, setParams] = useSearchParams();
  const query: ListQuery = {
    page: readPage(params.get(LIST_PARAMS.page)),
    limit: readSize(params.get(LIST_PARAMS.size), defaultLimit),
    search: params.get(LIST_PARAMS.search)?.trim() ?? '',
  };

  const update = (changes: Partial<ListQuery>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const merged = { ...query, ...changes };
        const set = (key: string, value: string | number, fallback: string | number) =>
          value === fallback ? next.delete(key) : next.set(key, String(value));
        set(LIST_PARAMS.page, merged.page, 1);
        set(LIST_PARAMS.size, merged.limit, defaultLimit);
        set(LIST_PARAMS.search, merged.search, '');
        return next;
      },
      { replace },
    );

  // The search box shows what is typed at once; the URL (and the query) follows once typing
  // pauses, with `replace` so every keystroke is not a history entry.
  const [search, setSearch] = useState(query.search);
  const typed = search.trim();
  const debounced = useDebouncedValue(typed);
  const settled = debounced === typed;
  // Back/forward moved the URL to another search: the box follows it.
  const [seenSearch, setSeenSearch] = useState(query.search);
  if (seenSearch !== query.search) {
    setSeenSearch(query.search);
    if (typed !== query.search) setSearch(query.search);
  }
  const needsSearch = settled && debounced !== query.search && seenSearch === query.search;
  useEffect(() => {
    if (needsSearch) update({ search: debounced, page: 1 }, true);
  });

  return {
    query,
    search,
    setSearch,
    setPage: (page: number) => update({ page }),
    setLimit: (limit: number) => update({ limit, page: 1 }),
    /** Moves to a page in place, without a history entry (see `useClampedPage`). */
    replacePage: (page: number) => update({ page }, true),
  };
}

export type ListState = ReturnType<typeof useListState>;

/** A page past the end (its last row was just deleted) steps back to the last page. */
export function useClampedPage(list: ListState, totalPages: number | undefined) {
  const last = totalPages !== undefined && list.query.page > totalPages ? totalPages : null;
  useEffect(() => {
    if (last !== null) list.replacePage(last);
  });
}
