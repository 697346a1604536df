import { beforeAll, describe, expect, it } from 'vitest';
import { movementsMessages } from '#shared/messages/movements';
import { usersMessages } from '#shared/messages/users';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertMovements } from '#tests/factories/movement.factory';
import { parseCsv } from '#tests/setup/parse-csv';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// Stats, per-user statistics and the export over one fixed set of movements; every expected
// number is computed here from that set, independently of the SQL under test.
const t = useTestApp();

type Row = {
  date: string;
  type: 'venta' | 'renovacion' | 'cancelacion';
  amount: number;
  client: string | null;
  service: string | null;
  by: 'laura' | 'pedro';
  /** A fiada sale: what abonos have paid of it so far (docs/decisions/036). */
  fiado?: { paid: number };
};
const rows: Row[] = [
  { date: '2026-10-31', type: 'venta', amount: 15000, client: 'Ana', service: 'Netflix', by: 'laura' },
  { date: '2026-11-01', type: 'venta', amount: 15000, client: 'Ana', service: 'Netflix', by: 'laura' },
  { date: '2026-11-01', type: 'renovacion', amount: 12000, client: 'Beto', service: 'Netflix', by: 'pedro' },
  { date: '2026-11-15', type: 'venta', amount: 9000, client: 'Beto', service: 'Max', by: 'laura' },
  { date: '2026-11-15', type: 'cancelacion', amount: 15000, client: 'Ana', service: 'Netflix', by: 'laura' },
  { date: '2026-11-20', type: 'venta', amount: 7001, client: null, service: null, by: 'pedro' },
  { date: '2026-11-30', type: 'renovacion', amount: 9000, client: 'Carla', service: 'Max', by: 'laura' },
  { date: '2026-12-01', type: 'venta', amount: 20000, client: 'Carla', service: 'Disney+', by: 'laura' },
  { date: '2025-11-10', type: 'venta', amount: 5000, client: 'Ana', service: 'Max', by: 'pedro' },
  {
    date: '2026-11-16',
    type: 'venta',
    amount: 18000,
    client: 'Beto',
    service: 'Netflix',
    by: 'pedro',
    fiado: { paid: 12000 },
  },
  {
    date: '2026-11-17',
    type: 'renovacion',
    amount: 9000,
    client: 'Beto',
    service: 'Max',
    by: 'pedro',
    fiado: { paid: 0 },
  },
];

/** Abonos (one voided) and a credit note: only live abonos are money received. */
const payments = [
  { date: '2026-11-18', amount: 12000, origin: 'abono', voided: false },
  { date: '2026-11-19', amount: 5000, origin: 'abono', voided: true },
  { date: '2026-11-19', amount: 3000, origin: 'nota_credito', voided: false },
  { date: '2025-06-01', amount: 700, origin: 'abono', voided: false },
] as const;

