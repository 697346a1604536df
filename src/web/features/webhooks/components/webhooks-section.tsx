import { useState } from 'react';
import { Webhook as WebhookIcon } from 'lucide-react';
import { webhooksUi } from '#shared/messages/webhooks';
import type { Webhook } from '#shared/schemas/webhooks';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useDeleteWebhook } from '@/api/webhooks/delete-webhook';
import { useWebhooks } from '@/api/webhooks/get-webhooks';
import { useUpdateWebhook } from '@/api/webhooks/update-webhook';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListScreen } from '@/components/ui/list-screen';
import { Toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useTimedNotice } from '@/lib/use-timed-notice';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhooksTable } from './webhooks-table';

const wt = webhooksUi;

/** Webhooks (docs/decisions/049): list, add (the secret shown once), edit, turn off, delete, deliveries. */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const { timeZone } = useBusinessTime();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [watching, setWatching] = useState<Webhook | null>(null);
  const { notice, showSuccess, showError } = useTimedNotice();
  const update = useUpdateWebhook();
  const remove = useConfirmDelete<Webhook>(useDeleteWebhook(), {
    failedText: wt.removeFailed,
    onDeleted: () => showSuccess(wt.removed),
  });
  const toggle = (webhook: Webhook) =>
    update.mutate(
      { id: webhook.id, values: { active: !webhook.active } },
      {
        onSuccess: (saved) => showSuccess(wt.toggled(saved.active)),
        onError: (error) => showError(errorMessage(error, wt.toggleFailed)),
      },
    );
  return (
    <ListScreen<Webhook[]>
      title={wt.title}
      actions={
        <Button onClick={() => setEditing('new')}>
          <WebhookIcon aria-hidden className="size-4" />
          {wt.add}
        </Button>
      }
      filters={<p className="text-sm text-muted">{wt.description}</p>}
      query={webhooks}
      errorMessage={wt.loadFailed}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title={wt.empty} />}
      table={(list) => (
        <WebhooksTable
          webhooks={list}
          onEdit={setEditing}
          onToggle={toggle}
          onDelete={remove.ask}
          onDeliveries={setWatching}
        />
      )}
      dialogs={
        <>
          <WebhookFormDialog
            open={editing !== null}
            webhook={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={showSuccess}
          />
          <WebhookDeliveriesDialog webhook={watching} timeZone={timeZone} onClose={() => setWatching(null)} />
          <ConfirmDialog
            {...remove.dialog}
            message={remove.target ? wt.removeConfirm(remove.target.url) : ''}
            confirmLabel={wt.remove}
            pendingLabel={wt.removing}
          />
          <Toast notice={notice} />
        </>
      }
    />
  );
}
