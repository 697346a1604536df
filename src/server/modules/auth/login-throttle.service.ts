import { sql } from 'kysely';
import { authMessages } from '#shared/messages/auth';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { addMs, nowIso, toIso } from '../../lib/time';

// Sign-in attempts are counted in the database (shared by every app instance) under three keys.
// The tight limit is per username *and* address, so an attacker elsewhere cannot lock a real user
// out; looser per-address and per-username limits stop wide guessing. Every block lifts by itself.
const WINDOW_MS = 15 * 60 * 1000;
const BLOCK_MS = 15 * 60 * 1000;
const LIMITS = { pair: 5, ip: 30, user: 100 } as const;
type Kind = keyof typeof LIMITS;

const keysFor = (usernameKey: string, ip: string): Record<Kind, string> => ({
  pair: `pair:${ip}|${usernameKey}`,
  ip: `ip:${ip}`,
  user: `user:${usernameKey}`,
});

/**
 * Counts this attempt *before* the password is checked and throws 429 when it may not go on.
 * The keys are counted one after the other, narrowest first (pair, then address, then username),
 * and an attempt refused at one key never reaches the next. So one address can add at most
 * LIMITS.pair attempts to a username's count (it cannot lock the user out for everyone), and at
 * most LIMITS.ip in all. Each count is one atomic upsert that answers the new value, so a burst
 * of simultaneous attempts, on one instance or several, gets exactly the limit through. A right
 * password gives its attempt back (`recordSuccess`).
 */
export async function countAttempt(ctx: AppContext, usernameKey: string, ip: string) {
  const now = ctx.now();
  const keys = keysFor(usernameKey, ip);
  for (const kind of ['pair', 'ip', 'user'] as const) {
    const blockedUntil = await countUnder(ctx, keys[kind], LIMITS[kind], now);
    if (blockedUntil === null) continue;
    const seconds = Math.max(1, Math.ceil((blockedUntil - now.getTime()) / 1000));
    throw new AppError(429, authMessages.tooManyAttempts(Math.ceil(seconds / 60)), {
      'retry-after': String(seconds),
    });
  }
}

/** Adds one attempt under `key`; answers when its block ends if the attempt is refused, else null. */
async function countUnder(ctx: AppContext, key: string, limit: number, now: Date): Promise<number | null> {
  const nowText = nowIso(now);
  const windowStart = nowIso(addMs(now, -WINDOW_MS));
  const row = await ctx.db
    .insertInto('login_attempts')
    .values({ key, failures: 1, window_started_at: nowText, blocked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // A count older than the window starts again at 1.
        failures: sql`case when login_attempts.window_started_at < ${windowStart} then 1 else login_attempts.failures + 1 end`,
        window_started_at: sql`case when login_attempts.window_started_at < ${windowStart} then ${nowText} else login_attempts.window_started_at end`,
      }),
    )
    .returning(['failures', 'blocked_until'])
    .executeTakeFirstOrThrow();

  const blockedUntil = row.blocked_until ? new Date(toIso(row.blocked_until)).getTime() : 0;
  if (blockedUntil > now.getTime()) return blockedUntil;
  if (row.failures <= limit) return null;
  // Over the limit: the block starts now. Only a key not blocked yet starts one, so a later
  // attempt in the same burst never extends it.
  const until = addMs(now, BLOCK_MS);
  await ctx.db
    .updateTable('login_attempts')
    .set({ blocked_until: nowIso(until), failures: 0, window_started_at: nowText })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', nowText)]))
    .execute();
  return until.getTime();
}

/**
 * A right password: the username's own counters go, and the address gets this attempt back (an
 * office behind one address signs in many times a day; only failures count against it).
 */
export async function recordSuccess(ctx: AppContext, usernameKey: string, ip: string) {
  const keys = keysFor(usernameKey, ip);
  await ctx.db.deleteFrom('login_attempts').where('key', 'in', [keys.pair, keys.user]).execute();
  await ctx.db
    .updateTable('login_attempts')
    .set({ failures: sql`case when failures > 0 then failures - 1 else 0 end` })
    .where('key', '=', keys.ip)
    .execute();
  await ctx.db
    .deleteFrom('login_attempts')
    .where('window_started_at', '<', nowIso(addMs(ctx.now(), -WINDOW_MS)))
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', nowIso(ctx.now()))]))
    .execute();
}
