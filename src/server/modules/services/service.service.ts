import type { Selectable } from 'kysely';
import { searchKey } from '#shared/domain/text-search';
import { messages } from '#shared/messages/es';
import { buildPagination } from '#shared/schemas/common';
import { pageOf, type ListQuery } from '#shared/schemas/list-query';
import type { Service, ServiceInput } from '#shared/schemas/services';
import type { AppContext } from '../../app-context';
import type { ServicesTable } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationAs409 } from '../../lib/unique-violation';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { assertOwnUploadExists } from '../uploads/upload.service';
import {
  countServiceAccounts,
  countServices,
  deleteService,
  findService,
  findServiceByNameKey,
  insertService,
  listServiceIdsByNameKey,
  listServices,
  updateService,
} from './service.repository';

type ServiceRow = Selectable<ServicesTable> & { accounts_count: number | string | null };

export const toService = (row: ServiceRow): Service => ({
  id: row.id,
  name: row.name,
  url: row.url,
  price: row.price,
  maxProfiles: row.max_profiles,
  max_profiles: row.max_profiles,
  image: row.image,
  accounts_count: Number(row.accounts_count ?? 0),
});

/** Paginated when a page or limit is asked, else every service (the account form's picker). */
export async function listServicesPage(ctx: AppContext, query: ListQuery) {
  const key = query.search ? searchKey(query.search) : undefined;
  if (query.page === undefined && query.limit === undefined) {
    return (await listServices(ctx.db, key)).map(toService);
  }
  const { page, limit } = pageOf(query);
  const [rows, total] = await Promise.all([
    listServices(ctx.db, key, { limit, offset: (page - 1) * limit }),
    countServices(ctx.db, key),
  ]);
  return { services: rows.map(toService), pagination: buildPagination(page, limit, total) };
}

export async function getService(ctx: AppContext, id: number): Promise<Service> {
  const row = await findService(ctx.db, id);
  if (!row) throw new AppError(404, messages.services.notFound);
  return toService(row);
}

async function assertNameFree(ctx: AppContext, nameKey: string, exceptId?: number) {
  const existing = await findServiceByNameKey(ctx.db, nameKey);
  if (existing && existing.id !== exceptId) throw new AppError(409, messages.services.duplicateName);
}

const columns = (input: ServiceInput) => ({
  name: input.name,
  name_key: searchKey(input.name),
  url: input.url,
  price: input.price,
  max_profiles: input.maxProfiles,
  image: input.image,
});

export async function createService(ctx: AppContext, input: ServiceInput): Promise<Service> {
  const values = columns(input);
  await assertNameFree(ctx, values.name_key);
  if (input.image) await assertOwnUploadExists(ctx, input.image);
  const now = nowIso(ctx.now());
  const { id } = await insertService(ctx.db, { ...values, created_at: now, updated_at: now }).catch(
    uniqueViolationAs409(messages.services.duplicateName),
  );
  return getService(ctx, id);
}

export async function editService(ctx: AppContext, id: number, input: ServiceInput): Promise<Service> {
  await getService(ctx, id);
  const values = columns(input);
  await assertNameFree(ctx, values.name_key, id);
  if (input.image) await assertOwnUploadExists(ctx, input.image);
  await updateService(ctx.db, id, { ...values, updated_at: nowIso(ctx.now()) }).catch(
    uniqueViolationAs409(messages.services.duplicateName),
  );
  return getService(ctx, id);
}

/** A service that still has accounts is kept: deleting it would orphan what clients hold. */
export async function removeService(ctx: AppContext, id: number) {
  await inTransaction(ctx, async (tx) => {
    const accounts = await countServiceAccounts(tx.db, id);
    if (accounts > 0) throw new AppError(409, messages.services.inUse(accounts));
    const result = await deleteService(tx.db, id);
    if (Number(result.numDeletedRows) === 0) throw new AppError(404, messages.services.notFound);
  });
}

/** Ids of the services whose name contains `key` (a searchKey()), for other modules' searches. */
export async function listServiceIdsMatching(ctx: AppContext, key: string): Promise<number[]> {
  return (await listServiceIdsByNameKey(ctx.db, key)).map((row) => row.id);
}
