import { z } from './zod';
import { authMessages, passwordMessages } from '../messages/auth';
import { text } from './common';
import { imageUrlSchema } from './images';

export const MIN_PASSWORD_LENGTH = 6;
// argon2 hashes any length, but an unbounded password is a cheap way to burn server CPU.
export const MAX_PASSWORD_LENGTH = 200;

/** A password as typed: never trimmed, required, bounded. */
export const password = (required: string) =>
  text(MAX_PASSWORD_LENGTH, { error: required, trim: false }).min(1, required);

export const loginSchema = z.object({
  username: text(100, { error: authMessages.fillAllFields }).min(1, authMessages.fillAllFields),
  password: text(MAX_PASSWORD_LENGTH, { error: authMessages.fillAllFields, trim: false }).min(
    1,
    authMessages.fillAllFields,
  ),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Own password change; the form adds `confirmPassword`, the wire carries the first two. */
export const changePasswordSchema = z.object({
  currentPassword: password(passwordMessages.fillAllFields),
  newPassword: password(passwordMessages.fillAllFields).min(MIN_PASSWORD_LENGTH, passwordMessages.tooShort),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: password(passwordMessages.fillAllFields) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

export const adminChangePasswordSchema = z.object({
  newPassword: password(passwordMessages.fillAllFields).min(
    MIN_PASSWORD_LENGTH,
    passwordMessages.adminTooShort,
  ),
});

export const adminChangePasswordFormSchema = adminChangePasswordSchema
  .extend({ confirmPassword: password(passwordMessages.fillAllFields) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: passwordMessages.adminMismatch,
    path: ['confirmPassword'],
  });

export const updateProfileImageSchema = z.object({
  profileImage: imageUrlSchema.nullable(),
});

export const roleSchema = z.enum(['admin', 'user']);

/** The signed-in user as every endpoint returns it: never a password hash. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  role: roleSchema,
  expiryDate: z.string().nullable(),
  lastLogin: z.string().nullable(),
  profileImage: z.string().nullable(),
  can_access_dashboard: z.boolean(),
  can_access_movimientos: z.boolean(),
  can_access_tienda: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema, csrfToken: z.string() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });
export const uploadResponseSchema = z.object({ imageUrl: z.string() });
