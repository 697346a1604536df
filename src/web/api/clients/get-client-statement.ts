import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Statement } from '#shared/schemas/payments';
import { api } from '@/lib/api-client';

export interface StatementRange {
  from: string;
  to: string;
}

export const clientStatementQueryKey = ['client-statement'] as const;

const rangeParams = ({ from, to }: StatementRange) => {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return params;
};

/** GET /api/clients/{id}/statement?from&to: the estado de cuenta with its running balance. */
export const getClientStatement = (clientId: number, range: StatementRange, signal?: AbortSignal) =>
  api.get<Statement>(`/api/clients/${clientId}/statement?${rangeParams(range)}`, signal);

/** The same statement as an .xlsx download (format=xlsx). */
export const clientStatementXlsxUrl = (clientId: number, range: StatementRange) => {
  const params = rangeParams(range);
  params.set('format', 'xlsx');
  return `/api/clients/${clientId}/statement?${params}`;
};

export const clientStatementQueryOptions = (clientId: number, range: StatementRange) =>
  queryOptions({
    queryKey: [...clientStatementQueryKey, clientId, range],
    queryFn: ({ signal }) => getClientStatement(clientId, range, signal),
    // Read afresh each time it is opened: abonos are recorded from other screens.
    staleTime: 0,
  });

export const useClientStatement = (clientId: number, range: StatementRange) =>
  useQuery(clientStatementQueryOptions(clientId, range));
