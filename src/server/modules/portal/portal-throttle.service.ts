import { portalMessages } from '#shared/messages/portal';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { countPortalHit, dropPortalHitsBefore, portalHits } from './portal-throttle.repository';

// Per-address limits of the portal (issue 27, docs/decisions/051), counted in the database like
// the sign-in throttle (modules/auth/login-throttle.service.ts) so every instance shares them:
// 60 requests a minute to /p/* and /api/portal/*, and 10 failed tokens a minute. A fixed window of
// one minute, as the API tokens' limit (decision 043).

export const PORTAL_REQUESTS_PER_MINUTE = 60;
export const PORTAL_FAILURES_PER_MINUTE = 10;

const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);

function tooMany(now: Date): AppError {
  const seconds = Math.max(1, Math.ceil(((minuteOf(now) + 1) * 60_000 - now.getTime()) / 1000));
  return new AppError(429, portalMessages.tooManyRequests(seconds), { 'retry-after': String(seconds) });
}

/**
 * Counts a portal request from `ip` and throws 429 past 60 this minute, or when the address has
 * already had 10 failed tokens this minute (before any token is looked up, so guessing stops).
 */
export async function countPortalRequest(ctx: AppContext, ip: string): Promise<void> {
  const now = ctx.now();
  const minute = minuteOf(now);
  const count = await countPortalHit(ctx.db, `req:${ip}`, minute);
  // The first request of an address in a minute sweeps the counts of earlier minutes.
  if (count === 1) await dropPortalHitsBefore(ctx.db, minute - 1);
  if (count > PORTAL_REQUESTS_PER_MINUTE) throw tooMany(now);
  if ((await portalHits(ctx.db, `fail:${ip}`, minute)) >= PORTAL_FAILURES_PER_MINUTE) throw tooMany(now);
}

/** Counts a failed token (unknown, revoked or expired) from `ip`. */
export async function countPortalFailure(ctx: AppContext, ip: string): Promise<void> {
  await countPortalHit(ctx.db, `fail:${ip}`, minuteOf(ctx.now()));
}
