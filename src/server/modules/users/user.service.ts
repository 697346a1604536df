import { businessToday, isUserExpired } from '#shared/domain/business-time';
import { messages } from '#shared/messages/es';
import type { CreateUserInput, UpdateUserInput, User } from '#shared/schemas/users';
import type { AppContext, Db } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationAs409 } from '../../lib/unique-violation';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import {
  countActiveAdmins,
  lockAdmins,
  deleteUser,
  findUserById,
  findUserByUsernameKey,
  insertUser,
  listUsers,
  updateUser,
} from './user.repository';
import { toSessionUser, usernameKey } from './user.mapper';

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

async function getUserRow(db: Db, id: number) {
  const row = await findUserById(db, id);
  if (!row) throw new AppError(404, messages.users.notFound);
  return row;
}

async function assertUsernameFree(db: Db, key: string, exceptId?: number) {
  const existing = await findUserByUsernameKey(db, key);
  if (existing && existing.id !== exceptId) throw new AppError(409, messages.users.usernameTaken);
}

export async function createUser(ctx: AppContext, input: CreateUserInput): Promise<User> {
  const values = columns(input);
  await assertUsernameFree(ctx.db, values.username_key);
  const now = nowIso(ctx.now());
  const row = await insertUser(ctx.db, {
    ...values,
    password_hash: await hashPassword(input.password),
    last_login: null,
    profile_image: null,
    created_at: now,
    updated_at: now,
  }).catch(uniqueViolationAs409(messages.users.usernameTaken));
  return toUser(row);
}

/**
 * The shop must never lock itself out: a change that would leave no admin able to sign in
 * (demoting, expiring or deleting the last one) is refused. Checked inside the transaction.
 */
async function assertAnotherActiveAdmin(ctx: AppContext, db: Db, id: number) {
  // On PostgreSQL two admins demoting each other at once must not both pass: lock the admin rows.
  // SQLite runs one write transaction at a time, so it needs no lock.
  if (ctx.dialect === 'postgres') await lockAdmins(db);
  if ((await countActiveAdmins(db, businessToday(ctx.now(), ctx.config.TZ_APP), id)) === 0) {
    throw new AppError(409, messages.users.lastAdmin);
  }
}

export async function editUser(ctx: AppContext, id: number, input: UpdateUserInput): Promise<User> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await getUserRow(trx, id);
    const values = columns(input, current);
    await assertUsernameFree(trx, values.username_key, id);
    const wasActiveAdmin =
      current.role === 'admin' && !isUserExpired(current.expiry_date, ctx.now(), ctx.config.TZ_APP);
    const staysActiveAdmin =
      input.role === 'admin' && !isUserExpired(input.expiryDate, ctx.now(), ctx.config.TZ_APP);
    if (wasActiveAdmin && !staysActiveAdmin) await assertAnotherActiveAdmin(ctx, trx, id);
    const row = await updateUser(trx, id, { ...values, updated_at: nowIso(ctx.now()) }).catch(
      uniqueViolationAs409(messages.users.usernameTaken),
    );
    return toUser(row!);
  });
}

/** Deleting keeps the user's movements: they carry the name they were recorded with. */
export async function removeUser(ctx: AppContext, actorId: number, id: number) {
  if (actorId === id) throw new AppError(409, messages.users.cannotDeleteSelf);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await getUserRow(trx, id);
    if (current.role === 'admin') await assertAnotherActiveAdmin(ctx, trx, id);
    await deleteUser(trx, id);
  });
}
