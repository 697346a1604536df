import { useState, type FormEvent } from 'react';
import { authMessages, loginUi } from '#shared/messages/auth';
import type { LoginInput } from '#shared/schemas/auth';
import { useLogin } from '@/api/auth/login';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';

export interface LoginFormProps {
  onSuccess: () => void;
}

type LoginField = keyof LoginInput;
const fieldIds: Record<LoginField, string> = { username: 'login-username', password: 'login-password' };

// /login is the first screen everyone loads, so it does without react-hook-form and zod (about
// 45 KB gzipped, see docs/performance.md): the shared login schema, the same one the server
// parses the request with, is fetched on the first keystroke and checks the form on submit.
const loadLoginSchema = () => import('#shared/schemas/auth').then((module) => module.loginSchema);

interface Invalid {
  fields: ReadonlySet<LoginField>;
  message: string;
}

/** The schema's verdict: the first failing field's message (schema order, as the server reports). */
async function check(
  values: LoginInput,
): Promise<{ ok: true; data: LoginInput } | ({ ok: false } & Invalid)> {
  const parsed = (await loadLoginSchema()).safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields = new Set(parsed.error.issues.map((issue) => issue.path[0] as LoginField));
  return { ok: false, fields, message: parsed.error.issues[0]?.message ?? authMessages.fillAllFields };
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const login = useLogin();
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [invalid, setInvalid] = useState<Invalid | null>(null);
  const error =
    invalid?.message ?? (login.error ? errorMessage(login.error, authMessages.loginFailedScreen) : null);

  const change = (name: LoginField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    void loadLoginSchema();
    // After a failed submit the message follows what is typed, as the other forms do.
    if (invalid) void check(next).then((result) => setInvalid(result.ok ? null : result));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await check(values);
    if (!result.ok) {
      setInvalid(result);
      const first = [...result.fields][0];
      if (first) document.getElementById(fieldIds[first])?.focus();
      return;
    }
    setInvalid(null);
    login.mutate(result.data, { onSuccess });
  };

  const field = (name: LoginField) => ({
    id: fieldIds[name],
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    'aria-invalid': invalid?.fields.has(name) ? (true as const) : undefined,
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <Field id={fieldIds.username} label={loginUi.username}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          {...field('username')}
        />
      </Field>
      <Field id={fieldIds.password} label={loginUi.password}>
        <PasswordInput autoComplete="current-password" {...field('password')} />
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={login.isPending} className="mt-1 w-full">
        {login.isPending ? <Spinner className="text-primary-fg" /> : null}
        {login.isPending ? loginUi.submitting : loginUi.submit}
      </Button>
    </form>
  );
}
