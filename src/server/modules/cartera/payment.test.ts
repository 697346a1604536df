import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/expiry';
import { carteraMessages } from '#shared/messages/cartera';
import { authMessages } from '#shared/messages/auth';
import { ledgerProblems } from '#tests/setup/cartera-ledger';
import { balanceOf, movementOf, newClient, pay, sale, todayOf } from '#tests/setup/cartera-api';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// Abonos (issue 24, docs/decisions/036): POST/GET /api/payments, voids, FIFO, saldo a favor.

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Caja' }));
});

const m = carteraMessages;
const today = () => todayOf(t);
const days = (n: number) => addDays(today(), n);

async function insertMethod(active = 1) {
  const now = new Date().toISOString();
  return t.database.db
    .insertInto('payment_methods')
    .values({ kind: 'nequi', name: 'Nequi', number: '3001234567', active, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A credit reseller with two fiada sales: 10.000 five days ago, 20.000 yesterday. */
async function debtor() {
  const client = await newClient(c, { name: 'Reventas Ana', type: 'revendedor' });
  const older = await sale(c, { clientId: client.id, amount: 10000, date: days(-5) });
  const newer = await sale(c, { clientId: client.id, amount: 20000, date: days(-1) });
  return { client, older, newer };
}

const nothingWritten = async () => {
  expect(await countRows(t.database.db, 'payments')).toBe(0);
  expect(await countRows(t.database.db, 'payment_applications')).toBe(0);
  expect(await countRows(t.database.db, 'audit_log', { column: 'entity', value: 'payment' })).toBe(0);
};

describe('POST /api/payments', () => {
  it('pays the oldest sales first, partly the last one, and keeps the balance', async () => {
    const { client, older, newer } = await debtor();
    expect(await balanceOf(c, client.id)).toEqual({ owed: 30000, credit: 0 });
    const method = await insertMethod();
    const response = await c.post('/api/payments', {
      clientId: client.id,
      amount: 15000,
      methodId: method.id,
      reference: 'M12345',
      note: 'Nequi del lunes',
    });
    expect(response.statusCode).toBe(201);
    const { payment } = response.json();
    expect(payment).toMatchObject({
      clientId: client.id,
      clientName: 'Reventas Ana',
      origin: 'abono',
      amount: 15000,
      applied: 15000,
      methodId: method.id,
      methodName: 'Nequi',
      methodKind: 'nequi',
      reference: 'M12345',
      date: today(),
      note: 'Nequi del lunes',
      voidedAt: null,
      createdByName: 'Laura Caja',
      applications: [
        { movementId: older.id, amount: 10000 },
        { movementId: newer.id, amount: 5000 },
      ],
    });
    expect(await movementOf(c, older.id)).toMatchObject({ paymentStatus: 'pagado', paidAmount: 10000 });
    expect(await movementOf(c, newer.id)).toMatchObject({ paymentStatus: 'pendiente', paidAmount: 5000 });
    expect(await balanceOf(c, client.id)).toEqual({ owed: 15000, credit: 0 });
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('keeps what is left over as saldo a favor, which the next fiada sale uses first', async () => {
    const { client } = await debtor();
    const payment = await pay(c, { clientId: client.id, amount: 35000 });
    expect(payment.applied).toBe(30000);
    expect(await balanceOf(c, client.id)).toEqual({ owed: 0, credit: 5000 });
    const next = await sale(c, { clientId: client.id, amount: 8000, date: today() });
    expect(next).toMatchObject({ paymentStatus: 'pendiente', paidAmount: 5000, dueDate: days(7) });
    expect(await balanceOf(c, client.id)).toEqual({ owed: 3000, credit: 0 });
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('records the payment in the audit trail, in the client history', async () => {
    const client = await newClient(c, { name: 'Beto' });
    const payment = await pay(c, { clientId: client.id, amount: 5000 });
    const row = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'payment')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      entity_id: payment.id,
      action: 'create',
      client_id: client.id,
      user_name: 'Laura Caja',
      entity_label: 'Abono · Beto',
    });
  });

  it.each([
    ['0', { amount: 0 }, m.invalidAmount],
    ['more than 100 millones', { amount: 100_000_001 }, m.invalidAmount],
    ['not whole', { amount: 10.5 }, m.invalidAmount],
    ['a date after today', { date: 'TOMORROW' }, m.dateInFuture],
    ['a bad date', { date: '2026-02-30' }, m.invalidDate],
    ['an unknown method', { methodId: 999999 }, m.invalidMethod],
    ['an unknown client', { clientId: 999999 }, m.clientNotFound],
  ])('refuses an amount or reference that is %s with 400, writing nothing', async (_, patch, message) => {
    const client = await newClient(c, { name: 'Carla' });
    const body: Record<string, unknown> = { clientId: client.id, amount: 1000, ...patch };
    if (body.date === 'TOMORROW') body.date = days(1);
    const response = await c.post('/api/payments', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    await nothingWritten();
  });

  it('refuses an inactive method with 400', async () => {
    const client = await newClient(c, { name: 'Carla' });
    const method = await insertMethod(0);
    const response = await c.post('/api/payments', {
      clientId: client.id,
      amount: 1000,
      methodId: method.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(m.methodInactive);
    await nothingWritten();
  });

  it('accepts a payment dated in the past, and with no method', async () => {
    const client = await newClient(c, { name: 'Carla' });
    const payment = await pay(c, { clientId: client.id, amount: 1000, date: days(-3), methodId: null });
    expect(payment).toMatchObject({ amount: 1000, applied: 0 });
    expect((await c.get(`/api/payments/${payment.id}`)).json().payment.date).toBe(days(-3));
  });

  it('is for staff who may open Movimientos (403 before any validation)', async () => {
    const { client: plain } = await signedInClient(t, { can_access_movimientos: 0 });
    const response = await plain.post('/api/payments', { amount: 'mucho' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(authMessages.forbidden);
    expect((await plain.get('/api/payments')).statusCode).toBe(403);
  });
});

describe('POST /api/payments/{id}/void', () => {
  it('keeps the payment, stamped, and puts its sales back to pending', async () => {
    const { client, older, newer } = await debtor();
    const payment = await pay(c, { clientId: client.id, amount: 15000 });
    const response = await c.post(`/api/payments/${payment.id}/void`, { reason: 'Transferencia rechazada' });
    expect(response.statusCode).toBe(200);
    expect(response.json().payment).toMatchObject({
      id: payment.id,
      amount: 15000,
      applied: 0,
      voidReason: 'Transferencia rechazada',
      voidedByName: 'Laura Caja',
      applications: [],
    });
    expect(response.json().payment.voidedAt).not.toBeNull();
    expect(await movementOf(c, older.id)).toMatchObject({ paymentStatus: 'pendiente', paidAmount: 0 });
    expect(await movementOf(c, newer.id)).toMatchObject({ paymentStatus: 'pendiente', paidAmount: 0 });
    expect(await balanceOf(c, client.id)).toEqual({ owed: 30000, credit: 0 });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'payment')
      .where('action', '=', 'void')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      entity_id: payment.id,
      note: 'Transferencia rechazada',
      client_id: client.id,
    });
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it("lets the client's other saldo a favor pay the sales the void left owing", async () => {
    const { client } = await debtor();
    const first = await pay(c, { clientId: client.id, amount: 30000 });
    await pay(c, { clientId: client.id, amount: 12000 });
    expect(await balanceOf(c, client.id)).toEqual({ owed: 0, credit: 12000 });
    await c.post(`/api/payments/${first.id}/void`, { reason: 'Duplicado' });
    expect(await balanceOf(c, client.id)).toEqual({ owed: 18000, credit: 0 });
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('refuses a void of a void (409), an unknown payment (404) and no reason (400)', async () => {
    const client = await newClient(c, { name: 'Dana' });
    const payment = await pay(c, { clientId: client.id, amount: 1000 });
    expect((await c.post(`/api/payments/${payment.id}/void`, { reason: '' })).json().error).toBe(
      m.voidReasonRequired,
    );
    await c.post(`/api/payments/${payment.id}/void`, { reason: 'Error' });
    const again = await c.post(`/api/payments/${payment.id}/void`, { reason: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(m.alreadyVoided);
    const unknown = await c.post('/api/payments/999999/void', { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(m.paymentNotFound);
    expect(await countRows(t.database.db, 'audit_log', { column: 'action', value: 'void' })).toBe(1);
  });
});

describe('GET /api/payments', () => {
  it('answers newest first, filtered by client, method and dates, one page', async () => {
    const ana = await newClient(c, { name: 'Ana' });
    const beto = await newClient(c, { name: 'Beto' });
    const method = await insertMethod();
    const a1 = await pay(c, { clientId: ana.id, amount: 1000, date: days(-10) });
    const a2 = await pay(c, { clientId: ana.id, amount: 2000, date: days(-2), methodId: method.id });
    const b1 = await pay(c, { clientId: beto.id, amount: 3000, date: days(-5) });
    const ids = async (query: string) =>
      (await c.get(`/api/payments?${query}`)).json().payments.map((p: { id: number }) => p.id);
    expect(await ids('')).toEqual([a2.id, b1.id, a1.id]);
    expect(await ids(`clientId=${ana.id}`)).toEqual([a2.id, a1.id]);
    expect(await ids(`methodId=${method.id}`)).toEqual([a2.id]);
    expect(await ids(`from=${days(-6)}&to=${days(-3)}`)).toEqual([b1.id]);
    const page = (await c.get('/api/payments?page=2&limit=2')).json();
    expect(page.payments.map((p: { id: number }) => p.id)).toEqual([a1.id]);
    expect(page.pagination).toMatchObject({ currentPage: 2, totalCount: 3, hasPrevPage: true });
    const reversed = await c.get(`/api/payments?from=${days(-1)}&to=${days(-3)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe(m.invalidRange);
  });

  it('answers one payment with its applications, and 404 for an unknown one', async () => {
    const { client, older } = await debtor();
    const payment = await pay(c, { clientId: client.id, amount: 4000 });
    const response = await c.get(`/api/payments/${payment.id}`);
    expect(response.json().payment.applications).toEqual([{ movementId: older.id, amount: 4000 }]);
    const unknown = await c.get('/api/payments/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(m.paymentNotFound);
  });
});
