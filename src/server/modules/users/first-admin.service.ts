import type { AppContext } from '../../app-context';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { generatePassword } from '../../lib/tokens';
import { usernameKey } from './user.mapper';
import { countUsers, insertUser } from './user.repository';

/**
 * On an empty database, creates the first admin so the shop can sign in at all. Answers the
 * generated password (to be printed once) when none was configured, or null.
 */
export async function ensureFirstAdmin(
  ctx: AppContext,
): Promise<{ username: string; password: string | null } | null> {
  if ((await countUsers(ctx.db)) > 0) return null;
  const username = ctx.config.ADMIN_USERNAME;
  const password = ctx.config.ADMIN_PASSWORD ?? generatePassword();
  const now = nowIso(ctx.now());
  try {
    await insertUser(ctx.db, {
      username,
      username_key: usernameKey(username),
      password_hash: await hashPassword(password),
      full_name: 'Administrador',
      email: null,
      role: 'admin',
      expiry_date: null,
      last_login: null,
      profile_image: null,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // Another instance starting at the same moment created it first: nothing to do.
    if ((await countUsers(ctx.db)) > 0) return null;
    throw error;
  }
  return { username, password: ctx.config.ADMIN_PASSWORD ? null : password };
}
