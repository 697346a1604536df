import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { messagingMessages } from '#shared/messages/messaging';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  // The factories stamp rows with the wall clock; the app's clock starts with the file.
  t.clock.current = new Date();
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
const db = () => t.database.db;
const profilesOf = (accountId: number) =>
  db().selectFrom('profiles').selectAll().where('account_id', '=', accountId).orderBy('position').execute();

/** Ana (cliente) holds Netflix profiles expiring in `days`; Beto (revendedor) one Disney+. */
async function setUp(anaDays: (number | 'expirado')[], betoDays = 3) {
  const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
  const disney = await insertService(db(), { name: 'Disney+', price: 20000 });
  const ana = await insertClient(db(), { name: 'Ana Ruiz', phone: '+573001234567', type: 'cliente' });
  const beto = await insertClient(db(), { name: 'Beto Díaz', phone: null, type: 'revendedor' });
  const anaAccount = await insertAccount(
    db(),
    netflix.id,
    {},
    anaDays.map((d) =>
      d === 'expirado'
        ? { status: 'expirado' as const, client_id: ana.id, expiry_date: addDays(today(), 20) }
        : { status: 'ocupado' as const, client_id: ana.id, expiry_date: addDays(today(), d) },
    ),
  );
  const betoAccount = await insertAccount(db(), disney.id, {}, [
    { status: 'ocupado', client_id: beto.id, expiry_date: addDays(today(), betoDays) },
    { status: 'libre' },
  ]);
  return {
    ana,
    beto,
    anaProfiles: (await profilesOf(anaAccount.id)).map((p) => p.id),
    betoProfile: (await profilesOf(betoAccount.id))[0]!.id,
  };
}

