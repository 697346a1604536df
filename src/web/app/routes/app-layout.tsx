import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { fallbackSection, type Section } from '#shared/domain/permissions';
import { authMessages } from '#shared/messages/auth';
import { brandUi } from '#shared/messages/shell';
import { useLogout } from '@/api/auth/logout';
import { AccessDenied } from '@/components/layouts/access-denied';
import { AppShell } from '@/components/layouts/app-shell';
import { paths } from '@/config/paths';
import { canOpenSection, getSection, sectionHref } from '@/config/sections';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { UserMenu } from '@/features/profile/components/user-menu';
import { ThemeMenu } from '@/features/theme/components/theme-menu';
import { sessionQueryKey, useSession } from '@/lib/auth';
import type { LoginState } from './login';

/** What the router attaches to each section's route, so the shell knows which one is open. */
export interface SectionHandle {
  section: Section;
}

const isSectionHandle = (handle: unknown): handle is SectionHandle =>
  typeof handle === 'object' && handle !== null && 'section' in handle;

function useCurrentSection(): Section {
  const match = useMatches().findLast((m) => isSectionHandle(m.handle));
  return isSectionHandle(match?.handle) ? match.handle.section : 'dashboard';
}

/**
 * Reloads the signed-in user on every move to another screen, so a role, flag or expiry an admin
 * just changed shows from the user's next click (the server enforces it from the next request
 * regardless; the minute-by-minute refresh covers a user who stays on one screen).
 */
function useSessionFollowsNavigation() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [pathname, queryClient]);
}

/**
 * The signed-in app: the shell around the open section, and the section guards of spec
 * section 2 (admin-only sections, the dashboard fallback, Acceso Denegado).
 */
export function AppLayout() {
  const { data: user } = useSession();
  const navigate = useNavigate();
  const logout = useLogout((error) => {
    const state: LoginState = error ? { notice: authMessages.logoutFailed } : {};
    void navigate(paths.auth.login.getHref(), { replace: true, state });
  });
  const section = getSection(useCurrentSection());
  useSessionFollowsNavigation();

  // RequireSession renders this only with a user; the check keeps the types honest.
  if (!user) return null;
  if (section.adminOnly && user.role !== 'admin') {
    return <Navigate to={paths.app.dashboard.getHref()} replace />;
  }
  // A non-admin without dashboard access lands on the first section they may open.
  if (section.name === 'dashboard' && !canOpenSection(user, 'dashboard')) {
    return <Navigate to={sectionHref(fallbackSection(user))} replace />;
  }

  return (
    <AppShell
      user={user}
      section={section}
      headerActions={
        <>
          <ThemeMenu />
          <NotificationsBell />
          <UserMenu user={user} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
        </>
      }
    >
      <title>{`${section.label} · ${brandUi.name}`}</title>
      {canOpenSection(user, section.name) ? <Outlet /> : <AccessDenied />}
    </AppShell>
  );
}
