import { Navigate, useLocation, useNavigate } from 'react-router';
import { ui } from '#shared/messages/ui';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { LoginScreen } from '@/features/auth/components/login-screen';
import type { LoginNotice } from '@/features/auth/api/logout';
import { useSession } from '@/lib/auth';

/** /login; a signed-in user is sent on to /dashboard. */
export function LoginRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as LoginNotice | null)?.notice;

  if (session.isPending) return <FullScreenSpinner label={ui.session.loading} />;
  if (session.data) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return (
    <LoginScreen
      notice={notice}
      onSuccess={() => void navigate(paths.app.dashboard.getHref(), { replace: true })}
    />
  );
}
