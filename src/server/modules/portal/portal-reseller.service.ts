import { changesBetween } from '#shared/domain/audit';
import { classifyExpiry, daysLeft } from '#shared/domain/expiry';
import { renewalPrice } from '#shared/domain/messaging';
import { portalMessages } from '#shared/messages/portal';
import { portalResellerMessages as m } from '#shared/messages/portal-reseller';
import {
  RESELLER_GROUPS,
  RESELLER_PAGE_SIZE,
  type PortalReseller,
  type ResellerGroup,
  type ResellerGroupPage,
  type ResellerProfile,
} from '#shared/schemas/portal-reseller';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { profileLabel } from '../accounts/account-audit.mapper';
import { setEndClientLabel } from '../accounts/profiles/account-profiles.service';
import { recordAudit } from '../audit/audit.service';
import { clientStatementLines } from '../clients/cartera/statement.service';
import type { PortalVisit } from './portal-link.service';
import { findHeldProfile, listHeldProfiles } from './portal-reseller.repository';

// A revendedor's portal (issue 27 item 3, docs/decisions/056). The same link as a client's shows
// every profile they hold grouped by expiry (Vencidos, Por vencer, Vigentes: the spec's red,
// orange and green), at most RESELLER_PAGE_SIZE per group per answer so the page stays small for
// a revendedor of hundreds of profiles, and the latest lines of their estado de cuenta. The one
// thing it writes is the end client's name on a profile. Every read takes the link's client id.

/** How many of the latest estado de cuenta lines the page lists. */
const STATEMENT_LINES = 10;

type Held = Awaited<ReturnType<typeof listHeldProfiles>>[number];

const groupOf = (p: Held, today: string): ResellerGroup =>
  p.status === 'expirado' ? 'expired' : classifyExpiry(p.expiry_date, today);

/** Soonest expiry first (no date last), then by id: the same order on both databases. */
const byExpiry = (a: Held, b: Held) =>
  (a.expiry_date ?? '9999-12-31').localeCompare(b.expiry_date ?? '9999-12-31') || a.id - b.id;

const toResellerProfile = (p: Held, today: string, showsAccess: boolean): ResellerProfile => {
  const state = groupOf(p, today);
  return {
    id: p.id,
    service: p.service_name,
    profileName: p.name,
    state,
    expiryDate: p.expiry_date,
    daysLeft: p.expiry_date ? daysLeft(p.expiry_date, today) : null,
    renewalPrice: renewalPrice(
      { type: 'revendedor' },
      {
        serviceName: p.service_name,
        username: '',
        password: '',
        profileName: p.name,
        pin: null,
        expiryDate: p.expiry_date,
        observations: null,
        servicePrice: Number(p.service_price),
        customPrice: p.custom_price === null ? null : Number(p.custom_price),
      },
    ),
    canReveal: showsAccess && p.status === 'ocupado' && state !== 'expired',
    endClientLabel: p.end_client_label,
  };
};

/** The revendedor's profiles by group, each group in expiry order. */
async function heldByGroup(ctx: AppContext, clientId: number, today: string) {
  const groups = new Map<ResellerGroup, Held[]>(RESELLER_GROUPS.map((g) => [g, []]));
  for (const p of (await listHeldProfiles(ctx.db, clientId)).sort(byExpiry))
    groups.get(groupOf(p, today))!.push(p);
  return groups;
}

const pageOf = (
  group: ResellerGroup,
  held: Held[],
  offset: number,
  today: string,
  showsAccess: boolean,
): ResellerGroupPage => ({
  group,
  total: held.length,
  profiles: held
    .slice(offset, offset + RESELLER_PAGE_SIZE)
    .map((p) => toResellerProfile(p, today, showsAccess)),
});

/** The revendedor's part of GET /api/portal/{token}: the first page of each group, and the statement. */
export async function resellerPortal(
  ctx: AppContext,
  clientId: number,
  today: string,
  showsAccess: boolean,
): Promise<PortalReseller> {
  const groups = await heldByGroup(ctx, clientId, today);
  const { lines } = await clientStatementLines(ctx, clientId);
  let balance = 0;
  const statement = lines.map(({ date, kind, description, amount }) => {
    balance += amount;
    return { date, kind, description, amount, balance };
  });
  return {
    total: [...groups.values()].reduce((sum, held) => sum + held.length, 0),
    groups: RESELLER_GROUPS.map((g) => pageOf(g, groups.get(g)!, 0, today, showsAccess)),
    statement: statement.slice(-STATEMENT_LINES).reverse(),
  };
}

/** GET /api/portal/{token}/profiles?group=&offset=: the next profiles of one group ("Ver más"). */
export async function resellerGroupPage(
  ctx: AppContext,
  visit: PortalVisit,
  group: ResellerGroup,
  offset: number,
  today: string,
  showsAccess: boolean,
): Promise<ResellerGroupPage> {
  const groups = await heldByGroup(ctx, visit.clientId, today);
  return pageOf(group, groups.get(group)!, offset, today, showsAccess);
}

/**
 * PUT /api/portal/{token}/profiles/{profileId}/label: the end client's name on a profile the
 * link's client holds (trimmed; null clears it). Any other profile, free, someone else's or none,
 * gets the same 404. Audited on the profile, in the account's and the client's history.
 */
export function setPortalEndClientLabel(
  ctx: AppContext,
  visit: PortalVisit,
  profileId: number,
  label: string | null,
  ip: string,
) {
  return inTransaction(ctx, async (tx) => {
    const profile = await findHeldProfile(tx.db, profileId, visit.clientId);
    if (!profile || (await setEndClientLabel(tx, profileId, visit.clientId, label)) === 0)
      throw new AppError(404, m.profileNotFound);
    const changes = changesBetween(
      { end_client_label: profile.end_client_label },
      { end_client_label: label },
    );
    if (changes.length > 0)
      await recordAudit(tx, null, {
        entity: 'profile',
        entityId: profile.id,
        label: profileLabel(profile.name, profile.service_name, profile.username),
        action: 'update',
        accountId: profile.account_id,
        clientId: visit.clientId,
        changes,
        note: m.labelNote(ip),
        byName: portalMessages.actor,
      });
    return { profileId, endClientLabel: label };
  });
}
