import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { insertAccount, insertService } from '#tests/factories/catalog.factory';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';
import { filterOf, pageFilterOf } from './account-list.service';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t));
});

const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
type Listed = { accounts: { username: string; priority: number }[]; pagination: { totalCount: number } };
const usernames = async (query: string) =>
  ((await c.get(`/api/accounts?${query}`)).json() as Listed).accounts.map((a) => a.username);

describe('GET /api/accounts search', () => {
  beforeEach(async () => {
    const netflix = await insertService(t.database.db, { name: 'Netflix Prémium' });
    const spotify = await insertService(t.database.db, { name: 'Spotify' });
    await insertAccount(t.database.db, netflix.id, { username: 'ventas@correo.com' });
    await insertAccount(t.database.db, spotify.id, {
      username: 'JOSÉ.PÉREZ@correo.com',
      observation: 'Renovar el lunes',
    });
    await insertAccount(t.database.db, spotify.id, {
      username: 'otra@correo.com',
      observation: 'Descuento 50% _ok_',
    });
    await insertAccount(t.database.db, spotify.id, {
      username: 'cien@correo.com',
      observation: 'Descuento 500 pesos',
    });
  });

  it.each([
    ['premium', ['ventas@correo.com']], // service name, accent ignored
    ['NETFLIX', ['ventas@correo.com']],
    ['jose.perez', ['JOSÉ.PÉREZ@correo.com']], // username, case and accents ignored
    ['Pérez@', ['JOSÉ.PÉREZ@correo.com']],
    ['renovar el', ['JOSÉ.PÉREZ@correo.com']], // observation
    ['50%', ['otra@correo.com']], // % taken literally
    ['%', ['otra@correo.com']],
    ['_ok_', ['otra@correo.com']], // _ taken literally
    ['o_', []],
    ['"correo', []], // a quote is a plain character too
    ['spotify', ['JOSÉ.PÉREZ@correo.com', 'otra@correo.com', 'cien@correo.com']],
    ['ci', ['cien@correo.com']], // shorter than a trigram
    ['no existe', []],
  ])('%s', async (search, expected) => {
    expect(await usernames(`search=${encodeURIComponent(search)}`)).toEqual(expected);
  });

  it('does not match across the username and the observation', async () => {
    expect(await usernames(`search=${encodeURIComponent('com renovar')}`)).toEqual([]);
  });

  it('follows an edit of the username', async () => {
    const { accounts } = (await c.get('/api/accounts?search=ventas')).json();
    const [account] = accounts;
    const edited = await c.put(`/api/accounts/${account.id}`, {
      serviceId: account.serviceId,
      username: 'compras@correo.com',
      password: account.password,
    });
    expect(edited.statusCode).toBe(200);
    expect(await usernames('search=ventas')).toEqual([]);
    expect(await usernames('search=compras')).toEqual(['compras@correo.com']);
  });
});

describe('the count of a search', () => {
  it('counts every match, each account once, less the ones this staff member hid', async () => {
    const service = await insertService(t.database.db, { name: 'Max' });
    for (const username of ['luna1@correo.com', 'luna2@correo.com', 'sol@luna.co', 'otro@correo.com'])
      await insertAccount(t.database.db, service.id, { username, observation: 'luna llena' });
    const count = async (query: string) =>
      ((await c.get(`/api/accounts?limit=1&${query}`)).json() as Listed).pagination.totalCount;
    expect(await count('search=luna')).toBe(4); // "luna" twice in sol@luna.co's text: once
    expect(await count('search=luna1')).toBe(1);
    const { accounts } = (await c.get('/api/accounts?search=luna2')).json();
    await c.put(`/api/accounts/${accounts[0].id}/hidden`, { hidden: true });
    expect(await count('search=luna')).toBe(3);
    expect(await count('search=luna&hidden=only')).toBe(1);
    expect(await count('search=llena&expiryFilter=available')).toBe(3); // with another filter
    await t.database.db.deleteFrom('accounts').where('username', '=', 'luna1@correo.com').execute();
    expect(await count('search=luna')).toBe(2);
  });
});

