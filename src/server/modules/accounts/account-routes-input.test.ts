import { beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, insertService } from '#tests/factories/catalog.factory';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, useTestApp } from '#tests/setup/test-app';

// Inputs the review found unchecked: FTS5 syntax in searches, ids past 32 bits.
const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t));
  const service = await insertService(t.database.db, { name: 'Netflix' });
  await insertAccount(t.database.db, service.id, { username: 'x@y.com', observation: 'caja (roja)' });
  await insertAccount(t.database.db, service.id, { username: 'otra@correo.com' });
});

describe('GET /api/accounts search with FTS5 syntax characters', () => {
  it.each([
    ['x@y NEAR', []],
    ['x@y OR otra', []],
    ['a OR b', []],
    ['(x@', []],
    ['y.c*', []],
    ['NEAR(x y)', []],
    // searchKey() folds '^' away (as accents), on both databases alike: a literal, not an FTS5 anchor.
    ['^x@y', ['x@y.com']],
    ['^otra', ['otra@correo.com']],
    ['x@y.com"', []],
    ['"x@y"', []],
    ['AND', []],
    ['x@y', ['x@y.com']],
    ['(roja)', ['x@y.com']],
  ])('%j answers 200 and matches only the literal text', async (search, expected) => {
    const response = await c.get(`/api/accounts?search=${encodeURIComponent(search)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().accounts.map((a: { username: string }) => a.username)).toEqual(expected);
  });
});

describe('ids beyond 32 bits', () => {
  const big = 2 ** 32;
  it.each([
    ['put', `/api/profiles/${big}`, { name: 'P', status: 'libre' }],
    ['post', `/api/profiles/${big}/renew`, { days: 30 }],
    ['post', `/api/accounts/${big}/compensate`, { days: 3, reason: 'Caída' }],
    ['get', `/api/accounts/${big}/history`, undefined],
    ['put', `/api/accounts/${big}/hidden`, { hidden: true }],
  ] as const)('%s %s answers 400', async (method, url, body) => {
    const response = method === 'get' ? await c.get(url) : await c[method](url, body);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a clientId beyond 32 bits in the profile body', async () => {
    const { id } = await t.database.db.selectFrom('profiles').select('id').executeTakeFirstOrThrow();
    const response = await c.put(`/api/profiles/${id}`, { name: 'P', status: 'ocupado', clientId: 2 ** 32 });
    expect(response.statusCode).toBe(400);
  });
});
