import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ImageUp, KeyRound, LogOut } from 'lucide-react';
import { ROLE_LABELS } from '#shared/domain/permissions';
import { userMenuUi } from '#shared/messages/shell';
import type { SessionUser } from '#shared/schemas/auth';
import { useUpdateProfileImage } from '@/api/auth/update-profile-image';
import { focusRing } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { MenuContent, MenuSeparator, menuItemClass } from '@/components/ui/menu';
import { UserAvatar } from './user-avatar';

export interface UserMenuProps {
  user: SessionUser;
  onLogout: () => void;
  loggingOut: boolean;
}

// Forms most visits never open: their code loads with their first opening.
const ChangePasswordDialog = lazyDialog(
  () => import('./change-password-dialog').then((m) => m.ChangePasswordDialog),
  (props) => props.open,
);
const ProfileImageDialog = lazyDialog(
  () => import('./profile-image-dialog').then((m) => m.ProfileImageDialog),
  (props) => props.open,
);

type OpenDialog = 'image' | 'password' | null;

/** Avatar, name, email and role, with the profile image, password and logout actions. */
export function UserMenu({ user, onLogout, loggingOut }: UserMenuProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const updateImage = useUpdateProfileImage();
  // A broken image is cleared and a null image posted (spec section 8), once per image.
  const clearBrokenImage = () => {
    if (user.profileImage && !updateImage.isPending) updateImage.mutate(null);
  };

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label={userMenuUi.trigger}
            className={`flex items-center gap-2 rounded-full p-1 transition hover:bg-surface-2 ${focusRing}`}
          >
            <UserAvatar user={user} className="size-8 text-sm" onBrokenImage={clearBrokenImage} />
          </button>
        </DropdownMenu.Trigger>
        <MenuContent align="end" className="w-64">
          <div className="flex items-center gap-3 px-2.5 py-2">
            <UserAvatar user={user} className="size-10" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold" data-testid="user-menu-name">
                {user.fullName || user.username}
              </p>
              {user.email && <p className="truncate text-xs text-muted">{user.email}</p>}
              <p className="text-xs font-medium text-primary">{ROLE_LABELS[user.role]}</p>
            </div>
          </div>
          <MenuSeparator />
          <DropdownMenu.Item className={menuItemClass} onSelect={() => setDialog('image')}>
            <ImageUp aria-hidden className="size-4 text-muted" />
            {userMenuUi.changeImage}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => setDialog('password')}>
            <KeyRound aria-hidden className="size-4 text-muted" />
            {userMenuUi.changePassword}
          </DropdownMenu.Item>
          <MenuSeparator />
          <DropdownMenu.Item className={menuItemClass} disabled={loggingOut} onSelect={onLogout}>
            <LogOut aria-hidden className="size-4 text-danger" />
            {userMenuUi.logout}
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Root>
      <ChangePasswordDialog
        open={dialog === 'password'}
        onOpenChange={(open) => setDialog(open ? 'password' : null)}
      />
      <ProfileImageDialog
        user={user}
        open={dialog === 'image'}
        onOpenChange={(open) => setDialog(open ? 'image' : null)}
      />
    </>
  );
}
