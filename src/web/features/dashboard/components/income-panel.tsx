import type { UseQueryResult } from '@tanstack/react-query';
import { formatCop } from '#shared/domain/money';
import { dashboardUi } from '#shared/messages/dashboard';
import type { Dashboard } from '#shared/schemas/dashboard';
import { longMonth, shortMonth } from '../utils/months';
import { BarChart } from './bar-chart';
import { DashboardPanel } from './dashboard-panel';

type MonthIncome = NonNullable<Dashboard['money']>['incomeByMonth'][number];

const texts = dashboardUi.income;

/** The 12 months' income in one sentence: the total, the best month and the current one. */
export function incomeSummary(months: MonthIncome[]): string {
  const [first, ...rest] = months;
  if (!first) return '';
  const total = months.reduce((sum, m) => sum + m.income, 0);
  const best = rest.reduce((top, m) => (m.income > top.income ? m : top), first);
  const current = months.at(-1) ?? first;
  return texts.summary(
    formatCop(total),
    longMonth(best.month),
    formatCop(best.income),
    formatCop(current.income),
  );
}

export interface IncomePanelProps {
  query: UseQueryResult<Dashboard>;
  className?: string;
}

/** Income of the last 12 months as bars, said in words and in a table for screen readers. */
export function IncomePanel({ query, className }: IncomePanelProps) {
  return (
    <DashboardPanel
      title={texts.title}
      description={texts.description}
      query={query}
      testId="dashboard-income"
      className={className}
      isEmpty={(data) =>
        !data.money || data.money.incomeByMonth.every((m) => m.income === 0 && m.sales === 0)
      }
      empty={{ title: texts.empty, body: texts.emptyBody }}
    >
      {(data) => {
        const months = data.money?.incomeByMonth ?? [];
        return (
          <>
            <BarChart
              labels={months.map((m) => shortMonth(m.month))}
              series={[months.map((m) => m.income), months.map((m) => m.collected)]}
              colors={['primary', 'success']}
            />
            <p className="mt-2 flex flex-wrap gap-x-4 text-xs text-muted" aria-hidden>
              <span className="inline-flex items-center gap-1">
                <span className="inline-block size-2.5 rounded-sm bg-[var(--cc-primary)]" />
                {texts.sold}
              </span>
              <span className="inline-flex items-center gap-1">
                <span className="inline-block size-2.5 rounded-sm bg-[var(--cc-success)]" />
                {texts.collected}
              </span>
            </p>
            <p className="mt-3 text-sm text-muted" data-testid="income-summary">
              {incomeSummary(months)}
            </p>
            {data.money && (
              <p className="mt-1 text-sm" data-testid="income-this-month">
                {texts.thisMonth(
                  formatCop(data.money.thisMonth.income),
                  formatCop(data.money.thisMonth.collected),
                  formatCop(data.money.thisMonth.outstanding),
                )}
              </p>
            )}
            <table className="sr-only">
              <caption>{texts.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.month}</th>
                  <th scope="col">{texts.sales}</th>
                  <th scope="col">{texts.sold}</th>
                  <th scope="col">{texts.collected}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{longMonth(m.month)}</th>
                    <td>{m.sales}</td>
                    <td>{formatCop(m.income)}</td>
                    <td>{formatCop(m.collected)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        );
      }}
    </DashboardPanel>
  );
}
