import { sql } from 'kysely';
import { messages } from '#shared/messages/es';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { addMs, nowIso, toIso } from '../../lib/time';

// Failed sign-ins are counted in the database (shared by every app instance) under three keys.
// The tight limit is per username *and* address, so an attacker elsewhere cannot lock a real user
// out; looser per-address and per-username limits stop wide guessing. Every block lifts by itself.
const WINDOW_MS = 15 * 60 * 1000;
const BLOCK_MS = 15 * 60 * 1000;
const LIMITS = { pair: 5, ip: 30, user: 100 } as const;

const keysFor = (usernameKey: string, ip: string) => ({
  pair: `pair:${ip}|${usernameKey}`,
  ip: `ip:${ip}`,
  user: `user:${usernameKey}`,
});

/** Throws 429 when any of the keys is blocked right now. */
export async function assertNotThrottled(ctx: AppContext, usernameKey: string, ip: string) {
  const now = ctx.now();
  const rows = await ctx.db
    .selectFrom('login_attempts')
    .select(['blocked_until'])
    .where('key', 'in', Object.values(keysFor(usernameKey, ip)))
    .where('blocked_until', '>', nowIso(now))
    .execute();
  if (rows.length === 0) return;
  const until = Math.max(...rows.map((r) => new Date(toIso(r.blocked_until!)).getTime()));
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  throw new AppError(429, messages.auth.tooManyAttempts(Math.ceil(seconds / 60)), {
    'retry-after': String(seconds),
  });
}

export async function recordFailure(ctx: AppContext, usernameKey: string, ip: string) {
  const now = ctx.now();
  const windowStart = nowIso(addMs(now, -WINDOW_MS));
  for (const [kind, key] of Object.entries(keysFor(usernameKey, ip)) as [keyof typeof LIMITS, string][]) {
    // One atomic upsert: a count older than the window starts again at 1.
    const row = await ctx.db
      .insertInto('login_attempts')
      .values({ key, failures: 1, window_started_at: nowIso(now), blocked_until: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql`case when login_attempts.window_started_at < ${windowStart} then 1 else login_attempts.failures + 1 end`,
          window_started_at: sql`case when login_attempts.window_started_at < ${windowStart} then ${nowIso(now)} else login_attempts.window_started_at end`,
        }),
      )
      .returning(['failures'])
      .executeTakeFirstOrThrow();
    if (row.failures >= LIMITS[kind]) {
      await ctx.db
        .updateTable('login_attempts')
        .set({ blocked_until: nowIso(addMs(now, BLOCK_MS)), failures: 0, window_started_at: nowIso(now) })
        .where('key', '=', key)
        .execute();
    }
  }
}

/** A successful sign-in clears that user's own counters (the address keeps its count). */
export async function recordSuccess(ctx: AppContext, usernameKey: string, ip: string) {
  const { pair, user } = keysFor(usernameKey, ip);
  await ctx.db.deleteFrom('login_attempts').where('key', 'in', [pair, user]).execute();
  await ctx.db
    .deleteFrom('login_attempts')
    .where('window_started_at', '<', nowIso(addMs(ctx.now(), -WINDOW_MS)))
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', nowIso(ctx.now()))]))
    .execute();
}
