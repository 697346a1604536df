import { useState } from 'react';
import { avisosUi } from '#shared/messages/avisos';
import { useAfterNotification } from '@/api/notification-log/record-notification';
import { useSendableReminders, type Reminder } from '@/api/reminders/get-reminders';
import { Dialog } from '@/components/ui/dialog';
import { QueryView } from '@/components/ui/query-view';
import { useSendQueue, type OutgoingMessage } from '../hooks/use-send-queue';
import { SendQueueView } from './send-queue-view';

function SendAllQueue({ reminders }: { reminders: readonly Reminder[] }) {
  const afterSent = useAfterNotification();
  // Fixed for the life of the dialog: the list refreshing underneath must not reshuffle it.
  const [outgoing] = useState<OutgoingMessage[]>(() =>
    reminders.map((reminder) => ({
      key: String(reminder.client.id),
      clientName: reminder.client.name,
      phone: reminder.client.phone,
      text: reminder.message,
      log: {
        clientId: reminder.client.id,
        profileIds: reminder.profiles.map((p) => p.profileId),
        type: reminder.suggestedType,
      },
    })),
  );
  // One click per message from the first: browsers block a burst of new windows.
  const queue = useSendQueue(outgoing, {
    stepped: true,
    onSent: afterSent,
  });
  return <SendQueueView queue={queue} />;
}

/**
 * The batch is the server's whole list for the window (those with a phone whom nobody handled
 * today), read when the dialog opens, never the page on screen (docs/decisions/033).
 */
function SendAllBatch({ window }: { window: number }) {
  const targets = useSendableReminders(window);
  return (
    <QueryView
      query={targets}
      errorMessage={avisosUi.sendAllLoadFailed}
      isEmpty={(reminders) => reminders.length === 0}
      empty={<p className="text-sm text-muted">{avisosUi.sendAllNone}</p>}
    >
      {(reminders) => <SendAllQueue reminders={reminders} />}
    </QueryView>
  );
}

export interface SendAllDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The window of days Avisos shows: the batch is every sendable client in it. */
  window: number;
}

/** Enviar todos: a stepped queue with a progress bar; a client someone else just took fails with their name. */
export function SendAllDialog({ open, onOpenChange, window }: SendAllDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={avisosUi.sendAllTitle}
      description={avisosUi.sendAllDescription}
    >
      {open && <SendAllBatch window={window} />}
    </Dialog>
  );
}
