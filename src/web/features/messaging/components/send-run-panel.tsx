import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircle, Pause, Play, SkipForward, Square } from 'lucide-react';
import type { SendRunOutcome } from '#shared/domain/send-runs';
import { commonMessages, commonUi } from '#shared/messages/common';
import { sendQueueUi } from '#shared/messages/messaging';
import { sendRunUi as t } from '#shared/messages/send-runs';
import type { SendRun, SendRunItem } from '#shared/schemas/send-runs';
import { useAfterNotification } from '@/api/notification-log/record-notification';
import { changeSendRunStatus } from '@/api/send-runs/change-send-run-status';
import { sendRunsQueryKey, useSendRun } from '@/api/send-runs/get-send-run';
import { nextSendRunItem } from '@/api/send-runs/next-send-run-item';
import { reportSendRunItem } from '@/api/send-runs/report-send-run-item';
import { incidentsQueryKey } from '@/api/incidents/get-incidents';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { navigateWindow, reserveWindow } from '../utils/open-whatsapp';

/** The run's figures: a bar, how many of how many, and the time left at the pace so far. */
function RunProgress({ run }: { run: SendRun }) {
  const { done, total, skipped } = run.progress;
  return (
    <div className="space-y-1">
      <ProgressBar value={total === 0 ? 100 : (done / total) * 100} label={t.progressLabel} />
      <p className="text-xs text-muted" aria-live="polite">
        {sendQueueUi.progress(done, total)}
        {skipped > 0 && ` · ${skipped} omitidos`}
        {' · '}
        {run.status !== 'active' && run.status !== 'paused'
          ? t.statusLabels[run.status]
          : run.etaMinutes === null
            ? t.etaUnknown
            : t.eta(run.etaMinutes)}
      </p>
    </div>
  );
}

/** Pausar / Reanudar and Detener (asked once more: the clients left get nothing). */
function RunControls({
  run,
  busy,
  onAction,
}: {
  run: SendRun;
  busy: boolean;
  onAction: (action: 'pause' | 'resume' | 'stop') => void;
}) {
  const [stopping, setStopping] = useState(false);
  if (run.status !== 'active' && run.status !== 'paused') return null;
  if (stopping)
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-danger/50 p-3">
        <p className="text-sm">{t.stopConfirm}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="danger" disabled={busy} onClick={() => onAction('stop')}>
            <Square aria-hidden className="size-4" />
            {t.stop}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setStopping(false)}>
            {commonUi.cancel}
          </Button>
        </div>
      </div>
    );
  return (
    <div className="flex flex-wrap gap-2">
      {run.status === 'active' ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction('pause')}>
          <Pause aria-hidden className="size-4" />
          {t.pause}
        </Button>
      ) : (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction('resume')}>
          <Play aria-hidden className="size-4" />
          {t.resume}
        </Button>
      )}
      <Button size="sm" variant="ghost" disabled={busy} onClick={() => setStopping(true)}>
        <Square aria-hidden className="size-4" />
        {t.stop}
      </Button>
    </div>
  );
}

/**
 * A send run (docs/decisions/052): the progress every staff member working it sees, the
 * controls, and this staff member's current client with the message and the one click that
 * records it and opens the wa.me chat. Outside the sending hours the click asks first.
 */
