import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { avisosMessages } from '#shared/messages/avisos';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// Two staff members working Avisos at once never both write to one client (docs/decisions/016).
const t = useTestApp({ resetEachTest: true });
let laura: TestClient;
let andres: TestClient;
beforeEach(async () => {
  // 14:14 UTC is 9:14 in Bogotá.
  t.clock.current = new Date('2026-11-27T14:14:00Z');
  ({ client: laura } = await signedInClient(t, { full_name: 'Laura Gómez' }));
  ({ client: andres } = await signedInClient(t, { full_name: 'Andrés Muñoz' }));
});

const db = () => t.database.db;
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);

/** Ana holds two Netflix profiles due in 2 and 3 days; the profiles were last changed an hour ago. */
async function setUp() {
  const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
  const ana = await insertClient(db(), { name: 'Ana Ruiz', phone: '+573001234567' });
  const account = await insertAccount(db(), netflix.id, {}, [
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today(), 2) },
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today(), 3) },
  ]);
  await db()
    .updateTable('profiles')
    .set({ updated_at: new Date(t.clock.now().getTime() - 3_600_000).toISOString() })
    .execute();
  const profiles = await db()
    .selectFrom('profiles')
    .select('id')
    .where('account_id', '=', account.id)
    .orderBy('position')
    .execute();
  return { ana, profileIds: profiles.map((p) => p.id) };
}

const reminder = (clientId: number, profileIds: number[], extra: object = {}) => ({
  clientId,
  profileIds,
  type: 'renovaciones',
  outcome: 'enviado',
  ...extra,
});

describe('POST /api/notification-log: the claim on a client', () => {
  it('staff members at once: exactly one records it, the others get 409 naming who wrote', async () => {
    const { ana, profileIds } = await setUp();
    // Several at once, so their checks really overlap on PostgreSQL's pool of connections.
    const others = await Promise.all(
      ['Sofía Peña', 'Camilo Ríos', 'Diana Mora', 'Elena Vargas'].map(
        async (full_name) => (await signedInClient(t, { full_name })).client,
      ),
    );
    const responses = await Promise.all(
      [laura, andres, ...others].map((staff) =>
        staff.post('/api/notification-log', reminder(ana.id, profileIds)),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const winner = responses.find((r) => r.statusCode === 201)!.json().entry.userName;
    for (const loser of responses.filter((r) => r.statusCode === 409))
      expect(loser.json().error).toBe(avisosMessages.alreadyHandled(winner, 'Ana Ruiz', '9:14', 'enviado'));
    expect(await countRows(db(), 'notification_log')).toBe(1);
  });

  it('refuses any overlap of profiles, and a skip as much as a send; says which it was', async () => {
    const { ana, profileIds } = await setUp();
    const skipped = await laura.post(
      '/api/notification-log',
      reminder(ana.id, [profileIds[0]!], { outcome: 'omitido' }),
    );
    expect(skipped.statusCode).toBe(201);
    t.clock.advance(60_000);
    const response = await andres.post('/api/notification-log', reminder(ana.id, profileIds));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      'Laura Gómez ya marcó a Ana Ruiz como omitido hoy a las 9:14. Si quieres escribirle, usa Enviar de nuevo.',
    );
    expect(await countRows(db(), 'notification_log')).toBe(1);
  });

  it('resend: true writes again on purpose, by the same or another staff member', async () => {
    const { ana, profileIds } = await setUp();
    await laura.post('/api/notification-log', reminder(ana.id, profileIds));
    expect((await laura.post('/api/notification-log', reminder(ana.id, profileIds))).statusCode).toBe(409);
    const again = await andres.post('/api/notification-log', reminder(ana.id, profileIds, { resend: true }));
    expect(again.statusCode).toBe(201);
    expect(again.json().entry.userName).toBe('Andrés Muñoz');
    const bad = await andres.post('/api/notification-log', reminder(ana.id, profileIds, { resend: 'sí' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(avisosMessages.invalidResend);
    expect(await countRows(db(), 'notification_log')).toBe(2);
  });

  it('does not hold back a new day, a profile changed since, or a password or support message', async () => {
    const { ana, profileIds } = await setUp();
    await laura.post('/api/notification-log', reminder(ana.id, profileIds));
    // A password change or a support answer is news of its own, not a second reminder.
    for (const type of ['cambio_contraseña', 'garantia'])
      expect(
        (await andres.post('/api/notification-log', reminder(ana.id, profileIds, { type }))).statusCode,
      ).toBe(201);
    // Renewed after the reminder: the entry is old news for that profile.
    t.clock.advance(60_000);
    expect((await andres.post(`/api/profiles/${profileIds[0]}/renew`, {})).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await andres.post('/api/notification-log', reminder(ana.id, [profileIds[0]!]))).statusCode).toBe(
      201,
    );
    // Yesterday's reminder does not stop today's (the session is used in between: 12 h idle limit).
    t.clock.advance(11 * 3_600_000);
    await andres.get('/api/auth/me');
    t.clock.advance(11 * 3_600_000); // 7:16 the next day
    expect((await andres.post('/api/notification-log', reminder(ana.id, [profileIds[1]!]))).statusCode).toBe(
      201,
    );
  });

  it('the reminder list shows who wrote today to every staff member', async () => {
    const { ana, profileIds } = await setUp();
    await laura.post('/api/notification-log', reminder(ana.id, profileIds));
    const seen = (await andres.get('/api/reminders')).json();
    expect(seen.reminders[0]).toMatchObject({
      client: { id: ana.id },
      remindedToday: true,
      lastEntry: { userName: 'Laura Gómez', outcome: 'enviado' },
    });
  });
});
