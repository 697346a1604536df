import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { avisosMessages } from '#shared/messages/avisos';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertUser } from '#tests/factories/user.factory';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';
import { createScheduler } from '../jobs/scheduler.service';
import { AVISOS_LINK, morningSummaryJob, sendMorningSummary } from './morning-summary.job';

// The morning summary in every active staff member's bell (issue 14, docs/decisions/016).
const t = useTestApp({ resetEachTest: true, env: { REMINDER_TIME: '07:30' } });
let laura: TestClient;
let lauraId: number;
beforeEach(async () => {
  // 13:00 UTC is 08:00 in Bogotá, after the shop's 07:30 opening.
  t.clock.current = new Date('2026-11-27T13:00:00Z');
  const signedIn = await signedInClient(t, { full_name: 'Laura Gómez' });
  laura = signedIn.client;
  lauraId = signedIn.user.id;
});

const db = () => t.database.db;
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
const quiet = { info: () => {}, error: () => {} };

/**
 * Three clients to write to (Ana: one expired and one expiring profile; Beto: one expiring;
 * Carla: one marked expirado), one client far from expiry, and two accounts whose supplier is due
 * within 5 days plus one due later.
 */
async function setUp() {
  const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
  const [ana, beto, carla, dario] = await Promise.all(
    ['Ana Ruiz', 'Beto Díaz', 'Carla Gil', 'Darío Paz'].map((name) => insertClient(db(), { name })),
  );
  const first = await insertAccount(db(), netflix.id, { provider_renewal_date: addDays(today(), 2) }, [
    { status: 'ocupado', client_id: ana!.id, expiry_date: addDays(today(), -1) },
    { status: 'ocupado', client_id: ana!.id, expiry_date: addDays(today(), 4) },
    { status: 'ocupado', client_id: beto!.id, expiry_date: addDays(today(), 5) },
  ]);
  await insertAccount(db(), netflix.id, { provider_renewal_date: addDays(today(), 5) }, [
    { status: 'expirado', client_id: carla!.id, expiry_date: addDays(today(), 20) },
    { status: 'ocupado', client_id: dario!.id, expiry_date: addDays(today(), 6) },
  ]);
  await insertAccount(db(), netflix.id, { provider_renewal_date: addDays(today(), 6) }, [{}]);
  return { first, ana: ana! };
}

const bellOf = async (client: TestClient) => (await client.get('/api/notifications')).json();

describe('morning summary', () => {
  it("puts the counts in each active staff member's bell, from the system, linking to Avisos", async () => {
    const { first } = await setUp();
    const { client: andres, user: andresUser } = await signedInClient(t, { full_name: 'Andrés Muñoz' });
    // An expired staff member gets nothing; Andrés hid one of the due accounts from his lists.
    await insertUser(db(), { expiry_date: addDays(today(), -1) });
    await db()
      .insertInto('account_hidden')
      .values({ user_id: andresUser.id, account_id: first.id, created_at: t.clock.now().toISOString() })
      .execute();

    expect(await sendMorningSummary(t.app.ctx)).toBe(2);

    const bell = await bellOf(laura);
    expect(bell.unreadCount).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      message: 'Hoy: 3 clientes por avisar, 2 perfiles vencidos, 2 cuentas por pagar al proveedor',
      link: AVISOS_LINK,
      sender_name: null,
      sender_username: null,
      read: false,
    });
    expect((await bellOf(andres)).notifications[0].message).toBe(
      'Hoy: 3 clientes por avisar, 2 perfiles vencidos, 1 cuenta por pagar al proveedor',
    );
    expect(await countRows(db(), 'notifications')).toBe(2);
  });

  it('counts the same as the reminders and the dashboard answer', async () => {
    await setUp();
    await sendMorningSummary(t.app.ctx);
    const reminders = (await laura.get('/api/reminders?window=5')).json();
    const dashboard = (await laura.get('/api/dashboard')).json();
    expect((await bellOf(laura)).notifications[0].message).toBe(
      avisosMessages.morningSummary(
        reminders.counts.clients,
        reminders.counts.expired,
        dashboard.expiry.providerDueAccounts,
      ),
    );
  });

  it('leaves out the clients someone already wrote to today', async () => {
    const { ana } = await setUp();
    // The factories stamp rows with the real clock: the profiles last changed at the test's clock
    // time, so the reminder below comes after that change whatever the hour the suite runs.
    await db().updateTable('profiles').set({ updated_at: t.clock.now().toISOString() }).execute();
    const profiles = await db().selectFrom('profiles').select('id').where('client_id', '=', ana.id).execute();
    t.clock.advance(1000);
    await laura.post('/api/notification-log', {
      clientId: ana.id,
      profileIds: profiles.map((p) => p.id),
      type: 'expirado',
      outcome: 'enviado',
    });
    await sendMorningSummary(t.app.ctx);
    expect((await bellOf(laura)).notifications[0].message).toMatch(/^Hoy: 2 clientes por avisar, /);
  });

  it('sends nothing when there is nothing to report', async () => {
    const netflix = await insertService(db(), { name: 'Netflix' });
    await insertAccount(db(), netflix.id, {}, [{}]);
    expect(await sendMorningSummary(t.app.ctx)).toBe(0);
    expect(await countRows(db(), 'notifications')).toBe(0);
  });

  it('runs once a day from REMINDER_TIME, even with two instances', async () => {
    await setUp();
    const job = morningSummaryJob(t.app.ctx);
    expect(job.at).toBe('07:30');
    const a = createScheduler(t.app.ctx, [job], { log: quiet, instanceId: 'a' });
    const b = createScheduler(t.app.ctx, [job], { log: quiet, instanceId: 'b' });
    t.clock.current = new Date('2026-11-27T12:29:00Z'); // 07:29
    await Promise.all([a.tick(), b.tick()]);
    expect(await countRows(db(), 'notifications')).toBe(0);
    t.clock.current = new Date('2026-11-27T12:30:00Z');
    await Promise.all([a.tick(), b.tick()]);
    t.clock.advance(60_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(await countRows(db(), 'notifications', { column: 'user_id', value: lauraId })).toBe(1);
  });
});
