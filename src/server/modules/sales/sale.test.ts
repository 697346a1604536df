import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays, addMonths } from '#shared/domain/expiry';
import { authMessages } from '#shared/messages/auth';
import { combosMessages } from '#shared/messages/combos';
import { plansMessages } from '#shared/messages/plans';
import { salesMessages } from '#shared/messages/sales';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertPlan } from '#tests/factories/plan.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { countRows } from '#tests/setup/count-rows';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, TestClient as AnonymousClient, useTestApp } from '#tests/setup/test-app';

// Ventas (issue 25, item 2; docs/decisions/042): POST /api/sales, its renewal and a client's list.

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const m = salesMessages;
const db = () => t.database.db;
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);

const profilesOf = (accountId: number) =>
  db()
    .selectFrom('profiles')
    .select(['id', 'status', 'client_id', 'expiry_date', 'sale_id', 'plan_id', 'custom_price'])
    .where('account_id', '=', accountId)
    .orderBy('position')
    .execute();

const movements = () =>
  db()
    .selectFrom('movements')
    .select([
      'type',
      'amount',
      'client_id',
      'service_id',
      'profile_id',
      'plan_id',
      'payment_status',
      'description',
    ])
    .orderBy('id')
    .execute();

/** Netflix with a "3 meses" plan, two accounts (one with 1 free of 2, one with 3 free), and Ana. */
async function shop() {
  const service = await insertService(db(), { name: 'Netflix', price: 18000 });
  const plan = await insertPlan(db(), service.id, {
    name: '3 meses',
    duration_days: null,
    duration_months: 3,
    price: 45000,
    reseller_price: 36000,
  });
  const ana = await insertClient(db(), { name: 'Ana Ruiz' });
  const bruno = await insertClient(db(), { name: 'Bruno Díaz' });
  const fuller = await insertAccount(db(), service.id, { username: 'llena@correo.com' }, [
    { status: 'ocupado', client_id: bruno.id, expiry_date: addDays(today(), 10) },
    {},
  ]);
  const emptier = await insertAccount(db(), service.id, { username: 'vacia@correo.com' }, [{}, {}, {}]);
  return { service, plan, ana, bruno, fuller, emptier };
}

