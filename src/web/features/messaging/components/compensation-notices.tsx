import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageCircle, PhoneOff, Send, SkipForward } from 'lucide-react';
import { formatDisplayDate } from '#shared/domain/business-time';
import { whatsappMessageLink } from '#shared/domain/whatsapp';
import { incidentsUi as t } from '#shared/messages/incidents';
import { avisosUi } from '#shared/messages/avisos';
import { commonMessages } from '#shared/messages/common';
import { messagingMessages, sendQueueUi } from '#shared/messages/messaging';
import { sendRunUi } from '#shared/messages/send-runs';
import type { IncidentNotice } from '#shared/schemas/incidents';
import { incidentsQueryKey } from '@/api/incidents/get-incidents';
import { useIncidentNotices } from '@/api/incidents/get-incident-notices';
import { recordIncidentNotice } from '@/api/incidents/record-incident-notice';
import { useCreateSendRun } from '@/api/send-runs/create-send-run';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isConflict } from '@/lib/api-error';
import { navigateWindow, reserveWindow } from '../utils/open-whatsapp';
import { SendRunDialog } from './send-run-dialog';

/** Why a message could not be opened here (no phone, pop-ups blocked): already in Spanish. */
class SendRefused extends Error {}

/**
 * Enviar records the message on the server first (a 409 names who already sent it), then points
 * the tab opened by the click at WhatsApp, as a reminder's Enviar does.
 */
async function sendNotice(notice: IncidentNotice) {
  const link = whatsappMessageLink(notice.client.phone, notice.message);
  if (!link.ok) throw new SendRefused(link.error);
  const target = reserveWindow();
  if (!target) throw new SendRefused(sendQueueUi.blocked);
  try {
    await recordIncidentNotice({
      incidentId: notice.incidentId,
      clientId: notice.client.id,
      outcome: 'enviado',
    });
  } catch (error) {
    target.close();
    throw error;
  }
  navigateWindow(target, link.url);
}

function useRecordNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ notice, action }: { notice: IncidentNotice; action: 'send' | 'skip' }) =>
      action === 'skip'
        ? recordIncidentNotice({
            incidentId: notice.incidentId,
            clientId: notice.client.id,
            outcome: 'omitido',
          }).then(() => undefined)
        : sendNotice(notice),
    onSettled: (_data, error) => {
      if (!error || isConflict(error)) void queryClient.invalidateQueries({ queryKey: incidentsQueryKey });
    },
  });
}

/** One client owed a compensación: the profiles with their new dates, the message, Enviar and Omitir. */
function NoticeCard({ notice }: { notice: IncidentNotice }) {
  const record = useRecordNotice();
  const { client } = notice;
  const busy = record.isPending;
  const failure = record.isError
    ? record.error instanceof SendRefused
      ? record.error.message
      : errorMessage(record.error, avisosUi.skipFailed)
    : null;
  return (
    <Card data-testid="compensation-notice" aria-label={client.name} className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="truncate font-semibold">{client.name}</h4>
          {client.phone ? (
            <p className="text-xs text-muted">{client.phone}</p>
          ) : (
            <p className="flex items-center gap-1 text-xs font-medium text-danger">
              <PhoneOff aria-hidden className="size-3.5" />
              {avisosUi.noPhone}
            </p>
          )}
        </div>
        <span className="rounded-full border border-border bg-surface-2 px-2 py-0.5 text-xs font-medium">
          {messagingMessages.typeLabels.compensacion}
        </span>
      </div>
      <p className="text-sm break-words text-muted">{t.noticeOf(notice.reason, notice.days)}</p>
      <ul className="divide-y divide-border rounded-lg border border-border text-sm">
        {notice.profiles.map((profile) => (
          <li
            key={profile.profileId}
            className="flex flex-wrap items-center justify-between gap-x-3 px-3 py-2"
          >
            <span className="min-w-0">
              <span className="font-medium">{profile.serviceName}</span>
              <span className="text-muted"> · {profile.profileName}</span>
            </span>
            <span className="text-xs">
              {t.newExpiry}: {formatDisplayDate(profile.newExpiry)}
            </span>
          </li>
        ))}
      </ul>
      <details className="rounded-lg bg-surface-2 text-sm">
        <summary className="cursor-pointer px-3 py-2 font-medium select-none">{avisosUi.message}</summary>
        <p className="border-t border-border px-3 py-2 break-words whitespace-pre-wrap">{notice.message}</p>
      </details>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy || !client.phone}
          aria-label={t.sendTo(client.name)}
          onClick={() => record.mutate({ notice, action: 'send' })}
        >
          <MessageCircle aria-hidden className="size-4" />
          {t.send}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={t.skipFor(client.name)}
          onClick={() => record.mutate({ notice, action: 'skip' })}
        >
          <SkipForward aria-hidden className="size-4" />
          {t.skip}
        </Button>
      </div>
    </Card>
  );
}

