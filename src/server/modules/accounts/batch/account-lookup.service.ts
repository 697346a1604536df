import type { AppContext } from '../../../app-context';
import { findAccountsByUsernames } from './account-lookup.repository';

/** The key an account is known by in an import: its service and its username in lower case. */
export const accountKey = (serviceId: number, username: string) => `${serviceId}:${username.toLowerCase()}`;

/** Which of these accounts (by accountKey) already exist. */
export async function existingAccountKeys(ctx: AppContext, usernames: string[]): Promise<Set<string>> {
  if (usernames.length === 0) return new Set();
  const rows = await findAccountsByUsernames(
    ctx.db,
    usernames.map((u) => u.toLowerCase()),
  );
  return new Set(rows.map((r) => accountKey(r.service_id, r.username)));
}
