import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whatsappMessageLink } from '#shared/domain/whatsapp';
import { avisosUi } from '#shared/messages/avisos';
import { sendQueueUi } from '#shared/messages/messaging';
import { invalidateAfterNotification, recordNotification } from '@/api/notification-log/record-notification';
import type { Reminder } from '@/api/reminders/get-reminders';
import { errorMessage, isConflict } from '@/lib/api-error';
import { navigateWindow, reserveWindow } from '../utils/open-whatsapp';

/** Why a message could not be opened here (no phone, pop-ups blocked): already in Spanish. */
class SendRefused extends Error {}

const logOf = (reminder: Reminder) => ({
  clientId: reminder.client.id,
  profileIds: reminder.profiles.map((p) => p.profileId),
  type: reminder.suggestedType,
});

/**
 * Enviar: claims the client on the server first (a 409 names who already wrote today), then
 * points the tab opened by the click at WhatsApp. The tab is opened before the request, while
 * the click still counts as a user gesture; on a refusal it is closed again.
 */
export async function sendReminder(reminder: Reminder, resend: boolean): Promise<void> {
  const link = whatsappMessageLink(reminder.client.phone, reminder.message);
  if (!link.ok) throw new SendRefused(link.error);
  const target = reserveWindow();
  if (!target) throw new SendRefused(sendQueueUi.blocked);
  try {
    await recordNotification({ ...logOf(reminder), outcome: 'enviado', resend });
  } catch (error) {
    target.close();
    throw error;
  }
  navigateWindow(target, link.url);
}

/** Enviar and Omitir for one client; either way the list reloads (a 409 means it was stale). */
export function useRecordReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reminder, action }: { reminder: Reminder; action: 'send' | 'resend' | 'skip' }) =>
      action === 'skip'
        ? recordNotification({ ...logOf(reminder), outcome: 'omitido' }).then(() => undefined)
        : sendReminder(reminder, action === 'resend'),
    onSettled: (_data, error) => {
      if (!error || isConflict(error)) invalidateAfterNotification(queryClient);
    },
  });
}

export const reminderErrorMessage = (error: unknown) =>
  error instanceof SendRefused ? error.message : errorMessage(error, avisosUi.skipFailed);
