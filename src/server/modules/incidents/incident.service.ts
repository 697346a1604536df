import { addDays, isWithinDateCap } from '#shared/domain/expiry';
import {
  canUndoIncident,
  INCIDENT_MAX_ACCOUNTS,
  INCIDENT_UNDO_HOURS,
  undoDeadline,
} from '#shared/domain/incidents';
import { incidentsMessages as m } from '#shared/messages/incidents';
import { profilesMessages } from '#shared/messages/profiles';
import { buildPagination, type PaginationQuery } from '#shared/schemas/common';
import type {
  Incident,
  IncidentApplied,
  IncidentClientGroup,
  IncidentInput,
  IncidentPreview,
  IncidentScope,
  IncidentUndone,
} from '#shared/schemas/incidents';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import type { IncidentsTable } from '../../db/schema';
import type { Actor } from '../../identity/actor';
import { AppError, notFoundAs400 } from '../../lib/app-error';
import { nowIso, toIso } from '../../lib/time';
import { inRetriedTransaction } from '../../lib/transaction';
import { expiryMoved, profileEntry } from '../accounts/account-audit.mapper';
import { lockedAccountIds, refreshSummaries } from '../accounts/account-context.service';
import { moveHeldExpiry } from '../accounts/profiles/account-profiles.service';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { syncRenewalTerms } from '../reports/renewal-outcome.service';
import { getService } from '../services/service.service';
import {
  accountIdsWhere,
  countIncidents,
  existingAccountIds,
  findIncident,
  heldProfilesOf,
  incidentProfilesOf,
  insertIncident,
  insertIncidentClients,
  insertIncidentProfiles,
  listIncidentRows,
  lockIncident,
  markProfilesUndone,
  profilesNow,
  updateIncident,
  type HeldProfileRow,
} from './incident.repository';

// Incidentes (issue 26 item 1, docs/decisions/050). A platform or supplier failed: every occupied
// profile of the chosen accounts gets N more days, in one transaction, with no movement; each
// client is queued in Avisos for one compensación message; within 48 hours the incident can be
// undone for every profile nothing touched since.

type Scope = Pick<IncidentInput, 'accountIds' | 'serviceId' | 'providerRenewalDate'>;

interface ResolvedScope {
  scope: IncidentScope;
  accountIds: number[];
}

/** The accounts the scope names, at most 5,000 (else 400), and how the incident will name it. */
async function resolveScope(ctx: AppContext, input: Scope): Promise<ResolvedScope> {
  const tooMany = () => new AppError(400, m.tooManyAccounts(INCIDENT_MAX_ACCOUNTS));
  if (input.accountIds) {
    if (new Set(input.accountIds).size > INCIDENT_MAX_ACCOUNTS) throw tooMany();
    return {
      scope: { kind: 'accounts', serviceId: null, serviceName: null, providerRenewalDate: null },
      accountIds: await existingAccountIds(ctx.db, input.accountIds),
    };
  }
  const where =
    input.serviceId !== undefined
      ? { serviceId: input.serviceId }
      : { providerRenewalDate: input.providerRenewalDate as string };
  const service =
    input.serviceId !== undefined
      ? // Only "no such service" is bad input; a deadlock must reach inRetriedTransaction.
        await getService(ctx, input.serviceId).catch(notFoundAs400(m.serviceNotFound))
      : null;
  const accountIds = await accountIdsWhere(ctx.db, where, INCIDENT_MAX_ACCOUNTS + 1);
  if (accountIds.length > INCIDENT_MAX_ACCOUNTS) throw tooMany();
  return {
    scope: service
      ? { kind: 'service', serviceId: service.id, serviceName: service.name, providerRenewalDate: null }
      : {
          kind: 'provider_date',
          serviceId: null,
          serviceName: null,
          providerRenewalDate: input.providerRenewalDate ?? null,
        },
    accountIds,
  };
}

/** The rows grouped by client, in the order given (client by name, then account and position). */
function groupByClient(rows: readonly HeldProfileRow[], days: number): IncidentClientGroup[] {
  const groups = new Map<number, IncidentClientGroup>();
  for (const row of rows) {
    let group = groups.get(row.client_id);
    if (!group) {
      group = { client: { id: row.client_id, name: row.client_name, phone: row.client_phone }, profiles: [] };
      groups.set(row.client_id, group);
    }
    group.profiles.push({
      profileId: row.profile_id,
      profileName: row.profile_name,
      accountId: row.account_id,
      accountUsername: row.account_username,
      serviceName: row.service_name,
      currentExpiry: row.expiry_date,
      newExpiry: addDays(row.expiry_date, days),
    });
  }
  return [...groups.values()];
}

