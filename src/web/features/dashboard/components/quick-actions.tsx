import { ArrowLeftRight, KeyRound, UserPlus, Tv, type LucideIcon } from 'lucide-react';
import type { Section } from '#shared/domain/permissions';
import { dashboardUi } from '#shared/messages/dashboard';
import { Button } from '@/components/ui/button';

interface QuickAction {
  label: string;
  section: Section;
  icon: LucideIcon;
  /** Opens the section's new-item form rather than just the section. */
  create: boolean;
}

const ACTIONS: QuickAction[] = [
  { label: dashboardUi.quickActions.newClient, section: 'clientes', icon: UserPlus, create: true },
  { label: dashboardUi.quickActions.newService, section: 'servicios', icon: Tv, create: true },
  { label: dashboardUi.quickActions.newAccount, section: 'cuentas', icon: KeyRound, create: true },
  {
    label: dashboardUi.quickActions.viewMovements,
    section: 'movimientos',
    icon: ArrowLeftRight,
    create: false,
  },
];

export interface QuickActionsProps {
  /** Whether the user may open a section (the sections config decides). */
  canOpen: (section: Section) => boolean;
  onOpen: (section: Section, options: { create: boolean }) => void;
}

/** Shortcuts to the sections the user may open. */
export function QuickActions({ canOpen, onOpen }: QuickActionsProps) {
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {ACTIONS.filter((action) => canOpen(action.section)).map(({ label, section, icon: Icon, create }) => (
        <Button
          key={label}
          variant="secondary"
          className="justify-start"
          onClick={() => onOpen(section, { create })}
        >
          <Icon aria-hidden className="size-4 text-primary" />
          {label}
        </Button>
      ))}
    </div>
  );
}
