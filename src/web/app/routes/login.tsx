import { Navigate, useLocation, useNavigate } from 'react-router';
import { ui } from '#shared/messages/ui';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { LoginNotice } from '@/features/auth/api/logout';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { useSession } from '@/lib/auth';

/** What other screens hand to /login: a notice to show and the page to return to. */
export interface LoginState extends LoginNotice {
  from?: string;
}

/** Only a path of this app (never another site, never /login itself) is a place to return to. */
const isOwnPath = (path: string | undefined): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login');

/** /login; a signed-in user goes on to /dashboard, or back to the page that sent them here. */
export function LoginRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LoginState | null;
  const target = isOwnPath(state?.from) ? state.from : paths.app.dashboard.getHref();

  if (session.isPending) return <FullScreenSpinner label={ui.session.loading} />;
  if (session.data) return <Navigate to={target} replace />;
  return <LoginScreen notice={state?.notice} onSuccess={() => void navigate(target, { replace: true })} />;
}
