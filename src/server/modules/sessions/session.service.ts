import type { AppContext } from '../../app-context';
import { addMs, nowIso, toIso } from '../../lib/time';
import { randomToken, sha256 } from '../../lib/tokens';
import {
  deleteSession,
  deleteSessionsExpiredBefore,
  deleteUserSessions,
  findSession,
  insertSession,
  touchSession,
} from './session.repository';

// A back-office shift: a session idle for 12 hours ends, and none outlives a week.
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would turn each read into a write; once a minute is enough.
const TOUCH_EVERY_MS = 60 * 1000;

/** The database stores only a hash of the cookie's token, so a leaked table opens no session. */
export const sessionIdOf = (token: string) => sha256(token);

export async function createSession(
  ctx: AppContext,
  userId: number,
  meta: { userAgent?: string; ip?: string },
): Promise<string> {
  const now = ctx.now();
  const token = randomToken();
  await deleteSessionsExpiredBefore(ctx.db, nowIso(now));
  await insertSession(ctx.db, {
    id: sessionIdOf(token),
    user_id: userId,
    created_at: nowIso(now),
    last_seen_at: nowIso(now),
    expires_at: nowIso(addMs(now, SESSION_ABSOLUTE_MS)),
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return token;
}

/** The live session for a cookie token, or null (an ended one is deleted on the way). */
export async function resolveSession(
  ctx: AppContext,
  token: string,
): Promise<{ id: string; userId: number } | null> {
  const id = sessionIdOf(token);
  const session = await findSession(ctx.db, id);
  if (!session) return null;
  const now = ctx.now().getTime();
  const lastSeen = new Date(toIso(session.last_seen_at)).getTime();
  const expired = new Date(toIso(session.expires_at)).getTime() <= now || lastSeen + SESSION_IDLE_MS <= now;
  if (expired) {
    await deleteSession(ctx.db, id);
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) await touchSession(ctx.db, id, nowIso(ctx.now()));
  return { id, userId: session.user_id };
}

export const endSession = (ctx: AppContext, id: string) => deleteSession(ctx.db, id);

export const endUserSessions = (ctx: AppContext, userId: number, exceptId?: string | null) =>
  deleteUserSessions(ctx.db, userId, exceptId);
