import { sql } from 'kysely';
import { messages } from '#shared/messages/es';
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
 * Counts this attempt under its three keys *before* the password is checked, and throws 429 when
 * a key is blocked or this attempt goes over its limit. One atomic upsert increments all three and
 * returns the new counts, so a burst of simultaneous attempts (on one instance or several) gets
 * exactly LIMIT password checks: each attempt sees its own count, never a stale one. A right
 * password gives its attempt back (`recordSuccess`).
 */
export async function countAttempt(ctx: AppContext, usernameKey: string, ip: string) {
  const now = ctx.now();
  const nowText = nowIso(now);
  const windowStart = nowIso(addMs(now, -WINDOW_MS));
  const keys = keysFor(usernameKey, ip);
  const kindOf = new Map(Object.entries(keys).map(([kind, key]) => [key, kind as Kind]));
  // Rows are written in key order, so two bursts on PostgreSQL lock them in the same order.
  const rows = await ctx.db
    .insertInto('login_attempts')
    .values(
      [...kindOf.keys()]
        .sort()
        .map((key) => ({ key, failures: 1, window_started_at: nowText, blocked_until: null })),
    )
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // A count older than the window starts again at 1.
        failures: sql`case when login_attempts.window_started_at < ${windowStart} then 1 else login_attempts.failures + 1 end`,
        window_started_at: sql`case when login_attempts.window_started_at < ${windowStart} then ${nowText} else login_attempts.window_started_at end`,
      }),
    )
    .returning(['key', 'failures', 'blocked_until'])
    .execute();

  const blockedUntil = rows
    .map((row) => (row.blocked_until ? new Date(toIso(row.blocked_until)).getTime() : 0))
    .filter((until) => until > now.getTime());
  const over = rows.filter((row) => row.failures > LIMITS[kindOf.get(row.key)!]).map((row) => row.key);
  if (blockedUntil.length === 0 && over.length === 0) return;

  if (over.length > 0) {
    const until = addMs(now, BLOCK_MS);
    // Only a key that is not blocked yet starts a block: a later attempt never extends it.
    await ctx.db
      .updateTable('login_attempts')
      .set({ blocked_until: nowIso(until), failures: 0, window_started_at: nowText })
      .where('key', 'in', over)
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', nowText)]))
      .execute();
    blockedUntil.push(until.getTime());
  }
  const seconds = Math.max(1, Math.ceil((Math.max(...blockedUntil) - now.getTime()) / 1000));
  throw new AppError(429, messages.auth.tooManyAttempts(Math.ceil(seconds / 60)), {
    'retry-after': String(seconds),
  });
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
