import type { ReactNode } from 'react';
import type { MovementTotals } from '#shared/domain/movement-totals';
import { formatCop } from '#shared/domain/money';
import { movementsMessages, movementsUi } from '#shared/messages/movements';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export interface MovementStatsPanelProps {
  /** null while the first numbers load. */
  totals: MovementTotals | null;
  /** The stats call failed: these were computed from the page shown, and the panel says so. */
  fromPage: boolean;
}

const s = movementsUi.stats;

function Stat({ id, label, value, note }: { id: string; label: string; value: ReactNode; note: string }) {
  return (
    <Card className="flex min-w-0 flex-col gap-1 p-3 sm:p-4" data-testid={`stat-${id}`}>
      <dt className="text-xs text-muted sm:text-sm">{label}</dt>
      <dd className="text-base font-semibold tabular-nums sm:text-2xl" data-testid={`stat-${id}-value`}>
        {value}
      </dd>
      {/* Phones keep the three numbers in one row; the notes come with a wider screen. */}
      <dd className="text-xs text-muted">{note}</dd>
    </Card>
  );
}

/**
 * Total ventas, Ingresos (vendido) and Ticket promedio of the whole filter (decision 012), then
 * Cobrado and Por cobrar (decision 036) when the server answered them.
 */
export function MovementStatsPanel({ totals, fromPage }: MovementStatsPanelProps) {
  return (
    <section aria-label={s.label} className="flex flex-col gap-2">
      {fromPage && <Alert tone="info">{movementsMessages.statsFallback}</Alert>}
      {totals ? (
        // One under the other on a phone: three side by side cut the amounts and drop their notes.
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Stat
            id="total-sales"
            label={s.totalSales}
            value={totals.totalSales}
            note={s.movements(totals.totalMovements)}
          />
          <Stat
            id="income"
            label={s.income}
            value={formatCop(totals.totalIncome)}
            note={
              totals.cancellations > 0
                ? s.cancelled(totals.cancellations, formatCop(totals.cancelledAmount))
                : s.noCancellations
            }
          />
          <Stat id="avg-ticket" label={s.avgTicket} value={formatCop(totals.avgTicket)} note={s.perSale} />
          {totals.totalCollected !== undefined && totals.totalOutstanding !== undefined && (
            <>
              <Stat
                id="collected"
                label={s.collected}
                value={formatCop(totals.totalCollected)}
                note={s.collectedNote}
              />
              <Stat
                id="outstanding"
                label={s.outstanding}
                value={formatCop(totals.totalOutstanding)}
                note={s.outstandingNote}
              />
            </>
          )}
        </dl>
      ) : (
        // As many placeholders as the answer has figures (the server always sends the two
        // cartera ones), so the list below does not move when they arrive.
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3" aria-hidden>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-[4.5rem] rounded-xl sm:h-[6.25rem]" />
          ))}
        </div>
      )}
    </section>
  );
}
