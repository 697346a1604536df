import { changesBetween } from '#shared/domain/audit';
import { DEFAULT_GRACE_DAYS } from '#shared/domain/grace';
import { DEFAULT_SENDING_HOURS } from '#shared/domain/send-runs';
import { DEFAULT_THEME, isTheme } from '#shared/domain/themes';
import { settingsMessages } from '#shared/messages/settings';
import {
  DEFAULT_PORTAL_LINK_DAYS,
  DEFAULT_SALE_PICK_POLICY,
  type SalePickPolicy,
  type ShopSettings,
  type ShopSettingsInput,
} from '#shared/schemas/settings';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import type { Actor } from '../../identity/actor';
import { recordAudit } from '../audit/audit.service';
import { findSettingsRow, saveSettingsRow } from './settings.repository';

// The shop's settings (issue 25, item 6; docs/decisions/040): read by every staff member (the
// Renovar dialog counts its date with the grace days), changed by admins in Ajustes.

/** The settings in force; the defaults when the row is missing. Pass a transaction's context to read inside it. */
export async function getShopSettings(ctx: AppContext): Promise<ShopSettings> {
  const row = await findSettingsRow(ctx.db);
  return {
    graceDays: row ? Number(row.grace_days) : DEFAULT_GRACE_DAYS,
    salePickPolicy: (row?.sale_pick_policy as SalePickPolicy | undefined) ?? DEFAULT_SALE_PICK_POLICY,
    portalShowsAccess: row ? Number(row.portal_shows_access) === 1 : false,
    portalLinkDays: row ? Number(row.portal_link_days) : DEFAULT_PORTAL_LINK_DAYS,
    portalTheme: row && isTheme(row.portal_theme) ? row.portal_theme : DEFAULT_THEME,
    sendingHoursStart: row?.sending_hours_start ?? DEFAULT_SENDING_HOURS.start,
    sendingHoursEnd: row?.sending_hours_end ?? DEFAULT_SENDING_HOURS.end,
  };
}

/** The grace period in force (renewals and the daily release). */
export const graceDaysOf = async (ctx: AppContext) => (await getShopSettings(ctx)).graceDays;

/** PUT /api/settings: saves the settings and records the change in the audit trail. */
export function updateShopSettings(ctx: AppContext, actor: Actor, input: ShopSettingsInput) {
  return inTransaction(ctx, async (tx) => {
    const before = await getShopSettings(tx);
    const pickPolicy = input.salePickPolicy ?? before.salePickPolicy;
    const portal = {
      portal_shows_access: input.portalShowsAccess ?? before.portalShowsAccess,
      portal_link_days: input.portalLinkDays ?? before.portalLinkDays,
      portal_theme: input.portalTheme ?? before.portalTheme,
    };
    const hours = {
      sending_hours_start: input.sendingHoursStart ?? before.sendingHoursStart,
      sending_hours_end: input.sendingHoursEnd ?? before.sendingHoursEnd,
    };
    await saveSettingsRow(tx.db, {
      grace_days: input.graceDays,
      sale_pick_policy: pickPolicy,
      ...portal,
      portal_shows_access: portal.portal_shows_access ? 1 : 0,
      ...hours,
      updated_at: nowIso(tx.now()),
    });
    await recordAudit(tx, actor, {
      entity: 'setting',
      entityId: 1,
      label: settingsMessages.label,
      action: 'update',
      changes: changesBetween(
        {
          grace_days: before.graceDays,
          sale_pick_policy: before.salePickPolicy,
          portal_shows_access: before.portalShowsAccess,
          portal_link_days: before.portalLinkDays,
          portal_theme: before.portalTheme,
          sending_hours_start: before.sendingHoursStart,
          sending_hours_end: before.sendingHoursEnd,
        },
        { grace_days: input.graceDays, sale_pick_policy: pickPolicy, ...portal, ...hours },
      ),
    });
    return getShopSettings(tx);
  });
}
