import { MASKED, changesBetween, changesOfCreate, changesOfDelete } from '#shared/domain/audit';
import { businessToday, isUserExpired } from '#shared/domain/business-time';
import { usersMessages } from '#shared/messages/users';
import type { CreateUserInput, UpdateUserInput, User } from '#shared/schemas/users';
import type { AppContext, TxContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationAs409 } from '../../lib/unique-violation';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import {
  countActiveAdmins,
  lockAdmins,
  deleteUser,
  findUserById,
  findUserByUsernameKey,
  insertUser,
  listActiveUsers,
  listUserIds,
  listUsers,
  updateUser,
} from './user.repository';
import { actorOf, type Actor } from '../../identity/actor';
import { toSessionUser } from '../../identity/session-user';
import { usernameKey } from './user.mapper';

/** A stored user as the Usuarios screen lists it (the session shape plus the spec's aliases). */
export function toUser(row: UserRow): User {
  const user = toSessionUser(row);
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    full_name: user.fullName,
    email: user.email,
    role: user.role,
    expiryDate: user.expiryDate,
    expiry_date: user.expiryDate,
    last_login: user.lastLogin,
    profileImage: user.profileImage,
    can_access_dashboard: user.can_access_dashboard,
    can_access_movimientos: user.can_access_movimientos,
    can_access_tienda: user.can_access_tienda,
  };
}

const flag = (value: boolean) => (value ? 1 : 0);

/** Columns of a saved user; an update body may leave out the role and flags (kept as stored). */
const columns = (input: UpdateUserInput, current?: UserRow) => ({
  username: input.username,
  username_key: usernameKey(input.username),
  full_name: input.fullName,
  email: input.email,
  role: input.role ?? current?.role ?? 'user',
  expiry_date: input.expiryDate,
  can_access_dashboard:
    input.can_access_dashboard === undefined
      ? (current?.can_access_dashboard ?? 1)
      : flag(input.can_access_dashboard),
  can_access_movimientos:
    input.can_access_movimientos === undefined
      ? (current?.can_access_movimientos ?? 1)
      : flag(input.can_access_movimientos),
  can_access_tienda:
    input.can_access_tienda === undefined ? (current?.can_access_tienda ?? 1) : flag(input.can_access_tienda),
});

export const listAllUsers = async (ctx: AppContext) => (await listUsers(ctx.db)).map(toUser);

// What other modules (auth, sessions, notifications) may ask of users: they never query the table.

/** The stored user, or undefined when there is none with that id. */
export const findUserRow = (ctx: AppContext, id: number) => findUserById(ctx.db, id);

/** The user a sign-in names: `key` is usernameKey() of what was typed. */
export const findUserByUsername = (ctx: AppContext, key: string) => findUserByUsernameKey(ctx.db, key);

/** The staff who can still sign in today (business date): the morning summary's readers. */
export const activeUsers = (ctx: AppContext) =>
  listActiveUsers(ctx.db, businessToday(ctx.now(), ctx.config.TZ_APP));

export const allUserIds = async (ctx: AppContext) => (await listUserIds(ctx.db)).map(({ id }) => id);

/** A user as the audit trail records it (docs/decisions/023): never the password hash. */
const auditFields = (row: UserRow) => ({
  username: row.username,
  full_name: row.full_name,
  email: row.email,
  role: row.role,
  expiry_date: row.expiry_date,
  profile_image: row.profile_image,
  can_access_tienda: row.can_access_tienda === 1,
  can_access_movimientos: row.can_access_movimientos === 1,
  can_access_dashboard: row.can_access_dashboard === 1,
});

const auditEntry = (row: UserRow, action: AuditEntry['action'], changes: AuditEntry['changes']) => ({
  entity: 'user' as const,
  entityId: row.id,
  label: actorOf(row).name,
  action,
  changes,
});

/** A password set: the trail says it changed, never to what (both sides masked). */
const PASSWORD_CHANGED = [{ field: 'password', before: MASKED, after: MASKED }];

/**
 * Stores a new password (hashed with argon2id) and records who changed it (the user themselves or
 * an admin); answers false when the user does not exist.
 */
export async function setUserPassword(ctx: AppContext, actor: Actor, id: number, password: string) {
  // Hashed before the transaction: argon2 takes a while and an SQLite write holds everyone else.
  const changes = { password_hash: await hashPassword(password), updated_at: nowIso(ctx.now()) };
  return inTransaction(ctx, async (tx) => {
    const row = await updateUser(tx.db, id, changes);
    if (!row) return false;
    await recordAudit(tx, actor, auditEntry(row, 'password_change', PASSWORD_CHANGED));
    return true;
  });
}

