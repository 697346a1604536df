import { beforeEach, expect, it } from 'vitest';
import { apiTokenMessages } from '#shared/messages/api-tokens';
import { signedInClient, TestClient, type TestClient as Client, useTestApp } from '#tests/setup/test-app';

// A token's requests a minute (API_TOKEN_RATE_LIMIT, docs/decisions/043), counted in the database.

const t = useTestApp({ resetEachTest: true, env: { API_TOKEN_RATE_LIMIT: '3' } });
let admin: Client;
beforeEach(async () => {
  ({ client: admin } = await signedInClient(t, { role: 'admin' }));
});

it('answers 429 with Retry-After past the limit, per token, until the next minute', async () => {
  // At the start of a minute, so the window does not roll over mid-test.
  t.clock.current = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
  const create = async (name: string) =>
    (await admin.post('/api/tokens', { name, scope: 'lectura' })).json().token as string;
  const first = await create('uno');
  const second = await create('dos');
  const get = (token: string) =>
    new TestClient(t.app).get('/api/clients', { headers: { authorization: `Bearer ${token}` } });

  for (let i = 0; i < 3; i += 1) expect((await get(first)).statusCode).toBe(200);
  t.clock.advance(10_000);
  const refused = await get(first);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('50');
  expect(refused.json()).toEqual({ error: apiTokenMessages.rateLimited(50) });
  // Another token has its own count.
  expect((await get(second)).statusCode).toBe(200);

  t.clock.advance(50_000);
  expect((await get(first)).statusCode).toBe(200);
});
