import { useState } from 'react';
import { Megaphone, UserPlus } from 'lucide-react';
import { businessToday } from '#shared/domain/business-time';
import { authMessages } from '#shared/messages/auth';
import { usersMessages, usersUi } from '#shared/messages/users';
import type { SessionUser } from '#shared/schemas/auth';
import type { User } from '#shared/schemas/users';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useDeleteUser } from '@/api/users/delete-user';
import { useUsers } from '@/api/users/get-users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListScreen } from '@/components/ui/list-screen';
import { Toast } from '@/components/ui/toast';
import { UserStatsDialog } from '@/features/movements/components/user-stats-dialog';
import { AdminPasswordDialog } from '@/features/users/components/admin-password-dialog';
import { BroadcastDialog } from '@/features/users/components/broadcast-dialog';
import { UserFormDialog } from '@/features/users/components/user-form-dialog';
import { UsersTable } from '@/features/users/components/users-table';
import { useSession } from '@/lib/auth';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useTimedNotice } from '@/lib/use-timed-notice';

/** Gestión de Usuarios (admins only: the shell sends others away, and the server refuses them). */
function UsersRoute() {
  const { data: user } = useSession();
  // Second line of defence behind the shell's admin-only guard, with its own text (spec section 2).
  if (user?.role !== 'admin') return <Alert tone="error">{authMessages.adminOnly}</Alert>;
  return <UsersManager currentUser={user} />;
}

function UsersManager({ currentUser }: { currentUser: SessionUser }) {
  const users = useUsers();
  const [form, setForm] = useState<{ user: User | null } | null>(null);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const [broadcastOpen, setBroadcastOpen] = useState(false);
  const [statsOf, setStatsOf] = useState<User | null>(null);
  const today = useBusinessTime().today ?? businessToday(new Date());
  const { notice, showError, showSuccess } = useTimedNotice();
  const removal = useConfirmDelete<User>(useDeleteUser(), {
    failedText: usersMessages.deleteFailed,
    onDeleted: () => showSuccess(usersMessages.deleted),
  });

  const askDelete = (user: User) => {
    if (user.id === currentUser.id) return showError(usersMessages.cannotDeleteSelf);
    removal.ask(user);
  };

  return (
    <ListScreen
      title={usersUi.title}
      actions={
        <>
          <Button variant="secondary" onClick={() => setBroadcastOpen(true)}>
            <Megaphone aria-hidden className="size-4" />
            {usersUi.broadcast}
          </Button>
          <Button onClick={() => setForm({ user: null })}>
            <UserPlus aria-hidden className="size-4" />
            {usersUi.new}
          </Button>
        </>
      }
      query={users}
      errorMessage={usersMessages.loadFailed}
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState title={usersUi.empty} />}
      table={(data) => (
        <UsersTable
          users={data}
          currentUserId={currentUser.id}
          onEdit={(user) => setForm({ user })}
          onChangePassword={setPasswordFor}
          onDelete={askDelete}
          onStats={setStatsOf}
        />
      )}
      dialogs={
        <>
          <UserFormDialog
            open={form !== null}
            user={form?.user ?? null}
            currentUserId={currentUser.id}
            onClose={() => setForm(null)}
          />
          <AdminPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
          <UserStatsDialog user={statsOf} today={today} onClose={() => setStatsOf(null)} />
          <BroadcastDialog open={broadcastOpen} onClose={() => setBroadcastOpen(false)} />
          <ConfirmDialog
            {...removal.dialog}
            message={usersMessages.confirmDelete}
            subject={
              removal.target ? `${removal.target.username} · ${removal.target.fullName ?? ''}` : undefined
            }
          />
          <Toast notice={notice} />
        </>
      }
    />
  );
}

export { UsersRoute as Component };
