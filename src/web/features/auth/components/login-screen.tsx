import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import { Alert } from '@/components/ui/alert';
import { BrandMark } from '@/components/ui/brand-mark';
import { Card } from '@/components/ui/card';
import { LoginForm } from './login-form';

export interface LoginScreenProps {
  /** A message carried over from the previous screen (for instance a failed logout). */
  notice?: string;
  onSuccess: () => void;
}

export function LoginScreen({ notice, onSuccess }: LoginScreenProps) {
  return (
    <main className="flex min-h-full items-center justify-center bg-background px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <BrandMark className="size-12" />
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-foreground">{ui.brand}</h1>
            <p className="mt-1 text-sm text-muted">{ui.brandTagline}</p>
          </div>
        </div>
        <Card className="p-6 shadow-xl shadow-black/10">
          <h2 className="text-lg font-semibold text-foreground">{ui.login.title}</h2>
          <p className="mb-5 text-sm text-muted">{ui.login.subtitle}</p>
          {notice && (
            <Alert tone="error" className="mb-4">
              {notice}
            </Alert>
          )}
          <LoginForm onSuccess={onSuccess} />
        </Card>
        <p className="mt-5 text-center text-sm text-muted">{messages.auth.forgotPasswordHint}</p>
      </div>
    </main>
  );
}
