import { Clock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ui } from '#shared/messages/ui';
import { Card } from '@/components/ui/card';
import { canOpenSection, sectionHref } from '@/config/sections';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { TotalsGrid } from '@/features/dashboard/components/totals-grid';
import { useSession } from '@/lib/auth';

/** Panel de Control: greeting, the four totals, quick actions and the recent-activity list. */
function DashboardRoute() {
  const { data: user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">
          {ui.dashboard.greeting(user.name || user.username)}
        </h2>
        <p className="mt-1 text-sm text-muted">{ui.dashboard.subtitle}</p>
      </div>
      <TotalsGrid />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-5">
          <h3 className="mb-4 text-base font-semibold">{ui.dashboard.quickActionsTitle}</h3>
          {/* Each shortcut shows only to users allowed into its section. */}
          <QuickActions
            canOpen={(section) => canOpenSection(user, section)}
            onOpen={(section, options) => void navigate(sectionHref(section, options))}
          />
        </Card>
        <Card className="p-5">
          <h3 className="text-base font-semibold">{ui.dashboard.recentActivityTitle}</h3>
          <p className="mb-3 text-xs text-muted">{ui.dashboard.recentActivityNote}</p>
          <ul className="divide-y divide-border">
            {ui.dashboard.recentActivity.map((entry) => (
              <li key={entry.title} className="flex items-start gap-3 py-2.5">
                <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{entry.title}</p>
                  <p className="text-xs text-muted">{entry.detail}</p>
                </div>
                <span className="shrink-0 text-xs text-muted">{entry.when}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}

export { DashboardRoute as Component };
