import { changesOfCreate } from '#shared/domain/audit';
import { businessToday, isUserExpired } from '#shared/domain/business-time';
import { FLAG_SECTIONS, type FlagSection } from '#shared/domain/permissions';
import { apiTokenMessages } from '#shared/messages/api-tokens';
import type { ApiToken, ApiTokenValues, CreatedApiToken } from '#shared/schemas/api-tokens';
import type { AppContext } from '../../app-context';
import type { ApiTokensTable, UserRow } from '../../db/schema';
import type { Actor } from '../../identity/actor';
import { AppError } from '../../lib/app-error';
import { nowIso, toIso } from '../../lib/time';
import { randomToken, sha256 } from '../../lib/tokens';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit.service';
import { findUserRow } from '../users/user.service';
import {
  countApiTokenRequest,
  findApiTokenByHash,
  findApiTokenRow,
  insertApiToken,
  listApiTokenRows,
  setApiTokenRevoked,
} from './api-token.repository';
import type { Selectable } from 'kysely';

// Tokens de API (issue 28 item 2, docs/decisions/043). The secret is `cc_` and 256 random bits in
// base64url; only its SHA-256 is stored, so the database (or a backup) never holds a usable token.

const m = apiTokenMessages;
/** What every token starts with: a secret scanner or a reader recognises it. */
export const API_TOKEN_PREFIX = 'cc_';

type TokenRow = Selectable<ApiTokensTable>;
const flagColumn = {
  dashboard: 'can_access_dashboard',
  movimientos: 'can_access_movimientos',
  tienda: 'can_access_tienda',
} as const;
const sectionsOf = (row: TokenRow): FlagSection[] => FLAG_SECTIONS.filter((s) => row[flagColumn[s]] === 1);

export async function createApiToken(
  ctx: AppContext,
  actor: Actor,
  input: ApiTokenValues,
): Promise<CreatedApiToken> {
  if (input.expiresAt && input.expiresAt < businessToday(ctx.now(), ctx.config.TZ_APP))
    throw new AppError(400, m.expiryPast);
  const token = API_TOKEN_PREFIX + randomToken(32);
  return inTransaction(ctx, async (tx) => {
    const { id } = await insertApiToken(tx.db, {
      name: input.name,
      token_hash: sha256(token),
      scope: input.scope,
      can_access_dashboard: input.sections.includes('dashboard') ? 1 : 0,
      can_access_movimientos: input.sections.includes('movimientos') ? 1 : 0,
      can_access_tienda: input.sections.includes('tienda') ? 1 : 0,
      expiry_date: input.expiresAt,
      created_by: actor.id,
      created_at: nowIso(tx.now()),
    });
    await recordAudit(tx, actor, {
      entity: 'api_token',
      entityId: id,
      label: input.name,
      action: 'create',
      changes: changesOfCreate({
        name: input.name,
        scope: input.scope,
        sections: input.sections.join(', '),
        expiry_date: input.expiresAt,
      }),
    });
    return { id, token };
  });
}

export async function listApiTokens(ctx: AppContext): Promise<ApiToken[]> {
  return (await listApiTokenRows(ctx.db)).map((row) => ({
    id: row.id,
    name: row.name,
    scope: row.scope,
    sections: sectionsOf(row),
    expiresAt: row.expiry_date,
    createdAt: toIso(row.created_at),
    createdBy: row.creator_full_name?.trim() || row.creator_username,
    lastUsedAt: toIso(row.last_used_at),
    revokedAt: toIso(row.revoked_at),
  }));
}

/** Revokes a token: the row stays (the list and the trail keep it); a second revoke changes nothing. */
export async function revokeApiToken(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await findApiTokenRow(tx.db, id);
    if (!row) throw new AppError(404, m.notFound);
    if (row.revoked_at) return;
    await setApiTokenRevoked(tx.db, id, nowIso(tx.now()));
    await recordAudit(tx, actor, { entity: 'api_token', entityId: id, label: row.name, action: 'revoke' });
  });
}

/** Who a bearer request is: the token and the user it acts as (see tokenUser). */
export interface TokenIdentity {
  token: { id: number; name: string; scope: TokenRow['scope'] };
  user: UserRow;
}

/**
 * The identity behind `Authorization: Bearer <secret>`, read from the database on every request
 * (so a revocation applies from the next request on every instance), or 401. The admin who made
 * it must still be an admin whose expiry date has not passed. Counts the request against the
 * token's per-minute limit (API_TOKEN_RATE_LIMIT): past it, 429 with Retry-After.
 */
export async function resolveApiToken(ctx: AppContext, secret: string): Promise<TokenIdentity> {
  const now = ctx.now();
  const row = secret.startsWith(API_TOKEN_PREFIX)
    ? await findApiTokenByHash(ctx.db, sha256(secret))
    : undefined;
  const creator = row && !row.revoked_at ? await findUserRow(ctx, row.created_by) : undefined;
  if (
    !row ||
    !creator ||
    creator.role !== 'admin' ||
    isUserExpired(row.expiry_date, now, ctx.config.TZ_APP) ||
    isUserExpired(creator.expiry_date, now, ctx.config.TZ_APP)
  )
    throw new AppError(401, m.invalid);

  const minute = Math.floor(now.getTime() / 60_000);
  const count = await countApiTokenRequest(ctx.db, row.id, minute, nowIso(now));
  if (count > ctx.config.API_TOKEN_RATE_LIMIT) {
    const seconds = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now.getTime()) / 1000));
    throw new AppError(429, m.rateLimited(seconds), { 'retry-after': String(seconds) });
  }
  return { token: { id: row.id, name: row.name, scope: row.scope }, user: tokenUser(row, creator) };
}

/**
 * The user a token acts as: its admin, with the role of a plain user and the token's sections as
 * flags, so every route's declared access (identity/access.ts) applies to it as to such a user:
 * admin-only routes are refused, section routes open by its flags. Its name is what the audit
 * trail and the movements record: "Token «n8n» (de Laura Gómez)", under the admin's id.
 */
function tokenUser(row: TokenRow, creator: UserRow): UserRow {
  return {
    ...creator,
    role: 'user',
    full_name: m.actorName(row.name, creator.full_name?.trim() || creator.username),
    can_access_dashboard: row.can_access_dashboard,
    can_access_movimientos: row.can_access_movimientos,
    can_access_tienda: row.can_access_tienda,
  };
}
