import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import { Alert } from '@/components/ui/alert';
import { ProfileDialog, type ProfileTarget } from './profile-dialog';
import { ReleaseProfile } from './release-profile';

export interface BlockedProfileDialogProps {
  target: ProfileTarget | null;
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
    <ProfileDialog target={target} title={ui.profiles.blockedTitle} onClose={onClose}>
      {({ profile }) => (
        <div className="flex flex-col gap-4">
          <Alert tone="info">{messages.profiles.notEditable(profile.status)}</Alert>
          <p className="text-sm text-muted">{ui.profiles.blockedHint}</p>
          <ReleaseProfile profile={profile} onDone={onDone} onClose={onClose} />
        </div>
      )}
    </ProfileDialog>
  );
}
