import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '#shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { passwordProblem } from '@/lib/password-problem';
import { useChangePassword } from '../api/change-password';
import { useAutoClose } from '@/lib/use-auto-close';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const empty: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });

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

  const validation = passwordProblem(errors);
  const error =
    validation ?? (change.isError ? errorMessage(change.error, messages.password.changeFailed) : null);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={ui.changePassword.title}
      description={ui.changePassword.description}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field id="current-password" label={ui.changePassword.current}>
          <PasswordInput
            id="current-password"
            autoComplete="current-password"
            {...register('currentPassword')}
          />
        </Field>
        <Field id="new-password" label={ui.changePassword.next}>
          <PasswordInput id="new-password" autoComplete="new-password" {...register('newPassword')} />
        </Field>
        <Field id="confirm-password" label={ui.changePassword.confirm}>
          <PasswordInput id="confirm-password" autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        {error && <Alert tone="error">{error}</Alert>}
        {change.isSuccess && <Alert tone="success">{messages.password.updated}</Alert>}
        <FormActions
          onCancel={close}
          pending={change.isPending}
          disabled={change.isSuccess}
          label={ui.changePassword.submit}
          pendingLabel={ui.changePassword.submitting}
        />
      </form>
    </Dialog>
  );
}
