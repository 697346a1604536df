import type { Account } from '#shared/schemas/accounts';

/**
 * True when some profile of the account has a client to tell (ocupado, or marked expirado). Kept
 * apart from the notify dialog so Cuentas can ask it without loading the dialog (and
 * libphonenumber with it) before it opens.
 */
export const hasHolders = (account: Account) =>
  account.profiles.some((profile) => profile.status !== 'libre' && profile.clientId !== null);
