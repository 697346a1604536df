import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { canAccessSection, type Section } from '#shared/domain/permissions';
import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import type { SessionUser } from '#shared/schemas/auth';
import { AccessDenied } from '@/components/layouts/access-denied';
import { SectionPlaceholder } from '@/components/layouts/section-placeholder';
import { CREATE_PARAM, paths } from '@/config/paths';
import { Spinner } from '@/components/ui/spinner';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';

// Section screens load on first visit, so the sign-in and the Panel de Control stay light.
const ServicesScreen = lazy(() =>
  import('@/features/services/components/services-screen').then((m) => ({ default: m.ServicesScreen })),
);
const ClientsScreen = lazy(() =>
  import('@/features/clients/components/clients-screen').then((m) => ({ default: m.ClientsScreen })),
);
const UsersScreen = lazy(() =>
  import('@/features/users/components/users-screen').then((m) => ({ default: m.UsersScreen })),
);

export interface SectionContentProps {
  section: Section;
  user: SessionUser;
}

/** What each section shows; screens not built yet are placeholders that say so. */
export function SectionContent(props: SectionContentProps) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center p-10">
          <Spinner label={messages.common.loading} />
        </div>
      }
    >
      <SectionScreen {...props} />
    </Suspense>
  );
}

function SectionScreen({ section, user }: SectionContentProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const startWithNew = params.get(CREATE_PARAM) === '1';
  // The screen reads the request once, on arrival; a reload must not open the form again.
  useEffect(() => {
    if (startWithNew) setParams({}, { replace: true });
  }, [startWithNew, setParams]);
  // Usuarios answers a non-admin with its own text (spec section 2); the route already sends
  // non-admins away from /admin, so this is the second line of defence.
  if (section === 'usuarios') return <UsersScreen currentUser={user} />;
  if (!canAccessSection(user, section)) return <AccessDenied />;

  switch (section) {
    case 'dashboard':
      return (
        <DashboardScreen
          user={user}
          onOpenSection={(target, options) => void navigate(paths.app.section.getHref(target, options))}
        />
      );
    case 'servicios':
      return <ServicesScreen startWithNew={startWithNew} />;
    case 'clientes':
      return <ClientsScreen startWithNew={startWithNew} />;
    case 'tienda':
      return (
        <SectionPlaceholder title={ui.placeholders.tiendaTitle} message={messages.access.tiendaComingSoon} />
      );
    case 'movimientos':
    case 'cuentas':
      return <SectionPlaceholder title={ui.placeholders[section]} message={ui.common.comingSoon} />;
  }
}
