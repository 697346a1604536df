import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import clsx from 'clsx';
import { canAccessSection, SECTIONS, type PermissionSubject, type Section } from '#shared/domain/permissions';
import { ui } from '#shared/messages/ui';
import { focusRing } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SECTION_ICONS } from './section-icons';

export interface SectionNavProps {
  user: PermissionSubject;
  active: Section;
  /** Icons only (the collapsed desktop sidebar). */
  compact?: boolean;
  onNavigate?: () => void;
}

/**
 * The seven sections. Usuarios is listed for admins only; a section the user may not open stays
 * listed with a lock, and opening it shows the Acceso Denegado panel (spec section 2).
 */
export function SectionNav({ user, active, compact = false, onNavigate }: SectionNavProps) {
  const sections = SECTIONS.filter((section) => section !== 'usuarios' || user.role === 'admin');
  return (
    <nav aria-label={ui.shell.navLabel}>
      <ul className="flex flex-col gap-1">
        {sections.map((section) => {
          const Icon = SECTION_ICONS[section];
          const label = ui.sections[section];
          const allowed = canAccessSection(user, section);
          const current = section === active;
          return (
            <li key={section}>
              <Link
                to={paths.app.section.getHref(section)}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                title={compact ? label : undefined}
                aria-label={compact ? label : undefined}
                className={clsx(
                  'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition',
                  focusRing,
                  compact && 'justify-center px-0',
                  current
                    ? 'bg-primary-soft text-primary'
                    : 'text-muted hover:bg-surface-2 hover:text-foreground',
                )}
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                {!compact && <span className="flex-1 truncate">{label}</span>}
                {!compact && !allowed && <Lock aria-hidden className="size-3.5 shrink-0 opacity-70" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
