import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import type { Account } from '#shared/schemas/accounts';
import type { Profile } from '#shared/schemas/profiles';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { ReleaseProfile } from './release-profile';

export interface BlockedProfileDialogProps {
  target: { account: Account; profile: Profile } | null;
  onClose: () => void;
  onDone: (text: string) => void;
}

/**
 * A profile that is neither libre nor ocupado (marked expirado): the spec's alert that it cannot
 * be edited, and the way out of that state, Liberar, so it can be sold again. Without it a
 * profile marked expirado could never be touched from this screen again.
 */
export function BlockedProfileDialog({ target, onClose, onDone }: BlockedProfileDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(next) => !next && onClose()}
      title={target ? ui.profiles.blockedTitle(target.profile.name) : ''}
      description={target ? `${target.account.service.name} · ${target.account.username}` : undefined}
    >
      {target && (
        <div className="flex flex-col gap-4">
          <Alert tone="info">{messages.profiles.notEditable(target.profile.status)}</Alert>
          <p className="text-sm text-muted">{ui.profiles.blockedHint}</p>
          <ReleaseProfile profile={target.profile} onDone={onDone} onClose={onClose} />
        </div>
      )}
    </Dialog>
  );
}
