import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { clientsListKey, servicesListKey, totalsQueryKey } from '@/lib/query-keys';
import { accountHistoryQueryKey } from './get-account-history';
import { accountsQueryKey } from './get-accounts';

/** What an account or profile write changes: this list, and counts shown on other screens. */
export function invalidateAfterAccountWrite(queryClient: QueryClient) {
  for (const queryKey of [
    accountsQueryKey,
    accountHistoryQueryKey,
    clientsListKey,
    servicesListKey,
    totalsQueryKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * A 409 means someone else changed the account or profile first: the list on screen is out of
 * date, so it reloads at once instead of offering the same stale profile again.
 */
export function invalidateAfterConflict(queryClient: QueryClient, error: unknown) {
  if (error instanceof ApiError && error.status === 409) invalidateAfterAccountWrite(queryClient);
}
