import { expect } from 'vitest';
import { MOVEMENT_TYPES, type MovementType } from '#shared/schemas/movements';
import type { Db } from '../../src/server/app-context';
import {
  paymentsIn,
  periodTotals,
  salesByComboIn,
  salesByPlanIn,
  salesByServiceIn,
  topClientsIn,
} from '../../src/server/modules/movements/movement-totals.repository';

// The movement sums the database keeps (docs/decisions/024) checked against the movements
// themselves, added up here in JavaScript, for every period and type filter the stats can ask for.

type Line = { id: number | null; name: string | null; sales: number; income: number };
const isSale = (type: string) => type !== 'cancelacion';

/**
 * The stats' lines of a set of movements (or of their shares, which count `count`: 1 for a
 * split movement's first share, 0 for the others, decision 044), most income first, then name
 * and id (none first). A key left with no count and no amount has no line.
 */
function linesOf(
  rows: { id: number | null; name: string | null; type: string; amount: number; count?: number }[],
) {
  const lines = new Map<string, Line & { counted: number; moved: number }>();
  for (const r of rows) {
    const key = JSON.stringify([r.id, r.name]);
    const line = lines.get(key) ?? { id: r.id, name: r.name, sales: 0, income: 0, counted: 0, moved: 0 };
    const count = r.count ?? 1;
    line.sales += isSale(r.type) ? count : 0;
    line.income += isSale(r.type) ? r.amount : -r.amount;
    line.counted += count;
    line.moved += r.amount;
    lines.set(key, line);
  }
  const text = (s: string | null) => s ?? '';
  return [...lines.values()]
    .filter((l) => l.counted !== 0 || l.moved !== 0)
    .map(({ counted: _counted, moved: _moved, ...line }) => line)
    .sort(
      (a, b) =>
        b.income - a.income ||
        (text(a.name) < text(b.name) ? -1 : text(a.name) > text(b.name) ? 1 : 0) ||
        (a.id ?? 0) - (b.id ?? 0),
    );
}

/** Every period and type filter the stats can ask for, from the kept sums and from the movements. */
export async function expectTotalsMatchMovements(db: Db) {
  const movements = await db
    .selectFrom('movements')
    .select([
      'date',
      'type',
      'amount',
      'client_id',
      'client_name',
      'service_id',
      'service_name',
      'payment_status',
      'paid_amount',
      'paid_at_sale',
      'plan_id',
      'combo_id',
      'id',
    ])
    .execute();
  // A split movement (a combo's, decision 044) counts by service as its shares say.
  const shares = await db
    .selectFrom('movement_shares')
    .select(['movement_id', 'service_id', 'service_name', 'movements', 'amount'])
    .orderBy('movement_id')
    .orderBy('position')
    .execute();
  const sharesOf = new Map<number, typeof shares>();
  for (const share of shares)
    sharesOf.set(share.movement_id, [...(sharesOf.get(share.movement_id) ?? []), share]);
  const byService = (m: (typeof movements)[number]) =>
    sharesOf.get(m.id)?.map((share) => ({
      type: m.type,
      id: share.service_id,
      name: share.service_name,
      amount: Number(share.amount),
      count: Number(share.movements),
    })) ?? [{ type: m.type, id: m.service_id, name: m.service_name, amount: m.amount }];
  const payments = await db
    .selectFrom('payments')
    .select(['date', 'amount', 'origin', 'voided_at'])
    .execute();
  const periods = new Set(['', '2001', '2001-01']); // and a period without movements
  for (const m of movements) periods.add(m.date.slice(0, 4)).add(m.date.slice(0, 7));
  const filters: (MovementType | undefined)[] = [undefined, ...MOVEMENT_TYPES];
  for (const period of periods)
    for (const type of filters) {
      const rows = movements.filter((m) => m.date.startsWith(period) && (!type || m.type === type));
      const of = (type: string) => rows.filter((m) => m.type === type);
      const sumOf = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);
      const sales = rows.filter((m) => isSale(m.type));
      const expected = {
        totals: {
          movements: rows.length,
          sales: sales.length,
          salesAmount: sumOf(sales),
          cancellations: of('cancelacion').length,
          cancelledAmount: sumOf(of('cancelacion')),
          collectedAtSale: rows.reduce((n, m) => n + Number(m.paid_at_sale), 0),
          owed: rows
            .filter((m) => m.payment_status === 'pendiente')
            .reduce((n, m) => n + m.amount - Number(m.paid_amount), 0),
        },
        services: linesOf(rows.flatMap(byService)),
        clients: linesOf(rows.map((m) => ({ ...m, id: m.client_id, name: m.client_name }))),
      };
      const actual = {
        totals: await periodTotals(db, period, type),
        services: await salesByServiceIn(db, period, type),
        clients: await topClientsIn(db, period, type, 10_000),
      };
      expect(actual, `period '${period}', type ${type ?? 'any'}`).toEqual(expected);
      // Per plan (decision 042): only the movements that name one, compared by plan id.
      const byId = (lines: { id: number | null; sales: number; income: number }[]) =>
        lines
          .map(({ id, sales, income }) => ({ id, sales, income }))
          .sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
      const planned = rows.filter((m) => m.plan_id !== null);
      expect(
        byId(await salesByPlanIn(db, period, type)),
        `plans of period '${period}', type ${type ?? 'any'}`,
      ).toEqual(byId(linesOf(planned.map((m) => ({ ...m, id: m.plan_id, name: null })))));
      // Per combo (decision 047): only the movements that name one.
      const combos = rows.filter((m) => m.combo_id !== null);
      expect(
        byId(await salesByComboIn(db, period, type)),
        `combos of period '${period}', type ${type ?? 'any'}`,
      ).toEqual(byId(linesOf(combos.map((m) => ({ ...m, id: m.combo_id, name: null })))));
    }
  // The live abonos of each period (a void or a credit note is not money received).
  for (const period of periods) {
    const live = payments.filter(
      (p) => p.date.startsWith(period) && p.origin === 'abono' && p.voided_at === null,
    );
    const [kept] = await paymentsIn(db, [period]);
    expect(
      { payments: kept?.payments ?? 0, amount: kept?.amount ?? 0 },
      `payments of period '${period}'`,
    ).toEqual({ payments: live.length, amount: live.reduce((n, p) => n + Number(p.amount), 0) });
  }
  // A key whose movements are all gone leaves no row behind. A split movement's own key keeps
  // what it was paid with no count or amount (its shares moved those, decision 044): only a row
  // with nothing at all is left over there.
  const { n: emptyServiceKeys } = await db
    .selectFrom('movement_service_totals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        eb('movements', '<', 0),
        eb.and([eb('movements', '=', 0), eb('amount', '=', 0), eb('collected', '=', 0), eb('owed', '=', 0)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  expect(Number(emptyServiceKeys), 'movement_service_totals').toBe(0);
  for (const table of ['movement_client_totals', 'movement_plan_totals', 'movement_combo_totals'] as const) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('movements', '<=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(n), table).toBe(0);
  }
}
