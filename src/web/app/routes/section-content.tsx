import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { canAccessSection, type Section } from '#shared/domain/permissions';
import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import type { SessionUser } from '#shared/schemas/auth';
import { AccessDenied } from '@/components/layouts/access-denied';
import { SectionPlaceholder } from '@/components/layouts/section-placeholder';
import { CREATE_PARAM, paths } from '@/config/paths';
import { ClientsScreen } from '@/features/clients/components/clients-screen';
import { ServicesScreen } from '@/features/services/components/services-screen';
import { UsersScreen } from '@/features/users/components/users-screen';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';

export interface SectionContentProps {
  section: Section;
  user: SessionUser;
}

/** What each section shows; screens not built yet are placeholders that say so. */
export function SectionContent({ section, user }: SectionContentProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const startWithNew = params.get(CREATE_PARAM) === '1';
  // The screen reads the request once, on arrival; a reload must not open the form again.
  useEffect(() => {
    if (startWithNew) setParams({}, { replace: true });
  }, [startWithNew, setParams]);
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
    case 'usuarios':
      return <UsersScreen currentUser={user} />;
    case 'cuentas':
      return <SectionPlaceholder title={ui.placeholders[section]} message={ui.common.comingSoon} />;
  }
}
