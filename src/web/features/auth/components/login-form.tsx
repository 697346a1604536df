import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import { loginSchema, type LoginInput } from '#shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useLogin } from '../api/login';

export interface LoginFormProps {
  onSuccess: () => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const login = useLogin();
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<LoginInput, LoginInput>(loginSchema, {
    defaultValues: { username: '', password: '' },
  });
  const error = invalid ?? (login.error ? errorMessage(login.error, messages.auth.loginFailedScreen) : null);

  const onSubmit = form.handleSubmit((values) => login.mutate(values, { onSuccess }));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <Field id="login-username" label={ui.login.username}>
        <Input
          id="login-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          {...field('username')}
        />
      </Field>
      <Field id="login-password" label={ui.login.password}>
        <PasswordInput id="login-password" autoComplete="current-password" {...field('password')} />
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={login.isPending} className="mt-1 w-full">
        {login.isPending ? <Spinner className="text-primary-fg" /> : null}
        {login.isPending ? ui.login.submitting : ui.login.submit}
      </Button>
    </form>
  );
}
