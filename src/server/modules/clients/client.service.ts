import type { Selectable } from 'kysely';
import {
  changesBetween,
  changesOfCreate,
  changesOfDelete,
  type AuditAction,
  type AuditChange,
} from '#shared/domain/audit';
import { searchKey } from '#shared/domain/text-search';
import { DEFAULT_CREDIT_DAYS, defaultTermsFor } from '#shared/domain/cartera';
import { carteraMessages } from '#shared/messages/cartera';
import { clientsMessages } from '#shared/messages/clients';
import type { Client, ClientDetail, ClientInput, ClientListQuery } from '#shared/schemas/clients';
import type { AuditPage } from '#shared/schemas/audit';
import { buildPagination, type PaginationQuery } from '#shared/schemas/common';
import { pageOf } from '#shared/schemas/list-query';
import type { AppContext, TxContext } from '../../app-context';
import type { ClientsTable } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { clientAuditHistory, recordAudit, type AuditEntry } from '../audit/audit.service';
import type { Actor } from '../../identity/actor';
import { emitWebhookEvent } from '../webhooks/webhook-outbox.service';
import {
  countClients,
  countDebtors,
  listDebtors,
  countOccupiedProfiles,
  deleteClient,
  isForeignKeyViolation,
  lockClient,
  findClient,
  insertClient,
  insertClients,
  listClientProfiles,
  listClients,
  searchUsesIndex,
  updateClient,
  type ClientSearch,
} from './client.repository';
import { pageAndCount, walksOrderIndexOf } from '../../lib/search-plan';

type ClientRow = Selectable<ClientsTable> & { active_profiles_count: number | string | null };

export const toClient = (row: ClientRow): Client => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  type: row.type,
  active_profiles_count: Number(row.active_profiles_count ?? 0),
  paymentTerms: row.payment_terms,
  creditLimit: row.credit_limit === null ? null : Number(row.credit_limit),
  creditDays: row.credit_days,
  owed: Number(row.owed),
  credit: Number(row.credit),
});

/** 'jose' finds 'José' by name; '300 123' finds +573001234567 by phone. */
export function searchOf(ctx: AppContext, text: string | undefined): ClientSearch {
  if (!text) return {};
  // Only a search that looks like a phone (digits and + - ( ) spaces) is matched against phones,
  // so 'Carlos 2' does not find every number with a 2 in it.
  const digits = /^[\d\s+\-()]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return {
    nameKey: searchKey(text) || undefined,
    digits: digits.length >= 3 ? digits : undefined,
    dialect: ctx.dialect,
  };
}

/** ?all=true answers every client as a plain array (pickers); otherwise a page. */
export async function listClientsPage(ctx: AppContext, query: ClientListQuery) {
  const search = searchOf(ctx, query.search);
  if (query.all === 'true') return (await listClients(ctx.db, search)).map(toClient);
  const { page, limit } = pageOf(query);
  if (query.debt === 'true') {
    // Con deuda: the clients who owe, the largest debt first (clients_receivable_idx).
    const [rows, total] = [
      await listDebtors(ctx.db, search, { limit, offset: (page - 1) * limit }),
      await countDebtors(ctx.db, search),
    ];
    return { clients: rows.map(toClient), pagination: buildPagination(page, limit, total) };
  }
  const { page: rows, total } = await pageAndCount(
    searchUsesIndex(search),
    () => countClients(ctx.db, search),
    async (total) =>
      listClients(ctx.db, search, {
        limit,
        offset: (page - 1) * limit,
        walkOrder: total !== undefined && (await walksNameIndex(ctx, search, total)),
      }),
  );
  return { clients: rows.map(toClient), pagination: buildPagination(page, limit, total) };
}

/** Whether a page of a search with `total` matches is read walking the name index (lib/search-plan.ts). */
export const walksNameIndex = async (ctx: AppContext, search: ClientSearch, total: number) =>
  searchUsesIndex(search) && (await walksOrderIndexOf(ctx.db, 'clients', total));

async function getClientRow(ctx: AppContext, id: number) {
  const row = await findClient(ctx.db, id);
  if (!row) throw new AppError(404, clientsMessages.notFound);
  return row;
}

/** The client as lists show it; 404 when there is none. */
export const clientById = async (ctx: AppContext, id: number): Promise<Client> =>
  toClient(await getClientRow(ctx, id));

export async function getClient(ctx: AppContext, id: number): Promise<ClientDetail> {
  const row = await getClientRow(ctx, id);
  const profiles = await listClientProfiles(ctx.db, id);
  return { ...toClient(row), profiles };
}

/**
 * The client's columns. Terms a body leaves out keep what is stored (an edit), or take the
 * defaults (a new client: revendedores on credit, no limit, 7 days; docs/decisions/036).
 */
const columns = (input: ClientInput, stored?: Selectable<ClientsTable>) => ({
  name: input.name,
  name_key: searchKey(input.name),
  phone: input.phone,
  type: input.type,
  payment_terms: input.paymentTerms ?? stored?.payment_terms ?? defaultTermsFor(input.type),
  credit_limit:
    input.creditLimit !== undefined
      ? input.creditLimit
      : stored
        ? stored.credit_limit === null
          ? null
          : Number(stored.credit_limit)
        : null,
  credit_days: input.creditDays ?? stored?.credit_days ?? DEFAULT_CREDIT_DAYS,
});

