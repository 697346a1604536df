import type { MovementStats, SalesLine } from '#shared/schemas/movements';
import { formatCop } from '#shared/domain/money';
import { movementsUi } from '#shared/messages/movements';
import { Card } from '@/components/ui/card';

const s = movementsUi.stats;

interface SalesBreakdownProps {
  title: string;
  note: string;
  /** The header of the name column: Plan, Combo. */
  column: string;
  lines: readonly SalesLine[];
  testId: string;
}

/** One breakdown of the filtered period's sales (by plan, by combo): name, sales, net income. */
function SalesBreakdown({ title, note, column, lines, testId }: SalesBreakdownProps) {
  return (
    <Card className="min-w-0 p-3 sm:p-4">
      <h2 className="text-sm font-semibold">{title}</h2>
      <p className="text-xs text-muted">{note}</p>
      <table className="mt-2 w-full text-sm" data-testid={testId}>
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="py-1 font-medium">
              {column}
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              {s.sales}
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              {s.planIncome}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id ?? 0} className="border-t border-border">
              <td className="py-1 pr-2">{line.name}</td>
              <td className="py-1 pl-3 text-right tabular-nums">{line.sales}</td>
              <td className="py-1 pl-3 text-right tabular-nums whitespace-nowrap">
                {formatCop(line.income)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/**
 * Ventas por plan and Ventas por combo of the filtered period (issue 25; decisions 042, 047):
 * the sales and renewals made by a plan or of a combo, from the sums the database keeps, side by
 * side on a wide screen. A breakdown with no line is not shown (a shop without plans or combos).
 */
export function SalesByPlanAndCombo({
  stats,
}: {
  stats: Pick<MovementStats, 'salesByPlan' | 'salesByCombo'>;
}) {
  const breakdowns = [
    stats.salesByPlan.length > 0 && (
      <SalesBreakdown
        key="plan"
        title={s.byPlan}
        note={s.byPlanNote}
        column={s.plan}
        lines={stats.salesByPlan}
        testId="sales-by-plan"
      />
    ),
    stats.salesByCombo.length > 0 && (
      <SalesBreakdown
        key="combo"
        title={s.byCombo}
        note={s.byComboNote}
        column={s.combo}
        lines={stats.salesByCombo}
        testId="sales-by-combo"
      />
    ),
  ].filter(Boolean);
  if (breakdowns.length === 0) return null;
  return <div className="grid items-start gap-3 lg:grid-cols-2">{breakdowns}</div>;
}