function NoticesHeading({ count }: { count?: number }) {
  return (
    <div>
      <h3 id="compensation-notices" className="text-lg font-semibold">
        {t.noticesTitle}
        {count !== undefined && ` (${count})`}
      </h3>
      <p className="text-sm text-muted">{t.noticesDescription}</p>
    </div>
  );
}

/**
 * Enviar todas: a send run over one incident's compensaciones (docs/decisions/052), one button
 * per incident on this page, shown in the run panel.
 */
function SendIncidentRuns({ notices }: { notices: readonly IncidentNotice[] }) {
  const [runId, setRunId] = useState<number | null>(null);
  const create = useCreateSendRun();
  const incidents = [...new Map(notices.map((n) => [n.incidentId, n.reason])).entries()];
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {incidents.map(([incidentId, reason]) => (
          <Button
            key={incidentId}
            size="sm"
            variant="secondary"
            className="max-w-full"
            disabled={create.isPending}
            onClick={() => create.mutate({ incidentId }, { onSuccess: (run) => setRunId(run.id) })}
          >
            <Send aria-hidden className="size-4" />
            <span className="truncate">{sendRunUi.sendCompensations(reason)}</span>
          </Button>
        ))}
      </div>
      {create.isError && <Alert tone="error">{errorMessage(create.error, sendRunUi.startFailed)}</Alert>}
      <SendRunDialog runId={runId} onClose={() => setRunId(null)} />
    </>
  );
}

/**
 * Avisos → Compensaciones por avisar (issue 26): one card per client an incident gave days to,
 * until someone sends or skips it. Nothing shows when none is owed; while loading a spinner, and
 * a failed load says so with a retry (as the reminders below do): the compensaciones owed are
 * never hidden silently.
 */
export function CompensationNotices() {
  const [page, setPage] = useState(1);
  const notices = useIncidentNotices(page);
  const data = notices.data;
  const failed = notices.isError && (
    <ErrorState
      message={t.noticesLoadFailed}
      onRetry={() => void notices.refetch()}
      retrying={notices.isFetching}
    />
  );
  if (!data) {
    return (
      <section
        aria-labelledby="compensation-notices"
        aria-busy={notices.isPending || undefined}
        className="flex flex-col gap-3"
      >
        <NoticesHeading />
        {failed || (
          <div className="flex justify-center p-4">
            <Spinner label={commonMessages.loading} />
          </div>
        )}
      </section>
    );
  }
  // A refresh that failed while no compensación was owed still says it could not check.
  if (data.pagination.totalCount === 0 && !failed) return null;
  const { pagination } = data;
  return (
    <section aria-labelledby="compensation-notices" className="flex flex-col gap-3">
      <NoticesHeading count={pagination.totalCount} />
      <SendIncidentRuns notices={data.notices} />
      {failed}
      <div className="grid gap-4 lg:grid-cols-2">
        {data.notices.map((notice) => (
          <NoticeCard key={`${notice.incidentId}-${notice.client.id}`} notice={notice} />
        ))}
      </div>
      {pagination.totalPages > 1 && (
        <div className="flex items-center justify-between gap-2 text-sm">
          <Button
            size="sm"
            variant="secondary"
            disabled={!pagination.hasPrevPage}
            onClick={() => setPage(page - 1)}
          >
            {t.previous}
          </Button>
          <span>{t.page(pagination.currentPage, pagination.totalPages)}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={!pagination.hasNextPage}
            onClick={() => setPage(page + 1)}
          >
            {t.next}
          </Button>
        </div>
      )}
    </section>
  );
}
