import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { formatCop } from '#shared/domain/money';
import { dashboardUi } from '#shared/messages/dashboard';
import type { Dashboard } from '#shared/schemas/dashboard';
import { BarChart } from './bar-chart';
import { DashboardPanel } from './dashboard-panel';

const texts = dashboardUi.margin;

/** Bars a chart can hold and stay readable on a phone; the list below has every service. */
const CHART_SERVICES = 6;

/** The services some of whose accounts carry a provider cost (decision 012). */
const costedLines = (data: Dashboard) =>
  (data.money?.thisMonthByService ?? []).filter((line) => line.providerCost !== null);

function Amount({ label, pesos, strong = false }: { label: string; pesos: number; strong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={clsx('tabular-nums', strong && 'font-semibold', pesos < 0 && 'text-danger')}>
        {formatCop(pesos)}
      </dd>
    </div>
  );
}

export interface MarginPanelProps {
  query: UseQueryResult<Dashboard>;
  className?: string;
}

/** This month's income against the provider costs, per service: what is left of each. */
export function MarginPanel({ query, className }: MarginPanelProps) {
  return (
    <DashboardPanel
      title={texts.title}
      description={texts.description}
      query={query}
      testId="dashboard-margin"
      className={className}
      isEmpty={(data) => costedLines(data).length === 0}
      empty={{ title: texts.empty, body: texts.emptyBody }}
    >
      {(data) => {
        const lines = costedLines(data);
        // With many services the bars crowd into a smear: the chart shows those that earn most.
        const charted = [...lines].sort((a, b) => b.income - a.income).slice(0, CHART_SERVICES);
        const month = data.money?.thisMonth;
        return (
          <>
            {lines.length > CHART_SERVICES && (
              <p className="mb-2 text-xs text-muted">{texts.chartTop(CHART_SERVICES)}</p>
            )}
            <BarChart
              labels={charted.map((line) => line.serviceName ?? '')}
              series={[charted.map((line) => line.income), charted.map((line) => line.providerCost ?? 0)]}
              colors={['primary', 'danger']}
              maxLabelLength={10}
            />
            <ul aria-hidden className="mt-2 flex gap-4 text-xs text-muted">
              <li className="flex items-center gap-1.5">
                <span className="size-2.5 rounded-sm bg-primary" />
                {texts.legendIncome}
              </li>
              <li className="flex items-center gap-1.5">
                <span className="size-2.5 rounded-sm bg-danger" />
                {texts.legendCost}
              </li>
            </ul>
            {month && (
              <p className="mt-3 text-sm text-muted" data-testid="margin-summary">
                {texts.summary(
                  formatCop(month.income),
                  formatCop(month.providerCost),
                  formatCop(month.margin),
                )}
              </p>
            )}
            {/* A list rather than a table: three amounts per service fit a phone without scrolling. */}
            <ul className="mt-3 divide-y divide-border border-t border-border">
              {lines.map((line) => (
                <li
                  key={`${line.serviceId ?? 'x'}-${line.serviceName ?? ''}`}
                  className="py-2.5"
                  data-testid="margin-line"
                >
                  <p className="text-sm font-medium break-words">{line.serviceName}</p>
                  <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
                    <Amount label={texts.income} pesos={line.income} />
                    <Amount label={texts.providerCost} pesos={line.providerCost ?? 0} />
                    <Amount label={texts.margin} pesos={line.margin ?? 0} strong />
                  </dl>
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </DashboardPanel>
  );
}
