import { z } from './zod';
import { SEARCH_MAX_LENGTH } from '../domain/lists';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, text } from './common';

/**
 * Query of a searchable list. Without `page` and `limit` a list may answer every row as a plain
 * array (the spec allows it for services, and clients ask for it with all=true).
 */
export { SEARCH_MAX_LENGTH } from '../domain/lists';

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  search: text(SEARCH_MAX_LENGTH).optional(),
  all: z.enum(['true', 'false']).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageOf = (query: ListQuery) => ({
  page: query.page ?? 1,
  limit: query.limit ?? DEFAULT_PAGE_SIZE,
});
