import { Navigate, useLocation } from 'react-router';
import { canAccessSection, fallbackSection } from '#shared/domain/permissions';
import { ui } from '#shared/messages/ui';
import { AppShell } from '@/components/layouts/app-shell';
import { paths, sectionFromPathname } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { UserMenu } from '@/features/profile/components/user-menu';
import { ThemeMenu } from '@/features/theme/components/theme-menu';
import { useSession } from '@/lib/auth';
import { SectionContent } from './section-content';

/** The signed-in app: the shell around the section the path names. */
export function AppRoot() {
  const { data: user } = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const section = sectionFromPathname(pathname);

  // RequireSession renders this only with a user; the check keeps the types honest.
  if (!user) return null;
  if (!section) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  // A non-admin without dashboard access lands on the first section they may open (spec section 2).
  if (section === 'dashboard' && !canAccessSection(user, 'dashboard')) {
    return <Navigate to={paths.app.section.getHref(fallbackSection(user))} replace />;
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
      <title>{`${ui.sections[section]} · ${ui.brand}`}</title>
      <SectionContent section={section} user={user} />
    </AppShell>
  );
}
