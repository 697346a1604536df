import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/expiry';
import { ledgerProblems } from '#tests/setup/cartera-ledger';
import { balanceOf, newClient, pay, sale, saleRequest, todayOf } from '#tests/setup/cartera-api';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// Decision 036 under load: the client's lock serializes money for one client, and a random
// sequence of every write keeps every kept figure equal to what the raw rows say, to the peso.

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
let admin: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Caja' }));
  ({ client: admin } = await signedInClient(t, { role: 'admin', full_name: 'Marta Admin' }));
});

const today = () => todayOf(t);
const days = (n: number) => addDays(today(), n);

describe('the client lock', () => {
  it('ten parallel payments for one client apply exactly their sum', async () => {
    const client = await newClient(c, { name: 'Reventas', type: 'revendedor' });
    for (let i = 0; i < 6; i++) await sale(c, { clientId: client.id, amount: 7000, date: days(i - 10) });
    const amounts = [1000, 2000, 3000, 4000, 5000, 6000, 7000, 1500, 2500, 3500];
    const responses = await Promise.all(
      amounts.map((amount) => c.post('/api/payments', { clientId: client.id, amount })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(amounts.map(() => 201));
    const sum = amounts.reduce((a, b) => a + b, 0);
    const applied = await t.database.db
      .selectFrom('payment_applications')
      .select((eb) => eb.fn.sum<number>('amount').as('total'))
      .executeTakeFirstOrThrow();
    // 42.000 owed, 35.500 paid: every peso applied once.
    expect(Number(applied.total)).toBe(sum);
    expect(await balanceOf(c, client.id)).toEqual({ owed: 42000 - sum, credit: 0 });
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('ten parallel fiada sales never take the client over the limit', async () => {
    const client = await newClient(c, { name: 'Reventas', type: 'revendedor', creditLimit: 10000 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => saleRequest(c, { clientId: client.id, amount: 3000, date: today() })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await balanceOf(c, client.id)).toEqual({ owed: 9000, credit: 0 });
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('a payment racing a cancelación loses no peso', async () => {
    for (let round = 0; round < 3; round++) {
      const client = await newClient(c, { name: `Reventas ${round}`, type: 'revendedor' });
      const fiada = await sale(c, { clientId: client.id, amount: 10000, date: days(-2) });
      const paid = await sale(c, {
        clientId: client.id,
        amount: 5000,
        date: days(-1),
        paymentStatus: 'pagado',
      });
      await pay(c, { clientId: client.id, amount: 3000 });
      const [payment, cancelFiada, cancelPaid] = await Promise.all([
        c.post('/api/payments', { clientId: client.id, amount: 6000 }),
        saleRequest(c, {
          type: 'cancelacion',
          clientId: client.id,
          amount: 10000,
          date: today(),
          cancelsMovementId: fiada.id,
        }),
        saleRequest(c, {
          type: 'cancelacion',
          clientId: client.id,
          amount: 5000,
          date: today(),
          cancelsMovementId: paid.id,
        }),
      ]);
      expect([payment.statusCode, cancelFiada.statusCode, cancelPaid.statusCode]).toEqual([201, 201, 201]);
      // Nothing is owed any more: the 3.000 and 6.000 abonos and the 5.000 paid on the spot are
      // all saldo a favor.
      expect(await balanceOf(c, client.id)).toEqual({ owed: 0, credit: 14000 });
    }
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
});

/** A small seeded generator (mulberry32), so a failing sequence can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('a random sequence of sales, payments, voids, cancelaciones, edits and deletes', () => {
  it.each([7, 2026])('keeps every balance equal to its rows (seed %i)', async (seed) => {
    const next = random(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const amount = () => (1 + Math.floor(next() * 20)) * 1000;
    const date = () => days(-Math.floor(next() * 30));
    const clients = [
      await newClient(c, { name: 'Ana', type: 'revendedor' }),
      await newClient(c, { name: 'Beto', type: 'revendedor', creditLimit: 40000, creditDays: 3 }),
      await newClient(c, { name: 'Carla' }),
    ];
    const sales: number[] = [];
    const others: number[] = [];
    const payments: number[] = [];
    const statuses: Record<number, number> = {};
    for (let step = 0; step < 70; step++) {
      const op = next();
      let response;
      if (op < 0.3) {
        const client = next() < 0.15 ? null : pick(clients);
        const status = client && next() < 0.6 ? 'pendiente' : next() < 0.5 ? 'pagado' : undefined;
        response = await saleRequest(next() < 0.1 ? admin : c, {
          type: pick(['venta', 'renovacion'] as const),
          clientId: client?.id ?? null,
          amount: amount(),
          date: date(),
          ...(status ? { paymentStatus: status } : {}),
          ...(next() < 0.1 ? { overrideCreditLimit: true } : {}),
        });
        if (response.statusCode === 201) sales.push(response.json().movement.id);
      } else if (op < 0.55) {
        response = await c.post('/api/payments', {
          clientId: pick(clients).id,
          amount: amount(),
          date: date(),
        });
        if (response.statusCode === 201) payments.push(response.json().payment.id);
      } else if (op < 0.63 && payments.length > 0) {
        response = await c.post(`/api/payments/${pick(payments)}/void`, { reason: 'Prueba' });
      } else if (op < 0.73 && sales.length > 0) {
        const target = (await c.get(`/api/movements/${pick(sales)}`)).json().movement;
        if (!target) continue;
        response = await saleRequest(c, {
          type: 'cancelacion',
          clientId: target.clientId,
          amount: target.amount,
          date: today(),
          cancelsMovementId: target.id,
        });
        if (response.statusCode === 201) others.push(response.json().movement.id);
      } else if (op < 0.9 && sales.length + others.length > 0) {
        const id = pick([...sales, ...others]);
        const stored = (await c.get(`/api/movements/${id}`)).json().movement;
        if (!stored) continue;
        const change = next();
        const client = change < 0.3 ? (next() < 0.2 ? null : pick(clients)) : null;
        response = await c.put(`/api/movements/${id}`, {
          type: change > 0.9 ? 'cancelacion' : stored.type,
          clientId: change < 0.3 ? (client?.id ?? null) : stored.clientId,
          amount: change >= 0.3 && change < 0.7 ? amount() : stored.amount,
          date: change >= 0.7 && change < 0.8 ? date() : stored.date,
          ...(change >= 0.8 && change < 0.9 ? { paymentStatus: pick(['pagado', 'pendiente'] as const) } : {}),
          ...(stored.cancelsMovementId ? { cancelsMovementId: stored.cancelsMovementId } : {}),
        });
      } else if (sales.length + others.length > 0) {
        const id = pick([...sales, ...others]);
        response = await c.delete(`/api/movements/${id}`);
        if (response.statusCode === 200) {
          sales.splice(sales.indexOf(id), sales.includes(id) ? 1 : 0);
          others.splice(others.indexOf(id), others.includes(id) ? 1 : 0);
        }
      } else continue;
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (step % 10 === 9)
        expect(await ledgerProblems(t.database.db, today()), `after step ${step}`).toEqual([]);
    }
    expect(await ledgerProblems(t.database.db, today())).toEqual([]);
    // The sequence did write: sales, payments and balances moved.
    expect(statuses[201]).toBeGreaterThan(20);
  });
});
