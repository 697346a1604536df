import clsx from 'clsx';
import { CircleCheck, CircleX, Clock, LoaderCircle, MessageCircle } from 'lucide-react';
import { sendQueueUi } from '#shared/messages/messaging';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { SendItem, SendQueue, SendStatus } from '../hooks/use-send-queue';

const t = sendQueueUi;

const icons: Record<SendStatus, typeof Clock> = {
  pending: Clock,
  sending: LoaderCircle,
  sent: CircleCheck,
  failed: CircleX,
};

const tones: Record<SendStatus, string> = {
  pending: 'text-muted',
  sending: 'text-primary',
  sent: 'text-success',
  failed: 'text-danger',
};

function ItemRow({ item, onResend, busy }: { item: SendItem; onResend: () => void; busy: boolean }) {
  const Icon = icons[item.status];
  return (
    <li className="flex items-start gap-2 py-1.5 text-sm">
      <Icon
        aria-hidden
        className={clsx(
          'mt-0.5 size-4 shrink-0',
          tones[item.status],
          item.status === 'sending' && 'animate-spin',
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{item.message.clientName}</p>
        {item.error ? <p className="text-xs text-danger">{item.error}</p> : null}
        {item.status === 'failed' && item.canResend ? (
          <Button variant="secondary" size="sm" className="mt-1" onClick={onResend} disabled={busy}>
            {t.resend}
          </Button>
        ) : null}
      </div>
      <span className={clsx('shrink-0 text-xs font-semibold', tones[item.status])}>
        {t.status[item.status]}
      </span>
    </li>
  );
}

/**
 * The progress of a batch of WhatsApp messages: a bar, each message's state, and, once the
 * browser blocks the automatic windows, the button that opens the next one with a click.
 */
export function SendQueueView({ queue }: { queue: SendQueue }) {
  const total = queue.items.length;
  const failed = queue.doneCount - queue.sentCount;
  const position = queue.current ? queue.items.indexOf(queue.current) + 1 : total;
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <ProgressBar value={total === 0 ? 100 : (queue.doneCount / total) * 100} label={t.progressLabel} />
        <p className="text-xs text-muted" aria-live="polite">
          {t.progress(queue.doneCount, total)}
        </p>
      </div>
      {queue.mode === 'stepped' && queue.current ? (
        <>
          <Alert tone="info">{t.blockedNotice}</Alert>
          <Button className="w-full" onClick={queue.next} disabled={queue.busy}>
            <MessageCircle aria-hidden className="size-4" />
            {queue.busy ? t.sending : t.openNext(queue.current.message.clientName, position, total)}
          </Button>
        </>
      ) : null}
      {queue.mode === 'done' ? (
        <Alert tone={failed > 0 ? 'error' : 'success'}>
          {failed > 0 ? t.doneWithFailures(queue.sentCount, failed) : t.doneAll(queue.sentCount)}
        </Alert>
      ) : null}
      <ul className="max-h-60 divide-y divide-border overflow-y-auto">
        {queue.items.map((item, index) => (
          <ItemRow
            key={item.message.key}
            item={item}
            busy={queue.busy}
            onResend={() => queue.resend(index)}
          />
        ))}
      </ul>
    </div>
  );
}
