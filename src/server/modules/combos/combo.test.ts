import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays, addMonths } from '#shared/domain/expiry';
import { combosMessages } from '#shared/messages/combos';
import { plansMessages } from '#shared/messages/plans';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertPlan } from '#tests/factories/plan.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { countRows } from '#tests/setup/count-rows';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, TestClient as AnonymousClient, useTestApp } from '#tests/setup/test-app';

// Combos (issue 25 item 4, docs/decisions/044): CRUD, the sale of a combo, its renewal, the
// stats by service split to the peso, and Avisos' one message per combo client.

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
let admin: TestClient;
beforeEach(async () => {
  t.clock.current = new Date();
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Gómez' }));
  ({ client: admin } = await signedInClient(t, { role: 'admin', full_name: 'Marta Ruiz' }));
});

const m = combosMessages;
const db = () => t.database.db;
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);

/** Netflix (a 1-month plan at 20.000) and Disney+ (a 30-day plan at 10.000), a free profile each. */
async function shop() {
  const netflix = await insertService(db(), { name: 'Netflix', price: 20000 });
  const disney = await insertService(db(), { name: 'Disney+', price: 10000 });
  const netflixPlan = await insertPlan(db(), netflix.id, {
    name: '1 mes',
    duration_days: null,
    duration_months: 1,
    price: 20000,
    reseller_price: 16000,
  });
  const disneyPlan = await insertPlan(db(), disney.id, {
    name: '30 días',
    price: 10000,
    reseller_price: 8000,
  });
  const netflixAccount = await insertAccount(db(), netflix.id, { username: 'n@correo.co' }, [{}]);
  const disneyAccount = await insertAccount(db(), disney.id, { username: 'd@correo.co' }, [{}]);
  const ana = await insertClient(db(), { name: 'Ana Ruiz', phone: '+573001234567', type: 'cliente' });
  return { netflix, disney, netflixPlan, disneyPlan, netflixAccount, disneyAccount, ana };
}

const comboBody = (planIds: number[], extra: Record<string, unknown> = {}) => ({
  name: 'Netflix + Disney+',
  planIds,
  price: 25001,
  ...extra,
});

async function createdCombo(planIds: number[], extra: Record<string, unknown> = {}) {
  const response = await c.post('/api/combos', comboBody(planIds, extra));
  expect(response.statusCode).toBe(201);
  return response.json().combo as { id: number; price: number; resellerPrice: number };
}

