import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '../schemas/list-query';
import { SEARCH_MAX_LENGTH, searchParamOf } from './lists';

// The screens read a list's search with searchParamOf, without zod; the API with the schema. A
// search the screen keeps must be one the API accepts, read the same way.
describe('searchParamOf', () => {
  const cases = [
    '',
    'luna',
    '  luna  ',
    'a'.repeat(SEARCH_MAX_LENGTH),
    ` ${'a'.repeat(SEARCH_MAX_LENGTH)} `,
    'a'.repeat(SEARCH_MAX_LENGTH + 1),
    'lu\u0000na',
    '\u0000',
    '\t\n ',
    'ñandú  josé',
  ];

  it.each(cases)('reads %j as the API does', (value) => {
    const parsed = listQuerySchema.shape.search.safeParse(value);
    expect(searchParamOf(value)).toBe(parsed.success ? parsed.data : null);
  });
});
