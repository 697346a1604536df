import type { UseQueryResult } from '@tanstack/react-query';
import { formatCop } from '#shared/domain/money';
import { dashboardUi } from '#shared/messages/dashboard';
import type { Dashboard } from '#shared/schemas/dashboard';
import { Table, Td, Th } from '@/components/ui/table';
import { DashboardPanel, RowHeader } from './dashboard-panel';

const texts = dashboardUi.byPlan;

const planLines = (data: Dashboard) => data.money?.thisMonthByPlan ?? [];

export interface ByPlanPanelProps {
  query: UseQueryResult<Dashboard>;
  className?: string;
}

/** Sales and income of each plan this month, most income first (issue 25, decision 042). */
export function ByPlanPanel({ query, className }: ByPlanPanelProps) {
  return (
    <DashboardPanel
      title={texts.title}
      description={texts.description}
      query={query}
      testId="dashboard-by-plan"
      className={className}
      isEmpty={(data) => planLines(data).length === 0}
      empty={{ title: texts.empty, body: texts.emptyBody }}
    >
      {(data) => (
        <Table>
          <caption className="sr-only">{texts.title}</caption>
          <thead>
            <tr>
              <Th>{texts.plan}</Th>
              <Th className="text-right">{texts.sales}</Th>
              <Th className="text-right">{texts.income}</Th>
            </tr>
          </thead>
          <tbody>
            {planLines(data).map((line) => (
              <tr key={line.id ?? 0}>
                <RowHeader className="w-full">{line.name}</RowHeader>
                <Td className="text-right tabular-nums">{line.sales}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{formatCop(line.income)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </DashboardPanel>
  );
}
