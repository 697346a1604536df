import { z } from './zod';
import { commonMessages } from '../messages/common';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/lists';

export { PAGE_SIZES, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/lists';

// Ids are 32-bit serials on PostgreSQL: a larger number is simply not an id (never a 500).
const MAX_ID = 2_147_483_647;
const INVALID_ID = 'Identificador inválido.';

/** A record id: a whole number from 1 to the largest id the databases store; `message` if not. */
export const idWith = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** A record id in a path. */
export const idSchema = idWith(INVALID_ID);

export const idParamSchema = z.object({ id: idSchema });

const hasNoNul = (value: string) => !value.includes('\u0000');

export interface TextOptions {
  /** Message when the value is missing or not a string. */
  error?: string;
  /** Message when it is longer than `max`. */
  tooLong?: string;
  /** Trim surrounding spaces first (default); passwords and URLs keep theirs. */
  trim?: boolean;
}

/**
 * The one builder every text field and text query parameter of the API uses (CONTRACT.md, data
 * rules). A NUL character is refused here, before anything else: PostgreSQL cannot store it
 * (22021, a 500) and SQLite would keep it, so one rule gives the same 400 on both databases.
 * `max` is required so no text field is unbounded. Chain `.min()`, `.refine()`… as usual.
 */
export function text(max: number, options: TextOptions = {}) {
  const base = z
    .string(options.error ? { error: options.error } : undefined)
    .refine(hasNoNul, { message: commonMessages.nulCharacter, abort: true });
  return (options.trim === false ? base : base.trim()).max(max, options.tooLong);
}

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function buildPagination(page: number, limit: number, totalCount: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalCount / limit));
  return {
    currentPage: page,
    totalPages,
    totalCount,
    limit,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  };
}

export const errorSchema = z.object({ error: z.string() });
export const okSchema = z.object({ ok: z.literal(true), message: z.string().optional() });