describe('POST /api/sales', () => {
  it('sells a plan with no profile named from the account with the fewest free profiles, in one transaction', async () => {
    const { service, plan, ana, fuller } = await shop();
    const response = await c.post('/api/sales', { clientId: ana.id, planId: plan.id, pin: '1234' });
    expect(response.statusCode).toBe(201);
    const sale = response.json().sale;
    const [, sold] = await profilesOf(fuller.id);
    expect(sold).toMatchObject({
      status: 'ocupado',
      client_id: ana.id,
      expiry_date: addMonths(today(), 3),
      sale_id: sale.id,
      plan_id: plan.id,
      custom_price: 45000,
    });
    expect(sale).toMatchObject({
      clientId: ana.id,
      clientName: 'Ana Ruiz',
      kind: 'perfil',
      planId: plan.id,
      planName: '3 meses',
      accountId: null,
      price: 45000,
      profiles: [
        {
          profileId: sold!.id,
          accountId: fuller.id,
          accountUsername: 'llena@correo.com',
          serviceId: service.id,
          serviceName: 'Netflix',
          amount: 45000,
          held: true,
          status: 'ocupado',
          expiryDate: addMonths(today(), 3),
        },
      ],
    });
    expect(await movements()).toEqual([
      {
        type: 'venta',
        amount: 45000,
        client_id: ana.id,
        service_id: service.id,
        profile_id: sold!.id,
        plan_id: plan.id,
        payment_status: 'pagado',
        description: 'Venta 3 meses: Perfil 2 (llena@correo.com)',
      },
    ]);
    expect(sale.movementId).toEqual(expect.any(Number));
    const trail = await auditRows(t.database, { entity: 'profile', entity_id: sold!.id });
    expect(trail.map((r) => [r.action, r.client_id])).toEqual([['assignment', ana.id]]);
    const account = await db()
      .selectFrom('accounts')
      .select(['free_count', 'occupied_count'])
      .where('id', '=', fuller.id)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ free_count: 0, occupied_count: 2 });
    // Cuentas shows the plan the holder pays, so Renovar offers it (the list's JSON and one account).
    const listed = (await c.get('/api/accounts?page=1&limit=50')).json().accounts;
    const shown = listed.find((a: { id: number }) => a.id === fuller.id).profiles[1];
    expect(shown).toMatchObject({ id: sold!.id, planId: plan.id, customPrice: 45000 });
    expect((await c.get(`/api/accounts/${fuller.id}`)).json().account.profiles[1].planId).toBe(plan.id);
  });

  it('charges a revendedor the reseller price unless a price is given, and records fiado on credit', async () => {
    const { plan, emptier } = await shop();
    const reseller = await insertClient(db(), { name: 'Tienda Sur', type: 'revendedor' });
    await db()
      .updateTable('clients')
      .set({ payment_terms: 'credito', credit_limit: 500000, credit_days: 7 })
      .where('id', '=', reseller.id)
      .execute();
    const first = await c.post('/api/sales', {
      clientId: reseller.id,
      planId: plan.id,
      profileIds: [(await profilesOf(emptier.id))[0]!.id],
      paymentStatus: 'pagado',
    });
    expect(first.json().sale.price).toBe(36000);
    const second = await c.post('/api/sales', { clientId: reseller.id, planId: plan.id, price: '30.000' });
    expect(second.statusCode).toBe(201);
    expect(second.json().sale.price).toBe(30000);
    expect((await movements()).map((mv) => [mv.amount, mv.payment_status])).toEqual([
      [36000, 'pagado'],
      [30000, 'pendiente'],
    ]);
  });

  it('sells the profiles named, splitting the price across them to the peso', async () => {
    const { plan, ana, emptier } = await shop();
    const ids = (await profilesOf(emptier.id)).map((p) => p.id);
    const response = await c.post('/api/sales', {
      clientId: ana.id,
      planId: plan.id,
      profileIds: ids,
      price: 100000,
    });
    expect(response.statusCode).toBe(201);
    const shares = response.json().sale.profiles.map((p: { amount: number }) => p.amount);
    expect(shares).toEqual([33334, 33333, 33333]);
    expect((await movements()).map((mv) => [mv.amount, mv.profile_id])).toEqual([[100000, null]]);
    // With no price, each profile pays the plan's price, as Asignar charges each one.
    const more = await insertAccount(db(), plan.service_id, { username: 'dos@correo.com' }, [{}, {}]);
    const two = (await profilesOf(more.id)).map((p) => p.id);
    const unpriced = await c.post('/api/sales', { clientId: ana.id, planId: plan.id, profileIds: two });
    expect(unpriced.json().sale).toMatchObject({
      price: 90000,
      profiles: [{ amount: 45000 }, { amount: 45000 }],
    });
  });

  it('sells the other policy: the account whose supplier renewal is furthest away', async () => {
    const { plan, ana, fuller } = await shop();
    const service = plan.service_id;
    const later = await insertAccount(
      db(),
      service,
      { username: 'lejana@correo.com', provider_renewal_date: addDays(today(), 40) },
      [{}, {}],
    );
    await insertAccount(
      db(),
      service,
      { username: 'cerca@correo.com', provider_renewal_date: addDays(today(), 5) },
      [{}],
    );
    expect(
      (await c.put('/api/settings', { graceDays: 3, salePickPolicy: 'renovacion_lejana' })).statusCode,
    ).toBe(403);
    const { client: admin } = await signedInClient(t, { role: 'admin' });
    expect(
      (await admin.put('/api/settings', { graceDays: 3, salePickPolicy: 'renovacion_lejana' })).json(),
    ).toMatchObject({
      settings: { graceDays: 3, salePickPolicy: 'renovacion_lejana' },
    });
    const sale = (await c.post('/api/sales', { clientId: ana.id, planId: plan.id })).json().sale;
    expect(sale.profiles[0].accountId).toBe(later.id);
    expect(sale.profiles[0].accountId).not.toBe(fuller.id);
  });

  it('sells a cuenta completa: every profile of the account for one client, one movement', async () => {
    const { service, ana, bruno, fuller, emptier } = await shop();
    const whole = await insertPlan(db(), service.id, {
      name: 'Cuenta completa',
      kind: 'cuenta_completa',
      price: 60000,
      reseller_price: 50000,
    });
    const held = await c.post('/api/sales', { clientId: ana.id, planId: whole.id, accountId: fuller.id });
    expect(held.statusCode).toBe(409);
    expect(held.json().error).toBe(m.accountHeldByOther);
    // The account held by Bruno alone may be sold whole to Bruno.
    const response = await c.post('/api/sales', { clientId: ana.id, planId: whole.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().sale).toMatchObject({
      kind: 'cuenta_completa',
      accountId: emptier.id,
      price: 60000,
    });
    const profiles = await profilesOf(emptier.id);
    expect(profiles.every((p) => p.status === 'ocupado' && p.client_id === ana.id)).toBe(true);
    expect(profiles.map((p) => p.custom_price)).toEqual([20000, 20000, 20000]);
    expect((await movements()).map((mv) => [mv.amount, mv.description])).toEqual([
      [60000, 'Venta Cuenta completa: cuenta completa vacia@correo.com'],
    ]);
    const none = await c.post('/api/sales', { clientId: bruno.id, planId: whole.id });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe(m.noWholeAccountFree('Netflix'));
    // Bruno holds one profile of the other account until later than the plan's 30 days: he may
    // buy that account whole, and keeps his later date there.
    await db()
      .updateTable('profiles')
      .set({ expiry_date: addDays(today(), 80) })
      .where('account_id', '=', fuller.id)
      .where('client_id', '=', bruno.id)
      .execute();
    const own = await c.post('/api/sales', { clientId: bruno.id, planId: whole.id, accountId: fuller.id });
    expect(own.statusCode).toBe(201);
    expect((await profilesOf(fuller.id)).map((p) => [p.client_id, p.expiry_date])).toEqual([
      [bruno.id, addDays(today(), 80)],
      [bruno.id, addDays(today(), 30)],
    ]);
  });

  it('refuses bad input with Spanish messages and writes nothing', async () => {
    const { plan, ana, bruno, fuller } = await shop();
    const other = await insertService(db(), { name: 'Disney+' });
    const otherAccount = await insertAccount(db(), other.id, {}, [{}]);
    const inactive = await insertPlan(db(), plan.service_id, { name: 'Viejo', active: 0 });
    const [held, free] = await profilesOf(fuller.id);
    const [otherProfile] = await profilesOf(otherAccount.id);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ planId: plan.id }, 400, m.invalidClient],
      [{ clientId: ana.id }, 400, combosMessages.planOrCombo],
      [{ clientId: 999999, planId: plan.id }, 400, m.clientNotFound],
      [{ clientId: ana.id, planId: 999999 }, 404, plansMessages.notFound],
      [{ clientId: ana.id, planId: inactive.id }, 409, plansMessages.inactive],
      [{ clientId: ana.id, planId: plan.id, profileIds: [otherProfile!.id] }, 400, m.profileOtherService],
      [{ clientId: ana.id, planId: plan.id, profileIds: [held!.id] }, 409, m.profileTaken],
      [{ clientId: ana.id, planId: plan.id, profileIds: [999999] }, 404, m.profileNotFound],
      [{ clientId: ana.id, planId: plan.id, profileIds: [free!.id, free!.id] }, 400, m.repeatedProfile],
      [
        { clientId: ana.id, planId: plan.id, profileIds: [free!.id], accountId: fuller.id },
        400,
        m.profilesAndAccount,
      ],
      [{ clientId: ana.id, planId: plan.id, accountId: fuller.id }, 400, m.accountForWholePlan],
      [{ clientId: ana.id, planId: plan.id, price: -1 }, 400, m.invalidPrice],
      [{ clientId: ana.id, planId: plan.id, price: 100_000_001 }, 400, m.invalidPrice],
      [{ clientId: bruno.id, planId: plan.id, pin: '12a4' }, 400, 'Solo se permiten números'],
    ];
    for (const [body, status, error] of cases) {
      const response = await c.post('/api/sales', body);
      expect([response.statusCode, response.json().error], JSON.stringify(body)).toEqual([status, error]);
    }
    expect(await countRows(db(), 'sales')).toBe(0);
    expect(await movements()).toEqual([]);
    expect((await profilesOf(fuller.id))[1]).toMatchObject({ status: 'libre', sale_id: null });
  });

  it('answers 409 when no free profile of the service is left', async () => {
    const { plan, ana } = await shop();
    for (let i = 0; i < 4; i += 1)
      expect((await c.post('/api/sales', { clientId: ana.id, planId: plan.id })).statusCode).toBe(201);
    const last = await c.post('/api/sales', { clientId: ana.id, planId: plan.id });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe(m.noneFree('Netflix'));
  });

  it('gives 20 parallel sales of the last free profiles exactly one profile each, never one twice', async () => {
    const { plan, ana } = await shop();
    const clients = [ana];
    for (let i = 0; i < 19; i += 1) clients.push(await insertClient(db(), { name: `Cliente ${i}` }));
    // 4 free profiles in the shop, plus 8 more in two accounts: 12 for 20 buyers.
    await insertAccount(db(), plan.service_id, { username: 'tres@correo.com' }, [{}, {}, {}, {}]);
    await insertAccount(db(), plan.service_id, { username: 'cuatro@correo.com' }, [{}, {}, {}, {}]);
    const responses = await Promise.all(
      clients.map((client) => c.post('/api/sales', { clientId: client.id, planId: plan.id })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(12);
    expect(codes.filter((code) => code === 409)).toHaveLength(8);
    const sold = await db().selectFrom('sale_profiles').select('profile_id').execute();
    expect(new Set(sold.map((s) => s.profile_id)).size).toBe(12);
    expect(await countRows(db(), 'movements')).toBe(12);
    const free = await db().selectFrom('profiles').select('id').where('status', '=', 'libre').execute();
    expect(free).toEqual([]);
  });
});

