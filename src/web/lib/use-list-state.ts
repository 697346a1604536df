import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * Page, page size and search of a list screen. A new search or page size goes back to page 1,
 * and a page past the end (the last row of the last page was deleted) steps back to the last one.
 */
export function useListState(initialLimit: number) {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState(initialLimit);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const [appliedSearch, setAppliedSearch] = useState(debouncedSearch);

  // Adjusting state while rendering (React's documented pattern) keeps page and search in step.
  if (appliedSearch !== debouncedSearch) {
    setAppliedSearch(debouncedSearch);
    setPage(1);
  }

  return {
    page,
    limit,
    search,
    query: { page, limit, search: appliedSearch },
    setPage,
    setSearch,
    setLimit: (value: number) => {
      setLimitState(value);
      setPage(1);
    },
    /** Call while rendering with the answer's page count. */
    clampTo: (totalPages: number | undefined) => {
      if (totalPages !== undefined && page > totalPages) setPage(totalPages);
    },
  };
}