export function SendRunPanel({ runId }: { runId: number }) {
  const queryClient = useQueryClient();
  const afterSent = useAfterNotification();
  const query = useSendRun(runId);
  const run = query.data;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const setRun = useCallback(
    (next: SendRun) => queryClient.setQueryData([...sendRunsQueryKey, runId], next),
    [queryClient, runId],
  );

  // This staff member's client while the run is active: POST .../next answers the same one
  // until its outcome is reported (a reload gets it back), so asking again is harmless.
  const nextQuery = useQuery({
    // Asked again when the run resumes: a pause put back the client this screen had.
    queryKey: [...sendRunsQueryKey, runId, 'item', run?.status],
    queryFn: () => nextSendRunItem(runId),
    enabled: run?.status === 'active',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const item: SendRunItem | null | undefined = nextQuery.data;

  const report = async (outcome: SendRunOutcome) => {
    if (!item || busy) return;
    setError(null);
    // Opened now, while the click still counts as a user gesture; pointed at wa.me once recorded.
    const target = outcome === 'sent' ? reserveWindow() : null;
    if (outcome === 'sent' && !target) {
      setError(sendQueueUi.blocked);
      return;
    }
    setBusy(true);
    try {
      setRun(await reportSendRunItem(runId, item.id, outcome));
      if (target) navigateWindow(target, item.link);
      if (outcome === 'sent') {
        afterSent();
        void queryClient.invalidateQueries({ queryKey: incidentsQueryKey });
      }
      setConfirming(false);
      await nextQuery.refetch();
    } catch (failure) {
      target?.close();
      setError(errorMessage(failure, sendQueueUi.recordFailed));
    } finally {
      setBusy(false);
    }
  };

  const open = () => {
    if (item?.outsideHours && !confirming) {
      setConfirming(true);
      return;
    }
    void report('sent');
  };

  const act = async (action: 'pause' | 'resume' | 'stop') => {
    setBusy(true);
    setError(null);
    try {
      setRun(await changeSendRunStatus(runId, action));
      void queryClient.invalidateQueries({ queryKey: sendRunsQueryKey });
    } catch (failure) {
      setError(errorMessage(failure, t.actionFailed));
    } finally {
      setBusy(false);
    }
  };

  if (!run)
    return query.isError ? (
      <Alert tone="error">{errorMessage(query.error, t.loadFailed)}</Alert>
    ) : (
      <Spinner label={commonMessages.loading} />
    );
  const current = run.status === 'active' ? item : null;
  const hours = run.sendingHours;
  return (
    <section aria-label={t.titleOf(run.id)} data-testid="send-run-panel" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t.titleOf(run.id)}</h3>
        <span className="rounded-full border border-border bg-surface-2 px-2 py-0.5 text-xs font-medium">
          {t.statusLabels[run.status]}
        </span>
      </div>
      <RunProgress run={run} />
      <RunControls run={run} busy={busy} onAction={(action) => void act(action)} />
      {run.status === 'active' && run.outsideHours && (
        <Alert tone="info">{t.outsideHoursNotice(hours.start, hours.end)}</Alert>
      )}
      {run.status === 'paused' && <Alert tone="info">{t.pausedNotice}</Alert>}
      {run.status === 'stopped' && <Alert tone="info">{t.stoppedNotice}</Alert>}
      {run.status === 'done' && <Alert tone="success">{sendQueueUi.doneAll(run.progress.sent)}</Alert>}
      {(error ?? (nextQuery.isError && run.status === 'active')) && (
        <Alert tone="error">{error ?? errorMessage(nextQuery.error, t.actionFailed)}</Alert>
      )}
      {current && (
        <div className="flex flex-col gap-2 rounded-lg border border-border p-3">
          <p className="text-sm">
            {t.current} <span className="font-semibold">{current.clientName}</span>
          </p>
          <p
            // Scrolls when long: a keyboard user reaches it with Tab.
            tabIndex={0}
            aria-label={t.messageLabel(current.clientName)}
            className="max-h-40 overflow-y-auto rounded-lg bg-surface-2 px-3 py-2 text-sm break-words whitespace-pre-wrap"
          >
            {current.message}
          </p>
          {confirming && <Alert tone="info">{t.outsideHours(hours.start, hours.end)}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button className="min-w-0 flex-1" disabled={busy} onClick={open}>
              <MessageCircle aria-hidden className="size-4 shrink-0" />
              <span className="truncate">
                {busy
                  ? sendQueueUi.sending
                  : confirming
                    ? t.openAnyway
                    : sendQueueUi.openNext(current.clientName, run.progress.done + 1, run.progress.total)}
              </span>
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => void report('skipped')}>
              <SkipForward aria-hidden className="size-4" />
              {t.skip}
            </Button>
          </div>
        </div>
      )}
      {run.status === 'active' && item === null && <Alert tone="info">{t.doneNotice}</Alert>}
    </section>
  );
}