/** A client as the audit trail records it (docs/decisions/023). */
const auditFields = (client: { name: string; phone: string | null; type: string }) => ({
  name: client.name,
  phone: client.phone,
  type: client.type,
});

/** An edit also records a change of terms (docs/decisions/036). */
const editAuditFields = (client: Client) => ({
  ...auditFields(client),
  payment_terms: client.paymentTerms,
  credit_limit: client.creditLimit,
  credit_days: client.creditDays,
});

/** A client's line of the trail: in their own history, labelled with their name. */
const clientEntry = (id: number, name: string, action: AuditAction, changes: AuditChange[]): AuditEntry => ({
  entity: 'client',
  entityId: id,
  label: name,
  action,
  clientId: id,
  changes,
});

export async function createClient(ctx: AppContext, actor: Actor, input: ClientInput): Promise<Client> {
  return inTransaction(ctx, async (tx) => {
    const now = nowIso(tx.now());
    const { id } = await insertClient(tx.db, { ...columns(input), created_at: now, updated_at: now });
    const client = toClient(await getClientRow(tx, id));
    await recordAudit(
      tx,
      actor,
      clientEntry(id, client.name, 'create', changesOfCreate(auditFields(client))),
    );
    await emitWebhookEvent(tx, 'cliente.creado', {
      client: { id, name: client.name, phone: client.phone, type: client.type },
      createdAt: now,
    });
    return client;
  });
}

/**
 * Many checked clients at once (the demo data, the Importar datos commit): the same columns as
 * createClient, in one statement per batch. Answers their ids in the order given. With `audit`
 * (the spreadsheet import) each client gets its own import line in the trail; the demo seed
 * leaves it out (docs/decisions/023).
 */
export async function importClients(
  tx: TxContext,
  inputs: ClientInput[],
  audit?: { actor: Actor | null },
): Promise<number[]> {
  const now = nowIso(tx.now());
  const ids = await insertClients(
    tx.db,
    inputs.map((input) => ({ ...columns(input), created_at: now, updated_at: now })),
  );
  if (audit) {
    await recordAudit(
      tx,
      audit.actor,
      inputs.map((input, i) =>
        clientEntry(ids[i]!, input.name, 'import', changesOfCreate(auditFields(input))),
      ),
    );
  }
  return ids;
}

export async function editClient(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: ClientInput,
): Promise<Client> {
  return inTransaction(ctx, async (tx) => {
    const before = await getClientRow(tx, id);
    await updateClient(tx.db, id, { ...columns(input, before), updated_at: nowIso(tx.now()) });
    const client = toClient(await getClientRow(tx, id));
    await recordAudit(
      tx,
      actor,
      clientEntry(
        id,
        client.name,
        'update',
        changesBetween(editAuditFields(toClient(before)), editAuditFields(client)),
      ),
    );
    return client;
  });
}

/** A client who still holds occupied profiles is kept: those profiles would lose their holder. */
export async function removeClient(ctx: AppContext, actor: Actor, id: number) {
  await inTransaction(ctx, async (tx) => {
    // Lock first: an assignment in flight holds the row `for share` until it commits, so the
    // count below sees its profile instead of deleting the client under it.
    if (!(await lockClient(tx.db, tx.dialect, id, 'update')))
      throw new AppError(404, clientsMessages.notFound);
    const occupied = await countOccupiedProfiles(tx.db, id);
    if (occupied > 0) throw new AppError(409, clientsMessages.inUse(occupied));
    const before = await getClientRow(tx, id);
    // What they owe or have in favour would be lost with them (docs/decisions/036).
    if (Number(before.owed) > 0 || Number(before.credit) > 0)
      throw new AppError(409, carteraMessages.clientHasBalance);
    const result = await deleteClient(tx.db, id);
    if (Number(result.numDeletedRows) === 0) throw new AppError(404, clientsMessages.notFound);
    await recordAudit(
      tx,
      actor,
      clientEntry(id, before.name, 'delete', changesOfDelete(auditFields(before))),
    );
  }).catch((error: unknown) => {
    // Any other path that still references the client (a profile, a movement) is a conflict.
    if (isForeignKeyViolation(error)) throw new AppError(409, clientsMessages.assignedMeanwhile);
    throw error;
  });
}

/** GET /api/clients/{id}/history: the client's own changes, the profiles sold to them, their movements. */
export async function clientHistory(
  ctx: AppContext,
  id: number,
  page: PaginationQuery,
  viewer: { withMovements: boolean },
): Promise<AuditPage> {
  await getClientRow(ctx, id);
  return clientAuditHistory(ctx, id, page, viewer);
}

/**
 * The client a sale names, held `for update` until the sale commits (PostgreSQL), so a deletion
 * racing it either waits and then sees the occupied profile, or wins and the sale finds no client.
 * `update`, not `share`: the sale then settles the client's balance under the same lock
 * (docs/decisions/036), and two sales upgrading a shared lock would deadlock.
 */
export const clientForSale = (tx: TxContext, id: number) => lockClient(tx.db, tx.dialect, id, 'update');

/**
 * Holds the client's row until the transaction ends (PostgreSQL; SQLite runs one write
 * transaction at a time), so two staff members recording a reminder to one client go in turn.
 */
export const clientForReminder = (tx: TxContext, id: number) => lockClient(tx.db, tx.dialect, id, 'update');

export { isForeignKeyViolation };
