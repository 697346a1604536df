import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

/** A page of a list screen: its number, its size and the search box ('' for none). */
export interface ListQuery {
  page: number;
  limit: number;
  search: string;
}

/** The page as query parameters; the search is left out when blank. */
export function listParams({ page, limit, search }: ListQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search) params.set('search', search);
  return params;
}

/**
 * One page of a list, cached under `key` and the query. The page on screen stays while the next
 * one loads, so a search being typed or a page being turned never blanks the list.
 */
export const pageQueryOptions = <TQuery, TData>(
  key: QueryKey,
  query: TQuery,
  fetchPage: (query: TQuery, signal: AbortSignal) => Promise<TData>,
) =>
  queryOptions({
    queryKey: [...key, query],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
