import { lastReleasedExpiry } from '#shared/domain/grace';
import { INTEGRITY_LIST_LIMIT, type IntegrityKind } from '#shared/domain/integrity';
import { integrityMessages as m } from '#shared/messages/integrity';
import type {
  IntegrityFinding,
  IntegrityProposal,
  IntegrityRecord,
  IntegrityReport,
} from '#shared/schemas/integrity';
import type { AppContext } from '../../app-context';
import { openCredential } from '../../lib/credentials';
import { nowIso } from '../../lib/time';
import { accountLabel, profileLabel } from '../accounts/account-audit.mapper';
import { todayOf } from '../accounts/account-context.service';
import { graceDaysOf } from '../settings/settings.service';
import {
  accountsSharingUsername,
  readAccounts,
  scanClientsWithoutPhone,
  scanCrowdedAccounts,
  scanDuplicateAccounts,
  scanDuplicatePhones,
  scanProfiles,
  type ProfileFindingRow,
} from './integrity.repository';

// GET /api/integrity (docs/decisions/053): every kind of bad data, each counted whole by one
// set-based query and listed up to INTEGRITY_LIST_LIMIT findings, each with its proposed fix.

const LIMIT = INTEGRITY_LIST_LIMIT;
/** Usernames under two services whose passwords are compared (they are sealed, so opened here). */
const SHARED_USERNAMES_LIMIT = 2_000;

const proposal = (
  action: IntegrityProposal['action'],
  description: string,
  extra: Partial<Pick<IntegrityProposal, 'ids' | 'keepId' | 'mergeIds'>> = {},
): IntegrityProposal => ({ action, description, ids: [], keepId: null, mergeIds: [], ...extra });

const clientRecord = (id: number, label: string, search = label): IntegrityRecord => ({
  type: 'client',
  id,
  label,
  search,
  accountId: null,
  clientId: id,
});

const accountRecord = (id: number, service: string, username: string): IntegrityRecord => ({
  type: 'account',
  id,
  label: accountLabel(service, username),
  search: username,
  accountId: id,
  clientId: null,
});

const groupBy = <T>(rows: T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.values()];
};

/** The one kept: the most profiles held (what moving costs least), then the oldest. */
const keeperOf = <T extends { id: number }>(rows: T[], weight: (row: T) => number) =>
  [...rows].sort((a, b) => weight(b) - weight(a) || a.id - b.id)[0]!;

async function duplicatePhones(ctx: AppContext) {
  const { count, clients } = await scanDuplicatePhones(ctx.db, LIMIT);
  const findings = groupBy(clients, (c) => c.phone).map((group): IntegrityFinding => {
    const keep = keeperOf(group, (c) => c.profiles);
    return {
      kind: 'duplicate_phone',
      key: `phone:${group[0]!.phone}`,
      detail: m.detailDuplicatePhone(group[0]!.phone, group.length),
      records: group.map((c) => clientRecord(c.id, c.name, c.phone)),
      fix: proposal('merge', m.fixMerge, {
        keepId: keep.id,
        mergeIds: group.filter((c) => c.id !== keep.id).map((c) => c.id),
      }),
    };
  });
  return { count, findings };
}

async function duplicateAccounts(ctx: AppContext) {
  const { count, accounts } = await scanDuplicateAccounts(ctx.db, LIMIT);
  const findings = groupBy(accounts, (a) => `${a.service_id}:${a.username}`).map(
    (group): IntegrityFinding => {
      const keep = keeperOf(group, (a) => a.held);
      const removable = group.filter((a) => a.id !== keep.id && a.held === 0).map((a) => a.id);
      const first = group[0]!;
      return {
        kind: 'duplicate_account',
        key: `account:${first.service_id}:${first.username}`,
        detail: m.detailDuplicateAccount(first.service_name, first.username, group.length),
        records: group.map((a) => accountRecord(a.id, a.service_name, a.username)),
        fix:
          removable.length > 0
            ? proposal('apply', m.fixDeleteAccounts(removable.length), { ids: removable })
            : proposal('manual', m.fixMoveByHand),
      };
    },
  );
  return { count, findings };
}

async function sharedCredentials(ctx: AppContext) {
  const accounts = (await accountsSharingUsername(ctx.db, SHARED_USERNAMES_LIMIT)).map((a) => ({
    ...a,
    password: openCredential(a.password),
  }));
  const groups = groupBy(accounts, (a) => JSON.stringify([a.username, a.password])).filter(
    (g) => new Set(g.map((a) => a.service_id)).size > 1,
  );
  const findings = groups.slice(0, LIMIT).map((group): IntegrityFinding => ({
    kind: 'shared_credentials',
    key: `credentials:${group.map((a) => a.id).join(',')}`,
    detail: m.detailSharedCredentials(group[0]!.username, [...new Set(group.map((a) => a.service_name))]),
    records: group.map((a) => accountRecord(a.id, a.service_name, a.username)),
    fix: proposal('none', m.infoOnly),
  }));
  return { count: groups.length, findings };
}

