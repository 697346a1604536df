import { z } from './zod';
import { isIsoDate } from '../domain/business-time';
import { broadcastMessages } from '../messages/notifications';
import { usersMessages } from '../messages/users';
import { MIN_PASSWORD_LENGTH, password as passwordText, roleSchema } from './auth';
import { text } from './common';

const m = usersMessages;
// A simple address check (spec section 5): something@something.something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (max: number, tooLong: string = m.fillRequired) =>
  text(max, { error: m.fillRequired, tooLong }).min(1, m.fillRequired);

/** snake_case aliases the spec's API table lists are accepted beside the camelCase names. */
function withAliases(body: unknown) {
  if (!body || typeof body !== 'object') return body;
  const b = { ...(body as Record<string, unknown>) };
  if (b.fullName === undefined && b.full_name !== undefined) b.fullName = b.full_name;
  if (b.expiryDate === undefined && b.expiry_date !== undefined) b.expiryDate = b.expiry_date;
  return b;
}

const role = z.enum(['admin', 'user'], { error: m.invalidRole });

const userFields = {
  username: required(50, m.usernameTooLong),
  fullName: required(100),
  email: required(254).refine((v) => EMAIL.test(v), m.invalidEmail),
  expiryDate: text(10, { error: m.invalidExpiry, tooLong: m.invalidExpiry })
    .refine((v) => v === '' || isIsoDate(v), m.invalidExpiry)
    .nullish()
    .transform((v) => v || null),
};

const { username: _username, ...withoutUsername } = userFields;

// At creation the flags default to on (spec section 6: treated as on when absent). On an update
// an absent flag or role keeps its stored value: a partial body must never demote an admin.
const createFlags = {
  can_access_dashboard: z.boolean().default(true),
  can_access_movimientos: z.boolean().default(true),
  can_access_tienda: z.boolean().default(true),
};
const updateFlags = {
  can_access_dashboard: z.boolean().optional(),
  can_access_movimientos: z.boolean().optional(),
  can_access_tienda: z.boolean().optional(),
};

const password = passwordText(m.fillRequired).min(MIN_PASSWORD_LENGTH, m.passwordTooShort);

/** POST /api/users. */
export const createUserSchema = z.preprocess(
  withAliases,
  // Field order is the order problems are reported in: the password comes right after the username.
  z.object({
    username: userFields.username,
    password,
    ...withoutUsername,
    role: role.default('user'),
    ...createFlags,
  }),
);
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** PUT /api/users/{id}: the password changes through its own endpoint. */
export const updateUserSchema = z.preprocess(
  withAliases,
  z.object({ ...userFields, role: role.optional(), ...updateFlags }),
);
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** A user as the Usuarios screen lists it: never a password or its hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string().nullable(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  role: roleSchema,
  expiryDate: z.string().nullable(),
  expiry_date: z.string().nullable(),
  last_login: z.string().nullable(),
  profileImage: z.string().nullable(),
  can_access_dashboard: z.boolean(),
  can_access_movimientos: z.boolean(),
  can_access_tienda: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const broadcastSchema = z.object({
  message: text(1000, {
    error: broadcastMessages.messageRequired,
    tooLong: broadcastMessages.messageTooLong,
  }).min(1, broadcastMessages.messageRequired),
});
