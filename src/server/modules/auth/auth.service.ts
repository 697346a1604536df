import { isUserExpired } from '#shared/domain/business-time';
import { messages } from '#shared/messages/es';
import type { LoginInput } from '#shared/schemas/auth';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { createSession, endUserSessions } from '../sessions/session.service';
import { usernameKey } from '../users/user.mapper';
import { findUserById, findUserByUsernameKey, updateUser } from '../users/user.repository';
import { countAttempt, recordSuccess } from './login-throttle';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

/** Checks the credentials and opens a new session; answers the user and the session token. */
export async function login(ctx: AppContext, input: LoginInput, meta: ClientMeta) {
  const key = usernameKey(input.username);
  // Counted before the password is checked, so a burst cannot slip past the limit (issue 10).
  await countAttempt(ctx, key, meta.ip);

  const user = await findUserByUsernameKey(ctx.db, key);
  const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) {
    throw new AppError(401, messages.auth.badCredentials);
  }
  // The password was right: that attempt was no failure, whatever comes next.
  await recordSuccess(ctx, key, meta.ip);
  // Only someone who knows the password learns that the user has expired.
  if (isUserExpired(user.expiry_date, ctx.now(), ctx.config.TZ_APP)) {
    throw new AppError(403, messages.auth.userExpired);
  }
  const token = await createSession(ctx, user.id, meta);
  const updated = await updateUser(ctx.db, user.id, { last_login: nowIso(ctx.now()) });
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
    throw new AppError(400, messages.password.currentWrong);
  }
  await setPassword(ctx, user.id, input.newPassword);
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
  actor: { id: number; sessionId: string | null },
) {
  const target = await findUserById(ctx.db, userId);
  if (!target) throw new AppError(404, messages.password.userNotFound);
  await setPassword(ctx, userId, newPassword);
  await endUserSessions(ctx, userId, actor.id === userId ? actor.sessionId : null);
}

async function setPassword(ctx: AppContext, userId: number, password: string) {
  await updateUser(ctx.db, userId, {
    password_hash: await hashPassword(password),
    updated_at: nowIso(ctx.now()),
  });
}

export async function updateProfileImage(ctx: AppContext, userId: number, profileImage: string | null) {
  const updated = await updateUser(ctx.db, userId, {
    profile_image: profileImage,
    updated_at: nowIso(ctx.now()),
  });
  if (!updated) throw new AppError(404, messages.password.userNotFound);
  return updated;
}
