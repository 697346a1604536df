import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { formatCop } from '#shared/domain/money';
import { ui } from '#shared/messages/ui';
import type { Dashboard } from '#shared/schemas/dashboard';
import { Table, Td, Th } from '@/components/ui/table';
import { BarChart } from './bar-chart';
import { DashboardPanel, RowHeader } from './dashboard-panel';

const texts = ui.dashboard.margin;

/** The services some of whose accounts carry a provider cost (decision 012). */
const costedLines = (data: Dashboard) =>
  (data.money?.thisMonthByService ?? []).filter((line) => line.providerCost !== null);

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
        const month = data.money?.thisMonth;
        return (
          <>
            <BarChart
              labels={lines.map((line) => line.serviceName ?? '')}
              series={[lines.map((line) => line.income), lines.map((line) => line.providerCost ?? 0)]}
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
            <Table className="mt-3">
              <caption className="sr-only">{texts.title}</caption>
              <thead>
                <tr>
                  <Th>{texts.service}</Th>
                  <Th className="text-right">{texts.income}</Th>
                  <Th className="text-right">{texts.providerCost}</Th>
                  <Th className="text-right">{texts.margin}</Th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={`${line.serviceId ?? 'x'}-${line.serviceName ?? ''}`}>
                    <RowHeader>{line.serviceName}</RowHeader>
                    <Td className="text-right whitespace-nowrap tabular-nums">{formatCop(line.income)}</Td>
                    <Td className="text-right whitespace-nowrap tabular-nums">
                      {formatCop(line.providerCost ?? 0)}
                    </Td>
                    <Td
                      className={clsx(
                        'text-right font-semibold whitespace-nowrap tabular-nums',
                        (line.margin ?? 0) < 0 && 'text-danger',
                      )}
                    >
                      {formatCop(line.margin ?? 0)}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        );
      }}
    </DashboardPanel>
  );
}
