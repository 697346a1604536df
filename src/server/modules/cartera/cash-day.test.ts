import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/expiry';
import { authMessages } from '#shared/messages/auth';
import { carteraMessages } from '#shared/messages/cartera';
import { insertPaymentMethod } from '#tests/factories/payment-method.factory';
import { newClient, pay, sale, todayOf } from '#tests/setup/cartera-api';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// Caja del día (issue 24, item 5): one day's abonos by medio de pago, with their references, and
// what the day's sales were paid on the spot; every figure the sum of its rows.
const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Caja' }));
});

const today = () => todayOf(t);

describe('GET /api/payments/day', () => {
  it("answers the day's abonos by medio de pago and what its sales were paid on the spot", async () => {
    const nequi = await insertPaymentMethod(t.database.db, { name: 'Nequi', kind: 'nequi' });
    const banco = await insertPaymentMethod(t.database.db, { name: 'Bancolombia', kind: 'banco' });
    const ana = await newClient(c, { name: 'Reventas Ana', type: 'revendedor' });
    const beto = await newClient(c, { name: 'Beto Ruiz', type: 'revendedor' });
    await sale(c, { clientId: ana.id, amount: 30000, date: addDays(today(), -3) });
    await sale(c, { clientId: beto.id, amount: 50000, date: addDays(today(), -2) });
    await pay(c, { clientId: ana.id, amount: 10000, methodId: nequi.id, reference: 'M123' });
    await pay(c, { clientId: beto.id, amount: 50000, methodId: banco.id, reference: 'TR-9' });
    await pay(c, { clientId: ana.id, amount: 5000, methodId: nequi.id, reference: 'M124' });
    const voided = await pay(c, { clientId: ana.id, amount: 7000, methodId: nequi.id });
    expect((await c.post(`/api/payments/${voided.id}/void`, { reason: 'Duplicado' })).statusCode).toBe(200);
    // Yesterday's abono and today's cash sales (one paid on the spot, one fiada).
    await pay(c, { clientId: ana.id, amount: 1000, methodId: banco.id, date: addDays(today(), -1) });
    await sale(c, { clientId: null, amount: 18000, date: today() });
    await sale(c, { clientId: ana.id, amount: 9000, date: today() });

    const response = await c.get('/api/payments/day');
    expect(response.statusCode).toBe(200);
    const day = response.json();
    expect(day.date).toBe(today());
    expect(day.paidAtSale).toEqual({ sales: 1, amount: 18000 });
    expect(
      day.methods.map((m: { methodName: string; count: number; amount: number }) => [
        m.methodName,
        m.count,
        m.amount,
      ]),
    ).toEqual([
      ['Bancolombia', 1, 50000],
      ['Nequi', 2, 15000],
    ]);
    expect(day.methods[1].payments.map((p: { reference: string }) => p.reference)).toEqual(['M123', 'M124']);
    expect(day.methods[1].payments[0]).toMatchObject({
      clientName: 'Reventas Ana',
      createdByName: 'Laura Caja',
    });
    expect(day.total).toBe(50000 + 15000 + 18000);

    const yesterday = (await c.get(`/api/payments/day?date=${addDays(today(), -1)}`)).json();
    expect(yesterday.methods).toHaveLength(1);
    expect(yesterday.total).toBe(1000);
  });

  it('refuses a bad date (400) and a user without Movimientos (403)', async () => {
    const bad = await c.get('/api/payments/day?date=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: carteraMessages.invalidDate });
    const { client: noMoney } = await signedInClient(t, { can_access_movimientos: 0 });
    const denied = await noMoney.get('/api/payments/day');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: authMessages.forbidden });
  });
});
