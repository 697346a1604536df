import { useState } from 'react';
import clsx from 'clsx';
import { Hourglass, Send } from 'lucide-react';
import { avisosUi } from '#shared/messages/avisos';
import { sendRunUi } from '#shared/messages/send-runs';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useReleasePreview } from '@/api/profiles/get-release-preview';
import { REMINDERS_PAGE_SIZE } from '#shared/domain/lists';
import { windowRunSize } from '#shared/domain/send-runs';
import { useReminders } from '@/api/reminders/get-reminders';
import { useCreateSendRun } from '@/api/send-runs/create-send-run';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { AvisosCounts } from '@/features/avisos/components/avisos-counts';
import {
  ReleasePreviewDialog,
  useReleasePreviewPage,
} from '@/features/avisos/components/release-preview-dialog';
import { REMINDER_WINDOWS, WindowSelector } from '@/features/avisos/components/window-selector';
import { CompensationNotices } from '@/features/messaging/components/compensation-notices';
import { PaymentReportNotices } from '@/features/payment-reports/components/payment-report-notices';
import { ReminderCard } from '@/features/messaging/components/reminder-card';
import { ActiveSendRuns } from '@/features/messaging/components/active-send-runs';
import { SendRunDialog } from '@/features/messaging/components/send-run-dialog';
import { useSession } from '@/lib/auth';
import { errorMessage } from '@/lib/api-error';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { useUrlFilters } from '@/lib/use-url-filters';

const t = avisosUi;

/**
 * Avisos, the daily reminder centre (issue 14): every client to write to today with the message
 * ready, who wrote last, Enviar, Omitir and Enviar todos; Por liberar shows the expired profiles
 * the daily job will free once their grace period ends (docs/decisions/040). The figures count the whole window; the cards come a page at a time (a real
 * shop has thousands, docs/decisions/033). The window and the page live in the URL
 * (?ventana=3&pagina=2), so a reload keeps them.
 */
function AvisosRoute() {
  const { data: user } = useSession();
  const { timeZone } = useBusinessTime();
  const { values, set } = useUrlFilters({
    window: {
      param: 'ventana',
      fallback: '5',
      valid: (v) => (REMINDER_WINDOWS as readonly number[]).map(String).includes(v),
    },
  });
  const windowDays = Number(values.window);
  const list = useListState(REMINDERS_PAGE_SIZE);
  const reminders = useReminders({ window: windowDays, page: list.query.page, limit: list.query.limit });
  useClampedPage(list, reminders);
  // Enviar todos starts a send run over the window (docs/decisions/052); the dialog shows it.
  const [runId, setRunId] = useState<number | null>(null);
  const createRun = useCreateSendRun();
  const startRun = () => createRun.mutate({ window: windowDays }, { onSuccess: (run) => setRunId(run.id) });
  const [releasing, setReleasing] = useState(false);
  const releasePage = useReleasePreviewPage();
  // The first page's count labels the button; the dialog pages on from there.
  const releasePreview = useReleasePreview(releasePage.query);
  const toRelease = releasePreview.data?.pagination.totalCount;
  const sendable = reminders.data?.counts.sendable ?? 0;
  const runSize = windowRunSize(sendable);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">{t.title}</h2>
          <p className="mt-1 text-sm text-muted">{t.subtitle}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <WindowSelector value={windowDays} onChange={(next) => set('window', String(next))} />
          <ActiveSendRuns onOpen={setRunId} />
          <Button disabled={sendable === 0 || createRun.isPending} onClick={startRun}>
            <Send aria-hidden className="size-4" />
            {createRun.isPending ? sendRunUi.starting : t.sendAll(runSize)}
          </Button>
          <Button variant="secondary" onClick={() => setReleasing(true)}>
            <Hourglass aria-hidden className="size-4" />
            {toRelease === undefined ? t.release.openLoading : t.release.open(toRelease)}
          </Button>
        </div>
      </div>

      {createRun.isError && (
        <Alert tone="error">{errorMessage(createRun.error, sendRunUi.startFailed)}</Alert>
      )}
      {runSize < sendable && <Alert tone="info">{t.sendAllCapped(sendable, runSize)}</Alert>}

      {/* An incident's compensación messages (issue 26), above the day's reminders until sent. */}
      <CompensationNotices />
      {/* Payments clients reported from their portal (issue 27), for staff allowed Movimientos. */}
      <PaymentReportNotices />

      <QueryView
        query={reminders}
        errorMessage={t.loadFailed}
        isEmpty={(data) => data.pagination.totalCount === 0}
        empty={
          <>
            {reminders.data && <AvisosCounts counts={reminders.data.counts} />}
            <EmptyState title={t.emptyTitle} body={t.emptyBody} />
          </>
        }
      >
        {(data) => (
          <>
            <AvisosCounts counts={data.counts} />
            {/* While another page loads, the cards shown are the previous ones: dimmed and busy. */}
            <div
              aria-busy={reminders.isPlaceholderData || undefined}
              className={clsx(
                'grid gap-4 transition-opacity lg:grid-cols-2',
                reminders.isPlaceholderData && 'opacity-60',
              )}
            >
              {data.reminders.map((reminder) => (
                <ReminderCard
                  key={reminder.client.id}
                  reminder={reminder}
                  today={data.today}
                  timeZone={timeZone}
                />
              ))}
            </div>
            <Card>
              <PaginationBar
                pagination={data.pagination}
                onPageChange={list.setPage}
                onLimitChange={list.setLimit}
                disabled={reminders.isFetching}
                pageButtons={5}
              />
            </Card>
          </>
        )}
      </QueryView>

      <SendRunDialog runId={runId} onClose={() => setRunId(null)} />
      <ReleasePreviewDialog
        open={releasing}
        onOpenChange={setReleasing}
        query={releasePreview}
        onPageChange={releasePage.setPage}
        onLimitChange={releasePage.setLimit}
        canChangeGrace={user?.role === 'admin'}
      />
    </div>
  );
}

export { AvisosRoute as Component };