const month = () => {
  const [year, mm] = today().split('-');
  return `year=${Number(year)}&month=${Number(mm)}`;
};
const stats = async () => (await admin.get(`/api/movements/stats?${month()}`)).json();
const byService = async () =>
  ((await stats()).salesByService as { name: string | null; sales: number; income: number }[])
    .map((l) => [l.name, l.sales, l.income])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('GET/POST/PUT/DELETE /api/combos', () => {
  it('creates a combo with the reseller price at 80 %, lists it with its plans, edits it and audits both', async () => {
    const { netflixPlan, disneyPlan } = await shop();
    const created = await c.post('/api/combos', comboBody([netflixPlan.id, disneyPlan.id]));
    expect(created.statusCode).toBe(201);
    const combo = created.json().combo;
    expect(combo).toMatchObject({
      name: 'Netflix + Disney+',
      price: 25001,
      resellerPrice: 20001,
      active: true,
      plans: [
        { planId: netflixPlan.id, planName: '1 mes', serviceName: 'Netflix', price: 20000, active: true },
        { planId: disneyPlan.id, planName: '30 días', serviceName: 'Disney+', price: 10000, active: true },
      ],
    });
    expect((await c.get('/api/combos')).json().combos).toEqual([combo]);
    const edited = await c.put(
      `/api/combos/${combo.id}`,
      comboBody([disneyPlan.id, netflixPlan.id], { name: 'Dúo', resellerPrice: 19000 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().combo).toMatchObject({ name: 'Dúo', resellerPrice: 19000 });
    expect(edited.json().combo.plans.map((p: { planId: number }) => p.planId)).toEqual([
      disneyPlan.id,
      netflixPlan.id,
    ]);
    const rows = await auditRows(t.database, { entity: 'combo', entity_id: combo.id });
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'update']);
    expect(rows.find((r) => r.action === 'update')).toMatchObject({
      entity_label: 'Dúo',
      changes: expect.arrayContaining([{ field: 'name', before: 'Netflix + Disney+', after: 'Dúo' }]),
    });
  });

  it('refuses bad combos with a Spanish message, writing nothing', async () => {
    const { netflix, netflixPlan, disneyPlan } = await shop();
    const otherNetflix = await insertPlan(db(), netflix.id, { name: '3 meses', position: 1 });
    const inactive = await insertPlan(db(), netflix.id, { name: 'viejo', active: 0, position: 2 });
    const whole = await insertPlan(db(), netflix.id, {
      name: 'completa',
      kind: 'cuenta_completa',
      position: 3,
    });
    const cases: [Record<string, unknown>, number, string][] = [
      [comboBody([netflixPlan.id]), 400, m.tooFewPlans],
      [comboBody([netflixPlan.id, netflixPlan.id]), 400, m.repeatedPlan],
      [comboBody([netflixPlan.id, otherNetflix.id]), 400, m.sameService],
      [comboBody([disneyPlan.id, 9999]), 400, m.planNotFound],
      [comboBody([disneyPlan.id, inactive.id]), 409, m.planInactive],
      [comboBody([disneyPlan.id, whole.id]), 400, m.planNotProfile],
      [comboBody([netflixPlan.id, disneyPlan.id], { price: -1 }), 400, m.invalidPrice],
      [comboBody([netflixPlan.id, disneyPlan.id], { price: 100_000_001 }), 400, m.invalidPrice],
      [comboBody([netflixPlan.id, disneyPlan.id], { price: 10.5 }), 400, m.invalidPrice],
      [comboBody([netflixPlan.id, disneyPlan.id], { resellerPrice: -1 }), 400, m.invalidResellerPrice],
      [comboBody([netflixPlan.id, disneyPlan.id], { name: '' }), 400, m.nameRequired],
      [{ name: 'x', price: 1 }, 400, m.tooFewPlans],
    ];
    for (const [body, status, message] of cases) {
      const response = await c.post('/api/combos', body);
      expect([response.statusCode, response.json()]).toEqual([status, { error: message }]);
    }
    expect(await countRows(db(), 'combos')).toBe(0);
    expect(await countRows(db(), 'audit_log')).toBe(0);
  });

  it('deletes an unsold combo; answers 404 for an unknown one; refuses anonymous requests', async () => {
    const { netflixPlan, disneyPlan } = await shop();
    const combo = await createdCombo([netflixPlan.id, disneyPlan.id]);
    expect((await c.delete(`/api/combos/${combo.id}`)).json()).toEqual({ ok: true, deactivated: false });
    expect(await countRows(db(), 'combos')).toBe(0);
    expect(await countRows(db(), 'combo_plans')).toBe(0);
    expect((await c.delete(`/api/combos/${combo.id}`)).statusCode).toBe(404);
    expect((await c.put('/api/combos/999', comboBody([netflixPlan.id, disneyPlan.id]))).statusCode).toBe(404);
    const anonymous = new AnonymousClient(t.app);
    expect((await anonymous.get('/api/combos')).statusCode).toBe(401);
  });

  it('deactivates, instead of deleting, a plan some combo uses', async () => {
    const { netflixPlan, disneyPlan } = await shop();
    await createdCombo([netflixPlan.id, disneyPlan.id]);
    const response = await c.delete(`/api/plans/${netflixPlan.id}`);
    expect(response.json()).toEqual({ ok: true, deactivated: true });
    const row = await db()
      .selectFrom('service_plans')
      .select('active')
      .where('id', '=', netflixPlan.id)
      .executeTakeFirst();
    expect(Number(row?.active)).toBe(0);
    const [plan] = await auditRows(t.database, { entity: 'plan', entity_id: netflixPlan.id });
    expect(plan).toMatchObject({ note: plansMessages.deactivatedInUse });
  });
});

