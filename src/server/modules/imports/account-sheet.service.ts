import { formatDisplayDate } from '#shared/domain/business-time';
import { formatPhone, normalizePhone } from '#shared/domain/phone';
import { PROFILE_STATUSES, type ProfileStatus } from '#shared/domain/profile-rules';
import {
  cellText,
  parseSheetDate,
  parseSheetPesos,
  sheetChoice,
  sheetPhone,
  type SheetCell,
} from '#shared/domain/sheet-values';
import { searchKey } from '#shared/domain/text-search';
import { accountsMessages } from '#shared/messages/accounts';
import { spreadsheetsMessages } from '#shared/messages/spreadsheets';
import { accountInputSchema } from '#shared/schemas/accounts';
import { clientInputSchema, type ClientInput } from '#shared/schemas/clients';
import { accountProfileInputSchema, type AccountProfileInput } from '#shared/schemas/profiles';
import type { ImportRow } from '#shared/schemas/spreadsheets';
import type { Service } from '#shared/schemas/services';
import type { AppContext } from '../../app-context';
import type { SheetRow } from '../../lib/spreadsheet-reader';
import { accountKey, existingAccountKeys } from '../accounts/batch/account-lookup.service';
import type { AccountImport } from '../accounts/batch/account-batch.service';
import { knownClients } from '../clients/client-lookup.service';
import { listServicesPage } from '../services/service.service';
import { ACCOUNT_COLUMNS, titleOf, type AccountColumn } from './import-columns.data';
import { issuesOf, RowProblems } from './import-problems.mapper';

const r = spreadsheetsMessages.row;
const title = (key: AccountColumn) => titleOf(ACCOUNT_COLUMNS, key);

const STATUS_WORDS: Record<string, ProfileStatus> = {
  ...Object.fromEntries(PROFILE_STATUSES.map((s) => [s, s])),
  disponible: 'libre',
  vendido: 'ocupado',
  asignado: 'ocupado',
  vencido: 'expirado',
};

/** Who holds a profile: a client already in the database, or one the import creates. */
export type ClientRef = { id: number } | { newIndex: number };

export interface PlannedAccount {
  input: AccountImport;
  /** The client of each profile (null when libre), in the order of input.profiles. */
  holders: (ClientRef | null)[];
}

export interface AccountPlan {
  rows: ImportRow[];
  clients: ClientInput[];
  accounts: PlannedAccount[];
}

/** The account-level cells every row of one account repeats. */
const ACCOUNT_FIELDS = ['password', 'observation', 'providerCost', 'providerRenewalDate'] as const;

interface Group {
  firstRow: number;
  problems: RowProblems;
  service: Service;
  username: string;
  cells: Partial<Record<AccountColumn, { value: string; row: number }>>;
  profiles: { row: number; problems: RowProblems; input: AccountProfileInput; holder: ClientRef | null }[];
}

/**
 * Accounts sheet: one row per profile, the account's cells repeated on each of its rows (a row
 * with no profile cells only declares the account). Rows of the same service and username form
 * one account; its profiles are its rows in order, filled up with libre ones to the service's
 * maximum. A holder is matched by phone, else by name, else created (docs/decisions/021).
 */
