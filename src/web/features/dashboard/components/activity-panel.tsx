import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowDownLeft, ArrowUpRight, UserCheck, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { formatDisplayDate, formatDisplayDateTime } from '#shared/domain/business-time';
import { formatCop } from '#shared/domain/money';
import { dashboardUi } from '#shared/messages/dashboard';
import type { Dashboard } from '#shared/schemas/dashboard';
import { DashboardPanel } from './dashboard-panel';

const texts = dashboardUi.activity;
const ACTIVITY_COUNT = 8;

interface ActivityEntry {
  key: string;
  icon: LucideIcon;
  /** What happened. */
  title: string;
  /** To whom, and who did it. */
  detail: string;
  /** When, as shown; `at` orders the entries. */
  when: string;
  at: string;
  amount: number | null;
  negative: boolean;
}

const byWhom = (name: string | null) => (name ? texts.by(name) : texts.bySystem);

/** The latest movements and assignments in one timeline, newest recorded first. */
export function activityEntries(data: Dashboard): ActivityEntry[] {
  const movements = (data.money?.latestMovements ?? []).map((m): ActivityEntry => ({
    key: `m${m.id}`,
    icon: m.type === 'cancelacion' ? ArrowDownLeft : ArrowUpRight,
    title: texts.movement(dashboardUi.movementTypes[m.type], m.serviceName),
    detail: `${m.clientName ?? texts.noClient} · ${byWhom(m.createdByName)}`,
    // A movement happens on its (business) date, which may be earlier than when it was typed.
    when: formatDisplayDate(m.date),
    at: m.createdAt,
    amount: m.amount,
    negative: m.type === 'cancelacion',
  }));
  const assignments = data.latestAssignments.map((a): ActivityEntry => ({
    key: `a${a.id}`,
    icon: UserCheck,
    title: texts.assignment(a.serviceName),
    detail: `${texts.profileFor(a.profileName, a.clientName)} · ${byWhom(a.userName)}`,
    when: formatDisplayDateTime(a.createdAt),
    at: a.createdAt,
    // The price of a sale is money: only for those who may see Movimientos.
    amount: data.money ? a.amount : null,
    negative: false,
  }));
  return [...movements, ...assignments]
    .sort((x, y) => (x.at < y.at ? 1 : x.at > y.at ? -1 : x.key.localeCompare(y.key)))
    .slice(0, ACTIVITY_COUNT);
}

export interface ActivityPanelProps {
  query: UseQueryResult<Dashboard>;
  showMoney: boolean;
  className?: string;
}

/** Recent activity: who sold, renewed, cancelled or assigned what, and when. */
export function ActivityPanel({ query, showMoney, className }: ActivityPanelProps) {
  return (
    <DashboardPanel
      title={texts.title}
      description={showMoney ? texts.description : texts.descriptionNoMoney}
      query={query}
      testId="dashboard-activity"
      className={className}
      isEmpty={(data) => activityEntries(data).length === 0}
      empty={{ title: texts.empty, body: texts.emptyBody }}
    >
      {(data) => (
        <ul className="divide-y divide-border">
          {activityEntries(data).map(({ key, icon: Icon, title, detail, when, amount, negative }) => (
            <li key={key} className="flex items-start gap-3 py-2.5" data-testid="activity-entry">
              <Icon
                aria-hidden
                className={clsx('mt-0.5 size-4 shrink-0', negative ? 'text-danger' : 'text-primary')}
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium break-words">{title}</p>
                <p className="text-xs break-words text-muted">{detail}</p>
              </div>
              <div className="shrink-0 text-right">
                {amount !== null && (
                  <p className={clsx('text-sm font-semibold tabular-nums', negative && 'text-danger')}>
                    {negative ? `−${formatCop(amount)}` : formatCop(amount)}
                  </p>
                )}
                <p className="text-xs text-muted tabular-nums">{when}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
