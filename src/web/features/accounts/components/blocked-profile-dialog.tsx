import { profilesMessages, profilesUi } from '#shared/messages/profiles';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProfileDialog, type ProfileTarget } from './profile-dialog';
import { ReleaseProfile } from './release-profile';

export interface BlockedProfileDialogProps {
  target: ProfileTarget | null;
  onClose: () => void;
  onDone: (text: string) => void;
  /** Vender de nuevo: opens Asignar Perfil for it (a new sale, with its venta). */
  onSell: (target: ProfileTarget) => void;
}

/**
 * A profile that is neither libre nor ocupado (marked expirado): the spec's alert that it cannot
 * be edited, and the ways out of that state: sell it again (to its last client or another, a new
 * venta) or Liberar it. Without them a profile marked expirado could never be touched again.
 */
export function BlockedProfileDialog({ target, onClose, onDone, onSell }: BlockedProfileDialogProps) {
  return (
    <ProfileDialog target={target} title={profilesUi.blockedTitle} onClose={onClose}>
      {(shown) => (
        <div className="flex flex-col gap-4">
          <Alert tone="info">{profilesMessages.notEditable(shown.profile.status)}</Alert>
          <p className="text-sm text-muted">
            {shown.profile.clientName
              ? profilesUi.blockedHintClient(shown.profile.clientName)
              : profilesUi.blockedHint}
          </p>
          <Button onClick={() => onSell(shown)} className="self-start">
            {profilesUi.sellAgain}
          </Button>
          <ReleaseProfile profile={shown.profile} onDone={onDone} onClose={onClose} />
        </div>
      )}
    </ProfileDialog>
  );
}
