import {
  useIsMutating,
  useMutation,
  useQueryClient,
  type MutationKey,
  type QueryClient,
} from '@tanstack/react-query';
import { isConflict } from '@/lib/api-error';
import { clientsQueryKey } from '../clients/get-clients';
import { paymentsQueryKey } from '../payments/list-payments';
import { servicesQueryKey } from '../services/get-services';
import { totalsQueryKey } from '../totals/get-totals';
import { accountHistoryQueryKey } from './get-account-history';
import { accountsQueryKey } from './get-accounts';

/** What an account or profile write changes: this list, and counts shown on other screens. */
export function invalidateAfterAccountWrite(queryClient: QueryClient) {
  for (const queryKey of [
    accountsQueryKey,
    accountHistoryQueryKey,
    clientsQueryKey,
    // A fiada sale spends the client's saldo a favor: their abonos show it applied (issue 24).
    paymentsQueryKey,
    servicesQueryKey,
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
  if (isConflict(error)) invalidateAfterAccountWrite(queryClient);
}

/** Profile writes in flight share this key: a profile dialog cannot close while one runs. */
export const profileWriteKey: MutationKey = ['profile-write'];

/**
 * Whether a profile write is running. Editar Perfil's sections (Guardar, Renovar, Liberar) wait
 * for each other: a renewal landing under an edit would turn the edit into a 409.
 */
export const useProfileWriteBusy = () => useIsMutating({ mutationKey: profileWriteKey }) > 0;

/**
 * A mutation of accounts or profiles: on success the screens that show them reload; on a 409
 * (someone else changed it first) the list reloads too, so the row on screen tells the truth.
 */
export function useAccountWrite<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  mutationKey?: MutationKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: () => invalidateAfterAccountWrite(queryClient),
    onError: (error) => invalidateAfterConflict(queryClient, error),
  });
}
