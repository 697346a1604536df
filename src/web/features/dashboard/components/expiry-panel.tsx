import type { UseQueryResult } from '@tanstack/react-query';
import { AlarmClock, ChevronRight, CircleX, HandCoins, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { formatDisplayDate } from '#shared/domain/business-time';
import { formatCop } from '#shared/domain/money';
import { dashboardUi } from '#shared/messages/dashboard';
import type { Dashboard } from '#shared/schemas/dashboard';
import { ACCOUNT_FILTER_PARAMS } from '@/config/paths';
import { sectionHref } from '@/config/sections';
import { DashboardPanel } from './dashboard-panel';

const texts = dashboardUi.expiry;

/** The Cuentas list filtered as each count of this panel was taken (decision 012). */
export const expiryLinks = {
  expired: sectionHref('cuentas', { params: { [ACCOUNT_FILTER_PARAMS.expiryFilter]: 'expired' } }),
  expiring: sectionHref('cuentas', { params: { [ACCOUNT_FILTER_PARAMS.expiryFilter]: 'expiring' } }),
  providerDue: sectionHref('cuentas', { params: { [ACCOUNT_FILTER_PARAMS.providerDue]: 'true' } }),
};

interface RowProps {
  to: string;
  icon: LucideIcon;
  tone: 'danger' | 'warning' | 'primary';
  text: string;
  count: number;
  testId: string;
}

function ExpiryRow({ to, icon: Icon, tone, text, count, testId }: RowProps) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className="flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Icon
        aria-hidden
        className={clsx(
          'size-5 shrink-0',
          count === 0
            ? 'text-muted'
            : { danger: 'text-danger', warning: 'text-warning', primary: 'text-primary' }[tone],
        )}
      />
      <span className="min-w-0 flex-1 text-sm">{text}</span>
      <span className="hidden shrink-0 text-xs text-muted sm:inline">{texts.see}</span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" />
    </Link>
  );
}

/** The panel's three lines: what each counts, how it reads and where it leads. */
const expiryRows = (expiry: Dashboard['expiry']): RowProps[] => [
  {
    to: expiryLinks.expired,
    icon: CircleX,
    tone: 'danger',
    count: expiry.expiredProfiles,
    text: texts.expired(expiry.expiredProfiles, expiry.expiredAccounts),
    testId: 'expiry-expired',
  },
  {
    to: expiryLinks.expiring,
    icon: AlarmClock,
    tone: 'warning',
    count: expiry.expiringProfiles,
    text: texts.expiring(expiry.expiringProfiles, expiry.expiringAccounts),
    testId: 'expiry-expiring',
  },
  {
    to: expiryLinks.providerDue,
    icon: HandCoins,
    tone: 'primary',
    count: expiry.providerDueAccounts,
    text: texts.providerDue(expiry.providerDueAccounts),
    testId: 'expiry-provider',
  },
];

export interface ExpiryPanelProps {
  query: UseQueryResult<Dashboard>;
  /** Whether to show the supplier's cost (money: only with access to Movimientos). */
  showMoney: boolean;
  className?: string;
}

/** Profiles expired and expiring this week and suppliers due, each opening the filtered Cuentas list. */
export function ExpiryPanel({ query, showMoney, className }: ExpiryPanelProps) {
  return (
    <DashboardPanel
      title={texts.title}
      description={texts.description(query.data?.expiry.windowDays ?? 5)}
      query={query}
      testId="dashboard-expiry"
      className={className}
      isEmpty={({ expiry }) =>
        expiry.expiredProfiles === 0 && expiry.expiringProfiles === 0 && expiry.providerDueAccounts === 0
      }
      empty={{ title: texts.empty, body: texts.emptyBody }}
    >
      {({ expiry }) => (
        <div className="-mx-2 flex flex-col">
          {expiryRows(expiry).map((row) => (
            <ExpiryRow key={row.testId} {...row} />
          ))}
          {expiry.providerDue.length > 0 && (
            <ul className="ml-10 flex flex-col gap-1 pb-1 text-xs text-muted" data-testid="provider-due-list">
              {expiry.providerDue.map((account) => (
                <li key={account.id} className="break-words">
                  <span className="font-medium text-foreground">{account.serviceName}</span> ·{' '}
                  {account.username} ·{' '}
                  {account.providerRenewalDate
                    ? texts.dueOn(formatDisplayDate(account.providerRenewalDate))
                    : texts.noDate}
                  {showMoney && account.providerCost !== null && ` · ${formatCop(account.providerCost)}`}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </DashboardPanel>
  );
}
