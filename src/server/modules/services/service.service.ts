import type { Selectable } from 'kysely';
import {
  changesBetween,
  changesOfCreate,
  changesOfDelete,
  type AuditAction,
  type AuditChange,
} from '#shared/domain/audit';
import { searchKey } from '#shared/domain/text-search';
import { servicesMessages } from '#shared/messages/services';
import { buildPagination } from '#shared/schemas/common';
import { pageOf, type ListQuery } from '#shared/schemas/list-query';
import type { Service, ServiceInput } from '#shared/schemas/services';
import type { AppContext } from '../../app-context';
import type { ServicesTable } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationAs409 } from '../../lib/unique-violation';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { createDefaultPlan } from '../plans/plan.service';
import { assertOwnUploadExists } from '../uploads/upload.service';
import type { Actor } from '../../identity/actor';
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
  if (!row) throw new AppError(404, servicesMessages.notFound);
  return toService(row);
}

async function assertNameFree(ctx: AppContext, nameKey: string, exceptId?: number) {
  const existing = await findServiceByNameKey(ctx.db, nameKey);
  if (existing && existing.id !== exceptId) throw new AppError(409, servicesMessages.duplicateName);
}

const columns = (input: ServiceInput) => ({
  name: input.name,
  name_key: searchKey(input.name),
  url: input.url,
  price: input.price,
  max_profiles: input.maxProfiles,
  image: input.image,
});

/** A service as the audit trail records it (docs/decisions/023): the image by its reference. */
const auditFields = (service: Service) => ({
  name: service.name,
  url: service.url,
  price: service.price,
  max_profiles: service.max_profiles,
  image: service.image,
});

/** A service's line of the trail, labelled with its name. */
const serviceEntry = (id: number, name: string, action: AuditAction, changes: AuditChange[]): AuditEntry => ({
  entity: 'service',
  entityId: id,
  label: name,
  action,
  changes,
});

/** `actor` is null for the system (the demo seed). */
export async function createService(
  ctx: AppContext,
  actor: Actor | null,
  input: ServiceInput,
): Promise<Service> {
  const values = columns(input);
  await assertNameFree(ctx, values.name_key);
  if (input.image) await assertOwnUploadExists(ctx, input.image);
  return inTransaction(ctx, async (tx) => {
    const now = nowIso(tx.now());
    const { id } = await insertService(tx.db, { ...values, created_at: now, updated_at: now }).catch(
      uniqueViolationAs409(servicesMessages.duplicateName),
    );
    const service = await getService(tx, id);
    await recordAudit(
      tx,
      actor,
      serviceEntry(id, service.name, 'create', changesOfCreate(auditFields(service))),
    );
    // Its "1 mes" plan (docs/decisions/039): selling it is what selling the service was before plans.
    await createDefaultPlan(tx, actor, service);
    return service;
  });
}

export async function editService(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: ServiceInput,
): Promise<Service> {
  const values = columns(input);
  return inTransaction(ctx, async (tx) => {
    // Read first: an unknown id is a 404 before any check of the body's name or image.
    const before = await getService(tx, id);
    await assertNameFree(tx, values.name_key, id);
    if (input.image) await assertOwnUploadExists(tx, input.image);
    await updateService(tx.db, id, { ...values, updated_at: nowIso(tx.now()) }).catch(
      uniqueViolationAs409(servicesMessages.duplicateName),
    );
    const service = await getService(tx, id);
    await recordAudit(
      tx,
      actor,
      serviceEntry(id, service.name, 'update', changesBetween(auditFields(before), auditFields(service))),
    );
    return service;
  });
}

/** A service that still has accounts is kept: deleting it would orphan what clients hold. */
export async function removeService(ctx: AppContext, actor: Actor, id: number) {
  await inTransaction(ctx, async (tx) => {
    const accounts = await countServiceAccounts(tx.db, id);
    if (accounts > 0) throw new AppError(409, servicesMessages.inUse(accounts));
    const before = await getService(tx, id);
    const result = await deleteService(tx.db, id);
    if (Number(result.numDeletedRows) === 0) throw new AppError(404, servicesMessages.notFound);
    await recordAudit(
      tx,
      actor,
      serviceEntry(id, before.name, 'delete', changesOfDelete(auditFields(before))),
    );
  });
}

/** Ids of the services whose name contains `key` (a searchKey()), for other modules' searches. */
export async function listServiceIdsMatching(ctx: AppContext, key: string): Promise<number[]> {
  return (await listServiceIdsByNameKey(ctx.db, key)).map((row) => row.id);
}
