import { useNavigate } from 'react-router';
import { canAccessSection, type Section } from '#shared/domain/permissions';
import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import type { SessionUser } from '#shared/schemas/auth';
import { AccessDenied } from '@/components/layouts/access-denied';
import { SectionPlaceholder } from '@/components/layouts/section-placeholder';
import { paths } from '@/config/paths';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';

export interface SectionContentProps {
  section: Section;
  user: SessionUser;
}

/** What each section shows; screens not built yet are placeholders that say so. */
export function SectionContent({ section, user }: SectionContentProps) {
  const navigate = useNavigate();
  if (!canAccessSection(user, section)) return <AccessDenied />;

  switch (section) {
    case 'dashboard':
      return (
        <DashboardScreen
          user={user}
          onOpenSection={(target) => void navigate(paths.app.section.getHref(target))}
        />
      );
    case 'tienda':
      return (
        <SectionPlaceholder title={ui.placeholders.tiendaTitle} message={messages.access.tiendaComingSoon} />
      );
    case 'movimientos':
    case 'cuentas':
    case 'clientes':
    case 'servicios':
    case 'usuarios':
      return <SectionPlaceholder title={ui.placeholders[section]} message={ui.common.comingSoon} />;
  }
}
