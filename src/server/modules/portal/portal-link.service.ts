import { changesOfCreate } from '#shared/domain/audit';
import { businessToday, formatDisplayDate } from '#shared/domain/business-time';
import { portalMessages as m } from '#shared/messages/portal';
import type { CreatedPortalLink, PortalLinkStatus } from '#shared/schemas/portal';
import type { AppContext } from '../../app-context';
import type { Actor } from '../../identity/actor';
import { AppError } from '../../lib/app-error';
import { addMs, nowIso, toIso } from '../../lib/time';
import { randomToken, sha256 } from '../../lib/tokens';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit.service';
import { getShopSettings } from '../settings/settings.service';
import {
  findLatestPortalLink,
  findPortalClient,
  findUsablePortalLink,
  insertPortalLink,
  lockPortalClient,
  markPortalLinkOpened,
  revokeLivePortalLinks,
} from './portal-link.repository';

// A client's private portal link (issue 27 item 1, docs/decisions/051). The token is 128 random
// bits in base64url (22 characters); only its SHA-256 is stored, as API tokens' (decision 043),
// so the link is answered once, when it is made. A client has one live link: a new one revokes
// the old in the same transaction.

const DAY_MS = 24 * 60 * 60 * 1000;
/** 128 bits. */
const TOKEN_BYTES = 16;

/** The page a link opens: `<origin>/p/<token>`. */
export const portalUrl = (origin: string, token: string) => `${origin}/p/${token}`;

/** POST /api/clients/{id}/portal-link: a new link for the client (the old one stops working). */
export async function createPortalLink(
  ctx: AppContext,
  actor: Actor,
  clientId: number,
  origin: string,
): Promise<CreatedPortalLink> {
  const token = randomToken(TOKEN_BYTES);
  return inTransaction(ctx, async (tx) => {
    const client = await lockPortalClient(tx.db, tx.dialect, clientId);
    if (!client) throw new AppError(404, m.clientNotFound);
    const { portalLinkDays } = await getShopSettings(tx);
    const now = tx.now();
    const expiresAt = nowIso(addMs(now, portalLinkDays * DAY_MS));
    const revoked = await revokeLivePortalLinks(tx.db, clientId, nowIso(now));
    for (const { id } of revoked)
      await recordAudit(tx, actor, {
        entity: 'portal_link',
        entityId: id,
        label: client.name,
        action: 'revoke',
        clientId,
      });
    const { id } = await insertPortalLink(tx.db, {
      client_id: clientId,
      token_hash: sha256(token),
      created_by: actor.id,
      created_by_name: actor.name,
      created_at: nowIso(now),
      expires_at: expiresAt,
    });
    await recordAudit(tx, actor, {
      entity: 'portal_link',
      entityId: id,
      label: client.name,
      action: 'create',
      clientId,
      changes: changesOfCreate({
        expires_at: formatDisplayDate(businessToday(new Date(expiresAt), tx.config.TZ_APP)),
      }),
    });
    return { url: portalUrl(origin, token), expiresAt };
  });
}

/** DELETE /api/clients/{id}/portal-link: the live link stops working from the next request. */
export async function revokePortalLink(ctx: AppContext, actor: Actor, clientId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const client = await lockPortalClient(tx.db, tx.dialect, clientId);
    if (!client) throw new AppError(404, m.clientNotFound);
    const revoked = await revokeLivePortalLinks(tx.db, clientId, nowIso(tx.now()));
    if (revoked.length === 0) throw new AppError(404, m.noLink);
    for (const { id } of revoked)
      await recordAudit(tx, actor, {
        entity: 'portal_link',
        entityId: id,
        label: client.name,
        action: 'revoke',
        clientId,
      });
  });
}

/** GET /api/clients/{id}/portal-link: the latest link's state, never its token. */
export async function portalLinkStatus(ctx: AppContext, clientId: number): Promise<PortalLinkStatus> {
  if (!(await findPortalClient(ctx.db, clientId))) throw new AppError(404, m.clientNotFound);
  const row = await findLatestPortalLink(ctx.db, clientId);
  if (!row) return { link: null };
  const expiresAt = toIso(row.expires_at);
  return {
    link: {
      active: row.revoked_at === null && expiresAt > nowIso(ctx.now()),
      createdAt: toIso(row.created_at),
      createdBy: row.created_by_name,
      expiresAt,
      revokedAt: toIso(row.revoked_at),
      lastOpenedAt: toIso(row.last_opened_at),
    },
  };
}

/** A usable link: its id and its client. */
export interface PortalVisit {
  linkId: number;
  clientId: number;
  clientName: string;
}

/**
 * The usable link behind a token, or undefined. Whatever the token (malformed, unknown, revoked,
 * expired, its client deleted) the work is the same: one hash and one indexed lookup that checks
 * every condition at once, so no refusal answers faster than another.
 */
export async function findPortalVisit(ctx: AppContext, token: string): Promise<PortalVisit | undefined> {
  const row = await findUsablePortalLink(ctx.db, sha256(token), nowIso(ctx.now()));
  return row ? { linkId: row.id, clientId: row.client_id, clientName: row.client_name } : undefined;
}

/** Records a view of the page: the link's last opening and a line in the audit trail. */
export async function recordPortalView(ctx: AppContext, visit: PortalVisit, ip: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await markPortalLinkOpened(tx.db, visit.linkId, nowIso(tx.now()));
    await recordAudit(tx, null, {
      entity: 'portal_link',
      entityId: visit.linkId,
      label: visit.clientName,
      action: 'view',
      clientId: visit.clientId,
      note: m.viewNote(ip),
      byName: m.actor,
    });
  });
}
