import { commonMessages, commonUi } from '#shared/messages/common';
import { notifyProfilesUi } from '#shared/messages/messaging';
import type { AccountNotifyTargets } from '#shared/schemas/account-notify';
import type { Account } from '#shared/schemas/accounts';
import { useNotifyTargets } from '@/api/accounts/get-notify-targets';
import { useTemplates } from '@/api/templates/get-templates';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { messageProfileOf } from '@/lib/message-profile';
import { NotifyProfilesPanel, type NotifyEntry } from './notify-profiles-panel';

const t = notifyProfilesUi;

/**
 * What opened the dialog: the row's notify action, or a saved password change (Nueva Contraseña
 * to every holder, with the previous password for {contraseña_anterior}).
 */
export type AccountNotifyRequest =
  { kind: 'notify'; account: Account } | { kind: 'password'; account: Account; previousPassword: string };

export interface AccountNotifyDialogProps {
  request: AccountNotifyRequest | null;
  today: string;
  onClose: () => void;
}

/** The profiles of the account that have a client, with that client's phone and type. */
function entriesOf({ account, clients }: AccountNotifyTargets): NotifyEntry[] {
  const byId = new Map(clients.map((client) => [client.id, client]));
  return account.profiles.flatMap((profile) => {
    const client =
      profile.status === 'libre' || profile.clientId === null ? null : byId.get(profile.clientId);
    return client ? [{ profileId: profile.id, client, profile: messageProfileOf(account, profile) }] : [];
  });
}

/** The per-account notify modal, and the Nueva Contraseña offer after a password change. */
export function AccountNotifyDialog({ request, today, onClose }: AccountNotifyDialogProps) {
  const account = request?.account;
  const name = account ? `${account.service.name} · ${account.username}` : '';
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(next) => !next && onClose()}
      title={request?.kind === 'password' ? t.passwordTitle : t.title}
      description={request?.kind === 'password' ? t.passwordDescription : t.description(name)}
      wide
    >
      {request && (
        <NotifyBody
          key={`${request.kind}-${request.account.id}`}
          request={request}
          today={today}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function NotifyBody({
  request,
  today,
  onClose,
}: {
  request: AccountNotifyRequest;
  today: string;
  onClose: () => void;
}) {
  const targets = useNotifyTargets(request.account.id);
  const templates = useTemplates();
  if (targets.isPending || templates.isPending)
    return <Spinner className="p-6" label={commonMessages.loading} />;
  if (targets.isError || templates.isError) {
    return (
      <ErrorState
        message={t.loadFailed}
        retrying={targets.isFetching || templates.isFetching}
        onRetry={() => {
          if (targets.isError) void targets.refetch();
          if (templates.isError) void templates.refetch();
        }}
      />
    );
  }
  const entries = entriesOf(targets.data);
  if (entries.length === 0) {
    return (
      <EmptyState
        title={t.empty}
        action={
          <Button variant="secondary" onClick={onClose}>
            {commonUi.close}
          </Button>
        }
      />
    );
  }
  return request.kind === 'password' ? (
    <NotifyProfilesPanel
      entries={entries}
      templates={templates.data}
      today={today}
      types={['cambio_contraseña']}
      initialType="cambio_contraseña"
      extras={{ previousPassword: request.previousPassword, newPassword: targets.data.account.password }}
      onClose={onClose}
    />
  ) : (
    <NotifyProfilesPanel entries={entries} templates={templates.data} today={today} onClose={onClose} />
  );
}
