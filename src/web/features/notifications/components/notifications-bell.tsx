import { Popover } from 'radix-ui';
import { Bell } from 'lucide-react';
import { notificationsUi } from '#shared/messages/notifications';
import { useNotifications } from '@/api/notifications/get-notifications';
import { IconButton } from '@/components/ui/icon-button';
import { NotificationList } from './notification-list';

export function NotificationsBell() {
  const { data } = useNotifications();
  const unread = data?.unreadCount ?? 0;

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <IconButton label={notificationsUi.bell(unread)}>
          <Bell aria-hidden className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden
              data-testid="notifications-badge"
              className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-danger px-1 text-[11px] leading-none font-bold text-danger-fg"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </IconButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={notificationsUi.title}
          className="z-50 flex max-h-[min(28rem,calc(100dvh-5rem))] w-[min(22rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-border bg-surface text-foreground shadow-xl shadow-black/20"
        >
          <div className="border-b border-border px-3 py-2.5">
            <h2 className="text-sm font-semibold">{notificationsUi.title}</h2>
          </div>
          <div className="overflow-y-auto">
            <NotificationList />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