export async function planAccounts(ctx: AppContext, sheet: SheetRow[]): Promise<AccountPlan> {
  const services = new Map(
    ((await listServicesPage(ctx, {})) as Service[]).map((service) => [searchKey(service.name), service]),
  );
  const text = (cells: SheetRow['cells'], key: AccountColumn) => cellText(cells[key] ?? null);
  const phones = sheet.flatMap(({ cells }) => {
    const result = clientInputSchema.shape.phone.safeParse(sheetPhone(cells.phone ?? null));
    return result.success && result.data ? [result.data] : [];
  });
  const known = await knownClients(
    ctx,
    phones,
    sheet.map(({ cells }) => searchKey(text(cells, 'client'))).filter(Boolean),
  );
  const existing = await existingAccountKeys(
    ctx,
    sheet.map(({ cells }) => text(cells, 'username')).filter(Boolean),
  );

  const newClients: ClientInput[] = [];
  const newClientIndex = new Map<string, number>();
  const groups = new Map<string, Group>();
  const rowProblems = new Map<number, RowProblems>();
  const summaries = new Map<number, string>();

  for (const { row, cells } of sheet) {
    const problems = new RowProblems();
    rowProblems.set(row, problems);
    const serviceName = text(cells, 'service');
    const username = text(cells, 'username');
    const service = services.get(searchKey(serviceName));
    if (!serviceName) problems.add(r.serviceRequired);
    else if (!service) problems.add(r.unknownService(serviceName));
    if (!username) problems.add(accountsMessages.usernameRequired);

    const expiry = dateOf(cells.expiry ?? null, 'expiry', problems);
    const providerRenewalDate = dateOf(cells.providerRenewalDate ?? null, 'providerRenewalDate', problems);
    const price = pesosOf(cells.price ?? null, 'price', problems);
    const providerCost = pesosOf(cells.providerCost ?? null, 'providerCost', problems);
    const statusText = text(cells, 'status');
    const status = statusText ? sheetChoice(cells.status ?? null, STATUS_WORDS) : null;
    if (statusText && !status) problems.add(r.invalidStatus);
    const clientName = text(cells, 'client');
    const phoneText = sheetPhone(cells.phone ?? null);
    const profileName = text(cells, 'profile');
    const pin = text(cells, 'pin');
    // A number cell has lost its leading zeros already (012345 reads 12345): refuse it rather
    // than store a PIN or password that does not open the account.
    for (const key of ['pin', 'password'] as const) {
      if (typeof cells[key] === 'number') problems.add(r.numberNotText(title(key)));
    }
    const hasProfile = [
      profileName,
      pin,
      statusText,
      clientName,
      phoneText,
      text(cells, 'expiry'),
      text(cells, 'price'),
    ].some(Boolean);

    summaries.set(
      row,
      [
        serviceName,
        username,
        profileName,
        clientName,
        shownPhone(phoneText),
        expiry && formatDisplayDate(expiry),
      ]
        .filter(Boolean)
        .join(' · '),
    );
    if (!service || !username) continue;

    const key = accountKey(service.id, username);
    let group = groups.get(key);
    if (!group) {
      group = { firstRow: row, problems, service, username, cells: {}, profiles: [] };
      groups.set(key, group);
      if (existing.has(key)) problems.add(r.accountExists(service.name));
    }
    const accountValues = {
      password: cells.password === undefined ? '' : cellText(cells.password),
      observation: text(cells, 'observation'),
      providerCost: providerCost === null ? text(cells, 'providerCost') : String(providerCost),
      providerRenewalDate: providerRenewalDate ?? text(cells, 'providerRenewalDate'),
    };
    for (const field of ACCOUNT_FIELDS) {
      const value = accountValues[field];
      if (value === '') continue;
      const earlier = group.cells[field];
      if (!earlier) group.cells[field] = { value, row };
      else if (earlier.value !== value) problems.add(r.accountConflict(title(field), earlier.row));
    }
    if (!hasProfile) continue;

    const finalStatus: ProfileStatus = status ?? (clientName ? 'ocupado' : 'libre');
    if (finalStatus === 'libre' && clientName) problems.add(r.freeWithClient);
    if (phoneText && !clientName) problems.add(r.clientPhoneWithoutName);
    const holder = clientName && finalStatus !== 'libre' ? holderOf(clientName, phoneText, problems) : null;
    const profile = accountProfileInputSchema.safeParse({
      name: profileName || 'Perfil',
      status: finalStatus,
      // The schema only asks that an ocupado profile names someone (a holder that could not be
      // matched has its own problem already); the real id comes at commit.
      clientId: clientName ? 1 : null,
      pin,
      expiryDate: expiry || null,
      customPrice: price === null || price === '' ? null : price,
    });
    if (!profile.success) {
      issuesOf(profile.error).forEach((issue) => problems.add(issue));
      continue;
    }
    if (profileName) {
      const twin = group.profiles.find((p) => searchKey(p.input.name) === searchKey(profileName));
      if (twin) problems.add(r.duplicateProfile(profileName, twin.row));
    }
    group.profiles.push({ row, problems, input: { ...profile.data, name: profileName }, holder });
  }

  const accounts = [...groups.values()].map((group) => planAccount(group));

  return {
    rows: sheet.map(({ row }) => ({
      row,
      summary: summaries.get(row) ?? '',
      problems: rowProblems.get(row)!.problems,
    })),
    clients: newClients,
    accounts,
  };

  /** The holder a row names: by phone, else by name, else a new client (one per phone or name). */
  function holderOf(name: string, phoneText: string, problems: RowProblems): ClientRef | null {
    const candidate = clientInputSchema.safeParse({ name, phone: phoneText, type: 'cliente' });
    if (!candidate.success) {
      issuesOf(candidate.error).forEach((issue) => problems.add(issue));
      return null;
    }
    const { phone } = candidate.data;
    if (phone) {
      const holder = known.byPhone.get(phone);
      if (holder) return { id: holder.id };
    } else {
      const homonyms = known.byName.get(searchKey(name)) ?? [];
      if (homonyms.length === 1) return { id: homonyms[0]!.id };
      if (homonyms.length > 1) {
        problems.add(r.ambiguousClient(name, homonyms.length));
        return null;
      }
    }
    const key = phone ? `p:${phone}` : `n:${searchKey(name)}`;
    let index = newClientIndex.get(key);
    if (index === undefined) {
      index = newClients.push(candidate.data) - 1;
      newClientIndex.set(key, index);
    }
    return { newIndex: index };
  }
}

