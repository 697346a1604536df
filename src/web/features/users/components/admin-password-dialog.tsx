import { passwordMessages } from '#shared/messages/auth';
import { adminPasswordUi } from '#shared/messages/users';
import { adminChangePasswordFormSchema } from '#shared/schemas/auth';
import type { User } from '#shared/schemas/users';
import { useAdminChangePassword } from '@/api/auth/admin-change-password';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { useAutoClose } from '@/lib/use-auto-close';
import { useSchemaForm } from '@/lib/use-schema-form';

// One problem at a time, in the order spec section 5 checks a password form: a missing field,
// then the mismatch, then the length.
const order = ['confirmPassword', 'newPassword'] as const;

interface FormValues {
  newPassword: string;
  confirmPassword: string;
}

export interface AdminPasswordDialogProps {
  user: User | null;
  onClose: () => void;
}

/** An admin sets another user's password; both fields required, matching, 6+ characters. */
export function AdminPasswordDialog({ user, onClose }: AdminPasswordDialogProps) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(next) => !next && onClose()}
      title={adminPasswordUi.title(user?.username ?? '')}
      description={adminPasswordUi.description}
    >
      {user && <AdminPasswordForm key={user.id} user={user} onClose={onClose} />}
    </Dialog>
  );
}

function AdminPasswordForm({ user, onClose }: { user: User; onClose: () => void }) {
  const change = useAdminChangePassword();
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, FormValues>(adminChangePasswordFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
    preferred: passwordMessages.fillAllFields,
    order,
  });
  useAutoClose(change.isSuccess, onClose);

  const error =
    invalid ?? (change.isError ? errorMessage(change.error, passwordMessages.adminChangeFailed) : null);

  return (
    <form
      onSubmit={(event) =>
        void form.handleSubmit(({ newPassword }) => change.mutate({ userId: user.id, newPassword }))(event)
      }
      noValidate
      className="flex flex-col gap-4"
    >
      <Field id="admin-new-password" label={adminPasswordUi.next}>
        <PasswordInput id="admin-new-password" autoComplete="new-password" {...field('newPassword')} />
      </Field>
      <Field id="admin-confirm-password" label={adminPasswordUi.confirm}>
        <PasswordInput
          id="admin-confirm-password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      {change.isSuccess && <Alert tone="success">{passwordMessages.updated}</Alert>}
      <FormActions onCancel={onClose} pending={change.isPending} disabled={change.isSuccess} />
    </form>
  );
}
