import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import { formatDisplayDateTime } from '#shared/domain/business-time';
import { notificationsMessages, notificationsUi } from '#shared/messages/notifications';
import type { Notification } from '#shared/schemas/notifications';

export interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: number) => void;
  busy: boolean;
}

export function NotificationItem({ notification, onMarkRead, busy }: NotificationItemProps) {
  const sender =
    notification.sender_name || notification.sender_username || notificationsMessages.systemSender;
  const body = (
    <>
      <span className="flex items-start gap-2">
        {!notification.read && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
            <span className="sr-only">{notificationsUi.unread}: </span>
          </span>
        )}
        <span
          className={clsx(
            'min-w-0 text-sm break-words',
            notification.read ? 'text-muted' : 'text-foreground',
          )}
        >
          {notification.message}
        </span>
      </span>
      <span className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-muted">
        <span>{sender}</span>
        <time dateTime={notification.created_at}>{formatDisplayDateTime(notification.created_at)}</time>
      </span>
    </>
  );

  // A link the app itself wrote (the morning summary opens Avisos): following it closes the bell
  // and counts as reading the notification. Only in-app paths are followed.
  const link = notification.link?.startsWith('/') ? (
    <Popover.Close asChild>
      <Link
        to={notification.link}
        onClick={() => {
          if (!notification.read) onMarkRead(notification.id);
        }}
        className="mx-3 mb-2.5 inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
      >
        {notificationsUi.openLink}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </Popover.Close>
  ) : null;

  if (notification.read) {
    return (
      <li className="flex flex-col">
        <div className="flex flex-col px-3 py-2.5">{body}</div>
        {link}
      </li>
    );
  }
  return (
    <li className="flex flex-col">
      <button
        type="button"
        title={notificationsUi.markRead}
        disabled={busy}
        onClick={() => onMarkRead(notification.id)}
        className="flex w-full flex-col px-3 py-2.5 text-left transition hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none disabled:opacity-60"
      >
        {body}
      </button>
      {link}
    </li>
  );
}
