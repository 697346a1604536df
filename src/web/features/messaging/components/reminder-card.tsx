import clsx from 'clsx';
import { CircleCheck, MessageCircle, PhoneOff, SkipForward } from 'lucide-react';
import { businessToday, formatDisplayDate, formatDisplayTime } from '#shared/domain/business-time';
import { formatCop } from '#shared/domain/money';
import { avisosUi } from '#shared/messages/avisos';
import { messagingMessages } from '#shared/messages/messaging';
import { notificationsMessages } from '#shared/messages/notifications';
import type { Reminder } from '@/api/reminders/get-reminders';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { reminderErrorMessage, useRecordReminder } from '../hooks/use-record-reminder';

const t = avisosUi;

function daysTone(profile: Reminder['profiles'][number]) {
  return profile.state === 'expired' ? 'text-danger' : 'text-warning';
}

/** "Avisado hoy por Laura Gómez a las 9:14", in the business time zone, or "Aún sin avisar". */
function LastEntry({
  entry,
  today,
  timeZone,
}: {
  entry: Reminder['lastEntry'];
  today: string;
  timeZone?: string;
}) {
  if (!entry) return <p className="text-xs text-muted">{t.never}</p>;
  const day = businessToday(new Date(entry.createdAt), timeZone);
  const text = t.lastEntry(
    entry.outcome,
    day === today ? null : formatDisplayDate(day),
    entry.userName ?? notificationsMessages.systemSender,
    formatDisplayTime(entry.createdAt, timeZone),
  );
  return (
    <p className={clsx('flex items-center gap-1.5 text-xs', day === today ? 'text-success' : 'text-muted')}>
      {day === today && <CircleCheck aria-hidden className="size-3.5 shrink-0" />}
      {text}
    </p>
  );
}

/** "Último recordatorio: renovó el 12/11" or "… sin respuesta"; nothing while 7 days have not passed. */
function LastReminder({ last, timeZone }: { last: Reminder['lastReminder']; timeZone?: string }) {
  if (!last || last.outcome === 'pendiente') return null;
  if (last.outcome === 'sin_respuesta')
    return (
      <p className="text-xs text-muted" data-testid="last-reminder">
        {t.lastReminderNoAnswer}
      </p>
    );
  const day = businessToday(new Date(last.renewedAt ?? last.remindedAt), timeZone);
  return (
    <p className="text-xs text-muted" data-testid="last-reminder">
      {t.lastReminderRenewed(formatDisplayDate(day).slice(0, 5))}
    </p>
  );
}

export interface ReminderCardProps {
  reminder: Reminder;
  today: string;
  timeZone?: string;
}

/** One client to write to: their due profiles, the message ready, who wrote last, Enviar and Omitir. */
export function ReminderCard({ reminder, today, timeZone }: ReminderCardProps) {
  const record = useRecordReminder();
  const { client } = reminder;
  const busy = record.isPending;
  const handledToday = reminder.remindedToday;
  return (
    <Card
      data-testid="reminder"
      aria-label={client.name}
      className={clsx('flex flex-col gap-3 p-4', handledToday && 'opacity-80')}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{client.name}</h3>
          {client.phone ? (
            <p className="text-xs text-muted">{client.phone}</p>
          ) : (
            <p className="flex items-center gap-1 text-xs font-medium text-danger">
              <PhoneOff aria-hidden className="size-3.5" />
              {t.noPhone}
            </p>
          )}
        </div>
        <span className="rounded-full border border-border bg-surface-2 px-2 py-0.5 text-xs font-medium">
          {messagingMessages.typeLabels[reminder.suggestedType]}
        </span>
      </div>

      <ul className="divide-y divide-border rounded-lg border border-border text-sm">
        {reminder.profiles.map((profile) => (
          <li
            key={profile.profileId}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 px-3 py-2"
          >
            <span className="min-w-0">
              <span className="font-medium">{profile.serviceName}</span>
              <span className="text-muted"> · {profile.profileName}</span>
            </span>
            <span className="flex items-center gap-2 text-xs">
              {profile.expiryDate && profile.status !== 'expirado' && (
                <span className="text-muted">{t.expires(formatDisplayDate(profile.expiryDate))}</span>
              )}
              <span className={clsx('font-semibold', daysTone(profile))}>
                {profile.status === 'expirado' ? t.marked : t.days(profile.daysLeft)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm font-medium">{t.total(formatCop(reminder.total))}</p>

      <details className="group rounded-lg bg-surface-2 text-sm">
        <summary className="cursor-pointer px-3 py-2 font-medium select-none">{t.message}</summary>
        <p className="border-t border-border px-3 py-2 break-words whitespace-pre-wrap">{reminder.message}</p>
      </details>

      <LastEntry entry={reminder.lastEntry} today={today} timeZone={timeZone} />
      <LastReminder last={reminder.lastReminder} timeZone={timeZone} />
      {!client.phone && <Alert tone="error">{messagingMessages.noPhone}</Alert>}
      {record.isError && <Alert tone="error">{reminderErrorMessage(record.error)}</Alert>}

      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={handledToday ? 'secondary' : 'primary'}
          disabled={busy || !client.phone}
          onClick={() => record.mutate({ reminder, action: handledToday ? 'resend' : 'send' })}
        >
          <MessageCircle aria-hidden className="size-4" />
          {busy && record.variables?.action !== 'skip' ? t.sending : handledToday ? t.sendAgain : t.send}
        </Button>
        {!handledToday && (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => record.mutate({ reminder, action: 'skip' })}
          >
            <SkipForward aria-hidden className="size-4" />
            {t.skip}
          </Button>
        )}
      </div>
    </Card>
  );
}
