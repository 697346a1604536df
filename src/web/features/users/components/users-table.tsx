import { KeyRound, Pencil, Trash } from 'lucide-react';
import clsx from 'clsx';
import { formatDisplayDate, formatDisplayDateTime, isUserExpired } from '#shared/domain/business-time';
import { ROLE_LABELS } from '#shared/domain/permissions';
import { ui } from '#shared/messages/ui';
import type { User } from '#shared/schemas/users';
import { RowAction } from '@/components/ui/row-action';
import { indexCellClass, pinnedEndClass, pinnedStartClass, Table, Td, Th } from '@/components/ui/table';

export interface UsersTableProps {
  users: User[];
  currentUserId: number;
  onEdit: (user: User) => void;
  onChangePassword: (user: User) => void;
  onDelete: (user: User) => void;
}

const c = ui.users.columns;
// Pinned cells are opaque; an expired row's pinned cells mix in the same red as the rest of the row.
const expiredPinnedClass = 'bg-[color-mix(in_srgb,var(--cc-danger)_10%,var(--cc-surface))]!';

/** The staff list: the signed-in admin's own row says (Tú); expired users show in red. */
export function UsersTable({ users, currentUserId, onEdit, onChangePassword, onDelete }: UsersTableProps) {
  const now = new Date();
  return (
    <Table aria-label={ui.users.title}>
      <thead>
        <tr>
          <Th className={clsx('w-12', indexCellClass)}>{c.index}</Th>
          <Th className={pinnedStartClass}>{c.username}</Th>
          <Th>{c.fullName}</Th>
          <Th>{c.email}</Th>
          <Th>{c.role}</Th>
          <Th>{c.lastLogin}</Th>
          <Th>{c.expiry}</Th>
          <Th className={clsx('text-right', pinnedEndClass)}>{ui.list.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {users.map((user, index) => {
          const expired = isUserExpired(user.expiryDate, now);
          const own = user.id === currentUserId;
          return (
            <tr
              key={user.id}
              data-expired={expired || undefined}
              className={clsx(expired ? 'bg-danger/10 text-danger' : 'hover:bg-surface-2/50')}
            >
              <Td className={clsx('tabular-nums opacity-80', indexCellClass)}>{index + 1}</Td>
              <Td
                className={clsx(
                  'font-medium whitespace-nowrap',
                  pinnedStartClass,
                  expired && expiredPinnedClass,
                )}
              >
                {user.username}
                {own && <span className="ml-1.5 text-xs font-semibold text-primary">{ui.users.you}</span>}
              </Td>
              <Td>{user.fullName}</Td>
              <Td className="max-w-48 truncate" title={user.email ?? undefined}>
                {user.email}
              </Td>
              <Td>
                <span
                  className={clsx(
                    'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                    user.role === 'admin' ? 'bg-primary-soft text-primary' : 'bg-surface-2 text-foreground',
                  )}
                >
                  {ROLE_LABELS[user.role]}
                </span>
              </Td>
              <Td className="whitespace-nowrap tabular-nums">
                {user.last_login ? formatDisplayDateTime(user.last_login) : ui.users.never}
              </Td>
              <Td className="whitespace-nowrap tabular-nums">
                {user.expiryDate ? formatDisplayDate(user.expiryDate) : ui.users.noExpiry}
                {expired && <span className="ml-1.5 text-xs font-semibold">({ui.users.expired})</span>}
              </Td>
              <Td className={clsx(pinnedEndClass, expired && expiredPinnedClass)}>
                <div className="flex justify-end gap-1">
                  <RowAction
                    label={ui.users.editAction(user.username)}
                    icon={Pencil}
                    onClick={() => onEdit(user)}
                  />
                  <RowAction
                    label={ui.users.passwordAction(user.username)}
                    icon={KeyRound}
                    onClick={() => onChangePassword(user)}
                  />
                  <RowAction
                    label={ui.users.deleteAction(user.username)}
                    icon={Trash}
                    onClick={() => onDelete(user)}
                    danger
                  />
                </div>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
