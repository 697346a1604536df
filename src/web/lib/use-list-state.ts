import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** Page, page size and search of a list screen; a new search or page size goes back to page 1. */
export function useListState(initialLimit: number) {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState(initialLimit);
  const [search, setSearchState] = useState('');
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
    setSearch: setSearchState,
    setLimit: (value: number) => {
      setLimitState(value);
      setPage(1);
    },
  };
}
