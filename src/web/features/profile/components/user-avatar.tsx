import { useState } from 'react';
import clsx from 'clsx';
import { initialsOf } from '#shared/domain/initials';
import { userMenuUi } from '#shared/messages/shell';
import type { SessionUser } from '#shared/schemas/auth';

export interface UserAvatarProps {
  user: Pick<SessionUser, 'fullName' | 'username' | 'profileImage'>;
  className?: string;
  /** Called once when the profile image cannot be loaded. */
  onBrokenImage?: () => void;
}

export function UserAvatar({ user, className, onBrokenImage }: UserAvatarProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = user.profileImage;
  const showImage = Boolean(src) && src !== brokenSrc;

  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary ring-1 ring-border',
        className,
      )}
    >
      {showImage && src ? (
        <img
          src={src}
          alt={userMenuUi.avatarAlt}
          className="size-full object-cover"
          onError={() => {
            setBrokenSrc(src);
            onBrokenImage?.();
          }}
        />
      ) : (
        <span aria-hidden data-testid="avatar-initials">
          {initialsOf(user.fullName, user.username)}
        </span>
      )}
    </span>
  );
}