describe('POST /api/sales with a comboId', () => {
  it('makes one sale, one movement, a profile of each service by its own plan, the shares adding up to the price', async () => {
    const { netflix, disney, netflixPlan, disneyPlan, netflixAccount, disneyAccount, ana } = await shop();
    const combo = await createdCombo([netflixPlan.id, disneyPlan.id]);
    const response = await c.post('/api/sales', { clientId: ana.id, comboId: combo.id });
    expect(response.statusCode).toBe(201);
    const sale = response.json().sale;
    expect(sale).toMatchObject({
      kind: 'combo',
      comboId: combo.id,
      planId: null,
      planName: 'Netflix + Disney+',
      price: 25001,
    });
    // 25.001 in proportion 20.000 : 10.000 → 16.667 + 8.334 (largest remainder).
    expect(sale.profiles.map((p: Record<string, unknown>) => [p.serviceId, p.amount, p.expiryDate])).toEqual([
      [netflix.id, 16667, addMonths(today(), 1)],
      [disney.id, 8334, addDays(today(), 30)],
    ]);
    expect(await countRows(db(), 'sales')).toBe(1);
    const movements = await db().selectFrom('movements').selectAll().execute();
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      type: 'venta',
      amount: 25001,
      service_id: null,
      service_name: 'Combo Netflix + Disney+',
      client_id: ana.id,
    });
    expect(sale.movementId).toBe(movements[0]!.id);
    const held = await db()
      .selectFrom('profiles')
      .select(['account_id', 'status', 'client_id', 'sale_id', 'plan_id', 'custom_price'])
      .orderBy('account_id')
      .execute();
    expect(held).toEqual([
      {
        account_id: netflixAccount.id,
        status: 'ocupado',
        client_id: ana.id,
        sale_id: sale.id,
        plan_id: netflixPlan.id,
        custom_price: 16667,
      },
      {
        account_id: disneyAccount.id,
        status: 'ocupado',
        client_id: ana.id,
        sale_id: sale.id,
        plan_id: disneyPlan.id,
        custom_price: 8334,
      },
    ]);
  });

  it('charges a revendedor the reseller price, or the price given', async () => {
    const { netflixPlan, disneyPlan } = await shop();
    const combo = await createdCombo([netflixPlan.id, disneyPlan.id]);
    const reseller = await insertClient(db(), { name: 'Beto', type: 'revendedor' });
    const sale = (await c.post('/api/sales', { clientId: reseller.id, comboId: combo.id })).json().sale;
    expect(sale.price).toBe(20001);
    expect(sale.profiles.map((p: { amount: number }) => p.amount)).toEqual([13334, 6667]);
    await insertAccount(db(), netflixPlan.service_id, { username: 'n2@correo.co' }, [{}]);
    await insertAccount(db(), disneyPlan.service_id, { username: 'd2@correo.co' }, [{}]);
    const response = await c.post('/api/sales', { clientId: reseller.id, comboId: combo.id, price: 3 });
    const given = response.json().sale;
    expect(given.profiles.map((p: { amount: number }) => p.amount)).toEqual([2, 1]);
  });

  it('refuses both or neither of planId and comboId, profiles with a combo, an inactive combo, and no free profile, writing nothing', async () => {
    const { netflixPlan, disneyPlan, ana, disneyAccount } = await shop();
    const combo = await createdCombo([netflixPlan.id, disneyPlan.id]);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ clientId: ana.id }, 400, m.planOrCombo],
      [{ clientId: ana.id, planId: netflixPlan.id, comboId: combo.id }, 400, m.planOrCombo],
      [{ clientId: ana.id, comboId: combo.id, accountId: disneyAccount.id }, 400, m.comboWithProfiles],
      [{ clientId: ana.id, comboId: 999 }, 404, m.notFound],
    ];
    for (const [body, status, message] of cases) {
      const response = await c.post('/api/sales', body);
      expect([response.statusCode, response.json()]).toEqual([status, { error: message }]);
    }
    await db()
      .updateTable('profiles')
      .set({ status: 'ocupado', client_id: ana.id })
      .where('account_id', '=', disneyAccount.id)
      .execute();
    const none = await c.post('/api/sales', { clientId: ana.id, comboId: combo.id });
    expect(none.statusCode).toBe(409);
    await db().updateTable('combos').set({ active: 0 }).execute();
    const inactive = await c.post('/api/sales', { clientId: ana.id, comboId: combo.id });
    expect([inactive.statusCode, inactive.json()]).toEqual([409, { error: m.inactive }]);
    expect(await countRows(db(), 'sales')).toBe(0);
    expect(await countRows(db(), 'movements')).toBe(0);
  });

  it('sells the last free profiles once each when combo sales run at once (the others get 409)', async () => {
    const { netflix, disney, netflixPlan, disneyPlan } = await shop();
    await insertAccount(db(), netflix.id, { username: 'n2@correo.co' }, [{}]);
    await insertAccount(db(), disney.id, { username: 'd2@correo.co' }, [{}]);
    const combo = await createdCombo([netflixPlan.id, disneyPlan.id]);
    const clients = await Promise.all(
      Array.from({ length: 5 }, (_, i) => insertClient(db(), { name: `Cliente ${i}` })),
    );
    const responses = await Promise.all(
      clients.map((client) => c.post('/api/sales', { clientId: client.id, comboId: combo.id })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const held = await db().selectFrom('profiles').select(['client_id', 'sale_id']).execute();
    expect(held.every((p) => p.client_id !== null)).toBe(true);
    expect(new Set(held.map((p) => p.sale_id)).size).toBe(2);
    expect(await countRows(db(), 'movements')).toBe(2);
    expect(await countRows(db(), 'sale_profiles')).toBe(4);
  });

  it('deactivates, instead of deleting, a combo already sold', async () => {
    const { netflixPlan, disneyPlan, ana } = await shop();
    const combo = await createdCombo([netflixPlan.id, disneyPlan.id]);
    await c.post('/api/sales', { clientId: ana.id, comboId: combo.id });
    expect((await c.delete(`/api/combos/${combo.id}`)).json()).toEqual({ ok: true, deactivated: true });
    expect((await c.get('/api/combos')).json().combos[0]).toMatchObject({ id: combo.id, active: false });
    const [row] = await auditRows(t.database, { entity: 'combo', entity_id: combo.id, action: 'update' });
    expect(row).toMatchObject({ note: m.deactivatedInUse });
  });
});

