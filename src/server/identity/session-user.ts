import type { SessionUser } from '#shared/schemas/auth';
import type { UserRow } from '../db/schema';
import { toIso } from '../lib/time';

/** A stored user as the API shows it: flags as booleans, never the password hash. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    name: row.full_name?.trim() || row.username,
    fullName: row.full_name,
    email: row.email,
    role: row.role,
    expiryDate: row.expiry_date,
    lastLogin: toIso(row.last_login),
    profileImage: row.profile_image,
    can_access_dashboard: row.can_access_dashboard === 1,
    can_access_movimientos: row.can_access_movimientos === 1,
    can_access_tienda: row.can_access_tienda === 1,
  };
}

/** The permission subject of shared/domain/permissions for a stored user. */
export const permissionSubject = (row: UserRow) => toSessionUser(row);
