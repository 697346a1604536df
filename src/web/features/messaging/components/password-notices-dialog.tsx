import { useMemo } from 'react';
import { composeMessage } from '#shared/domain/messaging';
import { commonMessages, commonUi } from '#shared/messages/common';
import { accountPasswordsUi } from '#shared/messages/accounts';
import { notifyProfilesUi } from '#shared/messages/messaging';
import type { AccountPasswordsResult } from '#shared/schemas/account-passwords';
import { useAfterNotification } from '@/api/notification-log/record-notification';
import { useTemplates } from '@/api/templates/get-templates';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormActions } from '@/components/ui/form-actions';
import { Spinner } from '@/components/ui/spinner';
import { messageProfileOf } from '@/lib/message-profile';
import { useSendQueue, type OutgoingMessage } from '../hooks/use-send-queue';
import { SendQueueView } from './send-queue-view';

const t = accountPasswordsUi;

export interface PasswordNoticesDialogProps {
  /** What Cambiar contraseñas answered; null: closed. */
  result: AccountPasswordsResult | null;
  today: string;
  onClose: () => void;
}

/** One Nueva Contraseña message per holder, covering every changed account of theirs (issue 26 item 2). */
export function PasswordNoticesDialog({ result, today, onClose }: PasswordNoticesDialogProps) {
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t.messagesTitle}
      description={t.messagesDescription}
      wide
    >
      {result && <NoticesBody result={result} today={today} onClose={onClose} />}
    </Dialog>
  );
}

function NoticesBody({
  result,
  today,
  onClose,
}: {
  result: AccountPasswordsResult;
  today: string;
  onClose: () => void;
}) {
  const templates = useTemplates();
  const outgoing = useMemo((): OutgoingMessage[] => {
    if (!templates.data) return [];
    const accounts = new Map(result.accounts.map((account) => [account.id, account]));
    return result.holders.flatMap((holder) => {
      const held = holder.accountIds.flatMap((id) => {
        const account = accounts.get(id);
        return account
          ? account.profiles
              .filter((p) => p.status === 'ocupado' && p.clientId === holder.client.id)
              .map((p) => ({ id: p.id, profile: messageProfileOf(account, p) }))
          : [];
      });
      if (held.length === 0) return [];
      const text = composeMessage(
        templates.data.whatsapp.cambio_contraseña,
        'cambio_contraseña',
        holder.client,
        held.map((h) => h.profile),
        today,
        { paymentMethods: templates.data.paymentMethods },
      );
      return [
        {
          key: `client-${holder.client.id}`,
          clientName: holder.client.name,
          phone: holder.client.phone,
          text,
          log: {
            clientId: holder.client.id,
            profileIds: held.map((h) => h.id),
            type: 'cambio_contraseña' as const,
          },
        },
      ];
    });
  }, [result, templates.data, today]);

  if (templates.isPending) return <Spinner className="p-6" label={commonMessages.loading} />;
  if (outgoing.length === 0)
    return (
      <EmptyState
        title={t.noHolders}
        action={
          <Button variant="secondary" onClick={onClose}>
            {commonUi.close}
          </Button>
        }
      />
    );
  return <SendPanel key={outgoing.map((m) => m.key).join(',')} outgoing={outgoing} onClose={onClose} />;
}

function SendPanel({ outgoing, onClose }: { outgoing: OutgoingMessage[]; onClose: () => void }) {
  const afterSent = useAfterNotification();
  const queue = useSendQueue(outgoing, { onSent: afterSent });
  if (queue.mode === 'idle')
    return (
      <div className="space-y-3">
        <ul className="divide-y divide-border text-sm" aria-label={t.messagesTitle}>
          {outgoing.map((message) => (
            <li key={message.key} className="py-2">
              <span className="font-medium">{message.clientName}</span>
              <span className="block whitespace-pre-line text-xs text-muted">{message.text}</span>
            </li>
          ))}
        </ul>
        <FormActions
          onCancel={onClose}
          pending={false}
          label={notifyProfilesUi.send}
          onConfirm={queue.start}
        />
      </div>
    );
  return (
    <div className="space-y-3">
      <SendQueueView queue={queue} />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {commonUi.close}
        </Button>
      </div>
    </div>
  );
}