/** POST /api/incidents/preview: what the incident would move, grouped by client; writes nothing. */
export async function previewIncident(ctx: AppContext, input: IncidentInput): Promise<IncidentPreview> {
  const { scope, accountIds } = await resolveScope(ctx, input);
  const rows = await heldProfilesOf(ctx.db, accountIds);
  const clients = groupByClient(rows, input.days);
  return {
    scope,
    days: input.days,
    reason: input.reason,
    // Counted as the stored incident counts them: accounts with at least one profile it moves.
    totals: {
      accounts: new Set(rows.map((r) => r.account_id)).size,
      profiles: rows.length,
      clients: clients.length,
    },
    clients,
  };
}

export function toIncident(row: Selectable<IncidentsTable>, now: Date): Incident {
  const createdAt = toIso(row.created_at);
  const undoneAt = row.undone_at === null ? null : toIso(row.undone_at);
  return {
    id: row.id,
    reason: row.reason,
    days: row.days,
    scope: {
      kind: row.scope_kind,
      serviceId: row.service_id,
      serviceName: row.service_name,
      providerRenewalDate: row.provider_renewal_date,
    },
    accountsCount: row.accounts_count,
    profilesCount: row.profiles_count,
    clientsCount: row.clients_count,
    createdByName: row.created_by_name,
    createdAt,
    undoneAt,
    undoneByName: row.undone_by_name,
    undoSkipped: row.undo_skipped,
    undoUntil: undoDeadline(createdAt),
    canUndo: canUndoIncident({ createdAt, undoneAt }, now),
  };
}

export interface ApplyOptions {
  /** The 409 when nothing is held (Compensar días of one account says it its own way). */
  nothingMessage?: string;
}

/**
 * POST /api/incidents: the days added to every occupied profile of the scope, in one transaction.
 * The accounts are locked in id order (as a renewal locks its account) and their profiles read
 * under the lock, so the incident applies to the records as they are now; each write is also
 * conditional on the profile's version. No movement is written. Runs again on a deadlock.
 */
export function applyIncident(
  ctx: AppContext,
  actor: Actor,
  input: IncidentInput,
  options: ApplyOptions = {},
): Promise<IncidentApplied> {
  return inRetriedTransaction(ctx, async (tx) => {
    const { scope, accountIds: named } = await resolveScope(tx, input);
    const accountIds = await lockedAccountIds(tx, named);
    const rows = await heldProfilesOf(tx.db, accountIds);
    if (rows.length === 0) throw new AppError(409, options.nothingMessage ?? m.nothingToCompensate);
    const moved = rows.map((row) => ({ ...row, new_expiry: addDays(row.expiry_date, input.days) }));
    // All or none: one date past the cap refuses the whole incident.
    if (moved.some((p) => !isWithinDateCap(p.new_expiry)))
      throw new AppError(409, profilesMessages.resultTooFar);

    const now = nowIso(tx.now());
    const applied: typeof moved = [];
    for (const profile of moved) {
      if ((await moveHeldExpiry(tx, profile.profile_id, profile.version, profile.new_expiry, now)) === 0)
        continue;
      applied.push(profile);
    }
    await syncRenewalTerms(
      tx,
      applied.map((p) => p.profile_id),
    );
    if (applied.length === 0) throw new AppError(409, options.nothingMessage ?? m.nothingToCompensate);
    const clientIds = [...new Set(applied.map((p) => p.client_id))];
    const touchedAccounts = [...new Set(applied.map((p) => p.account_id))];
    const { id } = await insertIncident(tx.db, {
      reason: input.reason,
      days: input.days,
      scope_kind: scope.kind,
      service_id: scope.serviceId,
      service_name: scope.serviceName,
      provider_renewal_date: scope.providerRenewalDate,
      accounts_count: touchedAccounts.length,
      profiles_count: applied.length,
      clients_count: clientIds.length,
      created_by: actor.id,
      created_by_name: actor.name,
      created_at: now,
    });
    await insertIncidentProfiles(
      tx.db,
      applied.map((p) => ({
        incident_id: id,
        profile_id: p.profile_id,
        account_id: p.account_id,
        client_id: p.client_id,
        previous_expiry: p.expiry_date,
        new_expiry: p.new_expiry,
      })),
    );
    // The compensación messages, queued for Avisos in the same transaction (an outbox).
    await insertIncidentClients(
      tx.db,
      clientIds.map((clientId) => ({ incident_id: id, client_id: clientId })),
    );
    await refreshSummaries(tx, touchedAccounts);
    await recordAudit(tx, actor, [
      incidentEntry(id, input.reason, 'create', {
        days: input.days,
        profiles: applied.length,
      }),
      ...applied.map((p) =>
        profileEntry(
          { id: p.account_id, serviceName: p.service_name, username: p.account_username },
          { id: p.profile_id, name: p.profile_name },
          {
            action: 'compensation',
            clientId: p.client_id,
            changes: expiryMoved(p.expiry_date, p.new_expiry, { days: input.days }),
            note: input.reason,
            incidentId: id,
          },
        ),
      ),
    ]);
    const incident = toIncident((await findIncident(tx.db, id))!, tx.now());
    return {
      incident,
      differences: differencesFrom(
        input.previewProfileIds,
        applied.map((p) => p.profile_id),
      ),
    };
  });
}

