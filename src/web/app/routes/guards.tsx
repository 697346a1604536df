import { Navigate, Outlet, useLocation } from 'react-router';
import { authMessages, sessionUi } from '#shared/messages/auth';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession, wasSessionLost, wasSignedOut } from '@/lib/auth';
import type { LoginState } from './login';

/** Signed-in users only: a spinner while the session loads, /login for everyone else. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullScreenSpinner label={sessionUi.loading} />;
  if (!session.data) {
    // Back here after signing in; and when the server ended the session mid-work, say so.
    const state: LoginState = {
      from: wasSignedOut() ? undefined : `${location.pathname}${location.search}`,
      notice: wasSessionLost() ? authMessages.sessionExpired : undefined,
    };
    return <Navigate to={paths.auth.login.getHref()} replace state={state} />;
  }
  return <Outlet />;
}
