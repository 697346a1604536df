import { useState } from 'react';
import { avisosUi } from '#shared/messages/avisos';
import { useAfterNotification } from '@/api/notification-log/record-notification';
import type { Reminder } from '@/api/reminders/get-reminders';
import { Dialog } from '@/components/ui/dialog';
import { useSendQueue, type OutgoingMessage } from '../hooks/use-send-queue';
import { SendQueueView } from './send-queue-view';

/** The clients Enviar todos writes to: those with a phone whom nobody has handled today. */
export const sendableReminders = (reminders: readonly Reminder[]) =>
  reminders.filter((r) => r.client.phone && !r.remindedToday);

function SendAllQueue({ reminders }: { reminders: readonly Reminder[] }) {
  const afterSent = useAfterNotification();
  // Fixed for the life of the dialog: the list refreshing underneath must not reshuffle it.
  const [outgoing] = useState<OutgoingMessage[]>(() =>
    sendableReminders(reminders).map((reminder) => ({
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

export interface SendAllDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reminders: readonly Reminder[];
}

/** Enviar todos: a stepped queue with a progress bar; a client someone else just took fails with their name. */
export function SendAllDialog({ open, onOpenChange, reminders }: SendAllDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={avisosUi.sendAllTitle}
      description={avisosUi.sendAllDescription}
    >
      {open && <SendAllQueue reminders={reminders} />}
    </Dialog>
  );
}
