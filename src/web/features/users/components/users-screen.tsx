import { useState } from 'react';
import { Megaphone, UserPlus } from 'lucide-react';
import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import type { SessionUser } from '#shared/schemas/auth';
import type { User } from '#shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { Toast } from '@/components/ui/toast';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useTimedNotice } from '@/lib/use-timed-notice';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { AdminPasswordDialog } from './admin-password-dialog';
import { BroadcastDialog } from './broadcast-dialog';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';

export interface UsersScreenProps {
  currentUser: SessionUser;
}

/** Gestión de Usuarios (admins only; the server refuses everyone else too). */
export function UsersScreen({ currentUser }: UsersScreenProps) {
  if (currentUser.role !== 'admin') {
    return <Alert tone="error">{messages.auth.adminOnly}</Alert>;
  }
  return <UsersManager currentUser={currentUser} />;
}

function UsersManager({ currentUser }: UsersScreenProps) {
  const users = useUsers();
  const [form, setForm] = useState<{ user: User | null } | null>(null);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const [broadcastOpen, setBroadcastOpen] = useState(false);
  const { notice, showError, showSuccess } = useTimedNotice();
  const removal = useConfirmDelete<User>(useDeleteUser(), {
    failedText: messages.users.deleteFailed,
    onDeleted: () => showSuccess(messages.users.deleted),
  });

  const askDelete = (user: User) => {
    if (user.id === currentUser.id) return showError(messages.users.cannotDeleteSelf);
    removal.ask(user);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-xl font-semibold">{ui.users.title}</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setBroadcastOpen(true)}>
            <Megaphone aria-hidden className="size-4" />
            {ui.users.broadcast}
          </Button>
          <Button onClick={() => setForm({ user: null })}>
            <UserPlus aria-hidden className="size-4" />
            {ui.users.new}
          </Button>
        </div>
      </div>
      <Card className="overflow-hidden">
        <QueryView
          query={users}
          errorMessage={messages.users.loadFailed}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title={ui.users.empty} />}
        >
          {(data) => (
            <UsersTable
              users={data}
              currentUserId={currentUser.id}
              onEdit={(user) => setForm({ user })}
              onChangePassword={setPasswordFor}
              onDelete={askDelete}
            />
          )}
        </QueryView>
      </Card>
      <UserFormDialog
        open={form !== null}
        user={form?.user ?? null}
        currentUserId={currentUser.id}
        onClose={() => setForm(null)}
      />
      <AdminPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <BroadcastDialog open={broadcastOpen} onClose={() => setBroadcastOpen(false)} />
      <ConfirmDialog
        {...removal.dialog}
        message={messages.users.confirmDelete}
        subject={removal.target ? `${removal.target.username} · ${removal.target.fullName ?? ''}` : undefined}
      />
      <Toast notice={notice} />
    </div>
  );
}
