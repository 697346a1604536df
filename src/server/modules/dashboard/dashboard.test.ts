import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '#shared/messages/auth';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertMovements } from '#tests/factories/movement.factory';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// The Panel de Control against a fixed set of accounts and movements on 20 November 2026, 10:00
// in Bogotá. Every expected number is worked out by hand in the comments.
const t = useTestApp();
let admin: TestClient;
let netflixId: number;
let maxId: number;

beforeAll(async () => {
  t.clock.current = new Date('2026-11-20T15:00:00Z');
  const { db } = t.database;
  const netflix = await insertService(db, { name: 'Netflix', price: 15000 });
  const max = await insertService(db, { name: 'Max', price: 9000 });
  [netflixId, maxId] = [netflix.id, max.id];
  const eva = await insertClient(db, { name: 'Eva' });
  const held = (expiry_date: string, status: 'ocupado' | 'expirado' = 'ocupado') => ({
    status,
    client_id: eva.id,
    expiry_date,
  });
  // A: one expired (today), one near (3 days), one active, one free; supplier due in 2 days.
  await insertAccount(
    db,
    netflix.id,
    { username: 'a@netflix.com', provider_cost: 30000, provider_renewal_date: '2026-11-22' },
    [held('2026-11-20'), held('2026-11-23'), held('2026-12-30'), {}],
  );
  // B: one marked expirado by hand, one near (5 days, the edge of the window); supplier not due.
  await insertAccount(
    db,
    max.id,
    { username: 'b@max.com', provider_cost: 20000, provider_renewal_date: '2026-12-15' },
    [held('2026-12-30', 'expirado'), held('2026-11-25')],
  );
  // C: 6 days left is past the window; no provider cost.
  await insertAccount(db, max.id, { username: 'c@max.com' }, [held('2026-11-26')]);

  await insertMovements(db, [
    { date: '2025-11-30', amount: 999, service_id: netflix.id, service_name: 'Netflix' }, // 13 months ago
    { date: '2025-12-05', amount: 3000, service_id: max.id, service_name: 'Max' },
    { date: '2026-10-31', amount: 10000, service_id: netflix.id, service_name: 'Netflix' },
    { date: '2026-11-01', amount: 15000, service_id: netflix.id, service_name: 'Netflix' },
    {
      date: '2026-11-02',
      type: 'renovacion',
      amount: 15000,
      service_id: netflix.id,
      service_name: 'Netflix',
    },
    {
      date: '2026-11-03',
      type: 'cancelacion',
      amount: 5000,
      service_id: netflix.id,
      service_name: 'Netflix',
    },
    { date: '2026-11-15', amount: 9000, service_id: max.id, service_name: 'Max' },
  ]);

  let user;
  ({ client: admin, user } = await signedInClient(t, { role: 'admin', full_name: 'Laura' }));
  // A sale through the API: the free profile of A to Eva, 15.000 today.
  const free = await db
    .selectFrom('profiles')
    .select('id')
    .where('status', '=', 'libre')
    .executeTakeFirstOrThrow();
  const sold = await admin.put(`/api/profiles/${free.id}`, {
    name: 'Perfil 4',
    status: 'ocupado',
    clientId: eva.id,
  });
  expect(sold.statusCode, sold.body).toBe(200);
  expect(user.id).toBeGreaterThan(0);
});

