import { BellOff } from 'lucide-react';
import { notificationsMessages, notificationsUi } from '#shared/messages/notifications';
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
        message={notificationsMessages.loadFailed}
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
        <p>{notificationsMessages.empty}</p>
      </div>
    );
  }
  return (
    <>
      {markRead.isError && (
        <Alert tone="error" className="m-2">
          {notificationsUi.markReadFailed}
        </Alert>
      )}
      <ul aria-label={notificationsUi.title} className="divide-y divide-border">
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