/** The incident's own line in the trail. */
const incidentEntry = (
  id: number,
  reason: string,
  action: 'create' | 'undo',
  facts: { days: number; profiles: number },
): AuditEntry => ({
  entity: 'incident',
  entityId: id,
  label: m.auditLabel(id, reason),
  action,
  changes: [
    { field: 'days', before: null, after: facts.days },
    { field: 'profiles', before: null, after: facts.profiles },
  ],
  note: reason,
  incidentId: id,
});

function differencesFrom(preview: readonly number[] | undefined, applied: readonly number[]) {
  if (!preview) return null;
  const seen = new Set(preview);
  const done = new Set(applied);
  const added = applied.filter((id) => !seen.has(id));
  const missing = [...seen].filter((id) => !done.has(id));
  if (added.length === 0 && missing.length === 0) return null;
  return { previewProfiles: seen.size, appliedProfiles: applied.length, added, missing };
}

/** GET /api/incidents: newest first. */
export async function listIncidents(ctx: AppContext, { page, limit }: PaginationQuery) {
  const [rows, total] = await Promise.all([
    listIncidentRows(ctx.db, limit, (page - 1) * limit),
    countIncidents(ctx.db),
  ]);
  const now = ctx.now();
  return { incidents: rows.map((r) => toIncident(r, now)), pagination: buildPagination(page, limit, total) };
}

/**
 * POST /api/incidents/{id}/undo, within 48 hours: every profile whose expiry is still the one the
 * incident set, with the same holder, goes back to its date before the incident, in one
 * transaction, audited; the others are left alone and listed.
 */
export function undoIncident(ctx: AppContext, actor: Actor, id: number): Promise<IncidentUndone> {
  return inRetriedTransaction(ctx, async (tx) => {
    const row = await lockIncident(tx.db, tx.dialect, id);
    if (!row) throw new AppError(404, m.notFound);
    if (row.undone_at !== null) throw new AppError(409, m.alreadyUndone);
    if (!canUndoIncident({ createdAt: toIso(row.created_at), undoneAt: null }, tx.now()))
      throw new AppError(409, m.undoExpired(INCIDENT_UNDO_HOURS));
    const moved = await incidentProfilesOf(tx.db, id);
    await lockedAccountIds(
      tx,
      moved.map((p) => p.account_id),
    );
    const current = new Map(
      (
        await profilesNow(
          tx.db,
          moved.map((p) => p.profile_id),
        )
      ).map((p) => [p.id, p]),
    );
    const now = nowIso(tx.now());
    const leftAlone: IncidentUndone['leftAlone'] = [];
    const undone: typeof moved = [];
    for (const p of moved) {
      const profile = current.get(p.profile_id);
      const same =
        profile !== undefined &&
        profile.status === 'ocupado' &&
        profile.client_id === p.client_id &&
        profile.expiry_date === p.new_expiry &&
        (await moveHeldExpiry(tx, p.profile_id, profile.version, p.previous_expiry, now)) === 1;
      if (!same) {
        leftAlone.push({
          profileId: p.profile_id,
          profileName: p.profile_name,
          serviceName: p.service_name,
          clientName: p.client_name,
          why: profile === undefined ? 'deleted' : 'changed',
        });
        continue;
      }
      undone.push(p);
    }
    await syncRenewalTerms(
      tx,
      undone.map((p) => p.profile_id),
    );
    await markProfilesUndone(
      tx.db,
      id,
      undone.map((p) => p.profile_id),
    );
    await updateIncident(tx.db, id, {
      undone_at: now,
      undone_by: actor.id,
      undone_by_name: actor.name,
      undo_skipped: leftAlone.length,
    });
    await refreshSummaries(tx, [...new Set(undone.map((p) => p.account_id))]);
    await recordAudit(tx, actor, [
      incidentEntry(id, row.reason, 'undo', { days: row.days, profiles: undone.length }),
      ...undone.map((p) =>
        profileEntry(
          { id: p.account_id, serviceName: p.service_name ?? '', username: p.account_username ?? '' },
          { id: p.profile_id, name: p.profile_name ?? '' },
          {
            action: 'undo',
            clientId: p.client_id,
            changes: expiryMoved(p.new_expiry, p.previous_expiry, { days: -row.days }),
            note: row.reason,
            incidentId: id,
          },
        ),
      ),
    ]);
    return {
      incident: toIncident((await findIncident(tx.db, id))!, tx.now()),
      undone: undone.length,
      leftAlone,
    };
  });
}

/** One incident, or 404. */
export async function getIncident(ctx: AppContext, id: number) {
  const row = await findIncident(ctx.db, id);
  if (!row) throw new AppError(404, m.notFound);
  return toIncident(row, ctx.now());
}