let admin: TestClient;
const users: Record<Row['by'], number> = { laura: 0, pedro: 0 };
beforeAll(async () => {
  const { db } = t.database;
  let user;
  ({ client: admin, user } = await signedInClient(t, { role: 'admin', full_name: 'Laura' }));
  users.laura = user.id;
  users.pedro = (await signedInClient(t, { full_name: 'Pedro' })).user.id;
  await insertMovements(
    db,
    rows.map((r) => ({
      date: r.date,
      type: r.type,
      amount: r.amount,
      client_name: r.client,
      service_name: r.service,
      created_by: users[r.by],
      created_by_name: r.by === 'laura' ? 'Laura' : 'Pedro',
      ...(r.fiado && {
        payment_status: 'pendiente' as const,
        due_date: r.date,
        paid_amount: r.fiado.paid,
        paid_at_sale: 0,
      }),
    })),
  );
  const stamp = new Date().toISOString();
  await db
    .insertInto('payments')
    .values(
      payments.map((p) => ({
        client_name: 'Beto',
        origin: p.origin,
        amount: p.amount,
        date: p.date,
        voided_at: p.voided ? stamp : null,
        created_by: null,
        created_by_name: null,
        method_id: null,
        method_name: null,
        method_kind: null,
        reference: null,
        note: null,
        client_id: null,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
});

const isSale = (r: Row) => r.type !== 'cancelacion';
const signed = (r: Row) => (isSale(r) ? r.amount : -r.amount);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** The list's order: date descending, then the later insert first. */
const newestFirst = (subset: Row[]) =>
  [...subset].sort((a, b) => b.date.localeCompare(a.date) || rows.indexOf(b) - rows.indexOf(a));

/**
 * The stats as decisions 012 and 036 define them, computed in plain TypeScript. Cobrado is what
 * the sales were paid on the spot, plus the period's live abonos when no type is filtered.
 */
function expectedStats(subset: Row[], paymentPeriod: string | null) {
  const paidOnTheSpot = sum(subset.filter((r) => isSale(r) && !r.fiado).map((r) => r.amount));
  const abonos =
    paymentPeriod === null
      ? 0
      : sum(
          payments
            .filter((p) => p.origin === 'abono' && !p.voided && p.date.startsWith(paymentPeriod))
            .map((p) => p.amount),
        );
  const sales = subset.filter(isSale);
  const grossSales = sum(sales.map((r) => r.amount));
  const cancelled = subset.filter((r) => !isSale(r));
  const lines = (key: 'client' | 'service') => {
    const names = [...new Set(subset.map((r) => r[key]))];
    return names
      .map((name) => {
        const of = subset.filter((r) => r[key] === name);
        return { id: null, name, sales: of.filter(isSale).length, income: sum(of.map(signed)) };
      })
      .sort((a, b) => b.income - a.income || (a.name ?? '').localeCompare(b.name ?? ''));
  };
  return {
    totalSales: sales.length,
    totalIncome: grossSales - sum(cancelled.map((r) => r.amount)),
    avgTicket: sales.length ? Math.round(grossSales / sales.length) : 0,
    grossSales,
    cancellations: cancelled.length,
    cancelledAmount: sum(cancelled.map((r) => r.amount)),
    totalMovements: subset.length,
    totalCollected: paidOnTheSpot + abonos,
    totalOutstanding: sum(subset.map((r) => (r.fiado ? r.amount - r.fiado.paid : 0))),
    salesByService: lines('service'),
    // These movements are typed by hand: none names a plan or a combo (movement-totals.test.ts has them).
    salesByPlan: [],
    salesByCombo: [],
    salesByClient: lines('client'),
  };
}

describe('GET /api/movements/stats', () => {
  it.each([
    ['', () => true, ''],
    ['month=11&year=2026', (r: Row) => r.date.startsWith('2026-11'), '2026-11'],
    ['year=2026', (r: Row) => r.date.startsWith('2026'), '2026'],
    ['year=2025', (r: Row) => r.date.startsWith('2025'), '2025'],
    ['type=venta', (r: Row) => r.type === 'venta', null],
    [
      'type=cancelacion&month=11&year=2026',
      (r: Row) => r.type === 'cancelacion' && r.date.startsWith('2026-11'),
      null,
    ],
    ['month=1&year=2026', () => false, '2026-01'],
  ])('?%s matches the totals computed from the data', async (query, keep, paymentPeriod) => {
    const response = await admin.get(`/api/movements/stats?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expectedStats(rows.filter(keep), paymentPeriod));
  });

  it('counts a cancelación out of the income and not as a sale (November 2026 by hand)', async () => {
    const stats = (await admin.get('/api/movements/stats?month=11&year=2026')).json();
    // 15000 + 12000 + 9000 + 7001 + 9000 paid on the spot and 18000 + 9000 fiado: 7 sales;
    // 15000 cancelled. Cobrado: the 52001 paid on the spot and the 12000 abono of the 18th (not
    // the voided one, not the credit note). Por cobrar: 18000 - 12000 and 9000.
    expect(stats).toMatchObject({
      totalSales: 7,
      grossSales: 79001,
      totalIncome: 64001,
      avgTicket: 11286,
      cancellations: 1,
      cancelledAmount: 15000,
      totalMovements: 8,
      totalCollected: 64001,
      totalOutstanding: 15000,
    });
    expect(stats.salesByService[0]).toEqual({ id: null, name: 'Netflix', sales: 3, income: 30000 });
    expect(stats.salesByService[1]).toEqual({ id: null, name: 'Max', sales: 3, income: 27000 });
  });

  it('agrees with the list: totalMovements is the list total for the same filter', async () => {
    for (const query of ['year=2026', 'month=11&year=2026&type=venta']) {
      const stats = (await admin.get(`/api/movements/stats?${query}`)).json();
      const list = (await admin.get(`/api/movements?${query}`)).json();
      expect(stats.totalMovements).toBe(list.pagination.totalCount);
    }
  });

  it('refuses a month without a year', async () => {
    const response = await admin.get('/api/movements/stats?month=11');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: movementsMessages.monthNeedsYear });
  });
});

describe('GET /api/movements/user/{userId}', () => {
  const byType = (subset: Row[]) =>
    (['venta', 'renovacion', 'cancelacion'] as const).map((type) => {
      const of = subset.filter((r) => r.type === type);
      return { type, count: of.length, amount: sum(of.map((r) => r.amount)) };
    });

  it.each([
    ['', () => true],
    ['year=2026', (r: Row) => r.date.startsWith('2026')],
    ['month=11&year=2026', (r: Row) => r.date.startsWith('2026-11')],
    ['day=15&month=11&year=2026', (r: Row) => r.date === '2026-11-15'],
    ['day=2&month=11&year=2026', () => false],
  ])("answers Laura's movements for ?%s with count and sum by type", async (query, keep) => {
    const mine = rows.filter((r) => r.by === 'laura' && keep(r));
    const response = await admin.get(`/api/movements/user/${users.laura}?${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: users.laura, name: 'Laura' });
    expect(body.movements.map((x: { amount: number }) => x.amount)).toEqual(
      newestFirst(mine).map((r) => r.amount),
    );
    expect(body.summary).toEqual({
      totalMovements: mine.length,
      totalIncome: sum(mine.map(signed)),
      byType: byType(mine),
    });
  });

  it.each([
    ['day=15', movementsMessages.dayNeedsMonthAndYear],
    ['day=15&year=2026', movementsMessages.dayNeedsMonthAndYear],
    ['day=31&month=11&year=2026', movementsMessages.dayNotInMonth],
    ['day=32&month=11&year=2026', movementsMessages.invalidDay],
    ['month=11', movementsMessages.monthNeedsYear],
  ])('refuses ?%s with 400', async (query, message) => {
    const response = await admin.get(`/api/movements/user/${users.laura}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await admin.get('/api/movements/user/99999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: usersMessages.notFound });
  });
});

describe('GET /api/movements/export', () => {
  const download = async (query: string) => {
    const response = await admin.get(`/api/movements/export?${query}`);
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('writes the filtered movements as CSV for Excel, newest first, and reads back the same', async () => {
    const response = await download('month=11&year=2026');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="movimientos-2026-11.csv"');
    expect(response.rawPayload.toString('utf8').charCodeAt(0)).toBe(0xfeff);
    const records = parseCsv(response.rawPayload.toString('utf8'));
    const november = newestFirst(rows.filter((r) => r.date.startsWith('2026-11')));
    expect(records).toHaveLength(november.length);
    expect(records[0]).toEqual({
      Fecha: '30/11/2026',
      Tipo: 'Renovación',
      Monto: '9000',
      Cliente: 'Carla',
      Servicio: 'Max',
      Descripción: '',
      'Registrado por': 'Laura',
    });
    expect(sum(records.map((r) => Number(r.Monto)))).toBe(sum(november.map((r) => r.amount)));
    expect(records.filter((r) => r.Tipo === 'Cancelación')).toHaveLength(1);
  });

  it('names the file by the filter and applies the type', async () => {
    const response = await download('year=2026&type=venta');
    expect(response.headers['content-disposition']).toContain('movimientos-2026-venta.csv');
    const records = parseCsv(response.rawPayload.toString('utf8'));
    expect(records).toHaveLength(rows.filter((r) => r.type === 'venta' && r.date.startsWith('2026')).length);
  });
});

describe('the month boundary in Bogotá', () => {
  it('dates a sale made at 23:30 on 30 November (04:30 UTC on 1 December) in November', async () => {
    t.clock.current = new Date('2026-12-01T04:30:00Z');
    const { db } = t.database;
    const service = await insertService(db, { name: 'Crunchyroll', price: 6000 });
    const client = await insertClient(db, { name: 'Dora' });
    const account = await insertAccount(db, service.id, {}, [{}]);
    const profile = await db
      .selectFrom('profiles')
      .select('id')
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    // Sessions are measured on the same clock: sign in at the new time.
    const { client: staff } = await signedInClient(t);
    const { client: owner } = await signedInClient(t, { role: 'admin' });
    const sold = await staff.put(`/api/profiles/${profile.id}`, {
      name: 'Perfil 1',
      status: 'ocupado',
      clientId: client.id,
    });
    expect(sold.statusCode).toBe(200);

    const november = (await owner.get('/api/movements?month=11&year=2026&type=venta')).json().movements;
    expect(november[0]).toMatchObject({ date: '2026-11-30', clientName: 'Dora', amount: 6000 });
    const december = (await owner.get('/api/movements?month=12&year=2026')).json().movements;
    expect(december.some((x: { clientName: string }) => x.clientName === 'Dora')).toBe(false);
    const stats = (await owner.get('/api/movements/stats?month=11&year=2026')).json();
    expect(stats.totalSales).toBe(
      expectedStats(
        rows.filter((r) => r.date.startsWith('2026-11')),
        '2026-11',
      ).totalSales + 1,
    );
  });
});
