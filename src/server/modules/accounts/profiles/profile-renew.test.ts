import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { profilesMessages } from '#shared/messages/profiles';
import { countRows } from '#tests/setup/count-rows';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, useTestApp } from '#tests/setup/test-app';
import { netflixWithFreeAndOccupied } from '#tests/factories/profile.factory';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
const movements = () => t.database.db.selectFrom('movements').selectAll().orderBy('id').execute();

const setUp = () => netflixWithFreeAndOccupied(t.database.db, today());

describe('POST /api/profiles/{id}/renew', () => {
  it('adds the days to the current expiry and records one renovacion at the default price', async () => {
    const { occupied } = await setUp();
    const response = await c.post(`/api/profiles/${occupied}/renew`, {});
    expect(response.statusCode).toBe(200);
    const { profile, movement } = response.json();
    expect(profile.expiryDate).toBe(addDays(today(), 40));
    expect(movement).toMatchObject({
      type: 'renovacion',
      amount: 18000,
      clientName: 'Ana Ruiz',
      profileId: occupied,
    });
  });

  it('counts from today when the profile already lapsed, and takes the given price', async () => {
    const { ana, occupied } = await setUp();
    await t.database.db
      .updateTable('profiles')
      .set({ expiry_date: addDays(today(), -4) })
      .where('id', '=', occupied)
      .execute();
    const response = await c.post(`/api/profiles/${occupied}/renew`, { days: 90, price: '50.000' });
    expect(response.json().profile.expiryDate).toBe(addDays(today(), 90));
    expect(response.json().movement).toMatchObject({ amount: 50000, clientId: ana.id });
  });

  it('refuses a profile that is not occupied (409) and bad days (400), writing nothing', async () => {
    const { free, occupied } = await setUp();
    const notOccupied = await c.post(`/api/profiles/${free}/renew`, {});
    expect(notOccupied.statusCode).toBe(409);
    expect(notOccupied.json()).toEqual({ error: profilesMessages.renewOnlyOccupied });
    for (const days of [0, 367, 1.5, 'mes']) {
      const bad = await c.post(`/api/profiles/${occupied}/renew`, { days });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: profilesMessages.renewDays });
    }
    expect(await countRows(t.database.db, 'movements')).toBe(0);
    expect((await c.post('/api/profiles/999/renew', {})).statusCode).toBe(404);
  });

  it('applies two parallel renewals both: no lost update', async () => {
    const { occupied } = await setUp();
    const responses = await Promise.all([
      c.post(`/api/profiles/${occupied}/renew`, { days: 30 }),
      c.post(`/api/profiles/${occupied}/renew`, { days: 30 }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const stored = await t.database.db
      .selectFrom('profiles')
      .select('expiry_date')
      .where('id', '=', occupied)
      .executeTakeFirstOrThrow();
    expect(stored.expiry_date).toBe(addDays(today(), 70));
    expect((await movements()).map((m) => m.type)).toEqual(['renovacion', 'renovacion']);
  });
});
