import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertPlan } from '#tests/factories/plan.factory';
import { expectTotalsMatchMovements as expectTotalsIn } from '#tests/setup/movement-sums';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, useTestApp } from '#tests/setup/test-app';
import { backfillComboMovements } from '../../db/migrations/20261130001400-movement-combo-totals';

// Sales by combo (issue 25 item 7, docs/decisions/047): movements.combo_id, written by a combo's
// venta and renovación and copied by a cancelación of one, and movement_combo_totals kept by
// triggers, exact to the peso through edits and deletes in Movimientos, in the stats and the Panel.

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  t.clock.current = new Date();
  ({ client: c } = await signedInClient(t, { role: 'admin', full_name: 'Marta Ruiz' }));
});

const db = () => t.database.db;
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
const month = () => `year=${Number(today().slice(0, 4))}&month=${Number(today().slice(5, 7))}`;
const expectTotalsMatchMovements = () => expectTotalsIn(db());
const byCombo = async () => (await c.get(`/api/movements/stats?${month()}`)).json().salesByCombo;
const panelByCombo = async () => (await c.get('/api/dashboard')).json().money.thisMonthByCombo;

/** Netflix and Disney+, two plans each, two accounts of three free profiles each; Ana and Beto. */
async function shop() {
  const netflix = await insertService(db(), { name: 'Netflix', price: 20000 });
  const disney = await insertService(db(), { name: 'Disney+', price: 10000 });
  const plan = async (serviceId: number, name: string, price: number) =>
    insertPlan(db(), serviceId, { name, price, reseller_price: Math.round(price * 0.8) });
  const plans = {
    netflixMonth: await plan(netflix.id, '1 mes', 20000),
    disneyMonth: await plan(disney.id, '1 mes', 10000),
    netflix3: await plan(netflix.id, '3 meses', 54000),
    disney3: await plan(disney.id, '3 meses', 27000),
  };
  await insertAccount(db(), netflix.id, { username: 'n@correo.co' }, [{}, {}, {}]);
  await insertAccount(db(), disney.id, { username: 'd@correo.co' }, [{}, {}, {}]);
  const ana = await insertClient(db(), { name: 'Ana Ruiz', type: 'cliente' });
  const beto = await insertClient(db(), { name: 'Beto Gil', type: 'cliente' });
  return { netflix, disney, plans, ana, beto };
}

async function combo(name: string, planIds: number[], price: number) {
  const response = await c.post('/api/combos', { name, planIds, price });
  expect(response.statusCode).toBe(201);
  return response.json().combo as { id: number };
}

async function sell(clientId: number, comboId: number, price?: number) {
  const response = await c.post('/api/sales', { clientId, comboId, ...(price ? { price } : {}) });
  expect(response.statusCode).toBe(201);
  return response.json().sale as { id: number; movementId: number };
}

const comboIds = async () =>
  (await db().selectFrom('movements').select(['id', 'type', 'combo_id']).orderBy('id').execute()).map((m) => [
    m.type,
    m.combo_id,
  ]);

