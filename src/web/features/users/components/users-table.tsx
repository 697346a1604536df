import { ChartColumn, KeyRound, Pencil, Trash } from 'lucide-react';
import clsx from 'clsx';
import { formatDisplayDate, formatDisplayDateTime, isUserExpired } from '#shared/domain/business-time';
import { ROLE_LABELS } from '#shared/domain/permissions';
import { usersUi } from '#shared/messages/users';
import type { User } from '#shared/schemas/users';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { RowAction } from '@/components/ui/row-action';

export interface UsersTableProps {
  users: User[];
  currentUserId: number;
  onEdit: (user: User) => void;
  onChangePassword: (user: User) => void;
  onDelete: (user: User) => void;
  /** Opens the user's movement statistics. */
  onStats: (user: User) => void;
}

const c = usersUi.columns;

function dataColumns(currentUserId: number, now: Date): DataTableColumn<User>[] {
  return [
    {
      id: 'username',
      header: c.username,
      pin: 'start',
      className: 'font-medium whitespace-nowrap',
      cell: (user) => (
        <>
          {user.username}
          {user.id === currentUserId && (
            <span className="ml-1.5 text-xs font-semibold text-primary">{usersUi.you}</span>
          )}
        </>
      ),
    },
    { id: 'fullName', header: c.fullName, cell: (user) => user.fullName },
    {
      id: 'email',
      header: c.email,
      className: 'max-w-48 truncate',
      cell: (user) => <span title={user.email ?? undefined}>{user.email}</span>,
    },
    {
      id: 'role',
      header: c.role,
      cell: (user) => (
        <span
          className={clsx(
            'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
            user.role === 'admin' ? 'bg-primary-soft text-primary' : 'bg-surface-2 text-foreground',
          )}
        >
          {ROLE_LABELS[user.role]}
        </span>
      ),
    },
    {
      id: 'lastLogin',
      header: c.lastLogin,
      className: 'whitespace-nowrap tabular-nums',
      cell: (user) => (user.last_login ? formatDisplayDateTime(user.last_login) : usersUi.never),
    },
    {
      id: 'expiry',
      header: c.expiry,
      className: 'whitespace-nowrap tabular-nums',
      cell: (user) => (
        <>
          {user.expiryDate ? formatDisplayDate(user.expiryDate) : usersUi.noExpiry}
          {isUserExpired(user.expiryDate, now) && (
            <span className="ml-1.5 text-xs font-semibold">({usersUi.expired})</span>
          )}
        </>
      ),
    },
  ];
}

/** The staff list: the signed-in admin's own row says (Tú); expired users show in red. */
export function UsersTable({
  users,
  currentUserId,
  onEdit,
  onChangePassword,
  onDelete,
  onStats,
}: UsersTableProps) {
  const now = new Date();
  const expired = (user: User) => isUserExpired(user.expiryDate, now);
  const actions = actionsColumn<User>((user) => (
    <>
      <RowAction
        label={usersUi.statsAction(user.username)}
        icon={ChartColumn}
        onClick={() => onStats(user)}
      />
      <RowAction label={usersUi.editAction(user.username)} icon={Pencil} onClick={() => onEdit(user)} />
      <RowAction
        label={usersUi.passwordAction(user.username)}
        icon={KeyRound}
        onClick={() => onChangePassword(user)}
      />
      <RowAction
        label={usersUi.deleteAction(user.username)}
        icon={Trash}
        onClick={() => onDelete(user)}
        danger
      />
    </>
  ));
  return (
    <DataTable
      label={usersUi.title}
      rows={users}
      columns={[...dataColumns(currentUserId, now), actions]}
      rowKey={(user) => user.id}
      numbering={{ header: c.index, offset: 0 }}
      rowTone={(user) => (expired(user) ? 'danger' : undefined)}
      rowAttributes={(user) => ({ 'data-expired': expired(user) || undefined })}
    />
  );
}
