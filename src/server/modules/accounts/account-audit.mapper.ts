import {
  changesBetween,
  changesOfCreate,
  changesOfDelete,
  type AuditChange,
  type AuditFields,
} from '#shared/domain/audit';
import type { Account } from '#shared/schemas/accounts';
import type { Profile } from '#shared/schemas/profiles';
import type { AuditEntry } from '../audit/audit.service';

// How accounts and profiles read in the audit trail (docs/decisions/023): their fields under the
// trail's names, their labels, and the entries each kind of change writes.

/** What an account is called in the trail: "Netflix · familia@correo.co". */
export const accountLabel = (serviceName: string, username: string) => `${serviceName} · ${username}`;

/** What a profile is called in the trail: "Perfil 1 · Netflix · familia@correo.co". */
export const profileLabel = (profileName: string, serviceName: string, username: string) =>
  `${profileName} · ${accountLabel(serviceName, username)}`;

/** What the trail records of an account. */
export type AccountFacts = Pick<
  Account,
  'username' | 'password' | 'observation' | 'providerCost' | 'providerRenewalDate'
> & { service: { name: string } };

/** The account's recorded fields: the service by name, the password masked by changesBetween. */
export const accountFields = (account: AccountFacts): AuditFields => ({
  service: account.service.name,
  username: account.username,
  password: account.password,
  observation: account.observation,
  provider_cost: account.providerCost,
  provider_renewal_date: account.providerRenewalDate,
});

/** What the trail records of a profile (its holder by name, the PIN masked). */
export type ProfileFacts = Pick<
  Profile,
  'name' | 'status' | 'clientName' | 'pin' | 'expiryDate' | 'color' | 'observations' | 'customPrice'
>;

export const profileFields = (profile: ProfileFacts): AuditFields => ({
  name: profile.name,
  status: profile.status,
  client: profile.clientName,
  pin: profile.pin,
  expiry_date: profile.expiryDate,
  color: profile.color,
  observations: profile.observations,
  custom_price: profile.customPrice,
});

/** The account a change happens in: its id and what its labels are made of. */
export interface AuditedAccount {
  id: number;
  serviceName: string;
  username: string;
}

export const auditedAccount = (account: AccountFacts & { id: number }): AuditedAccount => ({
  id: account.id,
  serviceName: account.service.name,
  username: account.username,
});

/** An entry about one profile of the account; clientId scopes it to that client's history. */
export const profileEntry = (
  account: AuditedAccount,
  profile: { id: number | null; name: string },
  entry: Omit<AuditEntry, 'entity' | 'entityId' | 'label' | 'accountId'>,
): AuditEntry => ({
  entity: 'profile',
  entityId: profile.id,
  label: profileLabel(profile.name, account.serviceName, account.username),
  accountId: account.id,
  ...entry,
});

/** An entry about the account itself. */
export const accountEntry = (
  account: AuditedAccount,
  entry: Omit<AuditEntry, 'entity' | 'entityId' | 'label' | 'accountId'>,
): AuditEntry => ({
  entity: 'account',
  entityId: account.id,
  label: accountLabel(account.serviceName, account.username),
  accountId: account.id,
  ...entry,
});

/** An account with its profiles, as the trail sees them. */
export type AccountWithProfiles = AccountFacts & {
  id: number;
  profiles: (ProfileFacts & { id: number; clientId: number | null })[];
};

/**
 * A new account and its profiles, made here or loaded by an import: one row each (a held
 * profile also in its client's history).
 */
export function createdEntries(
  account: AccountWithProfiles,
  action: 'create' | 'import' = 'create',
): AuditEntry[] {
  const at = auditedAccount(account);
  return [
    accountEntry(at, { action, changes: changesOfCreate(accountFields(account)) }),
    ...account.profiles.map((p) =>
      profileEntry(at, p, { action, clientId: p.clientId, changes: changesOfCreate(profileFields(p)) }),
    ),
  ];
}

/**
 * An account edited: its own row (password_change when the password is among the changed
 * fields, with the others beside it; update otherwise) and one per profile added, renamed or
 * removed by the profiles[] of the body.
 */
export function editedEntries(before: Account, after: Account): AuditEntry[] {
  const at = auditedAccount(after);
  const changes = changesBetween(accountFields(before), accountFields(after));
  const action = changes.some((c) => c.field === 'password') ? 'password_change' : 'update';
  const entries = [accountEntry(at, { action, changes })];
  for (const p of after.profiles) {
    const old = before.profiles.find((b) => b.id === p.id);
    entries.push(
      old
        ? profileEntry(at, p, {
            action: 'update',
            clientId: p.clientId,
            changes: changesBetween(profileFields(old), profileFields(p)),
          })
        : profileEntry(at, p, {
            action: 'create',
            clientId: p.clientId,
            changes: changesOfCreate(profileFields(p)),
          }),
    );
  }
  for (const old of before.profiles.filter((b) => !after.profiles.some((p) => p.id === b.id)))
    entries.push(deletedProfile(at, old));
  return entries;
}

const deletedProfile = (at: AuditedAccount, p: Profile) =>
  profileEntry(at, p, { action: 'delete', clientId: p.clientId, changes: changesOfDelete(profileFields(p)) });

/** An account deleted, with the profiles that went with it. */
export function deletedEntries(account: Account): AuditEntry[] {
  const at = auditedAccount(account);
  return [
    accountEntry(at, { action: 'delete', changes: changesOfDelete(accountFields(account)) }),
    ...account.profiles.map((p) => deletedProfile(at, p)),
  ];
}

/** A profile freed of its holder: the fields a release clears. */
export const releasedFacts = (profile: ProfileFacts): ProfileFacts => ({
  ...profile,
  status: 'libre',
  clientName: null,
  pin: null,
  expiryDate: null,
  customPrice: null,
});

/** expiry_date moved, with what else the change says (amount charged, days given). */
export const expiryMoved = (
  before: string | null,
  after: string | null,
  extra: { amount?: number; days?: number } = {},
): AuditChange[] => changesBetween({ expiry_date: before }, { expiry_date: after, ...extra });
