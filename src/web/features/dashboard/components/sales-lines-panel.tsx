import type { UseQueryResult } from '@tanstack/react-query';
import { formatCop } from '#shared/domain/money';
import { dashboardUi } from '#shared/messages/dashboard';
import type { Dashboard } from '#shared/schemas/dashboard';
import type { SalesLine } from '#shared/schemas/movements';
import { Table, Td, Th } from '@/components/ui/table';
import { DashboardPanel, RowHeader } from './dashboard-panel';

export interface SalesLinesPanelProps {
  query: UseQueryResult<Dashboard>;
  className?: string;
}

interface PanelTexts {
  title: string;
  description: string;
  empty: string;
  emptyBody: string;
  sales: string;
  income: string;
}

/** This month's sales and income by one key (a plan, a combo), most income first. */
function SalesLinesPanel({
  query,
  className,
  texts,
  column,
  linesOf,
  testId,
}: SalesLinesPanelProps & {
  texts: PanelTexts;
  column: string;
  linesOf: (data: Dashboard) => readonly SalesLine[];
  testId: string;
}) {
  return (
    <DashboardPanel
      title={texts.title}
      description={texts.description}
      query={query}
      testId={testId}
      className={className}
      isEmpty={(data) => linesOf(data).length === 0}
      empty={{ title: texts.empty, body: texts.emptyBody }}
    >
      {(data) => (
        <Table>
          <caption className="sr-only">{texts.title}</caption>
          <thead>
            <tr>
              <Th>{column}</Th>
              <Th className="text-right">{texts.sales}</Th>
              <Th className="text-right">{texts.income}</Th>
            </tr>
          </thead>
          <tbody>
            {linesOf(data).map((line) => (
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

/** Sales and income of each plan this month, most income first (issue 25, decision 042). */
export function ByPlanPanel(props: SalesLinesPanelProps) {
  return (
    <SalesLinesPanel
      {...props}
      texts={dashboardUi.byPlan}
      column={dashboardUi.byPlan.plan}
      linesOf={(data) => data.money?.thisMonthByPlan ?? []}
      testId="dashboard-by-plan"
    />
  );
}

/** Sales and income of each combo this month, most income first (issue 25, decision 047). */
export function ByComboPanel(props: SalesLinesPanelProps) {
  return (
    <SalesLinesPanel
      {...props}
      texts={dashboardUi.byCombo}
      column={dashboardUi.byCombo.combo}
      linesOf={(data) => data.money?.thisMonthByCombo ?? []}
      testId="dashboard-by-combo"
    />
  );
}
