import clsx from 'clsx';
import { avisosUi } from '#shared/messages/avisos';
import type { Reminders } from '@/api/reminders/get-reminders';
import { Card } from '@/components/ui/card';

const t = avisosUi.counts;

/** The four figures at the top: whom to write to, who was already handled, how much is due. */
export function AvisosCounts({ counts }: { counts: Reminders['counts'] }) {
  const figures = [
    { label: t.toRemind, value: counts.clients - counts.remindedToday, tone: 'text-primary' },
    { label: t.remindedToday, value: counts.remindedToday, tone: 'text-success' },
    { label: t.expired, value: counts.expired, tone: 'text-danger' },
    { label: t.expiring, value: counts.expiring, tone: 'text-warning' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        <Card key={figure.label} className="p-4">
          <dt className="text-xs font-medium text-muted">{figure.label}</dt>
          <dd className={clsx('mt-1 text-2xl font-bold tabular-nums', figure.tone)}>{figure.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
