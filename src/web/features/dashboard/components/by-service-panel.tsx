import type { UseQueryResult } from '@tanstack/react-query';
import { formatCop } from '#shared/domain/money';
import { dashboardUi } from '#shared/messages/dashboard';
import type { Dashboard } from '#shared/schemas/dashboard';
import { Table, Td, Th } from '@/components/ui/table';
import { DashboardPanel, RowHeader } from './dashboard-panel';

const texts = dashboardUi.byService;

/** This month's lines with sales or income (a service with only a provider cost is the margin's). */
const soldLines = (data: Dashboard) =>
  (data.money?.thisMonthByService ?? []).filter((line) => line.sales !== 0 || line.income !== 0);

export interface ByServicePanelProps {
  query: UseQueryResult<Dashboard>;
  className?: string;
}

/** Sales and income of each service this month, most income first, with the month's total. */
export function ByServicePanel({ query, className }: ByServicePanelProps) {
  return (
    <DashboardPanel
      title={texts.title}
      description={texts.description}
      query={query}
      testId="dashboard-by-service"
      className={className}
      isEmpty={(data) => soldLines(data).length === 0}
      empty={{ title: texts.empty, body: texts.emptyBody }}
    >
      {(data) => {
        const lines = soldLines(data);
        const top = Math.max(1, ...lines.map((line) => line.income));
        const month = data.money?.thisMonth;
        return (
          <Table>
            <caption className="sr-only">{texts.title}</caption>
            <thead>
              <tr>
                <Th>{texts.service}</Th>
                <Th className="text-right">{texts.sales}</Th>
                <Th className="text-right">{texts.income}</Th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={`${line.serviceId ?? 'x'}-${line.serviceName ?? ''}`}>
                  <RowHeader className="w-full">
                    <span className="block">{line.serviceName ?? texts.noService}</span>
                    {/* The share of the best service's income, a bar the eye compares at once. */}
                    <span aria-hidden className="mt-1 block h-1.5 rounded-full bg-primary-soft">
                      <span
                        className="block h-full rounded-full bg-primary"
                        style={{ width: `${Math.max(0, (line.income / top) * 100)}%` }}
                      />
                    </span>
                  </RowHeader>
                  <Td className="text-right tabular-nums">{line.sales}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{formatCop(line.income)}</Td>
                </tr>
              ))}
            </tbody>
            {month && (
              <tfoot>
                <tr className="font-semibold [&_th]:font-semibold">
                  <RowHeader>{texts.total}</RowHeader>
                  <Td className="text-right tabular-nums" data-testid="by-service-total-sales">
                    {month.sales}
                  </Td>
                  <Td
                    className="text-right whitespace-nowrap tabular-nums"
                    data-testid="by-service-total-income"
                  >
                    {formatCop(month.income)}
                  </Td>
                </tr>
              </tfoot>
            )}
          </Table>
        );
      }}
    </DashboardPanel>
  );
}
