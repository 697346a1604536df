import type { QueryClient } from '@tanstack/react-query';
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
