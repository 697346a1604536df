import { Link, useLocation } from 'react-router';
import { Lock } from 'lucide-react';
import clsx from 'clsx';
import type { PermissionSubject, Section } from '#shared/domain/permissions';
import { shellUi } from '#shared/messages/shell';
import { focusRing } from '@/components/ui/button';
import { sectionIcons, subSectionIcons } from '@/config/section-icons';
import { canOpenSection, isSectionListed, sectionHref, sections, subSections } from '@/config/sections';

export interface SectionNavProps {
  user: PermissionSubject;
  active: Section;
  /** Icons only (the collapsed desktop sidebar). */
  compact?: boolean;
  onNavigate?: () => void;
}

/**
 * The sections. Usuarios is listed for admins only; a section the user may not open stays
 * listed with a lock, and opening it shows the Acceso Denegado panel (spec section 2).
 */
export function SectionNav({ user, active, compact = false, onNavigate }: SectionNavProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={shellUi.navLabel}>
      <ul className="flex flex-col gap-1">
        {sections
          .filter((section) => isSectionListed(user, section))
          .map(({ name, label }) => {
            const Icon = sectionIcons[name];
            const allowed = canOpenSection(user, name);
            const inside = subSections.filter((sub) => sub.section === name);
            const onSub = inside.some((sub) => sub.path === pathname);
            const current = name === active && !onSub;
            return (
              <li key={name}>
                <Link
                  to={sectionHref(name)}
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
                {allowed && inside.length > 0 && (
                  <ul
                    className={clsx(
                      'mt-1 flex flex-col gap-1',
                      !compact && 'ml-5 border-l border-border pl-2',
                    )}
                  >
                    {inside.map((sub) => {
                      const subCurrent = sub.path === pathname;
                      const SubIcon = subSectionIcons[sub.path] ?? sectionIcons[sub.section];
                      return (
                        <li key={sub.path}>
                          <Link
                            to={sub.path}
                            onClick={onNavigate}
                            aria-current={subCurrent ? 'page' : undefined}
                            title={compact ? sub.label : undefined}
                            aria-label={compact ? sub.label : undefined}
                            className={clsx(
                              'flex h-9 items-center gap-3 rounded-lg px-3 text-sm font-medium transition',
                              focusRing,
                              compact && 'justify-center px-0',
                              subCurrent
                                ? 'bg-primary-soft text-primary'
                                : 'text-muted hover:bg-surface-2 hover:text-foreground',
                            )}
                          >
                            <SubIcon aria-hidden className="size-4 shrink-0" />
                            {!compact && <span className="flex-1 truncate">{sub.label}</span>}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