describe('the stats of a combo movement, split by service to the peso', () => {
  it('counts each service its share; the totals equal the shares and the movement, through edits, cancelación and delete', async () => {
    const { netflixPlan, disneyPlan, ana } = await shop();
    const combo = await createdCombo([netflixPlan.id, disneyPlan.id]);
    const sale = (await c.post('/api/sales', { clientId: ana.id, comboId: combo.id })).json().sale;
    expect(await byService()).toEqual([
      ['Disney+', 0, 8334],
      ['Netflix', 1, 16667],
    ]);
    let total = await stats();
    expect(total).toMatchObject({ totalIncome: 25001, grossSales: 25001, totalSales: 1, totalMovements: 1 });
    const shares = await db().selectFrom('movement_shares').select('amount').execute();
    expect(shares.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(25001);

    // An edit of the amount in Movimientos splits the new amount.
    const edited = await admin.put(`/api/movements/${sale.movementId}`, {
      date: today(),
      type: 'venta',
      amount: 30000,
      clientId: ana.id,
      serviceId: null,
      description: 'combo',
    });
    expect(edited.statusCode).toBe(200);
    expect(await byService()).toEqual([
      ['Disney+', 0, 10000],
      ['Netflix', 1, 20000],
    ]);
    total = await stats();
    expect(total).toMatchObject({ totalIncome: 30000, totalSales: 1, totalMovements: 1 });

    // A cancelación of it is split the same way: every service nets zero.
    const cancel = await admin.post('/api/movements', {
      date: today(),
      type: 'cancelacion',
      amount: 30000,
      clientId: ana.id,
      serviceId: null,
      cancelsMovementId: sale.movementId,
    });
    expect(cancel.statusCode).toBe(201);
    expect(await byService()).toEqual([
      ['Disney+', 0, 0],
      ['Netflix', 1, 0],
    ]);
    expect(await stats()).toMatchObject({ totalIncome: 0, cancellations: 1, totalMovements: 2 });

    // Deleting both leaves nothing behind.
    expect(
      (await admin.delete(`/api/movements/${cancel.json().movement?.id ?? cancel.json().id}`)).statusCode,
    ).toBe(200);
    expect((await admin.delete(`/api/movements/${sale.movementId}`)).statusCode).toBe(200);
    expect(await byService()).toEqual([]);
    expect(await stats()).toMatchObject({ totalIncome: 0, totalMovements: 0 });
    expect(await countRows(db(), 'movement_shares')).toBe(0);
    expect(await countRows(db(), 'movement_service_totals')).toBe(0);
  });

  it('moves the shares with the movement when Movimientos moves it to another month', async () => {
    const { netflixPlan, disneyPlan, ana } = await shop();
    const combo = await createdCombo([netflixPlan.id, disneyPlan.id]);
    const sale = (await c.post('/api/sales', { clientId: ana.id, comboId: combo.id })).json().sale;
    const earlier = addMonths(today(), -1);
    const moved = await admin.put(`/api/movements/${sale.movementId}`, {
      date: earlier,
      type: 'venta',
      amount: 25001,
      clientId: ana.id,
      serviceId: null,
    });
    expect(moved.statusCode).toBe(200);
    expect(await byService()).toEqual([]);
    const [year, mm] = earlier.split('-');
    const then = (await admin.get(`/api/movements/stats?year=${Number(year)}&month=${Number(mm)}`)).json();
    expect(then).toMatchObject({ totalIncome: 25001, totalSales: 1 });
    expect(
      (then.salesByService as { name: string; income: number }[])
        .map((l) => [l.name, l.income])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['Disney+', 8334],
      ['Netflix', 16667],
    ]);
  });
});

