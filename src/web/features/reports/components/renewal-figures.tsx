import clsx from 'clsx';
import { reportsUi } from '#shared/messages/reports';
import type { RenewalBucket, RenewalFigures } from '#shared/schemas/reports';
import { focusRing } from '@/components/ui/button';
import { formatRate, pesos } from './renewal-format';

export interface RenewalFiguresProps {
  figures: RenewalFigures;
  /** Opens the list behind a number. */
  onOpen: (bucket: RenewalBucket, label: string) => void;
}

const c = reportsUi.cards;

/** The report's numbers as cards; each one opens the profiles behind it. */
export function RenewalFiguresCards({ figures: f, onOpen }: RenewalFiguresProps) {
  const cards: { bucket: RenewalBucket; label: string; value: string; detail?: string; tone?: string }[] = [
    { bucket: 'due', label: c.due, value: String(f.due) },
    {
      bucket: 'renewed',
      label: c.renewed,
      value: String(f.renewed),
      detail: reportsUi.amountRenewed(pesos(f.renewedAmount)),
      tone: f.renewed > 0 ? 'text-success' : undefined,
    },
    {
      bucket: 'lost',
      label: c.lost,
      value: String(f.lost),
      detail: reportsUi.amountLost(pesos(f.lostAmount)),
      tone: f.lost > 0 ? 'text-danger' : undefined,
    },
    {
      bucket: 'pending',
      label: c.pending,
      value: String(f.pending),
      detail: reportsUi.amountPending(pesos(f.pendingAmount)),
    },
    { bucket: 'reminded', label: c.reminded, value: String(f.reminded) },
    { bucket: 'reminded_renewed', label: c.remindedRenewed, value: String(f.remindedRenewed) },
    {
      bucket: 'reminded_renewed',
      label: c.rateWithReminder,
      value: formatRate(f.rateWithReminder),
      detail: reportsUi.rateOf(f.remindedRenewed, f.reminded),
    },
    {
      bucket: 'unreminded_renewed',
      label: c.rateWithoutReminder,
      value: formatRate(f.rateWithoutReminder),
      detail: reportsUi.rateOf(f.unremindedRenewed, f.due - f.reminded),
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={reportsUi.title}>
      {cards.map((card) => (
        <li key={card.label}>
          <button
            type="button"
            onClick={() => onOpen(card.bucket, card.label)}
            aria-label={`${card.label}: ${card.value}${card.detail ? `, ${card.detail}` : ''}. ${reportsUi.showList(card.label)}`}
            data-testid={`renewal-card-${card.label}`}
            className={clsx(
              'flex h-full w-full flex-col gap-1 rounded-xl border border-border bg-surface p-3 text-left transition hover:bg-surface-2',
              focusRing,
            )}
          >
            <span className="text-xs font-medium text-muted">{card.label}</span>
            <span className={clsx('text-2xl font-semibold tabular-nums', card.tone)}>{card.value}</span>
            {card.detail && <span className="text-xs text-muted tabular-nums">{card.detail}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
