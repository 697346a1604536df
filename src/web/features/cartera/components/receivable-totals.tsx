import clsx from 'clsx';
import { formatCop } from '#shared/domain/money';
import { receivablesUi as t } from '#shared/messages/receivables';
import type { ReceivableList } from '#shared/schemas/payments';
import { Card } from '@/components/ui/card';

export interface ReceivableTotalsProps {
  /** The whole cartera's totals; undefined while they load. */
  totals: ReceivableList['totals'] | undefined;
}

/** Por cobrar, Vencido and Vencido +30 días: three cards above the list. */
export function ReceivableTotals({ totals }: ReceivableTotalsProps) {
  const cards = [
    { id: 'owed', label: t.totalOwed, value: totals?.owed, tone: 'text-foreground' },
    { id: 'overdue', label: t.totalOverdue, value: totals?.overdue, tone: 'text-warning' },
    { id: 'overdue30', label: t.totalOverdue30, value: totals?.overdue30, tone: 'text-danger' },
  ];
  return (
    // On a phone the three figures are rows (label, then the amount at the end): side by side, a
    // debt in the tens of millions does not fit a third of the screen.
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3" aria-live="polite">
      {cards.map((card) => (
        <Card
          key={card.id}
          className="flex min-w-0 flex-row items-baseline justify-between gap-2 px-3 py-2 sm:flex-col sm:items-start sm:justify-start sm:gap-1 sm:p-4"
          data-total={card.id}
        >
          <span className="text-xs text-muted sm:text-sm">{card.label}</span>
          <span className={clsx('text-lg font-semibold tabular-nums sm:text-2xl', card.tone)}>
            {card.value === undefined ? '…' : formatCop(card.value)}
          </span>
        </Card>
      ))}
    </div>
  );
}