describe('POST and GET /api/notification-log', () => {
  it('records who told which client about which profiles, newest first, filtered', async () => {
    const { ana, beto, anaProfiles, betoProfile } = await setUp([2, 4]);
    const first = await c.post('/api/notification-log', {
      clientId: ana.id,
      profileIds: [anaProfiles[1], anaProfiles[0]],
      type: 'renovaciones',
      outcome: 'enviado',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().entry).toMatchObject({
      clientId: ana.id,
      profileIds: [...anaProfiles].sort((a, b) => a - b),
      type: 'renovaciones',
      outcome: 'enviado',
      userName: 'Laura Gómez',
    });
    await c.post('/api/notification-log', {
      clientId: beto.id,
      profileIds: [betoProfile],
      type: 'renovaciones',
      outcome: 'omitido',
    });
    await c.post('/api/notification-log', {
      clientId: ana.id,
      profileIds: [anaProfiles[0]],
      type: 'garantia',
      outcome: 'enviado',
    });

    const all = (await c.get('/api/notification-log?limit=2')).json();
    expect(all.entries.map((e: { type: string }) => e.type)).toEqual(['garantia', 'renovaciones']);
    expect(all.pagination).toMatchObject({ totalCount: 3, totalPages: 2, hasNextPage: true });
    const forAna = (await c.get(`/api/notification-log?clientId=${ana.id}`)).json();
    expect(forAna.entries).toHaveLength(2);
    const forProfile = (await c.get(`/api/notification-log?profileId=${anaProfiles[1]}`)).json();
    expect(forProfile.entries.map((e: { outcome: string }) => e.outcome)).toEqual(['enviado']);
  });

  it.each([
    [{ profileIds: [], type: 'renovaciones', outcome: 'enviado' }, messagingMessages.noProfileSelected],
    [{ type: 'saludo', outcome: 'enviado' }, messagingMessages.invalidType],
    [{ type: 'renovaciones', outcome: 'leido' }, messagingMessages.invalidOutcome],
    [{ type: 'renovaciones', outcome: 'enviado', clientId: 'x' }, messagingMessages.invalidClient],
  ])('a bad body %# is a 400 and writes nothing', async (body, error) => {
    const { ana, anaProfiles } = await setUp([2]);
    const response = await c.post('/api/notification-log', {
      clientId: ana.id,
      profileIds: anaProfiles,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect(await countRows(db(), 'notification_log')).toBe(0);
  });

  it("refuses another client's profile and an unknown client (400), writing nothing", async () => {
    const { ana, anaProfiles, betoProfile } = await setUp([2]);
    const other = await c.post('/api/notification-log', {
      clientId: ana.id,
      profileIds: [anaProfiles[0], betoProfile],
      type: 'renovaciones',
      outcome: 'enviado',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe(messagingMessages.profilesNotOfClient);
    const unknown = await c.post('/api/notification-log', {
      clientId: 999999,
      profileIds: anaProfiles,
      type: 'renovaciones',
      outcome: 'enviado',
    });
    expect(unknown.statusCode).toBe(400);
    expect(await countRows(db(), 'notification_log')).toBe(0);
    expect(await countRows(db(), 'notification_log_profiles')).toBe(0);
  });
});

describe('GET /api/reminders', () => {
  it("groups a client's due profiles, with the total and the combined message, most urgent first", async () => {
    const { ana, beto } = await setUp([4, 0, 9], 3);
    const body = (await c.get('/api/reminders')).json();
    expect(body).toMatchObject({
      today: today(),
      window: 5,
      counts: { clients: 2, expired: 1, expiring: 2 },
    });
    expect(body.reminders.map((r: { client: { id: number } }) => r.client.id)).toEqual([ana.id, beto.id]);
    const [first, second] = body.reminders;
    expect(first.profiles.map((p: { daysLeft: number }) => p.daysLeft)).toEqual([0, 4]);
    expect(first.profiles.map((p: { state: string }) => p.state)).toEqual(['expired', 'near']);
    expect(first).toMatchObject({
      total: 30000,
      suggestedType: 'expirado',
      lastEntry: null,
      remindedToday: false,
    });
    expect(first.message.match(/Hola Ana Ruiz/g)).toHaveLength(1);
    expect(first.message.match(/📺 Netflix/g)).toHaveLength(2);
    // A revendedor renews at 80 %.
    expect(second).toMatchObject({ total: 16000, suggestedType: 'renovaciones' });
    expect(second.message).toContain('Renovación: $\u00a016.000');
  });

  it('says a cuenta completa once: every profile of the account due for one client (decision 042)', async () => {
    await setUp([1, 2], 30);
    const [ana] = (await c.get('/api/reminders')).json().reminders;
    expect(ana.profiles).toHaveLength(2);
    expect(ana.total).toBe(30000);
    expect(ana.message.match(/📺 Netflix/g)).toHaveLength(1);
    expect(ana.message).toContain('Cuenta completa (2 perfiles)');
    expect(ana.message).toContain('Renovación: $\u00a030.000');
  });

  it('window edges: today-or-earlier always, up to `window` days, a marked expirado whatever its date', async () => {
    const { anaProfiles } = await setUp([-3, 5, 6, 'expirado'], 30);
    const ids = async (window: number) =>
      (await c.get(`/api/reminders?window=${window}`))
        .json()
        .reminders.flatMap((r: { profiles: { profileId: number }[] }) => r.profiles.map((p) => p.profileId));
    expect(await ids(5)).toEqual([anaProfiles[3], anaProfiles[0], anaProfiles[1]]);
    expect(await ids(6)).toEqual([anaProfiles[3], anaProfiles[0], anaProfiles[1], anaProfiles[2]]);
    expect(await ids(0)).toEqual([anaProfiles[3], anaProfiles[0]]);
    expect((await c.get('/api/reminders?window=31')).statusCode).toBe(400);
    expect((await c.get('/api/reminders?window=abc')).json().error).toBe(messagingMessages.invalidWindow);
  });

  it("another staff member sees today's entry; a renewed profile leaves the list", async () => {
    const { ana, anaProfiles } = await setUp([2, 3], 30);
    t.clock.advance(1000); // after the factories' stamps
    await c.post('/api/notification-log', {
      clientId: ana.id,
      profileIds: anaProfiles,
      type: 'renovaciones',
      outcome: 'enviado',
    });

    const { client: other } = await signedInClient(t);
    const seen = (await other.get('/api/reminders')).json();
    expect(seen.counts.remindedToday).toBe(1);
    expect(seen.reminders[0]).toMatchObject({
      remindedToday: true,
      lastEntry: {
        userName: 'Laura Gómez',
        type: 'renovaciones',
        outcome: 'enviado',
        profileIds: anaProfiles,
      },
    });

    expect((await other.post(`/api/profiles/${anaProfiles[0]}/renew`, {})).statusCode).toBe(200);
    const after = (await other.get('/api/reminders')).json();
    expect(after.reminders[0].profiles.map((p: { profileId: number }) => p.profileId)).toEqual([
      anaProfiles[1],
    ]);
    expect(after.reminders[0].total).toBe(15000);
  });
});

describe('GET /api/reminders, paged (docs/decisions/033)', () => {
  /** `count` clients, each holding one Netflix profile expiring in `days(i)`; some without a phone. */
  async function manyClients(count: number, days: (i: number) => number | 'expirado') {
    const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const client = await insertClient(db(), {
        name: `Cliente ${String(i).padStart(2, '0')}`,
        phone: i % 4 === 3 ? null : `+5730012345${String(i).padStart(2, '0')}`,
      });
      const d = days(i);
      await insertAccount(db(), netflix.id, {}, [
        d === 'expirado'
          ? { status: 'expirado' as const, client_id: client.id, expiry_date: addDays(today(), 20) }
          : { status: 'ocupado' as const, client_id: client.id, expiry_date: addDays(today(), d) },
      ]);
      ids.push(client.id);
    }
    return ids;
  }
  const clientIds = (body: { reminders: { client: { id: number } }[] }) =>
    body.reminders.map((r) => r.client.id);

  it('answers 25 cards a page with the counts of the whole window, every page in one order', async () => {
    // Expiry from 5 days down to -5 and back: the order is by expiry, then name.
    const ids = await manyClients(30, (i) => (i === 7 ? 'expirado' : 5 - (i % 11)));
    const first = (await c.get('/api/reminders')).json();
    expect(first.reminders).toHaveLength(25);
    expect(first.counts).toMatchObject({
      clients: 30,
      expired: 15,
      expiring: 15,
      remindedToday: 0,
      sendable: 23,
    });
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalCount: 30,
      limit: 25,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const second = (await c.get('/api/reminders?page=2')).json();
    expect(second.reminders).toHaveLength(5);
    expect(second.counts).toEqual(first.counts);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasNextPage: false, hasPrevPage: true });

    // The marked expirado first, then by earliest expiry, then by name (Cliente 00 before 11).
    const expiry = (i: number) => (i === 7 ? -Infinity : 5 - (i % 11));
    const expected = [...ids.keys()].sort((a, b) => expiry(a) - expiry(b) || a - b).map((i) => ids[i]);
    expect([...clientIds(first), ...clientIds(second)]).toEqual(expected);
    // Small pages cut the same order.
    const pages = [];
    for (let page = 1; page <= 4; page++)
      pages.push(...clientIds((await c.get(`/api/reminders?limit=8&page=${page}`)).json()));
    expect(pages).toEqual(expected);
    // Past the end: no cards, the counts still there.
    const past = (await c.get('/api/reminders?page=9')).json();
    expect(past.reminders).toEqual([]);
    expect(past.counts.clients).toBe(30);
    expect((await c.get('/api/reminders?limit=51')).statusCode).toBe(400);
    expect((await c.get('/api/reminders?page=0')).statusCode).toBe(400);
  });

  it('sendable=true pages only the clients Enviar todos writes to: a phone, nobody handled them today', async () => {
    const ids = await manyClients(6, (i) => i);
    t.clock.advance(1000); // after the factories' stamps
    const first = (await c.get(`/api/reminders?window=5`)).json();
    const handled = first.reminders[0];
    await c.post('/api/notification-log', {
      clientId: handled.client.id,
      profileIds: handled.profiles.map((p: { profileId: number }) => p.profileId),
      type: 'renovaciones',
      outcome: 'omitido',
    });
    const body = (await c.get('/api/reminders?sendable=true&limit=2')).json();
    // Client 3 has no phone; client 0 was just skipped.
    expect(body.counts).toMatchObject({ clients: 6, remindedToday: 1, sendable: 4 });
    expect(body.pagination).toMatchObject({ totalCount: 4, totalPages: 2 });
    const second = (await c.get('/api/reminders?sendable=true&limit=2&page=2')).json();
    expect([...clientIds(body), ...clientIds(second)]).toEqual([ids[1], ids[2], ids[4], ids[5]]);
    expect((await c.get('/api/reminders?sendable=maybe')).statusCode).toBe(400);
  });
});