describe('a search matching most accounts', () => {
  it('pages them in list order, never overlapping, as the list without a search orders them', async () => {
    // Matches this dense walk the order index instead of sorting (lib/search-plan.ts).
    const service = await insertService(t.database.db, { name: 'Max' });
    for (let i = 0; i < 14; i++)
      await insertAccount(
        t.database.db,
        service.id,
        { username: `${i % 4 ? 'cuenta' : 'otra'}${i}@correo.com` },
        [
          { name: 'Sala', status: 'ocupado', expiry_date: addDays(today(), (i * 5) % 9) },
          {
            name: 'Cuarto',
            status: i % 3 ? 'libre' : 'ocupado',
            expiry_date: i % 3 ? null : addDays(today(), 2),
          },
        ],
      );
    const everyAccount = await usernames('limit=50');
    const expected = everyAccount.filter((u) => u.startsWith('cuenta'));
    expect(expected).toHaveLength(10);
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const body = (await c.get(`/api/accounts?search=cuenta&limit=4&page=${page}`)).json() as Listed;
      expect(body.pagination.totalCount).toBe(10);
      pages.push(...body.accounts.map((a) => a.username));
    }
    expect(pages).toEqual(expected);
    // 10 of 14: read walking the order index on SQLite; on PostgreSQL never (lib/search-plan.ts).
    const dense = await pageFilterOf(t.app.ctx, await filterOf(t.app.ctx, 1, listQuery('cuenta')), 10);
    expect(dense.walkOrder).toBe(t.database.dialect === 'sqlite' ? true : undefined);
    const rare = await pageFilterOf(t.app.ctx, await filterOf(t.app.ctx, 1, listQuery('cuenta1')), 1);
    expect(rare.walkOrder).toBeUndefined();
    const short = await pageFilterOf(t.app.ctx, await filterOf(t.app.ctx, 1, listQuery('cu')), 14);
    expect(short.walkOrder).toBeUndefined(); // no trigram: LIKE, nothing to walk with
  });
});

const listQuery = (search: string) => ({ search, expiryFilter: 'all' as const, hidden: 'exclude' as const });

describe('hidden accounts', () => {
  it('are hidden per staff member, shown with hidden=only, and shown again after unhiding', async () => {
    const service = await insertService(t.database.db);
    const a = await insertAccount(t.database.db, service.id, { username: 'a' });
    await insertAccount(t.database.db, service.id, { username: 'b' });
    const hide = await c.put(`/api/accounts/${a.id}/hidden`, { hidden: true });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().account.hidden).toBe(true);
    expect((await c.put(`/api/accounts/${a.id}/hidden`, { hidden: true })).statusCode).toBe(200); // twice is fine
    expect(await usernames('')).toEqual(['b']);
    expect(await usernames('hidden=exclude')).toEqual(['b']);
    expect(await usernames('hidden=only')).toEqual(['a']);
    const { client: other } = await signedInClient(t);
    const theirs = (await other.get('/api/accounts')).json();
    expect(theirs.accounts.map((x: { username: string; hidden: boolean }) => [x.username, x.hidden])).toEqual(
      [
        ['a', false],
        ['b', false],
      ],
    );
    await c.put(`/api/accounts/${a.id}/hidden`, { hidden: false });
    expect(await usernames('')).toEqual(['a', 'b']);
  });

  it('answers 404 for an unknown account and 400 for a bad body', async () => {
    expect((await c.put('/api/accounts/999/hidden', { hidden: true })).statusCode).toBe(404);
    const service = await insertService(t.database.db);
    const a = await insertAccount(t.database.db, service.id);
    expect((await c.put(`/api/accounts/${a.id}/hidden`, { hidden: 'si' })).statusCode).toBe(400);
  });
});

describe('supplier side', () => {
  it('flags and filters accounts whose supplier is due within 5 days or overdue', async () => {
    const service = await insertService(t.database.db);
    const plan: [string, number | null][] = [
      ['vencido', -2],
      ['hoy', 0],
      ['dia-5', 5],
      ['dia-6', 6],
      ['sin-fecha', null],
    ];
    for (const [username, days] of plan) {
      await insertAccount(t.database.db, service.id, {
        username,
        provider_cost: 30000,
        provider_renewal_date: days === null ? null : addDays(today(), days),
      });
    }
    const all = (await c.get('/api/accounts')).json().accounts;
    expect(all.map((a: { username: string; providerDue: boolean }) => [a.username, a.providerDue])).toEqual([
      ['vencido', true],
      ['hoy', true],
      ['dia-5', true],
      ['dia-6', false],
      ['sin-fecha', false],
    ]);
    expect(all[0].providerCost).toBe(30000);
    expect(await usernames('providerDue=true')).toEqual(['vencido', 'hoy', 'dia-5']);
  });
});

describe('GET /api/config', () => {
  it('tells the browser the business time zone and today', async () => {
    const response = await new TestClient(t.app).get('/api/config');
    expect(response.json()).toEqual({ timeZone: 'America/Bogota', today: today() });
  });
});
