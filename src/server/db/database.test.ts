import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database';

const failure = (code: string, message = 'falla') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (503, not 500)', () => {
  it.each(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', '57P01', '08006', '57014', '53300', 'SQLITE_BUSY'])(
    'takes %s for a database that is not answering',
    (code) => expect(isDatabaseUnavailable(failure(code))).toBe(true),
  );

  it.each(['23505', '22021', '42P01'])('takes %s for an error of the statement itself', (code) =>
    expect(isDatabaseUnavailable(failure(code))).toBe(false),
  );
});