/** A phone as the preview shows it: formatted when valid, as typed otherwise. */
function shownPhone(text: string) {
  const result = normalizePhone(text);
  return result.ok && result.phone ? formatPhone(result.phone) : text;
}

function dateOf(cell: SheetCell, key: AccountColumn, problems: RowProblems): string | null {
  const value = parseSheetDate(cell);
  if (value === null) problems.add(r.invalidDate(title(key)));
  return value;
}

function pesosOf(cell: SheetCell, key: AccountColumn, problems: RowProblems) {
  const value = parseSheetPesos(cell);
  if (value === null) problems.add(r.invalidPrice(title(key)));
  return value;
}

/** One account: checked by the API's schema, named profiles first, then libre ones up to the maximum. */
function planAccount(group: Group): PlannedAccount {
  const { service, profiles } = group;
  if (profiles.length > service.maxProfiles)
    group.problems.add(r.tooManyProfiles(profiles.length, service.maxProfiles));
  const used = new Set(profiles.map((p) => searchKey(p.input.name)).filter(Boolean));
  let next = 1;
  const freshName = () => {
    while (used.has(searchKey(`Perfil ${next}`))) next += 1;
    used.add(searchKey(`Perfil ${next}`));
    return `Perfil ${next}`;
  };
  const listed = profiles.map((p) => ({ ...p.input, name: p.input.name || freshName() }));
  const free = Array.from({ length: Math.max(0, service.maxProfiles - listed.length) }, () => ({
    name: freshName(),
    status: 'libre' as const,
    clientId: null,
    pin: null,
    expiryDate: null,
    color: null,
    observations: null,
    customPrice: null,
  }));
  const result = accountInputSchema.safeParse({
    serviceId: service.id,
    username: group.username,
    password: group.cells.password?.value ?? '',
    observation: group.cells.observation?.value ?? null,
    providerCost: group.cells.providerCost?.value ?? null,
    providerRenewalDate: group.cells.providerRenewalDate?.value ?? null,
    profiles: [...listed, ...free],
  });
  if (!result.success) issuesOf(result.error).forEach((issue) => group.problems.add(issue));
  const input = result.success
    ? { ...result.data, profiles: result.data.profiles! }
    : ({ serviceId: service.id, profiles: [] } as unknown as AccountImport);
  return { input, holders: [...profiles.map((p) => p.holder), ...free.map(() => null)] };
}
