import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { accountsMessages } from '#shared/messages/accounts';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t));
});

const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
type Listed = { accounts: { username: string; priority: number }[]; pagination: { totalCount: number } };
const usernames = async (query: string) =>
  ((await c.get(`/api/accounts?${query}`)).json() as Listed).accounts.map((a) => a.username);

/** An account whose one occupied profile expires `days` from today (null: only free profiles). */
async function accountExpiringIn(serviceId: number, username: string, days: number | null, clientId: number) {
  const profiles =
    days === null
      ? [{}]
      : [{ status: 'ocupado' as const, client_id: clientId, expiry_date: addDays(today(), days) }, {}];
  return insertAccount(t.database.db, serviceId, { username }, profiles);
}

describe('GET /api/accounts order and pages', () => {
  it('puts expired first, then near expiry, then the rest, and pages never overlap or skip', async () => {
    const service = await insertService(t.database.db);
    const client = await insertClient(t.database.db);
    // Inserted in an order unrelated to the expected one.
    const plan: [string, number | null][] = [
      ['libre-a', null],
      ['activa-10', 10],
      ['vence-hoy', 0],
      ['cerca-5', 5],
      ['activa-6', 6],
      ['vencida-3', -3],
      ['cerca-1', 1],
      ['libre-b', null],
    ];
    for (const [name, days] of plan) await accountExpiringIn(service.id, name, days, client.id);
    const expected = [
      'vencida-3',
      'vence-hoy',
      'cerca-1',
      'cerca-5',
      'activa-6',
      'activa-10',
      'libre-a',
      'libre-b',
    ];
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...(await usernames(`page=${page}&limit=3`)));
    expect(pages).toEqual(expected);
    const first = (await c.get('/api/accounts?limit=3')).json();
    expect(first.accounts.map((a: { priority: number }) => a.priority)).toEqual([3, 3, 2]);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalCount: 8,
      limit: 3,
      hasNextPage: true,
      hasPrevPage: false,
    });
  });

  it('moves an account as its profiles change (the summary is kept in the same transaction)', async () => {
    const service = await insertService(t.database.db);
    const client = await insertClient(t.database.db);
    await accountExpiringIn(service.id, 'primera', 20, client.id);
    const second = await accountExpiringIn(service.id, 'segunda', null, client.id);
    expect(await usernames('')).toEqual(['primera', 'segunda']);
    const profileId = (await c.get(`/api/accounts/${second.id}`)).json().account.profiles[0].id;
    const assigned = await c.put(`/api/profiles/${profileId}`, {
      name: 'Perfil 1',
      status: 'ocupado',
      clientId: client.id,
      expiryDate: addDays(today(), 2),
    });
    expect(assigned.statusCode).toBe(200);
    expect(await usernames('')).toEqual(['segunda', 'primera']);
  });
});

describe('GET /api/accounts filters', () => {
  let netflix: { id: number };
  beforeEach(async () => {
    netflix = await insertService(t.database.db, { name: 'Netflix' });
    const disney = await insertService(t.database.db, { name: 'Disney+' });
    const client = await insertClient(t.database.db);
    await accountExpiringIn(netflix.id, 'libre', null, client.id);
    await accountExpiringIn(netflix.id, 'vencida', 0, client.id);
    await accountExpiringIn(disney.id, 'cerca', 5, client.id);
    await accountExpiringIn(disney.id, 'activa', 6, client.id);
    // Full: no libre profile, one expired and one near expiry.
    await insertAccount(t.database.db, disney.id, { username: 'llena' }, [
      { status: 'ocupado', client_id: client.id, expiry_date: addDays(today(), -1) },
      { status: 'ocupado', client_id: client.id, expiry_date: addDays(today(), 3) },
    ]);
    await insertAccount(t.database.db, disney.id, { username: 'marcada' }, [{ status: 'expirado' }]);
  });

  it.each([
    ['', ['marcada', 'llena', 'vencida', 'cerca', 'activa', 'libre']],
    ['expiryFilter=all', ['marcada', 'llena', 'vencida', 'cerca', 'activa', 'libre']],
    ['expiryFilter=available', ['vencida', 'cerca', 'activa', 'libre']],
    ['expiryFilter=occupied', ['llena', 'vencida', 'cerca', 'activa']],
    // Marked expirado by hand: expired whatever its date, found with the expired ones.
    ['expiryFilter=expired', ['marcada', 'llena', 'vencida']],
    ['expiryFilter=expiring', ['llena', 'cerca']],
    ['serviceId=1', ['vencida', 'libre']],
    ['serviceId=1&expiryFilter=expiring', []],
    ['serviceId=2&expiryFilter=occupied', ['llena', 'cerca', 'activa']],
  ])('%s', async (query, expected) => {
    expect(await usernames(query)).toEqual(expected);
    expect(((await c.get(`/api/accounts?${query}`)).json() as Listed).pagination.totalCount).toBe(
      expected.length,
    );
  });

  it('leaves the accounts this user hid out of the near-expiry page and its count', async () => {
    const listed = (await c.get('/api/accounts?expiryFilter=expiring')).json() as {
      accounts: { id: number; username: string }[];
    };
    const cerca = listed.accounts.find((a) => a.username === 'cerca')!;
    expect((await c.put(`/api/accounts/${cerca.id}/hidden`, { hidden: true })).statusCode).toBe(200);
    expect(await usernames('expiryFilter=expiring')).toEqual(['llena']);
    expect(
      ((await c.get('/api/accounts?expiryFilter=expiring')).json() as Listed).pagination.totalCount,
    ).toBe(1);
    const hidden = (await c.get('/api/accounts?expiryFilter=expiring&hidden=only')).json() as Listed;
    expect(hidden.accounts.map((a) => a.username)).toEqual(['cerca']);
    expect(hidden.pagination.totalCount).toBe(1);
  });

  it('refuses an unknown filter with 400', async () => {
    const response = await c.get('/api/accounts?expiryFilter=todos');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: accountsMessages.invalidFilter });
  });
});
