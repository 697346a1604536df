import { Navigate, Outlet, useLocation } from 'react-router';
import { ui } from '#shared/messages/ui';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

/** Signed-in users only: a spinner while the session loads, /login for everyone else. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullScreenSpinner label={ui.session.loading} />;
  if (!session.data)
    return <Navigate to={paths.auth.login.getHref()} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** /admin/* is for admins; anyone else is sent to /dashboard (spec section 2). */
export function RequireAdmin() {
  const { data: user } = useSession();
  if (user?.role !== 'admin') return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return <Outlet />;
}