describe('the sales by combo (decision 047)', () => {
  it('count a venta, a renovación, a cancelación, an edit and a delete to the peso, in the stats and the Panel', async () => {
    const { netflix, plans, ana, beto } = await shop();
    const month1 = await combo(
      'Netflix + Disney+ del mes',
      [plans.netflixMonth.id, plans.disneyMonth.id],
      25001,
    );
    const months3 = await combo('Netflix + Disney+ 3 meses', [plans.netflix3.id, plans.disney3.id], 72000);
    const first = await sell(ana.id, month1.id);
    const second = await sell(beto.id, months3.id, 70001);
    const renewed = await c.post(`/api/sales/${first.id}/renew`, {});
    expect(renewed.statusCode).toBe(200);
    const renewal = renewed.json().movement as { id: number };
    // Each movement names its combo and no plan.
    expect(await comboIds()).toEqual([
      ['venta', month1.id],
      ['venta', months3.id],
      ['renovacion', month1.id],
    ]);
    await expectTotalsMatchMovements();
    const lines = [
      { id: months3.id, name: 'Netflix + Disney+ 3 meses', sales: 1, income: 70001 },
      { id: month1.id, name: 'Netflix + Disney+ del mes', sales: 2, income: 50002 },
    ];
    expect(await byCombo()).toEqual(lines);
    expect(await panelByCombo()).toEqual(lines);
    // The sales by plan count no combo movement: they name no plan.
    expect((await c.get(`/api/movements/stats?${month()}`)).json().salesByPlan).toEqual([]);
    // A type filter keeps its own lines.
    expect((await c.get(`/api/movements/stats?${month()}&type=renovacion`)).json().salesByCombo).toEqual([
      { id: month1.id, name: 'Netflix + Disney+ del mes', sales: 1, income: 25001 },
    ]);

    // Renamed: the line reads the combo's name of now, its sums kept.
    const renamed = await c.put(`/api/combos/${month1.id}`, {
      name: 'Combo del mes',
      planIds: [plans.netflixMonth.id, plans.disneyMonth.id],
      price: 25001,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await byCombo())[1]).toEqual({ id: month1.id, name: 'Combo del mes', sales: 2, income: 50002 });

    // Edited in Movimientos (still the combo's: no service): the new amount counts.
    const edited = await c.put(`/api/movements/${second.movementId}`, {
      date: today(),
      type: 'venta',
      amount: 72000,
      clientId: beto.id,
      serviceId: null,
      description: 'Combo 3 meses',
    });
    expect(edited.statusCode).toBe(200);
    await expectTotalsMatchMovements();
    expect((await byCombo())[0]).toEqual({
      id: months3.id,
      name: 'Netflix + Disney+ 3 meses',
      sales: 1,
      income: 72000,
    });

    // A cancelación of the first sale counts under its combo, taking its amount out.
    const cancelled = await c.post('/api/movements', {
      date: today(),
      type: 'cancelacion',
      amount: 25001,
      clientId: ana.id,
      serviceId: null,
      description: 'Anulada',
      cancelsMovementId: first.movementId,
    });
    expect(cancelled.statusCode).toBe(201);
    const cancelId = cancelled.json().movement.id as number;
    const cancelRow = await db()
      .selectFrom('movements')
      .selectAll()
      .where('id', '=', cancelId)
      .executeTakeFirst();
    expect(cancelRow).toMatchObject({ combo_id: month1.id, plan_id: null });
    await expectTotalsMatchMovements();
    expect(await byCombo()).toEqual([
      { id: months3.id, name: 'Netflix + Disney+ 3 meses', sales: 1, income: 72000 },
      { id: month1.id, name: 'Combo del mes', sales: 2, income: 25001 },
    ]);

    // Deleted: the renewal leaves the combo's sums.
    expect((await c.delete(`/api/movements/${renewal.id}`)).statusCode).toBe(200);
    await expectTotalsMatchMovements();
    expect(await byCombo()).toEqual([
      { id: months3.id, name: 'Netflix + Disney+ 3 meses', sales: 1, income: 72000 },
      { id: month1.id, name: 'Combo del mes', sales: 1, income: 0 },
    ]);

    // Moved to a service in Movimientos, it is no longer the combo's sale.
    const moved = await c.put(`/api/movements/${second.movementId}`, {
      date: today(),
      type: 'venta',
      amount: 72000,
      clientId: beto.id,
      serviceId: netflix.id,
      description: 'Netflix',
    });
    expect(moved.statusCode).toBe(200);
    await expectTotalsMatchMovements();
    expect(await byCombo()).toEqual([{ id: month1.id, name: 'Combo del mes', sales: 1, income: 0 }]);
    expect(await panelByCombo()).toEqual(await byCombo());

    // Both gone: nothing left behind.
    await c.delete(`/api/movements/${cancelId}`);
    await c.delete(`/api/movements/${first.movementId}`);
    await c.delete(`/api/movements/${second.movementId}`);
    await expectTotalsMatchMovements();
    expect(await byCombo()).toEqual([]);
    expect(await panelByCombo()).toEqual([]);
  });

  it('keeps a combo some movement names: its delete deactivates it', async () => {
    const { plans, ana } = await shop();
    const month1 = await combo('Del mes', [plans.netflixMonth.id, plans.disneyMonth.id], 25000);
    const sale = await sell(ana.id, month1.id);
    // The sale row gone (not something the app does today), the movement still names the combo.
    await db().deleteFrom('sale_profiles').where('sale_id', '=', sale.id).execute();
    await db().updateTable('profiles').set({ sale_id: null }).execute();
    await db().deleteFrom('sales').execute();
    expect((await c.delete(`/api/combos/${month1.id}`)).json()).toEqual({ ok: true, deactivated: true });
    expect(await byCombo()).toEqual([{ id: month1.id, name: 'Del mes', sales: 1, income: 25000 }]);
  });

  it("the migration's backfill finds the combo of a venta, a renovación and a cancelación recorded before it", async () => {
    const { plans, ana, beto, netflix } = await shop();
    const month1 = await combo('Del mes', [plans.netflixMonth.id, plans.disneyMonth.id], 25000);
    const months3 = await combo('Tres meses', [plans.netflix3.id, plans.disney3.id], 72000);
    const first = await sell(ana.id, month1.id);
    const moved = await sell(beto.id, months3.id);
    // Moved to a service in Movimientos: no longer the combo's sale, before the migration as after.
    const edit = await c.put(`/api/movements/${moved.movementId}`, {
      date: today(),
      type: 'venta',
      amount: 72000,
      clientId: beto.id,
      serviceId: netflix.id,
      description: 'Netflix',
    });
    expect(edit.statusCode).toBe(200);
    expect((await c.post(`/api/sales/${first.id}/renew`, {})).statusCode).toBe(200);
    // A plan's sale and a movement typed by hand name no combo.
    await c.post('/api/sales', { clientId: beto.id, planId: plans.netflixMonth.id });
    await c.post('/api/movements', { date: today(), type: 'venta', amount: 5000, clientId: ana.id });
    await c.post('/api/movements', {
      date: today(),
      type: 'cancelacion',
      amount: 25000,
      clientId: ana.id,
      cancelsMovementId: first.movementId,
    });
    const recorded = await comboIds();
    expect(recorded.filter(([, id]) => id !== null)).toHaveLength(3);
    // As a database before the migration: no movement names a combo (the triggers empty the sums).
    await db().updateTable('movements').set({ combo_id: null }).execute();
    expect(await byCombo()).toEqual([]);
    await backfillComboMovements(db() as unknown as Kysely<unknown>);
    expect(await comboIds()).toEqual(recorded);
    await expectTotalsMatchMovements();
    expect(await byCombo()).toEqual([{ id: month1.id, name: 'Del mes', sales: 2, income: 25000 }]);
  });
});