async function crowdedAccounts(ctx: AppContext) {
  const { count, rows } = await scanCrowdedAccounts(ctx.db, LIMIT);
  const accounts = new Map(
    (
      await readAccounts(
        ctx.db,
        rows.map((r) => r.account_id),
      )
    ).map((a) => [a.id, a]),
  );
  const findings = rows.map((row): IntegrityFinding => {
    const account = accounts.get(row.account_id);
    const removable = Math.min(row.free, row.profiles - row.max_profiles);
    return {
      kind: 'too_many_profiles',
      key: `crowded:${row.account_id}`,
      detail: m.detailTooManyProfiles(row.profiles, row.max_profiles),
      records: [accountRecord(row.account_id, account?.service_name ?? '', account?.username ?? '')],
      fix:
        removable > 0
          ? proposal('apply', m.fixDeleteProfiles(removable), { ids: [row.account_id] })
          : proposal('manual', m.fixCrowdedByHand),
    };
  });
  return { count, findings };
}

const profileRecords = (p: ProfileFindingRow): IntegrityRecord[] => [
  {
    type: 'profile',
    id: p.id,
    label: profileLabel(p.name, p.service_name, p.username),
    search: p.username,
    accountId: p.account_id,
    clientId: p.client_id,
  },
  ...(p.client_id !== null ? [clientRecord(p.client_id, p.client_name ?? '')] : []),
];

/** What a profile kind's fix does to this profile (the fix service writes the same). */
export function profileFixOf(
  kind: 'occupied_incomplete' | 'free_with_data' | 'expired_past_grace',
  p: ProfileFindingRow,
) {
  if (kind === 'free_with_data') return { action: 'clear' as const, description: m.fixClear };
  if (kind === 'occupied_incomplete' && p.client_id !== null)
    return { action: 'expiry_today' as const, description: m.fixExpiryToday };
  return { action: 'release' as const, description: m.fixRelease };
}

function profileDetail(kind: IntegrityKind, p: ProfileFindingRow) {
  if (kind === 'occupied_incomplete') return p.client_id === null ? m.detailNoClient : m.detailNoExpiry;
  if (kind === 'expired_past_grace') return m.detailExpiredPastGrace(p.expiry_date ?? '');
  const what = [
    ...(p.client_id !== null ? [m.freeWhat.client] : []),
    ...(p.has_pin ? [m.freeWhat.pin] : []),
    ...(p.custom_price !== null ? [m.freeWhat.price] : []),
  ];
  return m.detailFreeWithData(what);
}

async function profileKind(
  ctx: AppContext,
  kind: 'occupied_incomplete' | 'free_with_data' | 'expired_past_grace',
  lastExpiry: string,
) {
  const { count, rows } = await scanProfiles(ctx.db, kind, lastExpiry, LIMIT);
  const findings = rows.map((p): IntegrityFinding => ({
    kind,
    key: `profile:${p.id}`,
    detail: profileDetail(kind, p),
    records: profileRecords(p),
    fix: proposal('apply', profileFixOf(kind, p).description, { ids: [p.id] }),
  }));
  return { count, findings };
}

async function clientsWithoutPhone(ctx: AppContext) {
  const { count, rows } = await scanClientsWithoutPhone(ctx.db, LIMIT);
  const findings = rows.map((c): IntegrityFinding => ({
    kind: 'client_without_phone',
    key: `client:${c.id}`,
    detail: m.detailClientNoPhone(c.occupied),
    records: [clientRecord(c.id, c.name)],
    fix: proposal('manual', m.fixByHand),
  }));
  return { count, findings };
}

/** The last expiry date already past the shop's grace period today. */
export const lastExpiryPastGrace = async (ctx: AppContext) =>
  lastReleasedExpiry(todayOf(ctx), await graceDaysOf(ctx));

export async function scanIntegrity(ctx: AppContext): Promise<IntegrityReport> {
  const lastExpiry = await lastExpiryPastGrace(ctx);
  const results = await Promise.all([
    duplicatePhones(ctx),
    duplicateAccounts(ctx),
    sharedCredentials(ctx),
    crowdedAccounts(ctx),
    profileKind(ctx, 'occupied_incomplete', lastExpiry),
    profileKind(ctx, 'free_with_data', lastExpiry),
    clientsWithoutPhone(ctx),
    profileKind(ctx, 'expired_past_grace', lastExpiry),
  ]);
  const kinds: IntegrityKind[] = [
    'duplicate_phone',
    'duplicate_account',
    'shared_credentials',
    'too_many_profiles',
    'occupied_incomplete',
    'free_with_data',
    'client_without_phone',
    'expired_past_grace',
  ];
  return {
    kinds: kinds.map((kind, i) => ({ kind, ...results[i]! })),
    scannedAt: nowIso(ctx.now()),
  };
}
