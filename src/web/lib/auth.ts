import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '#shared/schemas/auth';
import { api, setCsrfToken } from './api-client';

// The signed-in user is shared by every feature, so its query lives here rather than in a
// feature: features receive the user as a prop and update it through setSessionUser.
export const sessionQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/me; null when nobody is signed in (the spec: any failure means logged out). */
export async function getSessionUser(): Promise<SessionUser | null> {
  try {
    const { user } = await api.get<SessionResponse>('/api/auth/me');
    return user;
  } catch {
    // 401 is the normal "not signed in"; any other failure also counts as logged out.
    return null;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSessionUser,
    staleTime: Infinity,
    retry: false,
  });

export const useSession = () => useQuery(sessionQueryOptions());

export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData(sessionQueryKey, user);
}

/**
 * Forget everything about the session: the user, the CSRF token and every cached answer. Used
 * on logout (even a failed one) and when the server says the session is gone.
 */
export function clearSession(queryClient: QueryClient): void {
  setCsrfToken(null);
  setSessionUser(queryClient, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
