import { ArrowLeftRight, KeyRound, UserPlus, Tv, type LucideIcon } from 'lucide-react';
import { canAccessSection, type PermissionSubject, type Section } from '#shared/domain/permissions';
import { ui } from '#shared/messages/ui';
import { Button } from '@/components/ui/button';

interface QuickAction {
  label: string;
  section: Section;
  icon: LucideIcon;
  /** Opens the section's new-item form rather than just the section. */
  create: boolean;
}

const ACTIONS: QuickAction[] = [
  { label: ui.dashboard.quickActions.newClient, section: 'clientes', icon: UserPlus, create: true },
  { label: ui.dashboard.quickActions.newService, section: 'servicios', icon: Tv, create: true },
  { label: ui.dashboard.quickActions.newAccount, section: 'cuentas', icon: KeyRound, create: true },
  {
    label: ui.dashboard.quickActions.viewMovements,
    section: 'movimientos',
    icon: ArrowLeftRight,
    create: false,
  },
];

export interface QuickActionsProps {
  user: PermissionSubject;
  onOpenSection: (section: Section, options: { create: boolean }) => void;
}

/** Shortcuts to the sections; each shows only to users allowed into its section. */
export function QuickActions({ user, onOpenSection }: QuickActionsProps) {
  const allowed = ACTIONS.filter((action) => canAccessSection(user, action.section));
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {allowed.map(({ label, section, icon: Icon, create }) => (
        <Button
          key={label}
          variant="secondary"
          className="justify-start"
          onClick={() => onOpenSection(section, { create })}
        >
          <Icon aria-hidden className="size-4 text-primary" />
          {label}
        </Button>
      ))}
    </div>
  );
}
