import { BellOff } from 'lucide-react';
import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import { useNotifications } from '@/api/notifications/get-notifications';
import { useMarkNotificationRead } from '@/api/notifications/mark-notification-read';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { NotificationItem } from './notification-item';

export function NotificationList() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();

  if (notifications.isPending) {
    return (
      <div className="flex justify-center p-6">
        <Spinner />
      </div>
    );
  }
  if (notifications.isError) {
    return (
      <ErrorState
        message={messages.notifications.loadFailed}
        onRetry={() => void notifications.refetch()}
        retrying={notifications.isFetching}
      />
    );
  }
  const items = notifications.data.notifications;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 p-6 text-center text-sm text-muted">
        <BellOff aria-hidden className="size-6" />
        <p>{messages.notifications.empty}</p>
      </div>
    );
  }
  return (
    <>
      {markRead.isError && (
        <Alert tone="error" className="m-2">
          {ui.notifications.markReadFailed}
        </Alert>
      )}
      <ul aria-label={ui.notifications.title} className="divide-y divide-border">
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            busy={markRead.isPending && markRead.variables === notification.id}
            onMarkRead={(id) => markRead.mutate(id)}
          />
        ))}
      </ul>
    </>
  );
}
