import { beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { REMINDERS_PAGE_SIZE } from '#shared/schemas/reminders';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertMovements } from '#tests/factories/movement.factory';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// Every list answer stays small (issue 23, docs/decisions/033): a list endpoint answers at most
// the page it was asked for, whatever the shop holds. Avisos once answered all 4 791 clients of
// the demo shop (7.7 MB); this fails when a list, new or old, forgets its page.
//
// GET /api/users is left out on purpose: it answers every staff member as a plain array (a shop
// has a handful), and so do /api/services and /api/clients without `page` (the spec allows it
// for their pickers), /api/payment-methods (a shop's handful of medios de pago), and
// /api/services/{id}/plans (at most 30 plans a service, refused beyond: docs/decisions/039).

const t = useTestApp();
const ROWS = 4;
const LIMIT = 3;
let admin: TestClient;

/** Each list, the key its rows come under, and any query it needs besides page and limit. */
const lists = [
  { path: '/api/accounts', key: 'accounts', query: '' },
  { path: '/api/clients', key: 'clients', query: '' },
  { path: '/api/services', key: 'services', query: '' },
  { path: '/api/movements', key: 'movements', query: '' },
  { path: '/api/payments', key: 'payments', query: '' },
  { path: '/api/notifications', key: 'notifications', query: '' },
  { path: '/api/notification-log', key: 'entries', query: '' },
  { path: '/api/audit', key: 'events', query: '' },
  { path: '/api/reminders', key: 'reminders', query: 'window=5' },
  { path: '/api/reminders', key: 'reminders', query: 'window=5&sendable=true' },
  { path: '/api/receivables', key: 'receivables', query: '' },
  { path: '/api/clients', key: 'clients', query: 'debt=true' },
  { path: '/api/reports/renewals/items', key: 'items', query: 'bucket=due' },
  { path: '/api/profiles/release-preview', key: 'profiles', query: '' },
  { path: '/api/incidents', key: 'incidents', query: '' },
  { path: '/api/incidents/notices', key: 'notices', query: '' },
] as const;

beforeAll(async () => {
  const db = t.database.db;
  let user;
  ({ client: admin, user } = await signedInClient(t, { role: 'admin' }));
  const today = businessToday(t.clock.now(), t.config.TZ_APP);
  // More of everything than a page holds: ROWS services, clients, accounts (each with a profile
  // due today, so ROWS reminders), movements, notifications, log entries and audit rows.
  for (let i = 0; i < ROWS; i++) {
    const service = await insertService(db, { name: `Servicio ${i}` });
    const client = await insertClient(db, { name: `Cliente ${i}`, phone: `+57300123450${i}` });
    await insertAccount(db, service.id, {}, [
      { status: 'ocupado', client_id: client.id, expiry_date: today },
    ]);
    await db
      .insertInto('notification_log')
      .values({
        client_id: client.id,
        type: 'garantia',
        outcome: 'enviado',
        user_id: user.id,
        user_name: 'Admin',
        created_at: new Date(Date.now() - 86_400_000).toISOString(),
      })
      .execute();
    await db
      .insertInto('notifications')
      .values({
        user_id: user.id,
        message: `Aviso ${i}`,
        read: 0,
        sender_id: null,
        sender_name: null,
        sender_username: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await db
      .insertInto('audit_log')
      .values({
        created_at: new Date().toISOString(),
        day: today,
        user_id: user.id,
        user_name: 'Admin',
        entity: 'client',
        entity_id: client.id,
        entity_label: client.name,
        action: 'create',
        account_id: null,
        client_id: client.id,
        note: null,
      })
      .execute();
  }
  await insertMovements(
    db,
    Array.from({ length: ROWS }, () => ({ date: today })),
  );
  const payer = await insertClient(db, { name: 'Pagador' });
  for (let i = 0; i < ROWS; i++) {
    await db
      .insertInto('payments')
      .values({
        client_id: payer.id,
        client_name: payer.name,
        amount: 1000,
        date: today,
        method_id: null,
        method_name: null,
        method_kind: null,
        reference: null,
        note: null,
        created_by: null,
        created_by_name: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
  }
  // ROWS incidents, each owing its client a compensación message (Avisos).
  for (const p of await db.selectFrom('profiles').select(['id', 'account_id', 'client_id']).execute()) {
    const { id } = await db
      .insertInto('incidents')
      .values({
        reason: 'Caída',
        days: 1,
        scope_kind: 'accounts',
        accounts_count: 1,
        profiles_count: 1,
        clients_count: 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const holder = p.client_id!;
    await db
      .insertInto('incident_profiles')
      .values({
        incident_id: id,
        profile_id: p.id,
        account_id: p.account_id,
        client_id: holder,
        previous_expiry: today,
        new_expiry: today,
      })
      .execute();
    await db.insertInto('incident_clients').values({ incident_id: id, client_id: holder }).execute();
  }
  // Every client owes (the cartera, Clientes "Con deuda"); the lists read the kept balance only.
  await db.updateTable('clients').set({ owed: 1000, oldest_due_date: today }).execute();
  // Each profile due today is a term of the renewals report (this month, its default period).
  const profiles = await db
    .selectFrom('profiles')
    .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
    .select(['profiles.id', 'profiles.client_id', 'accounts.service_id'])
    .execute();
  await db
    .insertInto('renewal_outcomes')
    .values(
      profiles.map((p) => ({
        profile_id: p.id,
        service_id: p.service_id,
        client_id: p.client_id,
        due_date: today,
        price: 1000,
        opened_at: new Date().toISOString(),
      })),
    )
    .execute();
  await db
    .insertInto('renewal_outcome_totals')
    .values(
      profiles.map((p) => ({
        due_date: today,
        service_id: p.service_id,
        staff_id: 0,
        due: 1,
        open_amount: 1000,
      })),
    )
    .execute();
  // The month's totals add up its days (a month may be read whole, less the days outside).
  await db
    .insertInto('renewal_outcome_month_totals')
    .values(
      profiles.map((p) => ({
        month: today.slice(0, 7),
        service_id: p.service_id,
        staff_id: 0,
        due: 1,
        open_amount: 1000,
      })),
    )
    .execute();
});

describe('every list answers at most its page', () => {
  it.each(lists)('$path $query', async ({ path, key, query }) => {
    const extra = query ? `&${query}` : '';
    const response = await admin.get(`${path}?page=1&limit=${LIMIT}${extra}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // There is more than a page to answer, and the answer is one page.
    expect(body.pagination).toMatchObject({ currentPage: 1, limit: LIMIT, hasNextPage: true });
    expect(body.pagination.totalCount).toBeGreaterThan(LIMIT);
    expect(body[key]).toHaveLength(LIMIT);

    const last = (await admin.get(`${path}?page=2&limit=${LIMIT}${extra}`)).json();
    expect(last[key].length).toBeLessThanOrEqual(LIMIT);
    expect(last[key].length).toBe(body.pagination.totalCount - LIMIT);
  });

  it('reminders answer one page of 25 when no page is asked for', async () => {
    const body = (await admin.get('/api/reminders')).json();
    expect(body.pagination.limit).toBe(REMINDERS_PAGE_SIZE);
    expect(body.reminders.length).toBeLessThanOrEqual(REMINDERS_PAGE_SIZE);
  });
});
