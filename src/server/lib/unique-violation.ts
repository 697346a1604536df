import { AppError } from './app-error';

/** True for a unique-index violation on either database (PostgreSQL 23505, SQLite's message). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  const text = String((error as { message?: unknown })?.message ?? '');
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/i.test(text);
}

/**
 * Two saves racing past a uniqueness check still meet the unique index; answer the loser with
 * the same 409 the check gives.
 */
export const uniqueViolationAs409 =
  (message: string) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw new AppError(409, message);
    throw error;
  };
