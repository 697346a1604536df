import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '#shared/schemas/auth';
import { api, setCsrfToken } from './api-client';
import { ApiError } from './api-error';

// The signed-in user is shared by every feature, so its query lives here rather than in a
// feature: features receive the user as a prop and update it through setSessionUser.
export const sessionQueryKey = ['auth', 'me'] as const;

// Whether this tab holds a signed-in user, and whether the server ended that session under them
// (expired, closed by a password change elsewhere), so the login screen can say so.
let signedIn = false;
let sessionLost = false;
let signedOut = false;
export const wasSessionLost = () => sessionLost;
/** The user logged out on purpose: /login should not send the next user back to their page. */
export const wasSignedOut = () => signedOut;

function noteUser(user: SessionUser | null, endedByServer = false) {
  if (user) {
    sessionLost = false;
    signedOut = false;
  } else if (endedByServer && signedIn) sessionLost = true;
  signedIn = Boolean(user);
}

/**
 * GET /api/auth/me; null when nobody is signed in (401) or the user has expired (403). Other
 * failures throw: on first load the router treats them as signed out (the spec: failure means
 * logged out), while a failed background refresh keeps the user already shown.
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  try {
    const { user } = await api.get<SessionResponse>('/api/auth/me');
    noteUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      noteUser(null, true);
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSessionUser,
    staleTime: Infinity,
    retry: false,
    // An admin may change this user's role, flags or expiry at any time; the server applies it at
    // once, and the screens catch up within a minute while the tab is visible.
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });

/**
 * Reloads the signed-in user after they changed their own record; unlike the session query it
 * throws when the server does not answer, so the caller can say so.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  const { user } = await api.get<SessionResponse>('/api/auth/me');
  setSessionUser(queryClient, user);
}

export const useSession = () => useQuery(sessionQueryOptions());

export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  noteUser(user);
  queryClient.setQueryData(sessionQueryKey, user);
}

/** The server said the session is over while the user was working. */
export function loseSession(queryClient: QueryClient): void {
  noteUser(null, true);
  queryClient.setQueryData(sessionQueryKey, null);
}

/**
 * Forget everything about the session: the user, the CSRF token and every cached answer. Used
 * on logout (even a failed one) and when the server says the session is gone.
 */
export function clearSession(queryClient: QueryClient): void {
  signedOut = true;
  setCsrfToken(null);
  setSessionUser(queryClient, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
