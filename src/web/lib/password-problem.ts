import type { FieldErrors } from 'react-hook-form';
import { messages } from '#shared/messages/es';

type PasswordFields = { currentPassword?: string; newPassword: string; confirmPassword: string };

/**
 * One problem at a time, in the order the spec checks a password form (section 5): a missing
 * field, then the mismatch, then the length.
 */
export function passwordProblem(errors: FieldErrors<PasswordFields>): string | undefined {
  const all = [errors.currentPassword?.message, errors.newPassword?.message, errors.confirmPassword?.message];
  return (
    all.find((message) => message === messages.password.fillAllFields) ??
    errors.confirmPassword?.message ??
    errors.newPassword?.message ??
    errors.currentPassword?.message
  );
}
