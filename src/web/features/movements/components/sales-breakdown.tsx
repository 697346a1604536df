import type { SalesLine } from '#shared/schemas/movements';
import { formatCop } from '#shared/domain/money';
import { movementsUi } from '#shared/messages/movements';
import { Card } from '@/components/ui/card';

const s = movementsUi.stats;

/**
 * Ventas por plan of the filtered period (issue 25, decision 042): the sales and renewals made by
 * a plan, from the sums the database keeps. Nothing is shown while no movement names a plan.
 */
export function SalesByPlan({ lines }: { lines: readonly SalesLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Card className="p-3 sm:p-4">
      <h2 className="text-sm font-semibold">{s.byPlan}</h2>
      <p className="text-xs text-muted">{s.byPlanNote}</p>
      <table className="mt-2 w-full text-sm" data-testid="sales-by-plan">
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="py-1 font-medium">
              {s.plan}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {s.sales}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {s.planIncome}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id ?? 0} className="border-t border-border">
              <td className="py-1 pr-2">{line.name}</td>
              <td className="py-1 text-right tabular-nums">{line.sales}</td>
              <td className="py-1 text-right tabular-nums whitespace-nowrap">{formatCop(line.income)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