describe('a sale racing a delete of its plan (decision 039)', () => {
  it('either sells and the delete only deactivates, or the delete wins and the sale writes nothing', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { plan, ana } = await shop();
      const { client: admin } = await signedInClient(t, { role: 'admin' });
      const [sold, removed] = await Promise.all([
        c.post('/api/sales', { clientId: ana.id, planId: plan.id }),
        admin.delete(`/api/plans/${plan.id}`),
      ]);
      expect(removed.statusCode).toBe(200);
      if (sold.statusCode === 201) {
        expect(removed.json()).toEqual({ ok: true, deactivated: true });
      } else {
        expect([sold.statusCode, sold.json().error]).toEqual([404, plansMessages.notFound]);
        expect(await countRows(db(), 'sales')).toBe(0);
        expect(await movements()).toEqual([]);
      }
      await db().deleteFrom('sales').execute();
      await db().deleteFrom('movements').execute();
      await db().deleteFrom('profiles').execute();
      await db().deleteFrom('accounts').execute();
      await db().deleteFrom('service_plans').execute();
      await db().deleteFrom('services').execute();
    }
  });
});

describe('POST /api/sales/{id}/renew and GET /api/sales', () => {
  it('renews everything the sale still holds from the later of today and its expiry, in one movement', async () => {
    const { plan, ana, emptier } = await shop();
    const ids = (await profilesOf(emptier.id)).map((p) => p.id).slice(0, 2);
    const sale = (await c.post('/api/sales', { clientId: ana.id, planId: plan.id, profileIds: ids })).json()
      .sale;
    const renewed = await c.post(`/api/sales/${sale.id}/renew`, {});
    expect(renewed.statusCode).toBe(200);
    const expiry = addMonths(addMonths(today(), 3), 3);
    expect(renewed.json().sale.profiles.map((p: { expiryDate: string }) => p.expiryDate)).toEqual([
      expiry,
      expiry,
    ]);
    // Two profiles held: the plan's price each.
    expect(renewed.json().movement).toMatchObject({ type: 'renovacion', amount: 90000, clientId: ana.id });
    // A profile released since leaves the sale: the next renewal takes only the other one.
    await c.put(`/api/profiles/${ids[0]}`, { name: 'Perfil 1', status: 'libre' });
    const again = await c.post(`/api/sales/${sale.id}/renew`, {});
    expect(again.json().sale.profiles.map((p: { held: boolean }) => p.held)).toEqual([false, true]);
    expect(again.json().movement.amount).toBe(45000);
    const [released, kept] = await profilesOf(emptier.id);
    expect(released).toMatchObject({ status: 'libre', sale_id: null, plan_id: null });
    expect(kept!.expiry_date).toBe(addMonths(expiry, 3));
    await c.put(`/api/profiles/${ids[1]}`, { name: 'Perfil 2', status: 'libre' });
    const nothing = await c.post(`/api/sales/${sale.id}/renew`, {});
    expect([nothing.statusCode, nothing.json().error]).toEqual([409, m.nothingHeld]);
    expect((await c.post('/api/sales/999999/renew', {})).statusCode).toBe(404);
  });

  it('renews by another plan of the service, refusing one of another kind', async () => {
    const { plan, ana } = await shop();
    const month = await insertPlan(db(), plan.service_id, {
      name: '30 días',
      duration_days: 30,
      price: 16000,
    });
    const whole = await insertPlan(db(), plan.service_id, { name: 'Completa', kind: 'cuenta_completa' });
    const sale = (await c.post('/api/sales', { clientId: ana.id, planId: plan.id })).json().sale;
    const wrong = await c.post(`/api/sales/${sale.id}/renew`, { planId: whole.id });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, m.otherKind]);
    const renewed = await c.post(`/api/sales/${sale.id}/renew`, { planId: month.id });
    expect(renewed.json().sale.profiles[0].expiryDate).toBe(addDays(addMonths(today(), 3), 30));
    expect(renewed.json().movement).toMatchObject({ amount: 16000 });
  });

  it('keeps a plan a sale or a held profile names, even once its movement is gone (deactivated, not deleted)', async () => {
    const { plan, ana } = await shop();
    const sale = (await c.post('/api/sales', { clientId: ana.id, planId: plan.id })).json().sale;
    expect((await c.delete(`/api/movements/${sale.movementId}`)).statusCode).toBe(200);
    const { client: admin } = await signedInClient(t, { role: 'admin' });
    expect((await admin.delete(`/api/plans/${plan.id}`)).json()).toEqual({ ok: true, deactivated: true });
    // The sale still renews, by another active plan of the service.
    const other = await insertPlan(db(), plan.service_id, {
      name: '30 días',
      duration_days: 30,
      price: 16000,
    });
    expect((await c.post(`/api/sales/${sale.id}/renew`, { planId: other.id })).statusCode).toBe(200);
  });

  it("lists a client's sales newest first with their profiles", async () => {
    const { plan, ana, bruno } = await shop();
    const first = (await c.post('/api/sales', { clientId: ana.id, planId: plan.id })).json().sale;
    const second = (await c.post('/api/sales', { clientId: ana.id, planId: plan.id })).json().sale;
    await c.post('/api/sales', { clientId: bruno.id, planId: plan.id });
    const list = await c.get(`/api/sales?clientId=${ana.id}&limit=1`);
    expect(list.statusCode).toBe(200);
    expect(list.json().sales.map((s: { id: number }) => s.id)).toEqual([second.id]);
    expect(list.json().pagination).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect((await c.get(`/api/sales?clientId=${ana.id}&page=2&limit=1`)).json().sales[0].id).toBe(first.id);
    expect((await c.get(`/api/sales/${first.id}`)).json().sale.profiles).toHaveLength(1);
    expect((await c.get('/api/sales?clientId=999999')).statusCode).toBe(404);
    expect((await c.get('/api/sales')).statusCode).toBe(400);
  });

  it('refuses an expired user before validating (403) and a request without a session (401)', async () => {
    const { client: expired, user } = await signedInClient(t);
    await db().updateTable('users').set({ expiry_date: '2020-01-01' }).where('id', '=', user.id).execute();
    const refused = await expired.post('/api/sales', {});
    expect([refused.statusCode, refused.json().error]).toEqual([403, authMessages.userExpired]);
    const anonymous = new AnonymousClient(t.app);
    expect((await anonymous.request('GET', '/api/sales?clientId=1', {})).statusCode).toBe(401);
    expect((await anonymous.request('POST', '/api/sales', { body: {} })).statusCode).toBe(401);
  });
});
