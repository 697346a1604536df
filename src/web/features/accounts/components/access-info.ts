import { formatDisplayDate } from '#shared/domain/business-time';
import { ui } from '#shared/messages/ui';
import type { Account } from '#shared/schemas/accounts';
import type { Profile } from '#shared/schemas/profiles';

/** What the client needs to sign in (spec: the access-info template copied on assignment). */
export const accessInfoText = (account: Account, profile: Profile) =>
  ui.profiles.accessInfo({
    service: account.service.name,
    username: account.username,
    password: account.password,
    profile: profile.name,
    pin: profile.pin,
    expiry: formatDisplayDate(profile.expiryDate),
  });

/** Copies to the clipboard; false when the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
