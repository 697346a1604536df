import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SaleList } from '#shared/schemas/sales';
import { api } from '@/lib/api-client';
import { salesQueryKey } from './create-sale';

/** How many sales a page of a client's Ventas brings ("Ver más" brings the next). */
export const CLIENT_SALES_PAGE_SIZE = 20;

/** GET /api/sales?clientId: the client's sales, newest first, with the profiles each occupied. */
export const getClientSales = (clientId: number, page: number, signal?: AbortSignal) =>
  api.get<SaleList>(`/api/sales?clientId=${clientId}&page=${page}&limit=${CLIENT_SALES_PAGE_SIZE}`, signal);

export const clientSalesQueryOptions = (clientId: number) =>
  infiniteQueryOptions({
    queryKey: [...salesQueryKey, 'client', clientId],
    queryFn: ({ pageParam, signal }) => getClientSales(clientId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.hasNextPage ? pagination.currentPage + 1 : undefined),
    // Every opening shows what the client holds now (a release elsewhere changes it).
    staleTime: 0,
  });

export const useClientSales = (clientId: number) => useInfiniteQuery(clientSalesQueryOptions(clientId));
