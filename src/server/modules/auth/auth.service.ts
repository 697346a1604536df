import { isUserExpired } from '#shared/domain/business-time';
import { authMessages, passwordMessages } from '#shared/messages/auth';
import type { LoginInput } from '#shared/schemas/auth';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { createSession, endUserSessions } from '../sessions/session.service';
import { actorOf, type Actor } from '../../identity/actor';
import { usernameKey } from '../users/user.mapper';
import { findUserByUsername, recordLogin, setProfileImage, setUserPassword } from '../users/user.service';
import { countAttempt, recordSuccess } from './login-throttle.service';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

/** Checks the credentials and opens a new session; answers the user and the session token. */
export async function login(ctx: AppContext, input: LoginInput, meta: ClientMeta) {
  const key = usernameKey(input.username);
  // Counted before the password is checked, so a burst cannot slip past the limit (issue 10).
  await countAttempt(ctx, key, meta.ip);

  const user = await findUserByUsername(ctx, key);
  const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) {
    throw new AppError(401, authMessages.badCredentials);
  }
  // The password was right: that attempt was no failure, whatever comes next.
  await recordSuccess(ctx, key, meta.ip);
  // Only someone who knows the password learns that the user has expired.
  if (isUserExpired(user.expiry_date, ctx.now(), ctx.config.TZ_APP)) {
    throw new AppError(403, authMessages.userExpired);
  }
  const token = await createSession(ctx, user.id, meta);
  const updated = await recordLogin(ctx, user.id);
  return { user: updated ?? user, token };
}

/** Own password change: the current one must be right; every other session of the user ends. */
export async function changeOwnPassword(
  ctx: AppContext,
  user: UserRow,
  sessionId: string | null,
  input: { currentPassword: string; newPassword: string },
) {
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError(400, passwordMessages.currentWrong);
  }
  await setUserPassword(ctx, actorOf(user), user.id, input.newPassword);
  await endUserSessions(ctx, user.id, sessionId);
}

/**
 * An admin sets someone's password; that user's sessions end, so the old password is useless.
 * An admin setting their own keeps the session they are using, as with the own-password change.
 */
export async function adminChangePassword(
  ctx: AppContext,
  userId: number,
  newPassword: string,
  actor: Actor & { sessionId: string | null },
) {
  if (!(await setUserPassword(ctx, { id: actor.id, name: actor.name }, userId, newPassword))) {
    throw new AppError(404, passwordMessages.userNotFound);
  }
  await endUserSessions(ctx, userId, actor.id === userId ? actor.sessionId : null);
}

/** A user's own photo: recorded in the trail as an edit of their user by themselves. */
export async function updateProfileImage(ctx: AppContext, user: UserRow, profileImage: string | null) {
  const updated = await setProfileImage(ctx, actorOf(user), user.id, profileImage);
  if (!updated) throw new AppError(404, passwordMessages.userNotFound);
  return updated;
}
