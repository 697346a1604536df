import { Navigate, useLocation, useNavigate } from 'react-router';
import { authMessages, loginUi, sessionUi } from '#shared/messages/auth';
import { brandUi } from '#shared/messages/shell';
import { Alert } from '@/components/ui/alert';
import { BrandMark } from '@/components/ui/brand-mark';
import { Card } from '@/components/ui/card';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useSession } from '@/lib/auth';

/** What other screens hand to /login: a notice to show and the page to return to. */
export interface LoginState {
  notice?: string;
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

  if (session.isPending) return <FullScreenSpinner label={sessionUi.loading} />;
  if (session.data) return <Navigate to={target} replace />;
  return (
    <main className="flex min-h-full items-center justify-center bg-background px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <BrandMark className="size-12" />
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-foreground">{brandUi.name}</h1>
            <p className="mt-1 text-sm text-muted">{brandUi.tagline}</p>
          </div>
        </div>
        <Card className="p-6 shadow-xl shadow-black/10">
          <h2 className="text-lg font-semibold text-foreground">{loginUi.title}</h2>
          <p className="mb-5 text-sm text-muted">{loginUi.subtitle}</p>
          {state?.notice && (
            <Alert tone="error" className="mb-4">
              {state.notice}
            </Alert>
          )}
          <LoginForm onSuccess={() => void navigate(target, { replace: true })} />
        </Card>
        <p className="mt-5 text-center text-sm text-muted">{authMessages.forgotPasswordHint}</p>
      </div>
    </main>
  );
}
