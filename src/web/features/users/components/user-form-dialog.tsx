import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ROLE_LABELS, type Role } from '#shared/domain/permissions';
import { usersMessages, usersUi } from '#shared/messages/users';
import {
  createUserSchema,
  updateUserSchema,
  type CreateUserInput,
  type UpdateUserInput,
  type User,
} from '#shared/schemas/users';
import { useSaveUser, type SaveUserInput } from '@/api/users/save-user';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { refreshSession } from '@/lib/auth';
import { useAutoClose } from '@/lib/use-auto-close';
import { useSchemaForm } from '@/lib/use-schema-form';

interface FormValues {
  username: string;
  password: string;
  fullName: string;
  email: string;
  role: Role;
  expiryDate: string;
  can_access_dashboard: boolean;
  can_access_movimientos: boolean;
  can_access_tienda: boolean;
}

const blank: FormValues = {
  username: '',
  password: '',
  fullName: '',
  email: '',
  role: 'user',
  expiryDate: '',
  can_access_dashboard: true,
  can_access_movimientos: true,
  can_access_tienda: true,
};

const valuesOf = (user: User | null): FormValues =>
  user
    ? {
        username: user.username,
        password: '',
        fullName: user.fullName ?? '',
        email: user.email ?? '',
        role: user.role,
        expiryDate: user.expiryDate ?? '',
        can_access_dashboard: user.can_access_dashboard,
        can_access_movimientos: user.can_access_movimientos,
        can_access_tienda: user.can_access_tienda,
      }
    : blank;

const FLAGS = [
  ['can_access_dashboard', usersUi.fields.dashboard],
  ['can_access_movimientos', usersUi.fields.movimientos],
  ['can_access_tienda', usersUi.fields.tienda],
] as const;

export interface UserFormDialogProps {
  open: boolean;
  user: User | null;
  currentUserId: number;
  onClose: () => void;
}

export function UserFormDialog({ open, user, currentUserId, onClose }: UserFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={user ? usersUi.editTitle : usersUi.newTitle}
      wide
    >
      {open && (
        <UserForm key={user?.id ?? 'new'} user={user} own={user?.id === currentUserId} onClose={onClose} />
      )}
    </Dialog>
  );
}

/** The save request: a new user is checked by the create schema, an edit by the update one. */
const toRequest = (user: User | null, values: CreateUserInput | UpdateUserInput): SaveUserInput =>
  user ? { id: user.id, values: values as UpdateUserInput } : { values: values as CreateUserInput };

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The user form: the same schemas as the server; closes 2 s after a successful save. */
function UserForm({ user, own, onClose }: { user: User | null; own: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const save = useSaveUser();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saved, setSaved] = useState(false);
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, CreateUserInput | UpdateUserInput>(
    user ? updateUserSchema : createUserSchema,
    { defaultValues: valuesOf(user), preferred: usersMessages.fillRequired },
  );
  useAutoClose(saved, onClose);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        const result = await save.mutateAsync(toRequest(user, values));
        if (!own) {
          setOutcome({ tone: 'success', text: result.message });
          return setSaved(true);
        }
        // Saving oneself: the session's name, role and flags must follow at once.
        try {
          await refreshSession(queryClient);
          setOutcome({ tone: 'success', text: usersMessages.ownUpdated });
          setSaved(true);
        } catch {
          setOutcome({ tone: 'error', text: usersMessages.ownRefreshFailed });
          window.setTimeout(() => window.location.reload(), 2000);
        }
      } catch (error) {
        setOutcome({ tone: 'error', text: errorMessage(error, usersMessages.saveFailed) });
      }
    },
    () => setOutcome(null),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="user-username" label={usersUi.fields.username}>
          <Input id="user-username" autoComplete="off" autoCapitalize="none" {...field('username')} />
        </Field>
        {!user && (
          <Field id="user-password" label={usersUi.fields.password}>
            <PasswordInput id="user-password" autoComplete="new-password" {...field('password')} />
          </Field>
        )}
        <Field id="user-fullname" label={usersUi.fields.fullName}>
          <Input id="user-fullname" autoComplete="off" {...field('fullName')} />
        </Field>
        <Field id="user-email" label={usersUi.fields.email}>
          <Input id="user-email" type="email" autoComplete="off" {...field('email')} />
        </Field>
        <Field id="user-role" label={usersUi.fields.role}>
          <Select id="user-role" {...field('role')}>
            {(['user', 'admin'] as const).map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="user-expiry" label={usersUi.fields.expiry}>
          <Input id="user-expiry" type="date" aria-describedby="user-expiry-hint" {...field('expiryDate')} />
        </Field>
      </div>
      <p id="user-expiry-hint" className="-mt-2 text-xs text-muted">
        {usersUi.fields.expiryHint}
      </p>
      <fieldset className="flex flex-col gap-2 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-medium">{usersUi.fields.permissions}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {FLAGS.map(([name, label]) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-(--cc-primary)" {...form.register(name)} />
              {label}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted">{usersUi.fields.adminHasAll}</p>
      </fieldset>
      {invalid && <Alert tone="error">{invalid}</Alert>}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <FormActions onCancel={onClose} pending={save.isPending} disabled={saved} />
    </form>
  );
}
