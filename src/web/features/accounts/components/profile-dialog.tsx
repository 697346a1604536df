import { Fragment, type ReactNode } from 'react';
import type { Account } from '#shared/schemas/accounts';
import type { Profile } from '#shared/schemas/profiles';
import { useProfileWriteBusy } from '@/api/accounts/invalidate-accounts';
import { Dialog } from '@/components/ui/dialog';

/** The profile a dialog acts on, with its account (service, username, password). */
export interface ProfileTarget {
  account: Account;
  profile: Profile;
}

export interface ProfileDialogProps {
  target: ProfileTarget | null;
  title: string;
  onClose: () => void;
  wide?: boolean;
  /** Rendered only while open, keyed by the profile so a new one starts from a fresh form. */
  children: (target: ProfileTarget) => ReactNode;
}

/**
 * A dialog about one profile, saying which one: service · username · profile. It stays open
 * while a write of it is in flight: closed mid-sale, the sale would still be made but its access
 * information never shown, and the seller might sell the client another profile.
 */
export function ProfileDialog({ target, title, onClose, wide, children }: ProfileDialogProps) {
  const writing = useProfileWriteBusy();
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(next) => !next && !writing && onClose()}
      title={title}
      description={
        target
          ? `${target.account.service.name} · ${target.account.username} · ${target.profile.name}`
          : undefined
      }
      wide={wide}
    >
      {target && <Fragment key={target.profile.id}>{children(target)}</Fragment>}
    </Dialog>
  );
}