/** Stamps a successful sign-in; answers the updated row. */
export const recordLogin = (ctx: AppContext, id: number) =>
  updateUser(ctx.db, id, { last_login: nowIso(ctx.now()) });

/** Sets or clears (null) the user's avatar; answers the updated row, undefined when none. */
export const setProfileImage = (ctx: AppContext, actor: Actor, id: number, profileImage: string | null) =>
  inTransaction(ctx, async (tx) => {
    const before = await findUserById(tx.db, id);
    if (!before) return undefined;
    const row = await updateUser(tx.db, id, { profile_image: profileImage, updated_at: nowIso(tx.now()) });
    if (!row) return undefined;
    await recordAudit(
      tx,
      actor,
      auditEntry(row, 'update', changesBetween(auditFields(before), auditFields(row))),
    );
    return row;
  });

async function getUserRow(ctx: AppContext, id: number) {
  const row = await findUserById(ctx.db, id);
  if (!row) throw new AppError(404, usersMessages.notFound);
  return row;
}

async function assertUsernameFree(ctx: AppContext, key: string, exceptId?: number) {
  const existing = await findUserByUsernameKey(ctx.db, key);
  if (existing && existing.id !== exceptId) throw new AppError(409, usersMessages.usernameTaken);
}

/** `actor` is null for the system (the demo seed's staff). */
export async function createUser(
  ctx: AppContext,
  actor: Actor | null,
  input: CreateUserInput,
): Promise<User> {
  const values = columns(input);
  await assertUsernameFree(ctx, values.username_key);
  const password_hash = await hashPassword(input.password);
  return inTransaction(ctx, async (tx) => {
    const now = nowIso(tx.now());
    const row = await insertUser(tx.db, {
      ...values,
      password_hash,
      last_login: null,
      profile_image: null,
      created_at: now,
      updated_at: now,
    }).catch(uniqueViolationAs409(usersMessages.usernameTaken));
    // The password shows as set (masked); its hash is never handed over.
    const changes = changesOfCreate({ ...auditFields(row), password: input.password });
    await recordAudit(tx, actor, auditEntry(row, 'create', changes));
    return toUser(row);
  });
}

/**
 * The shop must never lock itself out: a change that would leave no admin able to sign in
 * (demoting, expiring or deleting the last one) is refused. Checked inside the transaction.
 */
async function assertAnotherActiveAdmin(tx: TxContext, id: number) {
  // On PostgreSQL two admins demoting each other at once must not both pass: lock the admin rows.
  // SQLite runs one write transaction at a time, so it needs no lock.
  if (tx.dialect === 'postgres') await lockAdmins(tx.db);
  if ((await countActiveAdmins(tx.db, businessToday(tx.now(), tx.config.TZ_APP), id)) === 0) {
    throw new AppError(409, usersMessages.lastAdmin);
  }
}

export async function editUser(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: UpdateUserInput,
): Promise<User> {
  return inTransaction(ctx, async (tx) => {
    const current = await getUserRow(tx, id);
    const values = columns(input, current);
    await assertUsernameFree(tx, values.username_key, id);
    const wasActiveAdmin =
      current.role === 'admin' && !isUserExpired(current.expiry_date, ctx.now(), ctx.config.TZ_APP);
    // Judged on what will be stored: a body that leaves the role out keeps the stored one.
    const staysActiveAdmin =
      values.role === 'admin' && !isUserExpired(values.expiry_date, ctx.now(), ctx.config.TZ_APP);
    if (wasActiveAdmin && !staysActiveAdmin) await assertAnotherActiveAdmin(tx, id);
    const row = (await updateUser(tx.db, id, { ...values, updated_at: nowIso(ctx.now()) }).catch(
      uniqueViolationAs409(usersMessages.usernameTaken),
    ))!;
    await recordAudit(
      tx,
      actor,
      auditEntry(row, 'update', changesBetween(auditFields(current), auditFields(row))),
    );
    return toUser(row);
  });
}

/** Deleting keeps the user's movements: they carry the name they were recorded with. */
export async function removeUser(ctx: AppContext, actor: Actor, id: number) {
  if (actor.id === id) throw new AppError(409, usersMessages.cannotDeleteSelf);
  await inTransaction(ctx, async (tx) => {
    const current = await getUserRow(tx, id);
    if (current.role === 'admin') await assertAnotherActiveAdmin(tx, id);
    await deleteUser(tx.db, id);
    await recordAudit(tx, actor, auditEntry(current, 'delete', changesOfDelete(auditFields(current))));
  });
}