describe('GET /api/dashboard', () => {
  it('answers the totals, the expiry counts and the accounts whose supplier is due', async () => {
    const response = await admin.get('/api/dashboard');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.today).toBe('2026-11-20');
    expect(body.month).toBe('2026-11');
    expect(body.totals).toEqual({ services: 2, clients: 1, accounts: 3, movements: 8 });
    expect(body.expiry).toEqual({
      windowDays: 5,
      expiredProfiles: 2, // A's expiring today, B's expirado
      expiringProfiles: 2, // A's in 3 days, B's in 5
      expiredAccounts: 2,
      expiringAccounts: 2,
      providerDueDays: 5,
      providerDueAccounts: 1,
      providerDue: [
        {
          id: expect.any(Number),
          serviceName: 'Netflix',
          username: 'a@netflix.com',
          providerRenewalDate: '2026-11-22',
          providerCost: 30000,
        },
      ],
    });
  });

  it('counts the same accounts as the Cuentas list its links open', async () => {
    const body = (await admin.get('/api/dashboard')).json();
    const total = async (query: string) =>
      (await admin.get(`/api/accounts?${query}`)).json().pagination.totalCount;
    expect(body.expiry.expiredAccounts).toBe(await total('expiryFilter=expired'));
    expect(body.expiry.expiringAccounts).toBe(await total('expiryFilter=expiring'));
    expect(body.expiry.providerDueAccounts).toBe(await total('providerDue=true'));
  });

  it('lists the latest assignment and movement: who, what, when', async () => {
    const body = (await admin.get('/api/dashboard')).json();
    expect(body.latestAssignments[0]).toMatchObject({
      type: 'assignment',
      profileName: 'Perfil 4',
      clientName: 'Eva',
      serviceName: 'Netflix',
      accountUsername: 'a@netflix.com',
      userName: 'Laura',
      amount: 15000,
      createdAt: '2026-11-20T15:00:00.000Z',
    });
    expect(body.money.latestMovements).toHaveLength(8);
    expect(body.money.latestMovements[0]).toMatchObject({
      date: '2026-11-20',
      type: 'venta',
      amount: 15000,
      clientName: 'Eva',
      serviceName: 'Netflix',
      createdByName: 'Laura',
    });
  });

  it('answers the income of the last 12 months, zeros included, net of cancelaciones', async () => {
    const { incomeByMonth } = (await admin.get('/api/dashboard')).json().money;
    expect(incomeByMonth).toHaveLength(12);
    expect(incomeByMonth[0]).toMatchObject({ month: '2025-12', sales: 1, income: 3000 });
    expect(incomeByMonth[10]).toMatchObject({ month: '2026-10', sales: 1, income: 10000 });
    // 15000 + 15000 - 5000 + 9000 + 15000 (the sale above); 4 sales.
    expect(incomeByMonth[11]).toMatchObject({ month: '2026-11', sales: 4, income: 49000 });
    // Cobrado: every sale here was paid on the spot; a cancelación takes nothing from what came in.
    expect(incomeByMonth[11].collected).toBe(54000);
    expect(incomeByMonth.slice(1, 10).every((m: { income: number }) => m.income === 0)).toBe(true);
  });

  it('sets this month per service against the provider costs (the margin)', async () => {
    const { thisMonthByService, thisMonth } = (await admin.get('/api/dashboard')).json().money;
    expect(thisMonthByService).toEqual([
      // 15000 + 15000 - 5000 + 15000 against A's 30000.
      {
        serviceId: netflixId,
        serviceName: 'Netflix',
        sales: 3,
        income: 40000,
        providerCost: 30000,
        margin: 10000,
      },
      // 9000 against B's 20000 (C carries no cost).
      { serviceId: maxId, serviceName: 'Max', sales: 1, income: 9000, providerCost: 20000, margin: -11000 },
    ]);
    expect(thisMonth).toEqual({
      sales: 4,
      income: 49000,
      providerCost: 50000,
      margin: -1000,
      collected: 54000,
      outstanding: 0,
    });
    const stats = (await admin.get('/api/movements/stats?month=11&year=2026')).json();
    expect(stats.totalIncome).toBe(thisMonth.income);
    expect(stats.totalSales).toBe(thisMonth.sales);
  });

  it('leaves the money out for a user without Movimientos, and refuses one without the dashboard', async () => {
    const { client: noMoney } = await signedInClient(t, { can_access_movimientos: 0 });
    const body = (await noMoney.get('/api/dashboard')).json();
    expect(body.money).toBeNull();
    expect(body.totals.movements).toBe(8);
    // Not only off the screen: the prices and supplier costs are not in the answer either.
    expect(body.latestAssignments[0]).toMatchObject({ profileName: 'Perfil 4', amount: null });
    expect(body.expiry.providerDue).toEqual([expect.objectContaining({ providerCost: null })]);
    const { client: denied } = await signedInClient(t, { can_access_dashboard: 0 });
    const response = await denied.get('/api/dashboard');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: authMessages.forbidden });
  });

  it('counts the month of Bogotá: at 23:30 on 30 November it is still November', async () => {
    t.clock.current = new Date('2026-12-01T04:30:00Z');
    const { client } = await signedInClient(t, { role: 'admin' });
    const body = (await client.get('/api/dashboard')).json();
    expect(body.today).toBe('2026-11-30');
    expect(body.month).toBe('2026-11');
    expect(body.money.incomeByMonth.at(-1)).toMatchObject({ month: '2026-11', sales: 4, income: 49000 });
  });
});
