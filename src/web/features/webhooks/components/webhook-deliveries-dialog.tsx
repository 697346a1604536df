import { useState } from 'react';
import { ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import clsx from 'clsx';
import { formatDisplayDateTime } from '#shared/domain/business-time';
import { webhooksUi } from '#shared/messages/webhooks';
import type { Webhook, WebhookDelivery } from '#shared/schemas/webhooks';
import { useWebhookDeliveries } from '@/api/webhooks/get-webhook-deliveries';
import { useRetryWebhookDelivery } from '@/api/webhooks/retry-webhook-delivery';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { RowAction } from '@/components/ui/row-action';
import { errorMessage } from '@/lib/api-error';

const t = webhooksUi;
const c = t.deliveryColumns;

export interface WebhookDeliveriesDialogProps {
  webhook: Webhook | null;
  timeZone: string | undefined;
  onClose: () => void;
}

/** An endpoint's deliveries, newest first: state, tries, last answer; Reenviar. */
export function WebhookDeliveriesDialog({ webhook, timeZone, onClose }: WebhookDeliveriesDialogProps) {
  return (
    <Dialog
      open={webhook !== null}
      onOpenChange={(next) => !next && onClose()}
      title={webhook ? t.deliveriesTitle(webhook.url) : t.deliveries}
      description={t.deliveriesDescription}
      extraWide
    >
      {webhook && <Deliveries webhook={webhook} timeZone={timeZone} />}
    </Dialog>
  );
}

const stateTone = {
  pendiente: 'bg-warning/15 text-warning',
  entregado: 'bg-success/15 text-success',
  fallido: 'bg-danger/15 text-danger',
} as const;

function Deliveries({ webhook, timeZone }: { webhook: Webhook; timeZone: string | undefined }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhook.id, page);
  const retry = useRetryWebhookDelivery();
  const [notice, setNotice] = useState<string | null>(null);
  const resend = (delivery: WebhookDelivery) =>
    retry.mutate(delivery.id, {
      onSuccess: () => setNotice(t.resent),
      onError: (error) => setNotice(errorMessage(error, t.resendFailed)),
    });
  const when = (iso: string | null) => (iso ? formatDisplayDateTime(iso, timeZone) : t.never);
  const result = (d: WebhookDelivery) =>
    d.lastError ?? (d.lastStatusCode !== null ? `HTTP ${d.lastStatusCode}` : '');
  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      id: 'event',
      header: c.event,
      pin: 'start',
      cell: (d) => (
        <>
          <span className="font-medium">{t.events[d.event]}</span>
          <span className="block text-xs text-muted">{when(d.createdAt)}</span>
          <span className="block text-xs text-muted sm:hidden">
            {[t.states[d.state], t.attemptsCount(d.attempts), result(d)].filter(Boolean).join(' · ')}
          </span>
        </>
      ),
    },
    {
      id: 'state',
      header: c.state,
      hiddenOnPhone: true,
      cell: (d) => (
        <span
          className={clsx(
            'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
            stateTone[d.state],
          )}
        >
          {t.states[d.state]}
        </span>
      ),
    },
    { id: 'attempts', header: c.attempts, hiddenOnPhone: true, align: 'end', cell: (d) => d.attempts },
    {
      id: 'last',
      header: c.last,
      hiddenOnPhone: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (d) => when(d.lastAttemptAt),
    },
    { id: 'result', header: c.result, hiddenOnPhone: true, cell: result },
  ];
  const actions = actionsColumn<WebhookDelivery>((d) => (
    <RowAction
      label={t.resendAction(t.events[d.event])}
      icon={RotateCcw}
      disabled={retry.isPending}
      onClick={() => resend(d)}
    />
  ));
  return (
    <div className="flex flex-col gap-3">
      <QueryView
        query={deliveries}
        errorMessage={t.deliveriesFailed}
        isEmpty={(list) => list.deliveries.length === 0}
        empty={<EmptyState title={t.deliveriesEmpty} />}
      >
        {(list) => (
          <>
            <div className="overflow-x-auto rounded-xl border border-border">
              <DataTable
                label={t.deliveriesTable}
                rows={list.deliveries}
                columns={[...columns, actions]}
                rowKey={(d) => d.id}
              />
            </div>
            {list.pagination.totalPages > 1 && (
              <div className="flex items-center justify-between gap-2 text-sm">
                <Button
                  variant="secondary"
                  disabled={!list.pagination.hasPrevPage}
                  onClick={() => setPage((p) => p - 1)}
                >
                  <ChevronLeft aria-hidden className="size-4" />
                  {t.previous}
                </Button>
                <span>{t.page(list.pagination.currentPage, list.pagination.totalPages)}</span>
                <Button
                  variant="secondary"
                  disabled={!list.pagination.hasNextPage}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {t.next}
                  <ChevronRight aria-hidden className="size-4" />
                </Button>
              </div>
            )}
          </>
        )}
      </QueryView>
      <p role="status" className="text-sm text-muted">
        {notice ?? ''}
      </p>
      {retry.isError && !notice && <Alert tone="error">{t.resendFailed}</Alert>}
    </div>
  );
}
