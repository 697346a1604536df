import { beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { accountListQuerySchema, accountListSchema, accountSchema } from '#shared/schemas/accounts';
import { paginationSchema } from '#shared/schemas/common';
import { profileSchema } from '#shared/schemas/profiles';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { signedInClient, useTestApp, type TestClient } from '#tests/setup/test-app';
import { listAccountsPage } from './account-list.service';

// GET /api/accounts sends JSON text the database writes (account-page-json.repository) without
// running the response schema over it. These check, on each dialect, that it is the answer the
// mapped path gives after the schema strips it (listAccountsPage + accountListSchema): same
// values, same keys in the same order, nothing undeclared, the credentials opened; and on SQLite
// the very same bytes.
const t = useTestApp();
let c: TestClient;
let userId: number;
let ids: Record<string, number>;
let lunaId: number;

interface Listed {
  accounts: {
    id: number;
    hidden: boolean;
    priority: number;
    nextExpiry: string | null;
    providerDue: boolean;
    password: string;
    observation: string | null;
    profiles: { pin: string | null }[];
  }[];
}
const list = async (query: string) => JSON.parse((await c.get(`/api/accounts?${query}`)).body) as Listed;

const tricky = {
  // A password and PIN that look like the JSON around them must come out as they went in.
  password: 'co"mi\\llas "pin":"v1:AAAAAAAA" ñ 🎬\n\ttab',
  observation: 'dice "password":"x", lleva \u0001 y \u2028 y </script>',
  pin: '0"1\\2',
};

beforeAll(async () => {
  const today = businessToday(t.clock.now(), t.config.TZ_APP);
  const db = t.database.db;
  ({ client: c } = await signedInClient(t));
  const me = await db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  userId = me.id;
  const { client: other } = await signedInClient(t);

  const netflix = await insertService(db, { name: 'Netflix', price: 18000, image: '/uploads/netflix.png' });
  const luna = await insertService(db, { name: 'Luna TV', price: 0, max_profiles: 1 });
  const ana = await insertClient(db, { name: 'Ána Ruíz "la del 5"' });
  const beto = await insertClient(db, { name: 'Beto' });

  ids = {};
  const account = async (
    name: string,
    overrides: Parameters<typeof insertAccount>[2],
    profiles?: Parameters<typeof insertAccount>[3],
  ) => (ids[name] = (await insertAccount(db, netflix.id, overrides, profiles)).id);
  await account('sin-perfiles', { username: 'sin-perfiles@x.co' }, []);
  await account('mixta', { username: 'mixta@x.co', observation: 'Pagada por Nequi', provider_cost: 45000 }, [
    {},
    {
      name: 'Sala',
      status: 'ocupado',
      client_id: ana.id,
      expiry_date: addDays(today, 2),
      pin: '1234',
      color: '#ff8800',
      custom_price: 12000,
      observations: 'cliente fiel',
    },
    { name: 'Marcado', status: 'expirado', client_id: beto.id, expiry_date: addDays(today, 20) },
    { name: 'Sin fecha', status: 'ocupado', client_id: beto.id, expiry_date: null },
  ]);
  await account(
    'rara',
    {
      username: 'rara@x.co',
      password: tricky.password,
      observation: tricky.observation,
      provider_renewal_date: addDays(today, 5),
    },
    [{ status: 'ocupado', client_id: ana.id, expiry_date: addDays(today, 40), pin: tricky.pin }],
  );
  await account('vencida', { username: 'luna.vencida@x.co', provider_renewal_date: addDays(today, -3) }, [
    { status: 'ocupado', client_id: beto.id, expiry_date: today },
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today, 1) },
  ]);
  await account('al-dia', { username: 'al-dia@x.co', provider_renewal_date: addDays(today, 6) }, [
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today, 6) },
    { status: 'libre', pin: '9999' },
  ]);
  await account('oculta', { username: 'oculta@x.co' }, [
    { status: 'ocupado', client_id: beto.id, expiry_date: addDays(today, 3) },
  ]);
  await account('oculta-por-otro', { username: 'otro@x.co' });
  ids['de-luna'] = (await insertAccount(db, luna.id, { username: 'tv@x.co' }, [{}])).id;
  lunaId = luna.id;

  expect((await c.put(`/api/accounts/${ids['oculta']}/hidden`, { hidden: true })).statusCode).toBe(200);
  expect(
    (await other.put(`/api/accounts/${ids['oculta-por-otro']}/hidden`, { hidden: true })).statusCode,
  ).toBe(200);
});

