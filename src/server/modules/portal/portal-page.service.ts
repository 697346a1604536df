import { businessToday } from '#shared/domain/business-time';
import { classifyExpiry, daysLeft } from '#shared/domain/expiry';
import { renewalPrice, type MessageProfile } from '#shared/domain/messaging';
import { planPriceFor } from '#shared/domain/plans';
import { portalMessages as m } from '#shared/messages/portal';
import type { ClientProfile } from '#shared/schemas/clients';
import type { PortalAccess, PortalPage } from '#shared/schemas/portal';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { listPaymentsPage } from '../cartera/payment.service';
import { getClient } from '../clients/client.service';
import { activePaymentMethods } from '../payment-methods/payment-method.service';
import { listPlans } from '../plans/plan.service';
import { getShopSettings } from '../settings/settings.service';
import type { PortalVisit } from './portal-link.service';
import { resellerPortal } from './portal-reseller.service';

// What a client's page shows (issue 27 item 2, docs/decisions/051), read for the client of a
// usable link only: every query below takes that client's id, never one from the request.
// A revendedor's page (item 3, docs/decisions/056) answers their profiles in `reseller` instead.

/** How many of the latest abonos the page lists. */
const RECENT_PAYMENTS = 5;

type Client = Awaited<ReturnType<typeof getClient>>;

const stateOf = (profile: ClientProfile, today: string) =>
  profile.status === 'expirado' ? 'expired' : classifyExpiry(profile.expiry_date, today);

/** The profile as the shared price rule reads it. */
const priced = (p: ClientProfile): MessageProfile => ({
  serviceName: p.service_name,
  username: '',
  password: '',
  profileName: p.profile_name,
  pin: null,
  expiryDate: p.expiry_date,
  observations: null,
  servicePrice: p.service_price,
  customPrice: p.custom_price,
});

/** Only a profile the client holds now (occupied, not expired) may show its access details. */
const mayReveal = (profile: ClientProfile, today: string) =>
  profile.status === 'ocupado' && stateOf(profile, today) !== 'expired';

/** The client's profiles, soonest expiry first (the order of getClient). */
const heldProfiles = (client: Client) => client.profiles.filter((p) => p.status !== 'libre');

/** GET /api/portal/{token}: the page of the link's client. */
export async function portalPage(ctx: AppContext, visit: PortalVisit): Promise<PortalPage> {
  const today = businessToday(ctx.now(), ctx.config.TZ_APP);
  const [settings, client, methods, payments] = [
    await getShopSettings(ctx),
    await getClient(ctx, visit.clientId),
    await activePaymentMethods(ctx),
    await listPaymentsPage(ctx, { clientId: visit.clientId, page: 1, limit: 20 }),
  ];
  const reseller =
    client.type === 'revendedor'
      ? await resellerPortal(ctx, client.id, today, settings.portalShowsAccess)
      : null;
  const profiles = heldProfiles(client);
  const serviceIds = [...new Set(profiles.map((p) => p.service_id))];
  const plans: PortalPage['plans'] = [];
  for (const serviceId of serviceIds) {
    const active = (await listPlans(ctx, serviceId)).filter((plan) => plan.active);
    const service = profiles.find((p) => p.service_id === serviceId)!.service_name;
    if (active.length > 0)
      plans.push({
        service,
        plans: active.map((plan) => ({ name: plan.name, price: planPriceFor(plan, client.type) })),
      });
  }
  return {
    shop: { theme: settings.portalTheme, showsAccess: settings.portalShowsAccess },
    client: { name: client.name, type: client.type },
    today,
    // A revendedor's are in `reseller`, grouped and paged.
    profiles: (reseller ? [] : profiles).map((p) => ({
      id: p.profile_id,
      service: p.service_name,
      profileName: p.profile_name,
      state: stateOf(p, today),
      expiryDate: p.expiry_date,
      daysLeft: p.expiry_date ? daysLeft(p.expiry_date, today) : null,
      renewalPrice: renewalPrice(client, priced(p)),
      canReveal: settings.portalShowsAccess && mayReveal(p, today),
    })),
    plans,
    paymentMethods: methods.map(({ kind, name, number, holder, note }) => ({
      kind,
      name,
      number,
      holder,
      note,
    })),
    balance: { owed: client.owed, credit: client.credit },
    payments: payments.payments
      .filter((p) => p.voidedAt === null && p.origin === 'abono')
      .slice(0, RECENT_PAYMENTS)
      .map((p) => ({ date: p.date, amount: p.amount, method: p.methodName })),
    reseller,
  };
}

/**
 * POST /api/portal/{token}/reveal: one profile's access details, when the shop shows them and the
 * profile is the link's client's, occupied and not expired; each reveal is in the audit trail.
 */
export async function revealPortalAccess(
  ctx: AppContext,
  visit: PortalVisit,
  profileId: number,
  ip: string,
): Promise<PortalAccess> {
  const today = businessToday(ctx.now(), ctx.config.TZ_APP);
  const settings = await getShopSettings(ctx);
  const client = settings.portalShowsAccess ? await getClient(ctx, visit.clientId) : undefined;
  const profile = client?.profiles.find((p) => p.profile_id === profileId);
  if (!profile || !mayReveal(profile, today)) throw new AppError(404, m.accessUnavailable);
  await recordAudit(ctx, null, {
    entity: 'portal_link',
    entityId: visit.linkId,
    label: visit.clientName,
    action: 'reveal',
    clientId: visit.clientId,
    accountId: profile.account_id,
    note: m.revealNote(profile.service_name, profile.profile_name, ip),
    byName: m.actor,
  });
  return { profileId, username: profile.username, password: profile.password, pin: profile.pin };
}
