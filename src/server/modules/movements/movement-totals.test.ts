import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { MOVEMENT_TYPES } from '#shared/schemas/movements';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertMovements } from '#tests/factories/movement.factory';
import { insertPlan } from '#tests/factories/plan.factory';
import { expectTotalsMatchMovements as expectTotalsIn } from '#tests/setup/movement-sums';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';
import { paymentsIn, periodTotals, topClientsIn } from './movement-totals.repository';

// The stats read sums the database keeps (docs/decisions/024). Whatever writes movements (the
// Movimientos form, a sale, a renewal, a deleted client or service, the demo's bulk insert, a
// transaction that fails), the kept sums must equal the sums of the movements themselves, for
// every period and type filter: each check below adds the movements up here, in JavaScript.
const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t, { role: 'admin' }));
});

const expectTotalsMatchMovements = () => expectTotalsIn(t.database.db);

const count = async (table: 'movement_service_totals' | 'movement_client_totals') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the kept movement sums', () => {
  it('follow movements created, edited and deleted in Movimientos', async () => {
    const netflix = await insertService(t.database.db, { name: 'Netflix', price: 18000 });
    const max = await insertService(t.database.db, { name: 'Max', price: 9000 });
    const ana = await insertClient(t.database.db, { name: 'Ana' });
    const beto = await insertClient(t.database.db, { name: 'Beto' });
    const post = async (body: object) => {
      const response = await c.post('/api/movements', body);
      expect(response.statusCode).toBe(201);
      return response.json().movement.id as number;
    };
    const a = await post({
      date: '2026-11-02',
      type: 'venta',
      amount: 18000,
      clientId: ana.id,
      serviceId: netflix.id,
    });
    const b = await post({
      date: '2026-11-03',
      type: 'renovacion',
      amount: 9000,
      clientId: beto.id,
      serviceId: max.id,
    });
    const d = await post({ date: '2026-10-30', type: 'cancelacion', amount: 5000, clientId: ana.id });
    await post({ date: '2025-12-31', type: 'venta', amount: 7000 });
    await post({ date: '2026-11-03', type: 'venta', amount: 0, serviceId: max.id });
    await expectTotalsMatchMovements();

    const put = async (id: number, body: object) =>
      expect((await c.put(`/api/movements/${id}`, body)).statusCode).toBe(200);
    // Only the type, which moves a client's sales and income but not their count of movements;
    // then amount, type, month and year, client and service; then only the description.
    const e = await post({ date: '2026-11-04', type: 'venta', amount: 100, clientId: ana.id });
    const f = await post({ date: '2026-11-04', type: 'renovacion', amount: 0, clientId: ana.id });
    await put(e, { date: '2026-11-04', type: 'cancelacion', amount: 100, clientId: ana.id });
    await put(f, { date: '2026-11-04', type: 'cancelacion', amount: 0, clientId: ana.id });
    await expectTotalsMatchMovements();
    await put(a, {
      date: '2025-01-15',
      type: 'cancelacion',
      amount: 2000,
      clientId: beto.id,
      serviceId: max.id,
    });
    await expectTotalsMatchMovements();
    await put(b, {
      date: '2026-11-03',
      type: 'renovacion',
      amount: 9000,
      clientId: beto.id,
      serviceId: max.id,
      description: 'Nota',
    });
    await put(d, { date: '2026-10-30', type: 'venta', amount: 5000, clientId: null, serviceId: netflix.id });
    await expectTotalsMatchMovements();

    expect((await c.delete(`/api/movements/${b}`)).statusCode).toBe(200);
    expect((await c.delete(`/api/movements/${d}`)).statusCode).toBe(200);
    await expectTotalsMatchMovements();
    // A refused edit changes nothing.
    expect((await c.put(`/api/movements/${a}`, { date: 'ayer', type: 'venta', amount: 1 })).statusCode).toBe(
      400,
    );
    await expectTotalsMatchMovements();
  });

  it('follow a sale, a renewal, a transfer and a refused double sale of a profile', async () => {
    const service = await insertService(t.database.db, { name: 'Netflix', price: 18000 });
    const ana = await insertClient(t.database.db, { name: 'Ana' });
    const beto = await insertClient(t.database.db, { name: 'Beto' });
    const account = await insertAccount(t.database.db, service.id, { username: 'x@y.com' }, [
      { name: 'Sala', status: 'libre' },
      { name: 'Cuarto', status: 'libre' },
    ]);
    const [sala, cuarto] = await t.database.db
      .selectFrom('profiles')
      .select('id')
      .where('account_id', '=', account.id)
      .orderBy('position')
      .execute();
    const sell = (id: number, clientId: number) =>
      c.put(`/api/profiles/${id}`, { name: 'Perfil', status: 'ocupado', clientId, expectedStatus: 'libre' });
    expect((await sell(sala!.id, ana.id)).statusCode).toBe(200);
    expect((await sell(cuarto!.id, beto.id)).statusCode).toBe(200);
    expect((await sell(sala!.id, beto.id)).statusCode).toBe(409);
    expect((await c.post(`/api/profiles/${sala!.id}/renew`, { days: 30, price: 17000 })).statusCode).toBe(
      200,
    );
    await expectTotalsMatchMovements();

    const today = businessToday(t.clock.now(), t.config.TZ_APP);
    const stats = (
      await c.get(`/api/movements/stats?year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}`)
    ).json();
    expect(stats).toMatchObject({ totalSales: 3, totalIncome: 18000 + 18000 + 17000, totalMovements: 3 });
    expect(stats.salesByClient).toEqual([
      { id: ana.id, name: 'Ana', sales: 2, income: 35000 },
      { id: beto.id, name: 'Beto', sales: 1, income: 18000 },
    ]);
  });

  it('count the sales by plan: a sale and a renewal by plan, an edit and a deletion (decision 042)', async () => {
    const service = await insertService(t.database.db, { name: 'Netflix', price: 18000 });
    const plan = await insertPlan(t.database.db, service.id, { name: '3 meses', duration_days: 90 });
    const other = await insertPlan(t.database.db, service.id, { name: '27 días', duration_days: 27 });
    const ana = await insertClient(t.database.db, { name: 'Ana' });
    await insertAccount(t.database.db, service.id, { username: 'x@y.com' }, [{}, {}]);
    const sold = (await c.post('/api/sales', { clientId: ana.id, planId: plan.id, price: 45000 })).json()
      .sale;
    const second = (await c.post('/api/sales', { clientId: ana.id, planId: other.id, price: 14000 })).json()
      .sale;
    expect((await c.post(`/api/sales/${sold.id}/renew`, { price: 44000 })).statusCode).toBe(200);
    await expectTotalsMatchMovements();
    const today = businessToday(t.clock.now(), t.config.TZ_APP);
    const month = `year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}`;
    expect((await c.get(`/api/movements/stats?${month}`)).json().salesByPlan).toEqual([
      { id: plan.id, name: 'Netflix · 3 meses', sales: 2, income: 89000 },
      { id: other.id, name: 'Netflix · 27 días', sales: 1, income: 14000 },
    ]);
    // The Panel de Control's month lists the same lines.
    expect((await c.get('/api/dashboard')).json().money.thisMonthByPlan).toEqual([
      { id: plan.id, name: 'Netflix · 3 meses', sales: 2, income: 89000 },
      { id: other.id, name: 'Netflix · 27 días', sales: 1, income: 14000 },
    ]);
    // Edited and deleted in Movimientos: the sums follow.
    await c.put(`/api/movements/${second.movementId}`, {
      date: today,
      type: 'venta',
      amount: 15000,
      clientId: ana.id,
      serviceId: service.id,
      description: 'Venta 27 días',
    });
    await expectTotalsMatchMovements();
    await c.delete(`/api/movements/${sold.movementId}`);
    await expectTotalsMatchMovements();
    expect((await c.get(`/api/movements/stats?${month}`)).json().salesByPlan).toEqual(
      [
        { id: other.id, name: 'Netflix · 27 días', sales: 1, income: 15000 },
        { id: plan.id, name: 'Netflix · 3 meses', sales: 1, income: 44000 },
      ].sort((a, b) => b.income - a.income),
    );
    // A cancelación of a sale made by plan takes its amount out of that plan's income.
    const cancelled = await c.post('/api/movements', {
      date: today,
      type: 'cancelacion',
      amount: 15000,
      clientId: ana.id,
      serviceId: service.id,
      description: 'Anulada',
      cancelsMovementId: second.movementId,
    });
    expect(cancelled.statusCode).toBe(201);
    await expectTotalsMatchMovements();
    const lines = (await c.get(`/api/movements/stats?${month}`)).json().salesByPlan;
    expect(lines.find((l: { id: number }) => l.id === other.id)).toEqual({
      id: other.id,
      name: 'Netflix · 27 días',
      sales: 1,
      income: 0,
    });
  });

  it('keep a deleted client or service under the name recorded, merged with movements typed by hand', async () => {
    const max = await insertService(t.database.db, { name: 'Max', price: 9000 });
    const beto = await insertClient(t.database.db, { name: 'Beto' });
    await insertMovements(t.database.db, [
      {
        date: '2026-11-20',
        type: 'venta',
        amount: 9000,
        client_id: beto.id,
        client_name: 'Beto',
        service_id: max.id,
        service_name: 'Max',
      },
      {
        date: '2026-11-21',
        type: 'venta',
        amount: 4000,
        client_id: null,
        client_name: 'Beto',
        service_id: null,
        service_name: 'Max',
      },
    ]);
    expect((await c.delete(`/api/clients/${beto.id}`)).statusCode).toBe(200);
    expect((await c.delete(`/api/services/${max.id}`)).statusCode).toBe(200);
    await expectTotalsMatchMovements();
    const stats = (await c.get('/api/movements/stats?year=2026&month=11')).json();
    expect(stats.salesByClient).toEqual([{ id: null, name: 'Beto', sales: 2, income: 13000 }]);
    expect(stats.salesByService).toEqual([{ id: null, name: 'Max', sales: 2, income: 13000 }]);
  });

  it("follow many movements written, changed and deleted by single statements (the demo's bulk load)", async () => {
    const services = [
      await insertService(t.database.db, { name: 'Netflix' }),
      await insertService(t.database.db, { name: 'Max' }),
    ];
    const clients = [
      await insertClient(t.database.db, { name: 'Ana' }),
      await insertClient(t.database.db, { name: 'Beto' }),
    ];
    // A deterministic spread over two years, every type, with and without client and service.
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
    const rows = Array.from({ length: 1200 }, () => {
      const service = next(3) === 0 ? null : services[next(2)]!;
      const client = next(4) === 0 ? null : clients[next(2)]!;
      return {
        date: `${2025 + next(2)}-${String(1 + next(12)).padStart(2, '0')}-${String(1 + next(28)).padStart(2, '0')}`,
        type: MOVEMENT_TYPES[next(3)]!,
        amount: 1000 * next(30),
        service_id: service?.id ?? null,
        service_name: service?.name ?? (next(2) ? 'Spotify' : null),
        client_id: client?.id ?? null,
        client_name: client?.name ?? (next(2) ? 'Carla' : null),
      };
    });
    await insertMovements(t.database.db, rows);
    await expectTotalsMatchMovements();
    await t.database.db
      .updateTable('movements')
      .set({ amount: sql`amount + 500`, type: 'venta' })
      .where('type', '=', 'renovacion')
      .execute();
    await t.database.db
      .updateTable('movements')
      .set({ date: '2024-06-01' })
      .where('date', '<', '2025-03-01')
      .execute();
    await expectTotalsMatchMovements();
    await t.database.db.deleteFrom('movements').where('date', '>=', '2026-06-01').execute();
    await expectTotalsMatchMovements();
    await t.database.db.deleteFrom('movements').execute();
    expect([await count('movement_service_totals'), await count('movement_client_totals')]).toEqual([0, 0]);
  });

  it('are left as they were by a transaction that fails after writing movements', async () => {
    await insertMovements(t.database.db, [
      { date: '2026-11-20', type: 'venta', amount: 9000, client_name: 'Ana' },
    ]);
    const before = await topClientsIn(t.database.db, '2026-11', undefined, 20);
    await expect(
      t.database.db.transaction().execute(async (tx) => {
        await insertMovements(tx, [{ date: '2026-11-21', type: 'venta', amount: 5000, client_name: 'Ana' }]);
        await tx.deleteFrom('movements').execute();
        throw new Error('a la mitad');
      }),
    ).rejects.toThrow('a la mitad');
    expect(await topClientsIn(t.database.db, '2026-11', undefined, 20)).toEqual(before);
    await expectTotalsMatchMovements();
  });

  it('keep what was collected and what is still owed as payments are applied and voided (decision 036)', async () => {
    const { db } = t.database;
    await insertMovements(db, [
      { date: '2026-11-02', type: 'venta', amount: 18000, client_name: 'Ana' },
      {
        date: '2026-11-03',
        type: 'venta',
        amount: 9000,
        client_name: 'Beto',
        payment_status: 'pendiente',
        due_date: '2026-11-10',
        paid_amount: 0,
        paid_at_sale: 0,
      },
      {
        date: '2026-10-20',
        type: 'renovacion',
        amount: 12000,
        client_name: 'Beto',
        payment_status: 'pendiente',
        due_date: '2026-10-27',
        paid_amount: 2000,
        paid_at_sale: 0,
      },
    ]);
    await expectTotalsMatchMovements();
    const stamp = new Date().toISOString();
    const payment = (date: string, amount: number, methodName: string | null) => ({
      client_name: 'Beto',
      origin: 'abono' as 'abono' | 'nota_credito',
      amount,
      date,
      method_name: methodName,
      created_at: stamp,
      updated_at: stamp,
      client_id: null,
      method_id: null,
      method_kind: null,
      reference: null,
      note: null,
      created_by: null,
      created_by_name: null,
    });
    await db
      .insertInto('payments')
      .values([
        payment('2026-11-05', 10000, 'Nequi'),
        payment('2026-11-06', 4000, null),
        { ...payment('2026-11-06', 500, null), origin: 'nota_credito' },
      ])
      .execute();
    // A payment applied to the October renovación: that month owes less, November the same.
    await db
      .updateTable('movements')
      .set({ paid_amount: 12000, payment_status: 'pagado' })
      .where('date', '=', '2026-10-20')
      .execute();
    await expectTotalsMatchMovements();
    await db.updateTable('payments').set({ voided_at: stamp }).where('amount', '=', 10000).execute();
    await db
      .updateTable('movements')
      .set({ paid_amount: 2000, payment_status: 'pendiente' })
      .where('date', '=', '2026-10-20')
      .execute();
    await expectTotalsMatchMovements();
    const [november] = await paymentsIn(db, ['2026-11']);
    expect(november).toEqual({ period: '2026-11', payments: 1, amount: 4000 });
    const totals = await periodTotals(db, '2026-11');
    expect([totals.collectedAtSale, totals.owed]).toEqual([18000, 9000]);
    expect((await periodTotals(db, '2026-10')).owed).toBe(10000);
  });
});