/** The mapped answer, through the response schema as every other route's answer goes. */
async function mapped(query: string) {
  const parsed = accountListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  return accountListSchema.parse(await listAccountsPage(t.app.ctx, userId, parsed));
}

const keysOf = (schema: { shape: object }) => Object.keys(schema.shape);

describe('GET /api/accounts written by the database', () => {
  it.each([
    '',
    'limit=3',
    'page=2&limit=3',
    'page=99',
    'expiryFilter=expiring',
    'expiryFilter=expired',
    'expiryFilter=available',
    'expiryFilter=occupied',
    'hidden=only',
    'providerDue=true',
    'search=luna',
    'search=ñ',
    'search=mixta&expiryFilter=occupied',
    'serviceId=LUNA',
  ])('?%s is the mapped answer, key for key', async (template) => {
    const query = template.replace('LUNA', String(lunaId));
    const response = await c.get(`/api/accounts?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = await mapped(query);
    const sent = JSON.parse(response.body) as typeof expected;
    expect(sent).toStrictEqual(expected);
    // Same keys in the same order: nothing the schema does not declare, nothing it declares missing.
    expect(Object.keys(sent)).toEqual(keysOf(accountListSchema));
    expect(Object.keys(sent.pagination)).toEqual(keysOf(paginationSchema));
    for (const account of sent.accounts) {
      expect(Object.keys(account)).toEqual(keysOf(accountSchema));
      expect(Object.keys(account.service)).toEqual(keysOf(accountSchema.shape.service));
      for (const profile of account.profiles) expect(Object.keys(profile)).toEqual(keysOf(profileSchema));
    }
    if (t.database.dialect === 'sqlite') expect(response.body).toBe(JSON.stringify(expected));
  });

  it('answers the cases the mapper decides: priority, next expiry, hidden, supplier due, no profiles', async () => {
    const { accounts } = await list('limit=50');
    const byId = (name: string) => accounts.find((a) => a.id === ids[name]);
    const today = businessToday(t.clock.now(), t.config.TZ_APP);
    expect(byId('mixta')).toMatchObject({ priority: 3, nextExpiry: addDays(today, 2), providerDue: false });
    expect(byId('vencida')).toMatchObject({ priority: 3, nextExpiry: today, providerDue: true });
    expect(byId('al-dia')).toMatchObject({ priority: 1, nextExpiry: addDays(today, 6), providerDue: false });
    expect(byId('rara')).toMatchObject({ priority: 1, providerDue: true, hidden: false });
    expect(byId('sin-perfiles')).toMatchObject({ priority: 1, nextExpiry: null, profiles: [] });
    expect(byId('oculta-por-otro')).toMatchObject({ hidden: false });
    expect(byId('oculta')).toBeUndefined();
    const hidden = await list('hidden=only');
    expect(hidden.accounts.map((a) => [a.id, a.hidden])).toEqual([[ids['oculta'], true]]);
  });

  it('opens the password and PINs, whatever characters they hold', async () => {
    const { accounts } = await list('search=rara');
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      password: tricky.password,
      observation: tricky.observation,
      profiles: [{ pin: tricky.pin }],
    });
    // Nothing sealed reaches the answer.
    expect((await c.get('/api/accounts?limit=50')).body).not.toMatch(/v1:[\w-]{8}:/);
  });
});