describe('POST /api/sales/{id}/renew of a combo sale', () => {
  it('renews every profile by its own plan, one renovacion movement for the combo price, split for the stats', async () => {
    const { netflixPlan, disneyPlan, ana } = await shop();
    const combo = await createdCombo([netflixPlan.id, disneyPlan.id]);
    const sale = (await c.post('/api/sales', { clientId: ana.id, comboId: combo.id })).json().sale;
    const refused = await c.post(`/api/sales/${sale.id}/renew`, { planId: netflixPlan.id });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: m.comboRenewPlan }]);
    const response = await c.post(`/api/sales/${sale.id}/renew`, {});
    expect(response.statusCode).toBe(200);
    const { sale: renewed, movement } = response.json();
    expect(movement).toMatchObject({ type: 'renovacion', amount: 25001, serviceId: null });
    expect(renewed.profiles.map((p: { expiryDate: string }) => p.expiryDate)).toEqual([
      addMonths(addMonths(today(), 1), 1),
      addDays(today(), 60),
    ]);
    expect(await countRows(db(), 'movements')).toBe(2);
    expect(await byService()).toEqual([
      ['Disney+', 0, 16668],
      ['Netflix', 2, 33334],
    ]);
    expect(await stats()).toMatchObject({ totalIncome: 50002, totalSales: 2 });
  });
});

describe('Avisos for a combo client', () => {
  it('gives one message listing every service of the combo', async () => {
    const { netflixPlan, disneyPlan, ana } = await shop();
    const combo = await createdCombo([netflixPlan.id, disneyPlan.id]);
    await c.post('/api/sales', { clientId: ana.id, comboId: combo.id });
    await db()
      .updateTable('profiles')
      .set({ expiry_date: addDays(today(), 2) })
      .execute();
    const body = (await c.get('/api/reminders')).json();
    expect(body.reminders).toHaveLength(1);
    const [card] = body.reminders;
    expect(card.client.id).toBe(ana.id);
    expect(card.profiles.map((p: { serviceName: string }) => p.serviceName).sort()).toEqual([
      'Disney+',
      'Netflix',
    ]);
    expect(card.total).toBe(25001);
    expect(card.message.match(/Hola Ana Ruiz/g)).toHaveLength(1);
    expect(card.message).toContain('Netflix');
    expect(card.message).toContain('Disney+');
  });
});
