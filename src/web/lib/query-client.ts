import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authMessages } from '#shared/messages/auth';
import { ApiError } from './api-error';
import { loseSession, sessionQueryKey } from './auth';

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The server ended the session: it expired, a password change closed it, or the user's expiry
 * date passed (403 with that message). Every answer is checked, so the lock-out is immediate.
 */
export const endsSession = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 401 || (error.status === 403 && error.message === authMessages.userExpired));

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Dropping the user makes the router send them to /login.
        if (endsSession(error) && query.queryKey[0] !== sessionQueryKey[0]) loseSession(queryClient);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // A failed sign-in is not a lost session.
        if (endsSession(error) && mutation.options.mutationKey?.[0] !== 'login') loseSession(queryClient);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
