import { useNavigate } from 'react-router';
import { dashboardUi } from '#shared/messages/dashboard';
import { useDashboard } from '@/api/dashboard/get-dashboard';
import { Card } from '@/components/ui/card';
import { canOpenSection, sectionHref } from '@/config/sections';
import { ActivityPanel } from '@/features/dashboard/components/activity-panel';
import { ByServicePanel } from '@/features/dashboard/components/by-service-panel';
import { ExpiryPanel } from '@/features/dashboard/components/expiry-panel';
import { IncomePanel } from '@/features/dashboard/components/income-panel';
import { MarginPanel } from '@/features/dashboard/components/margin-panel';
import { ByComboPanel, ByPlanPanel } from '@/features/dashboard/components/sales-lines-panel';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { TotalsGrid } from '@/features/dashboard/components/totals-grid';
import { useSession } from '@/lib/auth';

/**
 * Panel de Control: greeting, the four totals, quick actions, and what the business did and
 * owes: expiry, recent activity and, for those who may see Movimientos, the money panels
 * (income by month, this month by service, the margin, by plan and by combo). The chart library loads with this
 * route's chunk only (decision 013).
 */
function DashboardRoute() {
  const { data: user } = useSession();
  const navigate = useNavigate();
  const dashboard = useDashboard();
  if (!user) return null;
  // The server answers `money: null` by the same rule; this only spares empty money cards.
  const showMoney = canOpenSection(user, 'movimientos');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">
          {dashboardUi.greeting(user.name || user.username)}
        </h2>
        <p className="mt-1 text-sm text-muted">{dashboardUi.subtitle}</p>
      </div>
      <TotalsGrid />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-5">
          <h3 className="mb-4 text-base font-semibold">{dashboardUi.quickActionsTitle}</h3>
          {/* Each shortcut shows only to users allowed into its section. */}
          <QuickActions
            canOpen={(section) => canOpenSection(user, section)}
            onOpen={(section, options) => void navigate(sectionHref(section, options))}
          />
        </Card>
        <ExpiryPanel query={dashboard} showMoney={showMoney} />
        {showMoney && <IncomePanel query={dashboard} />}
        <ActivityPanel
          query={dashboard}
          showMoney={showMoney}
          className={showMoney ? undefined : 'lg:col-span-2'}
        />
        {showMoney && <ByServicePanel query={dashboard} />}
        {showMoney && <MarginPanel query={dashboard} />}
        {showMoney && <ByPlanPanel query={dashboard} />}
        {showMoney && <ByComboPanel query={dashboard} />}
      </div>
    </div>
  );
}

export { DashboardRoute as Component };
