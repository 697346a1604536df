import { useState } from 'react';
import { parsePasswordList } from '#shared/domain/password-list';
import { accountPasswordsMessages, accountPasswordsUi } from '#shared/messages/accounts';
import type { AccountPasswordsResult } from '#shared/schemas/account-passwords';
import { useChangePasswords } from '@/api/accounts/change-passwords';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';

const t = accountPasswordsUi;
const m = accountPasswordsMessages;

/** A ticked account, as the dialog names it. */
export interface PasswordTarget {
  id: number;
  username: string;
  serviceName: string;
}

export interface ChangePasswordsDialogProps {
  /** The ticked accounts; null: closed. */
  accounts: PasswordTarget[] | null;
  onClose: () => void;
  /** After the change: the answer (its holders get their Nueva Contraseña message). */
  onChanged: (result: AccountPasswordsResult) => void;
}

/** Cambiar contraseñas (issue 26 item 2): a new password per ticked account, typed or pasted. */
export function ChangePasswordsDialog({ accounts, onClose, onChanged }: ChangePasswordsDialogProps) {
  return (
    <Dialog
      open={accounts !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t.title}
      description={t.description}
      wide
    >
      {accounts && <PasswordsForm accounts={accounts} onClose={onClose} onChanged={onChanged} />}
    </Dialog>
  );
}

function PasswordsForm({
  accounts,
  onClose,
  onChanged,
}: ChangePasswordsDialogProps & { accounts: PasswordTarget[] }) {
  const [passwords, setPasswords] = useState<Record<number, string>>({});
  const [pasted, setPasted] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePasswords();

  const fill = () => {
    const byUser = new Map(accounts.map((a) => [a.username.toLowerCase(), a]));
    const next = { ...passwords };
    const unmatched: string[] = [];
    for (const pair of parsePasswordList(pasted)) {
      const account = byUser.get(pair.user.toLowerCase());
      if (account) next[account.id] = pair.password;
      else unmatched.push(pair.user);
    }
    setPasswords(next);
    setNotice(unmatched.length > 0 ? m.pasteUnmatched(unmatched) : null);
  };

  const submit = () => {
    setError(null);
    const changes = accounts
      .filter((a) => (passwords[a.id] ?? '') !== '')
      .map((a) => ({ accountId: a.id, password: passwords[a.id]! }));
    if (changes.length === 0) return setError(m.invalidChanges);
    change.mutate(
      { changes },
      {
        onSuccess: (result) => onChanged(result),
        onError: (failure) => setError(errorMessage(failure, m.failed)),
      },
    );
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ul className="max-h-72 space-y-2 overflow-y-auto">
        {accounts.map((account) => (
          <li key={account.id}>
            <Field id={`password-${account.id}`} label={t.newPassword(account.serviceName, account.username)}>
              <Input
                id={`password-${account.id}`}
                autoComplete="off"
                value={passwords[account.id] ?? ''}
                onChange={(event) => setPasswords((now) => ({ ...now, [account.id]: event.target.value }))}
              />
            </Field>
          </li>
        ))}
      </ul>
      <div className="space-y-2">
        <label htmlFor="password-list" className="text-sm font-medium">
          {t.pasteLabel}
        </label>
        <textarea
          id="password-list"
          rows={3}
          className="w-full rounded-lg border border-border bg-surface-2 p-2 font-mono text-sm"
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
        <Button variant="secondary" size="sm" onClick={fill} disabled={!pasted.trim()}>
          {t.pasteApply}
        </Button>
      </div>
      {notice && <Alert tone="info">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions onCancel={onClose} pending={change.isPending} label={t.save} pendingLabel={t.saving} />
    </form>
  );
}
