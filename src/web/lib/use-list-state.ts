import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES, searchParamOf } from '#shared/domain/lists';
import { LIST_PARAMS } from '@/config/paths';
import { latestSearchParams } from './latest-search-params';
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

/** A search the API would refuse (too long, a NUL character) reads as no search at all. */
const readSearch = (value: string | null) => (value === null ? '' : (searchParamOf(value) ?? ''));

/** How a value stands in the URL: left out (null) when it is the default. */
const inUrl = (value: string | number, fallback: string | number) =>
  value === fallback ? null : String(value);

/**
 * Page, page size and search of a list screen, kept in the URL's search params so a reload or
 * a shared link shows the same rows. Defaults are left out of the URL; a value that is not
 * valid reads as the default. A new search or page size goes back to page 1.
 */
export function useListState(defaultLimit: number) {
  const [params, setParams] = useSearchParams();
  const read = (from: URLSearchParams): ListQuery => ({
    page: readPage(from.get(LIST_PARAMS.page)),
    limit: readSize(from.get(LIST_PARAMS.size), defaultLimit),
    search: readSearch(from.get(LIST_PARAMS.search)),
  });
  const query = read(params);

  const canonical = (state: ListQuery): [string, string | null][] => [
    [LIST_PARAMS.page, inUrl(state.page, 1)],
    [LIST_PARAMS.size, inUrl(state.limit, defaultLimit)],
    [LIST_PARAMS.search, inUrl(state.search, '')],
  ];
  // A link with values that read as defaults (?pagina=abc&filas=7) is rewritten to what is shown,
  // so the address never carries what the screen ignored.
  const tidy = canonical(query).some(([key, value]) => params.get(key) !== value);

  const update = (changes: Partial<ListQuery>, replace = false) =>
    setParams(
      () => {
        const next = latestSearchParams();
        const merged = { ...read(next), ...changes };
        for (const [key, value] of canonical(merged)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
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
    else if (tidy) update({}, true);
  });

  return {
    query,
    search,
    setSearch,
    setPage: (page: number) => {
      update({ page });
      // The new page starts at its first row, as a new page of a book does.
      window.scrollTo({ top: 0 });
    },
    setLimit: (limit: number) => update({ limit, page: 1 }),
    /** Moves to a page in place, without a history entry (see `useClampedPage`). */
    replacePage: (page: number) => update({ page }, true),
  };
}

export type ListState = ReturnType<typeof useListState>;

/**
 * A page past the end (its last row was just deleted) steps back to the last page. Judged only on
 * the answer to the query shown: while an earlier list stands in (placeholder data), its page
 * count says nothing about this one.
 */
export function useClampedPage(
  list: ListState,
  answer: { data?: { pagination: { totalPages: number } }; isPlaceholderData: boolean },
) {
  const totalPages = answer.isPlaceholderData ? undefined : answer.data?.pagination.totalPages;
  // An empty list still has a page 1 (the server answers at least 1; never step to page 0).
  const last = totalPages !== undefined && list.query.page > Math.max(1, totalPages) ? totalPages : null;
  useEffect(() => {
    if (last !== null) list.replacePage(last);
  });
}
