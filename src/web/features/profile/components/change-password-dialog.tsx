import { useCallback } from 'react';
import { changePasswordUi, passwordMessages } from '#shared/messages/auth';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '#shared/schemas/auth';
import { useChangePassword } from '@/api/auth/change-password';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { useAutoClose } from '@/lib/use-auto-close';
import { useSchemaForm } from '@/lib/use-schema-form';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// One problem at a time, in the order spec section 5 checks a password form: a missing field,
// then the mismatch, then the length.
const order = ['confirmPassword', 'newPassword', 'currentPassword'] as const;

const empty: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const change = useChangePassword();
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<ChangePasswordFormInput, ChangePasswordFormInput>(changePasswordFormSchema, {
    defaultValues: empty,
    preferred: passwordMessages.fillAllFields,
    order,
  });
  const { handleSubmit, reset } = form;

  const setOpen = useCallback(
    (next: boolean) => {
      if (!next) {
        reset(empty);
        change.reset();
      }
      onOpenChange(next);
    },
    [change, onOpenChange, reset],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  useAutoClose(change.isSuccess, close);

  const error =
    invalid ?? (change.isError ? errorMessage(change.error, passwordMessages.changeFailed) : null);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={changePasswordUi.title}
      description={changePasswordUi.description}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <Field id="current-password" label={changePasswordUi.current}>
          <PasswordInput
            id="current-password"
            autoComplete="current-password"
            {...field('currentPassword')}
          />
        </Field>
        <Field id="new-password" label={changePasswordUi.next}>
          <PasswordInput id="new-password" autoComplete="new-password" {...field('newPassword')} />
        </Field>
        <Field id="confirm-password" label={changePasswordUi.confirm}>
          <PasswordInput id="confirm-password" autoComplete="new-password" {...field('confirmPassword')} />
        </Field>
        {error && <Alert tone="error">{error}</Alert>}
        {change.isSuccess && <Alert tone="success">{passwordMessages.updated}</Alert>}
        <FormActions
          onCancel={close}
          pending={change.isPending}
          disabled={change.isSuccess}
          label={changePasswordUi.submit}
          pendingLabel={changePasswordUi.submitting}
        />
      </form>
    </Dialog>
  );
}
